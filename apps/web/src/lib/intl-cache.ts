/**
 * Intl formatters made once per locale and options: building an Intl.DateTimeFormat costs about
 * as much as formatting a hundred dates, and a list page formats one or more dates per row on
 * every render (on a slow phone, the news page spent 60 ms of its start building them).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function keyOf(locale: string, options: object | undefined) {
  return `${locale}|${options ? JSON.stringify(options) : ''}`;
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}
