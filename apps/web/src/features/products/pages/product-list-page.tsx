import type { Locale } from '@cidpex/contracts';
import {
  canRelist,
  PRODUCT_TABS,
  type Product,
  productActionAllowed,
  productDisplayName,
} from '@cidpex/contracts';
import { App, Skeleton, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionList } from '../../../components/action-list';
import { ButtonLink } from '../../../components/button-link';
import { ConfirmButton } from '../../../components/confirm-button';
import { ListHeader } from '../../../components/list-header';
import { PagedResult } from '../../../components/paged-result';
import { ReasonAlert } from '../../../components/reason-alert';
import { UrlSearch } from '../../../components/url-search';
import { UserText } from '../../../components/user-text';
import { formatDate } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { readOption, readPage, useUrlParams } from '../../../lib/url-params';
import { CenterFrame } from '../../enterprises';
import { type ProductCommand, useProductCommand, useProducts } from '../api/products';
import { useProductPaths } from '../components/product-paths';
import { ProductStatus } from '../components/product-status';

const PAGE_SIZE = 10;

/** The commands a product offers in its state (spec §4: list, delist, submit for review, delete). */
function commandsOf(product: Product): ProductCommand[] {
  const out: ProductCommand[] = [];
  if (productActionAllowed(product.status, 'submit')) out.push('submit');
  if (canRelist(product)) out.push('list');
  if (productActionAllowed(product.status, 'delist')) out.push('delist');
  if (productActionAllowed(product.status, 'delete')) out.push('delete');
  return out;
}

function ProductRows({ rows }: { rows: Product[] }) {
  const { t, i18n } = useTranslation('products');
  const { message } = App.useApp();
  const english = useLang() === 'en';
  const paths = useProductPaths();
  const command = useProductCommand();
  return (
    <ActionList
      rows={rows}
      item={(product) => {
        const name = productDisplayName(product, english);
        return {
          actions: [
            productActionAllowed(product.status, 'edit') ? (
              <ButtonLink key="edit" type="link" to={paths.edit(product.id)}>
                {t('actions.edit')}
              </ButtonLink>
            ) : null,
            ...commandsOf(product).map((cmd) => (
              <ConfirmButton
                key={cmd}
                type="link"
                danger={cmd === 'delete'}
                label={t(`actions.${cmd}`)}
                confirm={t(`confirm.${cmd}`, { name })}
                loading={
                  command.isPending &&
                  command.variables?.id === product.id &&
                  command.variables.command === cmd
                }
                onConfirm={() =>
                  command.mutate(
                    { id: product.id, command: cmd },
                    { onSuccess: () => void message.success(t(`done.${cmd}`)) },
                  )
                }
              />
            )),
          ],
          avatar: product.cover ? (
            <img
              src={`${product.cover.url}?width=128`}
              alt={name}
              width={64}
              height={64}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
          ) : null,
          title: (
            <Space wrap size={8}>
              <UserText>{name}</UserText>
              <ProductStatus status={product.status} />
            </Space>
          ),
          description: (
            <>
              <span>{product.categoryName}</span>
              {' · '}
              {t('updatedAt', { date: formatDate(product.updatedAt, i18n.language as Locale) })}
              {' · '}
              {t('favourites', { count: product.favouriteCount })}
              {product.status === 'violation' ? (
                <ReasonAlert
                  style={{ marginTop: 8 }}
                  title={t('violationReason')}
                  reason={product.violationReason}
                />
              ) : null}
              {product.status === 'delisted' && !product.approvedContent ? (
                <p style={{ margin: '4px 0 0' }}>{t('needsReview')}</p>
              ) : null}
            </>
          ),
        };
      }}
    />
  );
}

function ProductListBody() {
  const { t } = useTranslation('products');
  const { t: tc } = useTranslation('common');
  const paths = useProductPaths();
  const [params, update] = useUrlParams();
  const tab = readOption(params.get('tab'), PRODUCT_TABS, 'all');
  const keyword = params.get('q') ?? '';
  const query = useProducts({
    tab,
    keyword: keyword || undefined,
    page: readPage(params),
    pageSize: PAGE_SIZE,
  });
  const counts = query.data?.counts;
  return (
    <>
      <ListHeader>
        <UrlSearch label={t('list.search')} style={{ maxWidth: 320 }} />
        <ButtonLink type="primary" to={paths.add}>
          {t('list.add')}
        </ButtonLink>
      </ListHeader>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key === 'all' ? null : key, page: null })}
        items={PRODUCT_TABS.map((key) => ({
          key,
          label: counts ? tc('tabCount', { tab: t(`tabs.${key}`), count: counts[key] }) : t(`tabs.${key}`),
        }))}
      />
      <PagedResult
        query={query}
        pageSize={PAGE_SIZE}
        pagerStyle={{ marginTop: 16 }}
        isEmpty={(data) => data.total === 0}
        empty={keyword ? t('list.noMatch') : t(`list.empty.${tab}`)}
        retryText={t('retry')}
        loading={<Skeleton active avatar paragraph={{ rows: 3 }} />}
      >
        {(data) => <ProductRows rows={data.rows} />}
      </PagedResult>
    </>
  );
}

/** /myEnterprise/productList (/enterpriseCenterEn/product): the enterprise's products by tab. */
export default function ProductListPage() {
  const { t } = useTranslation('products');
  return (
    <CenterFrame active="productList" title={t('list.title')}>
      {() => <ProductListBody />}
    </CenterFrame>
  );
}
