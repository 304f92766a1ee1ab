import type { BindEmailBody, User } from '@cidpex/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useUserChanged } from './use-user-changed';

/** POST register/rest/users/bindEmail: an email and the code sent to it (purpose bindEmail). */
export function bindEmail(body: BindEmailBody) {
  return http.post<User>('register/rest/users/bindEmail', body, { silent: true });
}

export function useBindEmail() {
  const changed = useUserChanged();
  return useMutation({ mutationFn: bindEmail, onSuccess: changed });
}
