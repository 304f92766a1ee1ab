import { z } from 'zod';
import type { ErrorCodeName } from '../errors';
import { FAIR } from '../limits';
import { CODE_PATTERN, isValidEmail, isValidMobile } from '../validation';
import { checkIdCard, checkPassport } from './id-number';

/**
 * The visitor pre-registration form (spec §3 "Visitor"): the domestic form of
 * /visitor/visitorRegister and the overseas form of /oversea/register and /en/register +
 * /en/next. Which fields each form collects and which of them are required is one table,
 * read by the web form and by the server.
 */
export const VISITOR_FORMS = ['domestic', 'overseas'] as const;
export type VisitorForm = (typeof VISITOR_FORMS)[number];

export const VISITOR_TEXT_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'company',
  'brand',
  'jobTitle',
  'businessType',
  'country',
  'address',
  'postalCode',
  'tel',
  'fax',
  'mobile',
  'email',
  'emailCode',
  'idCardNo',
  'passportNo',
  'linkedin',
  'whatsapp',
  'wechat',
  'website',
] as const;
export type VisitorTextField = (typeof VISITOR_TEXT_FIELDS)[number];
export type VisitorField = VisitorTextField | 'cardFrontId' | 'cardBackId' | 'consent';

export type FieldRule = 'required' | 'optional';

/** The rule table: a field absent from a form is not collected by it. */
export const VISITOR_FORM_RULES: Record<VisitorForm, Partial<Record<VisitorField, FieldRule>>> = {
  domestic: {
    name: 'required',
    company: 'required',
    brand: 'optional',
    jobTitle: 'required',
    businessType: 'required',
    address: 'optional',
    postalCode: 'optional',
    tel: 'optional',
    fax: 'optional',
    mobile: 'required',
    email: 'required',
    emailCode: 'required',
    idCardNo: 'required',
    wechat: 'optional',
    website: 'optional',
    cardFrontId: 'optional',
    cardBackId: 'optional',
    consent: 'required',
  },
  overseas: {
    firstName: 'required',
    lastName: 'required',
    company: 'required',
    brand: 'optional',
    jobTitle: 'required',
    businessType: 'required',
    country: 'required',
    address: 'optional',
    postalCode: 'optional',
    tel: 'optional',
    fax: 'optional',
    mobile: 'optional',
    email: 'required',
    emailCode: 'required',
    passportNo: 'required',
    linkedin: 'optional',
    whatsapp: 'optional',
    wechat: 'optional',
    website: 'optional',
    cardFrontId: 'optional',
    cardBackId: 'optional',
    consent: 'required',
  },
};

/** The English flow splits the overseas form in two pages: /en/register, then /en/next. */
export const EN_REGISTER_STEPS: Record<'register' | 'next', VisitorField[]> = {
  register: ['firstName', 'lastName', 'email', 'emailCode', 'country', 'mobile', 'passportNo', 'consent'],
  next: [
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
  ],
};

export const VISITOR_FIELD_MAX: Record<VisitorTextField, number> = {
  name: 60,
  firstName: 60,
  lastName: 60,
  company: 200,
  brand: 200,
  jobTitle: 40,
  businessType: 40,
  country: 40,
  address: 300,
  postalCode: 20,
  tel: 40,
  fax: 40,
  mobile: 30,
  email: 254,
  emailCode: 10,
  idCardNo: 30,
  passportNo: 30,
  linkedin: 300,
  whatsapp: 40,
  wechat: 60,
  website: 300,
};

export type VisitorFormValues = Partial<Record<VisitorTextField, string | null>> & {
  cardFrontId?: number | null;
  cardBackId?: number | null;
  consent?: boolean | null;
  useAccountEmail?: boolean | null;
};

export function fieldRule(form: VisitorForm, field: VisitorField): FieldRule | undefined {
  return VISITOR_FORM_RULES[form][field];
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === false || (typeof value === 'string' && !value.trim())
  );
}

/**
 * What is wrong with one field of a form, as an error-code name, or null. The form shows
 * the code's catalog text under the field; the server answers it.
 */
export function visitorFieldError(
  form: VisitorForm,
  field: VisitorField,
  values: VisitorFormValues,
): ErrorCodeName | null {
  const rule = fieldRule(form, field);
  if (!rule) return null;
  const value = values[field];
  if (field === 'consent') {
    // PIPL: an identity number is only taken with an explicit consent.
    const hasId = !isEmpty(values.idCardNo) || !isEmpty(values.passportNo);
    return value !== true && (rule === 'required' || hasId) ? 'VISITOR_CONSENT_REQUIRED' : null;
  }
  // The account's own verified email is not verified again (the server checks the claim).
  if (field === 'emailCode' && values.useAccountEmail === true) return null;
  if (isEmpty(value)) return rule === 'required' ? 'REQUIRED' : null;
  const text = typeof value === 'string' ? value.trim() : '';
  if (typeof value === 'string' && text.length > VISITOR_FIELD_MAX[field as VisitorTextField]) {
    return 'VALIDATION';
  }
  switch (field) {
    case 'idCardNo':
      return checkIdCard(text) ? null : 'VISITOR_ID_INVALID';
    case 'passportNo':
      return checkPassport(text) ? null : 'VISITOR_PASSPORT_INVALID';
    case 'email':
      return isValidEmail(text) ? null : 'EMAIL_FORMAT';
    case 'mobile':
      return isValidMobile(text) ? null : 'MOBILE_FORMAT';
    case 'emailCode':
      return CODE_PATTERN.test(text) ? null : 'CODE_INVALID';
    default:
      return null;
  }
}

/** Every field of a form that is wrong, with its error-code name. */
export function visitorFormErrors(
  form: VisitorForm,
  values: VisitorFormValues,
): Array<{ field: VisitorField; code: ErrorCodeName }> {
  const errors: Array<{ field: VisitorField; code: ErrorCodeName }> = [];
  for (const field of Object.keys(VISITOR_FORM_RULES[form]) as VisitorField[]) {
    const code = visitorFieldError(form, field, values);
    if (code) errors.push({ field, code });
  }
  return errors;
}

const optionalText = z.string().max(1000).nullish();
const textShape = Object.fromEntries(VISITOR_TEXT_FIELDS.map((field) => [field, optionalText])) as Record<
  VisitorTextField,
  typeof optionalText
>;

/** The fields of a form, without the form's rule table applied. */
export const visitorFormFields = z.object({
  exhibitionId: z.coerce.number().int().positive().default(FAIR.exhibitionId),
  ...textShape,
  cardFrontId: z.number().int().positive().nullish(),
  cardBackId: z.number().int().positive().nullish(),
  consent: z.boolean().nullish(),
  /** The email is the signed-in account's, verified already: no email code (issue 23 item 14). */
  useAccountEmail: z.boolean().nullish(),
});

function applyRules(form: VisitorForm, fields: readonly VisitorField[] | null) {
  return (value: VisitorFormValues, ctx: z.RefinementCtx) => {
    for (const { field, code } of visitorFormErrors(form, value)) {
      if (fields && !fields.includes(field)) continue;
      ctx.addIssue({ code: 'custom', path: [field], message: code });
    }
  };
}

/**
 * POST /register/rest/visitors/register and POST /register/rest/visitors/{visitorId}/user/{userId}:
 * a whole form, its kind named by `form`.
 */
export const visitorRegisterBody = z
  .object({ form: z.enum(VISITOR_FORMS), ...visitorFormFields.shape })
  .superRefine((value, ctx) => applyRules(value.form, null)(value, ctx));
export type VisitorRegisterBody = z.input<typeof visitorRegisterBody>;

/** POST /register/rest/visitors/register/public: the first English page, checked, nothing stored. */
export const visitorPublicCheckBody = visitorFormFields.superRefine(
  applyRules('overseas', EN_REGISTER_STEPS.register),
);
export type VisitorPublicCheckBody = z.input<typeof visitorPublicCheckBody>;

/** POST /register/rest/visitors/register/public/request: the whole English form (overseas rules). */
export const visitorPublicRequestBody = visitorFormFields.superRefine(applyRules('overseas', null));
export type VisitorPublicRequestBody = z.input<typeof visitorPublicRequestBody>;
