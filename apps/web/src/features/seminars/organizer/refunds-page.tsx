import { fairToday, fenToYuan, type OrganizerRefund, REFUND_VIEWS, type RefundView } from '@cidpex/contracts';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Segmented, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHead } from '../../../components/console/page-head';
import { QueryError } from '../../../components/console/query-error';
import { ResponsiveTable } from '../../../components/responsive-table';
import { UserText } from '../../../components/user-text';
import { formatFairTime } from '../../../lib/date-format';
import { downloadCsv } from '../../../lib/export-file';
import { useLang } from '../../../lib/i18n';
import { getOrganizerRefunds, useOrganizerRefunds, useRecordTransfer } from '../api/payments';
import { errorText } from '../components/api-error';
import { contactColumn } from './contact-column';
import '../../../components/console/console.css';

const COLORS: Record<RefundView, string> = {
  pending: 'blue',
  done: 'green',
  failed: 'red',
  toTransfer: 'gold',
};

type Filter = RefundView | 'all';
interface TransferForm {
  transferredOn: string;
  amount: number;
  bankReference: string;
}

function isFilter(value: string | null): value is Filter {
  return value === 'all' || REFUND_VIEWS.includes(value as RefundView);
}

/**
 * /organizer/refunds[?view=]: refunds of cancelled paid seats by state — pending (with the
 * provider), done, failed (retried), to transfer (paid by bank transfer: the organizer sends
 * the money back and records the transfer here). Exported with the shared CSV helper.
 */
export default function RefundsPage() {
  const { t } = useTranslation('seminars');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('view');
  const filter: Filter = isFilter(asked) ? asked : 'toTransfer';
  const view = filter === 'all' ? undefined : filter;
  const refunds = useOrganizerRefunds(view);
  const record = useRecordTransfer();
  const [dialog, setDialog] = useState<OrganizerRefund | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [form] = Form.useForm<TransferForm>();
  const today = fairToday();
  const yuan = (fen: number) => t('info.yuan', { amount: fenToYuan(fen) });

  const open = (refund: OrganizerRefund) => {
    setError(null);
    setDialog(refund);
  };

  const submit = async () => {
    if (!dialog || record.isPending) return;
    let values: TransferForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setError(null);
    record.mutate(
      {
        refundId: dialog.id,
        body: {
          transferredOn: values.transferredOn,
          amount: Math.round(values.amount * 100),
          bankReference: values.bankReference.trim(),
        },
      },
      {
        onSuccess: (saved) => {
          setDialog(null);
          message.success(saved.view === 'done' ? t('refundOrg.recordedDone') : t('refundOrg.recordedPart'));
        },
        // The dialog stays open with what was typed.
        onError: (err) => setError(errorText(err, tc('errors.fallback'))),
      },
    );
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await getOrganizerRefunds(view);
      downloadCsv(
        `refunds-${filter}.csv`,
        [
          t('refundOrg.refundNo'),
          t('pay.reference'),
          t('refundOrg.attendee'),
          t('form.contact'),
          t('refundOrg.company'),
          t('pay.method'),
          t('pay.amount'),
          t('refundOrg.transferred'),
          t('refundOrg.owed'),
          t('pay.status'),
          t('refundOrg.createdAt'),
          t('refundOrg.settledAt'),
          t('refundOrg.bankReferences'),
        ],
        rows.map((r) => [
          r.refundNo,
          r.orderReference,
          r.attendeeName,
          [r.contactName, r.contactMobile].filter(Boolean).join(' '),
          r.company,
          r.method ? t(`pay.${r.method}`) : '',
          fenToYuan(r.amount),
          fenToYuan(r.transferred),
          fenToYuan(r.owed),
          t(`refundOrg.view.${r.view}`),
          formatFairTime(r.createdAt, lang),
          formatFairTime(r.settledAt, lang),
          r.transfers.map((x) => `${x.transferredOn} ${x.bankReference} ${fenToYuan(x.amount)}`).join('; '),
        ]),
      );
    } catch (err) {
      message.error(errorText(err, tc('errors.fallback')));
    } finally {
      setExporting(false);
    }
  };

  const columns = [
    {
      title: t('refundOrg.refund'),
      key: 'refund',
      card: 'title' as const,
      render: (_: unknown, r: OrganizerRefund) => (
        <>
          <UserText>{r.attendeeName}</UserText> · {r.refundNo}
          <br />
          {t('pay.reference')} {r.orderReference}
        </>
      ),
    },
    contactColumn<OrganizerRefund>(t),
    {
      title: t('pay.amount'),
      key: 'amount',
      render: (_: unknown, r: OrganizerRefund) => (
        <>
          {yuan(r.amount)} ({r.percent}%) · {r.method ? t(`pay.${r.method}`) : ''}
          {r.transferred > 0 && <div>{t('refundOrg.transferredLine', { amount: yuan(r.transferred) })}</div>}
          {r.owed > 0 && <div>{t('refundOrg.owedLine', { amount: yuan(r.owed) })}</div>}
        </>
      ),
    },
    {
      title: t('pay.status'),
      key: 'status',
      render: (_: unknown, r: OrganizerRefund) => (
        <>
          <Tag color={COLORS[r.view]}>{t(`refundOrg.view.${r.view}`)}</Tag>
          <div>{formatFairTime(r.settledAt ?? r.createdAt, lang)}</div>
          {r.transfers.map((x) => (
            <div key={x.id}>
              {t('refundOrg.transferLine', {
                on: x.transferredOn,
                ref: x.bankReference,
                amount: yuan(x.amount),
              })}
            </div>
          ))}
          {r.view === 'failed' && r.note && (
            <div style={{ color: 'var(--ant-color-text-secondary, #666)' }}>{r.note}</div>
          )}
        </>
      ),
    },
    {
      title: t('org.actions'),
      key: 'actions',
      card: 'actions' as const,
      render: (_: unknown, r: OrganizerRefund) =>
        r.view === 'toTransfer' ? (
          <Button
            size="small"
            type="primary"
            aria-label={t('refundOrg.recordOne', { no: r.refundNo })}
            onClick={() => open(r)}
          >
            {t('refundOrg.record')}
          </Button>
        ) : null,
    },
  ];

  return (
    <div>
      <PageHead
        title={t('refundOrg.title')}
        intro={t('refundOrg.intro')}
        actions={
          <Button onClick={() => void exportCsv()} loading={exporting} disabled={!refunds.data?.length}>
            {t('refundOrg.export')}
          </Button>
        }
      />
      <Segmented
        aria-label={t('pay.status')}
        value={filter}
        onChange={(v) => setSearch({ view: String(v) })}
        options={[...REFUND_VIEWS, 'all' as const].map((v) => ({
          value: v,
          label: t(`refundOrg.view.${v}`),
        }))}
        style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
      />
      {refunds.isPending ? (
        <Skeleton active />
      ) : refunds.isError ? (
        <QueryError error={refunds.error} onRetry={() => void refunds.refetch()} />
      ) : (
        <ResponsiveTable
          rowKey="id"
          size="small"
          label={t('refundOrg.title')}
          columns={columns}
          dataSource={refunds.data}
          locale={{ emptyText: t('refundOrg.empty') }}
          pagination={{ pageSize: 50 }}
        />
      )}
      <Modal
        open={dialog !== null}
        title={dialog && t('refundOrg.dialogTitle', { no: dialog.refundNo })}
        okText={t('refundOrg.confirm')}
        okButtonProps={{ loading: record.isPending }}
        cancelText={tc('form.cancel')}
        onOk={() => void submit()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        {dialog && (
          <p>
            <UserText>{dialog.contactName}</UserText> · {dialog.orderReference} ·{' '}
            {t('refundOrg.owedLine', { amount: yuan(dialog.owed) })}
          </p>
        )}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={dialog ? { transferredOn: today, amount: dialog.owed / 100 } : {}}
        >
          <Form.Item
            name="transferredOn"
            label={t('refundOrg.transferredOn')}
            rules={[
              { required: true, message: t('refundOrg.dateRequired') },
              {
                validator: (_, v?: string) =>
                  !v || v <= today ? Promise.resolve() : Promise.reject(new Error(t('refundOrg.dateFuture'))),
              },
            ]}
          >
            <Input type="date" max={today} />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('refundOrg.amount')}
            rules={[
              { required: true, message: t('refundOrg.amountRequired') },
              {
                validator: (_, v?: number) =>
                  v === undefined || v === null
                    ? Promise.resolve()
                    : v <= 0
                      ? Promise.reject(new Error(t('refundOrg.amountRequired')))
                      : dialog && Math.round(v * 100) > dialog.owed
                        ? Promise.reject(
                            new Error(t('refundOrg.amountTooMuch', { amount: yuan(dialog.owed) })),
                          )
                        : Promise.resolve(),
              },
            ]}
          >
            <InputNumber min={0.01} step={0.01} precision={2} style={{ width: '100%' }} inputMode="decimal" />
          </Form.Item>
          <Form.Item
            name="bankReference"
            label={t('refundOrg.bankReference')}
            extra={t('refundOrg.bankReferenceHint')}
            rules={[{ required: true, whitespace: true, message: t('refundOrg.bankReferenceRequired') }]}
          >
            <Input maxLength={64} autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
