import { randomBytes } from 'node:crypto';
import { FAIR, PAYMENT_LIMITS, SEMINAR_REQUEST_TYPE } from '@cidpex/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { newTradeNo } from '../modules/payments/payment-providers';
import * as paymentsRepo from '../modules/payments/payments.repository';
import { SEMINAR_SEATS } from '../modules/payments/subjects.service';
import * as seminarsRepo from '../modules/seminars/seminars.repository';
import { JOB_TITLES } from './dict-data';
import { DEMO_VISITORS } from './visitors';

/** The fictional buyer who paid: 陈晓燕, approved in demo-visitors (signs in with the demo password). */
export const DEMO_SEMINAR_PAYER = '13800000103';

/**
 * Demo step `demo-seminar-order` (issue 24): a paid seminar order, so that the organizer's
 * _退款 / Refund_ shows on /organizer/payments in a demo walk. The fictional buyer 陈晓燕 registered
 * herself for the demo seminar and paid through the WeChat sandbox; the rows are what the real flow
 * leaves, written through the seminars' and payments' repositories in the same order:
 * placeholder and draft (the request and its member), complete (the seat taken — one
 * conditional update of the seminar's count — and the member seated), the order opened for the
 * seated member (GET …/order: reference, unit price, its item), started with the sandbox (a trade
 * number and its QR expiry) and its confirmation applied (pending → paid, method wechat). The
 * organizer's refund then goes back through the sandbox and the seat is given up, as for any order.
 * The demo buyer 13800000001 is left without a request, for the README's walk. Nothing is written
 * when the payer's account is not the demo one, she already registered, or no seat is free.
 */
export async function seedSeminarOrder(db: Db): Promise<void> {
  const payer = DEMO_VISITORS.find((v) => v.mobile === DEMO_SEMINAR_PAYER);
  const seminar = await seminarsRepo.findSeminarByExhibition(db, FAIR.exhibitionId);
  if (!payer?.name || !seminar) return;
  // Only the account demo-visitors made (its mobile and email): a real user with the number is left alone.
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, payer.mobile), eq(users.email, payer.email)));
  if (!user) return;
  if (await seminarsRepo.activeRequestOf(db, seminar.id, user.id)) return;
  if (await seminarsRepo.activeByMobile(db, seminar.id, payer.mobile)) return;

  // complete: the seat first (none free: nothing to pay for, nothing written).
  if (!(await seminarsRepo.takeSeat(db, seminar.id))) return;
  const now = new Date();
  const request = await seminarsRepo.insertRequest(db, {
    exhibitionId: FAIR.exhibitionId,
    seminarId: seminar.id,
    userId: user.id,
    enterpriseId: null,
    type: SEMINAR_REQUEST_TYPE,
    status: 'draft',
    lang: payer.lang,
    contactName: payer.name,
    contactMobile: payer.mobile,
    contactEmail: payer.email,
    company: payer.company,
  });
  if (!request) throw new Error('demo-seminar-order: the request was not stored');
  const [member] = await seminarsRepo.insertAttendees(db, [
    {
      requestId: request.id,
      seminarId: seminar.id,
      name: payer.name,
      mobile: payer.mobile,
      idLast6: payer.idNumber.slice(-6),
      company: payer.company,
      // The form takes the job title as text: the name of her pre-registration's title.
      jobTitle: JOB_TITLES.find(([code]) => code === payer.jobTitle)?.[1] ?? null,
      email: payer.email,
      status: 'draft',
    },
  ]);
  if (!member) throw new Error('demo-seminar-order: the member was not stored');
  await seminarsRepo.moveAttendee(db, member.id, ['draft'], { status: 'seated' });
  await seminarsRepo.updateRequest(db, request.id, { status: 'completed', completedAt: now });

  // GET …/order: the order of the seated member, at the seminar's price (not an HPIA member).
  const order = await paymentsRepo.insertOrder(db, {
    subjectKind: SEMINAR_SEATS,
    subjectId: request.id,
    reference: `S${request.id}-${randomBytes(3).toString('hex').toUpperCase()}`,
    seats: 1,
    unitPrice: seminar.price,
    amount: seminar.price,
    status: 'pending',
  });
  if (!order) throw new Error('demo-seminar-order: the order was not stored');
  await paymentsRepo.replaceItems(db, order, [member.id]);
  // POST …/start with wechat (the sandbox), then its signed confirmation: pending → paid.
  await paymentsRepo.updateOrder(db, order.id, {
    method: 'wechat',
    tradeNo: newTradeNo(),
    tradeExpiresAt: new Date(now.getTime() + PAYMENT_LIMITS.qrMinutes * 60_000),
  });
  await paymentsRepo.markPaid(db, order.id, { method: 'wechat' });
}

export const demoSeminarOrderStep = { name: 'demo-seminar-order', run: seedSeminarOrder };
