import {
  fairToday,
  fenToYuan,
  INVOICE_LIMITS,
  INVOICE_NUMBER_PATTERN,
  INVOICE_STATUSES,
  type InvoiceStatus,
  type OrganizerInvoice,
} from '@cidpex/contracts';
import { Alert, App, Button, Empty, Form, Input, Modal, Segmented, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/console/query-error';
import { ResponsiveTable } from '../../../components/responsive-table';
import { UserText } from '../../../components/user-text';
import { useDecideInvoice, useOrganizerInvoices } from '../api/invoices';
import { errorText } from '../components/api-error';
import { contactColumn } from './contact-column';

type Dialog = { kind: 'issue' | 'reject'; invoice: OrganizerInvoice } | null;
const COLORS: Record<InvoiceStatus, string> = { requested: 'gold', issued: 'green', rejected: 'red' };

/**
 * The invoice requests of paid seminar orders (tab of /organizer/payments): by status; a
 * requested one is issued (invoice number and date) or returned with a reason, once.
 */
export function InvoicesTab() {
  const { t } = useTranslation('seminars');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const [status, setStatus] = useState<InvoiceStatus | 'all'>('requested');
  const invoices = useOrganizerInvoices(status === 'all' ? undefined : status);
  const decide = useDecideInvoice();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ invoiceNo?: string; issuedOn?: string; reason?: string }>();
  const today = fairToday();

  const open = (kind: 'issue' | 'reject', invoice: OrganizerInvoice) => {
    setError(null);
    setDialog({ kind, invoice });
  };

  const submit = async () => {
    if (!dialog) return;
    let values: { invoiceNo?: string; issuedOn?: string; reason?: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setError(null);
    const { invoice, kind } = dialog;
    decide.mutate(
      kind === 'issue'
        ? {
            id: invoice.id,
            kind,
            body: { invoiceNo: (values.invoiceNo ?? '').trim(), issuedOn: values.issuedOn ?? '' },
          }
        : { id: invoice.id, kind, body: { reason: (values.reason ?? '').trim() } },
      {
        onSuccess: (saved) => {
          setDialog(null);
          message.success(
            saved.status === 'issued'
              ? t('invoiceOrg.issued', { invoiceNo: saved.invoiceNo })
              : t('invoiceOrg.rejected'),
          );
        },
        onError: (err) => setError(errorText(err, tc('errors.fallback'))),
      },
    );
  };

  const columns = [
    {
      title: t('invoiceOrg.order'),
      key: 'order',
      render: (_: unknown, i: OrganizerInvoice) => (
        <>
          {i.orderReference}
          <br />
          {t('info.yuan', { amount: fenToYuan(i.amount) })}
        </>
      ),
    },
    {
      title: t('invoiceOrg.buyer'),
      key: 'buyer',
      render: (_: unknown, i: OrganizerInvoice) => (
        <>
          <UserText>{i.title}</UserText>
          <br />
          {i.taxpayerId} · {t(`invoice.types.${i.type}`)}
          <br />
          {i.email}
        </>
      ),
    },
    contactColumn<OrganizerInvoice>(t),
    {
      title: t('invoice.statusLabel'),
      key: 'status',
      render: (_: unknown, i: OrganizerInvoice) => (
        <>
          <Tag color={COLORS[i.status]}>{t(`invoice.state.${i.status}`)}</Tag>
          {i.status === 'issued' && (
            <div>
              {i.invoiceNo} · {i.issuedOn}
            </div>
          )}
          {i.status === 'rejected' && <UserText>{i.rejectReason}</UserText>}
        </>
      ),
    },
    {
      title: t('org.actions'),
      key: 'actions',
      render: (_: unknown, i: OrganizerInvoice) =>
        i.status === 'requested' ? (
          <Space wrap>
            <Button
              size="small"
              type="primary"
              aria-label={t('invoiceOrg.issueOne', { reference: i.orderReference })}
              onClick={() => open('issue', i)}
            >
              {t('invoiceOrg.issue')}
            </Button>
            <Button
              size="small"
              danger
              aria-label={t('invoiceOrg.rejectOne', { reference: i.orderReference })}
              onClick={() => open('reject', i)}
            >
              {t('invoiceOrg.reject')}
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <div>
      <p>{t('invoiceOrg.intro')}</p>
      <Segmented
        aria-label={t('invoice.statusLabel')}
        value={status}
        onChange={(v) => setStatus(v as InvoiceStatus | 'all')}
        options={[...INVOICE_STATUSES, 'all' as const].map((s) => ({
          value: s,
          label: t(`invoice.state.${s}`),
        }))}
        style={{ marginBottom: 12 }}
      />
      {invoices.isPending ? (
        <Skeleton active />
      ) : invoices.isError ? (
        <QueryError error={invoices.error} onRetry={() => void invoices.refetch()} />
      ) : invoices.data.length === 0 ? (
        <Empty description={t('invoiceOrg.empty')}>
          {status !== 'all' && <Button onClick={() => setStatus('all')}>{t('invoiceOrg.showAll')}</Button>}
        </Empty>
      ) : (
        <ResponsiveTable
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          columns={columns}
          dataSource={invoices.data}
          pagination={{ pageSize: 50 }}
        />
      )}
      <Modal
        open={dialog !== null}
        title={
          dialog &&
          t(dialog.kind === 'issue' ? 'invoiceOrg.issueTitle' : 'invoiceOrg.rejectTitle', {
            reference: dialog.invoice.orderReference,
          })
        }
        okText={t(dialog?.kind === 'reject' ? 'invoiceOrg.confirmReject' : 'invoiceOrg.confirmIssue')}
        okButtonProps={{ danger: dialog?.kind === 'reject', loading: decide.isPending }}
        cancelText={tc('form.cancel')}
        onOk={() => void submit()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        {dialog && (
          <p>
            <UserText>{dialog.invoice.title}</UserText> · {dialog.invoice.taxpayerId}
          </p>
        )}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={dialog?.kind === 'issue' ? { issuedOn: today } : {}}
        >
          {dialog?.kind === 'issue' ? (
            <>
              <Form.Item
                name="invoiceNo"
                label={t('invoice.invoiceNo')}
                rules={[
                  { required: true, whitespace: true, message: t('invoiceOrg.numberRequired') },
                  { pattern: INVOICE_NUMBER_PATTERN, message: t('invoiceOrg.numberInvalid') },
                ]}
              >
                <Input inputMode="numeric" maxLength={20} autoComplete="off" />
              </Form.Item>
              <Form.Item
                name="issuedOn"
                label={t('invoice.issuedOn')}
                rules={[
                  { required: true, message: t('invoiceOrg.dateRequired') },
                  {
                    validator: (_, v?: string) =>
                      !v || v <= today
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('invoiceOrg.dateFuture'))),
                  },
                ]}
              >
                <Input type="date" max={today} />
              </Form.Item>
            </>
          ) : (
            <Form.Item
              name="reason"
              label={t('invoiceOrg.reason')}
              rules={[{ required: true, whitespace: true, message: t('invoiceOrg.reasonRequired') }]}
            >
              <Input.TextArea rows={3} maxLength={INVOICE_LIMITS.reasonMax} showCount />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </div>
  );
}
