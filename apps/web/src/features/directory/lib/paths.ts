import { useLocation } from 'react-router';
import { isEnglishPath } from '../../../lib/route-rules';

export type DirectorySite = 'zh' | 'en';

/**
 * Where the directory's pages live on each site (spec §2). The page language is always the
 * stored language (docs/decisions.md); the site decides the frame and where links lead.
 * The English site has no product page of its own: its enterprise's "item" child shows one.
 * Nor has it a floor plan in spec §2: /en/floorplan is ours, the same page in the English frame.
 */
export function directoryPaths(site: DirectorySite) {
  const en = site === 'en';
  return {
    site,
    list: en ? '/exhibitor/exhibitorListEn' : '/exhibitorList',
    enterprise: (id: number) => (en ? `/en/enterprise/detail?id=${id}` : `/exhibitor/companyInfo?id=${id}`),
    product: (id: number) => (en ? `/en/enterprise/detail/item?id=${id}` : `/product/detail?id=${id}`),
    floorplan: (hall?: string | null, booth?: string | null) => {
      const params = new URLSearchParams();
      if (hall) params.set('hall', hall);
      if (booth) params.set('booth', booth);
      const qs = params.toString();
      return `${en ? '/en/floorplan' : '/exhibitor/floorplan'}${qs ? `?${qs}` : ''}`;
    },
    /** The New Products Pavilion's online show: the spec's only route for it is the English site's. */
    newProducts: '/en/cloudshow',
    follows: '/userCenterEn/focusEnterpriseEn',
  };
}

export type DirectoryPaths = ReturnType<typeof directoryPaths>;

/** The paths of the site the person is on (by the current path). */
export function useDirectoryPaths(): DirectoryPaths {
  const { pathname } = useLocation();
  return directoryPaths(isEnglishPath(pathname) ? 'en' : 'zh');
}

/** An id from the query (`?id=12`), or null when missing or malformed. */
export function idParam(value: string | null): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}
