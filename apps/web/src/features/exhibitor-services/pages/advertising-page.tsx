import { AD_POSITION_KEYS, AD_POSITIONS, type AdPosition } from '@cidpex/contracts';
import { Alert, Button, Card, Form, Input, InputNumber, List, Radio, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../../components/query-result';
import { formatDateTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { useAds, useRequestAd, useRevokeAd } from '../api';
import { money } from '../lib/money';
import '../exhibitor-services.css';

const COLOUR = { pending: 'processing', approved: 'success', rejected: 'error', revoked: 'default' } as const;

/** /application/advertising, /application/adAudit: advertising positions with prices; requests revocable until reviewed (spec §4). */
export default function AdvertisingPage() {
  const { t } = useTranslation('exsvc');
  const lang = useLang();
  const ads = useAds();
  const request = useRequestAd();
  const revoke = useRevokeAd();
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ position: AdPosition; quantity: number; note: string }>();
  const position = Form.useWatch('position', form);
  const quantity = Form.useWatch('quantity', form) ?? 1;
  return (
    <div className="exsvc-page">
      <h1>{t('ads.title')}</h1>
      <div className="exsvc-grid exsvc-grid--plan">
        <Card title={t('ads.mine')}>
          <QueryResult
            query={ads}
            retryText={t('retry')}
            isEmpty={(r) => r.length === 0}
            empty={t('ads.empty')}
          >
            {(rows) => (
              <List
                dataSource={rows}
                renderItem={(ad) => (
                  <List.Item
                    data-testid={`ad-${ad.id}`}
                    actions={
                      ad.status === 'pending'
                        ? [
                            <Button
                              key="revoke"
                              size="small"
                              onClick={async () => {
                                setError(null);
                                try {
                                  await revoke.mutateAsync(ad.id);
                                } catch (e) {
                                  setError((e as Error).message);
                                }
                              }}
                            >
                              {t('ads.revoke')}
                            </Button>,
                          ]
                        : []
                    }
                  >
                    <div>
                      <strong>{t(`ads.positions.${ad.position}`)}</strong> × {ad.quantity}{' '}
                      <Tag color={COLOUR[ad.status]}>{t(`ads.states.${ad.status}`)}</Tag>
                      <div>{money(ad.price, lang)}</div>
                      <div className="dir-muted">{formatDateTime(ad.createdAt, lang)}</div>
                      {ad.reason && <div>{ad.reason}</div>}
                    </div>
                  </List.Item>
                )}
              />
            )}
          </QueryResult>
        </Card>
        <Card title={t('ads.new')}>
          <Form
            form={form}
            layout="vertical"
            initialValues={{ quantity: 1, note: '' }}
            onFinish={async (values) => {
              setError(null);
              try {
                await request.mutateAsync(values);
                form.resetFields();
              } catch (e) {
                setError((e as Error).message);
              }
            }}
          >
            <Form.Item
              name="position"
              label={t('ads.position')}
              rules={[{ required: true, message: t('required', { label: t('ads.position') }) }]}
            >
              <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
                {AD_POSITION_KEYS.map((p) => (
                  <Radio key={p} value={p}>
                    {t(`ads.positions.${p}`)} · {money(AD_POSITIONS[p], lang)}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            <Form.Item name="quantity" label={t('ads.quantity')} rules={[{ required: true }]}>
              <InputNumber min={1} max={10} />
            </Form.Item>
            <Form.Item name="note" label={t('ads.note')}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
            {position && (
              <p>
                {t('total')}: <strong>{money(AD_POSITIONS[position] * quantity, lang)}</strong>
              </p>
            )}
            <Button type="primary" htmlType="submit" loading={request.isPending}>
              {t('ads.submit')}
            </Button>
          </Form>
          {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
        </Card>
      </div>
    </div>
  );
}
