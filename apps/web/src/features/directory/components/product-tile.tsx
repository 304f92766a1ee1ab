import type { EnterpriseSite } from '@cidpex/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserText } from '../../../components/user-text';
import '../../../components/controls.css';

/** A product as a tile: cover (1:1, spec §9), name, category, and what the caller adds below. */
export function ProductTile({
  to,
  name,
  coverUrl,
  categoryName,
  newProduct = false,
  children,
}: {
  to: string;
  name: string;
  coverUrl: string | null;
  categoryName: string;
  newProduct?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('directory');
  return (
    <li className="dir-tile" data-testid="product-tile">
      <Link to={to} className="dir-tile__link">
        {coverUrl ? (
          <img src={`${coverUrl}?width=400`} alt="" className="dir-tile__img" loading="lazy" />
        ) : (
          <span className="dir-tile__img dir-tile__img--empty" aria-hidden />
        )}
        <span className="dir-tile__name">
          <UserText>{name}</UserText>
        </span>
      </Link>
      <span className="dir-muted dir-tile__meta">
        {categoryName}
        {newProduct ? (
          <span className="tag tag--orange" style={{ marginInlineStart: 6 }}>
            {t('newProduct')}
          </span>
        ) : null}
      </span>
      {children}
    </li>
  );
}

/** An exhibitor's products as tiles, each linked to its page (the exhibitor page, "more from this exhibitor"). */
export function ProductTiles({
  products,
  productPath,
}: {
  products: EnterpriseSite['products'];
  productPath: (id: number) => string;
}) {
  return (
    <ul className="dir-tiles">
      {products.map((product) => (
        <ProductTile
          key={product.id}
          to={productPath(product.id)}
          name={product.displayName}
          coverUrl={product.coverUrl}
          categoryName={product.categoryName}
          newProduct={product.newProduct}
        />
      ))}
    </ul>
  );
}
