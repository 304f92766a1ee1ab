import {
  type DictType,
  fieldRule,
  normalizeEmail,
  type VisitorField,
  type VisitorForm,
} from '@cidpex/contracts';
import { Button, Checkbox, Form, type FormInstance, Input, Select, Space } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http/client';
import { useSession } from '../../../lib/session/session-store';
import { useCountdown } from '../../accounts';
import { useDict } from '../api/get-form-dicts';
import { useSendCode } from '../api/send-code';
import { CardUpload } from './card-upload';
import { useIdCheckRule, useVisitorRules } from './use-visitor-rules';

export const DICT_FIELDS: Partial<Record<VisitorField, DictType>> = {
  jobTitle: 'jobTitle',
  businessType: 'businessType',
  country: 'country',
};

/** The sections of a visitor form, in the order a phone shows them (issue 24: a long form is sectioned). */
export const VISITOR_SECTIONS: {
  key: 'contact' | 'identity' | 'company' | 'card';
  fields: VisitorField[];
}[] = [
  { key: 'contact', fields: ['name', 'firstName', 'lastName', 'email', 'emailCode', 'mobile', 'country'] },
  { key: 'identity', fields: ['idCardNo', 'passportNo', 'consent'] },
  {
    key: 'company',
    fields: [
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
    ],
  },
  { key: 'card', fields: ['cardFrontId', 'cardBackId'] },
];

/** A business-card picture the form holds (its id is the form value). */
export interface CardPicture {
  url: string;
  name: string;
}

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

/** A form value with nothing to draw (antd keeps a field's value only under a Form.Item). */
function HiddenValue(_: { value?: unknown }) {
  return null;
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
  const { t } = useTranslation(['visitors', 'common']);
  const send = useSendCode();
  const [sent, setSent] = useState(false);
  const countdown = useCountdown();
  const onSend = async () => {
    try {
      await form.validateFields(['email']);
    } catch {
      return;
    }
    send.mutate(String(form.getFieldValue('email')).trim(), {
      onSuccess: (answer) => {
        setSent(true);
        countdown.start(answer.resendAfterSeconds);
        // A refusal shown before is over once a code went out (issue 23 item 14).
        form.setFields([{ name: 'email', errors: [] }]);
      },
      onError: (err) => {
        const wait = (err instanceof ApiError ? (err.data as { retryAfterSeconds?: unknown } | null) : null)
          ?.retryAfterSeconds;
        // Too often: the button counts down instead of a red message that stays.
        if (typeof wait === 'number' && wait > 0) countdown.start(wait);
        else form.setFields([{ name: 'email', errors: [err.message] }]);
      },
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
      <Button
        onClick={onSend}
        loading={send.isPending}
        disabled={countdown.running || send.isPending}
        data-testid="visitor-send-code"
      >
        {countdown.running
          ? t('common:form.resendIn', { seconds: countdown.remaining })
          : sent
            ? t('form.codeResend')
            : t('form.codeSend')}
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
  cardPictures,
  onCardPicture,
  onCardBusy,
}: {
  form: FormInstance;
  kind: VisitorForm;
  /** A page of the English flow shows only its own fields. */
  only?: VisitorField[];
  onCardError: (message: string | null) => void;
  /** The card pictures already uploaded (shown in their slots; the review shows them too). */
  cardPictures?: Partial<Record<VisitorField, CardPicture>>;
  onCardPicture?: (field: VisitorField, picture: CardPicture | null) => void;
  onCardBusy?: (field: VisitorField, busy: boolean) => void;
}) {
  const { t } = useTranslation('visitors');
  const rules = useVisitorRules(kind);
  const idCheck = useIdCheckRule();
  const shown = (field: VisitorField) => Boolean(fieldRule(kind, field)) && (!only || only.includes(field));
  const fields = VISITOR_SECTIONS.flatMap((section) => section.fields.filter(shown));
  // The signed-in account's own verified email is not verified again (issue 23 item 14).
  const { user } = useSession();
  const typedEmail = Form.useWatch('email', form) as string | undefined;
  const accountEmail = user?.emailVerified && user.email ? normalizeEmail(user.email) : null;
  const verified = Boolean(accountEmail && typedEmail && normalizeEmail(typedEmail) === accountEmail);
  // Only the page with the email decides (the English second page keeps the first page's answer).
  const asksEmail = fields.includes('email');
  useEffect(() => {
    if (!asksEmail) return;
    form.setFieldValue('useAccountEmail', verified || undefined);
    if (verified) form.setFields([{ name: 'emailCode', value: undefined, errors: [] }]);
  }, [form, verified, asksEmail]);
  return (
    <>
      {asksEmail && (
        <Form.Item name="useAccountEmail" hidden noStyle>
          <HiddenValue />
        </Form.Item>
      )}
      {VISITOR_SECTIONS.map((section) => {
        const inSection = section.fields.filter(shown);
        if (inSection.length === 0) return null;
        return (
          <section key={section.key}>
            <h2 className="form-section-title">{t(`sections.${section.key}`)}</h2>
            {inSection.map(renderField)}
          </section>
        );
      })}
    </>
  );

  function renderField(field: VisitorField) {
    const label = t(`fields.${field}`);
    if (field === 'emailCode' && verified) {
      return (
        <Form.Item key={field} label={label}>
          <span data-testid="email-verified">{t('form.emailVerified')}</span>
        </Form.Item>
      );
    }
    const dict = DICT_FIELDS[field];
    let control: ReactNode;
    let extra: ReactNode;
    let valuePropName: string | undefined;
    if (dict) control = <DictSelect type={dict} />;
    else if (field === 'emailCode') control = <EmailCodeInput form={form} />;
    else if (field === 'cardFrontId' || field === 'cardBackId') {
      control = (
        <CardUpload
          label={label}
          onError={onCardError}
          picture={cardPictures?.[field]}
          onPicture={(picture) => onCardPicture?.(field, picture)}
          onBusy={(busy) => onCardBusy?.(field, busy)}
        />
      );
      extra = t('form.cardHint');
    } else if (field === 'consent') {
      valuePropName = 'checked';
      control = <Checkbox>{t(kind === 'domestic' ? 'form.consentId' : 'form.consentPassport')}</Checkbox>;
    } else {
      control = (
        <Input
          autoComplete={field === 'email' ? 'email' : field === 'mobile' ? 'tel' : undefined}
          inputMode={field === 'email' ? 'email' : field === 'mobile' || field === 'tel' ? 'tel' : undefined}
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
  }
}
