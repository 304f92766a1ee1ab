import type { Application, BoothStep, BusinessStep, CompanyStep } from '@cidpex/contracts';
import { BOOTH_RULES } from '@cidpex/contracts';
import { Alert, Button, Card, Form, Grid, Input, InputNumber, Radio, Result, Steps, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryResult } from '../../../components/query-result';
import { formatDateTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { useApplication, useConfirmApplication, useSaveStep } from '../api';
import { usePricePlan } from '../api/price-plan';
import { ApplicationSummary } from '../components/application-summary';
import { BoothChooser } from '../components/booth-chooser';
import { MeetingForm } from '../components/meeting-form';
import { money } from '../lib/money';
import '../exhibitor-services.css';

/** `meeting` (meeting room and HPIA extras) is optional: the plan's Continue goes on to the confirmation. */
export const WIZARD_STEPS = ['company', 'business', 'booth', 'plan', 'meeting', 'confirm'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
const EDITABLE = ['draft', 'changes_requested', 'rejected'];

/**
 * The application to exhibit (spec §1, /application/* and /enterpriseServicePlatform/apply*):
 * every step is saved on the server when the person goes on, so the wizard resumes where it was
 * left, on any device; the final confirmation shows everything and locks it for review.
 */
export function ApplicationWizard({ initial }: { initial?: WizardStep }) {
  const { t } = useTranslation('exsvc');
  const query = useApplication();
  return (
    <div className="exsvc-page">
      <h1>{t('wizard.title')}</h1>
      <QueryResult query={query} retryText={t('retry')}>
        {(app) => <Wizard app={app} initial={initial} />}
      </QueryResult>
    </div>
  );
}

function firstOpenStep(app: Application): WizardStep {
  if (!app.company) return 'company';
  if (!app.business) return 'business';
  if (!app.booth) return 'booth';
  if (!app.boothRequests.some((r) => ['held', 'requested'].includes(r.status))) return 'plan';
  return 'confirm';
}

function Wizard({ app, initial }: { app: Application; initial?: WizardStep }) {
  const { t } = useTranslation('exsvc');
  const { t: tp } = useTranslation('svcplat');
  const lang = useLang();
  const [search, setSearch] = useSearchParams();
  const fromUrl = WIZARD_STEPS.find((s) => s === search.get('step'));
  const step: WizardStep = fromUrl ?? initial ?? firstOpenStep(app);
  const go = (next: WizardStep) => setSearch({ step: next });
  const editable = EDITABLE.includes(app.status);
  const desktop = Boolean(Grid.useBreakpoint().md);

  if (!editable) return <Locked app={app} />;
  return (
    <>
      {app.reviewNote && (
        <Alert
          type={app.status === 'rejected' ? 'error' : 'warning'}
          showIcon
          style={{ marginBottom: 12 }}
          title={t(`status.${app.status}`)}
          description={app.reviewNote}
        />
      )}
      {desktop ? (
        <Steps
          className="exsvc-steps"
          size="small"
          current={WIZARD_STEPS.indexOf(step)}
          onChange={(i) => go(WIZARD_STEPS[i]!)}
          items={WIZARD_STEPS.map((s) => ({
            title: s === 'meeting' ? tp('meeting.step') : t(`wizard.steps.${s}`),
          }))}
        />
      ) : (
        <p className="exsvc-steps" data-testid="wizard-progress">
          <strong>
            {t('wizard.progress', { n: WIZARD_STEPS.indexOf(step) + 1, total: WIZARD_STEPS.length })}
          </strong>{' '}
          {step === 'meeting' ? tp('meeting.step') : t(`wizard.steps.${step}`)}
        </p>
      )}
      <p className="dir-muted" data-testid="saved-at">
        {app.id ? t('wizard.savedAt', { time: formatDateTime(app.updatedAt, lang) }) : t('wizard.notSaved')}
      </p>
      {step === 'company' && <CompanyForm app={app} onDone={() => go('business')} />}
      {step === 'business' && (
        <BusinessForm app={app} onDone={() => go('booth')} onBack={() => go('company')} />
      )}
      {step === 'booth' && (
        <BoothWishForm app={app} onDone={() => go('plan')} onBack={() => go('business')} />
      )}
      {step === 'plan' && <BoothChooser app={app} onDone={() => go('confirm')} onBack={() => go('booth')} />}
      {step === 'meeting' && <MeetingForm app={app} onDone={() => go('confirm')} onBack={() => go('plan')} />}
      {step === 'confirm' && <Confirm app={app} onEdit={go} />}
    </>
  );
}

function useStepSaver() {
  const save = useSaveStep();
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    pending: save.isPending,
    run: async (body: Parameters<typeof save.mutateAsync>[0], onDone: () => void) => {
      setError(null);
      try {
        await save.mutateAsync(body);
        onDone();
      } catch (e) {
        setError((e as Error).message);
      }
    },
  };
}

function StepButtons({ pending, onBack }: { pending: boolean; onBack?: () => void }) {
  const { t } = useTranslation('exsvc');
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {onBack && <Button onClick={onBack}>{t('wizard.back')}</Button>}
      <Button type="primary" htmlType="submit" loading={pending}>
        {t('wizard.saveNext')}
      </Button>
    </div>
  );
}

function CompanyForm({ app, onDone }: { app: Application; onDone: () => void }) {
  const { t } = useTranslation('exsvc');
  const saver = useStepSaver();
  const required = (label: string) => [
    { required: true, whitespace: true, message: t('required', { label }) },
  ];
  const fields: [keyof CompanyStep, boolean][] = [
    ['name', true],
    ['nameEn', false],
    ['creditCode', false],
    ['address', true],
    ['website', false],
    ['landline', false],
    ['contactName', true],
    ['contactMobile', true],
    ['contactEmail', true],
  ];
  return (
    <Card title={t('wizard.steps.company')}>
      {!app.company && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('wizard.prefilled')} />
      )}
      <Form
        layout="vertical"
        initialValues={app.company ?? app.prefill}
        onFinish={(values: CompanyStep) => saver.run({ step: 'company', data: values }, onDone)}
      >
        {fields.map(([name, isRequired]) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`company.${name}`)}
            rules={
              name === 'contactEmail'
                ? [...required(t('company.contactEmail')), { type: 'email', message: t('emailInvalid') }]
                : isRequired
                  ? required(t(`company.${name}`))
                  : []
            }
          >
            <Input autoComplete="off" />
          </Form.Item>
        ))}
        {saver.error && <Alert type="error" showIcon title={saver.error} style={{ marginBottom: 12 }} />}
        <StepButtons pending={saver.pending} />
      </Form>
    </Card>
  );
}

function BusinessForm({ app, onDone, onBack }: { app: Application; onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation('exsvc');
  const saver = useStepSaver();
  return (
    <Card title={t('wizard.steps.business')}>
      <Form
        layout="vertical"
        initialValues={app.business ?? { mainBusiness: 'I1', exhibits: '', brands: '' }}
        onFinish={(values: BusinessStep) => saver.run({ step: 'business', data: values }, onDone)}
      >
        <Form.Item name="mainBusiness" label={t('business.mainBusiness')} rules={[{ required: true }]}>
          <Radio.Group
            options={['I1', 'I2', 'I3', 'I4', 'I5'].map((code) => ({
              value: code,
              label: t(`business.industries.${code}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="exhibits"
          label={t('business.exhibits')}
          rules={[
            { required: true, whitespace: true, message: t('required', { label: t('business.exhibits') }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={1000} showCount />
        </Form.Item>
        <Form.Item name="brands" label={t('business.brands')}>
          <Input maxLength={200} />
        </Form.Item>
        {saver.error && <Alert type="error" showIcon title={saver.error} style={{ marginBottom: 12 }} />}
        <StepButtons pending={saver.pending} onBack={onBack} />
      </Form>
    </Card>
  );
}

function BoothWishForm({
  app,
  onDone,
  onBack,
}: {
  app: Application;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('exsvc');
  const lang = useLang();
  const saver = useStepSaver();
  // Types on offer, prices and minimum areas: the organizer's price plan (its defaults while loading).
  const pricePlan = usePricePlan();
  const offered = pricePlan.data?.types;
  const ruleOf = (type: string) => offered?.find((x) => x.type === type);
  const rawMin = ruleOf('raw')?.minArea ?? BOOTH_RULES.rawMinArea;
  const [form] = Form.useForm<BoothStep>();
  const type = Form.useWatch('type', form) ?? app.booth?.type ?? 'standard';
  const width = Form.useWatch('width', form) ?? 3;
  const depth = Form.useWatch('depth', form) ?? 3;
  const area = Math.round((width ?? 0) * (depth ?? 0));
  const tooSmall = type === 'raw' && area < rawMin;
  const notMultiple = type === 'standard' && area % BOOTH_RULES.standardArea !== 0;
  useEffect(() => {
    if (type === 'raw' && area < rawMin && !app.booth) {
      const side = Math.ceil(Math.sqrt(rawMin) / 3) * 3;
      form.setFieldsValue({ width: side, depth: side });
    }
  }, [type, area, app.booth, form, rawMin]);
  const rule = ruleOf(type);
  return (
    <Card title={t('wizard.steps.booth')}>
      <Form
        form={form}
        layout="vertical"
        initialValues={app.booth ?? { type: 'standard', width: 3, depth: 3 }}
        onFinish={(values) =>
          saver.run(
            { step: 'booth', data: { ...values, area: Math.round(values.width * values.depth) } },
            onDone,
          )
        }
      >
        <Form.Item name="type" label={t('booth.type')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            options={(offered ?? [{ type: 'standard' as const }, { type: 'raw' as const }]).map((x) => ({
              value: x.type,
              label: t(`type.${x.type}`),
            }))}
          />
        </Form.Item>
        {rule ? (
          <p className="dir-muted" data-testid="booth-hint">
            {t(type === 'standard' ? 'booth.standardHint' : 'booth.rawHint', {
              price: money(rule.unitPrice, lang),
              min: rule.minArea,
            })}
          </p>
        ) : (
          pricePlan.data && <Alert type="warning" showIcon title={t('plan.notOffered')} />
        )}
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Form.Item name="width" label={t('booth.width')} rules={[{ required: true }]}>
            <InputNumber min={3} max={100} step={3} addonAfter="m" />
          </Form.Item>
          <Form.Item name="depth" label={t('booth.depth')} rules={[{ required: true }]}>
            <InputNumber min={3} max={100} step={3} addonAfter="m" />
          </Form.Item>
        </div>
        <p data-testid="booth-area">
          {t('booth.area')}: <strong>{area} m²</strong>
        </p>
        {tooSmall && (
          <Alert
            type="warning"
            showIcon
            title={t('booth.rawTooSmall', { min: rawMin })}
            style={{ marginBottom: 12 }}
          />
        )}
        {notMultiple && (
          <Alert type="warning" showIcon title={t('booth.standardMultiple')} style={{ marginBottom: 12 }} />
        )}
        {saver.error && <Alert type="error" showIcon title={saver.error} style={{ marginBottom: 12 }} />}
        <StepButtons pending={saver.pending} onBack={onBack} />
      </Form>
    </Card>
  );
}

function Confirm({
  app,
  onEdit,
}: {
  app: Application;
  onEdit: (step: 'company' | 'business' | 'booth' | 'plan' | 'meeting') => void;
}) {
  const { t } = useTranslation('exsvc');
  const confirm = useConfirmApplication();
  const [error, setError] = useState<string | null>(null);
  return (
    <Card title={t('wizard.steps.confirm')}>
      <Alert type="info" showIcon title={t('confirm.hint')} style={{ marginBottom: 12 }} />
      <ApplicationSummary app={app} onEdit={onEdit} />
      {error && <Alert type="error" showIcon title={error} style={{ margin: '12px 0' }} />}
      <Button
        type="primary"
        size="large"
        loading={confirm.isPending}
        onClick={async () => {
          setError(null);
          try {
            await confirm.mutateAsync();
          } catch (e) {
            setError((e as Error).message);
          }
        }}
      >
        {t('confirm.submit')}
      </Button>
    </Card>
  );
}

/** After the final confirmation: what was sent, its state, and what comes next. */
function Locked({ app }: { app: Application }) {
  const { t } = useTranslation('exsvc');
  const navigate = useNavigate();
  return (
    <>
      <Result
        status={app.status === 'approved' ? 'success' : 'info'}
        title={
          <span data-testid="application-status">
            {t(`status.${app.status}`)} <Tag>{t(`status.${app.status}`)}</Tag>
          </span>
        }
        subTitle={t(`statusHint.${app.status}`)}
        extra={
          app.status === 'approved' ? (
            <Button type="primary" onClick={() => navigate('/myEnterprise/ordersContracts')}>
              {t('contracts.go')}
            </Button>
          ) : null
        }
      />
      <Card>
        <ApplicationSummary app={app} />
      </Card>
    </>
  );
}
