import { envelopeSchema, SEARCH_PATHS, searchResultSchema, suggestResultSchema } from '@cidpex/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { TestClient, useTestApp } from '../../test/harness';
import { addExhibitor } from '../exhibitors/exhibitors.factories';
import { reindex } from './search.factories';

/**
 * The search routes do not serialize through the contract's schemas (search.routes.ts: the search
 * answer is written as bytes by SearchService.searchJson, the suggestions with JSON.stringify):
 * the contract's schemas are checked here instead — every answer parses, and parsing drops
 * nothing (no key outside the schema, none missing).
 */
const ctx = useTestApp();

beforeEach(async () => {
  await addExhibitor(ctx, {
    name: '山东纸业有限公司',
    nameEn: 'Shandong Paper Co., Ltd.',
    brands: ['Qinglan'],
    booths: [{ hall: 'H1', boothNo: '1A01', area: 'A1' }],
  });
  await addExhibitor(ctx, {
    name: '云溪卫生用品有限公司',
    nameEn: 'Yunxi Hygiene Products Co.',
    country: 'JP',
    booths: [{ hall: 'H2', boothNo: '2B08', area: 'A2' }],
  });
  await reindex(ctx);
});

describe('the search answers keep the contract', () => {
  it('search: hits and facets as searchResultSchema says', async () => {
    for (const body of [{ keyword: '纸' }, { keyword: '', hall: ['H2'] }, { keyword: 'nothing' }]) {
      const res = await new TestClient(ctx.app, 'en').post(`/${SEARCH_PATHS.search}`, body);
      expect(res.status).toBe(200);
      const parsed = envelopeSchema(searchResultSchema).parse(res.body);
      expect(parsed).toEqual(res.body);
    }
    const some = envelopeSchema(searchResultSchema).parse(
      (await new TestClient(ctx.app, 'en').post(`/${SEARCH_PATHS.search}`, { keyword: 'paper' })).body,
    );
    expect(some.data?.hits.length).toBeGreaterThan(0);
  });

  it('suggest: hits as suggestResultSchema says', async () => {
    const res = await new TestClient(ctx.app, 'zh-Hans').get(`/${SEARCH_PATHS.suggest}?keyword=zy`);
    expect(res.status).toBe(200);
    const parsed = envelopeSchema(suggestResultSchema).parse(res.body);
    expect(parsed).toEqual(res.body);
    expect(parsed.data?.hits.length).toBeGreaterThan(0);
  });
});
