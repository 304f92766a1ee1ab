import type { Locale, Purpose } from '@cidpex/contracts';

/**
 * The board's cards (a post as anyone reading a language sees it in the list) kept in memory for
 * the pages the board index finds (board-index.ts), so that a page costs no query when its posts
 * were shown lately. A post's cards are dropped by its 'listing.changed' (review, edit, cancel,
 * delete, comments, favourites) on every process; the parts other domains own (publisher and
 * enterprise names, booth numbers, pictures) are read again after `ttlMs`. At most `max` posts
 * are kept, the oldest dropped first. The reader's own marks (collected, their application,
 * mine) are never kept here.
 */
export class BoardCards {
  private readonly byId = new Map<number, { at: number; cards: Map<Locale, Purpose> }>();
  /** Moves with every forget: cards read across a change are answered but not kept. */
  private epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  forget(ids: readonly number[]): void {
    this.epoch++;
    for (const id of ids) this.byId.delete(id);
  }

  clear(): void {
    this.epoch++;
    this.byId.clear();
  }

  /** The cards of these posts in this order; those not kept (or too old) come from `read`. */
  async get(
    ids: readonly number[],
    locale: Locale,
    read: (ids: number[]) => Promise<Purpose[]>,
  ): Promise<Purpose[]> {
    const now = Date.now();
    const missing: number[] = [];
    const found = new Map<number, Purpose>();
    for (const id of ids) {
      const kept = this.byId.get(id);
      const card = kept && now - kept.at <= this.ttlMs ? kept.cards.get(locale) : undefined;
      if (card) found.set(id, card);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const epoch = this.epoch;
      const cards = await read(missing);
      for (const card of cards) found.set(card.id, card);
      // A post changed while its card was read: answer it, keep nothing (it may be of before).
      for (const card of this.epoch === epoch ? cards : []) {
        let kept = this.byId.get(card.id);
        if (!kept || now - kept.at > this.ttlMs) {
          this.byId.delete(card.id);
          kept = { at: now, cards: new Map() };
          this.byId.set(card.id, kept);
        }
        kept.cards.set(locale, card);
      }
      while (this.byId.size > this.max) {
        const oldest = this.byId.keys().next().value;
        if (oldest === undefined) break;
        this.byId.delete(oldest);
      }
    }
    return ids.flatMap((id) => {
      const card = found.get(id);
      return card ? [card] : [];
    });
  }
}
