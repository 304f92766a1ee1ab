import {
  attachmentUrl,
  type Follow,
  type FollowPage,
  type FollowState,
  type FollowTarget,
  followKey,
  parseFollowKey,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import type { SignedInCaller } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { enterpriseIn, enterpriseMap, findEnterprise, getMembership } from '../enterprises';
import { findListedProduct, productIn, productSummaries } from '../products';
import * as repo from './follows.repository';

/** Who calls: the signed-in user and the language of the answer. */
export type Caller = SignedInCaller;

function toFollow(row: repo.FollowRow): Follow {
  const targetType = row.targetType as FollowTarget;
  return {
    id: row.id,
    targetType,
    targetId: row.targetId,
    key: followKey(targetType, row.targetId),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A certified enterprise (not the caller's own), or a product on sale. */
async function assertFollowable(db: Db, userId: number, targetType: FollowTarget, targetId: number) {
  if (targetType === 'enterprise') {
    const enterprise = await findEnterprise(db, targetId);
    if (enterprise?.status !== 'certified') throw new AppError('FOLLOW_TARGET_NOT_FOUND');
    const membership = await getMembership(db, userId);
    if (membership?.enterpriseId === targetId) throw new AppError('FOLLOW_OWN_ENTERPRISE');
  } else if (!(await findListedProduct(db, targetId))) {
    throw new AppError('FOLLOW_TARGET_NOT_FOUND');
  }
}

/** GET /exhibitor/rest/follows/key/{key}: whether the caller follows it, and how many users do. */
export async function followState(db: Db, userId: number | null, key: string): Promise<FollowState> {
  const target = parseFollowKey(key);
  if (!target) throw new AppError('FOLLOW_KEY_INVALID');
  const [mine, count] = await Promise.all([
    userId === null ? undefined : repo.findFollow(db, userId, target.targetType, target.targetId),
    repo.countFollowers(db, target.targetType, target.targetId),
  ]);
  return { key, followed: Boolean(mine), followId: mine?.id ?? null, count };
}

/** POST /exhibitor/rest/follows: idempotent; following again answers the existing follow. */
export async function follow(
  db: Db,
  caller: Caller,
  input: { targetType: FollowTarget; targetId: number },
): Promise<Follow> {
  const existing = await repo.findFollow(db, caller.userId, input.targetType, input.targetId);
  if (existing) return toFollow(existing);
  await assertFollowable(db, caller.userId, input.targetType, input.targetId);
  const inserted = await repo.insertFollow(db, caller.userId, input.targetType, input.targetId);
  const row = inserted ?? (await repo.findFollow(db, caller.userId, input.targetType, input.targetId));
  if (!row) throw new AppError('CONFLICT');
  return toFollow(row);
}

/** DELETE /exhibitor/rest/follows/{followId}: the caller's own follow only. */
export async function unfollow(db: Db, caller: Caller, followId: number) {
  const row = await repo.findFollowById(db, followId);
  if (!row) throw new AppError('FOLLOW_NOT_FOUND');
  if (row.userId !== caller.userId) throw new AppError('FORBIDDEN');
  await repo.deleteFollow(db, followId, caller.userId);
  return { ok: true as const };
}

interface FollowedRow {
  follow: repo.FollowRow;
  name: string | null;
  nameEn: string | null;
  enterpriseId: number;
  enterpriseName: string;
  enterpriseNameEn: string | null;
  imageKey: string | null;
  available: boolean;
}

/** The user's followed enterprises, newest follow first, with the enterprise as it is now. */
async function followedEnterprises(
  db: Db,
  userId: number,
  query: { keyword?: string; page: number; pageSize: number },
): Promise<{ rows: FollowedRow[]; total: number }> {
  const pattern = repo.keywordPattern(query);
  const page = await repo.pageFollowsOf(
    db,
    userId,
    'enterprise',
    (targetId) =>
      enterpriseIn(targetId, pattern === undefined ? {} : { namePattern: { pattern, withEnglish: true } }),
    query,
  );
  const enterprises = await enterpriseMap(
    db,
    page.rows.map((r) => r.targetId),
  );
  const rows = page.rows.flatMap((follow): FollowedRow[] => {
    const e = enterprises.get(follow.targetId);
    if (!e) return [];
    return [
      {
        follow,
        name: e.name,
        nameEn: e.nameEn,
        enterpriseId: e.id,
        enterpriseName: e.name,
        enterpriseNameEn: e.nameEn,
        imageKey: null,
        available: e.status === 'certified',
      },
    ];
  });
  return { rows, total: page.total };
}

/** The user's favourite products, newest first, with the product's cover and enterprise. */
async function followedProducts(
  db: Db,
  userId: number,
  query: { keyword?: string; page: number; pageSize: number },
): Promise<{ rows: FollowedRow[]; total: number }> {
  const pattern = repo.keywordPattern(query);
  const page = await repo.pageFollowsOf(
    db,
    userId,
    'product',
    (targetId) =>
      productIn(
        targetId,
        pattern === undefined
          ? {}
          : {
              namePattern: {
                pattern,
                enterpriseNamed: (enterpriseId) =>
                  enterpriseIn(enterpriseId, { namePattern: { pattern, withEnglish: false } }),
              },
            },
      ),
    query,
  );
  const products = await productSummaries(
    db,
    page.rows.map((r) => r.targetId),
  );
  const enterprises = await enterpriseMap(
    db,
    [...products.values()].map((p) => p.enterpriseId),
  );
  const rows = page.rows.flatMap((follow): FollowedRow[] => {
    const p = products.get(follow.targetId);
    const e = p && enterprises.get(p.enterpriseId);
    if (!p || !e) return [];
    return [
      {
        follow,
        name: p.name,
        nameEn: p.nameEn,
        enterpriseId: e.id,
        enterpriseName: e.name,
        enterpriseNameEn: e.nameEn,
        imageKey: p.coverKey,
        available: p.status === 'listed' && e.status === 'certified',
      },
    ];
  });
  return { rows, total: page.total };
}

/** POST /exhibitor/rest/follows/page/my: the caller's followed enterprises or favourite products. */
export async function myFollows(
  db: Db,
  caller: Caller,
  query: { targetType: FollowTarget; keyword?: string; page: number; pageSize: number },
): Promise<FollowPage> {
  const page =
    query.targetType === 'enterprise'
      ? await followedEnterprises(db, caller.userId, query)
      : await followedProducts(db, caller.userId, query);
  return {
    rows: page.rows.map((r) => ({
      ...toFollow(r.follow),
      name: r.name,
      nameEn: r.nameEn,
      imageUrl: r.imageKey ? attachmentUrl(r.imageKey) : null,
      enterpriseId: r.enterpriseId,
      enterpriseName: r.enterpriseName,
      enterpriseNameEn: r.enterpriseNameEn,
      available: Boolean(r.available),
    })),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
