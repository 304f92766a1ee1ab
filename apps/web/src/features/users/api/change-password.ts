import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface ChangePasswordInput {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * POST register/rest/loginAccounts/password/reset with mode 'change': the signed-in user
 * proves the old password. The server then ends every other session of the user.
 */
export function changePassword(input: ChangePasswordInput) {
  return http.post<{ ok: true }>(
    'register/rest/loginAccounts/password/reset',
    { mode: 'change', ...input },
    { silent: true },
  );
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
