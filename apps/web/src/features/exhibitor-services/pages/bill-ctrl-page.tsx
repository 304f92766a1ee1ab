import type { BoothContract } from '@cidpex/contracts';
import { Card, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryResult } from '../../../components/query-result';
import { ResponsiveTable } from '../../../components/responsive-table';
import { formatFairTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { CenterFrame } from '../../enterprises';
import { useContracts } from '../api';
import { money } from '../lib/money';
import '../exhibitor-services.css';

const PAY_COLOUR = { unpaid: 'default', pending: 'processing', paid: 'success' } as const;

/** The totals of the enterprise's bills, fen: what is due, announced (transfer told), received. */
export function billTotals(rows: BoothContract[]) {
  const live = rows.filter((c) => c.status !== 'cancelled');
  const sum = (state: BoothContract['paymentStatus']) =>
    live.filter((c) => c.paymentStatus === state).reduce((total, c) => total + c.amount, 0);
  return { unpaid: sum('unpaid'), pending: sum('pending'), paid: sum('paid') };
}

/**
 * /myEnterprise/billCtrl: the bills of the enterprise (one per booth contract, cancelled ones
 * aside): what is still to pay, what was announced as transferred, what the organizer received,
 * each bill with its bank reference; paying is done on the orders and contracts page.
 */
export default function BillCtrlPage() {
  const { t } = useTranslation('exhub');
  return (
    <CenterFrame active="billCtrl" title={t('bills.title')}>
      {() => <Bills />}
    </CenterFrame>
  );
}

function Bills() {
  const { t } = useTranslation('exhub');
  const { t: tx } = useTranslation('exsvc');
  const lang = useLang();
  const query = useContracts();
  return (
    <QueryResult
      query={query}
      retryText={t('trade.retry')}
      isEmpty={(rows) => rows.length === 0}
      empty={t('bills.empty')}
    >
      {(rows) => {
        const totals = billTotals(rows);
        return (
          <>
            <div className="exsvc-grid" data-testid="bill-totals" style={{ marginBottom: 16 }}>
              {(['unpaid', 'pending', 'paid'] as const).map((state) => (
                <Card key={state} size="small">
                  <Statistic title={t(`bills.total.${state}`)} value={money(totals[state], lang)} />
                </Card>
              ))}
            </div>
            <ResponsiveTable
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ x: true }}
              dataSource={rows}
              columns={[
                { title: tx('contracts.no'), dataIndex: 'contractNo', card: 'title' },
                { title: tx('boothNo'), render: (_, c) => c.booths.map((b) => b.boothNo).join(', ') },
                { title: tx('total'), align: 'right', render: (_, c) => money(c.amount, lang) },
                {
                  title: t('bills.state'),
                  render: (_, c) =>
                    c.status === 'cancelled' ? (
                      <Tag>{tx('contractState.cancelled')}</Tag>
                    ) : (
                      <Tag color={PAY_COLOUR[c.paymentStatus]}>{tx(`pay.${c.paymentStatus}`)}</Tag>
                    ),
                },
                { title: t('bills.reference'), dataIndex: 'paymentReference' },
                {
                  title: t('bills.paidAt'),
                  render: (_, c) => (c.paidAt ? formatFairTime(c.paidAt, lang) : '—'),
                },
              ]}
            />
            <p style={{ marginTop: 12 }}>
              <Link to="/myEnterprise/ordersContracts">{t('bills.pay')}</Link>
            </p>
          </>
        );
      }}
    </QueryResult>
  );
}
