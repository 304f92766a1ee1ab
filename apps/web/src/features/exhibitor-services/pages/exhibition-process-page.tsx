import type { Application, FairEdition, FairPhase } from '@cidpex/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Steps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryResult } from '../../../components/query-result';
import { formatDay, formatFairTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n/lang';
import { useCurrentFair } from '../../../lib/session/current-fair';
import { useSession } from '../../../lib/session/session-store';
import { useApplication } from '../api';
import '../exhibitor-services.css';

/** The steps of exhibiting, in order, each with the page that does it. */
const STEPS = [
  { key: 'apply', to: '/enterpriseServicePlatform/applyBasicPage' },
  { key: 'booth', to: '/exhibitor/switchBooth' },
  { key: 'contract', to: '/myEnterprise/ordersContracts' },
  { key: 'passes', to: '/exhibitor/staffAddressList' },
  { key: 'fair', to: '/exhibitor/floorplan' },
] as const;

/** Which step the fair's phase puts everyone at (before the exhibitor's own progress is known). */
const PHASE_STEP: Record<FairPhase, number> = {
  beforeRegistration: 0,
  registrationOpen: 0,
  registrationClosed: 3,
  fairDays: 4,
  afterFair: 5,
};

/**
 * The exhibitor's own step from the application: applying until it is approved, then the booth
 * until one is approved, then the contract. Null when no one is signed in.
 */
function ownStep(application: Application | undefined): number | null {
  if (!application) return null;
  if (application.status !== 'approved') return 0;
  const booths = application.boothRequests.filter((b) => b.status === 'approved');
  return booths.length === 0 ? 1 : 2;
}

/**
 * /exhibitor/exhibitionProcess: how exhibiting goes, step by step, with the fair's own dates
 * (registration window, fair days and hours, venue) from the current fair edition, and, for a
 * signed-in exhibitor, where its application stands.
 */
export default function ExhibitionProcessPage() {
  const { t } = useTranslation('exhub');
  const fair = useCurrentFair();
  const user = useSession().user;
  return (
    <div className="exsvc-page">
      <h1>{t('process.title')}</h1>
      <QueryResult query={fair} retryText={t('trade.retry')}>
        {(edition) => <Process fair={edition} signedIn={Boolean(user)} />}
      </QueryResult>
    </div>
  );
}

function Process({ fair, signedIn }: { fair: FairEdition; signedIn: boolean }) {
  const { t } = useTranslation('exhub');
  const lang = useLang();
  const days =
    fair.startDate === fair.endDate
      ? formatDay(fair.startDate, lang)
      : `${formatDay(fair.startDate, lang)} – ${formatDay(fair.endDate, lang)}`;
  const phaseStep = PHASE_STEP[fair.phase];
  return (
    <>
      <Card title={fair.name} style={{ marginBottom: 16 }} data-testid="process-dates">
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('process.phase')}>
            <Tag color={fair.registrationOpen ? 'success' : undefined}>
              {t(`process.phases.${fair.phase}`)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('process.opens')}>
            {fair.registrationOpensAt ? formatFairTime(fair.registrationOpensAt, lang) : t('process.notSet')}
          </Descriptions.Item>
          <Descriptions.Item label={t('process.deadline')}>
            {fair.registrationClosesAt
              ? formatFairTime(fair.registrationClosesAt, lang)
              : t('process.untilClosed')}
          </Descriptions.Item>
          <Descriptions.Item label={t('process.days')}>
            {days} · {fair.openTime}–{fair.closeTime}
          </Descriptions.Item>
          <Descriptions.Item label={t('process.venue')}>
            {fair.city} · {fair.venue}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {signedIn ? <OwnProgress phaseStep={phaseStep} /> : <ProcessSteps current={phaseStep} />}
    </>
  );
}

function OwnProgress({ phaseStep }: { phaseStep: number }) {
  const { t } = useTranslation('exhub');
  const { t: tx } = useTranslation('exsvc');
  const application = useApplication() as UseQueryResult<Application>;
  if (application.isPending) return <ProcessSteps current={phaseStep} />;
  if (application.isError) {
    return (
      <>
        <Alert type="warning" showIcon title={application.error.message} style={{ marginBottom: 16 }} />
        <ProcessSteps current={phaseStep} />
      </>
    );
  }
  const own = ownStep(application.data) ?? phaseStep;
  return (
    <>
      <p data-testid="process-own">
        {t('hub.status')} <Tag color="processing">{tx(`status.${application.data.status}`)}</Tag>
      </p>
      <ProcessSteps current={Math.max(own, phaseStep === 5 ? 5 : 0)} />
    </>
  );
}

function ProcessSteps({ current }: { current: number }) {
  const { t } = useTranslation('exhub');
  return (
    <Steps
      orientation="vertical"
      current={current}
      data-testid="process-steps"
      items={STEPS.map((step) => ({
        title: <Link to={step.to}>{t(`process.steps.${step.key}.title`)}</Link>,
        content: t(`process.steps.${step.key}.text`),
      }))}
    />
  );
}
