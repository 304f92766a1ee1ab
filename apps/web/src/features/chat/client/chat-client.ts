import type {
  CallSignal,
  ImConversation,
  ImEvent,
  ImGroupApplication,
  ImGroupMember,
  ImMessage,
  ImProfile,
  MessageType,
} from '@cidpex/contracts';

export type NetState = 'connected' | 'connecting' | 'disconnected';
export type ChatEventName = ImEvent['event'];
export type ChatEventOf<E extends ChatEventName> = Extract<ImEvent, { event: E }>;

export interface MessagePage {
  messageList: ImMessage[];
  nextReqMessageID: string;
  isCompleted: boolean;
}

/** An error answered by the messaging service: its code and message in the caller's language. */
export class ChatError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ChatError';
  }
}

/**
 * What the chat window needs of a messaging service (ARCHITECTURE §6): the seam where a
 * cloud IM SDK could be plugged in instead of our own gateway (`WsChatClient`). Method names
 * and shapes follow the cloud-IM model (IM.md).
 */
export interface ChatClient {
  login(userID: string, userSig: string): Promise<void>;
  logout(): Promise<void>;
  /** Subscribes to an event; answers the unsubscribe function. */
  on<E extends ChatEventName>(event: E, handler: (e: ChatEventOf<E>) => void): () => void;
  onNetStateChange(handler: (state: NetState) => void): () => void;
  getConversationList(): Promise<ImConversation[]>;
  getConversationProfile(conversationID: string): Promise<ImConversation>;
  deleteConversation(conversationID: string): Promise<void>;
  getMessageList(conversationID: string, nextReqMessageID?: string, count?: number): Promise<MessagePage>;
  sendMessage(input: {
    conversationID: string;
    type: MessageType;
    payload: Record<string, unknown>;
    clientMsgId: string;
  }): Promise<ImMessage>;
  setMessageRead(conversationID: string): Promise<void>;
  revokeMessage(messageID: string): Promise<void>;
  deleteMessage(messageID: string): Promise<void>;
  searchMessages(conversationID: string, keyword: string): Promise<ImMessage[]>;
  typing(conversationID: string): Promise<void>;
  /** A video call's signal to one person (relayed, never stored). */
  signal(to: string, signal: CallSignal): Promise<void>;
  getUserProfile(userIDList: string[]): Promise<ImProfile[]>;
  updateMyProfile(profile: { nick?: string; avatar?: string }): Promise<ImProfile>;
  getBlacklist(): Promise<string[]>;
  addToBlacklist(userIDList: string[]): Promise<string[]>;
  removeFromBlacklist(userIDList: string[]): Promise<string[]>;
  createGroup(name: string, memberList: string[]): Promise<{ groupID: string; name: string }>;
  getGroupMemberList(
    groupID: string,
    offset: number,
    count?: number,
  ): Promise<{ memberList: ImGroupMember[]; total: number }>;
  joinGroup(
    groupID: string,
    applyMessage?: string,
  ): Promise<{ status: 'WaitAdminApproval' | 'AlreadyInGroup' }>;
  /** Join requests waiting in the groups the caller owns or administers. */
  getGroupApplicationList(): Promise<ImGroupApplication[]>;
  handleGroupApplication(groupID: string, applicant: string, handleAction: 'Agree' | 'Reject'): Promise<void>;
  setGroupMemberRole(groupID: string, userID: string, role: 'Admin' | 'Member'): Promise<void>;
  quitGroup(groupID: string): Promise<void>;
  /** Stops everything (no reconnect); the client cannot be used again. */
  destroy(): void;
}
