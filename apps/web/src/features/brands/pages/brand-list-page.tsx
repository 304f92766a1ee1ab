import { type Brand, brandDisplayName } from '@cidpex/contracts';
import { App, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionList } from '../../../components/action-list';
import { ButtonLink } from '../../../components/button-link';
import { ConfirmButton } from '../../../components/confirm-button';
import { ListHeader } from '../../../components/list-header';
import { QueryResult } from '../../../components/query-result';
import { UserText } from '../../../components/user-text';
import { useLang } from '../../../lib/i18n';
import { useCenterPaths } from '../../activities';
import { CenterFrame } from '../../enterprises';
import { useDeleteBrand } from '../api/delete-brand';
import { useBrands } from '../api/get-brands';

function BrandRows({ rows }: { rows: Brand[] }) {
  const { t } = useTranslation('activities');
  const { message } = App.useApp();
  const english = useLang() === 'en';
  const paths = useCenterPaths();
  const remove = useDeleteBrand();
  return (
    <ActionList
      rows={rows}
      item={(brand) => {
        const name = brandDisplayName(brand, english);
        return {
          actions: [
            <ButtonLink key="edit" type="link" to={paths.brandEdit(brand.id)}>
              {t('actions.edit')}
            </ButtonLink>,
            <ConfirmButton
              key="delete"
              type="link"
              danger
              label={t('actions.delete')}
              confirm={t('brands.confirmDelete', { name })}
              loading={remove.isPending && remove.variables === brand.id}
              onConfirm={() =>
                remove.mutate(brand.id, { onSuccess: () => void message.success(t('brands.deleted')) })
              }
            />,
          ],
          avatar: brand.logo ? (
            <img
              src={`${brand.logo.url}?width=128`}
              alt={t('brands.logoOf', { name })}
              width={64}
              height={64}
              style={{ objectFit: 'contain', borderRadius: 6, background: '#fff' }}
            />
          ) : null,
          title: (
            <Space wrap size={8}>
              <UserText>{brand.name ?? brand.nameEn ?? ''}</UserText>
              {brand.name && brand.nameEn ? <UserText>{brand.nameEn}</UserText> : null}
            </Space>
          ),
          description: brand.description ? <UserText>{brand.description}</UserText> : null,
        };
      }}
    />
  );
}

function BrandListBody() {
  const { t } = useTranslation('activities');
  const paths = useCenterPaths();
  const query = useBrands();
  const add = (
    <ButtonLink type="primary" to={paths.brandAdd}>
      {t('brands.add')}
    </ButtonLink>
  );
  return (
    <>
      <ListHeader>
        <span>{t('brands.intro')}</span>
        {add}
      </ListHeader>
      <QueryResult
        query={query}
        isEmpty={(data) => data.length === 0}
        empty={t('brands.empty')}
        emptyExtra={add}
        retryText={t('retry')}
        loading={<Skeleton active avatar paragraph={{ rows: 3 }} />}
      >
        {(data) => <BrandRows rows={data} />}
      </QueryResult>
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
