/**
 * Unified social credit code of GB 32100-2015: 18 characters from a 31-character set
 * (digits and capitals without I, O, Z, S, V). Character 1 is the registering authority,
 * 2 the kind of organisation, 3–8 the administrative area (digits), 9–17 the organisation
 * code, and 18 a check character computed from the first 17 with modulus 31.
 */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character of the first 17 characters, or null when one of them is not allowed. */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CODE_CHARSET.indexOf(first17[i] ?? '');
    if (value < 0) return null;
    sum += value * (CREDIT_CODE_WEIGHTS[i] ?? 0);
  }
  const check = (31 - (sum % 31)) % 31;
  return CREDIT_CODE_CHARSET[check] ?? null;
}

/** Upper-cases and removes spaces, as the code is stored. */
export function normalizeCreditCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Whether a (normalised) code has the GB 32100-2015 form and a correct check character. */
export function isValidCreditCode(value: string): boolean {
  const code = normalizeCreditCode(value);
  if (!CREDIT_CODE_PATTERN.test(code)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code[17];
}
