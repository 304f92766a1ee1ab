import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPath } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import '../../../components/controls.css';
import '../visitors.css';

/**
 * The registration belongs to an account: an anonymous visitor signs in (or up) first. Drawn
 * without antd (light controls): the registration pages' first load carries no antd (issue 22).
 */
export function SignInFirst() {
  const { t } = useTranslation('visitors');
  const lang = useLang();
  const location = useLocation();
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <div className="notice">
      <svg className="visitor-notice__icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="var(--c-primary)" />
        <rect x="21.5" y="20" width="5" height="16" rx="2" fill="#fff" />
        <circle cx="24" cy="13.5" r="3" fill="#fff" />
      </svg>
      <h2 className="visitor-notice__title">{t('signIn.title')}</h2>
      <p className="visitor-notice__body">{t('signIn.body')}</p>
      <Link className="btn btn--primary" to={`${loginPath(lang)}?redirect=${redirect}`}>
        {t('signIn.action')}
      </Link>
    </div>
  );
}
