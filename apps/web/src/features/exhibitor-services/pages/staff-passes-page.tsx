import { mobileSchema, type StaffPass } from '@cidpex/contracts';
import { Alert, Button, Card, Form, Input, List, Popconfirm, Progress, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../../components/query-result';
import { useRemoveStaffPass, useSaveStaffPass, useStaffPasses } from '../api/staff-passes';
import '../exhibitor-services.css';

interface Values {
  name: string;
  jobTitle: string;
  mobile: string;
}

/**
 * /exhibitor/staffAddressList: the staff passes of the exhibitor's booths (fair-facts: about
 * one per 3 m²), named one by one, corrected, given back, and printed as badges.
 */
export default function StaffPassesPage() {
  const { t } = useTranslation('exhub');
  const query = useStaffPasses();
  const save = useSaveStaffPass();
  const remove = useRemoveStaffPass();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<StaffPass | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: Values) => {
    setError(null);
    try {
      await save.mutateAsync({ ...values, id: editing?.id });
      form.resetFields();
      setEditing(null);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: t('trade.form.required', { label }),
  });

  return (
    <div className="exsvc-page">
      <h1 className="no-print">{t('passes.title')}</h1>
      <QueryResult query={query} retryText={t('trade.retry')}>
        {(data) => (
          <>
            <Card className="no-print" style={{ marginBottom: 16 }}>
              {data.booths.length === 0 ? (
                <Alert type="info" showIcon title={t('passes.noBooth')} />
              ) : (
                <>
                  <p data-testid="passes-quota">
                    {t('passes.quota', {
                      booths: data.booths.map((b) => b.boothNo).join(', '),
                      area: data.boothArea,
                      limit: data.limit,
                    })}
                  </p>
                  <Progress
                    percent={Math.round((data.passes.length / Math.max(1, data.limit)) * 100)}
                    format={() => `${data.passes.length} / ${data.limit}`}
                    aria-label={t('passes.used')}
                  />
                </>
              )}
            </Card>
            {data.booths.length > 0 && (
              <Card
                className="no-print"
                title={editing ? t('passes.edit', { no: editing.passNo }) : t('passes.add')}
                style={{ marginBottom: 16 }}
              >
                <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ jobTitle: '' }}>
                  <div className="exsvc-grid">
                    <Form.Item name="name" label={t('trade.name')} rules={[required(t('trade.name'))]}>
                      <Input maxLength={40} />
                    </Form.Item>
                    <Form.Item name="jobTitle" label={t('passes.jobTitle')}>
                      <Input maxLength={60} />
                    </Form.Item>
                    <Form.Item
                      name="mobile"
                      label={t('trade.mobile')}
                      rules={[
                        required(t('trade.mobile')),
                        {
                          validator: (_, v: string) =>
                            !v || mobileSchema.safeParse(v).success
                              ? Promise.resolve()
                              : Promise.reject(new Error(t('trade.form.mobileInvalid'))),
                        },
                      ]}
                    >
                      <Input maxLength={20} inputMode="tel" />
                    </Form.Item>
                  </div>
                  <Space wrap>
                    <Button
                      type="primary"
                      htmlType="submit"
                      loading={save.isPending}
                      disabled={!editing && data.passes.length >= data.limit}
                    >
                      {editing ? t('passes.save') : t('passes.addButton')}
                    </Button>
                    {editing && (
                      <Button
                        onClick={() => {
                          setEditing(null);
                          form.resetFields();
                        }}
                      >
                        {t('trade.cancel')}
                      </Button>
                    )}
                  </Space>
                </Form>
                {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
              </Card>
            )}
            {data.passes.length === 0 ? (
              data.booths.length > 0 && <Alert className="no-print" type="info" title={t('passes.empty')} />
            ) : (
              <>
                <Space className="no-print" style={{ marginBottom: 12 }}>
                  <Button onClick={() => window.print()}>{t('passes.print')}</Button>
                </Space>
                <List
                  grid={{ gutter: 12, xs: 1, sm: 2, md: 3 }}
                  dataSource={data.passes}
                  renderItem={(pass) => (
                    <List.Item>
                      <section
                        className="exhub-badge"
                        data-testid={`pass-${pass.passNo}`}
                        aria-label={t('passes.badge', { name: pass.name })}
                      >
                        <div className="exhub-badge__fair">{t('passes.fair')}</div>
                        <div className="exhub-badge__kind">{t('passes.kind')}</div>
                        <div className="exhub-badge__name">{pass.name}</div>
                        <div>{pass.jobTitle}</div>
                        <div>{data.enterpriseName}</div>
                        <div className="exhub-badge__no">{pass.passNo}</div>
                        <Space className="no-print" style={{ marginTop: 8 }}>
                          <Button
                            size="small"
                            onClick={() => {
                              setEditing(pass);
                              form.setFieldsValue(pass);
                              window.scrollTo({ top: 0, behavior: 'smooth' });
                            }}
                          >
                            {t('passes.change')}
                          </Button>
                          <Popconfirm
                            title={t('passes.removeConfirm', { name: pass.name })}
                            okText={t('passes.remove')}
                            cancelText={t('trade.cancel')}
                            onConfirm={async () => {
                              setError(null);
                              try {
                                await remove.mutateAsync(pass.id);
                              } catch (e) {
                                setError((e as Error).message);
                              }
                            }}
                          >
                            <Button size="small" danger>
                              {t('passes.remove')}
                            </Button>
                          </Popconfirm>
                        </Space>
                      </section>
                    </List.Item>
                  )}
                />
              </>
            )}
          </>
        )}
      </QueryResult>
    </div>
  );
}
