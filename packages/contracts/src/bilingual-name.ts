/**
 * A name given in Chinese (`name`), in English (`nameEn`) or in both: brands and products.
 * At least one of the two is required; each site shows its own language, the other one
 * standing in when its own is missing (an overseas exhibitor may give an English name only).
 */
export interface BilingualName {
  name?: string | null;
  nameEn?: string | null;
}

/** Whether at least one of the two names holds more than blanks. */
export function hasBilingualName(value: BilingualName): boolean {
  return Boolean(value.name?.trim() || value.nameEn?.trim());
}

/** The name to show: English on the English site when there is one, else the other one. */
export function bilingualDisplayName(value: BilingualName, english: boolean): string {
  return (english ? value.nameEn || value.name : value.name || value.nameEn) ?? '';
}
