import type { SettlementInterest, SettlementState } from '@cidpex/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enterpriseSettlements, enterprises, users } from '../db/schema';
import { DEMO_ACCOUNTS } from './demo-accounts';

interface SettlementSeed {
  /** A demo enterprise of the step demo-enterprises, by its Chinese name. */
  enterprise: string;
  status: SettlementState;
  interests: SettlementInterest[];
  contactName: string;
  contactPhone: string;
  note: string;
  rejectReason?: string;
}

/**
 * Settlement applications of the other demo enterprises, so the organizer's queue has one
 * waiting, one settled and one rejected. The demo enterprise (Nanjing Qinghe Paper) has none:
 * its administrator can try /enterprise/settledInterest.
 */
export const DEMO_SETTLEMENTS: SettlementSeed[] = [
  {
    enterprise: '苏州澄溪卫生用品示例有限公司',
    status: 'pending',
    interests: ['booth', 'advertising', 'seminar'],
    contactName: '孙悦',
    contactPhone: '0512-66000001',
    note: '希望在 2 号馆预订 36 平方米光地展位，并在会刊投放半版广告。',
  },
  {
    enterprise: '北极光纸机示例公司',
    status: 'settled',
    interests: ['onlineShowroom', 'matchmaking', 'webcast'],
    contactName: 'Mikko Laine',
    contactPhone: '+358 3 5550 1234',
    note: 'Online showroom for our crescent former line; meetings with tissue mills planning new capacity.',
  },
  {
    enterprise: '远帆无纺布示例有限公司',
    status: 'rejected',
    interests: ['advertising'],
    contactName: '钱浩',
    contactPhone: '0571-82000001',
    note: '广告。',
    rejectReason: '请说明广告的投放位置和预算后重新提交。',
  },
];

/**
 * Demo step `demo-settlements`: the applications above, reviewed by the demo organizer where
 * they are no longer waiting. An enterprise that already has a settlement is left alone.
 */
export async function seedSettlements(db: Db): Promise<void> {
  const organizer = DEMO_ACCOUNTS.find((a) => a.role === 'organizer');
  const [organizerRow] = organizer
    ? await db.select({ id: users.id }).from(users).where(eq(users.mobile, organizer.mobile))
    : [];
  const found = await db
    .select({ id: enterprises.id, name: enterprises.name })
    .from(enterprises)
    .where(
      inArray(
        enterprises.name,
        DEMO_SETTLEMENTS.map((s) => s.enterprise),
      ),
    );
  const submittedAt = new Date('2024-04-12T02:00:00Z');
  const reviewedAt = new Date('2024-04-15T02:00:00Z');
  for (const seed of DEMO_SETTLEMENTS) {
    const enterprise = found.find((e) => e.name === seed.enterprise);
    if (!enterprise) continue;
    const reviewed = seed.status !== 'pending';
    await db
      .insert(enterpriseSettlements)
      .values({
        enterpriseId: enterprise.id,
        status: seed.status,
        interests: seed.interests,
        contactName: seed.contactName,
        contactPhone: seed.contactPhone,
        note: seed.note,
        rejectReason: seed.rejectReason ?? null,
        submittedAt,
        reviewedBy: reviewed ? (organizerRow?.id ?? null) : null,
        reviewedAt: reviewed ? reviewedAt : null,
      })
      .onConflictDoNothing();
  }
}

export const demoSettlementsStep = { name: 'demo-settlements', run: seedSettlements };
