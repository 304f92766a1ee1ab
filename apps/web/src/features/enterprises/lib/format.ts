import { FAIR, type Locale } from '@cidpex/contracts';

/** A day on the fair's clock (Asia/Shanghai), written the current language's way. */
export function formatDate(iso: string | null, lang: Locale): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
    timeZone: FAIR.timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(date);
}
