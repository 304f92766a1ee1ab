import type { DirectoryPage, FloorPlan } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { booths, exhibitors } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { buildOrganizer } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise } from '../enterprises/enterprises.factories';
import { addExhibitor } from './exhibitors.factories';
import {
  addBooth,
  assignBooth,
  publishExhibitorPage,
  releaseBooth,
  requestFair,
  reviewFairRequest,
} from './index';

const ctx = useTestApp();
const FAIR_ID = 200417;
const LIST = `/exhibitor/rest/enterprise/exhibition/${FAIR_ID}/yellowPage`;

const booth = (boothNo: string, x = 0) => ({
  exhibitionId: FAIR_ID,
  hall: 'H5',
  boothNo,
  area: 'A1',
  x,
  y: 0,
  w: 3,
  h: 3,
});

/** A certified enterprise whose participation request the organizer approved: it exhibits, with no booth. */
async function approvedExhibitor(name: string) {
  const built = await buildEnterprise(ctx, { name, nameEn: `${name} Ltd` });
  const caller = { userId: built.admin.id, locale: 'zh-Hans' as const };
  const request = await requestFair(ctx.db, caller, { note: null }, FAIR_ID);
  const { user: organizer } = await buildOrganizer(ctx);
  await reviewFairRequest(ctx.db, organizer.id, request.id, { action: 'approve' });
  const [row] = await ctx.db
    .select()
    .from(exhibitors)
    .where(eq(exhibitors.enterpriseId, built.enterprise.id));
  return { ...built, exhibitor: row!, caller };
}

async function list(keyword: string) {
  const res = await new TestClient(ctx.app).post(LIST, { keyword });
  return res.body.data as DirectoryPage;
}

async function expectRefused(promise: Promise<unknown>, code: string) {
  await expect(promise).rejects.toSatisfy((e) => e instanceof AppError && e.code === code);
}

describe('fair participation', () => {
  it('approval puts the enterprise in the directory without a booth; asking again is refused', async () => {
    const { exhibitor, caller } = await approvedExhibitor('示例纸业');
    expect(exhibitor).toMatchObject({ boothNos: [], hallCodes: [], sortKey: '~', nameEn: '示例纸业 Ltd' });
    const found = await list('示例纸业');
    expect(found.rows.map((r) => [r.displayName, r.boothNos])).toEqual([['示例纸业', []]]);
    await expectRefused(requestFair(ctx.db, caller, { note: null }, FAIR_ID), 'FAIR_REQUEST_STATE');
  });

  it('a rejected request leaves the directory as it was', async () => {
    const built = await buildEnterprise(ctx, { name: '被拒企业' });
    const request = await requestFair(
      ctx.db,
      { userId: built.admin.id, locale: 'en' },
      { note: 'H5' },
      FAIR_ID,
    );
    const { user: organizer } = await buildOrganizer(ctx);
    const rejected = await reviewFairRequest(ctx.db, organizer.id, request.id, {
      action: 'reject',
      reason: '展位已满',
    });
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: '展位已满' });
    expect(await ctx.db.select().from(exhibitors)).toHaveLength(0);
    await expectRefused(
      reviewFairRequest(ctx.db, organizer.id, request.id, { action: 'approve' }),
      'FAIR_REQUEST_STATE',
    );
  });
});

describe('booth assignment', () => {
  it('gives a free booth to an exhibitor: the list, the booth search and the floor plan show it there', async () => {
    const { exhibitor } = await approvedExhibitor('蓝天纸品');
    await addBooth(ctx.db, booth('5T01'));
    const { exhibitor: updated } = await assignBooth(ctx.db, FAIR_ID, '5T01', exhibitor.id);
    expect(updated).toMatchObject({
      boothNos: ['5T01'],
      hallCodes: ['H5'],
      areaCodes: ['A1'],
      sortKey: 'H005|5T01',
    });
    // found by its booth number, as the directory's search promises
    const byBooth = await list('5t01');
    expect(byBooth.rows.map((r) => [r.displayName, r.boothNos, r.hall])).toEqual([
      ['蓝天纸品', ['5T01'], 'H5'],
    ]);
    const plan = await new TestClient(ctx.app).get(
      `/exhibitor/rest/enterprise/exhibition/${FAIR_ID}/floorplan/H5`,
    );
    const onPlan = (plan.body.data as FloorPlan).booths.find((b) => b.boothNo === '5T01');
    expect(onPlan).toMatchObject({ exhibitorId: exhibitor.id, displayName: '蓝天纸品' });
    // asking for one's own booth again changes nothing
    const again = await assignBooth(ctx.db, FAIR_ID, '5T01', exhibitor.id);
    expect(again.exhibitor.boothNos).toEqual(['5T01']);
  });

  it('never gives one booth to two exhibitors, even when both ask at once', async () => {
    const first = await approvedExhibitor('甲公司');
    const second = await approvedExhibitor('乙公司');
    await addBooth(ctx.db, booth('5T02'));
    const results = await Promise.allSettled([
      assignBooth(ctx.db, FAIR_ID, '5T02', first.exhibitor.id),
      assignBooth(ctx.db, FAIR_ID, '5T02', second.exhibitor.id),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as AppError).code).toBe('BOOTH_TAKEN');
    const [row] = await ctx.db.select().from(booths).where(eq(booths.boothNo, '5T02'));
    const holders = await ctx.db.select().from(exhibitors);
    // the booth and the exhibitors' copies agree: exactly one holds 5T02
    expect(holders.filter((e) => e.boothNos.includes('5T02')).map((e) => e.id)).toEqual([row!.exhibitorId]);
  });

  it('refuses an unknown booth, an exhibitor of another fair and a release by a non-holder', async () => {
    const { exhibitor } = await approvedExhibitor('丙公司');
    await expectRefused(assignBooth(ctx.db, FAIR_ID, 'NOPE', exhibitor.id), 'BOOTH_NOT_FOUND');
    const other = await addExhibitor(ctx, {
      name: '下届展商',
      nameEn: 'Next fair',
      booths: [{ hall: 'H1', boothNo: '1A01', area: 'A1' }],
      exhibitionId: 200418,
    });
    await addBooth(ctx.db, booth('5T03'));
    await expectRefused(assignBooth(ctx.db, FAIR_ID, '5T03', other.exhibitor.id), 'EXHIBITOR_NOT_FOUND');
    await assignBooth(ctx.db, FAIR_ID, '5T03', exhibitor.id);
    const stranger = await approvedExhibitor('丁公司');
    await expectRefused(releaseBooth(ctx.db, FAIR_ID, '5T03', stranger.exhibitor.id), 'BOOTH_NOT_FOUND');
    const [still] = await ctx.db.select().from(booths).where(eq(booths.boothNo, '5T03'));
    expect(still?.exhibitorId).toBe(exhibitor.id);
  });

  it('a released booth is free again and leaves the exhibitor list entry', async () => {
    const { exhibitor } = await approvedExhibitor('戊公司');
    await addBooth(ctx.db, booth('5T04'));
    await addBooth(ctx.db, booth('5T05', 3));
    await assignBooth(ctx.db, FAIR_ID, '5T04', exhibitor.id);
    await assignBooth(ctx.db, FAIR_ID, '5T05', exhibitor.id);
    const { exhibitor: after } = await releaseBooth(ctx.db, FAIR_ID, '5T04', exhibitor.id);
    expect(after.boothNos).toEqual(['5T05']);
    expect((await list('5T04')).total).toBe(0);
    const [free] = await ctx.db.select().from(booths).where(eq(booths.boothNo, '5T04'));
    expect(free?.exhibitorId).toBeNull();
  });
});

describe('publishing an exhibitor page', () => {
  it('copies only the page fields, whatever else the reviewed row carries (its id, its dates)', async () => {
    const first = await approvedExhibitor('页面示例一');
    const second = await approvedExhibitor('页面示例二');
    // A reviewed preview row: its own id is another exhibitor's id.
    const preview = {
      id: first.exhibitor.id,
      exhibitionId: FAIR_ID,
      enterpriseId: second.enterprise.id,
      profileZhHans: '新的简介',
      profileZhHant: null,
      profileEn: 'New profile',
      coverKey: null,
      createdAt: new Date(0),
    };
    expect(await publishExhibitorPage(ctx.db, FAIR_ID, second.enterprise.id, preview)).toBe(true);
    const [row] = await ctx.db
      .select()
      .from(exhibitors)
      .where(eq(exhibitors.enterpriseId, second.enterprise.id));
    expect(row).toMatchObject({
      id: second.exhibitor.id,
      profileZhHans: '新的简介',
      profileEn: 'New profile',
    });
    expect(row?.createdAt.getTime()).toBe(second.exhibitor.createdAt.getTime());
  });
});
