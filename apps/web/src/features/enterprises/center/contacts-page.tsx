import { CONTENT_ROLES, type Contact, type ContactBody, LANDLINE_PATTERN } from '@cidpex/contracts';
import {
  App,
  Button,
  Checkbox,
  Empty,
  Form,
  type FormRule,
  Input,
  List,
  Modal,
  Popconfirm,
  Result,
  Skeleton,
  Space,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { FormError, useFormRules, useServerError } from '../../accounts';
import { useContacts, useDeleteContact, useMakePrimary, useSaveContact } from '../api/center';
import { CenterFrame } from './center-frame';

function pattern(test: (value: string) => boolean, message: string): FormRule {
  return {
    validator: (_, value: unknown) =>
      value === undefined || value === null || value === '' || test(String(value).trim())
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}

/** Add or edit a contact (POST or PUT exhibitor/rest/contact). */
function ContactDialog({ contact, onClose }: { contact: Contact | 'new'; onClose: () => void }) {
  const { t } = useTranslation('enterprises');
  const { message } = App.useApp();
  const rules = useFormRules();
  const [form] = Form.useForm<ContactBody>();
  const server = useServerError(form, { PHONE_FORMAT: 'phone', QQ_FORMAT: 'qq', EMAIL_FORMAT: 'email' });
  const save = useSaveContact();
  const editing = contact === 'new' ? null : contact;
  return (
    <Modal
      open
      title={editing ? t('contacts.edit') : t('contacts.add')}
      okText={t('contacts.save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: save.isPending }}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          editing
            ? {
                name: editing.name,
                phone: editing.phone,
                jobTitle: editing.jobTitle ?? undefined,
                qq: editing.qq ?? undefined,
                wechat: editing.wechat ?? undefined,
                email: editing.email ?? undefined,
                isPrimary: editing.isPrimary,
              }
            : { isPrimary: false }
        }
        onFinish={async (values) => {
          server.clear();
          try {
            await save.mutateAsync(editing ? { ...values, id: editing.id } : values);
            message.success(t('contacts.saved'));
            onClose();
          } catch (err) {
            server.show(err);
          }
        }}
      >
        <Form.Item name="name" label={t('contacts.name')} rules={[rules.required(t('contacts.name'))]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('contacts.phone')}
          rules={[
            rules.required(t('contacts.phone')),
            pattern((v) => LANDLINE_PATTERN.test(v), t('contacts.phoneFormat')),
          ]}
        >
          <Input maxLength={30} inputMode="tel" />
        </Form.Item>
        <Form.Item name="jobTitle" label={t('contacts.jobTitle')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="qq"
          label={t('contacts.qq')}
          rules={[pattern((v) => /^\d{5,15}$/.test(v), t('contacts.qqFormat'))]}
        >
          <Input maxLength={15} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="wechat" label={t('contacts.wechat')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="email" label={t('contacts.email')} rules={[rules.email]}>
          <Input maxLength={254} inputMode="email" />
        </Form.Item>
        <Form.Item name="isPrimary" valuePropName="checked">
          <Checkbox disabled={editing?.isPrimary}>{t('contacts.makePrimaryBox')}</Checkbox>
        </Form.Item>
        <FormError error={server.error} />
      </Form>
    </Modal>
  );
}

function Contacts({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('enterprises');
  const { message } = App.useApp();
  const contacts = useContacts();
  const remove = useDeleteContact();
  const primary = useMakePrimary();
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);

  if (contacts.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (contacts.isError) {
    return (
      <Result
        status="warning"
        title={t('loadError')}
        extra={<Button onClick={() => void contacts.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  const actions = (row: Contact) =>
    canEdit
      ? [
          ...(row.isPrimary
            ? []
            : [
                <Button
                  key="primary"
                  size="small"
                  loading={primary.isPending && primary.variables === row.id}
                  onClick={() =>
                    primary.mutate(row.id, { onSuccess: () => message.success(t('contacts.primarySet')) })
                  }
                >
                  {t('contacts.makePrimary')}
                </Button>,
              ]),
          <Button key="edit" size="small" onClick={() => setEditing(row)}>
            {t('contacts.edit')}
          </Button>,
          <Popconfirm
            key="delete"
            title={t('contacts.deleteConfirm', { name: row.name })}
            okText={t('contacts.delete')}
            cancelText={t('cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutateAsync(row.id).then(() => message.success(t('contacts.deleted')))}
          >
            <Button size="small" danger>
              {t('contacts.delete')}
            </Button>
          </Popconfirm>,
        ]
      : [];
  return (
    <>
      {canEdit && (
        <Button type="primary" onClick={() => setEditing('new')} style={{ marginBottom: 12 }}>
          {t('contacts.add')}
        </Button>
      )}
      <List
        className="wrap-actions"
        dataSource={contacts.data}
        locale={{ emptyText: <Empty description={t('contacts.empty')} /> }}
        renderItem={(row) => (
          <List.Item actions={actions(row)} data-testid={`contact-${row.id}`}>
            <List.Item.Meta
              title={
                <Space wrap size={6}>
                  <UserText>{row.name}</UserText>
                  {row.isPrimary && <Tag color="green">{t('contacts.primary')}</Tag>}
                </Space>
              }
              description={
                <>
                  <div>
                    {row.phone}
                    {row.jobTitle && (
                      <>
                        {' · '}
                        <UserText>{row.jobTitle}</UserText>
                      </>
                    )}
                  </div>
                  {(row.email || row.qq || row.wechat) && (
                    <div>
                      {[
                        row.email,
                        row.qq && t('contacts.qqValue', { value: row.qq }),
                        row.wechat && t('contacts.wechatValue', { value: row.wechat }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </div>
                  )}
                </>
              }
            />
          </List.Item>
        )}
      />
      {editing && <ContactDialog contact={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

/** /myEnterprise/contactManagement: the enterprise's contacts, one primary; the administrator and operators edit. */
export default function ContactsPage() {
  const { t } = useTranslation('enterprises');
  return (
    <CenterFrame active="contactManagement" title={t('center.menu.contactManagement')}>
      {(membership) => <Contacts canEdit={CONTENT_ROLES.includes(membership.role)} />}
    </CenterFrame>
  );
}
