import {
  SEMINAR_ATTENDEE_STATUSES,
  type SeminarAttendeeRow,
  type SeminarSettingsBody,
} from '@cidpex/contracts';
import { App, Button, Card, Form, Input, InputNumber, Skeleton, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../../components/console/page-head';
import { QueryError } from '../../../components/console/query-error';
import { UserText } from '../../../components/user-text';
import { useSaveSeminar, useSeminarConsole } from '../api/seminars';
import { errorText } from '../components/api-error';
import { AttendeeStatus } from '../components/attendee-status';
import '../../../components/console/console.css';
import { ResponsiveTable } from '../../../components/responsive-table';

const LANGS = ['zh-Hans', 'zh-Hant', 'en'] as const;
type SettingsForm = Omit<SeminarSettingsBody, 'price' | 'memberPrice' | 'refundUntil'> & {
  price: number;
  memberPrice: number;
  refundUntil?: string;
};

/** "2024-05-15T06:00:00.000Z" → "2024-05-15T14:00" (fair time, for a datetime-local field). */
function toLocalInput(iso: string) {
  const d = new Date(new Date(iso).getTime() + 8 * 3600_000);
  return d.toISOString().slice(0, 16);
}

/**
 * /organizer/seminar: the seminar's texts, dates, seat limit, prices, offer time and
 * cancellation rule (refunds until a moment, at a share of the price), and
 * every member: seated, waiting in order, offered, cancelled.
 */
export default function SeminarConsolePage() {
  const { t } = useTranslation('seminars');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const query = useSeminarConsole();
  const save = useSaveSeminar();

  if (query.isPending) return <Skeleton active />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const { seminar, attendees, counts } = query.data;

  const onFinish = (values: SettingsForm) => {
    save.mutate(
      {
        ...values,
        startsAt: `${values.startsAt}:00+08:00`,
        endsAt: `${values.endsAt}:00+08:00`,
        price: Math.round(values.price * 100),
        memberPrice: Math.round(values.memberPrice * 100),
        refundUntil: values.refundUntil ? `${values.refundUntil}:00+08:00` : null,
      },
      {
        onSuccess: () => message.success(tc('form.saved')),
        onError: (err) => message.error(errorText(err, tc('errors.fallback'))),
      },
    );
  };

  const columns = [
    {
      title: t('form.name'),
      key: 'name',
      render: (_: unknown, r: SeminarAttendeeRow) => <UserText>{r.name}</UserText>,
    },
    { title: t('form.mobile'), dataIndex: 'mobile', key: 'mobile' },
    { title: t('form.idLast6'), dataIndex: 'idLast6', key: 'idLast6' },
    {
      title: t('form.company'),
      key: 'company',
      render: (_: unknown, r: SeminarAttendeeRow) => <UserText>{r.company}</UserText>,
    },
    { title: t('org.request'), dataIndex: 'requestId', key: 'requestId' },
    {
      title: t('org.status'),
      key: 'status',
      render: (_: unknown, r: SeminarAttendeeRow) => <AttendeeStatus attendee={r} />,
    },
  ];

  return (
    <div>
      <PageHead title={t('org.title')} intro={t('org.intro')} />
      <Card
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('org.settings')}</h2>}
        style={{ marginBottom: 16 }}
      >
        <Form<SettingsForm>
          layout="vertical"
          name="seminarSettings"
          onFinish={onFinish}
          initialValues={
            seminar
              ? {
                  ...seminar,
                  startsAt: toLocalInput(seminar.startsAt),
                  endsAt: toLocalInput(seminar.endsAt),
                  price: seminar.price / 100,
                  memberPrice: seminar.memberPrice / 100,
                  refundUntil: seminar.refundUntil ? toLocalInput(seminar.refundUntil) : '',
                }
              : {
                  seatLimit: 100,
                  price: 1280,
                  memberPrice: 980,
                  offerHours: 24,
                  open: true,
                  refundPercent: 100,
                }
          }
          style={{ maxWidth: 720 }}
        >
          {(['title', 'venue', 'intro'] as const).map((field) =>
            LANGS.map((l) => {
              const label = t(`org.${field}In.${l}`);
              return (
                <Form.Item
                  key={`${field}-${l}`}
                  name={[field, l]}
                  label={label}
                  rules={[{ required: true, whitespace: true, message: tc('form.required', { label }) }]}
                >
                  {field === 'intro' ? <Input.TextArea rows={3} lang={l} /> : <Input lang={l} />}
                </Form.Item>
              );
            }),
          )}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            <Form.Item
              name="startsAt"
              label={t('org.startsAt')}
              rules={[{ required: true, message: tc('form.required', { label: t('org.startsAt') }) }]}
            >
              <Input type="datetime-local" />
            </Form.Item>
            <Form.Item
              name="endsAt"
              label={t('org.endsAt')}
              rules={[{ required: true, message: tc('form.required', { label: t('org.endsAt') }) }]}
            >
              <Input type="datetime-local" />
            </Form.Item>
            <Form.Item
              name="seatLimit"
              label={t('org.seatLimit')}
              rules={[{ required: true, message: tc('form.required', { label: t('org.seatLimit') }) }]}
            >
              <InputNumber min={0} precision={0} />
            </Form.Item>
            <Form.Item
              name="price"
              label={t('org.price')}
              rules={[{ required: true, message: tc('form.required', { label: t('org.price') }) }]}
            >
              <InputNumber min={0} precision={2} />
            </Form.Item>
            <Form.Item
              name="memberPrice"
              label={t('org.memberPrice')}
              rules={[{ required: true, message: tc('form.required', { label: t('org.memberPrice') }) }]}
            >
              <InputNumber min={0} precision={2} />
            </Form.Item>
            <Form.Item
              name="offerHours"
              label={t('org.offerHours')}
              rules={[{ required: true, message: tc('form.required', { label: t('org.offerHours') }) }]}
            >
              <InputNumber min={1} max={336} precision={0} />
            </Form.Item>
            <Form.Item name="refundUntil" label={t('refund.orgRefundUntil')}>
              <Input type="datetime-local" />
            </Form.Item>
            <Form.Item
              name="refundPercent"
              label={t('refund.orgRefundPercent')}
              rules={[
                { required: true, message: tc('form.required', { label: t('refund.orgRefundPercent') }) },
              ]}
            >
              <InputNumber min={0} max={100} precision={0} />
            </Form.Item>
            <Form.Item name="open" label={t('org.open')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </div>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {tc('form.save')}
          </Button>
        </Form>
      </Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('org.attendees')}</h2>}>
        {seminar && (
          <p>
            {t('org.seatsTaken', { taken: seminar.seatsTaken, limit: seminar.seatLimit })}{' '}
            {SEMINAR_ATTENDEE_STATUSES.filter((s) => counts[s] > 0).map((s) => (
              <Tag key={s}>
                {t(`statusName.${s}`)} {counts[s]}
              </Tag>
            ))}
          </p>
        )}
        <ResponsiveTable
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          columns={columns}
          dataSource={attendees}
          pagination={{ pageSize: 50 }}
        />
      </Card>
    </div>
  );
}
