/** A mobile number with its middle hidden: 138****8000, +44 77****0123. */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  const m = mobile.replace(/[\s-]/g, '');
  if (m.length < 7) return m;
  const keepStart = m.startsWith('+') ? Math.min(5, m.length - 6) : 3;
  return `${m.slice(0, keepStart)}${'*'.repeat(m.length - keepStart - 4)}${m.slice(-4)}`;
}
