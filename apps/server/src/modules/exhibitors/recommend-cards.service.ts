import {
  INDUSTRY_CATEGORIES,
  PURPOSE_CATEGORIES,
  type Purpose,
  type PurposeCategory,
  type RecommendCard,
  type RecommendCardDetail,
  type RecommendCardPage,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import type { SignedInCaller } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { assertMember, findEnterprise } from '../enterprises';
import { getPurpose, searchablePurposes } from '../purposes';
import * as repo from './services.repository';

/*
 * Recommended buyers' cards (spec §2 /enterpriseServicePlatform/recommendCard, cardDetail):
 * the demand posts of the board in the caller's enterprise's industries, posted by people of
 * other enterprises, newest first. A card holds only what the public board shows of a post and
 * its publisher (name, company, what they seek): contacts stay with the person, who shares them
 * by accepting a chat application or exchanging cards.
 */

/**
 * The categories of the enterprise's main business: the application's business step, else the
 * certified enterprise's; all categories when neither names a known one.
 */
async function industryOf(db: Db, exhibitionId: number, enterpriseId: number) {
  const [application, enterprise] = await Promise.all([
    repo.findApplicationOf(db, exhibitionId, enterpriseId),
    findEnterprise(db, enterpriseId),
  ]);
  const industry =
    (application?.business as { mainBusiness?: string } | null)?.mainBusiness ??
    enterprise?.mainBusiness ??
    null;
  const categories = (industry && INDUSTRY_CATEGORIES[industry]) || PURPOSE_CATEGORIES;
  return { industry: industry && INDUSTRY_CATEGORIES[industry] ? industry : null, categories };
}

function toCard(post: Purpose): RecommendCard {
  return {
    purposeId: post.id,
    name: post.publisher.name,
    enterpriseName: post.publisher.enterpriseName,
    enterpriseNameEn: post.publisher.enterpriseNameEn,
    category: post.category,
    seeking: post.shown?.title ?? post.title,
    publishTime: post.publishTime,
  };
}

/** A post that may be recommended to this enterprise: a demand, not of its own people. */
function recommendable(post: Purpose, enterpriseId: number): boolean {
  return post.type === 'demand' && !post.mine && post.publisher.enterpriseId !== enterpriseId;
}

/** GET recommendCards: a page of cards, optionally of one of the recommended categories. */
export async function recommendCards(
  db: Db,
  caller: SignedInCaller,
  exhibitionId: number,
  q: { category?: PurposeCategory; page: number; pageSize: number },
): Promise<RecommendCardPage> {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  const { industry, categories } = await industryOf(db, exhibitionId, membership.enterpriseId);
  const wanted: readonly PurposeCategory[] =
    q.category && categories.includes(q.category) ? [q.category] : q.category ? [] : categories;
  // The board's published posts (small columns only), newest first; the page's posts are read in full.
  const candidates = (await searchablePurposes(db))
    .filter(
      (p) =>
        p.type === 'demand' &&
        p.enterpriseId !== membership.enterpriseId &&
        wanted.includes(p.category as PurposeCategory),
    )
    .reverse();
  const viewer = { userId: caller.userId, locale: caller.locale };
  const start = (q.page - 1) * q.pageSize;
  const posts = await Promise.all(
    candidates.slice(start, start + q.pageSize).map((p) => getPurpose(db, viewer, p.id)),
  );
  return {
    rows: posts.filter((p) => recommendable(p, membership.enterpriseId)).map(toCard),
    total: candidates.length,
    page: q.page,
    pageSize: q.pageSize,
    categories: [...categories],
    industry,
  };
}

/** GET recommendCards/{purposeId}: one card with the post's text, when it is recommendable to the caller. */
export async function recommendCard(
  db: Db,
  caller: SignedInCaller,
  purposeId: number,
): Promise<RecommendCardDetail> {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  let post: Purpose;
  try {
    post = await getPurpose(db, { userId: caller.userId, locale: caller.locale }, purposeId);
  } catch (e) {
    if (e instanceof AppError && e.code === 'PURPOSE_NOT_FOUND')
      throw new AppError('RECOMMEND_CARD_NOT_FOUND');
    throw e;
  }
  if (post.publishStatus !== 'Passed' || !recommendable(post, membership.enterpriseId))
    throw new AppError('RECOMMEND_CARD_NOT_FOUND');
  return {
    ...toCard(post),
    content: post.shown?.content ?? post.content,
    boothNos: post.publisher.boothNos,
    myApplyChat: post.myApplyChat,
  };
}
