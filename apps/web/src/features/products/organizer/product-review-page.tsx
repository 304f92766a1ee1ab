import {
  PRODUCT_LIMITS,
  PRODUCT_STATES,
  type Product,
  type ProductState,
  productActionAllowed,
} from '@cidpex/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Form,
  Input,
  Modal,
  Pagination,
  Popconfirm,
  Segmented,
  Skeleton,
  Space,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UserText } from '../../../components/user-text';
import type { ApiError } from '../../../lib/http/client';
import { useProductQueue, useReviewProduct } from '../api/products';
import { ProductStatus } from '../components/product-status';

const PAGE_SIZE = 10;

/** The violation needs a reason (spec §5), which the enterprise reads. */
function ViolationDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t } = useTranslation('products');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const review = useReviewProduct();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={product !== null}
      title={product ? t('review.violationTitle', { name: product.name }) : ''}
      okText={t('review.markViolation')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true, loading: review.isPending }}
      onCancel={onClose}
      destroyOnHidden
      onOk={() =>
        form.validateFields().then(
          ({ reason }) =>
            product &&
            review.mutate(
              { id: product.id, reason: reason.trim() },
              {
                onSuccess: () => {
                  void message.success(t('review.marked'));
                  onClose();
                },
              },
            ),
          () => undefined,
        )
      }
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('review.reason')}
          extra={t('review.reasonHelp')}
          rules={[
            { required: true, whitespace: true, message: tc('form.required', { label: t('review.reason') }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={PRODUCT_LIMITS.reasonMax} showCount />
        </Form.Item>
        {review.error ? <Alert type="error" showIcon title={(review.error as ApiError).message} /> : null}
      </Form>
    </Modal>
  );
}

function ReviewCard({ product, onViolation }: { product: Product; onViolation: (p: Product) => void }) {
  const { t, i18n } = useTranslation('products');
  const { message } = App.useApp();
  const review = useReviewProduct();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {product.cover ? (
          <img
            src={`${product.cover.url}?width=240`}
            alt={product.name}
            width={120}
            height={120}
            style={{ objectFit: 'cover', borderRadius: 6 }}
          />
        ) : null}
        <div style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Space wrap size={8}>
            <strong>
              <UserText>{product.name}</UserText>
            </strong>
            {product.nameEn ? <UserText>{product.nameEn}</UserText> : null}
            <ProductStatus status={product.status} />
          </Space>
          <p style={{ margin: '4px 0', color: '#5b6b70' }}>
            {t('review.enterprise')}: <UserText>{product.enterpriseName}</UserText> · {product.categoryName}
            {product.submittedAt
              ? ` · ${t('review.submittedAt', { date: date.format(new Date(product.submittedAt)) })}`
              : ''}
          </p>
          {product.description ? (
            <p style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>
              <UserText>{product.description}</UserText>
            </p>
          ) : null}
          {product.parameters.length > 0 ? (
            <dl
              aria-label={t('review.parameters')}
              style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px', margin: '4px 0' }}
            >
              {product.parameters.map((p) => (
                <div key={p.name} style={{ display: 'contents' }}>
                  <dt style={{ color: '#5b6b70' }}>
                    <UserText>{p.name}</UserText>
                  </dt>
                  <dd style={{ margin: 0 }}>
                    <UserText>{p.value}</UserText>
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {product.details.length > 0 ? (
            <Space wrap size={4}>
              {product.details.map((m, i) => (
                <img
                  key={m.id}
                  src={`${m.url}?width=120`}
                  alt={`${product.name} ${i + 1}`}
                  width={60}
                  height={60}
                  style={{ objectFit: 'cover' }}
                />
              ))}
            </Space>
          ) : null}
          {product.video ? (
            <p style={{ margin: '4px 0' }}>
              <a href={product.video.url} target="_blank" rel="noreferrer">
                {t('fields.video')}
              </a>
            </p>
          ) : null}
          {product.status === 'violation' && product.violationReason ? (
            <Alert
              type="error"
              showIcon
              title={t('violationReason')}
              description={<UserText>{product.violationReason}</UserText>}
            />
          ) : null}
        </div>
      </div>
      <Space wrap style={{ marginTop: 8 }}>
        {productActionAllowed(product.status, 'approve') ? (
          <Popconfirm
            title={t('review.approveConfirm', { name: product.name })}
            okText={t('review.approve')}
            cancelText={t('cancel')}
            onConfirm={() =>
              review.mutate(
                { id: product.id },
                { onSuccess: () => void message.success(t('review.approved')) },
              )
            }
          >
            <Button type="primary" loading={review.isPending}>
              {t('review.approve')}
            </Button>
          </Popconfirm>
        ) : null}
        {productActionAllowed(product.status, 'violation') ? (
          <Button danger onClick={() => onViolation(product)}>
            {t('review.markViolation')}
          </Button>
        ) : null}
      </Space>
    </Card>
  );
}

/** /organizer/products: products by state (waiting for review first), approve or mark a violation with a reason. */
export default function ProductReviewPage() {
  const { t } = useTranslation('products');
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status') as ProductState | null;
  const status: ProductState = statusParam && PRODUCT_STATES.includes(statusParam) ? statusParam : 'pending';
  const keyword = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useProductQueue({ status, keyword: keyword || undefined, page, pageSize: PAGE_SIZE });
  const [violating, setViolating] = useState<Product | null>(null);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  const counts = query.data?.counts;
  return (
    <div>
      <h1 style={{ fontSize: 22 }}>{t('review.title')}</h1>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented
          value={status}
          onChange={(value) => update({ status: String(value), page: null })}
          options={PRODUCT_STATES.map((s) => ({
            value: s,
            label: counts ? t('tabCount', { tab: t(`status.${s}`), count: counts[s] }) : t(`status.${s}`),
          }))}
        />
        <Input.Search
          aria-label={t('review.search')}
          placeholder={t('review.search')}
          defaultValue={keyword}
          allowClear
          maxLength={50}
          onSearch={(value) => update({ q: value.trim() || null, page: null })}
          style={{ width: 280 }}
        />
      </Space>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : query.error ? (
        <Alert
          type="error"
          showIcon
          title={(query.error as ApiError).message}
          action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        />
      ) : query.data.total === 0 ? (
        <Empty description={t('review.empty')} />
      ) : (
        <>
          {query.data.rows.map((product) => (
            <ReviewCard key={product.id} product={product} onViolation={setViolating} />
          ))}
          {query.data.total > PAGE_SIZE ? (
            <Pagination
              current={page}
              pageSize={PAGE_SIZE}
              total={query.data.total}
              showSizeChanger={false}
              onChange={(next) => update({ page: String(next) })}
            />
          ) : null}
        </>
      )}
      <ViolationDialog product={violating} onClose={() => setViolating(null)} />
    </div>
  );
}
