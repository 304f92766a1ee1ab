import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/button-link';

/** An organizer page opened without the organizer role (Guard; the server checks again). */
export function Forbidden() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('errors.forbidden')}
      extra={
        <ButtonLink to="/organizer/login" type="primary">
          {t('nav.login')}
        </ButtonLink>
      }
    />
  );
}
