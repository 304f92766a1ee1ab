import { z } from 'zod';
import { userSchema } from '../accounts';
import { LOCALES } from '../locales';
import { codeSchema, emailSchema, mobileSchema } from '../validation';

export const userIdParams = z.object({ userId: z.coerce.number().int().positive() });

/** PUT /register/rest/users/{userId} and PUT /exhibitor/rest/users/{userId}. */
export const updateUserBody = z.object({
  name: z.string().trim().max(60).optional(),
  firstName: z.string().trim().max(60).optional(),
  lastName: z.string().trim().max(60).optional(),
  company: z.string().trim().max(200).optional(),
  jobTitle: z.string().trim().max(60).optional(),
  country: z.string().trim().max(60).optional(),
  avatar: z.string().trim().max(500).optional(),
  lang: z.enum(LOCALES).optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBody>;

/** POST /register/rest/users/bindEmail */
export const bindEmailBody = z.object({ email: emailSchema, code: codeSchema });
export type BindEmailBody = z.input<typeof bindEmailBody>;

/** PUT /exhibitor/rest/users/mobilePhone/{userId} */
export const changeMobileBody = z.object({ mobile: mobileSchema, code: codeSchema });
export type ChangeMobileBody = z.input<typeof changeMobileBody>;

/** POST /exhibitor/rest/users/bind: links what an anonymous visitor did (tempUserId) to the account. */
export const bindTempUserBody = z.object({ tempUserId: z.string().trim().min(8).max(64) });
export type BindTempUserBody = z.input<typeof bindTempUserBody>;

/** Answer of POST /exhibitor/rest/users/bind: how many anonymous records now belong to the user. */
export const bindTempUserResultSchema = z.object({
  operations: z.number().int(),
  behaviors: z.number().int(),
});
export type BindTempUserResult = z.infer<typeof bindTempUserResultSchema>;

/**
 * PUT /exhibitor/rest/users/ignore/email: the user dismissed the "bind your email" prompt.
 * The body may be empty (ignore), or `{ ignore: false }` to show the prompt again.
 */
export const ignoreEmailBody = z.object({ ignore: z.boolean().default(true) }).default({ ignore: true });
export type IgnoreEmailBody = z.input<typeof ignoreEmailBody>;

/** GET /exhibitor/rest/users/withEnt/{userId}: the user and the enterprise they belong to. */
export const userWithEnterpriseSchema = z.object({
  user: userSchema,
  enterprise: z
    .object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable(), certified: z.boolean() })
    .nullable(),
});
export type UserWithEnterprise = z.infer<typeof userWithEnterpriseSchema>;

export { userSchema };
