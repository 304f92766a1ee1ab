import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

/** /user/login: log in with a mobile number or an email and the password. */
export default function LoginPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const signUp = redirect ? `/user/signIn?redirect=${encodeURIComponent(redirect)}` : '/user/signIn';
  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm
        fallback="/home"
        footer={
          <>
            {t('login.noAccount')}{' '}
            <Link className="text-link" to={signUp}>
              {t('login.signUp')}
            </Link>
          </>
        }
      />
    </AuthCard>
  );
}
