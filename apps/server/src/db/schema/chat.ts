import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The messaging service (design IM.md). A conversation between two users, or a group, is a
 * thread (`c2c:<a>:<b>` with a < b, or `group:<id>`); each message has the next sequence
 * of its thread, taken under the thread row's lock, so messages are stored and delivered in
 * order. `(sender, clientMsgId)` is unique: a retried send stores nothing twice.
 */
export const chatUsers = pgTable('chat_users', {
  imUserId: text('im_user_id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  nick: text('nick').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  online: boolean('online').notNull().default(false),
  /** The connection that set `online`: a closing older connection does not clear a newer one's flag. */
  connId: text('conn_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatThreads = pgTable('chat_threads', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  lastSeq: integer('last_seq').notNull().default(0),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who is in a thread, how far they read, and whether they removed it from their list. */
export const chatParticipants = pgTable(
  'chat_participants',
  {
    threadId: text('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    imUserId: text('im_user_id').notNull(),
    /** The other side of a C2C thread (empty for groups). */
    peerImUserId: text('peer_im_user_id').notNull().default(''),
    readSeq: integer('read_seq').notNull().default(0),
    /** Messages up to this sequence are hidden from this participant (deleteConversation). */
    clearedSeq: integer('cleared_seq').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    role: text('role').notNull().default('Member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.imUserId] }),
    index('chat_participants_user_idx').on(t.imUserId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    threadId: text('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    sender: text('sender').notNull(),
    clientMsgId: text('client_msg_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    /** Text folded for search (lower case). */
    searchText: text('search_text').notNull().default(''),
    attachmentId: integer('attachment_id'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_thread_seq_uq').on(t.threadId, t.seq),
    uniqueIndex('chat_messages_client_uq').on(t.sender, t.clientMsgId),
    index('chat_messages_created_idx').on(t.createdAt),
  ],
);

/** A message one participant deleted for themself. */
export const chatMessageDeletions = pgTable(
  'chat_message_deletions',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    imUserId: text('im_user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.imUserId] })],
);

export const chatGroups = pgTable('chat_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull().default('Private'),
  ownerImUserId: text('owner_im_user_id').notNull(),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatGroupRequests = pgTable(
  'chat_group_requests',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    applicant: text('applicant').notNull(),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('Pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_group_requests_group_idx').on(t.groupId, t.status)],
);

export const chatBlacklist = pgTable(
  'chat_blacklist',
  {
    owner: text('owner').notNull(),
    blocked: text('blocked').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.blocked] })],
);

/** The portal's chat sessions (spec §3 "Chat session"): a remark name per contact. */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    owner: text('owner').notNull(),
    peer: text('peer').notNull(),
    nick: text('nick'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.peer] })],
);

/**
 * Conversation records (spec §3, POST exhibitor/rest/chatMessages): messages the portal
 * keeps between two parties, never those with the organizer. Contacts and the business
 * statistics' `chats` come from here.
 */
export const chatRecords = pgTable(
  'chat_records',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id').notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderEnterpriseId: integer('sender_enterprise_id'),
    receiverEnterpriseId: integer('receiver_enterprise_id'),
    type: text('type').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_records_message_uq').on(t.messageId),
    index('chat_records_sender_idx').on(t.senderId, t.receiverId),
    index('chat_records_receiver_idx').on(t.receiverId, t.senderId),
    index('chat_records_ent_idx').on(t.receiverEnterpriseId, t.createdAt),
  ],
);

export const chatReports = pgTable('chat_reports', {
  id: serial('id').primaryKey(),
  messageId: integer('message_id').notNull(),
  reporterId: integer('reporter_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  /** What was reported, kept when the message is pruned. */
  sender: text('sender').notNull(),
  text: text('text').notNull(),
  status: text('status').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatBannedWords = pgTable('chat_banned_words', {
  word: text('word').primaryKey(),
});
