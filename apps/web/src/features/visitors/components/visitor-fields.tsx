import { type DictType, fieldRule, type VisitorField, type VisitorForm } from '@cidpex/contracts';
import { Button, Checkbox, Form, type FormInstance, Input, Select, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDict } from '../api/get-form-dicts';
import { useSendCode } from '../api/send-code';
import { CardUpload } from './card-upload';
import { useIdCheckRule, useVisitorRules } from './use-visitor-rules';

const DICT_FIELDS: Partial<Record<VisitorField, DictType>> = {
  jobTitle: 'jobTitle',
  businessType: 'businessType',
  country: 'country',
};

const ORDER: VisitorField[] = [
  'name',
  'firstName',
  'lastName',
  'email',
  'emailCode',
  'mobile',
  'country',
  'idCardNo',
  'passportNo',
  'consent',
  'company',
  'brand',
  'jobTitle',
  'businessType',
  'address',
  'postalCode',
  'tel',
  'fax',
  'linkedin',
  'whatsapp',
  'wechat',
  'website',
  'cardFrontId',
  'cardBackId',
];

function DictSelect({
  type,
  ...props
}: {
  type: DictType;
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
}) {
  const dict = useDict(type);
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={dict.isPending}
      options={(dict.data ?? []).map((entry) => ({ value: entry.code, label: entry.name }))}
    />
  );
}

function EmailCodeInput({
  form,
  id,
  value,
  onChange,
}: {
  form: FormInstance;
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
}) {
  const { t } = useTranslation('visitors');
  const send = useSendCode();
  const [sent, setSent] = useState(false);
  const onSend = async () => {
    try {
      await form.validateFields(['email']);
    } catch {
      return;
    }
    send.mutate(String(form.getFieldValue('email')).trim(), {
      onSuccess: () => setSent(true),
      onError: (err) => form.setFields([{ name: 'email', errors: [err.message] }]),
    });
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
      />
      <Button onClick={onSend} loading={send.isPending}>
        {sent ? t('form.codeResend') : t('form.codeSend')}
      </Button>
    </Space.Compact>
  );
}

/**
 * The fields of a visitor form, in the order a phone shows them, as the contracts' rule table
 * says: a field the form does not collect is not shown, a required one is marked.
 */
export function VisitorFields({
  form,
  kind,
  only,
  onCardError,
}: {
  form: FormInstance;
  kind: VisitorForm;
  /** A page of the English flow shows only its own fields. */
  only?: VisitorField[];
  onCardError: (message: string | null) => void;
}) {
  const { t } = useTranslation('visitors');
  const rules = useVisitorRules(kind);
  const idCheck = useIdCheckRule();
  const fields = ORDER.filter((field) => fieldRule(kind, field) && (!only || only.includes(field)));
  return (
    <>
      {fields.map((field) => {
        const label = t(`fields.${field}`);
        const dict = DICT_FIELDS[field];
        let control: ReactNode;
        let extra: ReactNode;
        let valuePropName: string | undefined;
        if (dict) control = <DictSelect type={dict} />;
        else if (field === 'emailCode') control = <EmailCodeInput form={form} />;
        else if (field === 'cardFrontId' || field === 'cardBackId') {
          control = <CardUpload label={label} onError={onCardError} />;
          extra = t('form.cardHint');
        } else if (field === 'consent') {
          valuePropName = 'checked';
          control = <Checkbox>{t(kind === 'domestic' ? 'form.consentId' : 'form.consentPassport')}</Checkbox>;
        } else {
          control = (
            <Input
              autoComplete={field === 'email' ? 'email' : field === 'mobile' ? 'tel' : undefined}
              inputMode={
                field === 'email' ? 'email' : field === 'mobile' || field === 'tel' ? 'tel' : undefined
              }
            />
          );
        }
        const idField = field === 'idCardNo' || field === 'passportNo';
        if (idField) extra = t('form.idPurpose');
        return (
          <Form.Item
            key={field}
            name={field}
            label={field === 'consent' ? undefined : label}
            aria-label={field === 'consent' ? label : undefined}
            rules={idField ? [...rules(field, label), idCheck(field)] : rules(field, label)}
            // an ID number is checked as the field is left (and on submit), not at each key
            validateTrigger={idField ? 'onBlur' : undefined}
            valuePropName={valuePropName}
            extra={extra}
            validateFirst
          >
            {control}
          </Form.Item>
        );
      })}
    </>
  );
}
