import { productDisplayName } from '@cidpex/contracts';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ShareButton } from '../../../components/share-button';
import { UserText } from '../../../components/user-text';
import { useLang } from '../../../lib/i18n';
import { PlainChatButton } from '../../chat';
import { TradeApplyButton } from '../../exhibitor-services';
import { useEnterpriseSite } from '../api/get-enterprise-site';
import { usePublicProduct } from '../api/get-public-product';
import { BoothList } from '../components/booth-list';
import { FollowButton } from '../components/follow-button';
import { DetailError, DetailSkeleton } from '../components/load-state';
import { ProductTiles } from '../components/product-tile';
import { idParam, useDirectoryPaths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';
import '../directory.css';

/** How many of the exhibitor's other products the page shows under this one. */
const RELATED = 8;

/**
 * /product/detail?id=… and /en/enterprise/detail/item?id=…: a product on sale: its pictures,
 * video and parameters, a favourite button and the way to its enterprise.
 */
export default function ProductPage() {
  const { t } = useTranslation('directory');
  const english = useLang() === 'en';
  const [search] = useSearchParams();
  const id = idParam(search.get('id'));
  const paths = useDirectoryPaths();
  const query = usePublicProduct(id);
  // Drawn from its data in a transition React splits into short slices (see the exhibitor page).
  const product = useDeferredValue(query.data);
  // Where to find the product at the fair and what else its exhibitor shows: the exhibitor's
  // page data (cached when the buyer came from there), asked once the product is known.
  const site = useEnterpriseSite(product?.enterpriseId ?? null).data;
  const [current, setCurrent] = useState(0);
  const name = product ? productDisplayName(product, english) : null;
  usePageTitle(name);

  if (id === null) return <DetailError error={null} notFound={t('product.notFound')} onRetry={() => {}} />;
  if (query.isPending || (query.data && !product)) return <DetailSkeleton />;
  if (query.isError || !product || !name)
    return (
      <DetailError
        error={query.error}
        notFound={t('product.notFound')}
        onRetry={() => void query.refetch()}
      />
    );

  const images = [...(product.cover ? [product.cover] : []), ...product.details];
  const shown = images[Math.min(current, images.length - 1)];
  const description = english && product.descriptionEn ? product.descriptionEn : product.description;
  const enterpriseName =
    english && product.enterpriseNameEn ? product.enterpriseNameEn : product.enterpriseName;
  const related = (site?.products ?? []).filter((other) => other.id !== product.id).slice(0, RELATED);

  return (
    <div className="dir">
      <div className="page dir-product">
        <div className="dir-gallery">
          {shown ? (
            <img
              className="dir-gallery__main"
              src={`${shown.url}?width=900`}
              alt={t('product.image', { name, index: current + 1, count: images.length })}
            />
          ) : (
            <span className="dir-gallery__main dir-tile__img--empty" aria-hidden />
          )}
          {images.length > 1 ? (
            <ul className="dir-gallery__thumbs" aria-label={t('product.images')}>
              {images.map((image, i) => (
                <li key={image.id}>
                  <button
                    type="button"
                    className={i === current ? 'dir-thumb dir-thumb--on' : 'dir-thumb'}
                    aria-pressed={i === current}
                    aria-label={t('product.showImage', { index: i + 1 })}
                    onClick={() => setCurrent(i)}
                  >
                    <img src={`${image.url}?width=160`} alt="" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="dir-product__body">
          <h1 className="dir-title">
            <UserText>{name}</UserText>
          </h1>
          <p className="dir-muted">{product.categoryName}</p>
          <p>
            {t('product.by')}{' '}
            <Link to={paths.enterprise(product.enterpriseId)} data-testid="product-enterprise">
              <UserText>{enterpriseName}</UserText>
            </Link>
          </p>
          {site && site.booths.length > 0 ? (
            <p className="dir-ent-head__booths" data-testid="product-booths">
              <BoothList booths={site.booths} linked />
              {site.hallName ? <span className="dir-muted"> · {site.hallName}</span> : null}
            </p>
          ) : null}
          <span className="dir-actions">
            <FollowButton targetType="product" targetId={product.id} />
            <PlainChatButton enterpriseId={product.enterpriseId} />
            <TradeApplyButton kind="sample" targetId={product.id} />
            <ShareButton title={name} />
          </span>
          {description ? (
            <section aria-labelledby="product-description" className="dir-section">
              <h2 id="product-description" className="dir-subtitle">
                {t('product.description')}
              </h2>
              <p className="dir-profile">
                <UserText>{description}</UserText>
              </p>
            </section>
          ) : null}
          {product.parameters.length ? (
            <section aria-labelledby="product-parameters" className="dir-section">
              <h2 id="product-parameters" className="dir-subtitle">
                {t('product.parameters')}
              </h2>
              <dl className="dir-params">
                {product.parameters.map((parameter) => (
                  <div key={`${parameter.name}|${parameter.value}`} className="dir-params__row">
                    <dt>
                      <UserText>{parameter.name}</UserText>
                    </dt>
                    <dd>
                      <UserText>{parameter.value}</UserText>
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          {product.video ? (
            <section aria-labelledby="product-video" className="dir-section">
              <h2 id="product-video" className="dir-subtitle">
                {t('product.video')}
              </h2>
              {/* biome-ignore lint/a11y/useMediaCaption: the enterprise's own video has no captions to offer */}
              <video className="dir-video" src={product.video.url} controls preload="metadata" />
            </section>
          ) : null}
        </div>
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="product-more" className="page dir-section">
          <h2 id="product-more" className="dir-subtitle">
            {t('product.more')}
          </h2>
          <ProductTiles products={related} productPath={paths.product} />
        </section>
      ) : null}
    </div>
  );
}
