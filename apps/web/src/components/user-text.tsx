import type { ReactNode } from 'react';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** The language tag for text a user typed (a name, a company): Chinese when it has Han characters. */
export function userTextLang(text: string | null | undefined): string | undefined {
  return text && CJK.test(text) ? 'zh' : undefined;
}

/**
 * Text entered by people, shown as they wrote it: marked with its own language so that
 * screen readers pronounce it right and an English page may show a Chinese name.
 */
export function UserText({
  children,
  fallback,
}: {
  children: string | null | undefined;
  fallback?: ReactNode;
}) {
  if (!children) return <>{fallback ?? null}</>;
  return (
    <span lang={userTextLang(children)} translate="no">
      {children}
    </span>
  );
}

const SLOT = '\u2063';

/** A placeholder to pass to `t()` for a value a user typed; `WithUserText` puts the value back marked. */
export function userSlot(name: string): string {
  return `${SLOT}${name}${SLOT}`;
}

/**
 * A translated sentence with user-typed values inside (a name, a company), each marked with
 * its own language: `<WithUserText text={t('key', { name: userSlot('name') })} values={{ name }} />`.
 */
export function WithUserText({
  text,
  values,
}: {
  text: string;
  values: Record<string, string | null | undefined>;
}) {
  const parts = text.split(SLOT);
  return (
    <>
      {parts.map((part, i) =>
        // Odd parts are the names of the slots between two markers.
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence never reorder
        i % 2 === 1 ? <UserText key={i}>{values[part]}</UserText> : part,
      )}
    </>
  );
}
