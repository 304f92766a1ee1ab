import { type GiftPrize, type GiftRedeemResult, isWellFormedGiftCode } from '@cidpex/contracts';
import { Alert, Button, Card, Empty, Form, Input, List, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { ApiError, RequestCancelled } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { useMyGiftCards, useRedeemGiftCard } from '../api/giftcards';
import '../giftcards.css';
import { dateTimeFormat } from '../../../lib/intl-cache';

interface RedeemForm {
  code: string;
}

/**
 * /userCenter/giftCard: the gift-card redeem-code screen (spec §2 "Screens implied by texts" 8).
 * A valid unused code shows the prize; a wrong one the spec's message under the field.
 */
export default function GiftCardPage() {
  const { t } = useTranslation('giftcards');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<RedeemForm>();
  const redeem = useRedeemGiftCard();
  const mine = useMyGiftCards();
  const [won, setWon] = useState<GiftRedeemResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const prize = (p: GiftPrize) => <UserText>{p[lang]}</UserText>;
  const date = (iso: string) =>
    dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const label = t('redeem.code');

  const onFinish = ({ code }: RedeemForm) => {
    setError(null);
    redeem.mutate(code, {
      onSuccess: (result) => {
        setWon(result);
        form.resetFields();
      },
      onError: (err) => {
        if (err instanceof RequestCancelled) return;
        const text = err instanceof ApiError ? err.message : tc('errors.fallback');
        setError(text);
        form.setFields([{ name: 'code', errors: [text] }]);
      },
    });
  };

  return (
    <div className="page giftcards">
      <Card variant="borderless" className="giftcards__card">
        <h1>{t('redeem.title')}</h1>
        <p className="giftcards__intro">{t('redeem.intro')}</p>
        {won ? (
          <Result
            status="success"
            title={
              <h2 className="giftcards__won">{won.alreadyYours ? t('redeem.already') : t('redeem.won')}</h2>
            }
            subTitle={
              <>
                <strong className="giftcards__prize">{prize(won.prize)}</strong>
                <br />
                {t('redeem.at', { code: won.code, time: date(won.redeemedAt) })}
              </>
            }
            extra={
              <Button type="primary" onClick={() => setWon(null)}>
                {t('redeem.another')}
              </Button>
            }
          />
        ) : (
          <Form<RedeemForm>
            form={form}
            layout="vertical"
            name="giftCard"
            onFinish={onFinish}
            onValuesChange={() => setError(null)}
            style={{ maxWidth: 420 }}
          >
            <Form.Item
              name="code"
              label={label}
              extra={t('redeem.hint')}
              rules={[
                { required: true, whitespace: true, message: tc('form.required', { label }) },
                {
                  validator: (_, value: string | undefined) =>
                    !value || isWellFormedGiftCode(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('redeem.format'))),
                  validateTrigger: 'onSubmit',
                },
              ]}
            >
              <Input
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="XXXX-XXXX-XXXX-XXXX"
                maxLength={24}
                size="large"
              />
            </Form.Item>
            {error && !form.getFieldError('code').length && <Alert type="error" title={error} showIcon />}
            <Button type="primary" htmlType="submit" size="large" loading={redeem.isPending} block>
              {t('redeem.submit')}
            </Button>
          </Form>
        )}
      </Card>
      <Card variant="borderless" className="giftcards__card">
        <h2>{t('mine.title')}</h2>
        {mine.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : mine.isError ? (
          <Alert
            type="warning"
            title={tc('errors.fallback')}
            action={<Button onClick={() => void mine.refetch()}>{tc('errors.retry')}</Button>}
          />
        ) : mine.data.length === 0 ? (
          <Empty description={t('mine.empty')} />
        ) : (
          <List
            dataSource={mine.data}
            renderItem={(item) => (
              <List.Item key={item.code}>
                <List.Item.Meta
                  title={prize(item.prize)}
                  description={t('redeem.at', { code: item.code, time: date(item.redeemedAt) })}
                />
              </List.Item>
            )}
          />
        )}
      </Card>
    </div>
  );
}
