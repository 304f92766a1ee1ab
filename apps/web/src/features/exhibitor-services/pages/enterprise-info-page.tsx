import type { Application } from '@cidpex/contracts';
import { Alert, Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryResult } from '../../../components/query-result';
import { UserText } from '../../../components/user-text';
import { useApplication } from '../api';
import { STEP_LINKS } from '../lib/progress';
import '../exhibitor-services.css';

const COMPANY_FIELDS = [
  'name',
  'nameEn',
  'creditCode',
  'address',
  'website',
  'landline',
  'contactName',
  'contactMobile',
  'contactEmail',
] as const;
const EDITABLE = ['draft', 'changes_requested', 'rejected'];

/**
 * /enterpriseServicePlatform/enterpriseInfo: the enterprise's information as the organizer sees it
 * in the application (company and business steps), read-only, with links to where it is edited.
 */
export default function EnterpriseInfoPage() {
  const { t } = useTranslation('svcplat');
  const application = useApplication();
  return (
    <div className="exsvc-page">
      <h1>{t('info.title')}</h1>
      <p className="dir-muted">{t('info.intro')}</p>
      <QueryResult query={application} retryText={t('retry')}>
        {(app) => <Info app={app} />}
      </QueryResult>
    </div>
  );
}

function Info({ app }: { app: Application }) {
  const { t } = useTranslation('svcplat');
  const { t: tx } = useTranslation('exsvc');
  const editable = EDITABLE.includes(app.status);
  const company: Partial<Record<(typeof COMPANY_FIELDS)[number], string>> = app.company ?? app.prefill;
  const edit = (to: string) => (editable ? <Link to={to}>{t('info.edit')}</Link> : null);
  return (
    <>
      {!editable && <Alert type="info" showIcon title={t('info.locked')} style={{ marginBottom: 12 }} />}
      <Card
        title={t('info.company')}
        extra={edit(STEP_LINKS.company)}
        style={{ marginBottom: 12 }}
        data-testid="info-company"
      >
        {!app.company && (
          <Alert type="warning" showIcon title={t('info.fromCertified')} style={{ marginBottom: 12 }} />
        )}
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={COMPANY_FIELDS.map((k) => ({
            key: k,
            label: tx(`company.${k}`),
            children: <UserText>{company[k] || '—'}</UserText>,
          }))}
        />
      </Card>
      <Card
        title={t('info.business')}
        extra={edit(STEP_LINKS.business)}
        style={{ marginBottom: 12 }}
        data-testid="info-business"
      >
        {app.business ? (
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'main',
                label: tx('business.mainBusiness'),
                children: tx(`business.industries.${app.business.mainBusiness}`, {
                  defaultValue: app.business.mainBusiness,
                }),
              },
              {
                key: 'exhibits',
                label: tx('business.exhibits'),
                children: <UserText>{app.business.exhibits}</UserText>,
              },
              {
                key: 'brands',
                label: tx('business.brands'),
                children: <UserText>{app.business.brands || '—'}</UserText>,
              },
            ]}
          />
        ) : (
          <p className="dir-muted">{t('info.noBusiness')}</p>
        )}
      </Card>
      <Card size="small" title={t('info.record')}>
        <p className="dir-muted" style={{ marginTop: 0 }}>
          {t('info.recordText')}
        </p>
        <Link to="/myEnterprise/basicinfo">{t('info.recordLink')}</Link>
      </Card>
    </>
  );
}
