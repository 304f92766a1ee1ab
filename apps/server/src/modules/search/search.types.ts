import type { Locale, SearchKind } from '@cidpex/contracts';

/** One thing the search can find, as held in memory beside the FlexSearch index. */
export interface SearchDoc {
  /** `exhibitor:12` (enterprise id), `product:5`, `purpose:7`, `news:3`. */
  key: string;
  kind: SearchKind;
  id: number;
  enterpriseId: number | null;
  titles: Record<Locale, string>;
  /** The exhibitor's names for a product; null otherwise. */
  subtitles: Record<Locale, string> | null;
  boothNos: string[];
  halls: string[];
  country: string | null;
  industry: string | null;
  /**
   * The text fields FlexSearch indexes (tokens made by search.text). A product's name is its
   * exhibitor's product match too (search.index): it is not repeated on the exhibitor.
   */
  text: { name: string; booth: string; brand: string };
  /** Order among its kind when there is no keyword (hall and booth, or newest first). */
  order: string;
  /** A scheduled news item: found from this time on (ms since the epoch); null: found now. */
  visibleFrom: number | null;
}

export const docKey = (kind: SearchKind, id: number) => `${kind}:${id}`;
