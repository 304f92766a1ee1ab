import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkeletonLines } from '../../../components/page-loading';
import { useSession } from '../../../lib/session/session-store';
import { useMyRegistration } from '../api/get-my-registration';
import { SignInFirst } from './sign-in-first';
import '../../../components/controls.css';
import '../visitors.css';

/**
 * What every registration page shares: its heading, the sign-in step, the load of an earlier
 * registration (a pending or approved one is shown, a rejected one is corrected in the form).
 * Drawn without antd (light controls, components/controls.css): an anonymous visitor's first
 * load of the pre-registration carries no antd; the form itself brings it (issue 22).
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
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const mine = useMyRegistration();
  let body: ReactNode;
  if (!user) body = <SignInFirst />;
  else if (mine.isPending)
    body = (
      <div role="status" aria-label={tc('loading')}>
        <SkeletonLines rows={8} />
      </div>
    );
  else if (mine.isError)
    body = (
      <div role="alert" className="visitor-alert visitor-alert--warning">
        <p className="visitor-alert__title">{t('loadFailed')}</p>
        <p className="visitor-alert__body">{mine.error.message}</p>
        <button
          type="button"
          className="btn"
          aria-busy={mine.isFetching || undefined}
          disabled={mine.isFetching}
          onClick={() => void mine.refetch()}
        >
          {t('retry')}
        </button>
      </div>
    );
  else if (mine.data && mine.data.status !== 'rejected')
    body = (
      <div className="notice">
        <svg className="visitor-notice__icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="#237804" />
          <path
            d="M14 24.5l7 7 13-14"
            fill="none"
            stroke="#fff"
            strokeWidth="4.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h2 className="visitor-notice__title">{t('already.title')}</h2>
        <Link className="btn btn--primary" to="/visitor/visitorAccomplish">
          {t('already.action')}
        </Link>
      </div>
    );
  else
    body = (
      <>
        {mine.data?.status === 'rejected' && (
          <div role="alert" className="visitor-alert visitor-alert--warning" style={{ marginBottom: 16 }}>
            <p className="visitor-alert__title">{t('rejected.correct')}</p>
            {mine.data.rejectReason ? <p className="visitor-alert__body">{mine.data.rejectReason}</p> : null}
          </div>
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
