import type { Purpose } from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { ok } from '../../platform/envelope';
import { BoardCards, type CardJson, cardJson, pageJson } from './board-cards';

const card = (id: number, title = `post ${id}`): CardJson => ({
  id,
  publisherId: 1,
  json: Buffer.from(JSON.stringify({ id, title })),
  cut: 0,
});
const titleOf = (c: CardJson | undefined) =>
  c ? (JSON.parse(c.json.toString()) as { title: string }).title : '';

/** A card as cardsOf makes it: every field the contract has, the reader's marks unset. */
function purpose(id: number, extra: Partial<Purpose> = {}): Purpose {
  return {
    id,
    type: 'supply',
    category: 'wipes',
    title: `卫生纸 "quoted" \\ ${id}`,
    content: 'line\nnext \u2028 😀',
    lang: 'zh-Hans',
    shown: { title: '衛生紙', content: '內容' },
    cover: { id: 5, url: '/files/a.png', size: 10, width: 430, height: 280 },
    images: [{ id: 6, url: '/files/b.png', size: 11, width: null, height: null }],
    commentCount: 3,
    favoriteCount: 2,
    publishStatus: 'Passed',
    rejectReason: null,
    publishTime: '2026-11-27T10:00:00.000Z',
    publisher: {
      userId: 40 + id,
      name: 'Wang',
      enterpriseId: 9,
      enterpriseName: '纸业',
      enterpriseNameEn: null,
      boothNos: ['1A01'],
    },
    collected: false,
    myApplyChat: null,
    mine: false,
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-27T09:00:00.000Z',
    ...extra,
  } as Purpose;
}

describe("the board's page written from kept cards", () => {
  it('is byte for byte what JSON.stringify writes of the envelope, for anonymous readers', () => {
    const rows = [purpose(1), purpose(2, { cover: null, images: [], shown: null })];
    const bytes = pageJson(rows.map(cardJson), 57, 3, 2);
    expect(bytes.toString('utf8')).toBe(JSON.stringify(ok({ rows, total: 57, page: 3, pageSize: 2 })));
    expect(pageJson([], 0, 1, 20).toString()).toBe(
      JSON.stringify(ok({ rows: [], total: 0, page: 1, pageSize: 20 })),
    );
  });

  it("writes a signed-in reader's own marks into each card", () => {
    const rows = [purpose(1), purpose(2), purpose(3)];
    const reader = rows[1]!.publisher.userId;
    const bytes = pageJson(rows.map(cardJson), 3, 1, 20, {
      userId: reader,
      collected: new Set([1, 2]),
      applied: new Map([[3, 'Accepted' as const]]),
    });
    const expected = [
      { ...rows[0]!, collected: true },
      { ...rows[1]!, collected: true, mine: true },
      { ...rows[2]!, myApplyChat: 'Accepted' },
    ];
    expect(bytes.toString()).toBe(JSON.stringify(ok({ rows: expected, total: 3, page: 1, pageSize: 20 })));
  });
});

describe('the board cards kept in memory', () => {
  it('reads only the cards not kept, keeps the order asked, drops the least lately shown beyond the limit', async () => {
    const cards = new BoardCards(60_000, 3);
    const reads: number[][] = [];
    const read = async (ids: number[]) => {
      reads.push(ids);
      return ids.filter((id) => id !== 99).map((id) => card(id));
    };
    expect((await cards.get([3, 1, 99], 'zh-Hans', read)).map((c) => c.id)).toEqual([3, 1]);
    expect((await cards.get([1, 2, 3], 'zh-Hans', read)).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(reads).toEqual([[3, 1, 99], [2]]);
    // Another language is read on its own; 1 is shown again, so a fourth post drops 2, not 1.
    await cards.get([1], 'en', read);
    expect(reads.at(-1)).toEqual([1]);
    expect((await cards.get([4, 3, 1], 'zh-Hans', read)).map((c) => c.id)).toEqual([4, 3, 1]);
    expect(reads.at(-1)).toEqual([4]);
    expect(cards.size).toBe(3);
    await cards.get([1, 2], 'zh-Hans', read);
    expect(reads.at(-1)).toEqual([2]);
  });

  it('a forgotten post is read again, and a card read across a change is answered but not kept', async () => {
    const cards = new BoardCards(60_000, 100);
    let title = 'before';
    let reads = 0;
    const read = async (ids: number[]) => {
      reads++;
      return ids.map((id) => card(id, title));
    };
    await cards.get([7], 'zh-Hans', read);
    cards.forget([7]);
    title = 'after';
    expect(titleOf((await cards.get([7], 'zh-Hans', read))[0])).toBe('after');
    expect(reads).toBe(2);

    const racing = async (ids: number[]) => {
      const answer = ids.map((id) => card(id, 'old'));
      cards.forget(ids); // the post changes while its card is being read
      return answer;
    };
    cards.forget([8]);
    expect(titleOf((await cards.get([8], 'zh-Hans', racing))[0])).toBe('old');
    expect(titleOf((await cards.get([8], 'zh-Hans', read))[0])).toBe('after');
  });

  it('parts read more than ttl ago are read again', async () => {
    const cards = new BoardCards(0, 100);
    let reads = 0;
    const read = async (ids: number[]) => {
      reads++;
      return ids.map((id) => card(id));
    };
    await cards.get([1], 'zh-Hans', read);
    await new Promise((r) => setTimeout(r, 5));
    await cards.get([1], 'zh-Hans', read);
    expect(reads).toBe(2);
  });
});
