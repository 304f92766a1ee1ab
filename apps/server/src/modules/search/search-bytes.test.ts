import { LOCALES, SEARCH_PATHS, searchBodySchema } from '@cidpex/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../platform/envelope';
import { TestClient, useTestApp } from '../../test/harness';
import { addExhibitor } from '../exhibitors/exhibitors.factories';
import { reindex } from './search.factories';
import { SearchService } from './search.service';
import { ByteWriter } from './search-bytes';

/**
 * The route sends SearchService.searchJson's bytes instead of serializing `ok(search(…))`: they
 * must be the very bytes JSON.stringify writes of it, in every language, with filters chosen
 * (also one no hit has), later pages, no hits, and names that JSON must escape.
 */
const ctx = useTestApp();

beforeEach(async () => {
  await addExhibitor(ctx, {
    name: '山东"纸业"有限公司\\',
    nameEn: 'Shandong "Paper" Co., Ltd. \u2028 😀',
    brands: ['Qinglan'],
    booths: [{ hall: 'H1', boothNo: '1A01', area: 'A1' }],
  });
  await addExhibitor(ctx, {
    name: '云溪卫生用品有限公司',
    nameEn: 'Yunxi Hygiene Products Co.',
    country: 'JP',
    booths: [
      { hall: 'H2', boothNo: '2B08', area: 'A2' },
      { hall: 'H1', boothNo: '1C02', area: 'A1' },
    ],
  });
  await addExhibitor(ctx, {
    name: '杭州纸机示例有限公司',
    nameEn: 'Hangzhou Tissue Machinery (Demo) Co., Ltd.',
    booths: [{ hall: 'H3', boothNo: '3A01', area: 'A3' }],
  });
});

describe('the search answer written as bytes', () => {
  it('is exactly JSON.stringify of ok(search(…))', async () => {
    const service = new SearchService(ctx.app.deps.db, () => {});
    await service.start();
    const bodies = [
      {},
      { keyword: '纸' },
      { keyword: 'paper', pageSize: 1, page: 2 },
      { keyword: 'zy', kind: ['exhibitor', 'product'] },
      { keyword: '', hall: ['H2', 'H9'], country: ['JP'] },
      { keyword: 'sd' },
      { keyword: 'nothing at all' },
      { keyword: '有限', industry: ['I1'], page: 3, pageSize: 1 },
    ];
    let compared = 0;
    for (const locale of LOCALES) {
      // Twice: the second answer is written from the kept hits and option heads.
      for (let round = 0; round < 2; round++) {
        for (const body of bodies) {
          const query = searchBodySchema.parse(body);
          const bytes = (await service.searchJson(query, locale)).toString('utf8');
          expect(bytes).toBe(JSON.stringify(ok(await service.search(query, locale))));
          compared++;
        }
      }
    }
    expect(compared).toBe(LOCALES.length * 2 * bodies.length);
    const some = JSON.parse(
      (await service.searchJson(searchBodySchema.parse({ keyword: 'Shandong' }), 'en')).toString(),
    );
    expect(some.data.hits[0].title).toBe('Shandong "Paper" Co., Ltd. \u2028 😀');
  });

  it('is what the route sends, as JSON', async () => {
    await reindex(ctx);
    const res = await new TestClient(ctx.app, 'en').post(`/${SEARCH_PATHS.search}`, { keyword: 'paper' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body.success).toBe(true);
  });

  it('a writer grows past its first buffer and hands out copies', () => {
    const w = new ByteWriter();
    const big = 'x'.repeat(40_000);
    w.ascii('{"a":"');
    w.ascii(big);
    w.bytes(Buffer.from('"}'));
    const first = w.take();
    w.ascii('{}');
    const second = w.take();
    expect(JSON.parse(first.toString()).a).toBe(big);
    expect(second.toString()).toBe('{}');
  });
});
