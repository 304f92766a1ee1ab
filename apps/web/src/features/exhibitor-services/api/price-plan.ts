import type { BoothPricePlan, PricePlanBody } from '@cidpex/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/*
 * The booth price plan of the current fair: anyone reads it (exhibitor/rest/boothContractTerms/
 * pricePlan, for the wizard and the booth chooser); the organizer reads it with its version and
 * saves it (portal/rest/organizer/exhibitorServices/pricePlan).
 */
const PUBLIC = 'exhibitor/rest/boothContractTerms/pricePlan';
const ORG = 'portal/rest/organizer/exhibitorServices/pricePlan';
const key = ['exsvc', 'pricePlan'] as const;

export function usePricePlan() {
  return useQuery({
    queryKey: [...key, 'public'],
    queryFn: () => http.get<BoothPricePlan>(PUBLIC, { silent: true }),
    staleTime: 60_000,
  });
}

export function useOrganizerPricePlan() {
  return useQuery({
    queryKey: [...key, 'organizer'],
    queryFn: () => http.get<BoothPricePlan>(ORG, { silent: true }),
  });
}

/** Saves the whole plan; every price shown anywhere is read again. */
export function useSavePricePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PricePlanBody) => http.put<BoothPricePlan>(ORG, body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['exsvc'] }),
  });
}
