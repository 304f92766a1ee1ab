import { fenToYuan, type Order, type RefundStatus, type Seminar } from '@cidpex/contracts';
import { Alert, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFairTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';

const COLOR: Record<RefundStatus, string> = {
  pending: 'blue',
  sending: 'blue',
  processing: 'blue',
  succeeded: 'green',
  failed: 'red',
  manual: 'gold',
  none: 'default',
};

/** The seminar's cancellation rule in a sentence: until when, how much, and none after. */
export function useRefundRule(seminar: Pick<Seminar, 'refundUntil' | 'refundPercent'> | undefined) {
  const { t } = useTranslation('seminars');
  const lang = useLang();
  if (!seminar) return '';
  if (!seminar.refundUntil || seminar.refundPercent === 0) return t('refund.ruleNone');
  return t('refund.rule', {
    deadline: formatFairTime(seminar.refundUntil, lang),
    percent: seminar.refundPercent,
  });
}

/** The rule, shown before paying (issue 23 item 7). */
export function RefundRule({ seminar }: { seminar: Seminar | undefined }) {
  const { t } = useTranslation('seminars');
  const rule = useRefundRule(seminar);
  if (!rule) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={t('refund.ruleTitle')}
      description={rule}
      style={{ margin: '12px 0' }}
      data-testid="refund-rule"
    />
  );
}

/** The refunds of an order's cancelled members, as the payer sees them. */
export function RefundList({ order }: { order: Order }) {
  const { t } = useTranslation('seminars');
  const lang = useLang();
  if (order.refunds.length === 0) return null;
  const yuan = (fen: number) => t('info.yuan', { amount: fenToYuan(fen) });
  return (
    <section aria-labelledby="seminar-refunds" style={{ marginTop: 16 }} data-testid="refunds">
      <h2 id="seminar-refunds" style={{ fontSize: 16 }}>
        {t('refund.title')}
      </h2>
      <List
        size="small"
        dataSource={order.refunds}
        renderItem={(r) => (
          <List.Item key={r.id}>
            <List.Item.Meta
              title={
                <>
                  {r.attendeeName} <Tag color={COLOR[r.status]}>{t(`refund.state.${r.status}`)}</Tag>
                </>
              }
              description={
                r.status === 'none' ? (
                  t('refund.noneNote')
                ) : (
                  <>
                    {t('refund.line', {
                      amount: yuan(r.amount),
                      percent: r.percent,
                      no: r.refundNo,
                      at: formatFairTime(r.settledAt ?? r.createdAt, lang),
                    })}
                    {r.status === 'manual' && r.transferred > 0 && (
                      <div>{t('refund.transferred', { amount: yuan(r.transferred) })}</div>
                    )}
                  </>
                )
              }
            />
          </List.Item>
        )}
      />
      {order.refunded > 0 && <p>{t('refund.total', { amount: yuan(order.refunded) })}</p>}
    </section>
  );
}
