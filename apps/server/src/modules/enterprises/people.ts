import type { Db } from '../../db/client';
import { peopleByIds, userMatches } from '../accounts';
import * as repo from './enterprises.repository';

/*
 * The enterprises' lists with the people in them: the repository pages its own rows (the keyword
 * tested against accounts through `userMatches`), then one `peopleByIds` per page reads the names,
 * mobiles and emails (docs/decisions.md, "How domains read each other").
 */

/** A member with the name and contacts of their account. */
export interface StaffJoined {
  staff: repo.StaffRow;
  name: string | null;
  mobile: string | null;
  email: string | null;
}

/** A join request with its enterprise's names and the applicant's name and contacts. */
export type JoinRequestJoined = repo.JoinRequestWithEnterprise & {
  userName: string | null;
  mobile: string | null;
  email: string | null;
};

/** An enterprise's members, administrator first, paged (or all with `args` null); see repo.pageStaff. */
export async function pageStaff(
  db: Db,
  enterpriseId: number,
  filter: { keyword?: string; role?: string },
  args: Parameters<typeof repo.pageStaff>[3],
): Promise<{ rows: StaffJoined[]; total: number }> {
  const page = await repo.pageStaff(db, enterpriseId, filter, args, userMatches);
  const people = await peopleByIds(
    db,
    page.rows.map((s) => s.userId),
  );
  return {
    rows: page.rows.map((staff) => {
      const person = people.get(staff.userId);
      return {
        staff,
        name: person?.name ?? null,
        mobile: person?.mobile ?? null,
        email: person?.email ?? null,
      };
    }),
    total: page.total,
  };
}

/** The enterprise's administrator with their account's mobile, or undefined. */
export async function findAdminOf(db: Db, enterpriseId: number) {
  const staff = await repo.findAdminOf(db, enterpriseId);
  if (!staff) return undefined;
  const person = (await peopleByIds(db, [staff.userId])).get(staff.userId);
  return { staff, mobile: person?.mobile ?? null };
}

/** The applicants' names and contacts beside their join requests (one read of accounts). */
export async function withApplicants(
  db: Db,
  rows: repo.JoinRequestWithEnterprise[],
): Promise<JoinRequestJoined[]> {
  const people = await peopleByIds(
    db,
    rows.map((r) => r.request.userId),
  );
  return rows.map((row) => {
    const person = people.get(row.request.userId);
    return {
      ...row,
      userName: person?.name ?? null,
      mobile: person?.mobile ?? null,
      email: person?.email ?? null,
    };
  });
}

/** An enterprise's join requests, waiting first, the keyword on the applicant's name, mobile or email. */
export async function pageRequests(
  db: Db,
  enterpriseId: number,
  filter: { status?: string; keyword?: string },
  args: Parameters<typeof repo.pageRequests>[3],
) {
  const page = await repo.pageRequests(db, enterpriseId, filter, args, userMatches);
  return { rows: await withApplicants(db, page.rows), total: page.total };
}

/** The certification queue with each applicant's name and mobile (null when the applicant is gone). */
export async function listCertifications(
  db: Db,
  filter: Parameters<typeof repo.listCertifications>[1],
  args: Parameters<typeof repo.listCertifications>[2],
) {
  const page = await repo.listCertifications(db, filter, args);
  const people = await peopleByIds(
    db,
    page.rows.flatMap((r) => (r.enterprise.submittedBy === null ? [] : [r.enterprise.submittedBy])),
  );
  return {
    ...page,
    rows: page.rows.map((r) => {
      const person = r.enterprise.submittedBy === null ? undefined : people.get(r.enterprise.submittedBy);
      return { ...r, applicantName: person?.name ?? null, applicantMobile: person?.mobile ?? null };
    }),
  };
}
