import {
  categoriesOfIndustries,
  PURPOSE_CATEGORY_INDUSTRIES,
  PURPOSE_MATCHES_MAX,
  type PurposeCategory,
  type PurposeMatch,
  type PurposePage,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { getDictionary } from '../dicts';
import { siteCards } from '../directory';
import { getMembership } from '../enterprises';
import { businessOf, matchingExhibitors } from '../exhibitors';
import { currentExhibitionId } from '../fair';
import * as repo from './purposes.repository';
import { getPurpose, toPurposes, type Viewer } from './purposes.service';
import { foldText } from './purposes.text';

/**
 * Industry codes a demand post stands for: its category's codes, and every industry whose
 * name (in any of the three languages, any script) the title or content mentions — a post
 * filed under "other" that asks for 湿巾 still finds the wet-wipes makers.
 */
export function codesOfPost(
  post: { category: PurposeCategory; title: string; content: string },
  industries: readonly { code: string; nameZhHans: string; nameZhHant: string; nameEn: string }[],
): string[] {
  const codes = new Set(PURPOSE_CATEGORY_INDUSTRIES[post.category]);
  const text = `${foldText(post.title)}\n${foldText(post.content)}`;
  for (const entry of industries) {
    // Top-level names (生活用纸, Raw Materials) are too broad to be a mention.
    if (entry.code.length < 3) continue;
    const names = [entry.nameZhHans, entry.nameZhHant, entry.nameEn].map(foldText);
    if (names.some((n) => n.length >= 2 && text.includes(n))) codes.add(entry.code);
  }
  return [...codes];
}

/**
 * GET /exhibitor/rest/purposes/{purposeId}/matches: the exhibitors of this fair whose business
 * matches a published demand post (most shared classifications first); none for a supply post.
 */
export async function matchesOf(db: Db, viewer: Viewer, purposeId: number): Promise<PurposeMatch[]> {
  const post = await getPurpose(db, viewer, purposeId);
  if (post.type !== 'demand' || post.publishStatus !== 'Passed') return [];
  const exhibitionId = await currentExhibitionId(db);
  const industries = await getDictionary(db, exhibitionId, 'industry', viewer.locale);
  const codes = codesOfPost(post, industries);
  const found = await matchingExhibitors(
    db,
    exhibitionId,
    codes,
    PURPOSE_MATCHES_MAX,
    post.publisher.enterpriseId,
  );
  const cards = new Map(
    (
      await siteCards(
        db,
        viewer.locale,
        found.map((f) => f.enterpriseId),
        exhibitionId,
      )
    ).map((c) => [c.enterpriseId, c]),
  );
  const nameOf = new Map(industries.map((i) => [i.code, i.name]));
  return found.flatMap((f) => {
    const card = cards.get(f.enterpriseId);
    if (!card) return [];
    return [
      {
        enterpriseId: f.enterpriseId,
        exhibitorId: card.id,
        name: card.displayName,
        logoUrl: card.logoUrl,
        boothNos: card.boothNos,
        hallCodes: [...new Set(card.booths.map((b) => b.hall))],
        matchedCodes: f.matched,
        matchedNames: f.matched.map((c) => nameOf.get(c) ?? c),
      },
    ];
  });
}

/**
 * GET /exhibitor/rest/purposes/matching: published demand posts of the categories the caller's
 * enterprise exhibits in (its business at this fair), newest first, others' posts only.
 */
export async function matchingDemand(
  db: Db,
  viewer: Viewer & { userId: number },
  q: { page: number; pageSize: number },
): Promise<PurposePage> {
  const membership = await getMembership(db, viewer.userId);
  if (!membership?.certified) throw new AppError('PURPOSE_NOT_STAFF');
  const exhibitionId = await currentExhibitionId(db);
  const categories = categoriesOfIndustries(await businessOf(db, exhibitionId, membership.enterpriseId));
  if (categories.length === 0) return { rows: [], total: 0, page: q.page, pageSize: q.pageSize };
  const page = await repo.pagePosts(
    db,
    { states: ['Passed'], type: 'demand', categories, notEnterpriseId: membership.enterpriseId },
    { page: q.page, pageSize: q.pageSize, order: 'newest' },
  );
  return {
    rows: await toPurposes(db, page.rows, viewer),
    total: page.total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
