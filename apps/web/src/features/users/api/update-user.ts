import type { UpdateUserBody, User } from '@cidpex/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useUserChanged } from './use-user-changed';

/** PUT register/rest/users/{userId}: name, company, job title, country… */
export function updateUser(userId: number, body: UpdateUserBody) {
  return http.put<User>(`register/rest/users/${userId}`, body, { silent: true });
}

export function useUpdateUser() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: UpdateUserBody }) => updateUser(userId, body),
    onSuccess: changed,
  });
}
