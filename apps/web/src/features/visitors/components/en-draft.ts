/** The first English page's values, kept for /en/next in this tab only (never the ID number in storage beyond the tab). */
const KEY = 'cidpex.visitor.enDraft';

export function saveEnDraft(values: Record<string, unknown>) {
  sessionStorage.setItem(KEY, JSON.stringify(values));
}

export function readEnDraft(): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function clearEnDraft() {
  sessionStorage.removeItem(KEY);
}
