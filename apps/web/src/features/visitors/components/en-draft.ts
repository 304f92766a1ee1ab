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

const NEXT_KEY = 'cidpex.visitor.enNextDraft';

/** The second page's values (and its card pictures), kept when the review goes back to the first page. */
export interface EnNextDraft {
  values: Record<string, unknown>;
  cards: Record<string, { url: string; name: string }>;
}

export function saveEnNextDraft(draft: EnNextDraft) {
  sessionStorage.setItem(NEXT_KEY, JSON.stringify(draft));
}

export function readEnNextDraft(): EnNextDraft | null {
  try {
    const raw = sessionStorage.getItem(NEXT_KEY);
    return raw ? (JSON.parse(raw) as EnNextDraft) : null;
  } catch {
    return null;
  }
}

export function clearEnDraft() {
  sessionStorage.removeItem(KEY);
  sessionStorage.removeItem(NEXT_KEY);
}
