import { VISITOR_REVIEW } from '@cidpex/contracts';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { useLang } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-store';
import { useMyRegistration } from '../api/get-my-registration';
import { EBadge } from '../components/e-badge';
import { SignInFirst } from '../components/sign-in-first';
import '../visitors.css';

/**
 * /visitor/visitorAccomplish (and registrComplete): where every registration flow ends, and the
 * visitor's info page: pending with the review times, the e-badge once approved, the reason
 * and a way to correct it when rejected.
 */
export default function VisitorAccomplishPage() {
  const { t } = useTranslation('visitors');
  const lang = useLang();
  const { user } = useSession();
  const mine = useMyRegistration();
  const formPath = (form: string) =>
    form === 'domestic' ? '/visitor/visitorRegister' : lang === 'en' ? '/en/register' : '/oversea/register';

  let body: ReactNode;
  if (!user) body = <SignInFirst />;
  else if (mine.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
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
  else if (!mine.data)
    body = (
      <Result
        status="info"
        title={t('accomplish.none')}
        extra={
          <Link to={lang === 'en' ? '/en/register' : '/visitor/visitorRegister'}>
            <Button type="primary">{t('accomplish.start')}</Button>
          </Link>
        }
      />
    );
  else if (mine.data.status === 'pending')
    body = (
      <Result
        status="info"
        title={t('accomplish.pendingTitle')}
        subTitle={t('accomplish.pendingBody', { ...VISITOR_REVIEW, email: mine.data.email })}
        extra={
          <>
            <p className="visitor-page__id">{t('accomplish.idLast6', { last6: mine.data.idLast6 })}</p>
            <ButtonLink to="/visitor/survey">{t('survey.open')}</ButtonLink>
          </>
        }
      />
    );
  else if (mine.data.status === 'approved')
    body = (
      <>
        <p className="visitor-page__intro visitor-no-print">{t('accomplish.approvedBody')}</p>
        <EBadge registration={mine.data} />
        <p className="visitor-no-print" style={{ textAlign: 'center', marginTop: 16 }}>
          <ButtonLink to="/visitor/survey">{t('survey.open')}</ButtonLink>
        </p>
      </>
    );
  else
    body = (
      <Result
        status="error"
        title={t('accomplish.rejectedTitle')}
        subTitle={t('accomplish.rejectedReason', { reason: mine.data.rejectReason ?? '' })}
        extra={
          <Link to={formPath(mine.data.form)}>
            <Button type="primary">{t('accomplish.correct')}</Button>
          </Link>
        }
      />
    );
  return (
    <div className="visitor-page">
      <h1 className="visitor-no-print">{t('accomplish.title')}</h1>
      {body}
    </div>
  );
}
