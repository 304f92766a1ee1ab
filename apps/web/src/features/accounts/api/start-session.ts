import type { Session } from '@cidpex/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { session } from '../../../lib/session/session-store';
import { getTempUserId } from '../../../lib/session/storage';

/**
 * What follows a login or a registration: the session is stored (token, user, ids), the
 * queries made as an anonymous visitor are refetched with the token, and what the visitor
 * did before signing in (tempUserId) is linked to the account. A failure of that link is
 * ignored: it only concerns statistics.
 */
export function startSession(queryClient: QueryClient, { token, user }: Session) {
  session.signIn(token, user);
  void queryClient.invalidateQueries();
  http
    .post('exhibitor/rest/users/bind', { tempUserId: getTempUserId() }, { silent: true })
    .catch(() => undefined);
}
