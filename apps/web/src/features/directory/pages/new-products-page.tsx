import { DIRECTORY_LIMITS } from '@cidpex/contracts';
import { Alert, Button, Empty, Input, Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { UserText } from '../../../components/user-text';
import { useNewProducts } from '../api/get-new-products';
import { ProductTile } from '../components/product-tile';
import { useDirectoryPaths } from '../lib/paths';
import '../directory.css';

const PAGE_SIZE = 20;

/**
 * /en/cloudshow: the online show of the New Products Pavilion: each exhibitor's chosen new
 * products (at most 2 per exhibitor, spec §9), searchable, with the exhibitor and its booths.
 */
export default function NewProductsPage() {
  const { t } = useTranslation('directory');
  const { t: tc } = useTranslation();
  const paths = useDirectoryPaths();
  const [search, setSearch] = useSearchParams();
  const keyword = (search.get('keyword') ?? '').trim().slice(0, 50);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const query = useNewProducts({ keyword: keyword || undefined, page, pageSize: PAGE_SIZE });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next);
  };

  return (
    <div className="dir">
      <div className="page">
        <header className="dir-head">
          <h1 className="dir-title">{t('newProducts.title')}</h1>
          <p className="dir-muted">
            {t('newProducts.intro', { max: DIRECTORY_LIMITS.newProductsPerExhibitor })}
          </p>
        </header>
        <Input.Search
          key={keyword}
          aria-label={t('newProducts.search')}
          placeholder={t('newProducts.search')}
          defaultValue={keyword}
          enterButton={t('list.searchButton')}
          allowClear
          maxLength={50}
          onSearch={(value) => update({ keyword: value.trim() || null, page: null })}
          className="dir-search"
        />
        <section aria-busy={query.isFetching} aria-label={t('list.results')} style={{ marginTop: 16 }}>
          {query.isPending ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : query.isError ? (
            <Alert
              type="error"
              showIcon
              title={t('loadFailed')}
              action={<Button onClick={() => void query.refetch()}>{tc('errors.retry')}</Button>}
            />
          ) : query.data.total === 0 ? (
            <Empty description={keyword ? t('newProducts.noMatch') : t('newProducts.empty')}>
              {keyword ? (
                <Button type="primary" onClick={() => update({ keyword: null, page: null })}>
                  {t('list.clear')}
                </Button>
              ) : null}
            </Empty>
          ) : (
            <>
              <p className="dir-count">{t('newProducts.count', { count: query.data.total })}</p>
              <ul className="dir-tiles">
                {query.data.rows.map((product) => (
                  <ProductTile
                    key={product.id}
                    to={paths.product(product.id)}
                    name={product.displayName}
                    coverUrl={product.coverUrl}
                    categoryName={product.categoryName}
                  >
                    <Link to={paths.enterprise(product.enterpriseId)} className="dir-tile__ent">
                      <UserText>{product.enterpriseDisplayName}</UserText>
                    </Link>
                    {product.boothNos.length ? (
                      <span className="dir-muted dir-tile__meta">
                        {t('boothLabel')} {product.boothNos.join(', ')}
                      </span>
                    ) : null}
                  </ProductTile>
                ))}
              </ul>
              {query.data.total > PAGE_SIZE ? (
                <Pagination
                  className="dir-pager"
                  current={page}
                  pageSize={PAGE_SIZE}
                  total={query.data.total}
                  showSizeChanger={false}
                  onChange={(next) => update({ page: next > 1 ? String(next) : null })}
                />
              ) : null}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
