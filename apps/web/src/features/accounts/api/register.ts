import type { RegisterBody, Session } from '@cidpex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { startSession } from './start-session';

/** POST register/rest/loginAccounts/register: mobile + SMS code or email + email code. */
export function register(body: RegisterBody) {
  return http.post<Session>('register/rest/loginAccounts/register', body, { silent: true });
}

/** Registers and signs the new account in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (answer) => startSession(queryClient, answer),
  });
}
