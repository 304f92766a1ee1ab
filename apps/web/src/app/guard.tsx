import type { Role } from '@cidpex/contracts';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useLang } from '../lib/i18n';
import { loginPathFor, pageTitle } from '../lib/route-rules';
import { isOrganizer, useSession } from '../lib/session/session-store';
import { Forbidden } from './lazy-screens';

export interface GuardProps {
  auth: boolean;
  roles?: Role[];
  title?: string;
  children: ReactNode;
}

/**
 * Login-required routes send an anonymous user to /loginEn (English) or /user/Login with a
 * redirect back (spec §2); organizer pages go to the console's own login. Sets the tab title.
 */
export function Guard({ auth, roles, title, children }: GuardProps) {
  const { token, user } = useSession();
  const lang = useLang();
  const location = useLocation();
  const pathname = location.pathname;
  const { t } = useTranslation();
  const organizerOnly = roles?.includes('organizer');
  const [ns, key] = title?.includes(':') ? title.split(':') : ['common', title];
  const { t: tt } = useTranslation(ns);
  const titleText = key ? tt(key) : '';

  useEffect(() => {
    document.title = pageTitle(
      titleText ? `${titleText} · ${t('fair.shortName')}` : `${t('fair.shortName')} · ${t('fair.name')}`,
    );
    // The fair's description in the reader's language, except on the content page the server
    // wrote its own description for (data-content names its path); leaving it drops that mark.
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta && meta.dataset.content !== pathname) {
      meta.setAttribute('content', t('fair.description'));
      meta.removeAttribute('data-content');
    }
  }, [titleText, t, pathname]);

  if (auth && !token) {
    const from = `${location.pathname}${location.search}`;
    const target = organizerOnly
      ? `/organizer/login?redirect=${encodeURIComponent(from)}`
      : loginPathFor(lang, from);
    return <Navigate to={target} replace />;
  }
  if (organizerOnly && !isOrganizer(user)) return <Forbidden />;
  return <>{children}</>;
}
