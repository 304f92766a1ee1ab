import { SEARCH_PATHS, type SearchResult } from '@cidpex/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogs } from '../../db/schema';
import { buildOrganizer } from '../../test/factories';
import { type Answer, TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise } from '../enterprises/enterprises.factories';
import { buildHall } from '../exhibitors/exhibitor-services.factories';
import { addExhibitor } from '../exhibitors/exhibitors.factories';

/*
 * The index follows the portal's writes through 'listing.changed' (issue 22): these tests write
 * through the public routes only, never re-index by hand, so each fails when a write does not
 * tell the search.
 */

const ctx = useTestApp();
const ORG = '/portal/rest/organizer/exhibitorServices';

async function search(keyword: string, lang: 'zh-Hans' | 'zh-Hant' | 'en' = 'zh-Hans') {
  const res = (await new TestClient(ctx.app, lang).post(`/${SEARCH_PATHS.search}`, {
    keyword,
  })) as Answer<SearchResult>;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
const found = async (keyword: string, kind = 'exhibitor') =>
  (await search(keyword)).hits.filter((h) => h.kind === kind).map((h) => h.id);

describe('the search follows exhibitor changes', () => {
  it('finds a booth once the organizer assigns it, at its new number after a move, not once freed', async () => {
    const organizer = await buildOrganizer(ctx);
    const hall = await buildHall(ctx, 'H7', 2);
    const [first, second] = hall.standard.map((b) => b.boothNo) as [string, string];
    const shown = await addExhibitor(ctx, {
      name: '霁白纸业示例公司',
      nameEn: 'Jibai Paper',
      booths: [{ hall: 'H1', boothNo: '1A01', area: 'A01' }],
    });
    // The first search builds the index: nothing of hall 7 is sold yet.
    expect(await found(first)).toEqual([]);

    const assigned = await organizer.client.put(`${ORG}/booths/assign`, {
      boothNo: first,
      enterpriseId: shown.enterprise.id,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.data).toEqual({ ok: true });
    expect(await found(first)).toEqual([shown.enterprise.id]);

    const moved = await organizer.client.put(`${ORG}/booths/move`, { fromBoothNo: first, boothNo: second });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await found(second)).toEqual([shown.enterprise.id]);
    expect(await found(first)).toEqual([]);

    const freed = await organizer.client.put(`${ORG}/booths/assign`, { boothNo: second, enterpriseId: null });
    expect(freed.status).toBe(200);
    expect(await found(second)).toEqual([]);
    // The exhibitor itself stays findable by its name.
    expect(await found('jbzy')).toEqual([shown.enterprise.id]);
  });

  it('finds an enterprise that enters the directory through the organizer assigning it a booth', async () => {
    const organizer = await buildOrganizer(ctx);
    const hall = await buildHall(ctx, 'H7', 1);
    const newcomer = await buildEnterprise(ctx, { name: '瀚林卫生用品示例公司', nameEn: 'Hanlin Hygiene' });
    expect(await found('瀚林衛生', 'exhibitor')).toEqual([]);

    const assigned = await organizer.client.put(`${ORG}/booths/assign`, {
      boothNo: hall.standard[0]!.boothNo,
      enterpriseId: newcomer.enterprise.id,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(await found('瀚林衛生')).toEqual([newcomer.enterprise.id]);
    expect(await found('hlws')).toEqual([newcomer.enterprise.id]);
    expect(await found(hall.standard[0]!.boothNo)).toEqual([newcomer.enterprise.id]);
  });
});

describe('the search follows the organizer approving a fair request', () => {
  it('finds an enterprise once its request to exhibit is approved', async () => {
    const organizer = await buildOrganizer(ctx);
    const asking = await buildEnterprise(ctx, { name: '鹭洲护理用品示例公司', nameEn: 'Luzhou Care' });
    expect(await found('鷺洲護理')).toEqual([]);
    const asked = await asking.adminClient.post('/exhibitor/rest/enterprise/request', { note: '首次参展' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const requestId = (asked.body.data as { id: number }).id;
    // Asking is not exhibiting.
    expect(await found('鷺洲護理')).toEqual([]);

    const approved = await organizer.client.put(
      `/portal/rest/organizer/enterprises/fairRequests/${requestId}/approve`,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await found('鷺洲護理')).toEqual([asking.enterprise.id]);
    expect(await found('lzhlyp')).toEqual([asking.enterprise.id]);
  });
});

describe('the search follows scheduled news', () => {
  it('finds a news item from its publish time on, not before', async () => {
    const { client } = await buildOrganizer(ctx);
    const [catalog] = await ctx.db
      .select({ id: catalogs.id })
      .from(catalogs)
      .where(and(eq(catalogs.code, 'news-fair'), eq(catalogs.kind, 'content')));
    const created = await client.post('/portal/rest/organizer/contents', {
      catalogId: catalog!.id,
      kind: 'news',
      titleZhHans: '开幕式日程公布',
      titleZhHant: '開幕式日程公佈',
      titleEn: 'Opening ceremony schedule',
      summaryZhHans: '摘要',
      summaryZhHant: '摘要',
      summaryEn: 'Summary',
      bodyZhHans: '<p>正文</p>',
      bodyZhHant: '<p>正文</p>',
      bodyEn: '<p>Body</p>',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.data as { id: number }).id;
    // Built before the schedule, so the change reaches the index through the event.
    expect(await found('开幕式', 'news')).toEqual([]);

    const at = new Date(Date.now() + 2_500);
    const scheduled = await client.post(`/portal/rest/organizer/contents/${id}/publish`, {
      publishAt: at.toISOString(),
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body.data).toMatchObject({ status: 'scheduled' });
    expect(await found('开幕式', 'news')).toEqual([]);
    expect(await found('opening ceremony', 'news')).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now()) + 50));
    // Its time has come: found at once, before the minute job writes the state down.
    expect(await found('开幕式', 'news')).toEqual([id]);
    expect(await found('開幕式日程', 'news')).toEqual([id]);
    expect(await found('opening ceremony', 'news')).toEqual([id]);
  });
});
