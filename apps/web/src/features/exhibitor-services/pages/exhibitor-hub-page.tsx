import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApplication } from '../api';
import '../exhibitor-services.css';

/** The hub's entries: each a page built in this feature, in the order an exhibitor needs them. */
const ENTRIES = [
  { key: 'process', to: '/exhibitor/exhibitionProcess' },
  { key: 'manual', to: '/exhibitor/exhibitorManual' },
  { key: 'contact', to: '/exhibitor/contact' },
  { key: 'apply', to: '/enterpriseServicePlatform/applyBasicPage' },
  { key: 'booth', to: '/exhibitor/switchBooth' },
  { key: 'ads', to: '/application/advertising' },
  { key: 'contracts', to: '/myEnterprise/ordersContracts' },
  { key: 'invoice', to: '/myEnterprise/invoiceInformation' },
  { key: 'passes', to: '/exhibitor/staffAddressList' },
  { key: 'samples', to: '/myEnterprise/sampleAppl' },
  { key: 'agency', to: '/myEnterprise/agencyAppli' },
  // Keys with a namespace are read from it (issue 19 extras: exextras catalogs).
  { key: 'exextras:hub.propaganda', to: '/exhibitor/propaganda' },
  { key: 'exextras:hub.propagandaAudit', to: '/exhibitor/propagandaAudit' },
  { key: 'exextras:hub.boothBinding', to: '/exhibitor/boothBinding' },
  { key: 'exextras:hub.interaction', to: '/exhibitor/exhibitorsInteraction' },
] as const;
const keyOf = (key: string) => (key.includes(':') ? key : `hub.${key}`);

/** /exhibitor/exhibitorService: the exhibitor service hub, with the application's state at the top. */
export default function ExhibitorHubPage() {
  const { t } = useTranslation('exhub');
  const { t: tx } = useTranslation('exsvc');
  const application = useApplication();
  return (
    <div className="exsvc-page">
      <h1>{t('hub.title')}</h1>
      <p data-testid="hub-status">
        {t('hub.status')}{' '}
        {application.isPending ? (
          <Tag>{t('hub.loading')}</Tag>
        ) : application.isError ? (
          <Tag color="warning">{application.error.message}</Tag>
        ) : (
          <Tag color="processing">{tx(`status.${application.data.status}`)}</Tag>
        )}
      </p>
      <nav aria-label={t('hub.title')} className="exhub-hub">
        {ENTRIES.map((entry) => (
          <Link key={entry.key} to={entry.to} className="exhub-hub__item">
            <Card size="small" hoverable style={{ height: '100%' }}>
              <strong>{t(`${keyOf(entry.key)}.title`)}</strong>
              <p className="dir-muted" style={{ margin: '4px 0 0' }}>
                {t(`${keyOf(entry.key)}.text`)}
              </p>
            </Card>
          </Link>
        ))}
      </nav>
    </div>
  );
}
