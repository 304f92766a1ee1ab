import { z } from 'zod';
import { LOCALES } from '../locales';
import { ROLES } from '../roles';
import { accountSchema, codeSchema, emailSchema, mobileSchema, passwordSchema } from '../validation';

/** Why a verification code is sent; a code only serves the purpose it was sent for. */
export const CODE_PURPOSES = [
  'register',
  'reset',
  'bindEmail',
  'bindMobile',
  'visitor',
  'changeAdmin',
] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** POST /register/rest/visitors/token/email */
export const sendEmailCodeBody = z.object({
  email: emailSchema,
  purpose: z.enum(CODE_PURPOSES).default('register'),
});
export type SendEmailCodeBody = z.input<typeof sendEmailCodeBody>;

/** POST /register/rest/visitors/phone-token */
export const sendSmsCodeBody = z.object({
  mobile: mobileSchema,
  purpose: z.enum(CODE_PURPOSES).default('register'),
});
export type SendSmsCodeBody = z.input<typeof sendSmsCodeBody>;

/** Answer of a code request: when another code may be asked for. */
export const codeSentSchema = z.object({
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

const passwordPair = {
  password: passwordSchema,
  confirmPassword: z.string(),
};

function samePasswords<T extends { password: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'PASSWORD_MISMATCH' });
  }
}

/** POST /register/rest/loginAccounts/register: with a mobile + SMS code or an email + email code. */
export const registerBody = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('mobile'), mobile: mobileSchema, code: codeSchema, ...passwordPair }),
    z.object({ kind: z.literal('email'), email: emailSchema, code: codeSchema, ...passwordPair }),
  ])
  .and(z.object({ name: z.string().trim().max(60).optional(), lang: z.enum(LOCALES).optional() }))
  .superRefine(samePasswords);
export type RegisterBody = z.input<typeof registerBody>;

/**
 * POST /register/rest/loginAccounts/register/without/code: the English site's account for
 * overseas buyers, whose SMS may not arrive: "without" the SMS code, the email is verified
 * instead by the email code (purpose register). Every sign-up verifies its address (issue 23).
 */
export const registerWithoutCodeBody = z
  .object({
    email: emailSchema,
    code: codeSchema,
    firstName: z.string().trim().min(1, 'REQUIRED').max(60),
    lastName: z.string().trim().min(1, 'REQUIRED').max(60),
    company: z.string().trim().max(200).optional(),
    country: z.string().trim().max(60).optional(),
    ...passwordPair,
    lang: z.enum(LOCALES).optional(),
  })
  .superRefine(samePasswords);
export type RegisterWithoutCodeBody = z.input<typeof registerWithoutCodeBody>;

/** POST /register/rest/loginAccounts/login */
export const loginBody = z.object({
  account: accountSchema,
  password: z.string().min(1, 'REQUIRED').max(200),
});
export type LoginBody = z.input<typeof loginBody>;

/**
 * POST /register/rest/loginAccounts/password/reset, used both for a forgotten password
 * (account + code) and for a change by the signed-in user (old password).
 */
export const resetPasswordBody = z
  .discriminatedUnion('mode', [
    z.object({ mode: z.literal('forgot'), account: accountSchema, code: codeSchema, ...passwordPair }),
    z.object({ mode: z.literal('change'), oldPassword: z.string().min(1, 'REQUIRED'), ...passwordPair }),
  ])
  .superRefine(samePasswords);
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const userSchema = z.object({
  id: z.number().int(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  country: z.string().nullable(),
  avatar: z.string().nullable(),
  lang: z.enum(LOCALES),
  roles: z.array(z.enum(ROLES)),
  ignoreEmailPrompt: z.boolean(),
  enterpriseId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Answer of login and register: the token is also sent in the renewed-token header. */
export const sessionSchema = z.object({ token: z.string(), user: userSchema });
export type Session = z.infer<typeof sessionSchema>;
