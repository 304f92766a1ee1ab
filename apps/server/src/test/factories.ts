import { randomInt } from 'node:crypto';
import { users } from '../db/schema';
import { hashPassword } from '../platform/password';
import { type Lang, TestClient, type TestContext } from './harness';

export const TEST_PASSWORD = 'Passw0rd1';
let cachedHash: Promise<string> | undefined;

export interface BuildUserInput {
  mobile?: string | null;
  email?: string | null;
  name?: string;
  roles?: string[];
  password?: string;
}

/** Inserts a user straight into the table (fast: the test password's hash is computed once). */
export async function buildUser(ctx: TestContext, input: BuildUserInput = {}) {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const passwordHash =
    input.password && input.password !== TEST_PASSWORD
      ? await hashPassword(input.password)
      : await cachedHash;
  const mobile =
    input.mobile === undefined ? `139${String(randomInt(0, 1e8)).padStart(8, '0')}` : input.mobile;
  const [row] = await ctx.db
    .insert(users)
    .values({
      mobile,
      email: input.email ?? null,
      emailVerified: Boolean(input.email),
      passwordHash,
      name: input.name ?? '测试用户',
      roles: input.roles ?? [],
    })
    .returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

/** A client already signed in as the user (a session created directly, no login call). */
export async function signedInClient(ctx: TestContext, userId: number, lang: Lang = 'zh-Hans') {
  const client = new TestClient(ctx.app, lang);
  client.token = await ctx.app.sessions.create(userId, {});
  return client;
}

export async function buildOrganizer(ctx: TestContext, lang: Lang = 'zh-Hans') {
  const user = await buildUser(ctx, { roles: ['organizer'], name: '主办方' });
  return { user, client: await signedInClient(ctx, user.id, lang) };
}
