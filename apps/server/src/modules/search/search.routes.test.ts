import { SEARCH_PATHS, type SearchResult, type SuggestResult } from '@cidpex/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildOrganizer } from '../../test/factories';
import { type Answer, TestClient, useTestApp } from '../../test/harness';
import { addExhibitor } from '../exhibitors/exhibitors.factories';
import { buildProduct, buildUpload } from '../products/products.factories';
import { reindex } from './search.factories';
import { fold, indexTokens, queryTokens } from './search.text';

const ctx = useTestApp();
const SEARCH = `/${SEARCH_PATHS.search}`;
const SUGGEST = `/${SEARCH_PATHS.suggest}`;

let paper: Awaited<ReturnType<typeof addExhibitor>>;
let cloud: Awaited<ReturnType<typeof addExhibitor>>;
let cafe: Awaited<ReturnType<typeof addExhibitor>>;
let qinglanTrading: Awaited<ReturnType<typeof addExhibitor>>;

beforeEach(async () => {
  paper = await addExhibitor(ctx, {
    name: '山东纸业有限公司',
    nameZhHant: '山東紙業有限公司',
    nameEn: 'Shandong Paper Co., Ltd.',
    brands: ['Qinglan'],
    booths: [{ hall: 'H1', boothNo: '1A01', area: 'A1' }],
  });
  cloud = await addExhibitor(ctx, {
    name: '云溪卫生用品有限公司',
    nameZhHant: '雲溪衛生用品有限公司',
    nameEn: 'Yunxi Hygiene Products Co.',
    country: 'JP',
    industry: 'I2',
    booths: [{ hall: 'H2', boothNo: '2B08', area: 'A2' }],
  });
  cafe = await addExhibitor(ctx, {
    name: '咖啡无纺布',
    nameEn: 'Café Élan Nonwovens',
    booths: [{ hall: 'H2', boothNo: '2B09', area: 'A2' }],
  });
  qinglanTrading = await addExhibitor(ctx, {
    name: '青岚贸易',
    nameEn: 'Qinglan Trading',
    booths: [{ hall: 'H3', boothNo: '3C01', area: 'A3' }],
  });
  await reindex(ctx);
});

async function search(body: Record<string, unknown>, lang: 'zh-Hans' | 'zh-Hant' | 'en' = 'zh-Hans') {
  const res = (await new TestClient(ctx.app, lang).post(SEARCH, body)) as Answer<SearchResult>;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const exhibitorIds = (r: SearchResult) => r.hits.filter((h) => h.kind === 'exhibitor').map((h) => h.id);

describe('text folding', () => {
  it('folds case, accents, width and Traditional script', () => {
    expect(fold('Café ÉLAN')).toBe('cafe elan');
    expect(fold('山東紙業')).toBe('山东纸业');
    expect(fold('ＡＢＣ１')).toBe('abc1');
  });

  it('indexes the pinyin and initials of Chinese suffixes', () => {
    const tokens = indexTokens('山东纸业');
    expect(tokens).toContain('zhiye');
    expect(tokens).toContain('zy');
    expect(tokens).toContain('纸业');
    expect(queryTokens('  紙業  ')).toEqual(['纸业']);
  });
});

describe('POST portal/rest/search', () => {
  it('finds a Simplified name from a Traditional keyword, and the other way round', async () => {
    const r = await search({ keyword: '紙業' }, 'zh-Hant');
    expect(exhibitorIds(r)).toEqual([paper.enterprise.id]);
    expect(r.hits[0]?.title).toBe('山東紙業有限公司');
    const back = await search({ keyword: '卫生用品' });
    expect(exhibitorIds(back)).toEqual([cloud.enterprise.id]);
  });

  it('finds a Chinese name by pinyin and by pinyin initials', async () => {
    // …and a whole name by its initials (山东纸业有限公司: sdzyyxgs).
    for (const keyword of ['zhiye', 'zy', 'ZY', 'shandongzhiye', 'sdzy', 'sdzyyxgs']) {
      const r = await search({ keyword });
      expect(exhibitorIds(r)[0], keyword).toBe(paper.enterprise.id);
    }
  });

  it('finds a booth by its number, with or without a hall dash, in any case', async () => {
    for (const keyword of ['1A01', '1a01', '2B0']) {
      const r = await search({ keyword });
      expect(
        r.hits[0]?.boothNos.some((b) => b.toLowerCase().startsWith(keyword.toLowerCase())),
        keyword,
      ).toBe(true);
    }
    const exact = await search({ keyword: '2B09' });
    expect(exhibitorIds(exact)).toEqual([cafe.enterprise.id]);
  });

  it('is case- and accent-insensitive in English and forgives a typo', async () => {
    expect(exhibitorIds(await search({ keyword: 'CAFE elan' }, 'en'))).toEqual([cafe.enterprise.id]);
    expect(exhibitorIds(await search({ keyword: 'Shandnog' }, 'en'))).toEqual([paper.enterprise.id]);
    expect(exhibitorIds(await search({ keyword: 'nonwovnes' }, 'en'))).toEqual([cafe.enterprise.id]);
    expect((await search({ keyword: 'zzqqxx' }, 'en')).total).toBe(0);
  });

  it('ranks a name match before a brand match', async () => {
    const r = await search({ keyword: 'qinglan' });
    expect(exhibitorIds(r)).toEqual([qinglanTrading.enterprise.id, paper.enterprise.id]);
  });

  it('counts facets with the other filters applied and pages the hits', async () => {
    const all = await search({ kind: ['exhibitor'] });
    expect(all.total).toBe(4);
    const h2 = await search({ kind: ['exhibitor'], hall: ['H2'] });
    expect(h2.total).toBe(2);
    const hall = Object.fromEntries(h2.facets.hall.map((o) => [o.code, o.count]));
    // The hall facet ignores the hall filter itself: every hall keeps its count.
    expect(hall).toEqual({ H1: 1, H2: 2, H3: 1 });
    expect(h2.facets.hall.find((o) => o.code === 'H2')?.selected).toBe(true);
    const country = Object.fromEntries(h2.facets.country.map((o) => [o.code, o.count]));
    expect(country).toEqual({ CN: 1, JP: 1 });
    const kinds = Object.fromEntries(h2.facets.kind.map((o) => [o.code, o.count]));
    expect(kinds.exhibitor).toBe(2);
    const jp = await search({ kind: ['exhibitor'], hall: ['H2'], country: ['JP'] });
    expect(exhibitorIds(jp)).toEqual([cloud.enterprise.id]);
    const page2 = await search({ kind: ['exhibitor'], page: 2, pageSize: 3 });
    expect(page2.hits).toHaveLength(1);
    expect(page2.total).toBe(4);
  });

  it('answers in the caller language and refuses a bad body', async () => {
    const en = await search({ keyword: '纸业' }, 'en');
    expect(en.hits[0]?.title).toBe('Shandong Paper Co., Ltd.');
    expect(en.hits[0]?.subtitle).toBe('山东纸业有限公司');
    const bad = await new TestClient(ctx.app).post(SEARCH, { keyword: 'x'.repeat(101) });
    expect(bad.status).toBe(400);
    const badKind = await new TestClient(ctx.app).post(SEARCH, { kind: ['people'] });
    expect(badKind.status).toBe(400);
  });

  it('keeps the index current through events when a product is listed and leaves sale', async () => {
    const { user, client } = await buildOrganizer(ctx);
    const cover = await buildUpload(ctx, user.id);
    const product = await buildProduct(ctx, paper.enterprise.id, cover.id, 'pending', {
      name: '竹浆本色抽纸',
    });
    expect((await search({ keyword: '竹浆' })).total).toBe(0);

    const approved = await client.put(`/portal/rest/organizer/products/${product.id}/approve`);
    expect(approved.status).toBe(200);
    const found = await search({ keyword: '竹漿本色' }, 'zh-Hant');
    expect(found.hits.map((h) => [h.kind, h.id])).toEqual([
      ['product', product.id],
      // the exhibitor is found through its product, after the product's own name match
      ['exhibitor', paper.enterprise.id],
    ]);
    expect(found.hits[0]?.boothNos).toEqual(['1A01']);

    const violation = await client.put(`/portal/rest/organizer/products/${product.id}/violation`, {
      reason: '图片与商品不符',
    });
    expect(violation.status).toBe(200);
    expect((await search({ keyword: '竹浆' })).total).toBe(0);
  });
});

describe('GET portal/rest/search/suggest', () => {
  it('answers the best few hits while typing', async () => {
    const res = (await new TestClient(ctx.app).get(`${SUGGEST}?keyword=zy&limit=3`)) as Answer<SuggestResult>;
    expect(res.status).toBe(200);
    expect(res.body.data.hits[0]).toMatchObject({
      kind: 'exhibitor',
      id: paper.enterprise.id,
      boothNos: ['1A01'],
    });
    const empty = (await new TestClient(ctx.app).get(`${SUGGEST}?keyword=`)) as Answer<SuggestResult>;
    expect(empty.body.data.hits).toEqual([]);
  });
});
