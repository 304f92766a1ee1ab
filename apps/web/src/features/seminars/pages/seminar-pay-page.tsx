import { fenToYuan, type PaymentMethod, type PaymentStart } from '@cidpex/contracts';
import { Alert, Button, Card, Descriptions, Radio, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { QrCode } from '../../../components/qr-code';
import { useLang } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-store';
import { useOrder, usePaymentMethods, useQueryPayment, useStartPayment } from '../api/payments';
import { useSeminar } from '../api/seminars';
import { errorText } from '../components/api-error';
import { InvoicePanel } from '../components/invoice-panel';
import { RefundList, RefundRule } from '../components/refunds';
import { SignInFirst } from '../components/sign-in-first';
import '../seminars.css';
import { formatFairTime } from '../../../lib/date-format';

/**
 * /seminar/seminarPay?request=…: the order for the registration's seated members, paid by
 * WeChat (a QR code: WeChat Pay's code_url, or the sandbox's payment URL, marked as such, which the
 * payer opens signed in; the page follows the order until paid) or
 * by bank transfer (quote the reference; the organizer confirms).
 */
export default function SeminarPayPage() {
  const { t } = useTranslation('seminars');
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const lang = useLang();
  const [search] = useSearchParams();
  const id = Number(search.get('request'));
  const requestId = Number.isInteger(id) && id > 0 ? id : null;
  const offered = usePaymentMethods();
  const [chosen, setMethod] = useState<PaymentMethod | null>(null);
  const methods = offered.data?.methods ?? ['bank'];
  const method: PaymentMethod = chosen && methods.includes(chosen) ? chosen : (methods[0] ?? 'bank');
  const sandbox = offered.data?.sandbox ?? false;
  const check = useQueryPayment();
  const [started, setStarted] = useState<PaymentStart | null>(null);
  const order = useOrder(user ? requestId : null, started?.wechat != null);
  const start = useStartPayment();
  const seminar = useSeminar();
  const yuan = (fen: number) => t('info.yuan', { amount: fenToYuan(fen) });

  let body: React.ReactNode;
  if (!user) body = <SignInFirst />;
  else if (requestId === null)
    body = (
      <Result
        status="info"
        title={t('pay.noRequest')}
        extra={<ButtonLink to="/seminarRegistr">{t('info.myRegistrations')}</ButtonLink>}
      />
    );
  else if (order.isPending) body = <Skeleton active />;
  else if (order.isError)
    body = (
      <Result
        status="warning"
        title={errorText(order.error, tc('errors.fallback'))}
        extra={
          <ButtonLink to={`/seminar/seminarRegistration?request=${requestId}`}>
            {t('pay.backToRegistration')}
          </ButtonLink>
        }
      />
    );
  else {
    const o = order.data;
    const paidAt = formatFairTime(o.paidAt, lang);
    body = (
      <>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'no', label: t('pay.registration'), children: requestId },
            {
              key: 'seats',
              label: t('pay.seats'),
              children: t('pay.seatsTimes', { seats: o.seats, price: yuan(o.unitPrice) }),
            },
            { key: 'amount', label: t('pay.amount'), children: <strong>{yuan(o.amount)}</strong> },
            {
              key: 'status',
              label: t('pay.status'),
              children: (
                <Tag color={o.status === 'paid' ? 'green' : 'gold'}>{t(`pay.state.${o.status}`)}</Tag>
              ),
            },
          ]}
        />
        {o.status === 'paid' ? (
          <>
            <Result
              status="success"
              title={<h2 style={{ fontSize: 20, margin: 0 }}>{t('pay.paid')}</h2>}
              subTitle={paidAt}
              extra={<ButtonLink to={`/seminar/survey?request=${requestId}`}>{t('survey.open')}</ButtonLink>}
            />
            <RefundList order={o} />
            <InvoicePanel order={o} />
          </>
        ) : (
          <>
            <RefundRule seminar={seminar.data} />
            <Radio.Group
              value={method}
              onChange={(e) => {
                setMethod(e.target.value);
                setStarted(null);
              }}
              optionType="button"
              buttonStyle="solid"
              aria-label={t('pay.method')}
              options={methods.map((m) => ({
                value: m,
                label: m === 'bank' ? t('pay.bank') : sandbox ? t('pay.wechatSandbox') : t('pay.wechat'),
              }))}
              style={{ margin: '16px 0' }}
            />
            {start.isError && (
              <Alert type="error" showIcon title={errorText(start.error, tc('errors.fallback'))} />
            )}
            {!started && (
              <div>
                <Button
                  type="primary"
                  size="large"
                  loading={start.isPending}
                  onClick={() => start.mutate({ orderId: o.id, method }, { onSuccess: setStarted })}
                >
                  {method === 'wechat' ? t('pay.showQr') : t('pay.showBank')}
                </Button>
              </div>
            )}
            {started?.wechat && (
              <div className="seminars__qr">
                <QrCode value={started.wechat.payUrl} size={220} label={t('pay.qrLabel')} />
                <p>{t('pay.scan', { amount: yuan(o.amount) })}</p>
                {started.wechat.sandbox ? (
                  <>
                    <Alert
                      type="warning"
                      showIcon
                      title={t('pay.sandboxNote')}
                      style={{ marginBottom: 12 }}
                    />
                    <ButtonLink to={`/seminar/seminarWxpup?trade=${started.wechat.tradeNo}`}>
                      {t('pay.openHere')}
                    </ButtonLink>
                  </>
                ) : (
                  <Button loading={check.isPending} onClick={() => check.mutate(o.id)}>
                    {t('pay.checkPaid')}
                  </Button>
                )}
                {check.isError && (
                  <Alert type="error" showIcon title={errorText(check.error, tc('errors.fallback'))} />
                )}
                <p style={{ color: '#4a5a5e' }}>{t('pay.waiting')}</p>
              </div>
            )}
            {started?.bank && (
              <Descriptions
                bordered
                column={1}
                size="small"
                title={t('pay.bankTitle')}
                items={[
                  { key: 'payee', label: t('pay.payee'), children: t('pay.payeeName') },
                  { key: 'bankName', label: t('pay.bankName'), children: t('pay.bankNameValue') },
                  { key: 'account', label: t('pay.account'), children: t('pay.accountValue') },
                  { key: 'amount', label: t('pay.amount'), children: yuan(o.amount) },
                  {
                    key: 'reference',
                    label: t('pay.reference'),
                    children: <strong>{started.bank.reference}</strong>,
                  },
                ]}
                extra={null}
              />
            )}
            {started?.bank && <p style={{ marginTop: 12 }}>{t('pay.bankNote')}</p>}
          </>
        )}
      </>
    );
  }

  return (
    <div className="page seminars">
      <h1>{t('pay.title')}</h1>
      <Card variant="borderless" className="seminars__card">
        {body}
      </Card>
    </div>
  );
}
