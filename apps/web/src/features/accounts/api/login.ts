import type { LoginBody, Session } from '@cidpex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { startSession } from './start-session';

/** POST register/rest/loginAccounts/login: a mobile number or an email, and the password. */
export function login(body: LoginBody) {
  return http.post<Session>('register/rest/loginAccounts/login', body, { silent: true });
}

/** Logs in and stores the session; the form shows a refusal itself (silent). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => startSession(queryClient, answer),
  });
}
