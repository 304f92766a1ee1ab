import type {
  VisitorPublicCheckBody,
  VisitorPublicCheckResult,
  VisitorPublicRequestBody,
  VisitorRegisterBody,
  VisitorRegisterResult,
} from '@cidpex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { myRegistrationKey } from './get-my-registration';

/** The English site's calls send an English language header (spec §7). */
const ENGLISH = { 'Accept-Language': 'en' };

/** POST register/rest/visitors/register */
export function registerVisitor(body: VisitorRegisterBody) {
  return http.post<VisitorRegisterResult>('register/rest/visitors/register', body, { silent: true });
}

/** POST register/rest/visitors/{visitorId}/user/{userId}: correct a pending or rejected registration. */
export function resubmitVisitor(input: { visitorId: number; userId: number; body: VisitorRegisterBody }) {
  return http.post<VisitorRegisterResult>(
    `register/rest/visitors/${input.visitorId}/user/${input.userId}`,
    input.body,
    { silent: true },
  );
}

/** POST register/rest/visitors/register/public: the first English page, checked only. */
export function checkPublicStep(body: VisitorPublicCheckBody) {
  return http.post<VisitorPublicCheckResult>('register/rest/visitors/register/public', body, {
    silent: true,
    headers: ENGLISH,
  });
}

/** POST register/rest/visitors/register/public/request: the whole English form. */
export function requestPublic(body: VisitorPublicRequestBody) {
  return http.post<VisitorRegisterResult>('register/rest/visitors/register/public/request', body, {
    silent: true,
    headers: ENGLISH,
  });
}

export type SubmitInput =
  | { kind: 'register'; body: VisitorRegisterBody }
  | { kind: 'resubmit'; visitorId: number; userId: number; body: VisitorRegisterBody }
  | { kind: 'public'; body: VisitorPublicRequestBody };

function submit(input: SubmitInput) {
  if (input.kind === 'resubmit') return resubmitVisitor(input);
  if (input.kind === 'public') return requestPublic(input.body);
  return registerVisitor(input.body);
}

/** Submits a form; the stored registration replaces the cached one. */
export function useSubmitVisitor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submit,
    onSuccess: (result) => {
      client.setQueryData(myRegistrationKey(result.registration.exhibitionId), result.registration);
    },
  });
}

export function useCheckPublicStep() {
  return useMutation({ mutationFn: checkPublicStep });
}
