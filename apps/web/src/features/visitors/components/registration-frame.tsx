import { Alert, Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session/session-store';
import { useMyRegistration } from '../api/get-my-registration';
import { SignInFirst } from './sign-in-first';
import '../visitors.css';

/**
 * What every registration page shares: its heading, the sign-in step, the load of an earlier
 * registration (a pending or approved one is shown, a rejected one is corrected in the form).
 */
export function RegistrationFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: (existing: ReturnType<typeof useMyRegistration>['data']) => ReactNode;
}) {
  const { t } = useTranslation('visitors');
  const { user } = useSession();
  const mine = useMyRegistration();
  let body: ReactNode;
  if (!user) body = <SignInFirst />;
  else if (mine.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (mine.isError)
    body = (
      <Result
        status="warning"
        title={t('loadFailed')}
        subTitle={mine.error.message}
        extra={
          <Button onClick={() => void mine.refetch()} loading={mine.isFetching}>
            {t('retry')}
          </Button>
        }
      />
    );
  else if (mine.data && mine.data.status !== 'rejected')
    body = (
      <Result
        status="success"
        title={t('already.title')}
        extra={
          <Link to="/visitor/visitorAccomplish">
            <Button type="primary">{t('already.action')}</Button>
          </Link>
        }
      />
    );
  else
    body = (
      <>
        {mine.data?.status === 'rejected' && (
          <Alert
            type="warning"
            showIcon
            title={t('rejected.correct')}
            description={mine.data.rejectReason}
            style={{ marginBottom: 16 }}
          />
        )}
        {children(mine.data)}
      </>
    );
  return (
    <div className="visitor-page">
      <h1>{title}</h1>
      {intro && <p className="visitor-page__intro">{intro}</p>}
      {body}
    </div>
  );
}
