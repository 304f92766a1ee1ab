import type { LoginBody } from '@cidpex/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { userSlot, WithUserText } from '../../../components/user-text';
import { ApiError } from '../../../lib/http/client';
import { afterLoginPath } from '../../../lib/route-rules';
import { isOrganizer, session, useSession } from '../../../lib/session/session-store';
import { discardSession, useSignIn } from '../api/sign-in';
import '../../../components/console/console.css';

const DASHBOARD = '/organizer/dashboard';

/**
 * /organizer/login: the console's own sign-in. Only accounts with the organizer role get
 * in; anyone else is refused here, inline, and their new session is ended at once.
 */
export default function OrganizerLoginPage() {
  const { t } = useTranslation('organizer');
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<LoginBody>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useSession();
  const signIn = useSignIn();
  const [problem, setProblem] = useState<{ kind: 'refused' | 'failed'; text: string } | null>(null);
  const target = afterLoginPath(params.get('redirect'), null, DASHBOARD);

  const onFinish = (values: LoginBody) => {
    setProblem(null);
    signIn.mutate(values, {
      onSuccess: async ({ token, user: signedIn }) => {
        if (!isOrganizer(signedIn)) {
          // The answer's renewed-token header already stored this session: end it.
          await discardSession(token);
          session.signOut();
          setProblem({ kind: 'refused', text: t('login.notOrganizer') });
          return;
        }
        session.signIn(token, signedIn);
        navigate(target, { replace: true });
      },
      onError: (error) => {
        setProblem({
          kind: 'failed',
          text: error instanceof ApiError ? error.message : tc('errors.fallback'),
        });
      },
    });
  };

  const label = (key: string) => t(`login.${key}`);
  return (
    <div className="org-login">
      <h1>{t('login.title')}</h1>
      <p className="org-muted">{t('login.intro')}</p>
      {isOrganizer(user) && (
        <Alert
          type="info"
          showIcon
          className="org-login__alert"
          title={
            <WithUserText
              text={t('login.already', { name: userSlot('name') })}
              values={{ name: user?.name || user?.email || user?.mobile }}
            />
          }
          action={<Link to={target}>{t('login.continue')}</Link>}
        />
      )}
      {problem && (
        <Alert
          type={problem.kind === 'refused' ? 'warning' : 'error'}
          showIcon
          role="alert"
          className="org-login__alert"
          title={problem.text}
          data-testid="login-problem"
        />
      )}
      <Form<LoginBody>
        form={form}
        layout="vertical"
        requiredMark
        onFinish={onFinish}
        disabled={signIn.isPending}
      >
        <Form.Item
          name="account"
          label={label('account')}
          rules={[
            { required: true, whitespace: true, message: tc('form.required', { label: label('account') }) },
          ]}
        >
          <Input autoComplete="username" inputMode="email" size="large" maxLength={100} />
        </Form.Item>
        <Form.Item
          name="password"
          label={label('password')}
          rules={[{ required: true, message: tc('form.required', { label: label('password') }) }]}
        >
          <Input.Password autoComplete="current-password" size="large" maxLength={200} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={signIn.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
      <p className="org-login__foot">
        <Link to="/home">{t('login.backToSite')}</Link>
      </p>
    </div>
  );
}
