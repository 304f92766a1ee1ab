import type { CodeSent } from '@cidpex/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** POST register/rest/visitors/token/email with the visitor purpose. */
export function sendVisitorCode(email: string) {
  return http.post<CodeSent>(
    'register/rest/visitors/token/email',
    { email, purpose: 'visitor' },
    { silent: true },
  );
}

export function useSendCode() {
  return useMutation({ mutationFn: sendVisitorCode });
}
