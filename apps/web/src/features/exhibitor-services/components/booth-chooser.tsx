import type { Application, BoothType, PlanBooth } from '@cidpex/contracts';
import { BOOTH_RULES } from '@cidpex/contracts';
import { Alert, Button, Card, Descriptions, List, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../../components/query-result';
import { formatDateTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { useBoothAction, useBoothPlan } from '../api';
import { usePricePlan } from '../api/price-plan';
import { money } from '../lib/money';
import { BoothPlanView } from './booth-plan-view';

/**
 * Step "choose a booth": the plan with the free booths of the wished type highlighted; a booth's
 * price (the organizer's price plan: per booth or m², corner surcharge) is shown before it is
 * chosen; a choice holds it for the plan's hold minutes; chosen booths can be exchanged or given up.
 */
export function BoothChooser({
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
  const type: BoothType | null = app.booth?.type ?? null;
  const [hall, setHall] = useState<string | null>(null);
  const plan = useBoothPlan(hall, type);
  const pricePlan = usePricePlan();
  const holdMinutes = pricePlan.data?.holdMinutes ?? BOOTH_RULES.holdMinutes;
  const surcharge = (booth: PlanBooth) =>
    pricePlan.data?.types.find((x) => x.type === booth.type)?.cornerSurchargePercent;
  const [selected, setSelected] = useState<PlanBooth | null>(null);
  const action = useBoothAction();
  const [error, setError] = useState<string | null>(null);
  const open = app.boothRequests.filter((r) => ['held', 'requested'].includes(r.status));
  const lost = app.boothRequests.filter((r) => r.status === 'expired');

  const run = async (body: Parameters<typeof action.mutateAsync>[0]) => {
    setError(null);
    try {
      await action.mutateAsync(body);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const current = selected && plan.data?.booths.find((b) => b.boothNo === selected.boothNo);
  const choosable = current && current.state === 'free' && current.type === type && current.price !== null;

  return (
    <div className="exsvc-grid exsvc-grid--plan">
      <Card title={t('wizard.steps.plan')} styles={{ body: { padding: 12 } }}>
        <p className="dir-muted">
          {t('plan.hint', { type: type ? t(`type.${type}`) : '', minutes: holdMinutes })}
        </p>
        <QueryResult query={plan} retryText={t('retry')} loading={<Skeleton active />}>
          {(data) => (
            <BoothPlanView
              plan={data}
              highlightType={type}
              selected={selected?.boothNo ?? null}
              onSelect={setSelected}
              onHall={(h) => {
                setHall(h);
                setSelected(null);
              }}
            />
          )}
        </QueryResult>
      </Card>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <Card title={t('plan.details')} size="small" data-testid="booth-details">
          {current ? (
            <>
              <Descriptions
                column={1}
                size="small"
                items={[
                  { key: 'no', label: t('boothNo'), children: <strong>{current.boothNo}</strong> },
                  {
                    key: 'hall',
                    label: t('plan.hall'),
                    children: t('plan.hallName', { n: current.hall.replace('H', '') }),
                  },
                  { key: 'type', label: t('booth.type'), children: t(`type.${current.type}`) },
                  { key: 'size', label: t('booth.area'), children: `${current.size} m²` },
                  {
                    key: 'corner',
                    label: t('plan.corner'),
                    children: current.corner
                      ? t('plan.cornerYes', { percent: surcharge(current) ?? '—' })
                      : t('plan.cornerNo'),
                  },
                  {
                    key: 'price',
                    label: t('plan.price'),
                    children: (
                      <strong data-testid="booth-price">
                        {current.price === null ? t('plan.notOffered') : money(current.price, lang)}
                      </strong>
                    ),
                  },
                  { key: 'state', label: t('plan.state'), children: t(`state.${current.state}`) },
                ]}
              />
              {current.type !== type && <Alert type="warning" showIcon title={t('plan.otherType')} />}
              <Space wrap style={{ marginTop: 8 }}>
                <Button
                  type="primary"
                  disabled={!choosable}
                  loading={action.isPending}
                  onClick={() => run({ action: 'request', boothNo: current.boothNo })}
                >
                  {t('plan.choose')}
                </Button>
                {choosable &&
                  open.map((r) => (
                    <Button
                      key={r.id}
                      onClick={() =>
                        run({ action: 'alter', fromBoothNo: r.boothNo, boothNo: current.boothNo })
                      }
                    >
                      {t('plan.exchange', { booth: r.boothNo })}
                    </Button>
                  ))}
              </Space>
            </>
          ) : (
            <p className="dir-muted">{t('plan.pick')}</p>
          )}
        </Card>
        {error && <Alert type="error" showIcon title={error} />}
        {lost.length > 0 && open.length === 0 && (
          <Alert type="warning" showIcon title={t('plan.expired', { booth: lost[0]!.boothNo })} />
        )}
        <Card title={t('plan.chosen')} size="small">
          <List
            dataSource={open}
            locale={{ emptyText: t('plan.noneChosen') }}
            renderItem={(r) => (
              <List.Item
                data-testid={`chosen-${r.boothNo}`}
                actions={[
                  <Button
                    key="release"
                    size="small"
                    onClick={() => run({ action: 'release', boothNo: r.boothNo })}
                  >
                    {t('plan.release')}
                  </Button>,
                ]}
              >
                <div>
                  <strong>{r.boothNo}</strong> <Tag>{t(`requestState.${r.status}`)}</Tag>
                  <div>{money(r.price, lang)}</div>
                  {r.heldUntil && (
                    <div className="dir-muted">
                      {t('plan.heldUntil', { time: formatDateTime(r.heldUntil, lang) })}
                    </div>
                  )}
                </div>
              </List.Item>
            )}
          />
        </Card>
        <Space wrap>
          <Button onClick={onBack}>{t('wizard.back')}</Button>
          <Button type="primary" disabled={open.length === 0} onClick={onDone}>
            {t('wizard.next')}
          </Button>
        </Space>
      </div>
    </div>
  );
}
