import {
  type AdminCodeSent,
  type AuditDecision,
  type Bound,
  type JoinAction,
  type JoinRequest,
  type JoinRequestPage,
  type JoinResult,
  type JoinState,
  nextJoinState,
  type Staff,
  type StaffPage,
  type StaffRole,
  type StaffValid,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { consumeCode, issueCode } from '../accounts';
import { toJoinRequest, toStaff } from './dto';
import { notifyUser } from './enterprises.messages';
import * as repo from './enterprises.repository';
import type { Caller } from './enterprises.service';
import { assertAdmin, assertMember, getMembership } from './membership';
import * as people from './people';

function transition(from: JoinState | 'none', action: JoinAction): JoinState {
  const to = nextJoinState(from, action);
  if (!to) throw new AppError('JOIN_STATE');
  return to;
}

/* ----------------------------------------------------------- applicant side */

export interface JoinInput {
  enterpriseId: number;
  department: string | null;
  position: string | null;
  jobTitle: string | null;
  message: string | null;
}

/**
 * POST /portal/rest/entCer/joinEnt: apply to join a certified enterprise, or apply again
 * after a cancel, a rejection or a removal. A blacklisted user cannot apply again; a user
 * has one application waiting at a time and belongs to one enterprise.
 */
export async function applyToJoin(db: Db, caller: Caller, input: JoinInput): Promise<JoinRequest> {
  try {
    const id = await db.transaction(async (tx) => {
      const enterprise = await repo.findEnterprise(tx, input.enterpriseId);
      if (enterprise?.status !== 'certified') throw new AppError('ENTERPRISE_NOT_FOUND');
      if (await getMembership(tx, caller.userId)) throw new AppError('ALREADY_IN_ENTERPRISE');
      const submitted = await repo.findSubmittedBy(tx, caller.userId);
      if (submitted?.status === 'pending') throw new AppError('CERTIFICATION_PENDING');
      const existing = await repo.findRequestRow(tx, input.enterpriseId, caller.userId);
      if (existing?.status === 'blacklisted') throw new AppError('JOIN_BLACKLISTED');
      const pending = await repo.findPendingOfUser(tx, caller.userId);
      if (pending) throw new AppError('JOIN_PENDING_EXISTS');
      const to = transition(existing ? (existing.status as JoinState) : 'none', 'apply');
      const values = {
        status: to,
        department: input.department,
        position: input.position,
        jobTitle: input.jobTitle,
        message: input.message,
        reason: null,
        decidedBy: null,
        decidedAt: null,
      };
      const row = existing
        ? await repo.updateRequest(tx, existing.id, { ...values, createdAt: new Date() })
        : await repo.insertRequest(tx, {
            ...values,
            enterpriseId: input.enterpriseId,
            userId: caller.userId,
          });
      if (!row) throw new AppError('JOIN_FAILED');
      return row.id;
    });
    return await requestDto(db, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('JOIN_PENDING_EXISTS');
    throw err;
  }
}

async function requestDto(db: Db, id: number): Promise<JoinRequest> {
  const row = await repo.findRequest(db, id);
  const [joined] = row ? await people.withApplicants(db, [row]) : [];
  if (!joined) throw new AppError('JOIN_REQUEST_NOT_FOUND');
  return toJoinRequest(joined);
}

/** DELETE /exhibitor/rest/enterprise/cancelJoinEnt/{id}: the applicant withdraws a waiting request. */
export async function cancelJoin(db: Db, caller: Caller, requestId: number): Promise<JoinRequest> {
  await db.transaction(async (tx) => {
    const row = await repo.findRequestRowById(tx, requestId);
    if (!row || row.userId !== caller.userId) throw new AppError('JOIN_REQUEST_NOT_FOUND');
    const to = transition(row.status as JoinState, 'cancel');
    await repo.updateRequest(tx, row.id, { status: to });
  });
  return requestDto(db, requestId);
}

/** GET /exhibitor/rest/staffs/getJoinEntResult */
export async function joinResult(db: Db, userId: number): Promise<JoinResult> {
  const row = await repo.latestRequestOfUser(db, userId);
  const [joined] = row ? await people.withApplicants(db, [row]) : [];
  return { request: joined ? toJoinRequest(joined) : null };
}

/** GET /portal/rest/entCer/certificationList: the caller's join requests, newest first. */
export async function ownRequests(db: Db, userId: number): Promise<JoinRequest[]> {
  return (await people.withApplicants(db, await repo.requestsOfUser(db, userId))).map(toJoinRequest);
}

/** GET /portal/rest/entCer/checkJoined and /exhibitor/rest/staffs/isBoundEnterprise */
export async function bound(db: Db, userId: number): Promise<Bound> {
  const membership = await getMembership(db, userId);
  return { bound: Boolean(membership), membership };
}

/**
 * POST /portal/rest/entCer/changeEnt: a member (not the administrator) asks to move to
 * another certified enterprise. They stay a member of the current one until the other
 * enterprise's administrator approves; the approval moves them.
 */
export async function changeEnterprise(db: Db, caller: Caller, input: JoinInput): Promise<JoinRequest> {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  if (membership.role === 'admin') throw new AppError('ADMIN_MUST_HAND_OVER');
  if (membership.enterpriseId === input.enterpriseId) throw new AppError('ALREADY_IN_ENTERPRISE');
  try {
    const id = await db.transaction(async (tx) => {
      const enterprise = await repo.findEnterprise(tx, input.enterpriseId);
      if (enterprise?.status !== 'certified') throw new AppError('ENTERPRISE_NOT_FOUND');
      const existing = await repo.findRequestRow(tx, input.enterpriseId, caller.userId);
      if (existing?.status === 'blacklisted') throw new AppError('JOIN_BLACKLISTED');
      if (await repo.findPendingOfUser(tx, caller.userId)) throw new AppError('JOIN_PENDING_EXISTS');
      const to = transition(existing ? (existing.status as JoinState) : 'none', 'apply');
      const values = {
        status: to,
        department: input.department,
        position: input.position,
        jobTitle: input.jobTitle,
        message: input.message,
        reason: null,
        decidedBy: null,
        decidedAt: null,
      };
      const row = existing
        ? await repo.updateRequest(tx, existing.id, { ...values, createdAt: new Date() })
        : await repo.insertRequest(tx, {
            ...values,
            enterpriseId: input.enterpriseId,
            userId: caller.userId,
          });
      if (!row) throw new AppError('JOIN_FAILED');
      return row.id;
    });
    return await requestDto(db, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('JOIN_PENDING_EXISTS');
    throw err;
  }
}

/* -------------------------------------------------------- administrator side */

/** GET /exhibitor/rest/staffs/listApplication: the administrator's applications, waiting first. */
export async function listApplications(
  db: Db,
  caller: Caller,
  query: { status?: JoinState; keyword?: string; page: number; pageSize: number },
): Promise<JoinRequestPage> {
  const membership = await assertAdmin(db, caller.userId, undefined, caller.locale);
  const { rows, total } = await people.pageRequests(db, membership.enterpriseId, query, query);
  return { rows: rows.map(toJoinRequest), total, page: query.page, pageSize: query.pageSize };
}

/**
 * The administrator approves, rejects (with a reason) or blacklists an application to
 * THEIR enterprise. Approval makes the applicant a 'staff' member (moving them from their
 * previous enterprise when they asked to change). The applicant is notified.
 */
export async function auditJoin(
  deps: AppDeps,
  caller: Caller,
  input: { requestId: number; decision: AuditDecision; reason?: string | null },
): Promise<JoinRequest> {
  const { db } = deps;
  const membership = await assertAdmin(db, caller.userId, undefined, caller.locale);
  if (input.decision === 'reject' && !input.reason) throw new AppError('REJECT_REASON_REQUIRED');
  const request = await db.transaction(async (tx) => {
    const row = await repo.findRequestRowById(tx, input.requestId);
    if (!row || row.enterpriseId !== membership.enterpriseId) throw new AppError('JOIN_REQUEST_NOT_FOUND');
    const to = transition(row.status as JoinState, input.decision);
    if (input.decision === 'approve') {
      const current = await getMembership(tx, row.userId);
      if (current) {
        if (current.role === 'admin') throw new AppError('JOIN_FAILED');
        await repo.deleteStaff(tx, current.staffId);
        await repo.markRemoved(tx, current.enterpriseId, row.userId);
      }
      await repo.insertStaff(tx, {
        enterpriseId: row.enterpriseId,
        userId: row.userId,
        role: 'staff',
        department: row.department,
        position: row.position,
        jobTitle: row.jobTitle,
      });
    }
    const updated = await repo.updateRequest(tx, row.id, {
      status: to,
      reason: input.decision === 'approve' ? null : (input.reason ?? null),
      decidedBy: caller.userId,
      decidedAt: new Date(),
    });
    if (!updated) throw new AppError('JOIN_REQUEST_NOT_FOUND');
    return updated;
  });
  await notifyUser(deps, request.userId, input.decision === 'approve' ? 'joinApproved' : 'joinRejected', {
    name: membership.name,
    reason: request.reason,
  });
  return requestDto(db, request.id);
}

/* --------------------------------------------------------------------- staff */

/** POST /exhibitor/rest/staffs/page (and entCer/searchEmployee): members of the caller's enterprise. */
export async function pageStaff(
  db: Db,
  caller: Caller,
  query: { keyword?: string; role?: StaffRole; page: number; pageSize: number },
): Promise<StaffPage> {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  const { rows, total } = await people.pageStaff(db, membership.enterpriseId, query, query);
  return { rows: rows.map(toStaff), total, page: query.page, pageSize: query.pageSize };
}

/** GET /exhibitor/rest/staffs/findAllStaffsByCurrent */
export async function allStaff(db: Db, caller: Caller): Promise<Staff[]> {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  const { rows } = await people.pageStaff(db, membership.enterpriseId, {}, null);
  return rows.map(toStaff);
}

/** GET /exhibitor/rest/staffs/user/{userId}/valid: whether a user is a member of the caller's enterprise. */
export async function staffValid(db: Db, caller: Caller, userId: number): Promise<StaffValid> {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  const other = await getMembership(db, userId);
  if (!other || other.enterpriseId !== membership.enterpriseId) return { valid: false, role: null };
  return { valid: true, role: other.role };
}

async function staffOfMine(db: Db, enterpriseId: number, staffId: number) {
  const row = await repo.findStaff(db, enterpriseId, staffId);
  if (!row) throw new AppError('STAFF_NOT_FOUND');
  return row;
}

async function staffDto(db: Db, enterpriseId: number, staffId: number): Promise<Staff> {
  const { rows } = await people.pageStaff(db, enterpriseId, {}, null);
  const row = rows.find((r) => r.staff.id === staffId);
  if (!row) throw new AppError('STAFF_NOT_FOUND');
  return toStaff(row);
}

/** GET /exhibitor/rest/staffs/code: an SMS code to the current administrator, to replace them. */
export async function sendAdminCode(deps: AppDeps, caller: Caller & { ip: string }): Promise<AdminCodeSent> {
  const membership = await assertAdmin(deps.db, caller.userId, undefined, caller.locale);
  const admin = await people.findAdminOf(deps.db, membership.enterpriseId);
  if (!admin?.mobile) throw new AppError('ADMIN_MOBILE_MISSING');
  const sent = await issueCode(deps, {
    channel: 'sms',
    address: admin.mobile,
    purpose: 'changeAdmin',
    ip: caller.ip,
    locale: caller.locale,
    signedIn: true,
  });
  return { ...sent, maskedMobile: `${admin.mobile.slice(0, 3)}****${admin.mobile.slice(-4)}` };
}

/**
 * PUT /exhibitor/rest/staffs/alterType: the administrator sets a member's role. Giving the
 * 'admin' role replaces the administrator (who becomes 'staff') and uses up the SMS code
 * sent to the administrator's mobile, in the same transaction. The administrator's own
 * role cannot be changed any other way.
 */
export async function alterType(
  deps: AppDeps,
  caller: Caller,
  input: { staffId: number; role: StaffRole; code?: string },
): Promise<Staff> {
  const { db } = deps;
  const membership = await assertAdmin(db, caller.userId, undefined, caller.locale);
  const target = await staffOfMine(db, membership.enterpriseId, input.staffId);
  if (target.role === 'admin') throw new AppError('ADMIN_ROLE_LOCKED');
  if (input.role !== 'admin') {
    await repo.updateStaff(db, target.id, { role: input.role });
    return staffDto(db, membership.enterpriseId, target.id);
  }
  const admin = await people.findAdminOf(db, membership.enterpriseId);
  if (!admin?.mobile) throw new AppError('ADMIN_MOBILE_MISSING');
  await consumeCode(
    db,
    { address: admin.mobile, purpose: 'changeAdmin', code: input.code ?? '' },
    async (tx) => {
      await repo.lockEnterprise(tx, membership.enterpriseId);
      const still = await repo.findStaff(tx, membership.enterpriseId, target.id);
      if (!still) throw new AppError('STAFF_NOT_FOUND');
      await repo.updateStaff(tx, membership.staffId, { role: 'staff' });
      await repo.updateStaff(tx, target.id, { role: 'admin' });
    },
  );
  return staffDto(db, membership.enterpriseId, target.id);
}

/** DELETE /exhibitor/rest/staffs/rolePermission/{staffId}: takes a member's extra role away (back to 'staff'). */
export async function revokeRole(db: Db, caller: Caller, staffId: number): Promise<Staff> {
  const membership = await assertAdmin(db, caller.userId, undefined, caller.locale);
  const target = await staffOfMine(db, membership.enterpriseId, staffId);
  if (target.role === 'admin') throw new AppError('ADMIN_ROLE_LOCKED');
  await repo.updateStaff(db, target.id, { role: 'staff' });
  return staffDto(db, membership.enterpriseId, target.id);
}

/** DELETE /exhibitor/rest/enterprise/settlement/delEmployee/{id}: removes a member (never the administrator). */
export async function deleteEmployee(db: Db, caller: Caller, staffId: number): Promise<{ ok: true }> {
  const membership = await assertAdmin(db, caller.userId, undefined, caller.locale);
  await db.transaction(async (tx) => {
    const target = await staffOfMine(tx, membership.enterpriseId, staffId);
    if (target.role === 'admin') throw new AppError('ADMIN_ROLE_LOCKED');
    await repo.deleteStaff(tx, target.id);
    await repo.markRemoved(tx, membership.enterpriseId, target.userId);
  });
  return { ok: true };
}

/** PUT /exhibitor/rest/enterprise/settlement/amendEmployee: department, position and title (administrator, or the member themself). */
export async function amendEmployee(
  db: Db,
  caller: Caller,
  input: { staffId: number; department: string | null; position: string | null; jobTitle: string | null },
): Promise<Staff> {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  if (membership.role !== 'admin' && membership.staffId !== input.staffId) {
    throw new AppError('NOT_ENTERPRISE_ADMIN');
  }
  const target = await staffOfMine(db, membership.enterpriseId, input.staffId);
  await repo.updateStaff(db, target.id, {
    department: input.department,
    position: input.position,
    jobTitle: input.jobTitle,
  });
  return staffDto(db, membership.enterpriseId, target.id);
}
