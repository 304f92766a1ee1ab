import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { session } from '../../../lib/session/session-store';

export function logout() {
  return http.post<boolean | null>('register/rest/loginAccounts/logout', {}, { silent: true });
}

/** Logs out on the server, then forgets the session here even if the call failed. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout().catch(() => null),
    onSettled: () => {
      session.signOut();
      queryClient.clear();
    },
  });
}
