import { ErrorCode, FAIR, type Order, type OrganizerOrder, type Seminar } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, seminarAttendees, seminarRequests, users } from '../db/schema';
import { signedInClient } from '../test/factories';
import { TestClient, useTestApp } from '../test/harness';
import { runSeeds, SEED_STEPS } from './index';
import { DEMO_SEMINAR_PAYER } from './seminar-order';

const ctx = useTestApp();
const NAMES = ['demo-accounts', 'demo-seminar', 'demo-visitors', 'demo-seminar-order'];

async function clientOf(mobile: string) {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return signedInClient(ctx, user!.id);
}

/** Issue 24: the organizer's Refund on /organizer/payments can be seen in a demo walk. */
describe('demo step demo-seminar-order', () => {
  it('leaves a paid order with its seat taken, which the organizer refunds through the route, once', async () => {
    const steps = SEED_STEPS.filter((s) => NAMES.includes(s.name));
    expect(await runSeeds(ctx.db, steps)).toEqual(NAMES);
    // Once: a second start writes nothing.
    expect(await runSeeds(ctx.db, steps)).toEqual([]);
    expect(await ctx.db.select().from(orders)).toHaveLength(1);

    // The seat is counted as taken, as the seminar's page shows it.
    const seminarOf = async () =>
      (await new TestClient(ctx.app).get(`/portal/rest/seminars/${FAIR.exhibitionId}`)).body.data as Seminar;
    expect(await seminarOf()).toMatchObject({ seatsTaken: 1, seatsLeft: 119 });
    const [request] = await ctx.db.select().from(seminarRequests);
    expect(request).toMatchObject({ status: 'completed', contactMobile: DEMO_SEMINAR_PAYER });
    const [member] = await ctx.db.select().from(seminarAttendees);
    expect(member).toMatchObject({ status: 'seated', requestId: request?.id });

    // The payer sees her order paid on the pay page.
    const payer = await clientOf(DEMO_SEMINAR_PAYER);
    const mine = (await payer.get(`/register/rest/visitor/order/${request?.id}`)).body.data as Order;
    expect(mine).toMatchObject({ status: 'paid', method: 'wechat', seats: 1, refunded: 0 });
    expect(mine.attendeeIds).toEqual([member?.id]);
    // The demo buyer of the README's walk has no request of her own.
    expect(
      (await ctx.db.select().from(seminarRequests)).every((r) => r.contactMobile !== '13800000001'),
    ).toBe(true);

    // The organizer's payments list shows it paid; the Refund goes through the sandbox.
    const organizer = await clientOf('13800000009');
    const list = (await organizer.get('/portal/rest/organizer/payments?status=paid')).body
      .data as OrganizerOrder[];
    expect(list.map((o) => [o.id, o.status])).toEqual([[mine.id, 'paid']]);
    const refund = await organizer.post(`/portal/rest/organizer/payments/${mine.id}/refund`, {});
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const refunded = refund.body.data as Order;
    expect(refunded).toMatchObject({ status: 'paid', refunded: mine.amount });
    expect(refunded.refunds.map((r) => [r.attendeeId, r.status, r.amount])).toEqual([
      [member?.id, 'succeeded', mine.amount],
    ]);
    // The seat is given up.
    const [after] = await ctx.db.select().from(seminarAttendees);
    expect(after?.status).toBe('cancelled');
    expect(await seminarOf()).toMatchObject({ seatsTaken: 0, seatsLeft: 120 });
    const again = await organizer.post(`/portal/rest/organizer/payments/${mine.id}/refund`, {});
    expect(again.body.errorCode).toBe(ErrorCode.ORDER_ALREADY_REFUNDED);
  });
});
