import type { ResetPasswordBody } from '@cidpex/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/**
 * POST register/rest/loginAccounts/password/reset, for a forgotten password (account + code)
 * and for a change by the signed-in user (old password). The server ends the user's other
 * sessions.
 */
export function resetPassword(body: ResetPasswordBody) {
  return http.post<{ ok: true }>('register/rest/loginAccounts/password/reset', body, { silent: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
