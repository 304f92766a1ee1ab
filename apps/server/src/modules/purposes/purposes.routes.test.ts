import {
  type ApplyChat,
  type ApplyChatPage,
  type Comment,
  type CommentPage,
  ERROR_MESSAGES,
  ErrorCode,
  type FavoritePage,
  nextPurposeState,
  PURPOSE_ACTIONS,
  PURPOSE_STATES,
  type Purpose,
  type PurposeMinePage,
  type PurposePage,
} from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyChats, enterpriseStaff, purposes } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';
import { buildPost, buildPoster, buildPostPicture, postInput, relist } from './purposes.factories';

const ctx = useTestApp();
beforeEach(() => relist(ctx));

describe('publishing', () => {
  it('an approved visitor publishes with a cover and images; it waits for review, then shows on the board', async () => {
    const poster = await buildPoster(ctx);
    const cover = await buildPostPicture(ctx, poster.user.id);
    const image = await buildPostPicture(ctx, poster.user.id, { width: 800, height: 600 });
    const input = postInput({ coverAttachmentId: cover.id, imageIds: [image.id] });
    const res = await poster.client.post('/exhibitor/rest/purposes', input);
    expect(res.body.errorMsg).toBeNull();
    const post = res.body.data as Purpose;
    expect(post).toMatchObject({
      type: 'demand',
      title: input.title,
      publishStatus: 'Pending',
      publishTime: null,
      cover: { id: cover.id },
      images: [{ id: image.id }],
      mine: true,
      publisher: { userId: poster.user.id, name: '采购商', enterpriseId: null },
    });

    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.post('/exhibitor/rest/purposes/page', {})).body.data).toMatchObject({ total: 0 });
    expect((await anonymous.get(`/exhibitor/rest/purposes/${post.id}`)).status).toBe(404);

    const organizer = await buildOrganizer(ctx);
    const queue = await organizer.client.get('/portal/rest/organizer/purposes?status=Pending');
    expect(queue.body.data).toMatchObject({ total: 1, counts: { Pending: 1, Passed: 0 } });
    const approved = await organizer.client.put(`/exhibitor/rest/purposes/checkStatus/${post.id}`, {
      action: 'approve',
    });
    expect(approved.body.data).toMatchObject({ publishStatus: 'Passed' });
    expect((approved.body.data as Purpose).publishTime).not.toBeNull();
    const board = await anonymous.post('/exhibitor/rest/purposes/page', { type: 'demand' });
    expect(board.body.data).toMatchObject({ total: 1, rows: [{ id: post.id, collected: false }] });
    expect(
      (await anonymous.post('/exhibitor/rest/purposes/page', { type: 'supply' })).body.data,
    ).toMatchObject({
      total: 0,
    });
  });

  it('a repeated submit with the same requestKey stores one post, also when the two race', async () => {
    const poster = await buildPoster(ctx);
    const input = postInput({ requestKey: 'form-0001-abcdef' });
    const [a, b] = await Promise.all([
      poster.client.post('/exhibitor/rest/purposes', input),
      poster.client.post('/exhibitor/rest/purposes', input),
    ]);
    const again = await poster.client.post('/exhibitor/rest/purposes', input);
    const ids = [a, b, again].map((r) => (r.body.data as Purpose).id);
    expect(new Set(ids).size).toBe(1);
    expect(await ctx.db.select().from(purposes)).toHaveLength(1);
  });

  it('needs an approved pre-registration: none, pending (the 1–3 hour note) and rejected are refused', async () => {
    for (const [state, code] of [
      ['none', ErrorCode.NOT_VISITOR],
      ['pending', ErrorCode.VISITOR_PENDING],
      ['rejected', ErrorCode.VISITOR_REJECTED],
    ] as const) {
      const poster = await buildPoster(ctx, state);
      const res = await poster.client.post('/exhibitor/rest/purposes', postInput());
      expect(res.status).toBe(403);
      expect(res.body.errorCode).toBe(code);
    }
    const pending = await buildPoster(ctx, 'pending');
    const res = await pending.client.post('/exhibitor/rest/purposes', postInput());
    expect(res.body.errorMsg).toContain('1–3 小时');
    expect((await new TestClient(ctx.app).post('/exhibitor/rest/purposes', postInput())).status).toBe(401);
    expect(await ctx.db.select().from(purposes)).toHaveLength(0);
  });

  it('content is required and at most 1000 characters; text is stored as text', async () => {
    const poster = await buildPoster(ctx);
    const empty = await poster.client.post('/exhibitor/rest/purposes', postInput({ content: '  ' }));
    expect(empty.body.errorCode).toBe(ErrorCode.PURPOSE_CONTENT_REQUIRED);
    const long = await poster.client.post(
      '/exhibitor/rest/purposes',
      postInput({ content: '纸'.repeat(1001) }),
    );
    expect(long.body.errorCode).toBe(ErrorCode.PURPOSE_CONTENT_TOO_LONG);
    const html = '<b>求购</b><script>alert(1)</script>';
    const okRes = await poster.client.post(
      '/exhibitor/rest/purposes',
      postInput({ content: '纸'.repeat(1000) }),
    );
    expect(okRes.body.success).toBe(true);
    const tagged = await poster.client.post('/exhibitor/rest/purposes', postInput({ content: html }));
    expect((tagged.body.data as Purpose).content).toBe(html);
  });

  it('pictures: 10M in total, the cover shaped 215×140, only own unused uploads', async () => {
    const poster = await buildPoster(ctx);
    const cover = await buildPostPicture(ctx, poster.user.id, { size: 4 * 1024 * 1024 });
    const big = await buildPostPicture(ctx, poster.user.id, { size: 6 * 1024 * 1024 + 1, width: 800 });
    const tooMuch = await poster.client.post(
      '/exhibitor/rest/purposes',
      postInput({ coverAttachmentId: cover.id, imageIds: [big.id] }),
    );
    expect(tooMuch.status).toBe(413);
    expect(tooMuch.body.errorCode).toBe(ErrorCode.PURPOSE_IMAGES_TOO_LARGE);
    const square = await buildPostPicture(ctx, poster.user.id, { width: 300, height: 300 });
    const badCover = await poster.client.post(
      '/exhibitor/rest/purposes',
      postInput({ coverAttachmentId: square.id }),
    );
    expect(badCover.body.errorCode).toBe(ErrorCode.PURPOSE_COVER_SIZE);
    const other = await buildPoster(ctx);
    const theirs = await buildPostPicture(ctx, other.user.id);
    const stolen = await poster.client.post('/exhibitor/rest/purposes', postInput({ imageIds: [theirs.id] }));
    expect(stolen.body.errorCode).toBe(ErrorCode.PURPOSE_PICTURE_NOT_USABLE);
    const exact = await buildPostPicture(ctx, poster.user.id, { size: 6 * 1024 * 1024, width: 800 });
    const fits = await poster.client.post(
      '/exhibitor/rest/purposes',
      postInput({ coverAttachmentId: cover.id, imageIds: [exact.id] }),
    );
    expect(fits.body.success).toBe(true);
    const reuse = await poster.client.post('/exhibitor/rest/purposes', postInput({ imageIds: [exact.id] }));
    expect(reuse.body.errorCode).toBe(ErrorCode.PURPOSE_PICTURE_NOT_USABLE);
  });

  it('banned words are refused on publish and comment, in either Chinese script and any case', async () => {
    const organizer = await buildOrganizer(ctx);
    const set = await organizer.client.put('/portal/rest/organizer/purposes/bannedWords', {
      words: ['假货', 'SPAM', '假货'],
    });
    expect(set.body.data).toEqual({ words: ['假货', 'SPAM'] });
    const poster = await buildPoster(ctx, 'approved', 'zh-Hant');
    const res = await poster.client.post('/exhibitor/rest/purposes', postInput({ content: '出售假貨一批' }));
    expect(res.body.errorCode).toBe(ErrorCode.PURPOSE_BANNED_WORD);
    expect(res.body.errorMsg).toBe('內容包含違禁詞「假货」，請修改後再提交');
    const en = await poster.client.post('/exhibitor/rest/purposes', postInput({ title: 'cheap spam offer' }));
    expect(en.body.errorCode).toBe(ErrorCode.PURPOSE_BANNED_WORD);
    const post = await buildPost(ctx, (await buildUser(ctx)).id);
    const comment = await poster.client.post('/exhibitor/rest/comments', {
      purposeId: post.id,
      content: 'Spam!',
    });
    expect(comment.body.errorCode).toBe(ErrorCode.PURPOSE_BANNED_WORD);
    const anyone = await buildPoster(ctx);
    expect((await anyone.client.get('/portal/rest/organizer/purposes/bannedWords')).status).toBe(403);
  });

  it('a keyword in Traditional finds a post in Simplified and the other way round', async () => {
    const u = await buildUser(ctx);
    const simplified = await buildPost(ctx, u.id, 'Passed', { title: '供应卫生纸' });
    const traditional = await buildPost(ctx, u.id, 'Passed', { title: '求購紙尿褲' });
    await buildPost(ctx, u.id, 'Pending', { title: '卫生纸待审' });
    const anonymous = new TestClient(ctx.app);
    const a = (await anonymous.post('/exhibitor/rest/purposes/page', { keyword: '衛生紙' })).body
      .data as PurposePage;
    expect(a.rows.map((r) => r.id)).toEqual([simplified.id]);
    const b = (await anonymous.post('/exhibitor/rest/purposes/page', { keyword: '纸尿裤' })).body
      .data as PurposePage;
    expect(b.rows.map((r) => r.id)).toEqual([traditional.id]);
    const pct = (await anonymous.post('/exhibitor/rest/purposes/page', { keyword: '%' })).body
      .data as PurposePage;
    expect(pct.total).toBe(0);
  });
});

describe('the post state table', () => {
  const expectedNext = (from: (typeof PURPOSE_STATES)[number], action: (typeof PURPOSE_ACTIONS)[number]) =>
    nextPurposeState(from, action);

  it('walks every action from every state: allowed ones move as the table says, the rest are refused', async () => {
    const organizer = await buildOrganizer(ctx);
    const poster = await buildPoster(ctx);
    for (const from of PURPOSE_STATES) {
      for (const action of PURPOSE_ACTIONS) {
        const post = await buildPost(ctx, poster.user.id, from);
        const want = expectedNext(from, action);
        const client = ['approve', 'reject', 'hide'].includes(action) ? organizer.client : poster.client;
        let res: Awaited<ReturnType<TestClient['put']>>;
        if (action === 'edit') {
          res = await client.put('/exhibitor/rest/purposes', { ...postInput(), id: post.id });
        } else if (action === 'delete') {
          res = await client.delete(`/exhibitor/rest/purposes/${post.id}`);
        } else {
          res = await client.put(`/exhibitor/rest/purposes/checkStatus/${post.id}`, {
            action,
            reason: '图片不清晰',
          });
        }
        const [stored] = await ctx.db.select().from(purposes).where(eq(purposes.id, post.id));
        if (want === null) {
          expect(res.body.errorCode, `${from} ${action}`).toBe(ErrorCode.PURPOSE_STATE);
          expect(stored?.status).toBe(from);
          expect(stored?.deletedAt).toBeNull();
        } else {
          expect(res.body.errorMsg, `${from} ${action}`).toBeNull();
          expect(stored?.status).toBe(want);
          expect(stored?.deletedAt !== null).toBe(action === 'delete');
          if (action === 'reject' || action === 'hide') expect(stored?.rejectReason).toBe('图片不清晰');
        }
      }
    }
  });

  it('a rejection needs a reason; the publisher reads it, edits and republishes', async () => {
    const organizer = await buildOrganizer(ctx);
    const poster = await buildPoster(ctx);
    const post = await buildPost(ctx, poster.user.id, 'Pending');
    const bare = await organizer.client.put(`/exhibitor/rest/purposes/checkStatus/${post.id}`, {
      action: 'reject',
    });
    expect(bare.body.errorCode).toBe(ErrorCode.REJECT_REASON_REQUIRED);
    await organizer.client.put(`/exhibitor/rest/purposes/checkStatus/${post.id}`, {
      action: 'reject',
      reason: '请补充规格',
    });
    const mine = (await poster.client.post('/exhibitor/rest/purposes/mine', {})).body.data as PurposeMinePage;
    expect(mine.rows[0]).toMatchObject({ publishStatus: 'Reject', rejectReason: '请补充规格' });
    expect(mine.counts).toEqual({ Pending: 0, Passed: 0, Reject: 1, Canceled: 0 });
    const edited = await poster.client.put('/exhibitor/rest/purposes', {
      ...postInput({ title: '补充规格后' }),
      id: post.id,
    });
    expect(edited.body.data).toMatchObject({ title: '补充规格后', publishStatus: 'Reject' });
    const again = await poster.client.put(`/exhibitor/rest/purposes/checkStatus/${post.id}`, {
      action: 'republish',
    });
    expect(again.body.data).toMatchObject({ publishStatus: 'Pending', rejectReason: null });
    const twice = await poster.client.put(`/exhibitor/rest/purposes/checkStatus/${post.id}`, {
      action: 'republish',
    });
    expect(twice.body.errorCode).toBe(ErrorCode.PURPOSE_STATE);
  });

  it('two reviewers deciding at once: one wins, the other is told the state moved', async () => {
    const a = await buildOrganizer(ctx);
    const b = await buildOrganizer(ctx);
    const post = await buildPost(ctx, (await buildUser(ctx)).id, 'Pending');
    const results = await Promise.all([
      a.client.put(`/exhibitor/rest/purposes/checkStatus/${post.id}`, { action: 'approve' }),
      b.client.put(`/exhibitor/rest/purposes/checkStatus/${post.id}`, { action: 'reject', reason: '重复' }),
    ]);
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    expect(results.filter((r) => r.body.errorCode === ErrorCode.PURPOSE_STATE)).toHaveLength(1);
  });
});

describe('permissions', () => {
  it("nobody edits, cancels, deletes or reads another's post that is not published", async () => {
    const owner = await buildPoster(ctx);
    const other = await buildPoster(ctx);
    const organizer = await buildOrganizer(ctx);
    const pending = await buildPost(ctx, owner.user.id, 'Pending');
    const passed = await buildPost(ctx, owner.user.id, 'Passed');
    expect((await other.client.get(`/exhibitor/rest/purposes/${pending.id}`)).body.errorCode).toBe(
      ErrorCode.PURPOSE_NOT_FOUND,
    );
    expect((await owner.client.get(`/exhibitor/rest/purposes/${pending.id}`)).body.data).toMatchObject({
      publishStatus: 'Pending',
    });
    expect((await organizer.client.get(`/exhibitor/rest/purposes/${pending.id}`)).body.success).toBe(true);
    const attempts = [
      other.client.put('/exhibitor/rest/purposes', { ...postInput(), id: pending.id }),
      other.client.put(`/exhibitor/rest/purposes/checkStatus/${pending.id}`, { action: 'cancel' }),
      other.client.delete(`/exhibitor/rest/purposes/${pending.id}`),
      other.client.put(`/exhibitor/rest/purposes/${pending.id}`),
    ];
    for (const res of await Promise.all(attempts))
      expect(res.body.errorCode).toBe(ErrorCode.PURPOSE_NOT_FOUND);
    const cancelPassed = await other.client.put(`/exhibitor/rest/purposes/checkStatus/${passed.id}`, {
      action: 'cancel',
    });
    expect(cancelPassed.body.errorCode).toBe(ErrorCode.PURPOSE_NOT_OWNER);
    const selfApprove = await owner.client.put(`/exhibitor/rest/purposes/checkStatus/${pending.id}`, {
      action: 'approve',
    });
    expect(selfApprove.body.errorCode).toBe(ErrorCode.NOT_ORGANIZER);
    expect((await owner.client.get('/portal/rest/organizer/purposes')).status).toBe(403);
    const [stored] = await ctx.db.select().from(purposes).where(eq(purposes.id, pending.id));
    expect(stored).toMatchObject({ status: 'Pending', deletedAt: null });
    const theirs = (await other.client.post('/exhibitor/rest/purposes/mine', {})).body
      .data as PurposeMinePage;
    expect(theirs.total).toBe(0);
  });
});

describe('comments', () => {
  it('post, list, mine from and to, delete own; the organizer hides any; pending visitors are blocked', async () => {
    const owner = await buildPoster(ctx, 'approved', 'zh-Hans', '发布者');
    const post = await buildPost(ctx, owner.user.id, 'Passed');
    const reader = await buildPoster(ctx, 'approved', 'en', 'Buyer');
    const res = await reader.client.post('/exhibitor/rest/comments', {
      purposeId: post.id,
      content: 'Price for 20 t?',
    });
    const comment = res.body.data as Comment;
    expect(comment).toMatchObject({
      userName: 'Buyer',
      content: 'Price for 20 t?',
      mine: true,
      hidden: false,
    });
    const pending = await buildPoster(ctx, 'pending');
    const blocked = await pending.client.post('/exhibitor/rest/comments', {
      purposeId: post.id,
      content: '你好',
    });
    expect(blocked.body.errorCode).toBe(ErrorCode.VISITOR_PENDING);
    const unpublished = await buildPost(ctx, owner.user.id, 'Pending');
    const early = await reader.client.post('/exhibitor/rest/comments', {
      purposeId: unpublished.id,
      content: 'hi',
    });
    expect(early.body.errorCode).toBe(ErrorCode.PURPOSE_NOT_FOUND);

    const list = (await new TestClient(ctx.app).get(`/exhibitor/rest/comments/purposes/${post.id}`)).body
      .data as CommentPage;
    expect(list.rows.map((r) => r.id)).toEqual([comment.id]);
    expect(
      ((await reader.client.post('/exhibitor/rest/comments/me/from', {})).body.data as CommentPage).total,
    ).toBe(1);
    expect(
      ((await owner.client.post('/exhibitor/rest/comments/me/to', {})).body.data as CommentPage).total,
    ).toBe(1);
    expect(
      ((await owner.client.post('/exhibitor/rest/comments/me/from', {})).body.data as CommentPage).total,
    ).toBe(0);
    expect(
      ((await reader.client.post('/exhibitor/rest/comments/me/from', {})).body.data as CommentPage).total,
    ).toBe(1);
    expect((await owner.client.post('/exhibitor/rest/comments/me/other', {})).status).toBe(400);
    expect(
      ((await owner.client.get(`/exhibitor/rest/purposes/${post.id}`)).body.data as Purpose).commentCount,
    ).toBe(1);

    expect((await owner.client.delete(`/exhibitor/rest/comments/${comment.id}`)).body.errorCode).toBe(
      ErrorCode.COMMENT_NOT_OWNER,
    );
    expect((await reader.client.delete(`/exhibitor/rest/comments/${comment.id}`)).body.success).toBe(true);
    expect((await reader.client.delete(`/exhibitor/rest/comments/${comment.id}`)).body.errorCode).toBe(
      ErrorCode.COMMENT_NOT_FOUND,
    );
    expect(
      ((await owner.client.get(`/exhibitor/rest/purposes/${post.id}`)).body.data as Purpose).commentCount,
    ).toBe(0);

    const second = (
      await reader.client.post('/exhibitor/rest/comments', { purposeId: post.id, content: 'Again' })
    ).body.data as Comment;
    const organizer = await buildOrganizer(ctx);
    expect((await reader.client.put(`/portal/rest/organizer/comments/${second.id}/hide`)).status).toBe(403);
    const hidden = await organizer.client.put(`/portal/rest/organizer/comments/${second.id}/hide`);
    expect(hidden.body.data).toMatchObject({ hidden: true });
    expect(
      (await organizer.client.put(`/portal/rest/organizer/comments/${second.id}/hide`)).body.errorCode,
    ).toBe(ErrorCode.COMMENT_NOT_FOUND);
    const publicList = (await reader.client.get(`/exhibitor/rest/comments/purposes/${post.id}`)).body
      .data as CommentPage;
    expect(publicList.total).toBe(0);
    const organizerList = (await organizer.client.get('/portal/rest/organizer/comments?hidden=true')).body
      .data as CommentPage;
    expect(organizerList.rows.map((r) => r.id)).toEqual([second.id]);
  });
});

describe('favourites', () => {
  it('collect (repeat keeps one), read back, list mine, cancel (a repeat fails with the spec message)', async () => {
    const owner = await buildPoster(ctx);
    const post = await buildPost(ctx, owner.user.id, 'Passed');
    const reader = await buildUser(ctx, { name: '收藏者' });
    const client = await signedInClient(ctx, reader.id);
    const [a, b] = await Promise.all([
      client.post('/exhibitor/rest/favorites', { purposeId: post.id }),
      client.post('/exhibitor/rest/favorites', { purposeId: post.id }),
    ]);
    expect(a.body.data).toMatchObject({ collected: true });
    expect(b.body.data).toMatchObject({ collected: true, favoriteCount: 1 });
    expect((await client.get(`/exhibitor/rest/favorites/get/purpose/${post.id}`)).body.data).toEqual({
      purposeId: post.id,
      collected: true,
      favoriteCount: 1,
    });
    expect(
      (await client.post('/exhibitor/rest/favorites/purpose', { purposeIds: [post.id, 999] })).body.data,
    ).toEqual({
      collected: [post.id],
    });
    const mine = (await client.post('/exhibitor/rest/favorites/my/page', {})).body.data as FavoritePage;
    expect(mine.rows).toMatchObject([{ purposeId: post.id, publishStatus: 'Passed' }]);
    const onMine = (await owner.client.post('/exhibitor/rest/favorites/page', {})).body.data as FavoritePage;
    expect(onMine.rows).toMatchObject([{ userName: '收藏者' }]);
    const board = (await client.post('/exhibitor/rest/purposes/page', {})).body.data as PurposePage;
    expect(board.rows[0]).toMatchObject({ collected: true, favoriteCount: 1 });

    expect((await client.put('/exhibitor/rest/favorites', { purposeId: post.id })).body.data).toMatchObject({
      collected: false,
      favoriteCount: 0,
    });
    const again = await client.put('/exhibitor/rest/favorites/cancel', { purposeId: post.id });
    expect(again.body.errorCode).toBe(ErrorCode.FAVORITE_CANCEL_FAILED);
    expect(again.body.errorMsg).toBe(ERROR_MESSAGES['zh-Hans'].FAVORITE_CANCEL_FAILED);
    const pending = await buildPost(ctx, owner.user.id, 'Pending');
    const refused = await client.post('/exhibitor/rest/favorites', { purposeId: pending.id });
    expect(refused.body.errorMsg).toBe('收藏失败');
    expect(
      (await new TestClient(ctx.app).post('/exhibitor/rest/favorites', { purposeId: post.id })).status,
    ).toBe(401);
  });
});

describe('comments on the English site (issue 24)', () => {
  it("gives the commenter's enterprise in both names, the English one null when it has none", async () => {
    const owner = await buildPoster(ctx);
    const post = await buildPost(ctx, owner.user.id, 'Passed');
    const named = await buildEnterprise(ctx, { name: '青禾纸业', nameEn: 'Qinghe Paper' });
    const unnamed = await buildEnterprise(ctx, { name: '远帆无纺' });
    for (const [company, content] of [
      [named, 'Is the price with tax?'],
      [unnamed, '有现货吗？'],
    ] as const) {
      // An approved buyer who is staff of the enterprise.
      const member = await buildPoster(ctx, 'approved', 'en', 'Buyer');
      await ctx.db
        .insert(enterpriseStaff)
        .values({ enterpriseId: company.enterprise.id, userId: member.user.id, role: 'staff' });
      const res = await member.client.post('/exhibitor/rest/comments', { purposeId: post.id, content });
      expect(res.body.success).toBe(true);
    }
    const list = (await new TestClient(ctx.app).get(`/exhibitor/rest/comments/purposes/${post.id}`)).body
      .data as CommentPage;
    expect(list.rows.map((r) => [r.enterpriseName, r.enterpriseNameEn]).sort()).toEqual([
      ['远帆无纺', null],
      ['青禾纸业', 'Qinghe Paper'],
    ]);
  });
});

describe('chat applications', () => {
  async function enterprisePost() {
    const company = await buildEnterprise(ctx, { name: '甲纸业' });
    const staff = await buildMember(ctx, company.enterprise.id, 'staff');
    const post = await buildPost(ctx, staff.user.id, 'Passed', { enterpriseId: company.enterprise.id });
    return { company, staff, post };
  }

  it('apply once; only the publisher enterprise passes or rejects (with a reason); reapply; cancel', async () => {
    const { company, staff, post } = await enterprisePost();
    const buyer = await buildPoster(ctx, 'approved', 'zh-Hans', '买家');
    const applied = await buyer.client.post('/exhibitor/rest/applyChats', {
      purposeId: post.id,
      message: '想了解价格',
    });
    const app1 = applied.body.data as ApplyChat;
    expect(app1).toMatchObject({
      status: 'Pending',
      enterpriseId: company.enterprise.id,
      applicantName: '买家',
    });
    const twice = await buyer.client.post('/exhibitor/rest/applyChats', { purposeId: post.id });
    expect(twice.body.errorCode).toBe(ErrorCode.APPLY_CHAT_EXISTS);
    expect((await buyer.client.get(`/exhibitor/rest/applyChats/exist/${post.id}`)).body.data).toMatchObject({
      applyChat: { id: app1.id, status: 'Pending' },
    });

    const own = await company.adminClient.post('/exhibitor/rest/applyChats', { purposeId: post.id });
    expect(own.body.errorCode).toBe(ErrorCode.APPLY_CHAT_OWN);

    const outsider = await buildEnterprise(ctx, { name: '乙纸业' });
    for (const action of ['pass', 'reject'] as const) {
      const res = await outsider.adminClient.put(`/exhibitor/rest/applyChats/${app1.id}`, {
        action,
        reason: '不合适',
      });
      expect(res.body.errorCode).toBe(ErrorCode.APPLY_CHAT_NOT_HANDLER);
    }
    expect(
      (await buyer.client.put(`/exhibitor/rest/applyChats/${app1.id}`, { action: 'pass' })).body.errorCode,
    ).toBe(ErrorCode.APPLY_CHAT_NOT_HANDLER);
    expect(
      (await staff.client.put(`/exhibitor/rest/applyChats/${app1.id}`, { action: 'cancel' })).body.errorCode,
    ).toBe(ErrorCode.APPLY_CHAT_NOT_APPLICANT);
    const noReason = await company.adminClient.put(`/exhibitor/rest/applyChats/${app1.id}`, {
      action: 'reject',
    });
    expect(noReason.body.errorCode).toBe(ErrorCode.REJECT_REASON_REQUIRED);
    const received = (await company.adminClient.post('/exhibitor/rest/applyChats/me/to', {})).body
      .data as ApplyChatPage;
    expect(received).toMatchObject({ total: 1, counts: { Pending: 1, 'Applied Reject': 0, Accepted: 0 } });
    expect(
      ((await outsider.adminClient.post('/exhibitor/rest/applyChats/me/to', {})).body.data as ApplyChatPage)
        .total,
    ).toBe(0);

    const rejected = await company.adminClient.put(`/exhibitor/rest/applyChats/${app1.id}`, {
      action: 'reject',
      reason: '暂不需要',
    });
    expect(rejected.body.data).toMatchObject({
      applyChat: { status: 'Applied Reject', rejectReason: '暂不需要' },
    });
    const passRejected = await company.adminClient.put(`/exhibitor/rest/applyChats/${app1.id}`, {
      action: 'pass',
    });
    expect(passRejected.body.errorCode).toBe(ErrorCode.APPLY_CHAT_STATE);
    const reapplied = await buyer.client.put(`/exhibitor/rest/applyChats/${app1.id}`, { action: 'reapply' });
    expect(reapplied.body.data).toMatchObject({ applyChat: { status: 'Pending', rejectReason: null } });
    expect(
      (await buyer.client.get(`/exhibitor/rest/applyChats/valid/byEnt/${company.enterprise.id}`)).body.data,
    ).toEqual({
      valid: false,
      applyChatId: null,
    });
    const passed = await staff.client.put(`/exhibitor/rest/applyChats/${app1.id}`, { action: 'pass' });
    expect(passed.body.data).toMatchObject({ applyChat: { status: 'Accepted' } });
    expect(
      (await buyer.client.get(`/exhibitor/rest/applyChats/valid/byEnt/${company.enterprise.id}`)).body.data,
    ).toEqual({
      valid: true,
      applyChatId: app1.id,
    });
    for (const action of ['cancel', 'reapply'] as const) {
      const res = await buyer.client.put(`/exhibitor/rest/applyChats/${app1.id}`, { action });
      expect(res.body.errorCode).toBe(ErrorCode.APPLY_CHAT_STATE);
    }
    const sent = (await buyer.client.post('/exhibitor/rest/applyChats/me/from', {})).body
      .data as ApplyChatPage;
    expect(sent.rows).toMatchObject([{ id: app1.id, status: 'Accepted', enterpriseName: '甲纸业' }]);

    const other = await buildPost(ctx, staff.user.id, 'Passed', { enterpriseId: company.enterprise.id });
    const second = (await buyer.client.post('/exhibitor/rest/applyChats', { purposeId: other.id })).body
      .data as ApplyChat;
    expect(
      (await buyer.client.put(`/exhibitor/rest/applyChats/${second.id}`, { action: 'cancel' })).body.data,
    ).toEqual({
      applyChat: null,
    });
    expect(await ctx.db.select().from(applyChats).where(eq(applyChats.id, second.id))).toHaveLength(0);
    const anew = await buyer.client.post('/exhibitor/rest/applyChats', { purposeId: other.id });
    expect(anew.body.data).toMatchObject({ status: 'Pending' });
  });

  it('a post without an enterprise is handled by its publisher alone; unpublished posts take no applications', async () => {
    const publisher = await buildPoster(ctx);
    const post = await buildPost(ctx, publisher.user.id, 'Passed');
    const company = await buildEnterprise(ctx);
    const application = (await company.adminClient.post('/exhibitor/rest/applyChats', { purposeId: post.id }))
      .body.data as ApplyChat;
    const stranger = await buildPoster(ctx);
    expect(
      (await stranger.client.put(`/exhibitor/rest/applyChats/${application.id}`, { action: 'pass' })).body
        .errorCode,
    ).toBe(ErrorCode.APPLY_CHAT_NOT_HANDLER);
    expect(
      (await publisher.client.put(`/exhibitor/rest/applyChats/${application.id}`, { action: 'pass' })).body
        .data,
    ).toMatchObject({ applyChat: { status: 'Accepted' } });
    const pending = await buildPost(ctx, publisher.user.id, 'Pending');
    expect(
      (await company.adminClient.post('/exhibitor/rest/applyChats', { purposeId: pending.id })).body
        .errorCode,
    ).toBe(ErrorCode.PURPOSE_NOT_FOUND);
  });
});

describe('board', () => {
  it('sorts newest or most discussed, pages, and answers in English with English messages', async () => {
    const u = await buildUser(ctx);
    const older = await buildPost(ctx, u.id, 'Passed', { title: 'older' });
    await ctx.db
      .update(purposes)
      .set({ publishTime: new Date('2024-05-01T00:00:00Z'), commentCount: 5 })
      .where(eq(purposes.id, older.id));
    await relist(ctx, [older.id]);
    const newer = await buildPost(ctx, u.id, 'Passed', { title: 'newer' });
    const c = new TestClient(ctx.app, 'en');
    const newest = (await c.post('/exhibitor/rest/purposes/page', { pageSize: 1 })).body.data as PurposePage;
    expect(newest).toMatchObject({ total: 2, rows: [{ id: newer.id }] });
    const discussed = (await c.post('/exhibitor/rest/purposes/page', { sort: 'discussed' })).body
      .data as PurposePage;
    expect(discussed.rows.map((r) => r.id)).toEqual([older.id, newer.id]);
    const page2 = (await c.post('/exhibitor/rest/purposes/page', { page: 2, pageSize: 1 })).body
      .data as PurposePage;
    expect(page2.rows.map((r) => r.id)).toEqual([older.id]);
    const missing = await c.get('/exhibitor/rest/purposes/999999');
    expect(missing.body.errorMsg).toBe('This post does not exist or is no longer published');
    expect((await c.get('/exhibitor/rest/purposes/system')).body.data).toMatchObject({
      contentMax: 1000,
      cover: { width: 215, height: 140 },
      imagesTotalBytes: 10 * 1024 * 1024,
    });
  });
});
