import type { ChangeMobileBody, User } from '@cidpex/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useUserChanged } from './use-user-changed';

/** PUT exhibitor/rest/users/mobilePhone/{userId}: a new mobile and the SMS code sent to it (purpose bindMobile). */
export function changeMobile(userId: number, body: ChangeMobileBody) {
  return http.put<User>(`exhibitor/rest/users/mobilePhone/${userId}`, body, { silent: true });
}

export function useChangeMobile() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: ChangeMobileBody }) => changeMobile(userId, body),
    onSuccess: changed,
  });
}
