import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  errorMessage,
  type ImClientFrame,
  type ImEvent,
  isLocale,
  type KickType,
  type Locale,
  normalizeLocale,
} from '@cidpex/contracts';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import * as repo from './chat.repository';
import * as im from './im.service';
import { verifyUserSig } from './user-sig';

/** What the gateway uses of a `ws` socket (the package ships no types here). */
interface Socket {
  readonly readyState: number;
  readonly OPEN: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (raw: Buffer | string) => void): void;
  on(event: 'close' | 'error', listener: () => void): void;
}

interface Connection {
  id: string;
  ws: Socket;
  imUserId: string | null;
  device: string;
  locale: Locale;
  expiryTimer?: NodeJS.Timeout;
}

const MAX_FRAME_BYTES = 64 * 1024;

/**
 * The language a connection answers in (names, system texts): the portal's language in the
 * socket's `?lang=` (the web app sends it), else the browser's Accept-Language.
 */
export function connectionLocale(request: Pick<FastifyRequest, 'query' | 'headers'>): Locale {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  if (typeof asked === 'string' && isLocale(asked)) return asked;
  return normalizeLocale(request.headers['accept-language']);
}

/**
 * The messaging gateway at /im/ws (IM.md): JSON frames; the first request is `login` with
 * userID and userSig. Requests are answered with `{ res: reqId, ok, data | code, message }`;
 * events are pushed as `{ event, data }`. Deliveries travel on the platform's event bus, so
 * every process holding a user's socket (REDIS_URL shared) delivers to it.
 */
export async function registerGateway(app: FastifyInstance) {
  const deps = app.deps;
  // Send limits shared by every process on the Redis (memory of this process without one).
  const limiter = im.createRateLimiter(deps.config, (err) => app.log.warn(`chat rate limit: ${err.message}`));
  const byUser = new Map<string, Set<Connection>>();

  function send(conn: Connection, frame: unknown) {
    if (conn.ws.readyState === conn.ws.OPEN)
      conn.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  function kick(conn: Connection, type: KickType) {
    send(conn, { event: 'KICKED_OUT', data: { type } } satisfies ImEvent);
    detach(conn);
    conn.ws.close(4001, type);
  }

  function detach(conn: Connection) {
    if (conn.expiryTimer) clearTimeout(conn.expiryTimer);
    if (!conn.imUserId) return;
    const set = byUser.get(conn.imUserId);
    set?.delete(conn);
    if (set && set.size === 0) byUser.delete(conn.imUserId);
    const user = conn.imUserId;
    conn.imUserId = null;
    void repo.setOffline(deps.db, user, conn.id).catch((err) => app.log.warn({ err }, 'chat: offline flag'));
  }

  const offDeliver = deps.events.on('chat.deliver', ({ to, frame }) => {
    for (const user of to) for (const conn of byUser.get(user) ?? []) send(conn, frame);
  });
  // A sign-in anywhere kicks this user's other connections: same kind of client → multiple
  // instance, another kind → multiple device (spec §4's reasons).
  const offLogin = deps.events.on('chat.login', ({ imUserId, connId, device }) => {
    for (const conn of [...(byUser.get(imUserId) ?? [])]) {
      if (conn.id === connId) continue;
      kick(conn, conn.device === device ? 'multipleAccount' : 'multipleDevice');
    }
  });
  const offKick = deps.events.on('chat.kick', ({ imUserId, type }) => {
    for (const conn of [...(byUser.get(imUserId) ?? [])]) kick(conn, type as KickType);
  });
  const offBanned = deps.events.on('chat.bannedWords.changed', () => im.forgetBannedWords(deps.db));
  app.addHook('onClose', async () => {
    offBanned();
    offDeliver();
    offLogin();
    offKick();
    await limiter.close();
    for (const set of byUser.values()) for (const conn of set) conn.ws.close(1001, 'server closing');
  });

  async function login(conn: Connection, frame: Extract<ImClientFrame, { op: 'login' }>) {
    const userID = String(frame.userID ?? '');
    const check = verifyUserSig(
      deps.config.imSecret,
      deps.config.imSdkAppId,
      userID,
      String(frame.userSig ?? ''),
    );
    if (!check.ok) throw new AppError(check.reason === 'expired' ? 'CHAT_SIG_EXPIRED' : 'CHAT_SIG_INVALID');
    if (conn.imUserId) detach(conn);
    conn.device = String(frame.device ?? 'web').slice(0, 20);
    await deps.events.emit('chat.login', { imUserId: userID, connId: conn.id, device: conn.device });
    conn.imUserId = userID;
    let set = byUser.get(userID);
    if (!set) {
      set = new Set();
      byUser.set(userID, set);
    }
    set.add(conn);
    await repo.setOnline(deps.db, userID, conn.id);
    const ms = check.expiresAt * 1000 - Date.now();
    // setTimeout holds at most ~24.8 days; a longer ticket is checked again then.
    conn.expiryTimer = setTimeout(() => kick(conn, 'userSigExpired'), Math.min(ms, 2 ** 31 - 1));
    send(conn, { event: 'SDK_READY' } satisfies ImEvent);
    return { userID, expiresAt: check.expiresAt };
  }

  async function handle(conn: Connection, frame: ImClientFrame): Promise<unknown> {
    if (frame.op === 'login') return login(conn, frame);
    if (frame.op === 'ping') return { pong: Date.now() };
    const me = conn.imUserId;
    if (!me) throw new AppError('CHAT_NOT_LOGGED_IN');
    switch (frame.op) {
      case 'logout':
        detach(conn);
        return { ok: true };
      case 'getConversationList':
        return im.conversationList(deps, me, conn.locale);
      case 'getConversationProfile':
        return im.conversationProfile(deps, me, frame.conversationID, conn.locale);
      case 'deleteConversation':
        return im.deleteConversation(deps, me, frame.conversationID);
      case 'getMessageList':
        return im.getMessageList(deps, me, frame);
      case 'sendMessage':
        return (await im.sendMessage(deps, limiter, me, frame)).message;
      case 'setMessageRead':
        return im.setMessageRead(deps, me, frame.conversationID);
      case 'revokeMessage':
        return im.revokeMessage(deps, me, frame.messageID);
      case 'deleteMessage':
        return im.deleteMessage(deps, me, frame.messageID);
      case 'searchMessages':
        return im.searchMessages(deps, me, frame.conversationID, String(frame.keyword ?? ''));
      case 'sync':
        return im.syncSince(deps, me, frame.since ?? {});
      case 'typing': {
        const target = im.parseConversation(me, frame.conversationID);
        if (target.type === 'C2C') {
          await im.deliver(deps, [target.peer], {
            event: 'TYPING',
            data: { conversationID: `C2C${me}`, from: me },
          });
        }
        return { ok: true };
      }
      case 'signal':
        return im.relaySignal(deps, me, frame.to, frame.signal);
      case 'getUserProfile':
        return im.profiles(deps.db, (frame.userIDList ?? []).map(String), conn.locale);
      case 'updateMyProfile':
        return im.updateMyProfile(deps, me, frame, conn.locale);
      case 'getBlacklist':
        return im.getBlacklist(deps, me);
      case 'addToBlacklist':
        return im.addToBlacklist(deps, me, (frame.userIDList ?? []).map(String));
      case 'removeFromBlacklist':
        return im.removeFromBlacklist(deps, me, (frame.userIDList ?? []).map(String));
      case 'createGroup':
        return im.createGroup(deps, me, {
          name: String(frame.name ?? ''),
          memberList: (frame.memberList ?? []).map(String),
        });
      case 'getGroupMemberList':
        return im.groupMembers(deps, me, String(frame.groupID), frame.offset, frame.count);
      case 'addGroupMember':
        return im.addGroupMember(deps, me, String(frame.groupID), (frame.userIDList ?? []).map(String));
      case 'joinGroup':
        return im.joinGroup(deps, me, String(frame.groupID), String(frame.applyMessage ?? ''));
      case 'getGroupApplicationList':
        return im.groupApplications(deps, me, conn.locale);
      case 'handleGroupApplication':
        return im.handleGroupApplication(deps, me, frame);
      case 'quitGroup':
        return im.quitGroup(deps, me, String(frame.groupID));
      case 'dismissGroup':
        return im.dismissGroup(deps, me, String(frame.groupID));
      case 'setGroupMemberRole':
        return im.setGroupMemberRole(deps, me, frame);
      default:
        throw new AppError('CHAT_BAD_REQUEST');
    }
  }

  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  app.get('/im/ws', { websocket: true, schema: { hide: true } }, (rawSocket, request) => {
    const socket = rawSocket as Socket;
    const conn: Connection = {
      id: randomUUID(),
      ws: socket,
      imUserId: null,
      device: 'web',
      locale: connectionLocale(request),
    };
    // Requests of one connection run one after another: a client's sends are stored in its order.
    let queue: Promise<void> = Promise.resolve();
    socket.on('message', (raw) => {
      queue = queue.then(async () => {
        let frame: ImClientFrame;
        try {
          frame = JSON.parse(String(raw)) as ImClientFrame;
        } catch {
          send(conn, {
            res: 0,
            ok: false,
            code: ErrorCode.CHAT_BAD_REQUEST,
            message: errorMessage(conn.locale, 'CHAT_BAD_REQUEST'),
          });
          return;
        }
        const reqId = Number(frame?.reqId) || 0;
        try {
          const data = await handle(conn, frame);
          send(conn, { res: reqId, ok: true, data });
        } catch (err) {
          if (err instanceof AppError) {
            send(conn, {
              res: reqId,
              ok: false,
              code: ErrorCode[err.code],
              message: errorMessage(conn.locale, err.code, err.params),
            });
          } else {
            app.log.error({ err, op: frame?.op }, 'chat gateway request failed');
            send(conn, {
              res: reqId,
              ok: false,
              code: ErrorCode.INTERNAL,
              message: errorMessage(conn.locale, 'INTERNAL'),
            });
          }
        }
      });
    });
    socket.on('close', () => detach(conn));
    socket.on('error', () => detach(conn));
  });
}
