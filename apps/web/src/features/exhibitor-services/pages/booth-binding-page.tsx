import type { BoothBindingBoard } from '@cidpex/contracts';
import { Alert, App, Card, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../../components/query-result';
import { formatDay } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { useBind, useBoothBinding, useUnbind } from '../api/booth-binding';
import '../exhibitor-services.css';

type Booth = BoothBindingBoard['booths'][number];

/**
 * /exhibitor/boothBinding: which staff member works at which of the enterprise's booths on
 * which fair day. Each booth admits its staff passes a day (about one per 3 m²); only the
 * enterprise administrator changes it.
 */
export default function BoothBindingPage() {
  const { t } = useTranslation('exextras');
  const query = useBoothBinding();
  return (
    <div className="exsvc-page">
      <h1>{t('binding.title')}</h1>
      <p>{t('binding.intro')}</p>
      <QueryResult query={query} retryText={t('propaganda.retry')}>
        {(data) =>
          data.booths.length === 0 ? (
            <Alert type="info" showIcon title={t('binding.noBooth')} />
          ) : (
            <>
              {!data.canEdit && (
                <Alert type="info" showIcon title={t('binding.readOnly')} style={{ marginBottom: 12 }} />
              )}
              {data.booths.map((booth) => (
                <BoothCard key={booth.id} booth={booth} data={data} />
              ))}
            </>
          )
        }
      </QueryResult>
    </div>
  );
}

function BoothCard({ booth, data }: { booth: Booth; data: BoothBindingBoard }) {
  const { t } = useTranslation('exextras');
  const lang = useLang();
  const { message } = App.useApp();
  const bind = useBind();
  const unbind = useUnbind();
  const run = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      title={t('binding.booth', { no: booth.boothNo, hall: booth.hall, size: booth.size })}
      data-testid={`binding-booth-${booth.boothNo}`}
    >
      {data.days.map((day) => {
        const here = data.bindings.filter((b) => b.boothId === booth.id && b.day === day);
        const full = here.length >= booth.limit;
        const free = data.staff.filter((s) => !here.some((b) => b.userId === s.userId));
        return (
          <section key={day} style={{ marginBottom: 12 }} data-testid={`binding-day-${day}`}>
            <Space wrap size={4} style={{ marginBottom: 4 }}>
              <Typography.Text strong>{formatDay(day, lang)}</Typography.Text>
              <Typography.Text type={full ? 'warning' : 'secondary'}>
                {t('binding.perDay', { count: here.length, limit: booth.limit })}
              </Typography.Text>
            </Space>
            <div>
              {here.length === 0 && <Typography.Text type="secondary">{t('binding.nobody')}</Typography.Text>}
              {here.map((b) => (
                <Tag
                  key={b.id}
                  closable={data.canEdit}
                  closeIcon={data.canEdit ? undefined : false}
                  onClose={(e) => {
                    e.preventDefault();
                    void run(unbind.mutateAsync(b.id));
                  }}
                  aria-label={b.name}
                  style={{ marginBottom: 4 }}
                >
                  {b.name}
                </Tag>
              ))}
            </div>
            {data.canEdit && !full && free.length > 0 && (
              <Select
                aria-label={t('binding.choose')}
                placeholder={t('binding.choose')}
                value={null}
                style={{ width: '100%', maxWidth: 320, marginTop: 4 }}
                loading={bind.isPending}
                options={free.map((s) => ({ value: s.userId, label: s.name }))}
                onChange={(userId: number) => void run(bind.mutateAsync({ boothId: booth.id, userId, day }))}
                data-testid={`binding-add-${day}`}
              />
            )}
            {data.canEdit && full && <Tag color="warning">{t('binding.full')}</Tag>}
          </section>
        );
      })}
    </Card>
  );
}
