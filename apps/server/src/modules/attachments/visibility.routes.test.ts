import { type Attachment, AUTH_HEADER, ErrorCode, type Product } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachments, catalogs, contents, users } from '../../db/schema';
import { FILE_SESSION_COOKIE, FILE_SESSION_MARK } from '../../platform/file-session';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { type TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';
import { productInput } from '../products/products.factories';
import { pngPicture, uploadFile } from './attachments.test-support';

const ctx = useTestApp();

/** Who reads a file: nobody, or a session in the file cookie as a browser's `<img>` sends it. */
function read(url: string, token?: string) {
  return ctx.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': 'en', ...(token ? { cookie: `${FILE_SESSION_COOKIE}=${token}` } : {}) },
  });
}

async function uploadAs(client: TestClient, url = '/exhibitor/rest/attachments/upload') {
  const res = await uploadFile(
    ctx.app,
    url,
    { bytes: await pngPicture(400, 300), fileName: 'p.png' },
    { token: client.token },
  );
  expect(res.status).toBe(200);
  return res.body.data as Attachment;
}

function expectHidden(res: Awaited<ReturnType<typeof read>>, who: string) {
  expect(res.statusCode, who).toBe(404);
  expect(res.json().errorCode, who).toBe(ErrorCode.NOT_FOUND);
}

function expectPrivateFile(res: Awaited<ReturnType<typeof read>>, who: string) {
  expect(res.statusCode, who).toBe(200);
  expect(res.headers['content-type'], who).toBe('image/png');
  expect(res.headers['cache-control'], who).toBe('private, no-store');
}

/** Two certified enterprises: A with an admin and a staff member, B with its admin. */
async function twoEnterprises() {
  const a = await buildEnterprise(ctx, { name: '甲纸业' });
  const staff = await buildMember(ctx, a.enterprise.id, 'operator');
  const b = await buildEnterprise(ctx, { name: '乙纸业' });
  const organizer = await buildOrganizer(ctx);
  return { a, staff, b, organizer };
}

describe('who reads a stored file at /attachment/<key> (issue 16 item 2)', () => {
  it('an upload attached to nothing: its uploader and the organizer, nobody else (404, not 403)', async () => {
    const owner = await signedInClient(ctx, (await buildUser(ctx)).id);
    const other = await signedInClient(ctx, (await buildUser(ctx)).id);
    const { client: organizer } = await buildOrganizer(ctx);
    const file = await uploadAs(owner);
    expect(file.url).toBe(`/attachment/${file.key}`);

    expectHidden(await read(file.url), 'anonymous');
    expectHidden(await read(`${file.url}?width=100`), 'anonymous, resized');
    expectHidden(await read(file.url, other.token), 'another user');
    expectHidden(await read(file.url, 'not-a-session'), 'a made-up cookie');
    expectPrivateFile(await read(file.url, owner.token), 'uploader');
    expectPrivateFile(await read(`${file.url}?width=100`, owner.token), 'uploader, resized');
    expectPrivateFile(await read(file.url, organizer.token), 'organizer');
    // The details call asks the same right as the file.
    const details = await other.get(`/portal/rest/attachments/${file.id}`);
    expect(details.status).toBe(404);
  });

  it("a draft product's picture: its enterprise's members and the organizer; anonymous and another enterprise's admin get 404", async () => {
    const { a, staff, b, organizer } = await twoEnterprises();
    const cover = await uploadAs(staff.client);
    const added = await staff.client.post('/exhibitor/rest/products', productInput(cover.id));
    expect(added.body.errorMsg).toBeNull();

    expectHidden(await read(cover.url), 'anonymous');
    expectHidden(await read(`${cover.url}?width=160`), 'anonymous, resized');
    expectHidden(await read(cover.url, b.adminClient.token), "another enterprise's admin");
    expectPrivateFile(await read(cover.url, staff.client.token), 'uploader');
    expectPrivateFile(await read(cover.url, a.adminClient.token), 'a fellow member (admin)');
    expectPrivateFile(await read(`${cover.url}?width=160`, a.adminClient.token), 'a fellow member, resized');
    expectPrivateFile(await read(cover.url, organizer.client.token), 'organizer');
  });

  it('a listed product picture is read by anyone with the long cache; taken off sale it is private again', async () => {
    const { staff, b, organizer } = await twoEnterprises();
    const cover = await uploadAs(staff.client);
    const added = await staff.client.post(
      '/exhibitor/rest/products',
      productInput(cover.id, { submit: true }),
    );
    const product = added.body.data as Product;
    expectHidden(await read(cover.url), 'anonymous, in review');
    const approved = await organizer.client.put(`/portal/rest/organizer/products/${product.id}/approve`);
    expect(approved.body.errorMsg).toBeNull();

    // The public product call's pictures are served to a visitor without a session.
    const publicAnswer = await new (staff.client.constructor as typeof TestClient)(ctx.app).get(
      `/portal/rest/products/${product.id}`,
    );
    const urls = JSON.stringify(publicAnswer.body.data).match(/\/attachment\/[^"?]+/g) ?? [];
    expect(urls).toContain(cover.url);
    for (const url of urls) {
      const res = await read(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    expect((await read(`${cover.url}?width=160`)).statusCode).toBe(200);
    expect((await read(cover.url, b.adminClient.token)).statusCode).toBe(200);

    const off = await staff.client.put(`/exhibitor/rest/products/${product.id}/delist`);
    expect(off.body.errorMsg).toBeNull();
    expectHidden(await read(cover.url), 'anonymous, off sale');
    expectPrivateFile(await read(cover.url, staff.client.token), 'uploader, off sale');
  });

  it("a settlement paper: the enterprise's members and the organizer; anonymous and another enterprise's admin get 404", async () => {
    const { a, staff, b, organizer } = await twoEnterprises();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
    const res = await uploadFile(
      ctx.app,
      '/exhibitor/rest/attachments/uploadSettled',
      { bytes: pdf, fileName: 'paper.pdf' },
      { token: a.adminClient.token },
    );
    const paper = res.body.data as Attachment;
    await ctx.db
      .update(attachments)
      .set({ refType: 'enterpriseSettlement', refId: String(a.enterprise.id) })
      .where(eq(attachments.id, paper.id));

    expectHidden(await read(paper.url), 'anonymous');
    expectHidden(await read(paper.url, b.adminClient.token), "another enterprise's admin");
    for (const [who, token] of [
      ['uploader', a.adminClient.token],
      ['a fellow member', staff.client.token],
      ['organizer', organizer.client.token],
    ] as const) {
      const ok = await read(paper.url, token);
      expect(ok.statusCode, who).toBe(200);
      expect(ok.headers['content-type'], who).toBe('application/pdf');
      expect(ok.headers['cache-control'], who).toBe('private, no-store');
    }
    // The link the details call hands to a member carries a pass that opens the file alone.
    const details = await staff.client.get(`/portal/rest/attachments/${paper.id}`);
    expect((await read((details.body.data as Attachment).url)).statusCode).toBe(200);
    expect((await b.adminClient.get(`/portal/rest/attachments/${paper.id}`)).status).toBe(404);
  });

  it('pictures used on public pages by address: a published article, a profile photo', async () => {
    const { client: organizer } = await buildOrganizer(ctx);
    const picture = await uploadAs(organizer, '/portal/rest/attachments/picture/form');
    expectHidden(await read(picture.url), 'anonymous, in no article yet');
    const [catalog] = await ctx.db.select().from(catalogs).where(eq(catalogs.kind, 'content')).limit(1);
    if (!catalog) throw new Error('the content seed has no catalog');
    const [article] = await ctx.db
      .insert(contents)
      .values({
        catalogId: catalog.id,
        titleEn: 'News',
        bodyEn: `<p><img src="${picture.url}?width=640"></p>`,
      })
      .returning();
    if (!article) throw new Error('article not inserted');
    expectHidden(await read(picture.url), 'anonymous, in a draft');
    await ctx.db.update(contents).set({ status: 'published' }).where(eq(contents.id, article.id));
    expect((await read(picture.url)).statusCode).toBe(200);

    const person = await buildUser(ctx);
    const client = await signedInClient(ctx, person.id);
    const photo = await uploadAs(client, '/exhibitor/rest/attachments/picture/form');
    expectHidden(await read(photo.url), 'anonymous, not a photo yet');
    await ctx.db.update(users).set({ avatar: photo.url }).where(eq(users.id, person.id));
    expect((await read(photo.url)).statusCode).toBe(200);
  });
});

describe('the file cookie', () => {
  it('a signed-in answer sets it (HttpOnly, SameSite=Lax, path /attachment) once; sign-out clears it', async () => {
    const user = await buildUser(ctx);
    const client = await signedInClient(ctx, user.id);
    const first = await client.get('/register/rest/users/isLogin');
    const cookies = [first.headers['set-cookie'] ?? []].flat();
    const file = cookies.find((c) => c.startsWith(`${FILE_SESSION_COOKIE}=`));
    expect(file).toBe(
      `${FILE_SESSION_COOKIE}=${client.token}; Path=/attachment; Max-Age=${ctx.app.deps.config.sessionTtlSeconds}; HttpOnly; SameSite=Lax${ctx.app.deps.config.trustProxy ? '; Secure' : ''}`,
    );
    const mark = cookies.find((c) => c.startsWith(`${FILE_SESSION_MARK}=`));
    expect(mark).toMatch(/; Path=\/; .*HttpOnly; SameSite=Lax/);
    expect(mark).not.toContain(client.token);

    // The browser sends the mark back: nothing is set again.
    const again = await client.request('GET', '/register/rest/users/isLogin', undefined, {
      cookie: (mark ?? '').split(';')[0] ?? '',
    });
    expect(again.headers['set-cookie']).toBeUndefined();

    const mine = await uploadAs(client);
    expect((await read(mine.url, client.token)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/register/rest/loginAccounts/logout',
      payload: {},
      headers: { [AUTH_HEADER]: client.token ?? '' },
    });
    const cleared = [out.headers['set-cookie'] ?? []].flat();
    expect(cleared).toContainEqual(
      expect.stringMatching(new RegExp(`^${FILE_SESSION_COOKIE}=; Path=/attachment; Max-Age=0`)),
    );
    // A cookie kept after sign-out opens nothing: the session is revoked.
    expectHidden(await read(mine.url, client.token), 'signed out');
  });
});
