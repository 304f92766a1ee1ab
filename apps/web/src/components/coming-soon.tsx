import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../lib/i18n';
import { ButtonLink } from './button-link';

/** The screen of a route whose page a later issue builds (listed by `npm run routes:audit`). */
export function ComingSoon() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Result
      status="info"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('comingSoon.title')}</h1>}
      subTitle={t('comingSoon.body')}
      extra={
        <ButtonLink to={lang === 'en' ? '/IndexEn' : '/home'} type="primary">
          {t('comingSoon.backHome')}
        </ButtonLink>
      }
    />
  );
}

export default ComingSoon;
