import type { FeaturedSection } from '@cidpex/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';

/**
 * The featured-exhibitor section of the home pages: the demo seed's `featured-exhibitors`,
 * the first and only section of a fresh database (apps/server seed/directory.ts; the
 * directory routes test reads it as section 1). The organizer's order is the section's; the home shows a random draw of it.
 */
export const FEATURED_SECTION_ID = 1;
export const FEATURED_COUNT = 8;

/** GET portal/rest/catalogs/section/{sectionId}/random/{count}: exhibitors drawn from the section. */
export function getFeaturedSection(sectionId = FEATURED_SECTION_ID, count = FEATURED_COUNT) {
  return http.get<FeaturedSection>(`portal/rest/catalogs/section/${sectionId}/random/${count}`, {
    silent: true,
  });
}

/**
 * Names come in the request's language, so the language is part of the key. A draw is kept for
 * ten minutes so that the cards do not reshuffle while the person looks at them; a failed load
 * is not retried (the section quietly stays away).
 */
export function useFeaturedSection() {
  const lang = useLang();
  return useQuery({
    queryKey: ['home', 'featured', FEATURED_SECTION_ID, FEATURED_COUNT, lang],
    queryFn: () => getFeaturedSection(),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
