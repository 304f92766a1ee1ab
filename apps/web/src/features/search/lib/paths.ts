import type { SearchHit } from '@cidpex/contracts';
import { useLocation } from 'react-router';
import { isEnglishPath } from '../../../lib/route-rules';

export type SearchSite = 'zh' | 'en';

/** The results page of each site, with the keyword in the URL (?q=). */
export function searchPagePath(site: SearchSite, keyword?: string): string {
  const base = site === 'en' ? '/en/search' : '/search';
  return keyword ? `${base}?q=${encodeURIComponent(keyword)}` : base;
}

/** Where a hit opens on the site the person is on. */
export function hitPath(hit: SearchHit, site: SearchSite): string {
  const en = site === 'en';
  switch (hit.kind) {
    case 'exhibitor':
      return en ? `/en/enterprise/detail?id=${hit.id}` : `/exhibitor/companyInfo?id=${hit.id}`;
    case 'product':
      return en ? `/en/enterprise/detail/item?id=${hit.id}` : `/product/detail?id=${hit.id}`;
    case 'purpose':
      return `${en ? '/en/inter' : '/inter'}/detail?id=${hit.id}`;
    case 'news':
      return `/content?id=${hit.id}`;
  }
}

export function useSearchSite(): SearchSite {
  const { pathname } = useLocation();
  return isEnglishPath(pathname) ? 'en' : 'zh';
}
