import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { userSlot, WithUserText } from '../../../components/user-text';
import { afterLoginPath } from '../../../lib/route-rules';
import { useSession } from '../../../lib/session/session-store';

/** /user/signinResult: the account exists; what to do next. */
export default function SignUpResultPage() {
  const { t } = useTranslation('accounts');
  const { user } = useSession();
  const [params] = useSearchParams();
  const back = afterLoginPath(params.get('redirect'), null, '');
  const who = user?.name || user?.mobile || user?.email;
  const steps = [
    { key: 'visitor', to: '/visitor/visitorRegister', primary: true },
    { key: 'center', to: '/userCenter/visitingCard', primary: false },
  ] as const;
  return (
    <div style={{ background: '#f5f7f8', minHeight: '100%' }}>
      <div className="page" style={{ maxWidth: 720 }}>
        <Card variant="borderless" style={{ boxShadow: '0 1px 4px rgba(15,47,54,0.08)' }}>
          <Result
            status="success"
            style={{ padding: '24px 0 8px' }}
            title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('signUpResult.heading')}</h1>}
            subTitle={
              who ? (
                <WithUserText text={t('signUpResult.welcome', { who: userSlot('who') })} values={{ who }} />
              ) : (
                t('signUpResult.body')
              )
            }
          />
          <h2 style={{ fontSize: 18, margin: '8px 0 12px' }}>{t('signUpResult.nextSteps')}</h2>
          <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
            {steps.map((step, i) => (
              <li
                key={step.key}
                style={{
                  border: '1px solid #e4eaec',
                  borderRadius: 8,
                  padding: 16,
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 12,
                  alignItems: 'center',
                }}
              >
                <div style={{ flex: '1 1 240px', minWidth: 0 }}>
                  <strong>
                    {i + 1}. {t(`signUpResult.${step.key}.title`)}
                  </strong>
                  <p style={{ margin: '4px 0 0', color: '#5b6b70' }}>{t(`signUpResult.${step.key}.body`)}</p>
                </div>
                <ButtonLink to={step.to} type={step.primary ? 'primary' : 'default'}>
                  {t(`signUpResult.${step.key}.action`)}
                </ButtonLink>
              </li>
            ))}
          </ol>
          <div
            style={{ marginTop: 20, display: 'flex', flexWrap: 'wrap', gap: 16, justifyContent: 'center' }}
          >
            {back ? <Link to={back}>{t('signUpResult.continue')}</Link> : null}
            <Link to="/home">{t('signUpResult.home')}</Link>
          </div>
        </Card>
      </div>
    </div>
  );
}
