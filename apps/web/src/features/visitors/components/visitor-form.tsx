import {
  type VisitorForm as FormKind,
  fieldRule,
  type User,
  type VisitorField,
  type VisitorRegistration,
} from '@cidpex/contracts';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormReview, type ReviewSection } from '../../../components/form-review';
import { useSession } from '../../../lib/session/session-store';
import { useDict } from '../api/get-form-dicts';
import { type SubmitInput, useSubmitVisitor } from '../api/register-visitor';
import { clearEnDraft, type EnNextDraft, saveEnNextDraft } from './en-draft';
import { useVisitorServerError } from './server-error';
import { type CardPicture, DICT_FIELDS, VISITOR_SECTIONS, VisitorFields } from './visitor-fields';

export type FormValues = Record<string, unknown>;

/** What the signed-in account already knows, for a first registration (editable). */
const ACCOUNT_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'email',
  'mobile',
  'company',
  'jobTitle',
  'country',
] as const;

/**
 * What an earlier (rejected) registration gives the form to correct: never the ID number or the
 * code. A first registration starts from the account: name, email, mobile, company… (issue 24).
 */
export function prefillFrom(
  existing: VisitorRegistration | null | undefined,
  account?: User | null,
): FormValues {
  if (!existing)
    return Object.fromEntries(
      ACCOUNT_FIELDS.map((field) => [field, account?.[field]] as const).filter(
        ([, v]) => v !== null && v !== undefined && v !== '',
      ),
    );
  const { idLast6: _l, idKind: _k, consentAt: _c, ...rest } = existing;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null));
}

type CardPictures = Partial<Record<VisitorField, CardPicture>>;

/** The name of a dictionary code (job title, business type, country) in the page's language. */
function useDictNames() {
  const jobTitle = useDict('jobTitle').data;
  const businessType = useDict('businessType').data;
  const country = useDict('country').data;
  const lists = { jobTitle, businessType, country };
  return (field: VisitorField, code: unknown) => {
    const type = DICT_FIELDS[field];
    const list = type ? lists[type as keyof typeof lists] : undefined;
    return list?.find((entry) => entry.code === code)?.name ?? (code == null ? undefined : String(code));
  };
}

/**
 * The review of a visitor form (issue 24): every section and every field the form collects, as
 * it will be sent, the card pictures as thumbnails; "edit" goes back to the section (in the
 * English flow a first-page section goes back to /en/register, the second page kept).
 */
function useVisitorReview({
  kind,
  values,
  cards,
  onEdit,
}: {
  kind: FormKind;
  values: FormValues;
  cards: CardPictures;
  onEdit: (section: (typeof VISITOR_SECTIONS)[number]) => void;
}): ReviewSection[] {
  const { t } = useTranslation('visitors');
  const { t: tc } = useTranslation();
  const dictName = useDictNames();
  return VISITOR_SECTIONS.map((section) => ({
    key: section.key,
    title: t(`sections.${section.key}`),
    onEdit: () => onEdit(section),
    items: section.fields
      .filter((field) => fieldRule(kind, field))
      // A one-time email code is a step of the form, not something the visitor tells the fair.
      .filter((field) => field !== 'emailCode')
      .map((field) => {
        const label = t(`fields.${field}`);
        const value = values[field];
        if (field === 'cardFrontId' || field === 'cardBackId') {
          const picture = cards[field];
          return {
            key: field,
            label,
            pictures: value ? [{ url: picture?.url ?? null, name: picture?.name ?? label }] : undefined,
          };
        }
        if (field === 'consent') return { key: field, label, value: value ? tc('review.agreed') : undefined };
        if (DICT_FIELDS[field]) return { key: field, label, value: dictName(field, value) };
        return { key: field, label, value: typeof value === 'string' ? value.trim() : undefined };
      }),
  }));
}

/**
 * A whole visitor form (domestic or overseas), in sections: validated with the shared rule
 * table, then reviewed (everything that will be sent, with "edit" back to each section), then
 * sent once on the confirm; refusals shown under their field, the values kept on failure.
 */
export function VisitorForm({
  kind,
  existing,
  only,
  extraValues,
  english,
  submitLabel,
  saved,
}: {
  kind: FormKind;
  existing: VisitorRegistration | null | undefined;
  only?: VisitorField[];
  /** Values gathered on an earlier page (the English flow). */
  extraValues?: FormValues;
  english?: boolean;
  submitLabel?: string;
  /** This page's values kept when the English flow went back to its first page. */
  saved?: EnNextDraft | null;
}) {
  const { t } = useTranslation('visitors');
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const { user } = useSession();
  const submit = useSubmitVisitor();
  const { error, setError, show } = useVisitorServerError(form);
  const [cardError, setCardError] = useState<string | null>(null);
  const [cards, setCards] = useState<CardPictures>(saved?.cards ?? {});
  /** The values under review (null while the form is being filled). */
  const [review, setReview] = useState<FormValues | null>(null);
  /** Card pictures on their way up: the review waits for them (else it would show no card). */
  const [uploading, setUploading] = useState<VisitorField[]>([]);

  const sections = useVisitorReview({
    kind,
    values: { ...extraValues, ...review },
    cards,
    onEdit: (section) => backTo(section.fields),
  });

  /** Back to the form (the same form, never unmounted: nothing is lost), at the first field given. */
  function backTo(fields?: VisitorField[]) {
    const here = fields?.filter((f) => !only || only.includes(f)) ?? [];
    if (english && fields && here.length === 0) {
      // A first-page section: its page, this page's values kept for the way back.
      keepEnNext();
      navigate('/en/register');
      return;
    }
    setReview(null);
    const first = here.find((f) => f in form.getFieldsValue(true));
    if (first) setTimeout(() => form.scrollToField(first, { focus: true, block: 'center' }), 0);
  }

  /** The English second page's values, kept in this tab for the way back from the first page. */
  const keepEnNext = (nextCards: CardPictures = cards) => {
    if (english) saveEnNextDraft({ values: form.getFieldsValue(true) as FormValues, cards: nextCards });
  };

  const send = async () => {
    setError(null);
    const values = review ?? {};
    const body = { ...extraValues, ...values, form: kind } as SubmitInput['body'] & { form: FormKind };
    const input: SubmitInput =
      existing && user
        ? { kind: 'resubmit', visitorId: existing.id, userId: user.id, body }
        : english
          ? { kind: 'public', body: { ...body, form: undefined } as SubmitInput['body'] }
          : { kind: 'register', body };
    try {
      await submit.mutateAsync(input);
    } catch (err) {
      // A refusal that names a field goes back to it, with everything kept.
      show(err);
      const field = form.getFieldsError().find((f) => f.errors.length > 0)?.name;
      if (field) {
        setReview(null);
        setTimeout(() => form.scrollToField(field, { focus: true, block: 'center' }), 0);
      }
      throw err;
    }
    if (english) clearEnDraft();
    navigate('/visitor/visitorAccomplish');
  };

  return (
    <>
      {review && (
        <FormReview
          sections={sections}
          error={error}
          confirmLabel={t('form.confirm')}
          onConfirm={send}
          onBack={() => backTo()}
        />
      )}
      <div hidden={review !== null}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ ...prefillFrom(existing, user), ...saved?.values }}
          onFinish={(values: FormValues) => {
            setError(null);
            setReview(values);
          }}
          onValuesChange={() => keepEnNext()}
          requiredMark
          scrollToFirstError
          className="visitor-form"
        >
          <VisitorFields
            form={form}
            kind={kind}
            only={only}
            onCardError={setCardError}
            cardPictures={cards}
            onCardBusy={(field, busy) =>
              setUploading((now) => (busy ? [...now, field] : now.filter((f) => f !== field)))
            }
            onCardPicture={(field, picture) =>
              setCards((now) => {
                const next = { ...now };
                if (picture) next[field] = picture;
                else delete next[field];
                keepEnNext(next);
                return next;
              })
            }
          />
          {cardError && <Alert type="error" showIcon title={cardError} style={{ marginBottom: 16 }} />}
          {error && !review && (
            <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />
          )}
          <Button type="primary" htmlType="submit" block size="large" loading={uploading.length > 0}>
            {submitLabel ?? t('form.submit')}
          </Button>
        </Form>
      </div>
    </>
  );
}
