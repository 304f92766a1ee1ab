import type { IgnoreEmailBody, User } from '@cidpex/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useUserChanged } from './use-user-changed';

/** PUT exhibitor/rest/users/ignore/email: "not now" to the bind-your-email prompt. */
export function ignoreEmail(body: IgnoreEmailBody = { ignore: true }) {
  return http.put<User>('exhibitor/rest/users/ignore/email', body);
}

export function useIgnoreEmail() {
  const changed = useUserChanged();
  return useMutation({ mutationFn: () => ignoreEmail(), onSuccess: changed });
}
