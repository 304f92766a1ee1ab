import type { InvoiceInfo, Membership } from '@cidpex/contracts';
import { Alert, Button, Card, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../../components/query-result';
import { CenterFrame } from '../../enterprises';
import { useInvoiceInfo, useSaveInvoiceInfo } from '../api';

/** /myEnterprise/invoiceInformation: the enterprise's invoice information (VAT general or special). */
export default function InvoiceInfoPage() {
  const { t } = useTranslation('exsvc');
  return (
    <CenterFrame active="invoiceInformation" title={t('invoice.title')}>
      {(membership) => <InvoiceForm membership={membership} />}
    </CenterFrame>
  );
}

function InvoiceForm({ membership }: { membership: Membership }) {
  const { t } = useTranslation('exsvc');
  const query = useInvoiceInfo();
  const save = useSaveInvoiceInfo();
  const [form] = Form.useForm<InvoiceInfo>();
  const type = Form.useWatch('type', form);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const admin = membership.role === 'admin';
  const req = (key: string) => [
    { required: true, whitespace: true, message: t('required', { label: t(`invoice.${key}`) }) },
  ];
  return (
    <QueryResult query={query} retryText={t('retry')}>
      {(data) => (
        <Card>
          {!data.saved && (
            <Alert type="info" showIcon title={t('invoice.prefilled')} style={{ marginBottom: 12 }} />
          )}
          {!admin && (
            <Alert type="warning" showIcon title={t('invoice.adminOnly')} style={{ marginBottom: 12 }} />
          )}
          <Form
            form={form}
            layout="vertical"
            disabled={!admin}
            initialValues={data.info}
            onFinish={async (values) => {
              setMessage(null);
              try {
                await save.mutateAsync(values);
                setMessage({ ok: true, text: t('invoice.saved') });
              } catch (e) {
                setMessage({ ok: false, text: (e as Error).message });
              }
            }}
          >
            <Form.Item name="type" label={t('invoice.type')} rules={[{ required: true }]}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'general', label: t('invoice.general') },
                  { value: 'special', label: t('invoice.special') },
                ]}
              />
            </Form.Item>
            <Form.Item name="title" label={t('invoice.titleField')} rules={req('titleField')}>
              <Input />
            </Form.Item>
            <Form.Item
              name="taxpayerId"
              label={t('invoice.taxpayerId')}
              rules={[...req('taxpayerId'), { min: 15, max: 20, message: t('invoice.taxpayerLength') }]}
            >
              <Input />
            </Form.Item>
            {(['address', 'phone', 'bank', 'account'] as const).map((k) => (
              <Form.Item key={k} name={k} label={t(`invoice.${k}`)} rules={type === 'special' ? req(k) : []}>
                <Input />
              </Form.Item>
            ))}
            <Form.Item
              name="email"
              label={t('invoice.email')}
              rules={[...req('email'), { type: 'email', message: t('emailInvalid') }]}
            >
              <Input type="email" />
            </Form.Item>
            {message && (
              <Alert
                type={message.ok ? 'success' : 'error'}
                showIcon
                title={message.text}
                style={{ marginBottom: 12 }}
              />
            )}
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('invoice.save')}
            </Button>
          </Form>
        </Card>
      )}
    </QueryResult>
  );
}
