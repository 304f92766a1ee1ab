import { Button, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { CreateAccountForm } from '../components/create-account-form';
import { LoginForm } from '../components/login-form';

/** /loginEn: the English site's login, and its "Create account" tab (?tab=register). */
export default function LoginEnPage() {
  const { t } = useTranslation('accounts');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'register' ? 'register' : 'login';
  const select = (key: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (key === 'register') next.set('tab', 'register');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  return (
    <AuthCard
      title={tab === 'register' ? t('loginEn.registerTab') : t('loginEn.title')}
      subtitle={t('loginEn.subtitle')}
    >
      <Tabs
        activeKey={tab}
        onChange={select}
        items={[
          {
            key: 'login',
            label: t('loginEn.loginTab'),
            children: (
              <LoginForm
                fallback="/IndexEn"
                footer={
                  <>
                    {t('login.noAccount')}{' '}
                    <Button
                      type="link"
                      style={{ padding: 0, height: 'auto' }}
                      onClick={() => select('register')}
                    >
                      {t('loginEn.registerTab')}
                    </Button>
                  </>
                }
              />
            ),
          },
          {
            key: 'register',
            label: t('loginEn.registerTab'),
            children: <CreateAccountForm fallback="/IndexEn" />,
          },
        ]}
      />
    </AuthCard>
  );
}
