import type { DictEntry, UpdateUserBody, User } from '@cidpex/contracts';
import { App, Button, Col, Descriptions, Form, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { FormError, useServerError } from '../../accounts';
import { dictName, useCountries, useJobTitles } from '../api/get-dicts';
import { useUpdateUser } from '../api/update-user';

type ProfileValues = Required<
  Pick<UpdateUserBody, 'name' | 'firstName' | 'lastName' | 'company' | 'jobTitle' | 'country'>
>;

const toOptions = (entries: DictEntry[] | undefined) =>
  (entries ?? []).map((e) => ({ value: e.code, label: e.name }));

function valuesOf(user: User): Partial<ProfileValues> {
  return {
    name: user.name ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    company: user.company ?? '',
    jobTitle: user.jobTitle ?? undefined,
    country: user.country ?? undefined,
  };
}

/** The edit form: a new one each time editing starts, so that it shows the stored values. */
function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileValues>();
  const update = useUpdateUser();
  const jobTitles = useJobTitles();
  const countries = useCountries();
  const serverError = useServerError(form);

  const onFinish = (values: ProfileValues) => {
    serverError.clear();
    const body: UpdateUserBody = {
      name: values.name?.trim() ?? '',
      firstName: values.firstName?.trim() ?? '',
      lastName: values.lastName?.trim() ?? '',
      company: values.company?.trim() ?? '',
      jobTitle: values.jobTitle ?? '',
      country: values.country ?? '',
    };
    update.mutate(
      { userId: user.id, body },
      {
        onSuccess: () => {
          message.success(t('common:form.saved'));
          onDone();
        },
        onError: serverError.show,
      },
    );
  };

  return (
    <Form<ProfileValues>
      form={form}
      name="profile"
      layout="vertical"
      initialValues={valuesOf(user)}
      onFinish={onFinish}
      onValuesChange={serverError.clear}
      style={{ maxWidth: 640 }}
    >
      <Form.Item
        name="name"
        label={t('fields.name')}
        dependencies={['firstName', 'lastName']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value?: string) =>
              value?.trim() || (getFieldValue('firstName')?.trim() && getFieldValue('lastName')?.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('account.nameRequired'))),
          }),
        ]}
      >
        <Input autoComplete="name" maxLength={60} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="firstName" label={t('fields.firstName')}>
            <Input autoComplete="given-name" maxLength={60} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label={t('fields.lastName')}>
            <Input autoComplete="family-name" maxLength={60} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="company" label={t('fields.company')}>
        <Input autoComplete="organization" maxLength={200} />
      </Form.Item>
      <Form.Item name="jobTitle" label={t('fields.jobTitle')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={jobTitles.isLoading}
          options={toOptions(jobTitles.data)}
          placeholder={t('account.choose')}
        />
      </Form.Item>
      <Form.Item name="country" label={t('fields.country')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={countries.isLoading}
          options={toOptions(countries.data)}
          placeholder={t('account.choose')}
        />
      </Form.Item>
      <FormError error={serverError.error} />
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={update.isPending} disabled={update.isPending}>
          {t('common:form.save')}
        </Button>
        <Button onClick={onDone} disabled={update.isPending}>
          {t('common:form.cancel')}
        </Button>
      </Space>
    </Form>
  );
}

/** Name, first and last name, company, job title and country: shown, and edited in place. */
export function ProfileSection({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const [editing, setEditing] = useState(false);
  const jobTitles = useJobTitles();
  const countries = useCountries();
  const dash = t('account.notSet');
  return (
    <section aria-labelledby="profile-heading" style={{ marginBottom: 32 }}>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 12,
          marginBottom: 12,
        }}
      >
        <h2 id="profile-heading" style={{ fontSize: 18, margin: 0 }}>
          {t('account.profile')}
        </h2>
        {editing ? null : <Button onClick={() => setEditing(true)}>{t('account.edit')}</Button>}
      </div>
      {editing ? (
        <ProfileForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <Descriptions
          column={{ xs: 1, sm: 1, md: 2 }}
          size="small"
          items={[
            {
              key: 'name',
              label: t('fields.name'),
              children: <UserText fallback={dash}>{user.name}</UserText>,
            },
            {
              key: 'enName',
              label: t('fields.enName'),
              children: [user.firstName, user.lastName].filter(Boolean).join(' ') || dash,
            },
            {
              key: 'company',
              label: t('fields.company'),
              children: <UserText fallback={dash}>{user.company}</UserText>,
            },
            {
              key: 'jobTitle',
              label: t('fields.jobTitle'),
              children: dictName(jobTitles.data, user.jobTitle) || dash,
            },
            {
              key: 'country',
              label: t('fields.country'),
              children: dictName(countries.data, user.country) || dash,
            },
          ]}
        />
      )}
    </section>
  );
}
