import { z } from 'zod';

/**
 * Validation rules of spec §5, in one place for the forms and the server.
 * A refinement's `message` is an error-code name; the web turns it into the
 * catalog text of the current language, the server into the caller's language.
 */

/** Mainland China mobile (11 digits starting 1[3-9]) or an international number in E.164 form. */
export const MOBILE_PATTERN = /^(?:1[3-9]\d{9}|\+(?:86)?1[3-9]\d{9}|\+[1-9]\d{6,14})$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const CODE_PATTERN = /^\d{6}$/;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 64;

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/**
 * Strength shown beside the password field (spec §5): weak unless it has at least 6
 * characters mixing digits and letters; strong with 10+ characters and a third kind
 * (upper and lower case, or a symbol); medium otherwise.
 */
export function passwordStrength(password: string): PasswordStrength {
  const hasDigit = /\d/.test(password);
  const hasLetter = /[A-Za-z]/.test(password);
  if (password.length < PASSWORD_MIN_LENGTH || !hasDigit || !hasLetter) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (password.length >= 10 && kinds >= 3) return 'strong';
  return 'medium';
}

export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value.replace(/[\s-]/g, ''));
}

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** Normalises a mobile number as stored: spaces and dashes removed, +86 prefix dropped. */
export function normalizeMobile(value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  return compact.replace(/^\+86(?=1[3-9]\d{9}$)/, '');
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export const mobileSchema = z
  .string()
  .trim()
  .min(1, 'REQUIRED')
  .refine(isValidMobile, 'MOBILE_FORMAT')
  .transform(normalizeMobile);

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'REQUIRED')
  .refine(isValidEmail, 'EMAIL_FORMAT')
  .transform(normalizeEmail);

export const codeSchema = z.string().trim().regex(CODE_PATTERN, 'CODE_INVALID');

export const passwordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, 'WEAK_PASSWORD')
  .refine((value) => passwordStrength(value) !== 'weak', 'WEAK_PASSWORD');

/** Either a mobile number or an email address: what a person types to log in. */
export const accountSchema = z
  .string()
  .trim()
  .min(1, 'REQUIRED')
  .max(254)
  .refine((value) => isValidMobile(value) || isValidEmail(value), 'LOGIN_FAILED');

export function accountKind(value: string): 'mobile' | 'email' {
  return isValidEmail(value.trim()) ? 'email' : 'mobile';
}
