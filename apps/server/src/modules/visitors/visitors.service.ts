import {
  attachmentUrl,
  type CheckIdCardResult,
  checkIdCard,
  checkPassport,
  type ErrorCodeName,
  FAIR,
  isLocale,
  LIMITS,
  type Locale,
  normalizeEmail,
  normalizeIdNumber,
  normalizeMobile,
  siteLink,
  VISITOR_FORM_RULES,
  VISITOR_REVIEW_TRANSITIONS,
  VISITOR_TEXT_FIELDS,
  type VisitorAttachment,
  type VisitorField,
  type VisitorForm,
  type VisitorFormValues,
  type VisitorRegisterResult,
  type VisitorRegistration,
  type VisitorReviewPage,
  type VisitorSourceStat,
  type VisitorStatus,
} from '@cidpex/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visitorRegistrations } from '../../db/schema/visitors';
import type { AppDeps } from '../../platform/deps';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { codeForVerifiedAddress, consumeCode, useCodeInStatement, verifiedEmailOf } from '../accounts';
import { signFileUrl } from '../attachments';
import { isDictCode } from '../dicts';
import { assertRegistrationOpen, currentExhibitionId } from '../fair';
import { identityOf, newBadgeCode } from './visitors.identity';
import { reviewNotice } from './visitors.messages';
import type { AttachmentRow, RegistrationRow } from './visitors.repository';
import * as repo from './visitors.repository';

/** The refType of a registration's business-card pictures: private files (issue 16 item 2). */
export const REGISTRATION_FILE_REF = 'visitorRegistration';

export function toRegistration(row: RegistrationRow): VisitorRegistration {
  return {
    id: row.id,
    exhibitionId: row.exhibitionId,
    userId: row.userId,
    form: row.form as VisitorForm,
    lang: isLocale(row.lang) ? row.lang : 'zh-Hans',
    status: row.status as VisitorStatus,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    brand: row.brand,
    jobTitle: row.jobTitle,
    businessType: row.businessType,
    country: row.country,
    address: row.address,
    postalCode: row.postalCode,
    tel: row.tel,
    fax: row.fax,
    mobile: row.mobile,
    email: row.email,
    idKind: row.idKind === 'passport' ? 'passport' : 'idCard',
    idLast6: row.idLast6,
    linkedin: row.linkedin,
    whatsapp: row.whatsapp,
    wechat: row.wechat,
    website: row.website,
    cardFrontId: row.cardFrontId,
    cardBackId: row.cardBackId,
    consentAt: row.consentAt.toISOString(),
    source: row.source,
    invite: row.invite,
    rejectReason: row.rejectReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    badgeCode: row.status === 'approved' ? row.badgeCode : null,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface Viewer {
  userId: number;
  isOrganizer: boolean;
}

type FormInput = VisitorFormValues & { exhibitionId: number };

/** The values a form collects (its rule table), trimmed, empty ones as null. */
function collected(form: VisitorForm, input: FormInput) {
  const rules = VISITOR_FORM_RULES[form];
  const text = (field: VisitorField) => {
    if (!rules[field]) return null;
    const value = input[field as keyof VisitorFormValues];
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  };
  const values = Object.fromEntries(VISITOR_TEXT_FIELDS.map((f) => [f, text(f)])) as Record<
    (typeof VISITOR_TEXT_FIELDS)[number],
    string | null
  >;
  const idNumber = form === 'domestic' ? values.idCardNo : values.passportNo;
  if (!idNumber) throw new AppError('REQUIRED', { label: form === 'domestic' ? 'idCardNo' : 'passportNo' });
  if (input.consent !== true) throw new AppError('VISITOR_CONSENT_REQUIRED');
  return {
    values,
    identity: identityOf(form === 'domestic' ? 'idCard' : 'passport', idNumber),
    cards: {
      cardFrontId: rules.cardFrontId ? (input.cardFrontId ?? null) : null,
      cardBackId: rules.cardBackId ? (input.cardBackId ?? null) : null,
    },
  };
}

/**
 * The email code a submit is checked with: the one typed, or, when the form says the email is
 * the account's (`useAccountEmail`) and the account verified it, one made for it here (the
 * address is not verified twice, issue 23 item 14). A claim the account does not back is a
 * wrong code.
 */
async function emailCodeOf(db: Db, userId: number, email: string, input: FormInput): Promise<string> {
  if (input.useAccountEmail !== true) return input.emailCode?.trim() ?? '';
  if ((await verifiedEmailOf(db, userId)) !== email) throw new AppError('CODE_INVALID');
  return codeForVerifiedAddress(db, { channel: 'email', address: email, purpose: 'visitor' });
}

/** Dictionary fields must hold a code of their dictionary. */
async function checkDictCodes(db: Db, exhibitionId: number, values: Record<string, string | null>) {
  const fields: Array<[string, string]> = [
    ['jobTitle', 'jobTitle'],
    ['businessType', 'businessType'],
    ['country', 'country'],
  ];
  for (const [field, dict] of fields) {
    const value = values[field];
    if (value && !(await isDictCode(db, exhibitionId, dict, value))) {
      throw new AppError('VALIDATION', { fields: field });
    }
  }
}

/** Business-card pictures: the caller's own uploads, JPG or PNG under 2MB. */
async function checkCards(db: Db, userId: number, ids: number[]) {
  assertCards(userId, ids, await repo.findAttachmentsByIds(db, ids));
}

function assertCards(userId: number, ids: number[], rows: AttachmentRow[]) {
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    if (
      !row ||
      row.ownerUserId !== userId ||
      !['image/jpeg', 'image/png'].includes(row.mimeType) ||
      row.size > LIMITS.visitorCardImageBytes
    ) {
      throw new AppError('VISITOR_CARD_INVALID');
    }
  }
}

const CODE_ERRORS: readonly ErrorCodeName[] = ['CODE_INVALID', 'CODE_EXPIRED', 'CODE_ATTEMPTS_EXCEEDED'];

/**
 * Stores a pre-registration (pending). The same person registering again for the fair is
 * recognised by the identity hash: a retry or a double click of the same user answers the
 * stored registration (`created: false`); another account with the same number is refused.
 *
 * The common case, a first submit, is one statement after the checks that need no database
 * (the dictionaries are cached): the code's try and use and the insert together. The look-up
 * of what is already stored happens only when that statement refuses, and answers first, so
 * the refusals keep their order: the stored registration, then a number someone else holds,
 * then the code.
 */
export async function register(
  deps: AppDeps,
  userId: number,
  locale: Locale,
  form: VisitorForm,
  input: FormInput,
): Promise<VisitorRegisterResult> {
  const { db } = deps;
  const exhibitionId = input.exhibitionId;
  // Outside the fair's registration window nothing is stored (issue 23 item 15).
  await assertRegistrationOpen(db, locale, exhibitionId);
  const { values, identity, cards } = collected(form, input);
  const cardIds = [cards.cardFrontId, cards.cardBackId].filter((id): id is number => id !== null);

  await checkDictCodes(db, exhibitionId, values);
  if (cardIds.length > 0) await checkCards(db, userId, cardIds);
  const email = normalizeEmail(values.email ?? '');
  const emailCode = await emailCodeOf(db, userId, email, input);

  try {
    const row = await useCodeInStatement(
      db,
      { address: email, purpose: 'visitor', code: emailCode },
      (code) =>
        repo.insertWithCodeTry(db, code, {
          exhibitionId,
          userId,
          form,
          lang: locale,
          ...values,
          email,
          mobile: values.mobile ? normalizeMobile(values.mobile) : null,
          ...identity,
          ...cards,
          consentAt: new Date(),
        }),
    );
    return { created: true, registration: toRegistration(row) };
  } catch (err) {
    const stored = isUniqueViolation(err);
    if (stored || (err instanceof AppError && CODE_ERRORS.includes(err.code))) {
      // Already stored (a repeated submit whose first one used the code, or a parallel one
      // that got there first), or the number is someone else's: that answers before the code.
      const { mine, holder } = await repo.findByUserOrIdentity(db, exhibitionId, userId, identity.idHash);
      if (mine) {
        if (mine.idHash === identity.idHash) return { created: false, registration: toRegistration(mine) };
        throw new AppError('CONFLICT');
      }
      if (holder || stored) throw new AppError('VISITOR_ALREADY_REGISTERED');
    }
    throw err;
  }
}

/**
 * The owner corrects their registration (pending or rejected): it goes back to pending
 * review. An approved one is frozen.
 */
export async function resubmit(
  deps: AppDeps,
  viewer: Viewer,
  visitorId: number,
  userId: number,
  locale: Locale,
  form: VisitorForm,
  input: FormInput,
): Promise<VisitorRegisterResult> {
  const { db } = deps;
  if (userId !== viewer.userId) throw new AppError('FORBIDDEN');
  const row = await repo.findById(db, visitorId);
  if (!row || row.userId !== userId) throw new AppError('VISITOR_NOT_FOUND');
  if (row.status === 'approved') throw new AppError('VISITOR_LOCKED');
  await assertRegistrationOpen(db, locale, row.exhibitionId);
  const { values, identity, cards } = collected(form, { ...input, exhibitionId: row.exhibitionId });
  await checkDictCodes(db, row.exhibitionId, values);
  const cardIds = [cards.cardFrontId, cards.cardBackId].filter((id): id is number => id !== null);
  await checkCards(db, userId, cardIds);
  const email = normalizeEmail(values.email ?? '');
  const emailCode = await emailCodeOf(db, userId, email, input);
  try {
    const updated = await consumeCode(
      db,
      { address: email, purpose: 'visitor', code: emailCode },
      async (tx) => {
        const changed = await repo.updateInStatus(tx, visitorId, ['pending', 'rejected'], {
          form,
          lang: locale,
          ...values,
          email,
          mobile: values.mobile ? normalizeMobile(values.mobile) : null,
          ...identity,
          ...cards,
          consentAt: new Date(),
          status: 'pending',
          rejectReason: null,
          reviewedAt: null,
          reviewedBy: null,
        });
        if (!changed) throw new AppError('VISITOR_LOCKED');
        await repo.linkAttachments(tx, cardIds, visitorId);
        return changed;
      },
    );
    return { created: false, registration: toRegistration(updated) };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('VISITOR_ALREADY_REGISTERED');
    throw err;
  }
}

/**
 * The English first page refuses a passport that someone else registered, as its last page
 * (the submit) would: a form step of the submit, not a free lookup like checkIdCard.
 */
export async function assertIdentityFree(db: Db, userId: number, exhibitionId: number, number: string) {
  const kind = checkIdCard(number) ? 'idCard' : checkPassport(number) ? 'passport' : null;
  if (!kind) return;
  const holder = await repo.findByIdentity(db, exhibitionId, identityOf(kind, number).idHash);
  if (holder && holder.userId !== userId) throw new AppError('VISITOR_ALREADY_REGISTERED');
}

/** GET checkIdCard: the number's kind and validity, and whether it is already registered. */
export async function checkIdNumber(
  db: Db,
  userId: number,
  exhibitionId: number,
  number: string,
): Promise<CheckIdCardResult> {
  // 17 digits and a check character are an ID-card number: a wrong check character is a typo, not a passport.
  const shapedAsIdCard = /^\d{17}[\dX]$/.test(normalizeIdNumber(number));
  const kind = checkIdCard(number) ? 'idCard' : !shapedAsIdCard && checkPassport(number) ? 'passport' : null;
  if (!kind) return { valid: false, kind: null, idLast6: null, registered: false, registeredByYou: false };
  const identity = identityOf(kind, number);
  const holder = await repo.findByIdentity(db, exhibitionId, identity.idHash);
  // Only what concerns the caller: whether someone else registered this number is not told here.
  const yours = holder?.userId === userId;
  return { valid: true, kind, idLast6: identity.idLast6, registered: yours, registeredByYou: yours };
}

export async function myRegistration(db: Db, userId: number, exhibitionId: number) {
  const row = await repo.findByUser(db, exhibitionId, userId);
  return row ? toRegistration(row) : null;
}

async function readable(db: Db, viewer: Viewer, visitorId: number) {
  const row = await repo.findById(db, visitorId);
  if (!row || (row.userId !== viewer.userId && !viewer.isOrganizer)) throw new AppError('VISITOR_NOT_FOUND');
  return row;
}

export async function mobileOf(db: Db, viewer: Viewer, visitorId: number) {
  const row = await readable(db, viewer, visitorId);
  return { visitorId: row.id, mobile: row.mobile };
}

export async function cardAttachments(
  db: Db,
  viewer: Viewer,
  visitorId: number,
): Promise<VisitorAttachment[]> {
  const row = await readable(db, viewer, visitorId);
  const sides: Array<['front' | 'back', number | null]> = [
    ['front', row.cardFrontId],
    ['back', row.cardBackId],
  ];
  const ids = sides.map(([, id]) => id).filter((id): id is number => id !== null);
  const found = await repo.findAttachmentsByIds(db, ids);
  return sides.flatMap(([side, id]) => {
    const att = found.find((a) => a.id === id);
    return att
      ? [
          {
            id: att.id,
            side,
            fileName: att.fileName,
            mimeType: att.mimeType,
            size: att.size,
            url: signFileUrl(attachmentUrl(att.key)),
          },
        ]
      : [];
  });
}

export async function recordSource(
  db: Db,
  input: { exhibitionId: number; userId: number | null; source: string; invite: string; ip: string },
) {
  await repo.insertSourceVisit(db, input);
  const visitorId = input.userId
    ? await repo.setSourceIfMissing(db, input.exhibitionId, input.userId, input.source, input.invite)
    : null;
  return { recorded: true as const, visitorId };
}

/** A pre-registration's fair and owner (the surveys domain checks who may answer), or undefined. */
export async function registrationOwner(
  db: Db,
  registrationId: number,
): Promise<{ exhibitionId: number; userId: number } | undefined> {
  const row = await repo.findById(db, registrationId);
  return row && { exhibitionId: row.exhibitionId, userId: row.userId };
}

/** Blocks posting and commenting until the pre-registration is approved (spec §6). */
export async function assertApprovedVisitor(db: Db, userId: number, fairId?: number) {
  const exhibitionId = fairId ?? (await currentExhibitionId(db));
  const row = await repo.findByUser(db, exhibitionId, userId);
  if (!row) throw new AppError('NOT_VISITOR');
  if (row.status === 'pending') throw new AppError('VISITOR_PENDING');
  if (row.status === 'rejected') throw new AppError('VISITOR_REJECTED');
}

export async function isApprovedVisitor(db: Db, userId: number): Promise<boolean> {
  const row = await repo.findByUser(db, await currentExhibitionId(db), userId);
  return row?.status === 'approved';
}

// ── organizer ──

export async function reviewPage(
  db: Db,
  query: {
    exhibitionId: number;
    status?: VisitorStatus;
    country?: string;
    q?: string;
    page: number;
    pageSize: number;
  },
): Promise<VisitorReviewPage> {
  const [{ rows, total }, counts] = await Promise.all([
    repo.pageRegistrations(db, query),
    repo.countByStatus(db, query.exhibitionId),
  ]);
  const byStatus = { pending: 0, approved: 0, rejected: 0 };
  for (const c of counts) if (c.status in byStatus) byStatus[c.status as VisitorStatus] = c.n;
  return {
    rows: rows.map(toRegistration),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts: byStatus,
  };
}

function fromStatuses(to: VisitorStatus): VisitorStatus[] {
  return (Object.keys(VISITOR_REVIEW_TRANSITIONS) as VisitorStatus[]).filter((from) =>
    VISITOR_REVIEW_TRANSITIONS[from].includes(to),
  );
}

function displayName(row: RegistrationRow) {
  return row.name ?? [row.firstName, row.lastName].filter(Boolean).join(' ');
}

async function notify(deps: AppDeps, row: RegistrationRow) {
  const locale: Locale = isLocale(row.lang) ? row.lang : 'zh-Hans';
  const notice = reviewNotice(locale, row.status === 'approved' ? 'approved' : 'rejected', {
    name: displayName(row),
    badge: row.badgeCode ?? '',
    reason: row.rejectReason ?? '',
    // Approved: the e-badge page; rejected: the form to correct it (the English site's for an
    // English reader), in the reader's language (issue 23 item 18).
    url: siteLink(
      deps.config.publicUrl,
      locale,
      row.status === 'approved' ? '/visitor/visitorAccomplish' : '/visitor/visitorRegister',
    ),
  });
  await deps.notifier.send({ channel: 'email', recipient: row.email, ...notice });
}

async function approveOne(db: Db, id: number, organizerId: number) {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await repo.updateInStatus(db, id, fromStatuses('approved'), {
        status: 'approved',
        badgeCode: newBadgeCode(),
        rejectReason: null,
        reviewedBy: organizerId,
        reviewedAt: new Date(),
      });
    } catch (err) {
      // A badge code drawn twice (32^10 codes): draw again.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new AppError('CONFLICT');
}

export async function approve(deps: AppDeps, id: number, organizerId: number) {
  const row = await approveOne(deps.db, id, organizerId);
  if (!row) throw await stateError(deps.db, id);
  await notify(deps, row);
  return toRegistration(row);
}

export async function bulkApprove(deps: AppDeps, ids: number[], organizerId: number) {
  const approved: number[] = [];
  const skipped: number[] = [];
  for (const id of [...new Set(ids)]) {
    const row = await approveOne(deps.db, id, organizerId);
    if (!row) {
      skipped.push(id);
      continue;
    }
    approved.push(id);
    await notify(deps, row);
  }
  return { approved, skipped };
}

export async function reject(deps: AppDeps, id: number, reason: string, organizerId: number) {
  const row = await repo.updateInStatus(
    deps.db,
    id,
    fromStatuses('rejected'),
    {
      status: 'rejected',
      rejectReason: reason,
      badgeCode: null,
      reviewedBy: organizerId,
      reviewedAt: new Date(),
    },
    // An entry already recorded at the gate cannot be undone by a rejection.
    sql`${visitorRegistrations.checkedInAt} is null`,
  );
  if (!row) throw await stateError(deps.db, id);
  await notify(deps, row);
  return toRegistration(row);
}

async function stateError(db: Db, id: number) {
  const row = await repo.findById(db, id);
  return new AppError(row ? 'VISITOR_REVIEW_STATE' : 'VISITOR_NOT_FOUND');
}

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: FAIR.timeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Records the entry once; a second scan answers when the first one was (HH:MM, fair time) and
 * carries the registration and the first scan's instant as its data.
 */
export async function checkIn(db: Db, code: string, organizerId: number) {
  const row = await repo.markCheckedIn(db, code, organizerId);
  if (row?.checkedInAt)
    return { registration: toRegistration(row), checkedInAt: row.checkedInAt.toISOString() };
  const known = code ? await repo.findByBadge(db, code) : undefined;
  if (known?.status === 'approved' && known.checkedInAt) {
    // The entrance shows who it is and the full date and time of the first scan beside the message.
    throw new AppError('VISITOR_ALREADY_CHECKED_IN', { time: clock.format(known.checkedInAt) }, undefined, {
      registration: toRegistration(known),
      checkedInAt: known.checkedInAt.toISOString(),
    });
  }
  throw new AppError('VISITOR_BADGE_INVALID');
}

export async function sourceStats(db: Db, exhibitionId: number): Promise<VisitorSourceStat[]> {
  const { visits, registrations } = await repo.sourceStats(db, exhibitionId);
  const stats = new Map<string, VisitorSourceStat>();
  const entry = (source: string) => {
    let stat = stats.get(source);
    if (!stat) {
      stat = { source, visits: 0, registrations: 0, approved: 0 };
      stats.set(source, stat);
    }
    return stat;
  };
  for (const v of visits) entry(v.source).visits = v.n;
  for (const r of registrations) {
    const stat = entry(r.source);
    stat.registrations = r.n;
    stat.approved = r.approved;
  }
  return [...stats.values()].sort((a, b) => b.registrations - a.registrations || b.visits - a.visits);
}
