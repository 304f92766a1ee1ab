import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/button-link';
import { useLang } from '../lib/i18n';

/**
 * An organizer page opened by a signed-in account without the organizer role (Guard and the
 * console frame; the server checks again): "no permission", not the session-expired text, with
 * a way back to the site and a way to sign in as the organizer. Drawn without the console frame.
 */
export function Forbidden() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <main
      id="main"
      data-testid="no-permission"
      style={{ padding: '48px 16px', maxWidth: 640, margin: '0 auto' }}
    >
      <Result
        status="403"
        title={<h1 style={{ fontSize: 22, margin: 0 }}>{t('noPermission.title')}</h1>}
        subTitle={t('noPermission.body')}
        extra={[
          <ButtonLink key="back" to={lang === 'en' ? '/IndexEn' : '/home'} type="primary">
            {t('noPermission.back')}
          </ButtonLink>,
          <ButtonLink key="login" to="/organizer/login">
            {t('noPermission.switchAccount')}
          </ButtonLink>,
        ]}
      />
    </main>
  );
}
