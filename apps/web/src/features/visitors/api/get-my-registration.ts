import { FAIR, type VisitorRegistration } from '@cidpex/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useSession } from '../../../lib/session/session-store';

export const myRegistrationKey = (exhibitionId: number = FAIR.exhibitionId) =>
  ['visitors', 'mine', exhibitionId] as const;

/** GET register/rest/visitors/users: your registration for the fair, null when none. */
export function getMyRegistration(exhibitionId: number = FAIR.exhibitionId) {
  return http.get<VisitorRegistration | null>('register/rest/visitors/users', {
    query: { exhibitionId },
    silent: true,
  });
}

export function useMyRegistration() {
  const { user } = useSession();
  return useQuery({
    queryKey: myRegistrationKey(),
    queryFn: () => getMyRegistration(),
    enabled: Boolean(user),
  });
}
