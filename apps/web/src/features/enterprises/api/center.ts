import type {
  AdminCodeSent,
  ApplicationQuery,
  Attachment,
  AuditDecision,
  Bound,
  Contact,
  ContactBody,
  EditBusinessBody,
  EditEnterpriseBody,
  Enterprise,
  EnterpriseView,
  JoinRequest,
  JoinRequestPage,
  Staff,
  StaffPage,
  StaffPageBody,
  StaffRole,
} from '@cidpex/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { takeEarly } from '../../../lib/early-data';
import { http } from '../../../lib/http/client';
import { storeEnterpriseId } from '../../../lib/session/storage';
import { enterpriseKeys } from './certification';

/** Calls of the enterprise center (/myEnterprise, /enterpriseCenterEn); all under enterpriseKeys.all. */
export const centerKeys = {
  bound: [...enterpriseKeys.all, 'bound'] as const,
  enterprise: (id: number) => [...enterpriseKeys.all, 'enterprise', id] as const,
  staff: (body: StaffPageBody) => [...enterpriseKeys.all, 'staff', body] as const,
  allStaff: [...enterpriseKeys.all, 'allStaff'] as const,
  applications: (query: ApplicationQuery) => [...enterpriseKeys.all, 'applications', query] as const,
  contacts: [...enterpriseKeys.all, 'contacts'] as const,
};

export const PAGE_SIZE = 10;

/** Keys of the center's calls a route starts beside the page's code (issue 23 item 9). */
export const BOUND_EARLY_KEY = 'enterprises/bound';
export const enterpriseEarlyKey = (id: number) => `enterprises/enterprise/${id}`;

export async function getBound() {
  const bound = await http.get<Bound>('exhibitor/rest/staffs/isBoundEnterprise', { silent: true });
  // Kept (spec §3 enterpriseId) so that the next load asks for the enterprise beside the membership.
  if (bound.membership) storeEnterpriseId(bound.membership.enterpriseId);
  return bound;
}

export function getEnterprise(id: number) {
  return http.get<EnterpriseView>(`exhibitor/rest/enterprise/${id}`, { silent: true });
}

/** GET exhibitor/rest/staffs/isBoundEnterprise: the caller's membership (role, certified). */
export function useBound() {
  return useQuery({
    queryKey: centerKeys.bound,
    // The first ask takes the request the route started beside the page's code.
    queryFn: () => takeEarly<Bound>(BOUND_EARLY_KEY) ?? getBound(),
  });
}

/** GET exhibitor/rest/enterprise/{enterpriseId}: the whole record (the caller is a member). */
export function useEnterprise(id: number | undefined) {
  return useQuery({
    queryKey: centerKeys.enterprise(id ?? 0),
    queryFn: () => takeEarly<EnterpriseView>(enterpriseEarlyKey(id ?? 0)) ?? getEnterprise(id ?? 0),
    enabled: Boolean(id),
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: enterpriseKeys.all });
}

/** PUT portal/rest/entCer/editEnterpriseData (administrator). */
export function useEditEnterprise() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: EditEnterpriseBody) =>
      http.put<Enterprise>('portal/rest/entCer/editEnterpriseData', body, { silent: true }),
    onSuccess: refresh,
  });
}

/** PUT portal/rest/entCer/editEnterpriseBusinessData (administrator). */
export function useEditBusiness() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: EditBusinessBody) =>
      http.put<Enterprise>('portal/rest/entCer/editEnterpriseBusinessData', body, { silent: true }),
    onSuccess: refresh,
  });
}

/** POST exhibitor/rest/attachments/{enterpriseId}/form, then PUT exhibitor/rest/enterprise/{enterpriseId}/logo. */
export function useSetLogo(enterpriseId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) => {
      const form = new FormData();
      form.append('file', file);
      const attachment = await http.upload<Attachment>(
        `exhibitor/rest/attachments/${enterpriseId}/form`,
        form,
        {
          onProgress,
        },
      );
      return http.put<Enterprise>(`exhibitor/rest/enterprise/${enterpriseId}/logo`, {
        attachmentId: attachment.id,
      });
    },
    onSuccess: refresh,
  });
}

/* -------------------------------------------------------------------- staff */

/** POST exhibitor/rest/staffs/page */
export function useStaffPage(body: StaffPageBody) {
  return useQuery({
    queryKey: centerKeys.staff(body),
    queryFn: () => http.post<StaffPage>('exhibitor/rest/staffs/page', body, { silent: true }),
    placeholderData: (previous) => previous,
  });
}

/** GET exhibitor/rest/staffs/findAllStaffsByCurrent */
export function useAllStaff(enabled = true) {
  return useQuery({
    queryKey: centerKeys.allStaff,
    queryFn: () => http.get<Staff[]>('exhibitor/rest/staffs/findAllStaffsByCurrent', { silent: true }),
    enabled,
  });
}

/** PUT exhibitor/rest/staffs/alterType (operator / staff; admin with the SMS code). */
export function useAlterType() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { staffId: number; role: StaffRole; code?: string }) =>
      http.put<Staff>('exhibitor/rest/staffs/alterType', body, { silent: body.role === 'admin' }),
    onSuccess: refresh,
  });
}

/** DELETE exhibitor/rest/enterprise/settlement/delEmployee/{employeeId} */
export function useDeleteEmployee() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (staffId: number) =>
      http.delete(`exhibitor/rest/enterprise/settlement/delEmployee/${staffId}`),
    onSuccess: refresh,
  });
}

/** GET exhibitor/rest/staffs/code: SMS code to the current administrator. */
export function useSendAdminCode() {
  return useMutation({
    mutationFn: () => http.get<AdminCodeSent>('exhibitor/rest/staffs/code', { silent: true }),
  });
}

/* ------------------------------------------------------------- applications */

/** GET exhibitor/rest/staffs/listApplication (administrator). */
export function useApplications(
  query: { status?: ApplicationQuery['status']; keyword?: string; page: number; pageSize: number },
  enabled = true,
) {
  return useQuery({
    queryKey: centerKeys.applications(query),
    queryFn: () =>
      http.get<JoinRequestPage>('exhibitor/rest/staffs/listApplication', {
        query: { ...query },
        silent: true,
      }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** PUT exhibitor/rest/staffs/auditJoinEnt: approve, reject (reason required) or blacklist. */
export function useAuditJoin() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { requestId: number; decision: AuditDecision; reason?: string }) =>
      http.put<JoinRequest>('exhibitor/rest/staffs/auditJoinEnt', body),
    onSuccess: refresh,
  });
}

/* ----------------------------------------------------------------- contacts */

/** POST exhibitor/rest/contact/list */
export function useContacts() {
  return useQuery({
    queryKey: centerKeys.contacts,
    queryFn: () => http.post<Contact[]>('exhibitor/rest/contact/list', {}, { silent: true }),
  });
}

/** POST exhibitor/rest/contact (new) or PUT exhibitor/rest/contact (with id). */
export function useSaveContact() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ContactBody & { id?: number }) =>
      body.id
        ? http.put<Contact>('exhibitor/rest/contact', body, { silent: true })
        : http.post<Contact>('exhibitor/rest/contact', body, { silent: true }),
    onSuccess: refresh,
  });
}

/** DELETE exhibitor/rest/contact/{contactId} */
export function useDeleteContact() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => http.delete(`exhibitor/rest/contact/${id}`),
    onSuccess: refresh,
  });
}

/** PUT exhibitor/rest/contact/isPrimary/{contactId} */
export function useMakePrimary() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => http.put<Contact>(`exhibitor/rest/contact/isPrimary/${id}`),
    onSuccess: refresh,
  });
}
