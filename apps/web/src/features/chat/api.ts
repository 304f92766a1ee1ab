import {
  type Attachment,
  type ChatContact,
  type ChatReport,
  type ChatSessionInfo,
  type ImAccountState,
  type ImProfile,
  UPLOAD_FILE_FIELD,
} from '@cidpex/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancellableUpload, http } from '../../lib/http/client';

/** GET portal/rest/im/account/state: the chat identity and a fresh ticket. */
export function accountState() {
  return http.get<ImAccountState>('portal/rest/im/account/state', { silent: true });
}

/** POST exhibitor/rest/chatMessages: keeps a sent message as a conversation record. */
export function saveMessage(messageID: string) {
  return http.post<{ saved: boolean }>('exhibitor/rest/chatMessages', { messageID }, { silent: true });
}

/** GET exhibitor/rest/chatSessions: contacts from the conversation records, the organizer first. */
export function useContacts(enabled = true) {
  return useQuery({
    queryKey: ['chat', 'contacts'],
    queryFn: () => http.get<ChatContact[]>('exhibitor/rest/chatSessions', { silent: true }),
    enabled,
  });
}

/** Whom an enterprise's Chat button writes to. */
export function enterpriseContact(enterpriseId: number) {
  return http.get<ImProfile>(`portal/rest/chat/enterprises/${enterpriseId}/contact`);
}

/** POST portal/rest/chat/reports */
export function reportMessage(messageID: string, reason: string) {
  return http.post('portal/rest/chat/reports', { messageID, reason });
}

/** PUT exhibitor/rest/chatSessions/exchange/{userId}/{targetUserId} */
export function exchangeCards(userId: number, targetUserId: number) {
  return http.put<{ exchanged: boolean; created: boolean }>(
    `exhibitor/rest/chatSessions/exchange/${userId}/${targetUserId}`,
  );
}

export interface Upload {
  promise: Promise<Attachment>;
  cancel: () => void;
}

/**
 * Uploads a chat picture or file with its percent (the shared `http.upload(…, { onProgress })`)
 * and a cancel. Pictures use the `picture` kind, other files `chatFile` (100M).
 */
export function uploadChatFile(file: File, picture: boolean, onProgress: (percent: number) => void): Upload {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file);
  return cancellableUpload<Attachment>('portal/rest/attachments', form, onProgress, {
    kind: picture ? 'picture' : 'chatFile',
  });
}

/* ------------------------------------------------------------------ organizer */

/** GET portal/rest/organizer/chat/reports */
export function useReports(status: 'open' | 'closed') {
  return useQuery({
    queryKey: ['chat', 'reports', status],
    queryFn: () => http.get<ChatReport[]>('portal/rest/organizer/chat/reports', { query: { status } }),
  });
}

/** PUT portal/rest/organizer/chat/reports/{id} */
export function useCloseReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.put<ChatReport>(`portal/rest/organizer/chat/reports/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['chat', 'reports'] }),
  });
}

/** GET and PUT portal/rest/organizer/chat/bannedWords */
export function useBannedWords() {
  return useQuery({
    queryKey: ['chat', 'bannedWords'],
    queryFn: () => http.get<{ words: string[] }>('portal/rest/organizer/chat/bannedWords'),
  });
}

export function useSaveBannedWords() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (words: string[]) =>
      http.put<{ words: string[] }>('portal/rest/organizer/chat/bannedWords', { words }),
    onSuccess: (data) => client.setQueryData(['chat', 'bannedWords'], data),
  });
}

/** GET exhibitor/rest/chatSessions/info: the remark name the caller gave a contact. */
export function useSessionInfo(imUserId: string | null) {
  return useQuery({
    queryKey: ['chat', 'session', imUserId],
    queryFn: () =>
      http.get<ChatSessionInfo>('exhibitor/rest/chatSessions/info', { query: { imUserId }, silent: true }),
    enabled: Boolean(imUserId),
  });
}

/** PUT exhibitor/rest/chatSessions/editNick: sets (or clears, when empty) a contact's remark name. */
export function useEditRemark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { imUserId: string; nick: string }) =>
      http.put<ChatSessionInfo>('exhibitor/rest/chatSessions/editNick', body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['chat'] }),
  });
}
