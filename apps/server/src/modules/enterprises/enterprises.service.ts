import {
  CERTIFICATION_STATES,
  type CertificationCheck,
  type CertificationInput,
  type CertificationPage,
  type CertificationState,
  type DateAnswer,
  type EditBusinessBody,
  type EditEnterpriseInput,
  ENTERPRISE_LIMITS,
  type Enterprise,
  type EnterpriseSummary,
  type EnterpriseSummaryPage,
  type EnterpriseView,
  LIMITS,
  type Locale,
  nextCertificationState,
} from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments } from '../../db/schema/platform';
import { countsFor } from '../../db/state-rows';
import type { SignedInCaller } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { knownCodes } from '../dicts';
import { toEnterprise, toSummary } from './dto';
import { type DictField, dictFieldLabel, notifyUser } from './enterprises.messages';
import * as repo from './enterprises.repository';
import { assertAdmin, assertContentRole, getMembership } from './membership';
import * as people from './people';

/** Who calls: the signed-in user and the language of the answer. */
export type Caller = SignedInCaller;

export const LICENCE_REF = 'enterpriseLicence';

/* ------------------------------------------------------------------ lookups */

/** POST /portal/rest/entCer/fuzzyQueryByName: a few certified enterprises for a name field. */
export async function fuzzyQuery(db: Db, name: string): Promise<EnterpriseSummary[]> {
  const { rows } = await repo.searchCertified(db, name, { page: 1, pageSize: ENTERPRISE_LIMITS.fuzzyRows });
  return rows.map(toSummary);
}

/** POST /portal/rest/entCer/searchEntName: certified enterprises to join, paged. */
export async function searchEnterprises(
  db: Db,
  query: { name: string; page: number; pageSize: number },
): Promise<EnterpriseSummaryPage> {
  const { rows, total } = await repo.searchCertified(db, query.name, query);
  return { rows: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
}

/* ----------------------------------------------------------- dictionary codes */

async function assertDictCodes(
  db: Db,
  locale: Locale,
  input: Partial<Pick<CertificationInput, DictField>>,
): Promise<void> {
  const wanted: Array<{ field: DictField; dictType: string; code: string }> = [];
  if (input.type) wanted.push({ field: 'type', dictType: 'businessType', code: input.type });
  if (input.nature) wanted.push({ field: 'nature', dictType: 'enterpriseNature', code: input.nature });
  if (input.country) wanted.push({ field: 'country', dictType: 'country', code: input.country });
  if (input.province) wanted.push({ field: 'province', dictType: 'province', code: input.province });
  if (input.mainBusiness)
    wanted.push({ field: 'mainBusiness', dictType: 'industry', code: input.mainBusiness });
  for (const code of input.secondaryBusiness ?? []) {
    wanted.push({ field: 'secondaryBusiness', dictType: 'industry', code });
  }
  if (wanted.length === 0) return;
  const known = await knownCodes(db, LIMITS.defaultExhibitionId, wanted);
  const missing = wanted.find((w) => !known.has(`${w.dictType}:${w.code}`));
  if (missing) throw new AppError('DICT_CODE_UNKNOWN', { field: dictFieldLabel(locale, missing.field) });
}

/* ------------------------------------------------------------ certification */

async function assertLicence(db: Db, userId: number, attachmentId: number, enterpriseId?: number) {
  const rows = await db.select().from(attachments).where(eq(attachments.id, attachmentId)).limit(1);
  const row = rows[0];
  const reusable =
    row?.refType === LICENCE_REF && enterpriseId !== undefined && row.refId === String(enterpriseId);
  if (
    !row ||
    row.deletedAt ||
    row.kind !== 'license' ||
    row.ownerUserId !== userId ||
    (row.refType !== null && !reusable)
  ) {
    throw new AppError('LICENCE_NOT_USABLE');
  }
}

async function linkLicence(db: Db, attachmentId: number, enterpriseId: number) {
  await db
    .update(attachments)
    .set({ refType: LICENCE_REF, refId: String(enterpriseId) })
    .where(eq(attachments.id, attachmentId));
}

function certificationValues(input: CertificationInput) {
  return {
    name: input.name,
    nameEn: input.nameEn,
    type: input.type,
    nature: input.nature,
    address: input.address,
    website: input.website,
    landline: input.landline,
    fax: input.fax,
    country: input.country,
    province: input.province,
    postalCode: input.postalCode,
    mainBusiness: input.mainBusiness,
    secondaryBusiness: input.secondaryBusiness,
    creditCode: input.creditCode,
    licenceAttachmentId: input.licenceAttachmentId,
  };
}

async function assertNoClash(db: Db, input: CertificationInput, exceptId?: number) {
  const clash = await repo.findLiveClash(db, input, exceptId);
  if (clash) throw new AppError(clash.by === 'creditCode' ? 'CREDIT_CODE_TAKEN' : 'ENTERPRISE_NAME_TAKEN');
}

/**
 * POST /portal/rest/entCer/authentication: certify a new enterprise, or resubmit the
 * caller's rejected one with corrections. Refused to members of an enterprise, to a
 * caller with a certification or a join request waiting, and for a name or credit code
 * already used by a live enterprise (they should join it instead).
 */
export async function submitCertification(
  deps: AppDeps,
  caller: Caller,
  input: CertificationInput,
): Promise<Enterprise> {
  const { db } = deps;
  await assertDictCodes(db, caller.locale, input);
  try {
    return await db.transaction(async (tx) => {
      if (await getMembership(tx, caller.userId)) throw new AppError('ALREADY_IN_ENTERPRISE');
      if (await repo.findPendingOfUser(tx, caller.userId)) throw new AppError('JOIN_PENDING_EXISTS');
      const previous = await repo.findSubmittedBy(tx, caller.userId);
      const from: CertificationState | 'none' = previous ? (previous.status as CertificationState) : 'none';
      if (from === 'pending') throw new AppError('CERTIFICATION_PENDING');
      const to = nextCertificationState(from === 'certified' ? 'none' : from, 'submit');
      if (!to) throw new AppError('CERTIFICATION_STATE');
      const resubmit = previous && previous.status === 'rejected' ? previous : undefined;
      await assertLicence(tx, caller.userId, input.licenceAttachmentId, resubmit?.id);
      await assertNoClash(tx, input, resubmit?.id);
      const now = new Date();
      const values = {
        ...certificationValues(input),
        status: to,
        rejectReason: null,
        submittedBy: caller.userId,
        submittedAt: now,
        reviewedAt: null,
        reviewedBy: null,
      };
      const row = resubmit
        ? await repo.updateEnterprise(tx, resubmit.id, values)
        : await repo.insertEnterprise(tx, values);
      if (!row) throw new AppError('NOT_FOUND');
      await linkLicence(tx, input.licenceAttachmentId, row.id);
      return toEnterprise(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CREDIT_CODE_TAKEN');
    throw err;
  }
}

/** GET /portal/rest/entCer/check: the caller's enterprise (member) or latest certification. */
export async function checkCertification(db: Db, userId: number): Promise<CertificationCheck> {
  const membership = await getMembership(db, userId);
  const row = membership
    ? await repo.findEnterprise(db, membership.enterpriseId)
    : await repo.findSubmittedBy(db, userId);
  if (!row) return { state: 'none', enterprise: null, rejectReason: null };
  // A certification approved for an enterprise the caller has since left is not theirs any more.
  if (!membership && row.status === 'certified')
    return { state: 'none', enterprise: null, rejectReason: null };
  return {
    state: row.status as CertificationState,
    enterprise: toEnterprise(row),
    rejectReason: row.rejectReason,
  };
}

/** GET /portal/rest/entCer/certList: every certification the caller submitted, newest first. */
export async function listOwnCertifications(db: Db, userId: number): Promise<Enterprise[]> {
  return (await repo.listSubmittedBy(db, userId)).map(toEnterprise);
}

/** GET /portal/rest/entCer/entryDate: when the caller joined their enterprise. */
export async function entryDate(db: Db, userId: number): Promise<DateAnswer> {
  const membership = await getMembership(db, userId);
  return { date: membership?.joinedAt ?? null };
}

/** GET /portal/rest/entCer/authenticationDate: when the caller's enterprise was certified. */
export async function authenticationDate(db: Db, userId: number): Promise<DateAnswer> {
  const membership = await getMembership(db, userId);
  if (!membership) return { date: null };
  const row = await repo.findEnterprise(db, membership.enterpriseId);
  return { date: row?.certifiedAt?.toISOString() ?? null };
}

/* -------------------------------------------------------------- editing */

/**
 * Edits the enterprise's name and information (administrator of THAT enterprise only).
 * When `enterpriseId` is given (path-scoped call), it must be the caller's enterprise.
 */
export async function editEnterprise(
  db: Db,
  caller: Caller,
  input: EditEnterpriseInput,
  enterpriseId?: number,
): Promise<Enterprise> {
  const membership = await assertAdmin(db, caller.userId, enterpriseId, caller.locale);
  await assertDictCodes(db, caller.locale, input);
  const clash = await repo.findLiveClash(db, { ...input, creditCode: null }, membership.enterpriseId);
  if (clash) throw new AppError('ENTERPRISE_NAME_TAKEN');
  const row = await repo.updateEnterprise(db, membership.enterpriseId, {
    name: input.name,
    nameEn: input.nameEn,
    type: input.type,
    nature: input.nature,
    address: input.address,
    website: input.website,
    landline: input.landline,
    fax: input.fax,
    country: input.country,
    province: input.province,
    postalCode: input.postalCode,
  });
  if (!row) throw new AppError('ENTERPRISE_NOT_FOUND');
  return toEnterprise(row);
}

/** PUT /portal/rest/entCer/editEnterpriseBusinessData: main and secondary business (administrator). */
export async function editBusiness(
  db: Db,
  caller: Caller,
  input: Required<EditBusinessBody>,
): Promise<Enterprise> {
  const membership = await assertAdmin(db, caller.userId, undefined, caller.locale);
  await assertDictCodes(db, caller.locale, input);
  const row = await repo.updateEnterprise(db, membership.enterpriseId, {
    mainBusiness: input.mainBusiness,
    secondaryBusiness: [...new Set(input.secondaryBusiness)],
  });
  if (!row) throw new AppError('ENTERPRISE_NOT_FOUND');
  return toEnterprise(row);
}

export const LOGO_REF = 'enterpriseLogo';

/**
 * PUT /exhibitor/rest/enterprise/{enterpriseId}/logo (ours): the administrator or an operator
 * of THAT enterprise sets a logo they uploaded (kind 'logo', by the `{enterpriseId}/form`
 * upload or unlinked). The attachment is linked to the enterprise.
 */
export async function setLogo(
  db: Db,
  caller: Caller,
  enterpriseId: number,
  attachmentId: number,
): Promise<Enterprise> {
  const membership = await assertContentRole(db, caller.userId, enterpriseId, caller.locale);
  const rows = await db.select().from(attachments).where(eq(attachments.id, attachmentId)).limit(1);
  const file = rows[0];
  const linkable =
    file?.refType === null || (file?.refType === LOGO_REF && file.refId === String(membership.enterpriseId));
  if (!file || file.deletedAt || file.kind !== 'logo' || file.ownerUserId !== caller.userId || !linkable) {
    throw new AppError('LOGO_NOT_USABLE');
  }
  return db.transaction(async (tx) => {
    await tx
      .update(attachments)
      .set({ refType: LOGO_REF, refId: String(membership.enterpriseId) })
      .where(eq(attachments.id, file.id));
    const row = await repo.updateEnterprise(tx, membership.enterpriseId, {
      logoAttachmentId: file.id,
      logoKey: file.key,
    });
    if (!row) throw new AppError('ENTERPRISE_NOT_FOUND');
    return toEnterprise(row);
  });
}

/** Whether the enterprise exists and is certified: other domains show only a certified enterprise's things. */
export async function isCertifiedEnterprise(db: Db, enterpriseId: number): Promise<boolean> {
  const row = await repo.findEnterprise(db, enterpriseId);
  return row?.status === 'certified';
}

/** An enterprise's names as other domains show them beside their own rows (a post's publisher). */
export interface EnterpriseNames {
  id: number;
  name: string;
  nameEn: string | null;
}

/** The given enterprises' names by id (any status); an id without an enterprise is absent. */
export async function enterpriseNamesByIds(
  db: Db,
  ids: Iterable<number>,
): Promise<Map<number, EnterpriseNames>> {
  const rows = await repo.findEnterpriseNames(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * GET /exhibitor/rest/enterprise/{id}: members read the whole record; anyone else reads
 * the summary of a certified enterprise only (an uncertified one does not exist for them).
 */
export async function viewEnterprise(
  db: Db,
  viewerId: number | null,
  enterpriseId: number,
): Promise<EnterpriseView> {
  const row = await repo.findEnterprise(db, enterpriseId);
  if (!row) throw new AppError('ENTERPRISE_NOT_FOUND');
  const membership = viewerId ? await getMembership(db, viewerId) : null;
  const member = membership?.enterpriseId === enterpriseId;
  if (!member && row.status !== 'certified') throw new AppError('ENTERPRISE_NOT_FOUND');
  return { enterprise: member ? toEnterprise(row) : null, summary: toSummary(row), member };
}

/** GET /exhibitor/rest/enterprise/user/{userId}/exhibition/{exhibitionId}: the caller's own enterprise (or any user's, for the organizer). */
export async function enterpriseOfUser(
  db: Db,
  viewer: { userId: number; isOrganizer: boolean },
  userId: number,
): Promise<Enterprise | null> {
  if (userId !== viewer.userId && !viewer.isOrganizer) throw new AppError('FORBIDDEN');
  const membership = await getMembership(db, userId);
  if (!membership) return null;
  const row = await repo.findEnterprise(db, membership.enterpriseId);
  return row ? toEnterprise(row) : null;
}

/* ------------------------------------------------------- organizer queue */

export async function listCertificationQueue(
  db: Db,
  query: { status?: CertificationState; keyword?: string; page: number; pageSize: number },
): Promise<CertificationPage> {
  const { rows, total, counts } = await people.listCertifications(db, query, {
    page: query.page,
    pageSize: query.pageSize,
  });
  return {
    rows: rows.map((r) => ({
      ...toEnterprise(r.enterprise),
      applicantId: r.enterprise.submittedBy,
      applicantName: r.applicantName,
      applicantMobile: r.applicantMobile,
      reviewedAt: r.enterprise.reviewedAt?.toISOString() ?? null,
    })),
    total,
    counts: countsFor(CERTIFICATION_STATES, counts),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The organizer approves (the applicant becomes the enterprise administrator) or rejects
 * with a reason (the applicant sees it and may resubmit). Both notify the applicant.
 */
export async function reviewCertification(
  deps: AppDeps,
  organizerId: number,
  enterpriseId: number,
  decision: { action: 'approve' } | { action: 'reject'; reason: string },
): Promise<Enterprise> {
  const { db } = deps;
  const row = await db.transaction(async (tx) => {
    const current = await repo.findEnterpriseForUpdate(tx, enterpriseId);
    if (!current) throw new AppError('ENTERPRISE_NOT_FOUND');
    const to = nextCertificationState(current.status as CertificationState, decision.action);
    if (!to) throw new AppError('CERTIFICATION_STATE');
    const now = new Date();
    const updated = await repo.updateEnterprise(tx, enterpriseId, {
      status: to,
      rejectReason: decision.action === 'reject' ? decision.reason : null,
      reviewedBy: organizerId,
      reviewedAt: now,
      certifiedAt: decision.action === 'approve' ? now : current.certifiedAt,
    });
    if (decision.action === 'approve' && current.submittedBy) {
      await repo.insertStaff(tx, { enterpriseId, userId: current.submittedBy, role: 'admin' });
    }
    return updated;
  });
  if (!row) throw new AppError('ENTERPRISE_NOT_FOUND');
  if (row.submittedBy) {
    await notifyUser(deps, row.submittedBy, decision.action === 'approve' ? 'certApproved' : 'certRejected', {
      name: row.name,
      reason: row.rejectReason,
    });
  }
  return toEnterprise(row);
}

/** A logo is public while it is the current logo of a certified enterprise (attachments' read rule). */
export async function isCertifiedLogo(db: Db, file: { id: number; refId: string | null }): Promise<boolean> {
  const id = Number(file.refId);
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  const row = await repo.findEnterprise(db, id);
  return row?.status === 'certified' && row.logoAttachmentId === file.id;
}
