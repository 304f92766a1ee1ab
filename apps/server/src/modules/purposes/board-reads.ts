import type { Locale } from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { type CardJson, cardJson, cardOf } from './board-cards';
import { enterpriseNamesByIds, userNames } from './names';
import { boothNosOf } from './publisher-booths';
import * as repo from './purposes.repository';

/** How long names and booth numbers read from other domains are used for new cards. */
const PARTS_TTL_MS = 60_000;
/** Beyond this many publishers or enterprises remembered, the memory starts again. */
const PARTS_KEPT = 10_000;

interface Remembered<T> {
  at: number;
  value: T;
}

/** Values by key, each used for `ttlMs` after it was read; at most `max` kept. */
class Recent<K, T> {
  private readonly byKey = new Map<K, Remembered<T>>();

  get(key: K, now: number): T | undefined {
    const kept = this.byKey.get(key);
    return kept && now - kept.at <= PARTS_TTL_MS ? kept.value : undefined;
  }

  has(key: K, now: number): boolean {
    const kept = this.byKey.get(key);
    return kept !== undefined && now - kept.at <= PARTS_TTL_MS;
  }

  set(key: K, value: T, now: number): void {
    if (this.byKey.size >= PARTS_KEPT) this.byKey.clear();
    this.byKey.set(key, { at: now, value });
  }
}

/**
 * How the board reads the cards it has not kept (board-cards.ts): the posts with their cover and
 * images in one prepared statement; the publishers' and enterprises' names (accounts, enterprises)
 * and booth numbers (directory) from their domains, remembered for a minute per id — a board of
 * 100,000 posts has a few hundred publishers, so a card read costs one statement.
 */
export class BoardReads {
  private readonly people = new Recent<number, string>();
  private readonly companies = new Recent<number, { name: string; nameEn: string | null } | null>();
  private readonly booths = new Recent<string, string[]>();

  constructor(private readonly db: Db) {}

  async cards(ids: readonly number[], locale: Locale): Promise<CardJson[]> {
    const rows = await repo.listedCardRows(this.db).execute({ ids: JSON.stringify(ids) });
    const now = Date.now();
    const newPeople = new Set<number>();
    const newCompanies = new Set<number>();
    const newBooths = new Set<number>();
    for (const { post } of rows) {
      if (!this.people.has(post.publisherId, now)) newPeople.add(post.publisherId);
      if (post.enterpriseId === null) continue;
      if (!this.companies.has(post.enterpriseId, now)) newCompanies.add(post.enterpriseId);
      if (!this.booths.has(`${locale}:${post.enterpriseId}`, now)) newBooths.add(post.enterpriseId);
    }
    if (newPeople.size + newCompanies.size + newBooths.size > 0) {
      const [people, companies, booths] = await Promise.all([
        userNames(this.db, newPeople),
        enterpriseNamesByIds(this.db, newCompanies),
        boothNosOf(this.db, locale, [...newBooths]),
      ]);
      for (const id of newPeople) this.people.set(id, people.get(id) ?? '', now);
      for (const id of newCompanies) this.companies.set(id, companies.get(id) ?? null, now);
      for (const id of newBooths) this.booths.set(`${locale}:${id}`, booths.get(id) ?? [], now);
    }
    const byId = new Map(rows.map((r) => [r.post.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const { post } = row;
      const company = post.enterpriseId === null ? null : this.companies.get(post.enterpriseId, now);
      const card = cardOf(
        post,
        {
          cover: row.cover,
          images: row.images ?? [],
          publisherName: this.people.get(post.publisherId, now) ?? '',
          enterpriseName: company?.name ?? null,
          enterpriseNameEn: company?.nameEn ?? null,
          boothNos:
            post.enterpriseId === null ? [] : (this.booths.get(`${locale}:${post.enterpriseId}`, now) ?? []),
        },
        locale,
      );
      return [cardJson(card)];
    });
  }
}

const readsByDb = new WeakMap<Db, BoardReads>();

/** The board's card reads of this database handle (one per process; a test's database its own). */
export function boardReadsOf(db: Db): BoardReads {
  let reads = readsByDb.get(db);
  if (!reads) {
    reads = new BoardReads(db);
    readsByDb.set(db, reads);
  }
  return reads;
}
