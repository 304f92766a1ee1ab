import {
  canRelist,
  PRODUCT_TABS,
  type Product,
  type ProductTab,
  productActionAllowed,
} from '@cidpex/contracts';
import { Alert, App, Button, Empty, Input, List, Pagination, Popconfirm, Skeleton, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLang } from '../../../app/lang';
import { ButtonLink } from '../../../components/button-link';
import { UserText } from '../../../components/user-text';
import type { ApiError } from '../../../lib/http/client';
import { CenterFrame } from '../../enterprises/center/center-frame';
import { type ProductCommand, useProductCommand, useProducts } from '../api/products';
import { useProductPaths } from '../components/product-paths';
import { ProductStatus, productName } from '../components/product-status';

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
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const run = (product: Product, name: ProductCommand) =>
    command.mutate(
      { id: product.id, command: name },
      { onSuccess: () => void message.success(t(`done.${name}`)) },
    );

  return (
    <List
      className="wrap-actions"
      dataSource={rows}
      rowKey="id"
      renderItem={(product) => {
        const name = productName(product, english);
        return (
          <List.Item
            style={{ flexWrap: 'wrap', gap: 8 }}
            actions={[
              productActionAllowed(product.status, 'edit') ? (
                <ButtonLink key="edit" type="link" to={paths.edit(product.id)}>
                  {t('actions.edit')}
                </ButtonLink>
              ) : null,
              ...commandsOf(product).map((cmd) => (
                <Popconfirm
                  key={cmd}
                  title={t(`confirm.${cmd}`, { name })}
                  okText={t(`actions.${cmd}`)}
                  cancelText={t('cancel')}
                  onConfirm={() => run(product, cmd)}
                >
                  <Button
                    type="link"
                    danger={cmd === 'delete'}
                    loading={
                      command.isPending &&
                      command.variables?.id === product.id &&
                      command.variables.command === cmd
                    }
                  >
                    {t(`actions.${cmd}`)}
                  </Button>
                </Popconfirm>
              )),
            ].filter(Boolean)}
          >
            <List.Item.Meta
              avatar={
                product.cover ? (
                  <img
                    src={`${product.cover.url}?width=128`}
                    alt={name}
                    width={64}
                    height={64}
                    style={{ objectFit: 'cover', borderRadius: 6 }}
                  />
                ) : null
              }
              title={
                <Space wrap size={8}>
                  <UserText>{name}</UserText>
                  <ProductStatus status={product.status} />
                </Space>
              }
              description={
                <>
                  <span>{product.categoryName}</span>
                  {' · '}
                  {t('updatedAt', { date: date.format(new Date(product.updatedAt)) })}
                  {' · '}
                  {t('favourites', { count: product.favouriteCount })}
                  {product.status === 'violation' && product.violationReason ? (
                    <Alert
                      type="error"
                      showIcon
                      style={{ marginTop: 8 }}
                      title={t('violationReason')}
                      description={<UserText>{product.violationReason}</UserText>}
                    />
                  ) : null}
                  {product.status === 'delisted' && !product.approvedContent ? (
                    <p style={{ margin: '4px 0 0' }}>{t('needsReview')}</p>
                  ) : null}
                </>
              }
            />
          </List.Item>
        );
      }}
    />
  );
}

/** /myEnterprise/productList (/enterpriseCenterEn/product): the enterprise's products by tab. */
export default function ProductListPage() {
  const { t } = useTranslation('products');
  const paths = useProductPaths();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab') as ProductTab | null;
  const tab: ProductTab = tabParam && PRODUCT_TABS.includes(tabParam) ? tabParam : 'all';
  const keyword = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  return (
    <CenterFrame active="productList" title={t('list.title')}>
      {() => <ProductListBody tab={tab} keyword={keyword} page={page} update={update} addPath={paths.add} />}
    </CenterFrame>
  );
}

function ProductListBody({
  tab,
  keyword,
  page,
  update,
  addPath,
}: {
  tab: ProductTab;
  keyword: string;
  page: number;
  update: (changes: Record<string, string | null>) => void;
  addPath: string;
}) {
  const { t } = useTranslation('products');
  const query = useProducts({ tab, keyword: keyword || undefined, page, pageSize: PAGE_SIZE });
  const counts = query.data?.counts;
  return (
    <>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Input.Search
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          defaultValue={keyword}
          allowClear
          maxLength={50}
          onSearch={(value) => update({ q: value.trim() || null, page: null })}
          style={{ maxWidth: 320 }}
        />
        <ButtonLink type="primary" to={addPath}>
          {t('list.add')}
        </ButtonLink>
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key === 'all' ? null : key, page: null })}
        items={PRODUCT_TABS.map((key) => ({
          key,
          label: counts ? t('tabCount', { tab: t(`tabs.${key}`), count: counts[key] }) : t(`tabs.${key}`),
        }))}
      />
      {query.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : query.error ? (
        <Alert
          type="error"
          showIcon
          title={(query.error as ApiError).message}
          action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        />
      ) : query.data.total === 0 ? (
        <Empty description={keyword ? t('list.noMatch') : t(`list.empty.${tab}`)} />
      ) : (
        <>
          <ProductRows rows={query.data.rows} />
          {query.data.total > PAGE_SIZE ? (
            <Pagination
              style={{ marginTop: 16 }}
              current={page}
              pageSize={PAGE_SIZE}
              total={query.data.total}
              showSizeChanger={false}
              onChange={(next) => update({ page: String(next) })}
            />
          ) : null}
        </>
      )}
    </>
  );
}
