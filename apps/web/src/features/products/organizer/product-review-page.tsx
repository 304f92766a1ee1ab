import type { Locale } from '@cidpex/contracts';
import {
  PRODUCT_LIMITS,
  PRODUCT_STATES,
  type Product,
  productActionAllowed,
  productDisplayName,
} from '@cidpex/contracts';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReasonAlert } from '../../../components/reason-alert';
import { CardQueue, useCardQueueFilters } from '../../../components/review-queue/card-queue';
import { UserText } from '../../../components/user-text';
import { formatFairTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { PRODUCT_QUEUE_PAGE_SIZE, useProductQueue, useReviewProduct } from '../api/products';
import { ProductStatus } from '../components/product-status';

/** The parameters a product lists, as name and value pairs. */
function Parameters({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  return (
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
  );
}

/** Both descriptions, each under its label: the organizer approves what every site will show. */
function Descriptions({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const texts = [
    { key: 'description', text: product.description },
    { key: 'descriptionEn', text: product.descriptionEn },
  ] as const;
  return texts.map(({ key, text }) =>
    text ? (
      <div key={key} style={{ margin: '4px 0' }}>
        <div style={{ color: '#5b6b70', fontSize: 13 }}>{t(`fields.${key}`)}</div>
        <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          <UserText>{text}</UserText>
        </p>
      </div>
    ) : null,
  );
}

/**
 * The card's names: the one in the page language first (the other standing in when it has none),
 * then the other language's when the product has both.
 */
function cardNames(product: Product, english: boolean) {
  const name = productDisplayName(product, english);
  const other = english ? product.name : product.nameEn;
  return { name, nameEn: other && other !== name ? other : null };
}

/** What the organizer checks on a product: who sells it, its words, parameters, pictures and video. */
function ProductDetails({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('products');
  const english = useLang() === 'en';
  return (
    <>
      <p style={{ margin: '4px 0', color: '#5b6b70' }}>
        {t('review.enterprise')}: <UserText>{product.enterpriseName}</UserText> · {product.categoryName}
        {product.submittedAt
          ? ` · ${t('review.submittedAt', { date: formatFairTime(product.submittedAt, i18n.language as Locale) })}`
          : ''}
      </p>
      <Descriptions product={product} />
      {product.parameters.length > 0 ? <Parameters product={product} /> : null}
      {product.details.length > 0 ? (
        <Space wrap size={4}>
          {product.details.map((m, i) => (
            <img
              key={m.id}
              src={`${m.url}?width=120`}
              alt={`${productDisplayName(product, english)} ${i + 1}`}
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
      {product.status === 'violation' ? (
        <ReasonAlert title={t('violationReason')} reason={product.violationReason} />
      ) : null}
    </>
  );
}

/** /organizer/products: products by state (waiting for review first), approve or mark a violation with a reason. */
export default function ProductReviewPage() {
  const { t } = useTranslation('products');
  const english = useLang() === 'en';
  const filters = useCardQueueFilters(PRODUCT_STATES, 'pending');
  const query = useProductQueue({ ...filters, pageSize: PRODUCT_QUEUE_PAGE_SIZE });
  const approving = useReviewProduct();
  const marking = useReviewProduct();
  return (
    <CardQueue
      title={t('review.title')}
      states={PRODUCT_STATES}
      status={filters.status}
      stateLabel={(s) => t(`status.${s}`)}
      search={{ label: t('review.search'), style: { width: 280 } }}
      query={query}
      pageSize={PRODUCT_QUEUE_PAGE_SIZE}
      empty={t('review.empty')}
      retryText={t('retry')}
      card={(product) => ({
        cover: product.cover && { url: product.cover.url, width: 120 },
        ...cardNames(product, english),
        status: <ProductStatus status={product.status} />,
      })}
      approval={{
        review: approving,
        label: t('review.approve'),
        allowed: (product) => productActionAllowed(product.status, 'approve'),
        confirm: (product) => t('review.approveConfirm', { name: productDisplayName(product, english) }),
        done: t('review.approved'),
      }}
      rejection={{
        review: marking,
        label: t('review.markViolation'),
        allowed: (product) => productActionAllowed(product.status, 'violation'),
        title: (product) => t('review.violationTitle', { name: productDisplayName(product, english) }),
        reasonLabel: t('review.reason'),
        reasonHelp: t('review.reasonHelp'),
        maxLength: PRODUCT_LIMITS.reasonMax,
        done: t('review.marked'),
      }}
    >
      {(product) => <ProductDetails product={product} />}
    </CardQueue>
  );
}
