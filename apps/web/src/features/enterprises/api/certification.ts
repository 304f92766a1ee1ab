import type {
  Attachment,
  CertificationBody,
  CertificationCheck,
  DictEntry,
  Enterprise,
  EnterpriseSummaryPage,
  JoinEntBody,
  JoinRequest,
  JoinResult,
} from '@cidpex/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http/client';

export const enterpriseKeys = {
  all: ['enterprises'] as const,
  check: ['enterprises', 'check'] as const,
  joinResult: ['enterprises', 'joinResult'] as const,
  search: (name: string, page: number) => ['enterprises', 'search', name, page] as const,
};

/** GET portal/rest/entCer/check */
export function useCertificationCheck() {
  return useQuery({
    queryKey: enterpriseKeys.check,
    queryFn: () => http.get<CertificationCheck>('portal/rest/entCer/check', { silent: true }),
  });
}

/** GET exhibitor/rest/staffs/getJoinEntResult */
export function useJoinResult() {
  return useQuery({
    queryKey: enterpriseKeys.joinResult,
    queryFn: () => http.get<JoinResult>('exhibitor/rest/staffs/getJoinEntResult', { silent: true }),
  });
}

/** POST portal/rest/entCer/searchEntName */
export function useEnterpriseSearch(name: string, page: number) {
  return useQuery({
    queryKey: enterpriseKeys.search(name, page),
    queryFn: () =>
      http.post<EnterpriseSummaryPage>(
        'portal/rest/entCer/searchEntName',
        { name, page, pageSize: 10 },
        { silent: true },
      ),
    enabled: name.length > 0,
  });
}

function useRefreshEnterprise() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: enterpriseKeys.all });
}

/** POST portal/rest/entCer/authentication */
export function useSubmitCertification() {
  const refresh = useRefreshEnterprise();
  return useMutation({
    mutationFn: (body: CertificationBody) =>
      http.post<Enterprise>('portal/rest/entCer/authentication', body, { silent: true }),
    onSuccess: refresh,
  });
}

/** POST portal/rest/entCer/joinEnt */
export function useJoinEnterprise() {
  const refresh = useRefreshEnterprise();
  return useMutation({
    mutationFn: (body: JoinEntBody) => http.post<JoinRequest>('portal/rest/entCer/joinEnt', body),
    onSuccess: refresh,
  });
}

/** DELETE exhibitor/rest/enterprise/cancelJoinEnt/{joinRequestId} */
export function useCancelJoin() {
  const refresh = useRefreshEnterprise();
  return useMutation({
    mutationFn: (id: number) => http.delete<JoinRequest>(`exhibitor/rest/enterprise/cancelJoinEnt/${id}`),
    onSuccess: refresh,
  });
}

/** POST exhibitor/rest/attachments/license/form: the business licence (JPG, PNG or PDF, 10M). */
export function uploadLicence(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return http.upload<Attachment>('exhibitor/rest/attachments/license/form', form, {
    silent: true,
    onProgress,
  });
}

/** GET exhibitor/rest/dicts/code/{type}: businessType, enterpriseNature, country, province, industry. */
export function useDict(type: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dicts', 'code', type, i18n.language],
    queryFn: () => http.get<DictEntry[]>(`exhibitor/rest/dicts/code/${type}`, { silent: true }),
    staleTime: 60 * 60_000,
  });
}
