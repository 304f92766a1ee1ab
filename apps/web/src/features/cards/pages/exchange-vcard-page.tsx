import { imUserIdOf, parseCardCode } from '@cidpex/contracts';
import { Alert, App, Button, Card, Form, Input, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { UserCenterFrame } from '../../../components/frames/user-center-frame';
import { UserText } from '../../../components/user-text';
import type { ApiError } from '../../../lib/http/client';
import { ChatButton } from '../../chat';
import { useCardPreview, useExchangeCards, useJobTitleName, useMyCard } from '../api/cards';
import { CardView } from '../components/card-view';

/**
 * /user/UserCenter/exchangeVcard: exchange cards with another user by their code, typed or
 * read from their QR code (which opens this page with ?code=). Both then hold the other's card.
 */
export default function ExchangeVcardPage() {
  const { t } = useTranslation('cards');
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const code = parseCardCode(params.get('code') ?? '');
  const [typed, setTyped] = useState(params.get('code') ?? '');
  const [invalid, setInvalid] = useState(false);
  const preview = useCardPreview(code);
  const exchange = useExchangeCards();
  const mine = useMyCard();
  const jobTitle = useJobTitleName();

  const lookUp = () => {
    const parsed = parseCardCode(typed);
    setInvalid(!parsed);
    exchange.reset();
    if (parsed) setParams({ code: parsed }, { replace: true });
  };

  const confirm = () => {
    if (!code) return;
    exchange.mutate(code, {
      onSuccess: (answer) => {
        void message.success(answer.created ? t('exchange.done') : t('exchange.already'));
      },
    });
  };

  const done = exchange.data;
  return (
    <UserCenterFrame active="exchangeVcard" title={t('exchange.title')}>
      <p style={{ color: '#5b6b70', marginTop: 0 }}>{t('exchange.intro')}</p>
      <Form layout="vertical" onFinish={lookUp} style={{ maxWidth: 480 }}>
        <Form.Item
          label={t('exchange.codeLabel')}
          htmlFor="card-code"
          validateStatus={invalid ? 'error' : undefined}
          help={invalid ? t('exchange.codeInvalid') : t('exchange.codeHelp')}
        >
          <Input.Search
            id="card-code"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={lookUp}
            enterButton={t('exchange.lookUp')}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={300}
          />
        </Form.Item>
      </Form>

      {code && preview.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {code && preview.error ? (
        <Alert type="error" showIcon title={(preview.error as ApiError).message} style={{ maxWidth: 480 }} />
      ) : null}
      {done ? (
        <Result
          status="success"
          title={done.created ? t('exchange.done') : t('exchange.already')}
          subTitle={<CardView card={done.card} />}
          extra={
            <>
              <ChatButton imUserId={imUserIdOf(done.card.userId)} />
              <ButtonLink type="default" to="/user/UserCenter/cardHolder">
                {t('nav.cardHolder')}
              </ButtonLink>
            </>
          }
        />
      ) : preview.data && code ? (
        <Card style={{ maxWidth: 480 }} title={t('exchange.whose')}>
          <p style={{ fontSize: 18, fontWeight: 600, margin: 0 }}>
            <UserText fallback={t('noName')}>{preview.data.name}</UserText>
          </p>
          {preview.data.jobTitle ? (
            <p style={{ margin: 0 }}>
              <UserText>{jobTitle(preview.data.jobTitle)}</UserText>
            </p>
          ) : null}
          {preview.data.company ? (
            <p style={{ margin: '4px 0 12px' }}>
              <UserText>{preview.data.company}</UserText>
            </p>
          ) : null}
          {exchange.error ? (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 12 }}
              title={(exchange.error as ApiError).message}
            />
          ) : null}
          <Button type="primary" loading={exchange.isPending} onClick={confirm}>
            {preview.data.held ? t('exchange.again') : t('exchange.confirm')}
          </Button>
        </Card>
      ) : null}

      {mine.data ? (
        <p style={{ marginTop: 24, color: '#5b6b70' }}>
          {t('exchange.myCode')}{' '}
          <strong style={{ fontFamily: 'monospace', letterSpacing: 2, color: '#1f2a2d' }}>
            {mine.data.code}
          </strong>{' '}
          <ButtonLink type="link" to="/user/UserCenter/vcard">
            {t('exchange.showQr')}
          </ButtonLink>
        </p>
      ) : null}
    </UserCenterFrame>
  );
}
