import type { Purpose } from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { BoardCards } from './board-cards';

const card = (id: number, title = `post ${id}`) => ({ id, title }) as unknown as Purpose;

describe('the board cards kept in memory', () => {
  it('reads only the cards not kept, keeps the order asked, drops the oldest beyond the limit', async () => {
    const cards = new BoardCards(60_000, 3);
    const reads: number[][] = [];
    const read = async (ids: number[]) => {
      reads.push(ids);
      return ids.filter((id) => id !== 99).map((id) => card(id));
    };
    expect((await cards.get([3, 1, 99], 'zh-Hans', read)).map((c) => c.id)).toEqual([3, 1]);
    expect((await cards.get([1, 2, 3], 'zh-Hans', read)).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(reads).toEqual([[3, 1, 99], [2]]);
    // Another language is read on its own; a fourth post drops the oldest kept (3).
    await cards.get([1], 'en', read);
    expect(reads.at(-1)).toEqual([1]);
    expect((await cards.get([4, 1, 2], 'zh-Hans', read)).map((c) => c.id)).toEqual([4, 1, 2]);
    await cards.get([3], 'zh-Hans', read);
    expect(reads.at(-1)).toEqual([3]);
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
    expect((await cards.get([7], 'zh-Hans', read))[0]?.title).toBe('after');
    expect(reads).toBe(2);

    const racing = async (ids: number[]) => {
      const answer = ids.map((id) => card(id, 'old'));
      cards.forget(ids); // the post changes while its card is being read
      return answer;
    };
    cards.forget([8]);
    expect((await cards.get([8], 'zh-Hans', racing))[0]?.title).toBe('old');
    expect((await cards.get([8], 'zh-Hans', read))[0]?.title).toBe('after');
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
