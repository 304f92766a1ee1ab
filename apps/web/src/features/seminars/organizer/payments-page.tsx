import { fenToYuan, ORDER_STATUSES, type OrderStatus, type OrganizerOrder } from '@cidpex/contracts';
import { App, Button, Popconfirm, Segmented, Skeleton, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHead } from '../../../components/console/page-head';
import { QueryError } from '../../../components/console/query-error';
import { UserText } from '../../../components/user-text';
import { useOrganizerInvoices } from '../api/invoices';
import { useMarkReceived, useOrganizerOrders, useRefundOrder } from '../api/payments';
import { errorText } from '../components/api-error';
import { InvoicesTab } from './invoices-tab';
import '../../../components/console/console.css';
import { ResponsiveTable } from '../../../components/responsive-table';

type Tab = 'orders' | 'invoices';

/**
 * /organizer/payments[?tab=invoices]: seminar orders by status (a bank transfer is marked
 * received once it arrives; a paid order can be refunded, after a confirmation), and the
 * invoice requests of paid orders to issue or return.
 */
export default function PaymentsPage() {
  const { t } = useTranslation('seminars');
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'invoices' ? 'invoices' : 'orders';
  // Each tab says how many wait: orders not paid yet, invoices asked for and not issued.
  const waitingOrders = useOrganizerOrders('pending');
  const waitingInvoices = useOrganizerInvoices('requested');
  return (
    <div>
      <PageHead title={t('pay.orgTitle')} intro={t('pay.orgIntro')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'invoices' ? { tab: key } : {})}
        items={[
          {
            key: 'orders',
            label: <PendingLabel label={t('invoiceOrg.ordersTab')} count={waitingOrders.data?.length} />,
            children: tab === 'orders' && <OrdersTab />,
          },
          {
            key: 'invoices',
            label: <PendingLabel label={t('invoiceOrg.invoicesTab')} count={waitingInvoices.data?.length} />,
            children: tab === 'invoices' && <InvoicesTab />,
          },
        ]}
      />
    </div>
  );
}

/** A tab's name with what waits in it, once known (none when nothing waits). */
function PendingLabel({ label, count }: { label: string; count: number | undefined }) {
  const { t } = useTranslation('common');
  return <>{count ? t('tabCount', { tab: label, count }) : label}</>;
}

/** What an organizer refund would pay back: the seats of the members no refund covers yet. */
function refundableOf(o: OrganizerOrder): number {
  const refunded = new Set(o.refunds.map((r) => r.attendeeId));
  return o.attendeeIds.filter((id) => !refunded.has(id)).length * o.unitPrice;
}

function OrdersTab() {
  const { t } = useTranslation('seminars');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const [status, setStatus] = useState<OrderStatus | 'all'>('pending');
  const orders = useOrganizerOrders(status === 'all' ? undefined : status);
  const mark = useMarkReceived();
  const refund = useRefundOrder();
  const yuan = (fen: number) => t('info.yuan', { amount: fenToYuan(fen) });

  const columns = [
    { title: t('pay.reference'), dataIndex: 'reference', key: 'reference' },
    { title: t('pay.registration'), dataIndex: 'requestId', key: 'requestId' },
    {
      title: t('form.contact'),
      key: 'contact',
      render: (_: unknown, o: OrganizerOrder) => (
        <>
          <UserText>{o.contactName}</UserText> {o.contactMobile}
          <br />
          <UserText>{o.company}</UserText>
        </>
      ),
    },
    { title: t('pay.seats'), dataIndex: 'seats', key: 'seats' },
    { title: t('pay.amount'), key: 'amount', render: (_: unknown, o: OrganizerOrder) => yuan(o.amount) },
    {
      title: t('pay.method'),
      key: 'method',
      render: (_: unknown, o: OrganizerOrder) => (o.method ? t(`pay.${o.method}`) : ''),
    },
    {
      title: t('pay.status'),
      key: 'status',
      render: (_: unknown, o: OrganizerOrder) => (
        <>
          <Tag color={o.status === 'paid' ? 'green' : o.status === 'pending' ? 'gold' : 'default'}>
            {t(`pay.state.${o.status}`)}
          </Tag>
          {o.refunded > 0 && <Tag>{t('pay.refundedTag', { amount: yuan(o.refunded) })}</Tag>}
        </>
      ),
    },
    {
      title: t('org.actions'),
      key: 'actions',
      render: (_: unknown, o: OrganizerOrder) => {
        const refundable = refundableOf(o);
        if (o.status === 'paid' && refundable > 0) {
          return (
            <Popconfirm
              title={t('pay.refundConfirm', {
                reference: o.reference,
                amount: yuan(refundable),
                method: o.method ? t(`pay.${o.method}`) : '',
              })}
              okText={t('pay.refund')}
              okButtonProps={{ danger: true }}
              cancelText={tc('form.cancel')}
              onConfirm={() =>
                refund.mutate(o.id, {
                  onSuccess: () => message.success(t('pay.refundDone')),
                  onError: (err) => message.error(errorText(err, tc('errors.fallback'))),
                })
              }
            >
              <Button size="small" danger aria-label={t('pay.refundOne', { reference: o.reference })}>
                {t('pay.refund')}
              </Button>
            </Popconfirm>
          );
        }
        return o.status === 'pending' && o.method === 'bank' ? (
          <Popconfirm
            title={t('pay.receivedConfirm', { reference: o.reference, amount: yuan(o.amount) })}
            okText={t('pay.markReceived')}
            cancelText={tc('form.cancel')}
            onConfirm={() =>
              mark.mutate(o.id, {
                onSuccess: () => message.success(t('pay.state.paid')),
                onError: (err) => message.error(errorText(err, tc('errors.fallback'))),
              })
            }
          >
            <Button
              size="small"
              type="primary"
              aria-label={t('pay.markReceivedOne', { reference: o.reference })}
            >
              {t('pay.markReceived')}
            </Button>
          </Popconfirm>
        ) : null;
      },
    },
  ];

  return (
    <div>
      <Segmented
        aria-label={t('pay.status')}
        value={status}
        onChange={(v) => setStatus(v as OrderStatus | 'all')}
        options={[...ORDER_STATUSES, 'all' as const].map((s) => ({ value: s, label: t(`pay.state.${s}`) }))}
        style={{ marginBottom: 12 }}
      />
      {orders.isPending ? (
        <Skeleton active />
      ) : orders.isError ? (
        <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <ResponsiveTable
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          columns={columns}
          dataSource={orders.data}
          pagination={{ pageSize: 50 }}
        />
      )}
    </div>
  );
}
