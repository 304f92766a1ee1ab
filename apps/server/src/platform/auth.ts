import {
  AUTH_HEADER,
  type Locale,
  normalizeLocale,
  RENEWED_TOKEN_HEADER,
  type Role,
} from '@cidpex/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { batched } from '../db/batch';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { AppError } from './errors';
import {
  clearFileSession,
  cookieValue,
  FILE_SESSION_MARK as FILE_MARK,
  holdsFileSession,
  setFileSession,
} from './file-session';
import { hashToken, newToken } from './tokens';

export interface AuthContext {
  userId: number;
  sessionId: number;
  /** Roles granted by hand (organizer). */
  grantedRoles: string[];
}

/** A derived role (visitor, staff, enterpriseAdmin, exhibitor) is answered by the domain that owns it. */
export type RoleResolver = (db: Db, userId: number) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    locale: Locale;
  }
  interface FastifyInstance {
    /** preHandler that lets through callers holding any of the roles. */
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
    /** Whether the caller holds a role (for rules inside a service). */
    hasRole(request: FastifyRequest, role: Role): Promise<boolean>;
    registerRoleResolver(role: Role, resolver: RoleResolver): void;
    /** The roles each guarded route lets through, by `METHOD url` (the permission tests read it). */
    routeRoles: Map<string, Role[]>;
    sessions: SessionStore;
    /** The session a token opens, without renewing it (the file routes read the file cookie with it). */
    authenticate(token: string | undefined): Promise<AuthContext | null>;
    /** Forgets the browser's file session (sign-out). */
    clearFileSession(reply: FastifyReply): void;
  }
}

const ROLE_ERRORS: Partial<Record<Role, ConstructorParameters<typeof AppError>[0]>> = {
  organizer: 'NOT_ORGANIZER',
  enterpriseAdmin: 'NOT_ENTERPRISE_ADMIN',
  staff: 'NOT_ENTERPRISE_STAFF',
  visitor: 'NOT_VISITOR',
  exhibitor: 'NOT_EXHIBITOR',
};

export interface SessionStore {
  create(userId: number, meta: { userAgent?: string; ip?: string }): Promise<string>;
  revoke(token: string): Promise<void>;
  revokeAllOf(userId: number, exceptSessionId?: number): Promise<void>;
}

export interface AuthOptions {
  db: Db;
  ttlSeconds: number;
  renewAfterSeconds: number;
  /** Cookies marked Secure (behind the TLS proxy). */
  secureCookies?: boolean;
}

/**
 * Session tokens: random, stored hashed, revocable at logout, renewed by sliding. A token
 * older than `renewAfterSeconds` is replaced by a new one returned in the renewed-token
 * header; the old one stays valid for two minutes so that requests already in flight pass.
 */
export const authPlugin = fp<AuthOptions>(async (app: FastifyInstance, opts) => {
  const { db, ttlSeconds, renewAfterSeconds } = opts;
  const fileCookie = { secure: opts.secureCookies ?? false, maxAgeSeconds: ttlSeconds };
  const resolvers = new Map<Role, RoleResolver>();
  const GRACE_SECONDS = 120;

  const store: SessionStore = {
    async create(userId, meta) {
      const { token, hash } = newToken();
      await db.insert(sessions).values({
        userId,
        tokenHash: hash,
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
        userAgent: meta.userAgent?.slice(0, 300),
        ip: meta.ip,
      });
      return token;
    },
    async revoke(token) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
    },
    async revokeAllOf(userId, exceptSessionId) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
          ),
        );
    },
  };
  app.decorate('sessions', store);

  // Every signed-in request starts here: the lookup is prepared once, and the lookups of
  // requests that arrive together go out as one statement (db/batch.ts).
  const sessionFields = {
    id: sessions.id,
    userId: sessions.userId,
    tokenHash: sessions.tokenHash,
    createdAt: sessions.createdAt,
    expiresAt: sessions.expiresAt,
    roles: users.roles,
  };
  // One statement for one token or many: a lone request sends a list of one.
  const findSessions = db
    .select(sessionFields)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        // `= any(array(…))` probes the unique index (`in (select …)` was planned as a scan of every session).
        sql`${sessions.tokenHash} = any(array(select json_array_elements_text(${sql.placeholder('tokenHashes')}::json)))`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .prepare('auth_sessions');
  type Session = Awaited<ReturnType<typeof findSessions.execute>>[number];
  async function findMany(tokenHashes: string[]): Promise<Array<Session | undefined>> {
    const rows = await findSessions.execute({
      tokenHashes: JSON.stringify(tokenHashes),
      now: new Date().toISOString(),
    });
    const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
    return tokenHashes.map((hash) => byHash.get(hash));
  }
  const lookUp = batched<string, Session | undefined>({
    one: async (tokenHash) => (await findMany([tokenHash]))[0],
    many: findMany,
  });

  app.decorateRequest('auth', null);
  app.decorateRequest('locale', 'zh-Hans');

  app.addHook('onRequest', async (request, reply) => {
    request.locale = normalizeLocale(request.headers['accept-language']);
    const header = request.headers[AUTH_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token || token.length > 200) return;
    const session = await lookUp(hashToken(token));
    if (!session) {
      // A token that is unknown, expired or revoked: the caller must log in again (spec §8 401).
      request.auth = null;
      (request as FastifyRequest & { staleToken?: boolean }).staleToken = true;
      if (cookieValue(request, FILE_MARK)) clearFileSession(reply, fileCookie.secure);
      return;
    }
    request.auth = { userId: session.userId, sessionId: session.id, grantedRoles: session.roles };
    const age = (Date.now() - session.createdAt.getTime()) / 1000;
    const remaining = (session.expiresAt.getTime() - Date.now()) / 1000;
    if (age > renewAfterSeconds && remaining > GRACE_SECONDS) await renew(session.id, session.userId, reply);
    // The browser's `<img>` tags reach private files with the same session (platform/file-session.ts).
    else if (!holdsFileSession(request, token)) setFileSession(reply, token, fileCookie);
  });

  app.decorate('authenticate', async (token: string | undefined): Promise<AuthContext | null> => {
    if (!token || token.length > 200) return null;
    const session = await lookUp(hashToken(token));
    return session ? { userId: session.userId, sessionId: session.id, grantedRoles: session.roles } : null;
  });
  app.decorate('clearFileSession', (reply: FastifyReply) => clearFileSession(reply, fileCookie.secure));

  async function renew(sessionId: number, userId: number, reply: FastifyReply) {
    const { token, hash } = newToken();
    await db.transaction(async (tx) => {
      await tx
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() + GRACE_SECONDS * 1000) })
        .where(eq(sessions.id, sessionId));
      await tx
        .insert(sessions)
        .values({ userId, tokenHash: hash, expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
    });
    reply.header(RENEWED_TOKEN_HEADER, token);
    setFileSession(reply, token, fileCookie);
  }

  async function hasRole(request: FastifyRequest, role: Role): Promise<boolean> {
    if (role === 'anonymous') return true;
    const auth = request.auth;
    if (!auth) return false;
    if (role === 'user') return true;
    if (auth.grantedRoles.includes(role)) return true;
    const resolver = resolvers.get(role);
    return resolver ? resolver(db, auth.userId) : false;
  }
  app.decorate('hasRole', hasRole);
  app.decorate('registerRoleResolver', (role: Role, resolver: RoleResolver) => {
    resolvers.set(role, resolver);
  });

  const guards = new WeakMap<object, Role[]>();
  const routeRoles = new Map<string, Role[]>();
  app.decorate('routeRoles', routeRoles);
  app.decorate('requireRole', (...roles: Role[]): preHandlerAsyncHookHandler => {
    const guard: preHandlerAsyncHookHandler = async function guard(request) {
      if (roles.includes('anonymous')) return;
      if (!request.auth) throw new AppError('LOGIN_EXPIRED');
      for (const role of roles) if (await hasRole(request, role)) return;
      const first = roles.find((role) => ROLE_ERRORS[role]);
      throw new AppError(first ? ROLE_ERRORS[first]! : 'FORBIDDEN');
    };
    guards.set(guard, roles);
    return guard;
  });

  // A route's role guard, given as its preHandler, runs before the body is validated: a
  // caller who may not call the route is told so (401 to log in, 403), never that the form
  // they may not send has a wrong field.
  app.addHook('onRoute', (route) => {
    const handlers = [route.preHandler ?? []].flat();
    const routeGuards = handlers.filter((handler) => guards.has(handler));
    if (routeGuards.length === 0) return;
    const roles = routeGuards.flatMap((guard) => guards.get(guard) ?? []);
    for (const method of [route.method].flat()) routeRoles.set(`${method} ${route.url}`, roles);
    route.preHandler = handlers.filter((handler) => !guards.has(handler));
    route.preValidation = [
      ...routeGuards,
      ...[route.preValidation ?? []].flat(),
    ] as typeof route.preValidation;
  });
});

/** The signed-in user's id; throws the 401 refusal for an anonymous caller. */
export function currentUserId(request: FastifyRequest): number {
  if (!request.auth) throw new AppError('LOGIN_EXPIRED');
  return request.auth.userId;
}

/** Who calls a signed-in route, as the services take it. */
export interface SignedInCaller {
  userId: number;
  locale: Locale;
}

export function signedInCaller(request: FastifyRequest): SignedInCaller {
  return { userId: currentUserId(request), locale: request.locale };
}
