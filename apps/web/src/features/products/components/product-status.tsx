import type { ProductState } from '@cidpex/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ProductState, string> = {
  draft: 'default',
  pending: 'processing',
  listed: 'success',
  delisted: 'warning',
  violation: 'error',
};

export function ProductStatus({ status }: { status: ProductState }) {
  const { t } = useTranslation('products');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
