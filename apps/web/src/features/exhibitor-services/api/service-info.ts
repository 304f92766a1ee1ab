import type { Download } from '@cidpex/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';

/** GET portal/rest/downloads?category=exhibitor: the documents the organizer publishes for exhibitors. */
export function useExhibitorDocuments() {
  const lang = useLang();
  return useQuery({
    queryKey: ['exsvc', 'documents', lang],
    queryFn: () =>
      http.get<Download[]>('portal/rest/downloads', { query: { category: 'exhibitor' }, silent: true }),
  });
}

/** The address a document is downloaded from (the server counts each download). */
export const documentUrl = (id: number) => `/portal/rest/downloads/${id}/file`;
