import { Alert, Button, Card, Skeleton, Steps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLang } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/route-rules';
import { useSession } from '../../../lib/session/session-store';
import { useBound } from '../../enterprises';
import { useApplication } from '../api';
import '../exhibitor-services.css';
import '../service-platform.css';
import { userSlot, WithUserText } from '../../../components/user-text';

const STEPS = ['account', 'certify', 'apply', 'booth', 'contract', 'services'] as const;
const NEEDS = ['licence', 'company', 'contact', 'booth'] as const;
const PAGE = '/enterpriseServicePlatform/settledPlatform';

/**
 * /enterpriseServicePlatform/settledPlatform: joining the fair as an exhibitor (入驻) — the steps,
 * what is needed, where the signed-in user's enterprise stands, and the next thing to do.
 */
export default function SettledPlatformPage() {
  const { t } = useTranslation('svcplat');
  const { user } = useSession();
  return (
    <div className="exsvc-page">
      <h1>{t('settled.title')}</h1>
      <p className="dir-muted">{t('settled.intro')}</p>
      <Card size="small" title={t('settled.yours')} style={{ marginBottom: 12 }} data-testid="settled-state">
        {user ? <Mine /> : <Anonymous />}
      </Card>
      <div className="svcplat-grid">
        {user ? <SignedInSteps /> : <JoinSteps current={0} />}
        <Card size="small" title={t('settled.needed')}>
          <ul style={{ paddingInlineStart: 20, margin: 0 }}>
            {NEEDS.map((n) => (
              <li key={n}>{t(`settled.needs.${n}`)}</li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}

function JoinSteps({ current }: { current: number }) {
  const { t } = useTranslation('svcplat');
  return (
    <Card size="small">
      <Steps
        orientation="vertical"
        size="small"
        current={current}
        items={STEPS.map((s) => ({
          title: t(`settled.steps.${s}`),
          description: t(`settled.stepText.${s}`),
        }))}
      />
    </Card>
  );
}

/** The steps with the one the signed-in user's enterprise is at: certify, else apply. */
function SignedInSteps() {
  const bound = useBound();
  return <JoinSteps current={bound.data?.membership?.certified ? 2 : 1} />;
}

function Anonymous() {
  const { t } = useTranslation('svcplat');
  const navigate = useNavigate();
  const lang = useLang();
  return (
    <>
      <p style={{ marginTop: 0 }}>{t('settled.anonymous')}</p>
      <Button type="primary" onClick={() => navigate(loginPathFor(lang, PAGE))}>
        {t('settled.cta.login')}
      </Button>
    </>
  );
}

function Mine() {
  const { t } = useTranslation('svcplat');
  const bound = useBound();
  const navigate = useNavigate();
  if (bound.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (bound.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={bound.error.message}
        action={<Button onClick={() => bound.refetch()}>{t('retry')}</Button>}
      />
    );
  const m = bound.data.membership;
  if (!m)
    return (
      <>
        <p style={{ marginTop: 0 }} data-testid="settled-text">
          {t('settled.noEnterprise')}
        </p>
        <Button type="primary" onClick={() => navigate('/enterprise/certification')}>
          {t('settled.cta.certify')}
        </Button>
      </>
    );
  if (!m.certified)
    return (
      <>
        <p style={{ marginTop: 0 }} data-testid="settled-text">
          <WithUserText
            text={t(m.status === 'rejected' ? 'settled.rejected' : 'settled.pending', {
              name: userSlot('name'),
            })}
            values={{ name: m.name }}
          />
        </p>
        {m.status === 'rejected' && (
          <Button type="primary" onClick={() => navigate('/enterprise/certification')}>
            {t('settled.cta.certify')}
          </Button>
        )}
      </>
    );
  return <Certified name={m.name} />;
}

function Certified({ name }: { name: string }) {
  const { t } = useTranslation('svcplat');
  const { t: tx } = useTranslation('exsvc');
  const navigate = useNavigate();
  const application = useApplication();
  if (application.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  const status = application.data?.status;
  const cta =
    status === 'approved'
      ? { to: '/enterpriseServicePlatform/exhibitorServicePlatform', label: 'settled.cta.hub' }
      : application.data?.id
        ? { to: '/enterpriseServicePlatform/applyNavigation', label: 'settled.cta.continue' }
        : { to: '/enterpriseServicePlatform/applyHome', label: 'settled.cta.apply' };
  return (
    <>
      <p style={{ marginTop: 0 }} data-testid="settled-text">
        <WithUserText text={t('settled.certified', { name: userSlot('name') })} values={{ name }} />{' '}
        {status && (
          <>
            {t('settled.application')} <Tag color="processing">{tx(`status.${status}`)}</Tag>
          </>
        )}
      </p>
      {application.isError && <Alert type="error" showIcon title={application.error.message} />}
      <Button type="primary" onClick={() => navigate(cta.to)}>
        {t(cta.label)}
      </Button>
    </>
  );
}
