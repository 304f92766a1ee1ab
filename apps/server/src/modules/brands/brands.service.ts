import {
  attachmentUrl,
  BRAND_LIMITS,
  BRAND_LOGO_KINDS,
  type Brand,
  type BrandInput,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import type { SignedInCaller } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { assertMember, getMembership, isCertifiedEnterprise } from '../enterprises';
import * as repo from './brands.repository';

/** Who calls: the signed-in user and the language of the answer. */
export type Caller = SignedInCaller;

async function toBrands(db: Db, rows: repo.BrandRow[]): Promise<Brand[]> {
  const ids = rows.map((r) => r.logoAttachmentId).filter((id): id is number => typeof id === 'number');
  const files = new Map((await repo.findAttachments(db, ids)).map((f) => [f.id, f]));
  return rows.map((b) => {
    const logo = b.logoAttachmentId === null ? undefined : files.get(b.logoAttachmentId);
    return {
      id: b.id,
      enterpriseId: b.enterpriseId,
      name: b.name,
      nameEn: b.nameEn,
      description: b.description,
      logo: logo
        ? { id: logo.id, url: attachmentUrl(logo.key), width: logo.width, height: logo.height }
        : null,
      createdAt: b.createdAt.toISOString(),
      updatedAt: b.updatedAt.toISOString(),
    };
  });
}

async function one(db: Db, row: repo.BrandRow): Promise<Brand> {
  const [brand] = await toBrands(db, [row]);
  return brand!;
}

/** The brand, if the caller is a member of its (certified) enterprise. */
async function ownBrand(db: Db, caller: Caller, brandId: number) {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  const row = await repo.findBrand(db, brandId);
  if (!row) throw new AppError('BRAND_NOT_FOUND');
  if (row.enterpriseId !== membership.enterpriseId) throw new AppError('NOT_ENTERPRISE_STAFF');
  return row;
}

/**
 * The logo must be a JPG/PNG picture the caller uploaded and that belongs to nothing else,
 * or the one already linked to this brand (a colleague may have uploaded it).
 */
async function assertLogo(db: Db, caller: Caller, attachmentId: number, brandId?: number) {
  const [file] = await repo.findAttachments(db, [attachmentId]);
  const kinds: readonly string[] = BRAND_LOGO_KINDS;
  const types: readonly string[] = BRAND_LIMITS.logoTypes;
  const ok =
    file &&
    kinds.includes(file.kind) &&
    types.includes(file.mimeType) &&
    file.size <= BRAND_LIMITS.logoBytes &&
    ((brandId !== undefined && file.refType === repo.BRAND_REF && file.refId === String(brandId)) ||
      (file.ownerUserId === caller.userId && file.refType === null));
  if (!ok) throw new AppError('BRAND_LOGO_NOT_USABLE');
}

function values(input: BrandInput) {
  return {
    name: input.name,
    nameEn: input.nameEn,
    description: input.description,
    logoAttachmentId: input.logoAttachmentId,
  };
}

/** GET /exhibitor/rest/brands: the caller's enterprise's brands, oldest first. */
export async function listOwnBrands(db: Db, caller: Caller): Promise<Brand[]> {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  return toBrands(db, await repo.listBrands(db, membership.enterpriseId));
}

export async function getOwnBrand(db: Db, caller: Caller, brandId: number): Promise<Brand> {
  return one(db, await ownBrand(db, caller, brandId));
}

/** POST /exhibitor/rest/brands */
export async function createBrand(db: Db, caller: Caller, input: BrandInput): Promise<Brand> {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  const row = await db.transaction(async (tx) => {
    if ((await repo.countBrands(tx, membership.enterpriseId)) >= BRAND_LIMITS.perEnterpriseMax) {
      throw new AppError('BRAND_LIMIT');
    }
    await assertLogo(tx, caller, input.logoAttachmentId);
    const inserted = await repo.insertBrand(tx, {
      enterpriseId: membership.enterpriseId,
      ...values(input),
      createdBy: caller.userId,
      updatedBy: caller.userId,
    });
    await repo.linkLogo(tx, input.logoAttachmentId, inserted.id);
    return inserted;
  });
  return one(db, row);
}

/** PUT /exhibitor/rest/brands/{brandId} */
export async function updateBrand(
  db: Db,
  caller: Caller,
  brandId: number,
  input: BrandInput,
): Promise<Brand> {
  const row = await db.transaction(async (tx) => {
    await ownBrand(tx, caller, brandId);
    await assertLogo(tx, caller, input.logoAttachmentId, brandId);
    const updated = await repo.updateBrand(tx, brandId, { ...values(input), updatedBy: caller.userId });
    if (!updated) throw new AppError('BRAND_NOT_FOUND');
    await repo.linkLogo(tx, input.logoAttachmentId, brandId);
    return updated;
  });
  return one(db, row);
}

/** DELETE /exhibitor/rest/brands/{brandId} */
export async function deleteBrand(db: Db, caller: Caller, brandId: number) {
  await ownBrand(db, caller, brandId);
  if (!(await repo.deleteBrand(db, brandId))) throw new AppError('BRAND_NOT_FOUND');
  return { ok: true as const };
}

/** GET /portal/rest/enterprises/{enterpriseId}/brands: a certified enterprise's brands, for anyone. */
export async function listPublicBrands(db: Db, enterpriseId: number): Promise<Brand[]> {
  if (!(await isCertifiedEnterprise(db, enterpriseId))) throw new AppError('ENTERPRISE_NOT_FOUND');
  return toBrands(db, await repo.listBrands(db, enterpriseId));
}

/* ------------------------------------------------------------------ files */

/** A brand's logo is public as the brand is: on a certified enterprise's page. */
export async function isPublicBrandFile(
  db: Db,
  file: { id: number; refId: string | null },
): Promise<boolean> {
  const id = Number(file.refId);
  const row = Number.isSafeInteger(id) && id > 0 ? await repo.findBrand(db, id) : undefined;
  // Its logo now: a replaced logo stays linked to the brand but is no longer on the page.
  return row?.logoAttachmentId === file.id && (await isCertifiedEnterprise(db, row.enterpriseId));
}

/** The members of the brand's enterprise read its logo. */
export async function isBrandMember(db: Db, refId: string, userId: number): Promise<boolean> {
  const id = Number(refId);
  const row = Number.isSafeInteger(id) && id > 0 ? await repo.findBrand(db, id) : undefined;
  return row !== undefined && (await getMembership(db, userId))?.enterpriseId === row.enterpriseId;
}
