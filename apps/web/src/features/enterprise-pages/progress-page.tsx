import type { Membership, Progress, ProgressState } from '@cidpex/contracts';
import { Steps, type StepsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button-link';
import { QueryResult } from '../../components/query-result';
import { UserText } from '../../components/user-text';
import { formatDate } from '../../lib/date-format';
import { useLang } from '../../lib/i18n';
import { CenterFrame } from '../enterprises';
import { useProgress } from './api';
import { Loading } from './loading';
import { PendingAudits, RelatedEnterprises } from './related-enterprises';

const STEP_STATUS: Record<ProgressState, NonNullable<StepsProps['items']>[number]['status']> = {
  done: 'finish',
  waiting: 'process',
  action: 'error',
  todo: 'wait',
};

/** Where each step is taken care of. */
const STEP_PATH = {
  certification: '/myEnterprise/basicinfo',
  settlement: '/enterprise/settlement',
  page: '/myEnterprise/preview',
  products: '/myEnterprise/productList',
} as const;

function StepBody({ step }: { step: Progress['steps'][number] }) {
  const { t } = useTranslation('entpages');
  const lang = useLang();
  const next = t(`progress.next.${step.key}.${step.state}`);
  return (
    <div style={{ paddingBottom: 8 }}>
      <p style={{ margin: '4px 0' }}>
        <strong>{t(`progress.states.${step.state}`)}</strong>
        {step.key === 'products' && step.count !== null
          ? ` · ${t('progress.listed', { count: step.count })}`
          : ''}
        {step.at ? ` · ${formatDate(step.at, lang)}` : ''}
      </p>
      {step.reason && (
        <p style={{ margin: '4px 0', color: '#b42318' }}>
          {t('progress.reason')}
          <UserText>{step.reason}</UserText>
        </p>
      )}
      <p style={{ margin: '4px 0' }}>{next}</p>
      {step.state !== 'done' && step.state !== 'waiting' && (
        <ButtonLink size="small" type="primary" to={STEP_PATH[step.key]}>
          {t(`progress.go.${step.key}`)}
        </ButtonLink>
      )}
    </div>
  );
}

function ProgressBody({ membership }: { membership: Membership }) {
  const { t } = useTranslation('entpages');
  const query = useProgress(membership.enterpriseId);
  return (
    <>
      <QueryResult query={query} retryText={t('retry')} errorTitle={t('loadError')} loading={<Loading />}>
        {(progress) => <ProgressSteps progress={progress} />}
      </QueryResult>
      <PendingAudits />
      <RelatedEnterprises membership={membership} />
    </>
  );
}

function ProgressSteps({ progress }: { progress: Progress }) {
  const { t } = useTranslation('entpages');
  const steps = progress.steps;
  const done = steps.filter((s) => s.state === 'done').length;
  return (
    <>
      <p>{t('progress.summary', { done, total: steps.length })}</p>
      <Steps
        direction="vertical"
        current={steps.findIndex((s) => s.state !== 'done')}
        items={steps.map((step) => ({
          key: step.key,
          title: t(`progress.steps.${step.key}`),
          status: STEP_STATUS[step.state],
          description: <StepBody step={step} />,
        }))}
      />
    </>
  );
}

/** /myEnterprise/progress: certification, settlement, page review and products at a glance, with what to do next. */
export default function ProgressPage() {
  const { t } = useTranslation('entpages');
  return (
    <CenterFrame active="progress" title={t('progress.title')}>
      {(membership) => <ProgressBody membership={membership} />}
    </CenterFrame>
  );
}
