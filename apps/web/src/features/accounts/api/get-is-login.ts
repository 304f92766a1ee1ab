import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useSession } from '../../../lib/session/session-store';

/** GET register/rest/users/isLogin: whether the stored token is still a valid session. */
export function getIsLogin() {
  return http.get<boolean>('register/rest/users/isLogin', { silent: true });
}

export function isLoginQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['accounts', 'isLogin', token],
    queryFn: getIsLogin,
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}

/** Whether the server still knows the stored session (false without a token). */
export function useIsLogin() {
  const { token } = useSession();
  const query = useQuery(isLoginQueryOptions(token));
  return { ...query, data: token ? query.data : false };
}
