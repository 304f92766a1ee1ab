/** What a business card shows, already in display form (dictionary codes resolved). */
export interface CardData {
  name: string;
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  jobTitle?: string | null;
  mobile?: string | null;
  email?: string | null;
}

/** Escapes a text value of vCard 3.0 (RFC 2426 §4): backslash, comma, semicolon, newline. */
export function escapeVCard(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/,/g, '\\,').replace(/;/g, '\\;');
}

/** The name to show: the full name, else first and last name. */
export function displayName(user: {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}) {
  return user.name?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
}

/**
 * A vCard 3.0 of the card, the text the QR code holds: a phone's camera offers to save the
 * contact. Lines end with CRLF as the format requires; empty properties are left out.
 */
export function buildVCard(card: CardData): string {
  const e = escapeVCard;
  const structured =
    card.firstName || card.lastName
      ? `${e(card.lastName ?? '')};${e(card.firstName ?? '')};;;`
      : `${e(card.name)};;;;`;
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${structured}`, `FN:${e(card.name)}`];
  if (card.company) lines.push(`ORG:${e(card.company)}`);
  if (card.jobTitle) lines.push(`TITLE:${e(card.jobTitle)}`);
  if (card.mobile) lines.push(`TEL;TYPE=CELL:${card.mobile.replace(/[^\d+]/g, '')}`);
  if (card.email) lines.push(`EMAIL;TYPE=INTERNET:${card.email}`);
  lines.push('END:VCARD');
  return `${lines.join('\r\n')}\r\n`;
}
