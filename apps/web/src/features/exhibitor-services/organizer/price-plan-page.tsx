import {
  BOOTH_RULES,
  BOOTH_TYPES,
  type BoothPricePlan,
  type BoothType,
  PRICE_PLAN_LIMITS,
  type PricePlanBody,
} from '@cidpex/contracts';
import { Alert, Button, Card, Empty, Form, InputNumber, Modal, Select, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../../components/query-result';
import { formatDateTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { useOrganizerPricePlan, useSavePricePlan } from '../api/price-plan';
import { money } from '../lib/money';
import '../exhibitor-services.css';

interface TypeFields {
  type: BoothType;
  /** Whole yuan in the form; fen on the wire. */
  unitPrice: number;
  minArea: number;
  cornerSurchargePercent: number;
}
interface Fields {
  types: TypeFields[];
  m2PerStaffPass: number;
}

const toFields = (plan: BoothPricePlan): Fields => ({
  types: plan.types.map((t) => ({
    type: t.type,
    unitPrice: t.unitPrice / 100,
    minArea: t.minArea,
    cornerSurchargePercent: t.cornerSurchargePercent,
  })),
  m2PerStaffPass: plan.m2PerStaffPass,
});

const toBody = (values: Fields, version: number): PricePlanBody => ({
  types: values.types.map((t) => ({
    type: t.type,
    unitPrice: Math.round(t.unitPrice * 100),
    minArea: t.minArea,
    cornerSurchargePercent: t.cornerSurchargePercent,
  })),
  m2PerStaffPass: values.m2PerStaffPass,
  version,
});

/** An integer within [min, max], else the message. */
const wholeIn = (min: number, max: number, message: string) => ({
  validator: (_: unknown, v: unknown) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

function PlanForm({ plan }: { plan: BoothPricePlan }) {
  const { t } = useTranslation('exsvc');
  const lang = useLang();
  const [form] = Form.useForm<Fields>();
  const save = useSavePricePlan();
  const [pending, setPending] = useState<Fields | null>(null);
  const [saved, setSaved] = useState(false);
  // The version saved last: a second save before the plan is read again starts from it.
  const [version, setVersion] = useState(plan.version);
  // preserve: the type of a card is no form item, so a plain watch would leave it out.
  const types = (Form.useWatch('types', { form, preserve: true }) ?? toFields(plan).types) as TypeFields[];
  const missing = BOOTH_TYPES.filter((type) => !types.some((x) => x?.type === type));

  const confirm = () => {
    if (!pending) return;
    setSaved(false);
    save.mutate(toBody(pending, version), {
      onSuccess: (next) => {
        setVersion(next.version);
        setPending(null);
        setSaved(true);
        form.setFieldsValue(toFields(next));
      },
      onError: () => setPending(null),
    });
  };

  return (
    <Form<Fields>
      form={form}
      layout="vertical"
      initialValues={toFields(plan)}
      // The type of each card is no form item: take every stored value, not only the items'.
      onFinish={() => setPending(form.getFieldsValue(true) as Fields)}
      onValuesChange={() => setSaved(false)}
    >
      <Form.List
        name="types"
        rules={[
          {
            validator: (_, v: unknown[] | undefined) =>
              v && v.length > 0 ? Promise.resolve() : Promise.reject(new Error(t('pricePlan.v.empty'))),
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.length === 0 && <Empty description={t('pricePlan.empty')} />}
            <div className="exsvc-price-types">
              {fields.map((field) => {
                const type = form.getFieldValue(['types', field.name, 'type']) as BoothType;
                const unit = type === 'standard' ? 'booth' : 'm2';
                return (
                  <Card
                    key={field.key}
                    size="small"
                    data-testid={`price-type-${type}`}
                    title={t(`type.${type}`)}
                    extra={
                      <Button size="small" danger onClick={() => remove(field.name)}>
                        {t('pricePlan.remove')}
                      </Button>
                    }
                  >
                    <Form.Item
                      name={[field.name, 'unitPrice']}
                      label={t(`pricePlan.unitPrice.${unit}`)}
                      rules={[
                        wholeIn(
                          PRICE_PLAN_LIMITS.minUnitPrice / 100,
                          PRICE_PLAN_LIMITS.maxUnitPrice / 100,
                          t('pricePlan.v.price'),
                        ),
                      ]}
                    >
                      <InputNumber style={{ width: '100%' }} addonAfter={t('pricePlan.yuan')} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'minArea']}
                      label={t('pricePlan.minArea')}
                      extra={type === 'standard' ? t('pricePlan.standardArea') : undefined}
                      rules={[
                        wholeIn(BOOTH_RULES.standardArea, BOOTH_RULES.rawMaxArea, t('pricePlan.v.minArea')),
                        {
                          validator: (_, v: number) =>
                            type === 'standard' && typeof v === 'number' && v % BOOTH_RULES.standardArea !== 0
                              ? Promise.reject(new Error(t('pricePlan.v.minArea')))
                              : Promise.resolve(),
                        },
                      ]}
                    >
                      <InputNumber style={{ width: '100%' }} addonAfter="m²" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'cornerSurchargePercent']}
                      label={t('pricePlan.corner')}
                      rules={[
                        wholeIn(0, PRICE_PLAN_LIMITS.maxCornerSurchargePercent, t('pricePlan.v.corner')),
                      ]}
                    >
                      <InputNumber style={{ width: '100%' }} addonAfter="%" />
                    </Form.Item>
                  </Card>
                );
              })}
            </div>
            <Form.ErrorList errors={errors} />
            {missing.length > 0 && (
              <Space wrap style={{ margin: '12px 0' }}>
                <Select<BoothType>
                  aria-label={t('pricePlan.addType')}
                  placeholder={t('pricePlan.addType')}
                  style={{ minWidth: 200 }}
                  value={null}
                  options={missing.map((type) => ({ value: type, label: t(`type.${type}`) }))}
                  onChange={(type) => {
                    const base = plan.types.find((x) => x.type === type);
                    add({
                      type,
                      unitPrice:
                        (base?.unitPrice ??
                          (type === 'standard' ? BOOTH_RULES.standardPrice : BOOTH_RULES.rawPricePerM2)) /
                        100,
                      minArea:
                        base?.minArea ??
                        (type === 'standard' ? BOOTH_RULES.standardArea : BOOTH_RULES.rawMinArea),
                      cornerSurchargePercent:
                        base?.cornerSurchargePercent ?? BOOTH_RULES.cornerSurchargePercent,
                    });
                  }}
                />
              </Space>
            )}
          </>
        )}
      </Form.List>
      <Card size="small" title={t('pricePlan.passes')} style={{ marginTop: 12 }}>
        <Form.Item
          name="m2PerStaffPass"
          label={t('pricePlan.m2PerStaffPass')}
          extra={t('pricePlan.passesHint', { min: plan.minStaffPasses })}
          rules={[
            wholeIn(
              PRICE_PLAN_LIMITS.minM2PerStaffPass,
              PRICE_PLAN_LIMITS.maxM2PerStaffPass,
              t('pricePlan.v.staffPass'),
            ),
          ]}
        >
          <InputNumber style={{ width: '100%' }} addonAfter="m²" />
        </Form.Item>
      </Card>
      {save.error && (
        <Alert
          type="error"
          showIcon
          title={save.error.message}
          style={{ marginTop: 12 }}
          data-testid="plan-error"
        />
      )}
      {saved && <Alert type="success" showIcon title={t('pricePlan.saved')} style={{ marginTop: 12 }} />}
      <Space wrap style={{ marginTop: 12 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('pricePlan.save')}
        </Button>
        <Button onClick={() => form.resetFields()} disabled={save.isPending}>
          {t('pricePlan.reset')}
        </Button>
      </Space>
      <Modal
        open={pending !== null}
        title={t('pricePlan.confirmTitle')}
        okText={t('pricePlan.confirmOk')}
        cancelText={t('pricePlan.confirmCancel')}
        confirmLoading={save.isPending}
        onOk={confirm}
        onCancel={() => setPending(null)}
      >
        <p>{t('pricePlan.confirmText')}</p>
        <ul>
          {pending?.types.map((x) => (
            <li key={x.type}>
              {t(`type.${x.type}`)}:{' '}
              {t(`pricePlan.per.${x.type === 'standard' ? 'booth' : 'm2'}`, {
                price: money(Math.round(x.unitPrice * 100), lang),
              })}
            </li>
          ))}
        </ul>
      </Modal>
    </Form>
  );
}

/** /organizer/pricePlan: the booth types on offer and their prices, edited by the organizer. */
export default function PricePlanPage() {
  const { t } = useTranslation('exsvc');
  const lang = useLang();
  const plan = useOrganizerPricePlan();
  return (
    <div className="org-page">
      <h1>{t('pricePlan.title')}</h1>
      <p className="dir-muted">{t('pricePlan.intro')}</p>
      <QueryResult query={plan} retryText={t('retry')} loading={<Skeleton active />}>
        {(data) => (
          <>
            <p className="dir-muted" data-testid="plan-version">
              {data.updatedAt ? (
                t('pricePlan.updatedAt', { time: formatDateTime(data.updatedAt, lang) })
              ) : (
                <Tag>{t('pricePlan.defaults')}</Tag>
              )}
            </p>
            <PlanForm plan={data} />
          </>
        )}
      </QueryResult>
    </div>
  );
}
