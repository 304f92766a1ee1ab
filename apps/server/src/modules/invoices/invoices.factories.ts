import type { InvoiceCreateInput, Order, SeminarRequest } from '@cidpex/contracts';
import { buildOrganizer } from '../../test/factories';
import type { Lang, TestClient, TestContext } from '../../test/harness';
import { attendee, buildSeminar, draftRequest, registrant } from '../seminars/seminars.factories';

/** A completed seminar request with seated members and its (pending) order. */
export async function orderedRequest(ctx: TestContext, members = 2, lang: Lang = 'zh-Hans') {
  await buildSeminar(ctx, { seatLimit: 10 });
  const { user, client } = await registrant(ctx, lang);
  const draft = await draftRequest(
    client,
    user.id,
    Array.from({ length: members }, (_, i) => attendee({ name: i === 0 ? '李娜' : '张伟' })),
  );
  const done = await client.put(`/register/rest/request/${draft.id}/complete`);
  if (done.status !== 200) throw new Error(`complete: ${JSON.stringify(done.body)}`);
  const opened = await client.get(`/register/rest/visitor/order/${draft.id}`);
  if (opened.status !== 200) throw new Error(`order: ${JSON.stringify(opened.body)}`);
  return { user, client, request: done.body.data as SeminarRequest, order: opened.body.data as Order };
}

/** Pays an order by bank transfer, marked received by an organizer. */
export async function payByBank(ctx: TestContext, client: TestClient, orderId: number) {
  const started = await client.post(`/portal/rest/payments/${orderId}/start`, { method: 'bank' });
  if (started.status !== 200) throw new Error(`start: ${JSON.stringify(started.body)}`);
  const { client: org } = await buildOrganizer(ctx);
  const received = await org.post(`/portal/rest/organizer/payments/${orderId}/received`);
  if (received.status !== 200) throw new Error(`received: ${JSON.stringify(received.body)}`);
  return received.body.data as Order;
}

/** A paid order of a completed request. */
export async function paidOrder(ctx: TestContext, members = 2, lang: Lang = 'zh-Hans') {
  const made = await orderedRequest(ctx, members, lang);
  const order = await payByBank(ctx, made.client, made.order.id);
  return { ...made, order };
}

/** A valid ordinary VAT invoice request. */
export function invoiceBody(
  orderId: number,
  overrides: Partial<InvoiceCreateInput> = {},
): InvoiceCreateInput {
  return {
    orderId,
    type: 'ordinary',
    title: '南京洁柔纸业有限公司',
    taxpayerId: VALID_CREDIT_CODE,
    email: 'finance@example.com',
    ...overrides,
  };
}

/** A unified social credit code with a correct check character (fictional). */
export const VALID_CREDIT_CODE = '91320105MA1N2K3L4A';
