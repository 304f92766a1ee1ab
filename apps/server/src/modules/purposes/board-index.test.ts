import {
  PURPOSE_CATEGORIES,
  PURPOSE_SORTS,
  PURPOSE_TYPES,
  type Purpose,
  type PurposePage,
} from '@cidpex/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { purposes } from '../../db/schema';
import { ok } from '../../platform/envelope';
import { buildOrganizer } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { BoardIndex } from './board-index';
import { buildPost, buildPoster, postInput, relist } from './purposes.factories';
import * as svc from './purposes.service';
import { searchTextOf } from './purposes.text';

const ctx = useTestApp();
beforeEach(() => relist(ctx));

const anonymous = () => new TestClient(ctx.app);
async function board(body: Record<string, unknown>, client = anonymous()) {
  const res = await client.post('/exhibitor/rest/purposes/page', body);
  expect(res.body.errorMsg).toBeNull();
  return res.body.data as PurposePage;
}

describe('the board keyword list (in-memory index)', () => {
  it('a two-character Chinese fragment and a Traditional fragment find the right posts, totals right with filters', async () => {
    const u = await buildPoster(ctx);
    const tissue = await buildPost(ctx, u.user.id, 'Passed', { title: '供应三层卫生纸', type: 'supply' });
    const wanted = await buildPost(ctx, u.user.id, 'Passed', { title: '求购卫生巾原料', type: 'demand' });
    const diapers = await buildPost(ctx, u.user.id, 'Passed', {
      title: '求購紙尿褲',
      content: '月需求 5 噸',
    });
    await buildPost(ctx, u.user.id, 'Pending', { title: '卫生纸待审' });
    await buildPost(ctx, u.user.id, 'Canceled', { title: '卫生纸已取消' });

    // 卫生 (2 characters: no trigram) is in two approved posts; the pending and cancelled ones never show.
    const both = await board({ keyword: '卫生' });
    expect(both.total).toBe(2);
    expect(both.rows.map((r) => r.id).sort()).toEqual([tissue.id, wanted.id].sort());
    expect(await board({ keyword: '衛生', type: 'demand' })).toMatchObject({
      total: 1,
      rows: [{ id: wanted.id }],
    });
    expect(await board({ keyword: '卫生', type: 'supply', category: 'finishedTissue' })).toMatchObject({
      total: 1,
      rows: [{ id: tissue.id }],
    });
    expect(await board({ keyword: '卫生', category: 'wipes' })).toMatchObject({ total: 0, rows: [] });
    // Traditional fragments of a Traditional post, Simplified ones, one character, and the content.
    for (const keyword of ['尿褲', '尿裤', '纸尿', '褲', '5 吨', '需求 5']) {
      expect(await board({ keyword }), keyword).toMatchObject({ total: 1, rows: [{ id: diapers.id }] });
    }
    // A long keyword: every trigram is present but not in a row.
    expect(await board({ keyword: '三层卫生巾' })).toMatchObject({ total: 0 });
    expect(await board({ keyword: '三层卫生纸' })).toMatchObject({ total: 1, rows: [{ id: tissue.id }] });
    // Paging keeps the total.
    const second = await board({ keyword: '卫生', page: 2, pageSize: 1 });
    expect(second.total).toBe(2);
    expect(second.rows).toHaveLength(1);
    expect(second.rows[0]?.id).toBe(both.rows[1]?.id);
  });

  it('a newly approved post is found, a cancelled one disappears, an edit changes what finds it, comments move "most discussed"', async () => {
    const poster = await buildPoster(ctx);
    const organizer = await buildOrganizer(ctx);
    const reader = await buildPoster(ctx);
    const other = await buildPost(ctx, poster.user.id, 'Passed', { title: '供应湿巾' });

    const created = await poster.client.post(
      '/exhibitor/rest/purposes',
      postInput({ title: '求购无纺布卷材' }),
    );
    const post = created.body.data as Purpose;
    expect(await board({ keyword: '纺布' })).toMatchObject({ total: 0 });
    await organizer.client.put(`/exhibitor/rest/purposes/checkStatus/${post.id}`, { action: 'approve' });
    expect(await board({ keyword: '紡布' })).toMatchObject({ total: 1, rows: [{ id: post.id }] });

    // Most discussed: a comment through the route puts it first; deleting the comment puts it back.
    expect((await board({ sort: 'discussed' })).rows.map((r) => r.id)).toEqual([post.id, other.id]);
    const comment = await reader.client.post('/exhibitor/rest/comments', {
      purposeId: other.id,
      content: '有货',
    });
    expect(comment.body.errorMsg).toBeNull();
    expect((await board({ sort: 'discussed' })).rows.map((r) => r.id)).toEqual([other.id, post.id]);
    await reader.client.delete(`/exhibitor/rest/comments/${(comment.body.data as { id: number }).id}`);
    expect((await board({ sort: 'discussed' })).rows.map((r) => r.id)).toEqual([post.id, other.id]);

    // The cards kept for the list follow favourites at once; the reader's own marks are theirs alone.
    expect((await board({ keyword: '湿巾' })).rows[0]).toMatchObject({ id: other.id, favoriteCount: 0 });
    expect(
      (await reader.client.post('/exhibitor/rest/favorites', { purposeId: other.id })).body.errorMsg,
    ).toBeNull();
    expect((await board({ keyword: '湿巾' })).rows[0]).toMatchObject({ favoriteCount: 1, collected: false });
    expect((await board({ keyword: '湿巾' }, reader.client)).rows[0]).toMatchObject({
      favoriteCount: 1,
      collected: true,
      mine: false,
    });
    expect((await board({ keyword: '湿巾' }, poster.client)).rows[0]).toMatchObject({
      collected: false,
      mine: true,
    });

    await poster.client.put(`/exhibitor/rest/purposes/checkStatus/${post.id}`, { action: 'cancel' });
    expect(await board({ keyword: '纺布' })).toMatchObject({ total: 0, rows: [] });
    expect(await board({})).toMatchObject({ total: 1, rows: [{ id: other.id }] });

    const edited = await poster.client.put('/exhibitor/rest/purposes', {
      ...postInput({ title: '求购复卷机' }),
      id: post.id,
    });
    expect(edited.body.errorMsg).toBeNull();
    await poster.client.put(`/exhibitor/rest/purposes/checkStatus/${post.id}`, { action: 'republish' });
    await organizer.client.put(`/exhibitor/rest/purposes/checkStatus/${post.id}`, { action: 'approve' });
    expect(await board({ keyword: '纺布' })).toMatchObject({ total: 0 });
    expect(await board({ keyword: '复卷' })).toMatchObject({ total: 1, rows: [{ id: post.id }] });

    await poster.client.put(`/exhibitor/rest/purposes/checkStatus/${post.id}`, { action: 'cancel' });
    expect((await poster.client.delete(`/exhibitor/rest/purposes/${post.id}`)).body.errorMsg).toBeNull();
    expect(await board({ keyword: '复卷' })).toMatchObject({ total: 0 });
  });

  it('answers exactly what SQL answers (ids in order and totals) for keywords, filters, sorts and pages, in either reader language', async () => {
    const u = await buildPoster(ctx);
    const words = ['卫生纸', '衛生巾', '湿巾', 'parent roll', 'tissue', '纸尿裤', 'oem'];
    const rows = Array.from({ length: 90 }, (_, g) => {
      const title = `${words[g % words.length]} ${words[(g * 3) % words.length]} ${g}`;
      const content = g % 5 === 0 ? '长期供应 100% 木浆' : 'details';
      return {
        publisherId: u.user.id,
        type: PURPOSE_TYPES[g % 2] as string,
        category: PURPOSE_CATEGORIES[g % 3] as string,
        title,
        content,
        lang: g % 3 === 0 ? 'en' : 'zh-Hans',
        searchText: searchTextOf({ title, content }),
        status: g % 9 === 0 ? 'Pending' : 'Passed',
        commentCount: g % 4,
        // Some share a publish time: the id decides, as in SQL.
        publishTime: g % 10 === 0 ? null : new Date(Date.UTC(2026, 0, 1, 0, Math.floor(g / 2))),
      };
    });
    await ctx.db.insert(purposes).values(rows);
    const index = new BoardIndex(ctx.db, (err) => {
      throw err;
    });
    await index.load();
    const keywords = [
      undefined,
      '卫生',
      '纸',
      '衛生紙',
      'ti',
      'parent r',
      'nt ro',
      'oem 纸',
      '100%',
      '木浆',
      'zz',
      '1',
    ];
    let compared = 0;
    // An English reader gets the posts written in English first, from either source.
    for (const viewer of [{ locale: 'zh-Hans' as const }, { locale: 'en' as const }])
      for (const keyword of keywords) {
        for (const type of [undefined, ...PURPOSE_TYPES]) {
          for (const category of [undefined, PURPOSE_CATEGORIES[1]]) {
            for (const sort of PURPOSE_SORTS) {
              for (const [page, pageSize] of [
                [1, 10],
                [2, 7],
                [9, 5],
              ] as const) {
                const q = { keyword, type, category, sort, page, pageSize };
                const bySql = await svc.board(ctx.db, viewer, q);
                const byIndex = await svc.board(ctx.db, viewer, q, index);
                // From the index, the reply's bytes: the same page, card for card, as from SQL.
                expect(Buffer.isBuffer(byIndex)).toBe(true);
                expect(JSON.parse(byIndex.toString()), JSON.stringify(q)).toEqual(ok(bySql));
                compared++;
              }
            }
          }
        }
      }
    expect(compared).toBe(2 * keywords.length * 3 * 2 * 2 * 3);
    // The English reader's first page: the newest English posts.
    const english = (await svc.board(
      ctx.db,
      { locale: 'en' },
      { keyword: undefined, sort: 'newest', page: 1, pageSize: 10 },
      index,
    )) as Buffer;
    const firstPage = (JSON.parse(english.toString()).data as PurposePage).rows;
    expect(firstPage.map((r) => r.lang)).toEqual(Array(10).fill('en'));
    // ≈ 10 s alone; both reader languages' 864 pages, on a loaded machine, take longer.
  }, 120_000);
});
