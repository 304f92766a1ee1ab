import type { FairEdition, FairPhasesBody } from '@cidpex/contracts';
import { Alert, Button, Card, Form, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http/client';
import { useFairs, useUpdateFairPhases } from '../api/fairs';
import { fromLocalField, toLocalField } from '../lib/zoned';

interface Fields {
  registrationOpensAt: string;
  registrationClosesAt: string;
  startDate: string;
  endDate: string;
  openTime: string;
  closeTime: string;
}

function PhasesForm({ fair }: { fair: FairEdition }) {
  const { t } = useTranslation('fair');
  const update = useUpdateFairPhases();
  const [saved, setSaved] = useState(false);
  const initial: Fields = {
    registrationOpensAt: toLocalField(fair.registrationOpensAt, fair.timeZone),
    registrationClosesAt: toLocalField(fair.registrationClosesAt, fair.timeZone),
    startDate: fair.startDate,
    endDate: fair.endDate,
    openTime: fair.openTime,
    closeTime: fair.closeTime,
  };
  const submit = (values: Fields) => {
    setSaved(false);
    const body: FairPhasesBody = {
      registrationOpensAt: fromLocalField(values.registrationOpensAt, fair.timeZone),
      registrationClosesAt: fromLocalField(values.registrationClosesAt, fair.timeZone),
      startDate: values.startDate,
      endDate: values.endDate,
      openTime: values.openTime,
      closeTime: values.closeTime,
    };
    update.mutate({ id: fair.id, body }, { onSuccess: () => setSaved(true) });
  };
  const field = (name: keyof Fields, type: string, required = true) => (
    <Form.Item
      name={name}
      label={t(`phases.fields.${name}`)}
      rules={required ? [{ required: true, message: t('phases.required') }] : []}
      extra={name === 'registrationClosesAt' ? t('phases.closesHint') : undefined}
    >
      <Input type={type} />
    </Form.Item>
  );
  return (
    <Card
      title={
        <span>
          {fair.name} {fair.isCurrent && <Tag color="blue">{t('phases.current')}</Tag>}
        </span>
      }
      extra={<Tag data-testid={`phase-${fair.id}`}>{t(`phases.states.${fair.phase}`)}</Tag>}
      style={{ marginBottom: 16 }}
    >
      <p>{t('phases.zone', { zone: fair.timeZone })}</p>
      <Form<Fields> layout="vertical" initialValues={initial} onFinish={submit} aria-label={fair.name}>
        {field('registrationOpensAt', 'datetime-local')}
        {field('registrationClosesAt', 'datetime-local', false)}
        {field('startDate', 'date')}
        {field('endDate', 'date')}
        {field('openTime', 'time')}
        {field('closeTime', 'time')}
        {update.error instanceof ApiError && (
          <Alert type="error" showIcon title={update.error.message} style={{ marginBottom: 12 }} />
        )}
        {saved && <Alert type="success" showIcon title={t('phases.saved')} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('phases.save')}
        </Button>
      </Form>
    </Card>
  );
}

/**
 * /organizer/fair: the phases of each fair edition — when visitor pre-registration opens and
 * closes, the fair days and the daily hours — which the home page and the calls obey.
 */
export default function FairPhasesPage() {
  const { t } = useTranslation('fair');
  const fairs = useFairs();
  return (
    <div className="org-page">
      <h1>{t('phases.title')}</h1>
      <p>{t('phases.intro')}</p>
      {fairs.isError && <Alert type="error" showIcon title={t('phases.loadError')} />}
      {fairs.data?.map((fair) => (
        <PhasesForm key={fair.id} fair={fair} />
      ))}
    </div>
  );
}
