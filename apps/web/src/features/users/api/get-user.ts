import type { User } from '@cidpex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http/client';
import { session, useSession } from '../../../lib/session/session-store';

/** GET register/rest/users/data/{userId}: the signed-in user's own record. */
export function getUser(userId: number) {
  return http.get<User>(`register/rest/users/data/${userId}`, { silent: true });
}

export const userKeys = {
  all: ['users'] as const,
  detail: (userId: number) => ['users', userId] as const,
};

export function userQueryOptions(userId: number) {
  return queryOptions({ queryKey: userKeys.detail(userId), queryFn: () => getUser(userId) });
}

/**
 * The signed-in user, fresh from the server. The stored copy shows meanwhile, and stays
 * when the refresh fails, so that a phone on a weak signal never waits on a blank page.
 */
export function useCurrentUser() {
  const { user } = useSession();
  const id = user?.id ?? 0;
  const query = useQuery({ ...userQueryOptions(id), enabled: id > 0 });
  const fresh = query.data;
  // The header and the guards read the stored copy: keep it as fresh as the server's.
  useEffect(() => {
    if (fresh && JSON.stringify(fresh) !== JSON.stringify(session.get().user)) session.updateUser(fresh);
  }, [fresh]);
  return { ...query, data: fresh ?? user ?? undefined };
}
