import { z } from 'zod';

/**
 * Chat (spec §1, §3, §4, §7, §9; design IM.md): the portal's calls and the messaging
 * service's model. The service speaks JSON frames over WebSocket at `/im/ws`
 * (`ImClientFrame` in, `ImServerFrame` out); its shapes follow the cloud-IM model.
 */
export const CHAT_LIMITS = {
  /** History page (spec §9) and the largest page a client may ask (IM.md §5). */
  historyPage: 15,
  historyMax: 20,
  /** Group member page (spec §9). */
  memberPage: 30,
  /** Unread badge cap (spec §9). */
  unreadCap: 99,
  /** 12 KB per message (IM.md §5). */
  messageBytes: 12 * 1024,
  /** Chat files at most 100M (spec §5, §9). */
  fileBytes: 100 * 1024 * 1024,
  /** Pictures at most 20 MB (IM.md §5). */
  imageBytes: 20 * 1024 * 1024,
  /** Revoke within 2 minutes (IM.md §5). */
  revokeSeconds: 120,
  /** History kept 7 days (spec §9), configurable on the server. */
  retentionDays: 7,
  /** Toasts (spec §8, §9). */
  toastMs: 2000,
  /** Profiles per getUserProfile call (IM.md §7). */
  profilesPerCall: 100,
  /** Messages a user may send per 10 s, and per conversation per 10 s. */
  userRatePer10s: 20,
  conversationRatePer10s: 10,
  /** The largest video room number (spec §9). */
  maxRoomId: 2 ** 32 - 1,
  /** Ring timeout of a call (IM.md §8). */
  ringSeconds: 60,
} as const;

/**
 * Signalling of a 1:1 video call (issue 17), relayed by the gateway to the other person's
 * connections and never stored: invite → accept | reject | busy | cancel (ring timeout), then the
 * caller's offer, the callee's answer and both sides' ICE candidates, and hangup from either side.
 */
export const CALL_SIGNAL_KINDS = [
  'invite',
  'accept',
  'reject',
  'busy',
  'cancel',
  'hangup',
  'offer',
  'answer',
  'candidate',
] as const;
export type CallSignalKind = (typeof CALL_SIGNAL_KINDS)[number];
export const callSignalSchema = z.object({
  kind: z.enum(CALL_SIGNAL_KINDS),
  /** The call's room number, 1..2^32−1 (spec §9), chosen by the caller. */
  room: z
    .number()
    .int()
    .min(1)
    .max(2 ** 32 - 1),
  /** Session description of an offer or answer. */
  sdp: z.string().max(30_000).optional(),
  candidate: z
    .object({
      candidate: z.string().max(2_000),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
    })
    .optional(),
});
export type CallSignal = z.infer<typeof callSignalSchema>;

/** The organizer: a special contact always in the list (spec §3). */
export const ORGANIZER_IM_USER_ID = 'cidpex_organizer';
/** The group system notice conversation (IM.md §1). */
export const SYSTEM_CONVERSATION_ID = '@TIM#SYSTEM';

export const IM_USER_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
/** A portal user's IM identifier. */
export function imUserIdOf(userId: number): string {
  return `u${userId}`;
}
/** The portal user behind an IM identifier, or null (the organizer, a malformed id). */
export function userIdOfIm(imUserId: string): number | null {
  const m = /^u(\d{1,10})$/.exec(imUserId);
  return m ? Number(m[1]) : null;
}

export const KICK_TYPES = ['multipleAccount', 'multipleDevice', 'userSigExpired', 'kickedOut'] as const;
export type KickType = (typeof KICK_TYPES)[number];

export const MESSAGE_TYPES = [
  'TIMTextElem',
  'TIMImageElem',
  'TIMFileElem',
  'TIMCustomElem',
  'TIMGroupTipElem',
  'TIMGroupSystemNoticeElem',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export type ConversationType = 'C2C' | 'GROUP' | '@TIM#SYSTEM';

/* ------------------------------------------------------------------ portal calls */

/** GET portal/rest/im/account/state: the chat user state (spec §3). */
export const imAccountStateSchema = z.object({
  userID: z.number().int(),
  imUserId: z.string(),
  userSig: z.string(),
  sdkAppID: z.number().int(),
  /** Seconds the ticket is valid for from now: the client asks again before. */
  expiresIn: z.number().int(),
  locale: z.string(),
  userName: z.string(),
  /** Where the messaging gateway listens (a path on this host). */
  wsPath: z.string(),
  /** STUN/TURN servers for video calls. */
  iceServers: z.array(
    z.object({ urls: z.string(), username: z.string().optional(), credential: z.string().optional() }),
  ),
});
export type ImAccountState = z.infer<typeof imAccountStateSchema>;

export const imProfileSchema = z.object({
  userID: z.string(),
  /** The portal user, null for the organizer. */
  portalUserId: z.number().int().nullable(),
  nick: z.string(),
  avatar: z.string(),
  online: z.boolean(),
  /** The enterprise in the caller's language, if the user is staff of one. */
  enterpriseName: z.string().nullable(),
  isOrganizer: z.boolean(),
});
export type ImProfile = z.infer<typeof imProfileSchema>;

export const imUsersQuery = z.object({
  userId: z.coerce.number().int().positive().optional(),
  imUserId: z.string().regex(IM_USER_ID_PATTERN).optional(),
});
export const imUserUpdateBody = z.object({
  nick: z.string().trim().min(1).max(40),
  avatar: z.string().max(500).optional(),
});

/** A contact derived from conversation records (spec §3). */
export const chatContactSchema = z.object({
  imUserId: z.string(),
  userId: z.number().int().nullable(),
  name: z.string(),
  nameEn: z.string(),
  /** The contact's own name (the person). */
  user: z.string(),
  /** The remark name if set, else the person's name. */
  originalName: z.string(),
  nick: z.string().nullable(),
  boothNos: z.array(z.string()),
  senderId: z.number().int().nullable(),
  receiverId: z.number().int().nullable(),
  /** `/attachment/<key>` or null. */
  logo: z.string().nullable(),
  isOrganizer: z.boolean(),
  lastTime: z.string().nullable(),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

export const chatSessionInfoQuery = z.object({ imUserId: z.string().regex(IM_USER_ID_PATTERN) });
export const chatSessionInfoSchema = z.object({
  imUserId: z.string(),
  /** Remark name the caller gave this contact. */
  nick: z.string().nullable(),
  /** The contact's sign (their enterprise and job, as shown under the name). */
  userSign: z.string(),
  cardsExchanged: z.boolean(),
  blocked: z.boolean(),
});
export type ChatSessionInfo = z.infer<typeof chatSessionInfoSchema>;
export const chatEditNickBody = z.object({
  imUserId: z.string().regex(IM_USER_ID_PATTERN),
  nick: z.string().trim().max(40),
});
export const chatExchangeParams = z.object({
  userId: z.coerce.number().int().positive(),
  targetUserId: z.coerce.number().int().positive(),
});
export const chatExchangeSchema = z.object({ exchanged: z.boolean(), created: z.boolean() });

/** POST exhibitor/rest/chatMessages: record a message the caller sent (not with the organizer). */
export const chatMessageSaveBody = z.object({ messageID: z.string().min(1).max(64) });
export const chatMessageSaveSchema = z.object({ saved: z.boolean() });

export const chatMessagePageBody = z.object({
  imUserId: z.string().regex(IM_USER_ID_PATTERN),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(15),
});
/** A saved message from the caller's view: sender fields became "my", receiver fields "his". */
export const chatRecordSchema = z.object({
  id: z.number().int(),
  messageID: z.string(),
  type: z.string(),
  text: z.string(),
  mine: z.boolean(),
  myImUserId: z.string(),
  hisImUserId: z.string(),
  time: z.string(),
});
export const chatRecordPageSchema = z.object({
  rows: z.array(chatRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ChatRecordPage = z.infer<typeof chatRecordPageSchema>;

export const chatReportBody = z.object({
  messageID: z.string().min(1).max(64),
  reason: z.string().trim().min(1).max(500),
});
export const chatReportSchema = z.object({
  id: z.number().int(),
  messageID: z.string(),
  reason: z.string(),
  reporter: z.string(),
  sender: z.string(),
  text: z.string(),
  status: z.enum(['open', 'closed']),
  createdAt: z.string(),
});
export type ChatReport = z.infer<typeof chatReportSchema>;
export const chatBannedWordsSchema = z.object({ words: z.array(z.string()) });
export const chatBannedWordsBody = z.object({ words: z.array(z.string().trim().min(1).max(40)).max(500) });

/* ------------------------------------------------------------------ the IM model */

export interface ImageInfo {
  url: string;
  width: number;
  height: number;
  size: number;
  /** 1 original, 3 thumbnail (IM.md §5). */
  sizeType: number;
}
export type MessagePayload =
  | { text: string }
  | { imageFormat: string; uuid: string; imageInfoArray: ImageInfo[] }
  | { fileName: string; fileSize: number; fileUrl: string; uuid: string }
  | { data: string; description: string; extension: string }
  | { operationType: number; operatorID: string; userIDList: string[] };

export interface ImMessage {
  ID: string;
  type: MessageType;
  payload: MessagePayload;
  conversationID: string;
  conversationType: 'C2C' | 'GROUP';
  from: string;
  to: string;
  flow: 'in' | 'out';
  /** Unix seconds. */
  time: number;
  /** Per-conversation server sequence. */
  sequence: number;
  clientMsgId: string;
  status: 'unSend' | 'success' | 'fail';
  isRevoked: boolean;
  isPeerRead: boolean;
  nick: string;
  avatar: string;
}

export interface ImConversation {
  conversationID: string;
  type: ConversationType;
  unreadCount: number;
  lastMessage: {
    lastTime: number;
    lastSequence: number;
    fromAccount: string;
    messageForShow: string;
    type: MessageType | null;
    isRevoked: boolean;
  } | null;
  userProfile?: ImProfile;
  /** The remark name the reader gave this person (chatSessions/editNick), shown instead of their name. */
  remark?: string | null;
  groupProfile?: {
    groupID: string;
    name: string;
    memberCount: number;
    selfRole: 'Owner' | 'Admin' | 'Member';
  };
  /** Sequence up to which the peer read (C2C). */
  peerReadSequence: number;
}

/** A request to join a group, as its owner and administrators see it. */
export interface ImGroupApplication {
  groupID: string;
  groupName: string;
  applicant: string;
  applicantNick: string;
  message: string;
  createdAt: string;
}

export interface ImGroupMember {
  userID: string;
  nick: string;
  avatar: string;
  role: 'Owner' | 'Admin' | 'Member';
  joinTime: number;
}

/** Frames a client sends; each request carries `reqId`, answered by `res` with the same id. */
export type ImRequest =
  | { op: 'login'; userID: string; userSig: string; device: string; instance: string }
  | { op: 'logout' }
  | { op: 'getConversationList' }
  | { op: 'getConversationProfile'; conversationID: string }
  | { op: 'deleteConversation'; conversationID: string }
  | { op: 'getMessageList'; conversationID: string; nextReqMessageID?: string; count?: number }
  | {
      op: 'sendMessage';
      conversationID: string;
      type: MessageType;
      payload: Record<string, unknown>;
      clientMsgId: string;
    }
  | { op: 'setMessageRead'; conversationID: string }
  | { op: 'revokeMessage'; messageID: string }
  | { op: 'deleteMessage'; messageID: string }
  | { op: 'searchMessages'; conversationID: string; keyword: string }
  | { op: 'sync'; since: Record<string, number> }
  | { op: 'typing'; conversationID: string }
  | { op: 'signal'; to: string; signal: CallSignal }
  | { op: 'getUserProfile'; userIDList: string[] }
  | { op: 'updateMyProfile'; nick?: string; avatar?: string }
  | { op: 'getBlacklist' }
  | { op: 'addToBlacklist'; userIDList: string[] }
  | { op: 'removeFromBlacklist'; userIDList: string[] }
  | { op: 'createGroup'; name: string; memberList: string[] }
  | { op: 'getGroupMemberList'; groupID: string; offset?: number; count?: number }
  | { op: 'addGroupMember'; groupID: string; userIDList: string[] }
  | { op: 'joinGroup'; groupID: string; applyMessage?: string }
  | { op: 'getGroupApplicationList' }
  | { op: 'handleGroupApplication'; groupID: string; applicant: string; handleAction: 'Agree' | 'Reject' }
  | { op: 'quitGroup'; groupID: string }
  | { op: 'dismissGroup'; groupID: string }
  | { op: 'setGroupMemberRole'; groupID: string; userID: string; role: 'Admin' | 'Member' }
  | { op: 'ping' };

export type ImClientFrame = ImRequest & { reqId: number };

export type ImEvent =
  | { event: 'SDK_READY' }
  | { event: 'KICKED_OUT'; data: { type: KickType } }
  | { event: 'MESSAGE_RECEIVED'; data: ImMessage[] }
  | { event: 'MESSAGE_REVOKED'; data: { ID: string; conversationID: string }[] }
  | { event: 'MESSAGE_DELETED'; data: { ID: string; conversationID: string }[] }
  | { event: 'MESSAGE_READ_BY_PEER'; data: { conversationID: string; sequence: number; reader: string } }
  | { event: 'CONVERSATION_LIST_UPDATED'; data: ImConversation[] }
  | { event: 'PROFILE_UPDATED'; data: ImProfile[] }
  | { event: 'BLACKLIST_UPDATED'; data: string[] }
  | { event: 'TYPING'; data: { conversationID: string; from: string } }
  | { event: 'CALL_SIGNAL'; data: { from: string; signal: CallSignal } }
  | {
      event: 'GROUP_SYSTEM_NOTICE_RECEIVED';
      data: {
        groupProfile: { groupID: string; name: string };
        operationType: number;
        operatorID: string;
        userDefinedField: string;
      };
    };

export type ImServerFrame =
  | { res: number; ok: true; data: unknown }
  | { res: number; ok: false; code: number; message: string }
  | ImEvent;

/** What a message shows in the list (IM.md §4): the text or a tag. */
export function messageForShow(type: MessageType, payload: MessagePayload, locale: string): string {
  const en = locale === 'en';
  switch (type) {
    case 'TIMTextElem':
      return (payload as { text: string }).text;
    case 'TIMImageElem':
      return en ? '[Picture]' : '[图片]';
    case 'TIMFileElem':
      return en ? '[File]' : '[文件]';
    case 'TIMGroupTipElem':
      return en ? '[Group notice]' : '[群提示]';
    case 'TIMCustomElem': {
      if (meetingCardOf(payload)) {
        return en ? '[Meeting invitation]' : locale === 'zh-Hant' ? '[會議邀請]' : '[会议邀请]';
      }
      const call = callRecordOf(payload);
      if (call) return callRecordTag(call, locale);
      return en ? '[Custom message]' : '[自定义消息]';
    }
    default:
      return en ? '[Custom message]' : '[自定义消息]';
  }
}

/** The `businessID` of a custom message that carries a meeting at the fair (a card in the chat). */
export const MEETING_CARD_BUSINESS_ID = 'meeting';

/** What a meeting card carries: the meeting's id and the change it tells (the card reads the rest). */
export interface MeetingCardData {
  businessID: typeof MEETING_CARD_BUSINESS_ID;
  appointmentId: number;
  action: string;
  status: string;
  startsAt: string;
}

/** The meeting card of a custom message's payload, or null when it is another custom message. */
export function meetingCardOf(payload: MessagePayload | Record<string, unknown>): MeetingCardData | null {
  const data = (payload as { data?: unknown }).data;
  if (typeof data !== 'string' || !data.includes(MEETING_CARD_BUSINESS_ID)) return null;
  try {
    const parsed = JSON.parse(data) as Partial<MeetingCardData>;
    if (parsed.businessID !== MEETING_CARD_BUSINESS_ID || !Number.isInteger(parsed.appointmentId))
      return null;
    return parsed as MeetingCardData;
  } catch {
    return null;
  }
}

/** The call signalling actions (IM.md §8). */
export const CALL_ACTIONS = {
  deviceError: -2,
  dialling: 0,
  cancel: 1,
  reject: 2,
  timeout: 3,
  accepted: 4,
  hangup: 5,
  busy: 6,
} as const;

/**
 * A call's line in the history (IM.md §8): a custom message whose `data` is the JSON
 * `{ room_id, call_id, action, version: 3, duration }` the cloud IM's call layer writes. The
 * caller's client writes one when a call ends: cancelled, declined, no answer, ended (with its
 * length in seconds), busy.
 */
export interface CallRecord {
  room_id: number;
  call_id: string;
  action: (typeof CALL_RECORD_ACTIONS)[number];
  version: 3;
  duration: number;
}

/** The outcomes a call's record can tell. */
export const CALL_RECORD_ACTIONS = [
  CALL_ACTIONS.cancel,
  CALL_ACTIONS.reject,
  CALL_ACTIONS.timeout,
  CALL_ACTIONS.hangup,
  CALL_ACTIONS.busy,
] as const;

/** A call record carried by a custom message's payload, or null when it is not a (valid) one. */
export function callRecordOf(payload: MessagePayload | Record<string, unknown>): CallRecord | null {
  const data = (payload as { data?: unknown }).data;
  if (typeof data !== 'string' || !data.includes('room_id')) return null;
  try {
    const r = JSON.parse(data) as Partial<CallRecord>;
    const ok =
      r.version === 3 &&
      Number.isInteger(r.room_id) &&
      (r.room_id as number) >= 1 &&
      (r.room_id as number) <= CHAT_LIMITS.maxRoomId &&
      typeof r.call_id === 'string' &&
      r.call_id.length <= 64 &&
      (CALL_RECORD_ACTIONS as readonly number[]).includes(r.action as number) &&
      Number.isInteger(r.duration) &&
      (r.duration as number) >= 0 &&
      (r.duration as number) <= 86_400;
    return ok ? (r as CallRecord) : null;
  } catch {
    return null;
  }
}

/** Whether a custom message's payload says it is a call record (valid or not). */
export function claimsCallRecord(payload: Record<string, unknown>): boolean {
  const data = payload.data;
  if (typeof data !== 'string' || !data.includes('room_id')) return false;
  try {
    const r = JSON.parse(data) as { room_id?: unknown; version?: unknown };
    return typeof r === 'object' && r !== null && ('room_id' in r || r.version === 3);
  } catch {
    return false;
  }
}

/** m:ss of a call's length. */
export function callLength(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** A call record as a tag of the conversation list (the cloud IM's [结束通话 …] and its kin). */
export function callRecordTag(r: CallRecord, locale: string): string {
  const tags: Record<string, Record<number, string>> = {
    'zh-Hans': { 1: '取消通话', 2: '拒绝通话', 3: '无应答', 5: '结束通话', 6: '正在通话中' },
    'zh-Hant': { 1: '取消通話', 2: '拒絕通話', 3: '無應答', 5: '結束通話', 6: '正在通話中' },
    en: { 1: 'Call cancelled', 2: 'Call declined', 3: 'No answer', 5: 'Call ended', 6: 'Line busy' },
  };
  const tag = (tags[locale] ?? tags['zh-Hans'])?.[r.action] ?? '';
  return r.action === CALL_ACTIONS.hangup ? `[${tag} ${callLength(r.duration)}]` : `[${tag}]`;
}
