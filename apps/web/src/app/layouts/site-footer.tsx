import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The fair's dates, hours and venue on every page (issue 2). */
export function SiteFooter() {
  const { t } = useTranslation();
  const row = (label: string, value: string) => (
    <div>
      <dt style={{ color: '#9fc3c9', fontSize: 13 }}>{label}</dt>
      <dd style={{ margin: 0 }}>{value}</dd>
    </div>
  );
  return (
    <footer style={{ background: '#0f2f36', color: '#e8f1f2', padding: '32px 16px 24px' }}>
      <div style={{ maxWidth: 1200, margin: '0 auto' }}>
        <p style={{ fontSize: 17, fontWeight: 600, margin: '0 0 16px' }}>{t('fair.name')}</p>
        <dl
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
            gap: 16,
            margin: 0,
          }}
        >
          {row(t('footer.dates'), t('fair.dates'))}
          {row(t('footer.hours'), t('fair.hours'))}
          {row(t('footer.venue'), `${t('fair.venue')} · ${t('fair.city')}`)}
          {row(t('footer.organizers'), t('fair.organizers'))}
        </dl>
        <p
          style={{
            marginTop: 24,
            fontSize: 13,
            color: '#9fc3c9',
            display: 'flex',
            gap: 16,
            flexWrap: 'wrap',
          }}
        >
          <span>{t('footer.copyright')}</span>
          <Link to="/organizer/login" style={{ color: '#9fc3c9' }}>
            {t('nav.organizer')}
          </Link>
          <a href="/docs" style={{ color: '#9fc3c9' }}>
            {t('footer.apiDocs')}
          </a>
        </p>
      </div>
    </footer>
  );
}
