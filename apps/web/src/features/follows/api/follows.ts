import type { Follow, FollowBody, FollowPage, FollowPageBody, FollowState } from '@cidpex/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export const followKeys = {
  all: ['follows'] as const,
  state: (key: string) => ['follows', 'key', key] as const,
  mine: (body: FollowPageBody) => ['follows', 'mine', body] as const,
};

/** GET exhibitor/rest/follows/key/{key}: followed or not, and how many follow it. */
export function useFollowState(key: string) {
  return useQuery({
    queryKey: followKeys.state(key),
    queryFn: () => http.get<FollowState>(`exhibitor/rest/follows/key/${key}`, { silent: true }),
  });
}

/** POST exhibitor/rest/follows/page/my */
export function useMyFollows(body: FollowPageBody) {
  return useQuery({
    queryKey: followKeys.mine(body),
    queryFn: () => http.post<FollowPage>('exhibitor/rest/follows/page/my', body, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** POST exhibitor/rest/follows */
export function useFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FollowBody) => http.post<Follow>('exhibitor/rest/follows', body),
    onSuccess: () => client.invalidateQueries({ queryKey: followKeys.all }),
  });
}

/** DELETE exhibitor/rest/follows/{followId} */
export function useUnfollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (followId: number) => http.delete<{ ok: true }>(`exhibitor/rest/follows/${followId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: followKeys.all }),
  });
}
