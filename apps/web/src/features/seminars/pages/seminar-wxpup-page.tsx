import { fenToYuan } from '@cidpex/contracts';
import { Alert, Button, Card, Descriptions, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session/session-store';
import { useSandboxPay, useSandboxTrade } from '../api/payments';
import { errorText } from '../components/api-error';
import { SignInFirst } from '../components/sign-in-first';
import '../seminars.css';
import { ButtonLink } from '../../../components/button-link';

/**
 * /seminar/seminarWxpup?trade=…: the WeChat Pay sandbox page a phone opens from the QR code.
 * Only the payer, signed in, sees and confirms the trade. Confirming makes the server send the sandbox's signed notification to its own callback,
 * as WeChat would. No money moves.
 */
export default function SeminarWxpupPage() {
  const { t } = useTranslation('seminars');
  const { t: tc } = useTranslation();
  const [search] = useSearchParams();
  const tradeNo = search.get('trade');
  const { user } = useSession();
  const trade = useSandboxTrade(user ? tradeNo : null);
  const pay = useSandboxPay();

  let body: React.ReactNode;
  if (!tradeNo) body = <Result status="warning" title={t('wxpay.noTrade')} />;
  // Only the payer confirms their own trade: the sandbox asks for their session.
  else if (!user) body = <SignInFirst />;
  else if (trade.isPending) body = <Skeleton active />;
  else if (trade.isError)
    body = <Result status="warning" title={errorText(trade.error, tc('errors.fallback'))} />;
  else if (pay.isSuccess || trade.data.status === 'paid')
    body = (
      <Result
        status="success"
        title={<h2 style={{ fontSize: 20, margin: 0 }}>{t('wxpay.done')}</h2>}
        subTitle={t('wxpay.back')}
        extra={
          // Paid on the phone itself: back to what was paid (the registration, or a booth contract's page).
          trade.data.returnPath ? (
            <ButtonLink type="primary" to={trade.data.returnPath} data-testid="wxpay-to-return">
              {t('wxpay.toContracts')}
            </ButtonLink>
          ) : (
            <ButtonLink type="primary" to="/seminar/seminarRegistration" data-testid="wxpay-to-registration">
              {t('wxpay.toRegistration')}
            </ButtonLink>
          )
        }
      />
    );
  else if (trade.data.status === 'expired') body = <Result status="warning" title={t('wxpay.expired')} />;
  else
    body = (
      <>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'merchant', label: t('wxpay.merchant'), children: trade.data.merchant },
            {
              key: 'amount',
              label: t('pay.amount'),
              children: (
                <strong style={{ fontSize: 24 }}>
                  {t('info.yuan', { amount: fenToYuan(trade.data.amount) })}
                </strong>
              ),
            },
            { key: 'trade', label: t('wxpay.tradeNo'), children: trade.data.tradeNo },
          ]}
        />
        {pay.isError && (
          <Alert
            type="error"
            showIcon
            title={errorText(pay.error, tc('errors.fallback'))}
            style={{ marginBottom: 12 }}
          />
        )}
        <Button type="primary" size="large" block loading={pay.isPending} onClick={() => pay.mutate(tradeNo)}>
          {t('wxpay.confirm')}
        </Button>
      </>
    );

  return (
    <div className="page seminars" style={{ maxWidth: 480 }}>
      <h1>{t('wxpay.title')}</h1>
      <Alert type="info" showIcon title={t('wxpay.sandbox')} />
      <Card variant="borderless" className="seminars__card">
        {body}
      </Card>
    </div>
  );
}
