import { type CheckIdCardResult, FAIR } from '@cidpex/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '../../../lib/http/client';

/** GET register/rest/visitors/checkIdCard/{exhibitionId}/{idCardNo} */
export function checkIdCard(number: string, exhibitionId: number = FAIR.exhibitionId) {
  return http.get<CheckIdCardResult>(
    `register/rest/visitors/checkIdCard/${exhibitionId}/${encodeURIComponent(number)}`,
    { silent: true },
  );
}

/** The check of a number, asked once a minute at most per number (blur, then submit). */
export function useCheckIdCard() {
  const client = useQueryClient();
  return useCallback(
    (number: string) =>
      client.fetchQuery({
        queryKey: ['visitors', 'checkIdCard', FAIR.exhibitionId, number],
        queryFn: () => checkIdCard(number),
        staleTime: 60_000,
      }),
    [client],
  );
}
