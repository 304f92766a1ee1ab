import {
  type ApplyChatState,
  attachmentUrl,
  type Locale,
  type Purpose,
  type PurposeCategory,
  type PurposePicture,
  type PurposeState,
  type PurposeType,
} from '@cidpex/contracts';
import type { PictureRow, PurposeRow } from './purposes.repository';
import { inReaderScript } from './purposes.text';

function picture(file: PictureRow): PurposePicture {
  return {
    id: file.id,
    url: attachmentUrl(file.key),
    size: file.size,
    width: file.width,
    height: file.height,
  };
}

/** What a card shows beside the post's own row: its pictures and the names other domains own. */
export interface CardParts {
  cover: PictureRow | null;
  images: readonly PictureRow[];
  publisherName: string;
  enterpriseName: string | null;
  enterpriseNameEn: string | null;
  boothNos: string[];
}

/** A post as anyone reading this language sees it (the reader's own marks left unset). */
export function cardOf(p: PurposeRow, parts: CardParts, locale: Locale): Purpose {
  return {
    id: p.id,
    type: p.type as PurposeType,
    category: p.category as PurposeCategory,
    title: p.title,
    content: p.content,
    lang: p.lang,
    shown: inReaderScript(p, p.lang, locale),
    cover: parts.cover ? picture(parts.cover) : null,
    images: parts.images.map(picture),
    commentCount: p.commentCount,
    favoriteCount: p.favoriteCount,
    publishStatus: p.status as PurposeState,
    rejectReason: p.status === 'Reject' ? p.rejectReason : null,
    publishTime: p.publishTime?.toISOString() ?? null,
    publisher: {
      userId: p.publisherId,
      name: parts.publisherName,
      enterpriseId: p.enterpriseId,
      enterpriseName: parts.enterpriseName,
      enterpriseNameEn: parts.enterpriseNameEn,
      boothNos: parts.boothNos,
    },
    collected: false,
    myApplyChat: null,
    mine: false,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/**
 * A post's card as anyone reading one language sees it, written once as JSON (UTF-8) with the
 * reader's own marks (collected, their chat application, mine) as an anonymous reader has them;
 * `cut` is where those marks start, so a signed-in reader's card is the two sides around theirs.
 */
export interface CardJson {
  id: number;
  publisherId: number;
  json: Buffer;
  cut: number;
}

/** The marks of a reader who is not signed in, exactly as JSON.stringify writes them in a card. */
const ANONYMOUS_MARKS = '"collected":false,"myApplyChat":null,"mine":false';
const ANONYMOUS_MARKS_BYTES = Buffer.byteLength(ANONYMOUS_MARKS);

/**
 * The card written as JSON.stringify writes the contract's object (same keys, same order: the
 * reply test parses it back), once; `card` comes with the reader's marks unset.
 */
export function cardJson(card: Purpose): CardJson {
  const { collected: _c, myApplyChat: _a, mine: _m, createdAt, updatedAt, ...front } = card;
  const head = `${JSON.stringify(front).slice(0, -1)},`;
  const json = Buffer.from(
    `${head}${ANONYMOUS_MARKS},"createdAt":${JSON.stringify(createdAt)},"updatedAt":${JSON.stringify(updatedAt)}}`,
  );
  return { id: card.id, publisherId: card.publisher.userId, json, cut: Buffer.byteLength(head) };
}

/** A signed-in reader's own marks on the posts of a page. */
export interface ReaderMarks {
  userId: number;
  collected: ReadonlySet<number>;
  applied: ReadonlyMap<number, ApplyChatState>;
}

const OPEN = Buffer.from('{"success":true,"data":{"rows":[');
const COMMA = Buffer.from(',');

/**
 * The board's page as the reply's bytes — the envelope of `ok({ rows, total, page, pageSize })`
 * exactly as JSON.stringify writes it — assembled from the kept cards without serializing them
 * again; a signed-in reader's marks are written into each card.
 */
export function pageJson(
  cards: readonly CardJson[],
  total: number,
  page: number,
  pageSize: number,
  marks?: ReaderMarks,
): Buffer {
  const close = Buffer.from(
    `],"total":${total},"page":${page},"pageSize":${pageSize}},"errorCode":null,"errorMsg":null}`,
  );
  const parts: Buffer[] = [OPEN];
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i] as CardJson;
    if (i > 0) parts.push(COMMA);
    if (!marks) {
      parts.push(card.json);
      continue;
    }
    const applied = marks.applied.get(card.id);
    parts.push(
      card.json.subarray(0, card.cut),
      Buffer.from(
        `"collected":${marks.collected.has(card.id)},"myApplyChat":${applied === undefined ? 'null' : JSON.stringify(applied)},"mine":${card.publisherId === marks.userId}`,
      ),
      card.json.subarray(card.cut + ANONYMOUS_MARKS_BYTES),
    );
  }
  parts.push(close);
  return Buffer.concat(parts);
}

/** One kept post: when its other domains' parts were read, its card in each language read. */
interface Kept {
  at: number;
  /** Shown since the last walk of the kept posts (second chance before being dropped). */
  seen: boolean;
  /** By LOCALES' order (zh-Hans, zh-Hant, en). */
  cards: (CardJson | undefined)[];
}

const LOCALE_SLOT: Record<Locale, number> = { 'zh-Hans': 0, 'zh-Hant': 1, en: 2 };

/**
 * The board's cards (a post as anyone reading a language sees it in the list, as JSON: cardJson)
 * kept in memory for the pages the board index finds (board-index.ts), so that a page costs no
 * query and no serializing when its posts were shown lately. A post's cards are dropped by its
 * 'listing.changed' (review, edit, cancel, delete, comments, favourites) on every process; the
 * parts other domains own (publisher and enterprise names, booth numbers, pictures) are read
 * again after `ttlMs`. At most `max` posts are kept: beyond, the oldest read that were not shown
 * since the last walk are dropped (a second chance for those shown), a tenth at a time. The
 * reader's own marks (collected, their application, mine) are never kept here.
 */
export class BoardCards {
  private readonly byId = new Map<number, Kept>();
  /** Moves with every forget: cards read across a change are answered but not kept. */
  private epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  get size(): number {
    return this.byId.size;
  }

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
    read: (ids: number[]) => Promise<CardJson[]>,
  ): Promise<CardJson[]> {
    const now = Date.now();
    const slot = LOCALE_SLOT[locale];
    const out: (CardJson | undefined)[] = new Array(ids.length);
    let missing: number[] | undefined;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] as number;
      const kept = this.byId.get(id);
      const card = kept && now - kept.at <= this.ttlMs ? kept.cards[slot] : undefined;
      if (card) {
        out[i] = card;
        (kept as Kept).seen = true;
      } else {
        missing ??= [];
        missing.push(id);
      }
    }
    if (!missing) return out as CardJson[];
    const epoch = this.epoch;
    const cards = await read(missing);
    const readById = new Map(cards.map((c) => [c.id, c]));
    // A post changed while its card was read: answer it, keep nothing (it may be of before).
    const keep = this.epoch === epoch;
    for (let i = 0; i < ids.length; i++) {
      if (out[i]) continue;
      const card = readById.get(ids[i] as number);
      out[i] = card;
      if (!card || !keep) continue;
      let kept = this.byId.get(card.id);
      if (!kept || now - kept.at > this.ttlMs) {
        this.byId.delete(card.id);
        kept = { at: now, seen: false, cards: [undefined, undefined, undefined] };
        this.byId.set(card.id, kept);
      }
      kept.cards[slot] = card;
    }
    if (this.byId.size > this.max) this.drop(this.byId.size - this.max + Math.floor(this.max / 10));
    return out.filter((c): c is CardJson => c !== undefined);
  }

  /**
   * Drops `n` posts in one walk from the oldest read: one shown since the last walk goes to the
   * newest end instead (once). One walk, not one per post: a walk from the start steps over every
   * slot dropped before (a Map keeps them until it grows).
   */
  private drop(n: number): void {
    let left = n;
    for (const [id, kept] of this.byId) {
      if (left <= 0) break;
      this.byId.delete(id);
      if (kept.seen) {
        kept.seen = false;
        this.byId.set(id, kept);
      } else left--;
    }
  }
}
