import {
  ACTIVITY_LIMITS,
  ACTIVITY_PLACES,
  ACTIVITY_TYPES,
  type Activity,
  type ActivityBody,
  type ActivityPlace,
  type ActivityType,
  activityActionAllowed,
  shanghaiInstant,
} from '@cidpex/contracts';
import { Alert, App, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { EditLoader } from '../../../components/edit-loader';
import { SaveForReview } from '../../../components/save-for-review';
import { CenterFrame } from '../../enterprises';
import { useActivity, useSaveActivity } from '../api/activities';
import {
  fairDays,
  fairTimes,
  formatFairDay,
  splitActivityTime,
  useCenterPaths,
} from '../components/activity-parts';
import { type Picture, PictureUpload } from '../components/picture-upload';

interface FormValues {
  title?: string;
  titleEn?: string;
  type?: ActivityType;
  day?: string;
  start?: string;
  end?: string;
  placeType?: ActivityPlace;
  place?: string;
  capacity?: number | null;
  description?: string;
  cover?: Picture | null;
}

function initialValues(activity: Activity | undefined): FormValues {
  if (!activity) return { placeType: 'booth' };
  return {
    title: activity.title,
    titleEn: activity.titleEn ?? '',
    type: activity.type,
    ...splitActivityTime(activity.startAt, activity.endAt),
    placeType: activity.placeType,
    place: activity.place,
    capacity: activity.capacity,
    description: activity.description ?? '',
    cover: activity.cover,
  };
}

function ActivityForm({ activity }: { activity?: Activity }) {
  const { t, i18n } = useTranslation('activities');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const paths = useCenterPaths();
  const save = useSaveActivity();
  const [form] = Form.useForm<FormValues>();
  const placeType = Form.useWatch('placeType', form) ?? 'booth';
  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: tc('form.required', { label }),
  });
  const select = (label: string) => ({ required: true, message: tc('form.select', { label }) });
  const times = fairTimes().map((time) => ({ value: time, label: time }));

  const finish = (values: FormValues, submit: boolean) => {
    const day = values.day ?? '';
    const body: ActivityBody = {
      title: values.title?.trim() ?? '',
      titleEn: values.titleEn?.trim() || null,
      type: values.type ?? 'other',
      startAt: shanghaiInstant(day, values.start ?? '').toISOString(),
      endAt: shanghaiInstant(day, values.end ?? '').toISOString(),
      placeType: values.placeType ?? 'booth',
      place: values.place?.trim() ?? '',
      capacity: values.capacity ?? 0,
      description: values.description?.trim() || null,
      coverAttachmentId: values.cover?.id ?? null,
      submit,
    };
    save.mutate(
      { id: activity?.id ?? null, body },
      {
        onSuccess: () => {
          void message.success(submit ? t('done.submit') : t('done.saved'));
          navigate(paths.activities);
        },
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues(activity)}
      style={{ maxWidth: 720 }}
      disabled={save.isPending}
    >
      {activity?.status === 'rejected' && activity.rejectReason ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('activities.rejectReason')}
          description={activity.rejectReason}
        />
      ) : null}
      <Form.Item name="title" label={t('fields.title')} rules={[required(t('fields.title'))]}>
        <Input maxLength={ACTIVITY_LIMITS.titleMax} showCount />
      </Form.Item>
      <Form.Item name="titleEn" label={t('fields.titleEn')}>
        <Input maxLength={ACTIVITY_LIMITS.titleEnMax} lang="en" />
      </Form.Item>
      <Form.Item name="type" label={t('fields.type')} rules={[select(t('fields.type'))]}>
        <Select options={ACTIVITY_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))} />
      </Form.Item>
      <p style={{ margin: '0 0 8px', color: '#5b6b70' }}>{t('form.timeHint')}</p>
      <Space wrap align="start" size={12}>
        <Form.Item name="day" label={t('fields.day')} rules={[select(t('fields.day'))]}>
          <Select
            style={{ minWidth: 180 }}
            options={fairDays().map((day) => ({ value: day, label: formatFairDay(i18n.language, day) }))}
          />
        </Form.Item>
        <Form.Item name="start" label={t('fields.start')} rules={[select(t('fields.start'))]}>
          <Select style={{ minWidth: 110 }} options={times.slice(0, -1)} />
        </Form.Item>
        <Form.Item
          name="end"
          label={t('fields.end')}
          dependencies={['start']}
          rules={[
            select(t('fields.end')),
            ({ getFieldValue }) => ({
              validator: (_, value?: string) => {
                const start = getFieldValue('start') as string | undefined;
                return !value || !start || value > start
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('form.endAfterStart')));
              },
            }),
          ]}
        >
          <Select style={{ minWidth: 110 }} options={times.slice(1)} />
        </Form.Item>
      </Space>
      <Form.Item name="placeType" label={t('fields.placeType')} rules={[select(t('fields.placeType'))]}>
        <Radio.Group
          options={ACTIVITY_PLACES.map((place) => ({ value: place, label: t(`places.${place}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="place"
        label={placeType === 'booth' ? t('fields.booth') : t('fields.room')}
        rules={[required(placeType === 'booth' ? t('fields.booth') : t('fields.room'))]}
      >
        <Input maxLength={ACTIVITY_LIMITS.placeMax} />
      </Form.Item>
      <Form.Item
        name="capacity"
        label={t('fields.capacity')}
        rules={[
          { required: true, message: tc('form.required', { label: t('fields.capacity') }) },
          {
            type: 'number',
            min: ACTIVITY_LIMITS.capacityMin,
            max: ACTIVITY_LIMITS.capacityMax,
            message: t('form.capacityRange', {
              min: ACTIVITY_LIMITS.capacityMin,
              max: ACTIVITY_LIMITS.capacityMax,
            }),
          },
        ]}
      >
        <InputNumber precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="cover" label={t('fields.cover')} extra={t('form.coverHint')}>
        <PictureUpload id="cover" kind="enterpriseImage" />
      </Form.Item>
      <Form.Item name="description" label={t('fields.description')}>
        <Input.TextArea rows={5} maxLength={ACTIVITY_LIMITS.descriptionMax} showCount />
      </Form.Item>
      <SaveForReview
        form={form}
        onSave={finish}
        saving={save.isPending}
        error={save.error}
        submitLabel={t('form.saveSubmit')}
        saveLabel={activity ? t('form.save') : t('form.saveDraft')}
        back={<ButtonLink to={paths.activities}>{t('cancel')}</ButtonLink>}
      />
    </Form>
  );
}

function EditBody({ id }: { id: number }) {
  const { t } = useTranslation('activities');
  const paths = useCenterPaths();
  return (
    <EditLoader
      query={useActivity(id)}
      back={<ButtonLink to={paths.activities}>{t('activities.backToList')}</ButtonLink>}
      editable={(activity) => activityActionAllowed(activity.status, 'edit')}
      notEditable={t('form.notEditable')}
    >
      {(activity) => <ActivityForm activity={activity} />}
    </EditLoader>
  );
}

/** /myEnterprise/activityAdd, `?id=` to edit: the activity form. */
export default function ActivityFormPage() {
  const { t } = useTranslation('activities');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  return (
    <CenterFrame active="activityList" title={id ? t('activities.editTitle') : t('activities.addTitle')}>
      {() => (id ? <EditBody id={id} /> : <ActivityForm />)}
    </CenterFrame>
  );
}
