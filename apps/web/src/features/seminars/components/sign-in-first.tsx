import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPath } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';

/** Seminar registration belongs to an account: an anonymous visitor signs in (or up) first. */
export function SignInFirst() {
  const { t } = useTranslation('seminars');
  const lang = useLang();
  const location = useLocation();
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Result
      status="info"
      title={t('signIn.title')}
      subTitle={t('signIn.body')}
      extra={
        <Link to={`${loginPath(lang)}?redirect=${redirect}`}>
          <Button type="primary">{t('signIn.action')}</Button>
        </Link>
      }
    />
  );
}
