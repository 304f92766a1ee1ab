import type {
  ApplyChat,
  ApplyChatActionBody,
  ApplyChatPage,
  ApplyChatPageBody,
  BannedWords,
  Comment,
  CommentPage,
  FavoritePage,
  FavoritePageBody,
  FavoriteState,
} from '@cidpex/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

const keys = {
  comments: (id: number, page: number) => ['purposes', 'comments', id, page] as const,
  mineComments: (kind: string, page: number) => ['purposes', 'comments', 'me', kind, page] as const,
  orgComments: (hidden: string, page: number) => ['purposes', 'comments', 'org', hidden, page] as const,
  favorites: (body: FavoritePageBody) => ['purposes', 'favorites', body] as const,
  applyChats: (side: string, body: ApplyChatPageBody) => ['purposes', 'applyChats', side, body] as const,
  bannedWords: ['purposes', 'bannedWords'] as const,
};

function useRefreshAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['purposes'] });
}

/* ---------------------------------------------------------------- comments */

/** GET exhibitor/rest/comments/purposes/{purposeId} */
export function useComments(purposeId: number, page: number) {
  return useQuery({
    queryKey: keys.comments(purposeId, page),
    queryFn: () =>
      http.get<CommentPage>(`exhibitor/rest/comments/purposes/${purposeId}`, {
        query: { page, pageSize: 20 },
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST exhibitor/rest/comments/me/{from|to} */
export function useMyComments(kind: 'from' | 'to', page: number) {
  return useQuery({
    queryKey: keys.mineComments(kind, page),
    queryFn: () =>
      http.post<CommentPage>(`exhibitor/rest/comments/me/${kind}`, { page, pageSize: 10 }, { silent: true }),
  });
}

/** POST exhibitor/rest/comments */
export function useAddComment() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: { purposeId: number; content: string }) =>
      http.post<Comment>('exhibitor/rest/comments', body, { silent: true }),
    onSuccess: refresh,
  });
}

/** DELETE exhibitor/rest/comments/{commentId} */
export function useDeleteComment() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (id: number) => http.delete<{ ok: true }>(`exhibitor/rest/comments/${id}`),
    onSuccess: refresh,
  });
}

/** GET portal/rest/organizer/comments */
export function useOrganizerComments(hidden: 'true' | 'false' | '', page: number) {
  return useQuery({
    queryKey: keys.orgComments(hidden, page),
    queryFn: () =>
      http.get<CommentPage>('portal/rest/organizer/comments', {
        query: { hidden: hidden || undefined, page, pageSize: 20 },
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** PUT portal/rest/organizer/comments/{commentId}/hide */
export function useHideComment() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (id: number) => http.put<Comment>(`portal/rest/organizer/comments/${id}/hide`),
    onSuccess: refresh,
  });
}

/* --------------------------------------------------------------- favorites */

/** POST exhibitor/rest/favorites (collect) or PUT exhibitor/rest/favorites (cancel). */
export function useToggleFavorite() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ purposeId, collect }: { purposeId: number; collect: boolean }) =>
      collect
        ? http.post<FavoriteState>('exhibitor/rest/favorites', { purposeId })
        : http.put<FavoriteState>('exhibitor/rest/favorites', { purposeId }),
    onSuccess: refresh,
  });
}

/** POST exhibitor/rest/favorites/my/page: my collected posts. */
export function useMyFavorites(body: FavoritePageBody) {
  return useQuery({
    queryKey: keys.favorites(body),
    queryFn: () => http.post<FavoritePage>('exhibitor/rest/favorites/my/page', body, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

/* -------------------------------------------------------------- applyChats */

/** GET exhibitor/rest/applyChats/exist/{purposeId}: the reader's own application for a post. */
export function useMyApplication(purposeId: number) {
  return useQuery({
    queryKey: ['purposes', 'applyChats', 'exist', purposeId],
    queryFn: () =>
      http.get<{ applyChat: ApplyChat | null }>(`exhibitor/rest/applyChats/exist/${purposeId}`, {
        silent: true,
      }),
  });
}

/** POST exhibitor/rest/applyChats */
export function useApplyChat() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: { purposeId: number; message?: string }) =>
      http.post<ApplyChat>('exhibitor/rest/applyChats', body),
    onSuccess: refresh,
  });
}

/** PUT exhibitor/rest/applyChats/{applyChatId}: cancel, reapply, pass, reject. */
export function useActOnApplyChat() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ id, ...body }: ApplyChatActionBody & { id: number }) =>
      http.put<{ applyChat: ApplyChat | null }>(`exhibitor/rest/applyChats/${id}`, body),
    onSuccess: refresh,
  });
}

/** POST exhibitor/rest/applyChats/me/{from|to} */
export function useApplyChats(side: 'from' | 'to', body: ApplyChatPageBody) {
  return useQuery({
    queryKey: keys.applyChats(side, body),
    queryFn: () => http.post<ApplyChatPage>(`exhibitor/rest/applyChats/me/${side}`, body, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

/* ------------------------------------------------------------ banned words */

/** GET portal/rest/organizer/purposes/bannedWords */
export function useBannedWords() {
  return useQuery({
    queryKey: keys.bannedWords,
    queryFn: () => http.get<BannedWords>('portal/rest/organizer/purposes/bannedWords', { silent: true }),
  });
}

/** PUT portal/rest/organizer/purposes/bannedWords */
export function useSaveBannedWords() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (words: string[]) =>
      http.put<BannedWords>('portal/rest/organizer/purposes/bannedWords', { words }, { silent: true }),
    onSuccess: (data) => client.setQueryData(keys.bannedWords, data),
  });
}
