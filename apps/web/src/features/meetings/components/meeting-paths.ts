import { useLocation } from 'react-router';

/** The English site's pages or the Chinese site's (spec §2). */
export function useMeetingPaths() {
  const { pathname } = useLocation();
  const english = pathname.toLowerCase().startsWith('/en/');
  return english
    ? { english, list: '/en/InvitationListEn', meet: '/en/InvitationMeetEn' }
    : { english, list: '/interaction/InvitationList', meet: '/interaction/InvitationMeet' };
}
