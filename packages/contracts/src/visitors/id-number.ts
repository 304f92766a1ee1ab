/**
 * Identity numbers on the visitor form (spec §3 "ID number, passport number", §5 "the last
 * six digits of the ID number"). Shared by the form and the server so that both refuse
 * the same numbers.
 */

/** Province-level codes that open a PRC resident ID number (GB/T 2260 first two digits). */
const PROVINCE_CODES = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
  '83',
  '91',
]);
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

export type IdKind = 'idCard' | 'passport';

/** Upper case without spaces or dashes, as stored and compared. */
export function normalizeIdNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** The check character of the first 17 digits of a PRC ID number (ISO 7064 MOD 11-2). */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? '';
}

/**
 * Whether a value is a valid 18-digit PRC resident ID number: a known province code, a real
 * date of birth between 1900 and `today`, and the right check character (X allowed last).
 */
export function checkIdCard(value: string, today: Date = new Date()): boolean {
  const id = normalizeIdNumber(value);
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (!PROVINCE_CODES.has(id.slice(0, 2))) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1900 ||
    birth.getUTCFullYear() !== year ||
    birth.getUTCMonth() !== month - 1 ||
    birth.getUTCDate() !== day ||
    birth.getTime() > today.getTime()
  ) {
    return false;
  }
  return idCardCheckChar(id.slice(0, 17)) === id[17];
}

/** A passport number: 5 to 20 letters and digits, at least one digit (ICAO 9303 allows 9, some states more). */
export function checkPassport(value: string): boolean {
  const id = normalizeIdNumber(value);
  return /^[A-Z0-9]{5,20}$/.test(id) && /\d/.test(id);
}

/** The last six characters of a number: the only part shown after submission. */
export function lastSix(value: string): string {
  return normalizeIdNumber(value).slice(-6);
}

/** How a stored number is shown: its last six characters behind a mask. */
export function maskedIdNumber(last6: string): string {
  return `******${last6}`;
}
