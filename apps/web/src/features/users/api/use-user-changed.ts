import type { User } from '@cidpex/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { session } from '../../../lib/session/session-store';
import { userKeys } from './get-user';

/** After a change: the stored user (header, guards) and the cached queries follow the server's answer. */
export function useUserChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => {
      session.updateUser(user);
      queryClient.setQueryData(userKeys.detail(user.id), user);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    [queryClient],
  );
}
