import type { TradeApply } from '@cidpex/contracts';
import { Card, Descriptions, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { formatDateTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';

export const TRADE_COLOUR = { pending: 'processing', accepted: 'success', declined: 'error' } as const;

/** One sample or agency application as a card: who asks, for what, its state and reply; actions below. */
export function TradeApplyCard({
  row,
  showEnterprise = false,
  actions,
}: {
  row: TradeApply;
  showEnterprise?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('exhub');
  const lang = useLang();
  return (
    <Card size="small" style={{ width: '100%' }} data-testid={`trade-${row.id}`}>
      <Space wrap size={6} style={{ marginBottom: 6 }}>
        <strong>
          <UserText>{row.name}</UserText>
        </strong>
        <span>
          <UserText>{row.company}</UserText>
        </span>
        <Tag color={TRADE_COLOUR[row.status]}>{t(`trade.states.${row.status}`)}</Tag>
      </Space>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          ...(showEnterprise
            ? [
                {
                  key: 'ent',
                  label: t('trade.exhibitor'),
                  children: <UserText>{row.enterpriseName}</UserText>,
                },
              ]
            : []),
          ...(row.kind === 'sample'
            ? [
                {
                  key: 'product',
                  label: t('trade.product'),
                  children: <UserText>{row.productName}</UserText>,
                },
                { key: 'qty', label: t('trade.quantity'), children: row.quantity },
                { key: 'address', label: t('trade.address'), children: <UserText>{row.address}</UserText> },
              ]
            : [
                { key: 'region', label: t('trade.region'), children: <UserText>{row.region}</UserText> },
                {
                  key: 'channel',
                  label: t('trade.channel'),
                  children: <UserText>{row.channel || '—'}</UserText>,
                },
              ]),
          {
            key: 'mobile',
            label: t('trade.mobile'),
            children: <a href={`tel:${row.mobile}`}>{row.mobile}</a>,
          },
          {
            key: 'email',
            label: t('trade.email'),
            children: <a href={`mailto:${row.email}`}>{row.email}</a>,
          },
          { key: 'at', label: t('trade.createdAt'), children: formatDateTime(row.createdAt, lang) },
          ...(row.message
            ? [{ key: 'msg', label: t('trade.message'), children: <UserText>{row.message}</UserText> }]
            : []),
          ...(row.reply
            ? [{ key: 'reply', label: t('trade.reply'), children: <UserText>{row.reply}</UserText> }]
            : []),
        ]}
      />
      {actions}
    </Card>
  );
}
