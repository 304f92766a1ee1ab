import type { Application } from '@cidpex/contracts';
import { Alert, Card, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryResult } from '../../../components/query-result';
import { useLang } from '../../../lib/i18n';
import { useApplication, useContracts } from '../api';
import { useStaffPasses } from '../api/staff-passes';
import { money } from '../lib/money';
import '../exhibitor-services.css';
import '../service-platform.css';

/** The services an exhibitor opens from the platform: pages built in this feature and the content ones. */
const LINKS = [
  ['ordersContracts', '/myEnterprise/ordersContracts'],
  ['billCtrl', '/myEnterprise/billCtrl'],
  ['invoiceInformation', '/myEnterprise/invoiceInformation'],
  ['staffAddressList', '/exhibitor/staffAddressList'],
  ['switchBooth', '/exhibitor/switchBooth'],
  ['exhibitionProcess', '/exhibitor/exhibitionProcess'],
  ['exhibitorManual', '/exhibitor/exhibitorManual'],
  ['contact', '/exhibitor/contact'],
  ['sampleAppl', '/myEnterprise/sampleAppl'],
  ['agencyAppli', '/myEnterprise/agencyAppli'],
  ['enterpriseInfo', '/enterpriseServicePlatform/enterpriseInfo'],
  ['exhibitorService', '/exhibitor/exhibitorService'],
] as const;

/**
 * /enterpriseServicePlatform/exhibitorServicePlatform: the exhibitor's hub after approval, with
 * the signed-in enterprise's booths, contract and payment, staff passes and recommended buyers.
 */
export default function ServicePlatformPage() {
  const { t } = useTranslation('svcplat');
  const application = useApplication();
  return (
    <div className="exsvc-page">
      <h1>{t('hub.title')}</h1>
      <QueryResult query={application} retryText={t('retry')}>
        {(app) => <Hub app={app} />}
      </QueryResult>
    </div>
  );
}

function Hub({ app }: { app: Application }) {
  const { t } = useTranslation('svcplat');
  const { t: tx } = useTranslation('exsvc');
  const approved = app.status === 'approved';
  const booths = app.boothRequests.filter((r) => r.status === 'approved');
  return (
    <>
      <p data-testid="platform-status">
        {t('hub.status')} <Tag color={approved ? 'success' : 'processing'}>{tx(`status.${app.status}`)}</Tag>
      </p>
      {!approved && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('hub.notApproved')}
          action={<Link to="/enterpriseServicePlatform/applyNavigation">{t('hub.toSteps')}</Link>}
        />
      )}
      <div className="svcplat-grid">
        <Card size="small" title={t('hub.booths')} data-testid="platform-booths">
          {booths.length === 0 ? (
            <p className="dir-muted">{t('hub.noBooth')}</p>
          ) : (
            booths.map((b) => (
              <p key={b.id} style={{ margin: '4px 0' }}>
                <strong>{b.boothNo}</strong> · {t('hub.hall', { hall: b.hall })} · {tx(`type.${b.type}`)} ·{' '}
                {b.area} m²
              </p>
            ))
          )}
        </Card>
        <Contracts />
        <Passes />
        <Card size="small" title={t('hub.cards')} data-testid="platform-cards">
          <p className="dir-muted" style={{ marginTop: 0 }}>
            {t('hub.cardsText')}
          </p>
          <Link to="/enterpriseServicePlatform/recommendCard">{t('hub.open')}</Link>
        </Card>
      </div>
      <h2 style={{ marginTop: 16 }}>{t('hub.services')}</h2>
      <nav aria-label={t('hub.services')} className="exhub-hub">
        {LINKS.map(([key, to]) => (
          <Link key={key} to={to} className="exhub-hub__item">
            <Card size="small" hoverable style={{ height: '100%' }}>
              <strong>{t(`hub.links.${key}`)}</strong>
            </Card>
          </Link>
        ))}
      </nav>
    </>
  );
}

function Contracts() {
  const { t } = useTranslation('svcplat');
  const { t: tx } = useTranslation('exsvc');
  const lang = useLang();
  const contracts = useContracts();
  return (
    <Card size="small" title={t('hub.contracts')} data-testid="platform-contracts">
      <QueryResult
        query={contracts}
        retryText={t('retry')}
        isEmpty={(rows) => rows.length === 0}
        empty={t('hub.noContract')}
      >
        {(rows) => (
          <List
            size="small"
            dataSource={rows}
            renderItem={(c) => (
              <List.Item>
                <span>
                  <Link to="/myEnterprise/ordersContracts">{c.contractNo}</Link> · {money(c.amount, lang)}
                </span>
                <span>
                  <Tag>{tx(`contractState.${c.status}`)}</Tag>
                  <Tag color={c.paymentStatus === 'paid' ? 'success' : 'warning'}>
                    {t(`hub.payment.${c.paymentStatus}`)}
                  </Tag>
                </span>
              </List.Item>
            )}
          />
        )}
      </QueryResult>
    </Card>
  );
}

function Passes() {
  const { t } = useTranslation('svcplat');
  const passes = useStaffPasses();
  return (
    <Card size="small" title={t('hub.passes')} data-testid="platform-passes">
      <QueryResult query={passes} retryText={t('retry')}>
        {(list) => (
          <p style={{ margin: 0 }}>
            {t('hub.passesCount', { named: list.passes.length, limit: list.limit })} ·{' '}
            <Link to="/exhibitor/staffAddressList">{t('hub.open')}</Link>
          </p>
        )}
      </QueryResult>
    </Card>
  );
}
