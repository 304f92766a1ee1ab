import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { http } from '../lib/http/client';
import { useLang } from '../lib/i18n';
import { shouldStoreReturnPath } from '../lib/route-rules';
import { getTempUserId, setReturnPath } from '../lib/session/storage';

/**
 * Router behaviour of spec §2: a VIEW record for every new full path (a failure to record
 * is ignored), and the previous path kept as the return path unless it was a login page
 * or an English page.
 */
export function RouterEffects() {
  const location = useLocation();
  const lang = useLang();
  const previous = useRef<string | null>(null);
  const full = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (previous.current === full) return;
    if (previous.current && shouldStoreReturnPath(previous.current.split('?')[0]!))
      setReturnPath(previous.current);
    previous.current = full;
    http
      .post(
        `portal/rest/operates?${Date.now()}`,
        { type: 'VIEW', path: full.slice(0, 500), tempUserId: getTempUserId(), lang },
        { silent: true },
      )
      .catch(() => undefined);
  }, [full, lang]);

  return null;
}
