import type { PlanBooth } from '@cidpex/contracts';
import { Alert, Button, Card, Descriptions, InputNumber, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { useLang } from '../../../lib/i18n';
import { useAssignBooth, useBoothPlan } from '../api';
import { BoothPlanView } from '../components/booth-plan-view';
import { HallFeaturesEditor } from '../components/hall-features-editor';
import { money } from '../lib/money';
import '../exhibitor-services.css';

/**
 * /organizer/boothPlan: every booth with its state and holder; the organizer assigns or frees a
 * booth by hand, and edits the shown hall's doors and facilities under the plan.
 */
export default function BoothPlanPage() {
  const { t } = useTranslation('exsvc');
  const lang = useLang();
  const [hall, setHall] = useState<string | null>(null);
  const plan = useBoothPlan(hall, null, true);
  const [selected, setSelected] = useState<PlanBooth | null>(null);
  const [enterpriseId, setEnterpriseId] = useState<number | null>(null);
  const assign = useAssignBooth();
  const [error, setError] = useState<string | null>(null);
  const current = selected && plan.data?.booths.find((b) => b.boothNo === selected.boothNo);
  const run = async (id: number | null) => {
    if (!current) return;
    setError(null);
    try {
      await assign.mutateAsync({ boothNo: current.boothNo, enterpriseId: id });
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <div className="org-page">
      <h1>{t('org.plan')}</h1>
      <div className="exsvc-grid exsvc-grid--plan">
        <Card styles={{ body: { padding: 12 } }}>
          {plan.isPending ? (
            <Skeleton active />
          ) : plan.isError ? (
            <Alert type="error" showIcon title={plan.error.message} />
          ) : (
            <BoothPlanView
              plan={plan.data}
              highlightType={null}
              selected={selected?.boothNo ?? null}
              onSelect={setSelected}
              onHall={(h) => {
                setHall(h);
                setSelected(null);
              }}
            />
          )}
        </Card>
        <Card title={t('plan.details')} size="small">
          {current ? (
            <>
              <Descriptions
                column={1}
                size="small"
                items={[
                  { key: 'no', label: t('boothNo'), children: <strong>{current.boothNo}</strong> },
                  {
                    key: 'type',
                    label: t('booth.type'),
                    children: `${t(`type.${current.type}`)} · ${current.size} m²`,
                  },
                  {
                    key: 'price',
                    label: t('plan.price'),
                    children: current.price === null ? t('plan.notOffered') : money(current.price, lang),
                  },
                  { key: 'state', label: t('plan.state'), children: t(`state.${current.state}`) },
                  {
                    key: 'holder',
                    label: t('org.holder'),
                    children: <UserText>{current.holder ?? '—'}</UserText>,
                  },
                ]}
              />
              <Space orientation="vertical" style={{ width: '100%', marginTop: 8 }}>
                <label htmlFor="exsvc-enterprise">{t('org.enterpriseId')}</label>
                <InputNumber
                  id="exsvc-enterprise"
                  min={1}
                  value={enterpriseId}
                  onChange={(v) => setEnterpriseId(v)}
                />
                <Space wrap>
                  <Button
                    type="primary"
                    disabled={!enterpriseId}
                    loading={assign.isPending}
                    onClick={() => run(enterpriseId)}
                  >
                    {t('org.assign')}
                  </Button>
                  {current.state !== 'free' && (
                    <Button danger loading={assign.isPending} onClick={() => run(null)}>
                      {t('org.free')}
                    </Button>
                  )}
                </Space>
              </Space>
            </>
          ) : (
            <p className="dir-muted">{t('plan.pick')}</p>
          )}
          {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
        </Card>
      </div>
      <HallFeaturesEditor hall={plan.data?.hall ?? null} />
    </div>
  );
}
