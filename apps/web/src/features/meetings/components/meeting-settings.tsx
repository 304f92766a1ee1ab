import { APPOINTMENT_LIMITS } from '@cidpex/contracts';
import { Alert, App, Button, Card, Checkbox, InputNumber, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../../components/query-result';
import type { ApiError } from '../../../lib/http/client';
import { useMeetingSettings, useSaveMeetingSettings } from '../api/meetings';

/** Who of the enterprise's staff takes meetings (none ticked: everyone) and how many at once at the booth. */
export function MeetingSettings() {
  const { t } = useTranslation('meetings');
  const query = useMeetingSettings();
  return (
    <Card size="small" title={t('settings.title')} style={{ marginBottom: 16 }}>
      <QueryResult query={query} retryText={t('retry')} loading={<Skeleton active paragraph={{ rows: 2 }} />}>
        {(data) => <SettingsForm key={data.staffUserIds.join(',') + data.capacity} initial={data} />}
      </QueryResult>
    </Card>
  );
}

function SettingsForm({ initial }: { initial: NonNullable<ReturnType<typeof useMeetingSettings>['data']> }) {
  const { t } = useTranslation('meetings');
  const { message } = App.useApp();
  const save = useSaveMeetingSettings();
  const [capacity, setCapacity] = useState(initial.capacity);
  const [staff, setStaff] = useState<number[]>(initial.staffUserIds);
  return (
    <div>
      <label htmlFor="meeting-capacity" style={{ display: 'block' }}>
        {t('settings.capacity')}
      </label>
      <InputNumber
        id="meeting-capacity"
        min={1}
        max={APPOINTMENT_LIMITS.capacityMax}
        value={capacity}
        disabled={!initial.editable}
        onChange={(v) => setCapacity(Number(v) || 1)}
      />
      <p style={{ margin: '12px 0 4px' }}>{t('settings.staff')}</p>
      <Checkbox.Group
        value={staff}
        disabled={!initial.editable}
        onChange={(v) => setStaff(v as number[])}
        options={initial.staff.map((s) => ({ value: s.userId, label: s.name || String(s.userId) }))}
      />
      <p style={{ color: '#5b6b70', fontSize: 13 }}>{t('settings.staffHint')}</p>
      {save.isError ? <Alert type="error" showIcon title={(save.error as ApiError).message} /> : null}
      {initial.editable ? (
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { capacity, staffUserIds: staff },
              { onSuccess: () => void message.success(t('settings.saved')) },
            )
          }
        >
          {t('settings.save')}
        </Button>
      ) : (
        <p style={{ color: '#5b6b70' }}>{t('settings.adminOnly')}</p>
      )}
    </div>
  );
}
