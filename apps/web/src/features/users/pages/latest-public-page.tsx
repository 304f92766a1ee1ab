import { Alert, Button, Empty, List, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { UserCenterFrame } from '../../../components/frames/user-center-frame';
import { UserText } from '../../../components/user-text';
import { useLang } from '../../../lib/i18n';
import { ProductTile, useDirectoryPaths, useNewProducts } from '../../directory';
import { useMyFollows } from '../../follows';

const LATEST = 8;
const FOLLOWED = 5;

/**
 * /Admin_index/LatestPublic: what was published lately that concerns the user. The server has
 * no news or notices yet (content issue), so: the newest products of the New Products
 * Pavilion, and the exhibitors the user follows as quick links (docs/decisions.md).
 */
export default function LatestPublicPage() {
  const { t } = useTranslation(['users', 'common']);
  const english = useLang() === 'en';
  const paths = useDirectoryPaths();
  const latest = useNewProducts({ page: 1, pageSize: LATEST });
  const followed = useMyFollows({ targetType: 'enterprise', page: 1, pageSize: FOLLOWED });

  const retry = (refetch: () => unknown) => (
    <Button size="small" onClick={() => void refetch()}>
      {t('common:errors.retry')}
    </Button>
  );

  return (
    <UserCenterFrame active="latestPublic" title={t('latest.title')}>
      <section aria-labelledby="latest-products" style={{ marginBottom: 32 }}>
        <h2 id="latest-products" style={{ fontSize: 18, margin: '0 0 12px' }}>
          {t('latest.products')}
        </h2>
        {latest.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : latest.isError ? (
          <Alert type="warning" showIcon title={latest.error.message} action={retry(latest.refetch)} />
        ) : latest.data.total === 0 ? (
          <Empty description={t('latest.noProducts')}>
            <ButtonLink type="primary" to={paths.list}>
              {t('latest.browse')}
            </ButtonLink>
          </Empty>
        ) : (
          <>
            <ul className="dir-tiles">
              {latest.data.rows.map((product) => (
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
                </ProductTile>
              ))}
            </ul>
            <Link to={paths.newProducts}>{t('latest.allProducts')}</Link>
          </>
        )}
      </section>
      <section aria-labelledby="latest-followed">
        <h2 id="latest-followed" style={{ fontSize: 18, margin: '0 0 12px' }}>
          {t('latest.followed')}
        </h2>
        {followed.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : followed.isError ? (
          <Alert type="warning" showIcon title={followed.error.message} action={retry(followed.refetch)} />
        ) : followed.data.total === 0 ? (
          <Empty description={t('latest.noFollowed')}>
            <ButtonLink type="primary" to={paths.list}>
              {t('latest.browse')}
            </ButtonLink>
          </Empty>
        ) : (
          <List
            dataSource={followed.data.rows}
            rowKey="id"
            renderItem={(row) => (
              <List.Item>
                <Link to={paths.enterprise(row.targetId)}>
                  <UserText>{english && row.nameEn ? row.nameEn : row.name}</UserText>
                </Link>
              </List.Item>
            )}
            footer={
              followed.data.total > FOLLOWED ? (
                <Link to="/user/UserCenter/MyCollection?type=enterprise">{t('latest.allFollowed')}</Link>
              ) : null
            }
          />
        )}
      </section>
    </UserCenterFrame>
  );
}
