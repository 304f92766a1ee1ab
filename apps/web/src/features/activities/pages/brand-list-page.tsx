import { type Brand, brandDisplayName } from '@cidpex/contracts';
import { Alert, App, Button, Empty, List, Popconfirm, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/lang';
import { ButtonLink } from '../../../components/button-link';
import { UserText } from '../../../components/user-text';
import type { ApiError } from '../../../lib/http/client';
import { CenterFrame } from '../../enterprises/center/center-frame';
import { useBrands, useDeleteBrand } from '../api/activities';
import { useCenterPaths } from '../components/activity-parts';

function BrandRows({ rows }: { rows: Brand[] }) {
  const { t } = useTranslation('activities');
  const { message } = App.useApp();
  const english = useLang() === 'en';
  const paths = useCenterPaths();
  const remove = useDeleteBrand();
  return (
    <List
      className="wrap-actions"
      dataSource={rows}
      rowKey="id"
      renderItem={(brand) => {
        const name = brandDisplayName(brand, english);
        return (
          <List.Item
            style={{ flexWrap: 'wrap', gap: 8 }}
            actions={[
              <ButtonLink key="edit" type="link" to={paths.brandEdit(brand.id)}>
                {t('actions.edit')}
              </ButtonLink>,
              <Popconfirm
                key="delete"
                title={t('brands.confirmDelete', { name })}
                okText={t('actions.delete')}
                cancelText={t('cancel')}
                onConfirm={() =>
                  remove.mutate(brand.id, { onSuccess: () => void message.success(t('brands.deleted')) })
                }
              >
                <Button type="link" danger loading={remove.isPending && remove.variables === brand.id}>
                  {t('actions.delete')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              avatar={
                brand.logo ? (
                  <img
                    src={`${brand.logo.url}?width=128`}
                    alt={t('brands.logoOf', { name })}
                    width={64}
                    height={64}
                    style={{ objectFit: 'contain', borderRadius: 6, background: '#fff' }}
                  />
                ) : null
              }
              title={
                <Space wrap size={8}>
                  <UserText>{brand.name ?? brand.nameEn ?? ''}</UserText>
                  {brand.name && brand.nameEn ? <UserText>{brand.nameEn}</UserText> : null}
                </Space>
              }
              description={brand.description ? <UserText>{brand.description}</UserText> : null}
            />
          </List.Item>
        );
      }}
    />
  );
}

function BrandListBody() {
  const { t } = useTranslation('activities');
  const paths = useCenterPaths();
  const query = useBrands();
  return (
    <>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <span>{t('brands.intro')}</span>
        <ButtonLink type="primary" to={paths.brandAdd}>
          {t('brands.add')}
        </ButtonLink>
      </Space>
      {query.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : query.error ? (
        <Alert
          type="error"
          showIcon
          title={(query.error as ApiError).message}
          action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        />
      ) : query.data.length === 0 ? (
        <Empty description={t('brands.empty')}>
          <ButtonLink type="primary" to={paths.brandAdd}>
            {t('brands.add')}
          </ButtonLink>
        </Empty>
      ) : (
        <BrandRows rows={query.data} />
      )}
    </>
  );
}

/** /myEnterprise/brand/list: the enterprise's brands. */
export default function BrandListPage() {
  const { t } = useTranslation('activities');
  return (
    <CenterFrame active="brand/list" title={t('brands.title')}>
      {() => <BrandListBody />}
    </CenterFrame>
  );
}
