import { AUTH_HEADER, type LoginBody, type Session } from '@cidpex/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** POST register/rest/loginAccounts/login: the console signs in with the site's accounts. */
export function signIn(body: LoginBody) {
  return http.post<Session>('register/rest/loginAccounts/login', body, { silent: true });
}

/** Ends a session that the console refuses (no organizer role), so that no token lingers. */
export function discardSession(token: string) {
  return http
    .post<unknown>(
      'register/rest/loginAccounts/logout',
      {},
      { silent: true, headers: { [AUTH_HEADER]: token } },
    )
    .catch(() => null);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
