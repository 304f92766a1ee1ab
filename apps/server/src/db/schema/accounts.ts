import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile'),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    name: text('name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    jobTitle: text('job_title'),
    country: text('country'),
    avatar: text('avatar'),
    lang: text('lang').notNull().default('zh-Hans'),
    /** Roles granted by hand (organizer); the others are derived from what the user is. */
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    ignoreEmailPrompt: boolean('ignore_email_prompt').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_mobile_uq').on(t.mobile), uniqueIndex('users_email_uq').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    address: text('address').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('codes_address_idx').on(t.address, t.purpose, t.createdAt),
    index('codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_account_idx').on(t.account, t.createdAt)],
);

/** A stored account, password hash included: never sent as is (modules/accounts/user-dto.ts). */
export type UserRow = typeof users.$inferSelect;
