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
