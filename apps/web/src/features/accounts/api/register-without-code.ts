import type { RegisterWithoutCodeBody, Session } from '@cidpex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { startSession } from './start-session';

/**
 * POST register/rest/loginAccounts/register/without/code: the English site's account for
 * overseas buyers (an SMS may never arrive abroad); the email stays unverified until bound.
 */
export function registerWithoutCode(body: RegisterWithoutCodeBody) {
  return http.post<Session>('register/rest/loginAccounts/register/without/code', body, { silent: true });
}

export function useRegisterWithoutCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerWithoutCode,
    onSuccess: (answer) => startSession(queryClient, answer),
  });
}
