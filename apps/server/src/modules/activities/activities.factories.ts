import { randomInt } from 'node:crypto';
import type { ActivityState } from '@cidpex/contracts';
import { activities, attachments } from '../../db/schema';
import type { TestContext } from '../../test/harness';

/** An uploaded picture row (the bytes are not needed by the calls). */
export async function buildPicture(
  ctx: TestContext,
  ownerUserId: number,
  kind: 'enterpriseImage' | 'picture' | 'logo' | 'license' = 'enterpriseImage',
  mimeType = 'image/png',
) {
  const [row] = await ctx.db
    .insert(attachments)
    .values({
      key: `test/${kind}-${randomInt(1e9)}.png`,
      kind,
      fileName: 'picture.png',
      mimeType,
      size: 2000,
      width: 400,
      height: 300,
      ownerUserId,
    })
    .returning();
  if (!row) throw new Error('attachment not inserted');
  return row;
}

/** An instant on a fair day at a Shanghai wall-clock time. */
export function fairTime(
  day: '2024-05-14' | '2024-05-15' | '2024-05-16' | '2024-05-17' | '2024-05-18',
  time: string,
) {
  return `${day}T${time}:00+08:00`;
}

export function activityInput(overrides: Record<string, unknown> = {}) {
  return {
    title: `新品发布会${randomInt(1e6)}`,
    titleEn: 'New product launch',
    type: 'launch',
    startAt: fairTime('2024-05-16', '10:00'),
    endAt: fairTime('2024-05-16', '11:00'),
    placeType: 'booth',
    place: '5A18',
    capacity: 30,
    description: '现场发布三层原生木浆抽纸新品。',
    ...overrides,
  };
}

/** An activity inserted straight into the table in a given state (for state-table tests). */
export async function buildActivity(
  ctx: TestContext,
  enterpriseId: number,
  status: ActivityState = 'draft',
  extra: { capacity?: number; rejectReason?: string | null; title?: string; createdBy?: number } = {},
) {
  const [row] = await ctx.db
    .insert(activities)
    .values({
      enterpriseId,
      title: extra.title ?? `测试活动${randomInt(1e6)}`,
      type: 'launch',
      startAt: new Date(fairTime('2024-05-15', '14:00')),
      endAt: new Date(fairTime('2024-05-15', '15:00')),
      placeType: 'room',
      place: '会议室 M2',
      capacity: extra.capacity ?? 20,
      status,
      rejectReason: extra.rejectReason ?? null,
      createdBy: extra.createdBy ?? null,
      submittedAt: status === 'draft' ? null : new Date(),
    })
    .returning();
  if (!row) throw new Error('activity not inserted');
  return row;
}
