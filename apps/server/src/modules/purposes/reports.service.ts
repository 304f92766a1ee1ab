import type {
  PurposeReportBody,
  PurposeReportDecision,
  PurposeReportOutcome,
  PurposeReportPage,
  PurposeReportReason,
  PurposeState,
  PurposeType,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { userNames } from './names';
import * as repo from './purposes.repository';
import { check, type Viewer } from './purposes.service';

/**
 * POST /exhibitor/rest/purposes/{purposeId}/report: a signed-in reader reports a published post
 * (not their own). Reporting again updates the reader's report; it is never counted twice.
 */
export async function report(
  db: Db,
  viewer: Viewer & { userId: number },
  purposeId: number,
  body: PurposeReportBody,
) {
  const row = await repo.findPostRow(db, purposeId);
  if (!row || row.status !== 'Passed') throw new AppError('PURPOSE_NOT_FOUND');
  if (row.publisherId === viewer.userId) throw new AppError('PURPOSE_REPORT_OWN');
  await repo.upsertReport(db, {
    purposeId,
    reporterId: viewer.userId,
    reason: body.reason,
    note: body.note?.trim() || null,
  });
  return { purposeId, reported: true };
}

/** GET /portal/rest/organizer/purposes/reports */
export async function reportQueue(
  db: Db,
  q: { handled?: boolean; page: number; pageSize: number },
): Promise<PurposeReportPage> {
  const { rows, total } = await repo.pageReports(db, q);
  const names = await userNames(
    db,
    rows.map((r) => r.publisherId),
  );
  return {
    rows: rows.map((r) => {
      const counts = new Map<string, number>();
      for (const reason of r.report.reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
      return {
        purposeId: r.report.purposeId,
        purposeTitle: r.title,
        purposeType: r.type as PurposeType,
        publishStatus: r.status as PurposeState,
        publisherName: names.get(r.publisherId) ?? '',
        openCount: r.report.openCount,
        totalCount: r.report.totalCount,
        reasons: [...counts].map(([reason, count]) => ({ reason: reason as PurposeReportReason, count })),
        notes: r.report.notes.filter((n): n is string => Boolean(n)),
        lastReportedAt: new Date(r.report.lastReportedAt).toISOString(),
        outcome: r.report.openCount > 0 ? null : (r.report.outcome as PurposeReportOutcome | null),
      };
    }),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * PUT /portal/rest/organizer/purposes/reports/{purposeId}: hide the post (the publisher reads the
 * reason like a rejection) or keep it; either settles every open report of the post.
 */
export async function decideReports(
  db: Db,
  viewer: Viewer & { userId: number },
  purposeId: number,
  decision: PurposeReportDecision,
) {
  if (!viewer.organizer) throw new AppError('NOT_ORGANIZER');
  const row = await repo.findPostRow(db, purposeId);
  if (!row) throw new AppError('PURPOSE_NOT_FOUND');
  if (decision.outcome === 'hidden' && row.status === 'Passed') {
    await check(db, viewer, purposeId, { action: 'hide', reason: decision.reason });
  }
  const settled = await repo.settleReports(db, purposeId, decision.outcome, viewer.userId);
  return { purposeId, settled };
}
