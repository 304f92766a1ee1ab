import { describe, expect, it } from 'vitest';
import { buildEnterprise, buildMember } from '../modules/enterprises/enterprises.factories';
import { buildOrganizer, buildUser, signedInClient } from './factories';
import { TestClient, useTestApp } from './harness';

/**
 * Permissions over every operation of the OpenAPI document (/docs/json), so a new call
 * cannot be forgotten (docs/security.md):
 *  - an operation that declares the token (`security`) refuses an anonymous caller with 401,
 *    and one that does not declare it never asks to log in;
 *  - every operation under an organizer path is guarded by the organizer role, and refuses a
 *    buyer, a member of staff, an enterprise administrator and the administrator of another
 *    enterprise with 403.
 * The expected role of an operation is the one its route declares as guard (app.routeRoles).
 */
const ctx = useTestApp();

interface Operation {
  method: string;
  path: string;
  url: string;
  secured: boolean;
}

async function operations(): Promise<Operation[]> {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      // path parameters: 1 everywhere (the guard answers before the parameters are read)
      const url = path.replace(/\{[^}]+\}/g, '1');
      ops.push({ method: method.toUpperCase(), path, url, secured: Boolean(op.security?.length) });
    }
  }
  return ops;
}

/** The route's url as Fastify registered it: `{id}` back to `:id`. */
function routeKey(op: Operation) {
  return `${op.method} ${op.path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

let ip = 0;
function call(client: TestClient, op: Operation) {
  ip += 1;
  return ctx.app.inject({
    method: op.method as 'GET',
    url: op.url,
    headers: {
      ...(client.token ? { 'x-auth-token': client.token } : {}),
      // one address per call: the per-IP limits of lookups must not answer for the guard
      'x-forwarded-for': `10.9.${Math.floor(ip / 250)}.${ip % 250}`,
      ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
    },
    payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : '{}',
  });
}

describe('every OpenAPI operation', () => {
  it('declares the token exactly when it refuses an anonymous caller with 401', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(150);
    const anonymous = new TestClient(ctx.app);
    const wrong: string[] = [];
    for (const op of ops) {
      const res = await call(anonymous, op);
      if (op.secured && res.statusCode !== 401)
        wrong.push(`${op.method} ${op.path}: secured but ${res.statusCode}`);
      if (!op.secured && res.statusCode === 401) wrong.push(`${op.method} ${op.path}: public but 401`);
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('organizer operations are guarded by the organizer role and refuse every other role with 403', async () => {
    const ops = await operations();
    const organizerOps = ops.filter((op) => /\/organizer(\/|$)/.test(op.path));
    expect(organizerOps.length).toBeGreaterThan(20);
    const unguarded = organizerOps
      .filter((op) => !ctx.app.routeRoles.get(routeKey(op))?.includes('organizer'))
      .map(routeKey);
    expect(unguarded).toEqual([]);

    const own = await buildEnterprise(ctx);
    const other = await buildEnterprise(ctx);
    const staff = await buildMember(ctx, own.enterprise.id);
    const buyer = await buildUser(ctx);
    const roles: Record<string, TestClient> = {
      buyer: await signedInClient(ctx, buyer.id),
      staff: staff.client,
      'admin of another enterprise': other.adminClient,
      admin: own.adminClient,
    };
    const { client: organizer } = await buildOrganizer(ctx);
    const wrong: string[] = [];
    for (const op of organizerOps) {
      for (const [role, client] of Object.entries(roles)) {
        const res = await call(client, op);
        if (res.statusCode !== 403) wrong.push(`${op.method} ${op.path} as ${role}: ${res.statusCode}`);
      }
      const res = await call(organizer, op);
      if (res.statusCode === 401 || res.statusCode === 403)
        wrong.push(`${op.method} ${op.path} as organizer: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  }, 600_000);

  it('enterprise operations refuse a buyer, administrator operations refuse staff, and another enterprise named in the path refuses an administrator', async () => {
    const ops = await operations();
    const enterpriseRoles = new Set(['staff', 'enterpriseAdmin', 'exhibitor', 'organizer']);
    const guarded = ops
      .map((op) => ({ op, roles: ctx.app.routeRoles.get(routeKey(op)) ?? [] }))
      .filter(({ roles }) => roles.length > 0 && roles.every((r) => enterpriseRoles.has(r)))
      .filter(({ roles }) => !roles.every((r) => r === 'organizer'));
    expect(guarded.length).toBeGreaterThan(0);

    const own = await buildEnterprise(ctx);
    const other = await buildEnterprise(ctx);
    const staff = await buildMember(ctx, own.enterprise.id);
    const buyer = await signedInClient(ctx, (await buildUser(ctx)).id);
    const wrong: string[] = [];
    for (const { op, roles } of guarded) {
      const asBuyer = await call(buyer, op);
      if (asBuyer.statusCode !== 403) wrong.push(`${op.method} ${op.path} as buyer: ${asBuyer.statusCode}`);
      if (!roles.includes('staff') && !roles.includes('exhibitor')) {
        const asStaff = await call(staff.client, op);
        if (asStaff.statusCode !== 403) wrong.push(`${op.method} ${op.path} as staff: ${asStaff.statusCode}`);
      }
    }
    // An enterprise named in the path of a signed-in call: a buyer and the administrator of
    // another enterprise never get an answer (reads that any signed-in user may make are listed).
    // Calls where the enterprise in the path is the one the caller addresses, not one they act for.
    const addressed: Record<string, string> = {
      'POST /exhibitor/rest/enterprise/bind/{enterpriseId}':
        'an administrator asks THAT enterprise to be linked',
      'GET /exhibitor/rest/applyChats/valid/byEnt/{enterpriseId}':
        "the caller's own accepted application with it",
      'GET /portal/rest/chat/enterprises/{enterpriseId}/contact':
        'whom a visitor chats with at that exhibitor',
    };
    for (const op of ops.filter(
      (o) => o.secured && /\{enterpriseId\}/.test(o.path) && !addressed[`${o.method} ${o.path}`],
    )) {
      const url = op.path.replace('{enterpriseId}', String(own.enterprise.id)).replace(/\{[^}]+\}/g, '1');
      for (const [role, client] of [
        ['buyer', buyer],
        ['admin of another enterprise', other.adminClient],
      ] as const) {
        const res = await call(client, { ...op, url });
        if (res.statusCode < 300) wrong.push(`${op.method} ${op.path} as ${role}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 600_000);
});
