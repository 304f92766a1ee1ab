import {
  ErrorCode,
  INVOICE_ACCOUNT_PATTERN,
  INVOICE_LIMITS,
  INVOICE_PHONE_PATTERN,
  type InvoiceRequest,
  type InvoiceStatus,
  type InvoiceType,
  isValidMobile,
  isValidTaxpayerId,
  type Order,
} from '@cidpex/contracts';
import type { FormRule } from 'antd';
import { Alert, App, Button, Descriptions, Form, Input, Radio, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { dateTimeFormat } from '../../../lib/intl-cache';
import { useSession } from '../../../lib/session/session-store';
import { downloadReceipt, useInvoiceOf, useSaveInvoice } from '../api/invoices';
import { errorText } from './api-error';
import { useSeminarRules } from './use-seminar-rules';

interface InvoiceForm {
  type: InvoiceType;
  title: string;
  taxpayerId: string;
  address?: string;
  phone?: string;
  bank?: string;
  account?: string;
  email: string;
}

const SPECIAL_FIELDS = ['address', 'phone', 'bank', 'account'] as const;
const COLORS: Record<InvoiceStatus, string> = { requested: 'gold', issued: 'green', rejected: 'red' };

/** A YYYY-MM-DD invoice date in the page language. */
function formatDay(day: string, lang: string) {
  return dateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * The invoice (fapiao) of a paid order on the payment page: the request form (ordinary or
 * special VAT invoice), what was asked for and its state (requested, issued with number and
 * date, or returned with the reason to correct), a change while not issued, and the receipt
 * PDF to download.
 */
export function InvoicePanel({ order }: { order: Order }) {
  const { t } = useTranslation('seminars');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const lang = useLang();
  const invoice = useInvoiceOf(order.requestId, order.id);
  const save = useSaveInvoice();
  const rules = useSeminarRules();
  const [form] = Form.useForm<InvoiceForm>();
  const [editing, setEditing] = useState(false);
  // A first invoice starts from the account (editable): its company as the title, its email.
  const { user } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const type = Form.useWatch('type', form) ?? invoice.data?.type ?? 'ordinary';

  if (invoice.isPending) return <Skeleton active />;
  if (invoice.isError) return <Alert type="error" showIcon title={t('invoice.loadFailed')} />;
  const stored: InvoiceRequest | null = invoice.data;

  const onDownload = async (item: InvoiceRequest) => {
    setError(null);
    setDownloading(true);
    try {
      await downloadReceipt(
        item.id,
        t('invoice.receiptFile', { reference: item.orderReference }),
        tc('errors.fallback'),
      );
    } catch (err) {
      setError(errorText(err, tc('errors.fallback')));
    } finally {
      setDownloading(false);
    }
  };

  if (stored && !editing) {
    const issued = stored.status === 'issued';
    return (
      <section aria-labelledby="invoice-title">
        <h2 id="invoice-title">{t('invoice.requested')}</h2>
        {stored.status === 'rejected' && (
          <Alert
            type="warning"
            showIcon
            title={t('invoice.rejectedInfo')}
            description={
              <UserText>{t('invoice.rejectedReason', { reason: stored.rejectReason ?? '' })}</UserText>
            }
            style={{ marginBottom: 12 }}
          />
        )}
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'status',
              label: t('invoice.statusLabel'),
              children: <Tag color={COLORS[stored.status]}>{t(`invoice.state.${stored.status}`)}</Tag>,
            },
            ...(issued
              ? [
                  { key: 'number', label: t('invoice.invoiceNo'), children: stored.invoiceNo },
                  {
                    key: 'date',
                    label: t('invoice.issuedOn'),
                    children: stored.issuedOn ? formatDay(stored.issuedOn, lang) : '',
                  },
                ]
              : []),
            { key: 'type', label: t('invoice.type'), children: t(`invoice.types.${stored.type}`) },
            { key: 'title', label: t('invoice.titleLabel'), children: <UserText>{stored.title}</UserText> },
            { key: 'taxpayer', label: t('invoice.taxpayerId'), children: stored.taxpayerId },
            { key: 'email', label: t('invoice.email'), children: stored.email },
          ]}
        />
        {stored.status === 'requested' && <p>{t('invoice.requestedInfo', { email: stored.email })}</p>}
        {issued && (
          <p>
            {t('invoice.issuedInfo', { email: stored.email })} {t('invoice.issuedLocked')}
          </p>
        )}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        <Space wrap>
          <Button type="primary" loading={downloading} onClick={() => onDownload(stored)}>
            {t('invoice.receipt')}
          </Button>
          {!issued && (
            <Button
              onClick={() => {
                setError(null);
                setEditing(true);
              }}
            >
              {stored.status === 'rejected' ? t('invoice.correct') : t('invoice.edit')}
            </Button>
          )}
        </Space>
      </section>
    );
  }

  const requiredIfSpecial = (label: string): FormRule => ({
    validator: (_, v?: string) =>
      type !== 'special' || v?.trim()
        ? Promise.resolve()
        : Promise.reject(new Error(tc('form.required', { label }))),
  });
  const pattern = (test: (v: string) => boolean, text: string): FormRule => ({
    validator: (_, v?: string) =>
      !v?.trim() || test(v.trim()) ? Promise.resolve() : Promise.reject(new Error(text)),
  });

  const onFinish = (values: InvoiceForm) => {
    setError(null);
    const body = {
      orderId: order.id,
      type: values.type,
      title: values.title,
      taxpayerId: values.taxpayerId,
      email: values.email,
      address: values.address ?? null,
      phone: values.phone ?? null,
      bank: values.bank ?? null,
      account: values.account ?? null,
    };
    save.mutate(
      { id: stored?.id ?? null, body },
      {
        onSuccess: () => {
          setEditing(false);
          message.success(t('invoice.saved'));
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === ErrorCode.INVOICE_ALREADY_ISSUED) {
            // issued meanwhile: show it as it is now, with the refusal
            setEditing(false);
            setError(err.message);
            void invoice.refetch();
            return;
          }
          const fields =
            err instanceof ApiError ? (err.data as { fields?: string[] } | null)?.fields : undefined;
          if (fields?.length) {
            form.setFields(
              fields
                .filter((f) => f in values || (SPECIAL_FIELDS as readonly string[]).includes(f))
                .map((f) => ({ name: f as keyof InvoiceForm, errors: [err.message] })),
            );
          }
          setError(errorText(err, tc('errors.fallback')));
        },
      },
    );
  };

  return (
    <section aria-labelledby="invoice-title">
      <h2 id="invoice-title">{t('invoice.title')}</h2>
      <p>{t('invoice.intro')}</p>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form<InvoiceForm>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{
          type: stored?.type ?? 'ordinary',
          title: stored?.title ?? user?.company ?? '',
          taxpayerId: stored?.taxpayerId ?? '',
          address: stored?.address ?? '',
          phone: stored?.phone ?? '',
          bank: stored?.bank ?? '',
          account: stored?.account ?? '',
          email: stored?.email ?? user?.email ?? '',
        }}
        onFinish={onFinish}
      >
        <Form.Item name="type" label={t('invoice.type')} required>
          <Radio.Group
            options={[
              { value: 'ordinary', label: t('invoice.types.ordinary') },
              { value: 'special', label: t('invoice.types.special') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('invoice.titleLabel')}
          rules={[rules.required(t('invoice.titleLabel'))]}
        >
          <Input maxLength={INVOICE_LIMITS.titleMax} autoComplete="organization" />
        </Form.Item>
        <Form.Item
          name="taxpayerId"
          label={t('invoice.taxpayerId')}
          extra={t('invoice.taxpayerHint')}
          rules={[
            rules.required(t('invoice.taxpayerId')),
            pattern(isValidTaxpayerId, t('invoice.taxpayerInvalid')),
          ]}
        >
          <Input maxLength={24} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('invoice.email')}
          rules={[rules.required(t('invoice.email')), rules.email]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        {type === 'special' && <p>{t('invoice.specialHint')}</p>}
        <Form.Item
          name="address"
          label={t('invoice.address')}
          required={type === 'special'}
          rules={[requiredIfSpecial(t('invoice.address'))]}
        >
          <Input maxLength={INVOICE_LIMITS.addressMax} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('invoice.phone')}
          required={type === 'special'}
          rules={[
            requiredIfSpecial(t('invoice.phone')),
            pattern((v) => INVOICE_PHONE_PATTERN.test(v) || isValidMobile(v), t('invoice.phoneInvalid')),
          ]}
        >
          <Input maxLength={20} autoComplete="tel" />
        </Form.Item>
        <Form.Item
          name="bank"
          label={t('invoice.bank')}
          required={type === 'special'}
          rules={[requiredIfSpecial(t('invoice.bank'))]}
        >
          <Input maxLength={INVOICE_LIMITS.bankMax} />
        </Form.Item>
        <Form.Item
          name="account"
          label={t('invoice.account')}
          required={type === 'special'}
          rules={[
            requiredIfSpecial(t('invoice.account')),
            pattern((v) => INVOICE_ACCOUNT_PATTERN.test(v), t('invoice.accountInvalid')),
          ]}
        >
          <Input maxLength={INVOICE_LIMITS.accountMax} inputMode="numeric" />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {stored ? t('invoice.save') : t('invoice.submit')}
          </Button>
          {stored && <Button onClick={() => setEditing(false)}>{t('invoice.cancel')}</Button>}
        </Space>
      </Form>
    </section>
  );
}
