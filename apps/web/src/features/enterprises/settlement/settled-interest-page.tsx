import {
  LANDLINE_PATTERN,
  type Membership,
  SETTLEMENT_INTERESTS,
  SETTLEMENT_LIMITS,
  type Settlement,
  type SettlementBody,
  type SettlementInterest,
} from '@cidpex/contracts';
import {
  App,
  Button,
  Checkbox,
  Form,
  type GetProps,
  Input,
  Result,
  Skeleton,
  Upload,
  type UploadFile,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { useSession } from '../../../lib/session/session-store';
import { uploadIconRender } from '../../../lib/use-pending-uploads';
import { FormError, useFormRules, useServerError } from '../../accounts';
import { uploadSettlementPaper, useSaveSettlement, useSettlementState } from './api';
import { SettlementFrame } from './settlement-parts';

const STATE_PATH = '/enterprise/settlement';

/**
 * The interests' checkboxes as one named group. Form.Item gives its child aria-required, which a
 * plain <div> may not carry (axe: aria-allowed-attr); the group's name comes from the field's label.
 */
function InterestGroup({
  'aria-required': _required,
  ...props
}: GetProps<typeof Checkbox.Group<SettlementInterest>> & { 'aria-required'?: unknown }) {
  return <Checkbox.Group role="group" {...props} />;
}

interface Values {
  interests: SettlementInterest[];
  contactName: string;
  contactPhone: string;
  note?: string;
}

/** The papers already on file show under their number until the upload list is changed. */
function initialPapers(settlement: Settlement | null, label: (n: number) => string): UploadFile[] {
  return (settlement?.paperAttachmentIds ?? []).map((id, index) => ({
    uid: String(id),
    name: label(index + 1),
    status: 'done',
    response: id,
  }));
}

function InterestForm({ settlement }: { settlement: Settlement | null }) {
  const { t } = useTranslation('enterprises');
  const rules = useFormRules();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const server = useServerError(form, {
    SETTLEMENT_INTEREST_REQUIRED: 'interests',
    SETTLEMENT_PAPER_NOT_USABLE: 'papers',
  });
  const save = useSaveSettlement();
  // A first application starts from the account (editable): the administrator as the contact.
  const { user } = useSession();
  const accountName = user?.name || [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const [papers, setPapers] = useState<UploadFile[]>(() =>
    initialPapers(settlement, (n) => t('settlement.paper', { n })),
  );
  const uploading = papers.some((file) => file.status === 'uploading');

  async function onUpload(file: File & { uid: string }) {
    setPapers((list) => [...list, { uid: file.uid, name: file.name, status: 'uploading', percent: 0 }]);
    try {
      const attachment = await uploadSettlementPaper(file, (percent) =>
        setPapers((list) => list.map((item) => (item.uid === file.uid ? { ...item, percent } : item))),
      );
      setPapers((list) =>
        list.map((item) =>
          item.uid === file.uid
            ? {
                ...item,
                name: attachment.fileName,
                status: 'done',
                response: attachment.id,
                url: attachment.url,
              }
            : item,
        ),
      );
    } catch (err) {
      setPapers((list) => list.filter((item) => item.uid !== file.uid));
      server.show(err);
    }
  }

  async function onFinish(values: Values) {
    server.clear();
    const body: SettlementBody = {
      interests: values.interests,
      contactName: values.contactName.trim(),
      contactPhone: values.contactPhone.trim(),
      note: values.note?.trim() || undefined,
      paperAttachmentIds: papers
        .filter((file) => file.status === 'done')
        .map((file) => Number(file.response)),
    };
    try {
      await save.mutateAsync({ body, modify: settlement !== null });
      message.success(t('settlement.submitted'));
      navigate(STATE_PATH);
    } catch (err) {
      server.show(err);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark
      scrollToFirstError
      onFinish={onFinish}
      initialValues={{
        interests: settlement?.interests ?? [],
        contactName: settlement?.contactName ?? accountName ?? '',
        contactPhone: settlement?.contactPhone ?? user?.mobile ?? '',
        note: settlement?.note ?? '',
      }}
    >
      <Form.Item
        name="interests"
        label={t('settlement.fields.interests')}
        rules={[{ required: true, type: 'array', min: 1, message: t('settlement.interestRequired') }]}
      >
        <InterestGroup
          aria-label={t('settlement.fields.interests')}
          options={SETTLEMENT_INTERESTS.map((interest) => ({
            value: interest,
            label: t(`settlement.interests.${interest}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="contactName"
        label={t('settlement.fields.contactName')}
        rules={[rules.required(t('settlement.fields.contactName'))]}
      >
        <Input maxLength={50} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="contactPhone"
        label={t('settlement.fields.contactPhone')}
        rules={[
          rules.required(t('settlement.fields.contactPhone')),
          {
            validator: (_, value: unknown) =>
              !value || LANDLINE_PATTERN.test(String(value).trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('settlement.phoneFormat'))),
          },
        ]}
      >
        <Input maxLength={30} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="note" label={t('settlement.fields.note')}>
        <Input.TextArea
          rows={3}
          maxLength={SETTLEMENT_LIMITS.noteMax}
          showCount
          placeholder={t('settlement.notePlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="papers"
        label={t('settlement.fields.papers')}
        extra={t('settlement.papersHint', { max: SETTLEMENT_LIMITS.papersMax })}
        getValueProps={() => ({})}
      >
        <Upload
          accept=".jpg,.jpeg,.png,.pdf"
          fileList={papers}
          iconRender={uploadIconRender}
          beforeUpload={(file) => {
            if (papers.length >= SETTLEMENT_LIMITS.papersMax) return Upload.LIST_IGNORE;
            void onUpload(file);
            return false;
          }}
          onRemove={(file) => {
            setPapers((list) => list.filter((item) => item.uid !== file.uid));
            return true;
          }}
        >
          <Button disabled={papers.length >= SETTLEMENT_LIMITS.papersMax}>{t('settlement.upload')}</Button>
        </Upload>
      </Form.Item>
      <FormError error={server.error} />
      <Button type="primary" htmlType="submit" block loading={save.isPending} disabled={uploading}>
        {settlement ? t('settlement.saveModify') : t('settlement.submit')}
      </Button>
    </Form>
  );
}

function InterestBody({ membership }: { membership: Membership }) {
  const { t } = useTranslation('enterprises');
  const query = useSettlementState();
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError)
    return (
      <Result
        status="warning"
        title={t('loadError')}
        subTitle={query.error.message}
        extra={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
      />
    );
  const viewState = <ButtonLink to={STATE_PATH}>{t('settlement.viewState')}</ButtonLink>;
  if (query.data.state === 'settled')
    return <Result status="success" title={t('settlement.alreadySettled')} extra={viewState} />;
  if (membership.role !== 'admin')
    return <Result status="info" title={t('settlement.adminOnly')} extra={viewState} />;
  return <InterestForm settlement={query.data.settlement} />;
}

/**
 * /enterprise/settledInterest: the administrator applies to settle on the enterprise service
 * platform (services of interest, a contact, a note, settlement papers), or changes a waiting
 * or rejected application, which then waits for the organizer again.
 */
export default function SettledInterestPage() {
  const { t } = useTranslation('enterprises');
  return (
    <SettlementFrame title={t('settlement.interestTitle')} intro={t('settlement.interestIntro')}>
      {(membership) => <InterestBody membership={membership} />}
    </SettlementFrame>
  );
}
