import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { SignUpForm } from '../components/sign-up-form';

/** /user/signIn: create an account with a mobile + SMS code or an email + email code. */
export default function SignUpPage() {
  const { t } = useTranslation('accounts');
  const [params, setParams] = useSearchParams();
  const redirect = params.get('redirect');
  const kind = params.get('tab') === 'email' ? 'email' : 'mobile';
  const login = redirect ? `/user/login?redirect=${encodeURIComponent(redirect)}` : '/user/login';
  return (
    <AuthCard title={t('signUp.title')} subtitle={t('signUp.subtitle')}>
      <Tabs
        activeKey={kind}
        onChange={(key) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              if (key === 'email') next.set('tab', 'email');
              else next.delete('tab');
              return next;
            },
            { replace: true },
          )
        }
        items={[
          { key: 'mobile', label: t('signUp.byMobile'), children: <SignUpForm kind="mobile" /> },
          { key: 'email', label: t('signUp.byEmail'), children: <SignUpForm kind="email" /> },
        ]}
      />
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        {t('signUp.haveAccount')}{' '}
        <Link className="text-link" to={login}>
          {t('signUp.login')}
        </Link>
      </div>
    </AuthCard>
  );
}
