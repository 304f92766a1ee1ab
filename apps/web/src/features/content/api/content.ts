import type {
  CatalogCreateBody,
  CatalogEditBody,
  CatalogMoveBody,
  CatalogNode,
  ContentDetail,
  ContentEditBody,
  ContentEditor,
  ContentPage,
  ContentPageBody,
  Download,
  LivePhoto,
  LiveRound,
  OrganizerCatalog,
  OrganizerContentRow,
} from '@cidpex/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';

export const contentKeys = {
  all: ['content'] as const,
  detail: (id: string, lang: string) => ['content', 'detail', id, lang] as const,
  page: (body: ContentPageBody, lang: string) => ['content', 'page', body, lang] as const,
  catalog: (code: string, lang: string) => ['content', 'catalog', code, lang] as const,
  org: ['content', 'organizer'] as const,
};

/** GET portal/rest/contents/{id or page code}: a published page or news item. */
export function useContent(idOrCode: string | null) {
  const lang = useLang();
  return useQuery({
    queryKey: contentKeys.detail(idOrCode ?? '', lang),
    queryFn: () =>
      http.get<ContentDetail>(`portal/rest/contents/${encodeURIComponent(idOrCode!)}`, { silent: true }),
    enabled: Boolean(idOrCode),
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 2,
  });
}

/** POST portal/rest/contents/page: news lists, latest news, the pages of a catalog. */
export function useContentPage(body: ContentPageBody, enabled = true) {
  const lang = useLang();
  return useQuery({
    queryKey: contentKeys.page(body, lang),
    queryFn: () => http.post<ContentPage>('portal/rest/contents/page', body, { silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET portal/rest/catalogs/code/{code}: a catalog and its sub-catalogs (news categories). */
export function useCatalog(code: string) {
  const lang = useLang();
  return useQuery({
    queryKey: contentKeys.catalog(code, lang),
    queryFn: () => http.get<CatalogNode>(`portal/rest/catalogs/code/${code}`, { silent: true }),
    staleTime: 10 * 60_000,
  });
}

// ---- the organizer's editor ----

export function useOrganizerCatalogs(siteId: number) {
  return useQuery({
    queryKey: [...contentKeys.org, 'catalogs', siteId],
    queryFn: () =>
      http.get<OrganizerCatalog[]>(`portal/rest/organizer/catalogs?siteId=${siteId}`, { silent: true }),
  });
}

/**
 * The catalog editor's changes: each answers the site's whole tree, which replaces the cached
 * one; the public navigation and catalogs of this browser are fetched again.
 */
export type CatalogChange =
  | { op: 'create'; body: CatalogCreateBody }
  | { op: 'rename'; id: number; body: CatalogEditBody }
  | { op: 'move'; id: number; body: CatalogMoveBody }
  | { op: 'visibility'; id: number; hidden: boolean }
  | { op: 'delete'; id: number };

export function useCatalogChange(siteId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CatalogChange) => {
      const base = 'portal/rest/organizer/catalogs';
      const opts = { silent: true };
      switch (change.op) {
        case 'create':
          return http.post<OrganizerCatalog[]>(base, change.body, opts);
        case 'rename':
          return http.put<OrganizerCatalog[]>(`${base}/${change.id}`, change.body, opts);
        case 'move':
          return http.post<OrganizerCatalog[]>(`${base}/${change.id}/move`, change.body, opts);
        case 'visibility':
          return http.post<OrganizerCatalog[]>(
            `${base}/${change.id}/visibility`,
            { hidden: change.hidden },
            opts,
          );
        case 'delete':
          return http.delete<OrganizerCatalog[]>(`${base}/${change.id}`, opts);
      }
    },
    onSuccess: (tree) => {
      client.setQueryData([...contentKeys.org, 'catalogs', siteId], tree);
      void client.invalidateQueries({ queryKey: ['navigation'] });
      // What visitors read of this site (the tree just answered is already in place).
      void client.invalidateQueries({
        queryKey: contentKeys.all,
        predicate: (q) => q.queryKey[1] !== 'organizer' || q.queryKey[2] !== 'catalogs',
      });
    },
  });
}

export function useOrganizerContents(q: { catalogId?: number; page: number }) {
  const params = new URLSearchParams({ page: String(q.page), pageSize: '20' });
  if (q.catalogId) params.set('catalogId', String(q.catalogId));
  return useQuery({
    queryKey: [...contentKeys.org, 'list', q],
    queryFn: () =>
      http.get<{ rows: OrganizerContentRow[]; total: number; page: number; pageSize: number }>(
        `portal/rest/organizer/contents?${params}`,
        { silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useOrganizerContent(id: number | null) {
  return useQuery({
    queryKey: [...contentKeys.org, 'item', id],
    queryFn: () => http.get<ContentEditor>(`portal/rest/organizer/contents/${id}`, { silent: true }),
    enabled: id !== null,
  });
}

/**
 * After a save, publish or unpublish: the item's editor shows the answer at once (a read of the
 * item still in flight from before, which would answer the state of before, is cancelled first:
 * journeys saw "draft" stay after a publish), then every content query is read again.
 */
function useRefresh() {
  const client = useQueryClient();
  return async (answer?: ContentEditor) => {
    if (answer) {
      const key = [...contentKeys.org, 'item', answer.id];
      await client.cancelQueries({ queryKey: key });
      client.setQueryData(key, answer);
    }
    await client.invalidateQueries({ queryKey: contentKeys.all });
  };
}

export function useSaveContent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ContentEditBody }) =>
      id === null
        ? http.post<ContentEditor>('portal/rest/organizer/contents', body, { silent: true })
        : http.put<ContentEditor>(`portal/rest/organizer/contents/${id}`, body, { silent: true }),
    onSuccess: refresh,
  });
}

export function usePublishContent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, publishAt }: { id: number; publishAt?: string }) =>
      http.post<ContentEditor>(
        `portal/rest/organizer/contents/${id}/publish`,
        publishAt ? { publishAt } : {},
        {
          silent: true,
        },
      ),
    onSuccess: refresh,
  });
}

export function useUnpublishContent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      http.post<ContentEditor>(`portal/rest/organizer/contents/${id}/unpublish`, undefined, { silent: true }),
    onSuccess: refresh,
  });
}

/** OpenCC on the server: the other Chinese script, for the editor to review. */
export function convertChinese(to: 'zh-Hant' | 'zh-Hans', texts: string[]) {
  return http.post<{ texts: string[] }>(
    'portal/rest/organizer/contents/convert',
    { to, texts },
    { silent: true },
  );
}

/** A picture for a page or news body: an attachment of this site. */
export function uploadContentPicture(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return http.upload<{ id: number; url: string }>('portal/rest/attachments/picture/form', form, {
    silent: true,
    onProgress,
  });
}

// ---- live ----

export function useLiveRounds() {
  const lang = useLang();
  return useQuery({
    queryKey: ['content', 'lives', lang],
    queryFn: () => http.get<LiveRound[]>('portal/rest/lives', { silent: true }),
    // A round goes live or ends while the page is open.
    refetchInterval: 60_000,
  });
}

/** The photo wall: the newest photos, then every 10 s only those posted since. */
export function fetchLivePhotos(afterId?: number) {
  return http.get<LivePhoto[]>(`portal/rest/livePhotos${afterId ? `?afterId=${afterId}` : ''}`, {
    silent: true,
  });
}

/** GET portal/rest/downloads: documents by category, with size and count. */
export function useDownloads() {
  const lang = useLang();
  return useQuery({
    queryKey: ['content', 'downloads', lang],
    queryFn: () => http.get<Download[]>('portal/rest/downloads', { silent: true }),
  });
}
