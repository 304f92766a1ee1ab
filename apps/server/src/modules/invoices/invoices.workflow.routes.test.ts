import { ErrorCode, fairToday, type InvoiceRequest, type OrganizerInvoice } from '@cidpex/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceRequests, outbox } from '../../db/schema';
import { buildOrganizer } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { registrant } from '../seminars/seminars.factories';
import { invoiceBody, orderedRequest, paidOrder } from './invoices.factories';

const ctx = useTestApp();
const P = '/portal/rest/invoiceRequests';
const ORG = '/portal/rest/organizer/invoiceRequests';
const issueUrl = (id: number) => `${ORG}/${id}/issue`;
const rejectUrl = (id: number) => `${ORG}/${id}/reject`;
const ISSUE = { invoiceNo: '24320000000012345678', issuedOn: '2024-05-20' };

async function requested(lang: 'zh-Hans' | 'en' = 'zh-Hans') {
  const made = await paidOrder(ctx, 1, lang);
  const res = await made.client.post(P, invoiceBody(made.order.id));
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  const { client: org } = await buildOrganizer(ctx);
  return { ...made, org, invoice: res.body.data as InvoiceRequest };
}

async function lastMailTo(recipient: string) {
  const [mail] = await ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  return mail;
}

describe('the invoice workflow', () => {
  it('starts requested; the organizer lists it and issues it once, with number and date', async () => {
    const { client, org, invoice, order, request } = await requested();
    expect(invoice).toMatchObject({
      status: 'requested',
      invoiceNo: null,
      issuedOn: null,
      rejectReason: null,
    });

    const list = await org.get(`${ORG}?status=requested`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const rows = list.body.data as OrganizerInvoice[];
    expect(rows.map((r) => r.id)).toEqual([invoice.id]);
    expect(rows[0]).toMatchObject({ orderReference: order.reference, contactName: request.contactName });
    expect(((await org.get(`${ORG}?status=issued`)).body.data as OrganizerInvoice[]).length).toBe(0);

    const issued = await org.put(issueUrl(invoice.id), { ...ISSUE, invoiceNo: ` ${ISSUE.invoiceNo} ` });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body.data).toMatchObject({ status: 'issued', ...ISSUE });

    // the owner sees it issued
    const mine = await client.get(`${P}/200417/seminar/${request.id}?relevanceById=${order.id}`);
    expect(mine.body.data).toMatchObject({
      status: 'issued',
      invoiceNo: ISSUE.invoiceNo,
      issuedOn: '2024-05-20',
    });
    const mail = await lastMailTo('finance@example.com');
    expect(mail?.subject).toBe('CIDPEX 研讨会发票已开具');
    expect(mail?.body).toContain(ISSUE.invoiceNo);

    // a second decision is refused and changes nothing
    const again = await org.put(rejectUrl(invoice.id), { reason: '抬头有误' });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe(ErrorCode.INVOICE_STATE);
    const [row] = await ctx.db.select().from(invoiceRequests).where(eq(invoiceRequests.id, invoice.id));
    expect(row).toMatchObject({ status: 'issued', rejectReason: null });
  });

  it('refuses any change by the owner once issued, naming the invoice number', async () => {
    const { client, org, invoice, order } = await requested('en');
    await org.put(issueUrl(invoice.id), ISSUE);
    client.lang = 'en';
    const put = await client.put(P, { ...invoiceBody(order.id), id: invoice.id, title: 'Another Co.' });
    expect(put.status).toBe(409);
    expect(put.body.errorCode).toBe(ErrorCode.INVOICE_ALREADY_ISSUED);
    expect(put.body.errorMsg).toBe(
      `The invoice has already been issued (No. ${ISSUE.invoiceNo}) and can no longer be changed; please contact the organizer to correct it`,
    );
    const post = await client.post(P, invoiceBody(order.id, { title: 'Another Co.' }));
    expect(post.status).toBe(409);
    expect(post.body.errorCode).toBe(ErrorCode.INVOICE_ALREADY_ISSUED);
    const [row] = await ctx.db.select().from(invoiceRequests).where(eq(invoiceRequests.id, invoice.id));
    expect(row?.title).toBe('南京洁柔纸业有限公司');
    // the receipt is still there
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `${P}/receipt/${invoice.id}`,
      headers: { 'x-auth-token': client.token ?? '' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.body.startsWith('%PDF')).toBe(true);
  });

  it('is decided by the organizer only', async () => {
    const { client, invoice } = await requested();
    const owner = await client.put(issueUrl(invoice.id), ISSUE);
    expect(owner.status).toBe(403);
    const other = await registrant(ctx);
    expect((await other.client.put(rejectUrl(invoice.id), { reason: 'x' })).status).toBe(403);
    expect((await new TestClient(ctx.app).put(issueUrl(invoice.id), ISSUE)).status).toBe(401);
    expect((await client.get(ORG)).status).toBe(403);
    const [row] = await ctx.db.select().from(invoiceRequests).where(eq(invoiceRequests.id, invoice.id));
    expect(row?.status).toBe('requested');
  });

  it('checks the number, the date and the reason', async () => {
    const { org, invoice } = await requested();
    const blank = await org.put(rejectUrl(invoice.id), { reason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errorCode).toBe(ErrorCode.INVOICE_REJECT_REASON_REQUIRED);
    for (const body of [
      { ...ISSUE, invoiceNo: '1234' },
      { ...ISSUE, invoiceNo: 'ABC12345678' },
      { ...ISSUE, issuedOn: '2024-02-30' },
      { ...ISSUE, issuedOn: '9999-12-31' },
    ]) {
      const res = await org.put(issueUrl(invoice.id), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const [row] = await ctx.db.select().from(invoiceRequests).where(eq(invoiceRequests.id, invoice.id));
    expect(row?.status).toBe('requested');
    expect((await org.put(issueUrl(invoice.id), { ...ISSUE, issuedOn: fairToday() })).status).toBe(200);
    expect((await org.put(issueUrl(99999), ISSUE)).status).toBe(404);
  });

  it('issues once when two organizers decide at the same time', async () => {
    const { org, invoice } = await requested();
    const { client: org2 } = await buildOrganizer(ctx);
    const answers = await Promise.all([
      org.put(issueUrl(invoice.id), ISSUE),
      org2.put(issueUrl(invoice.id), { ...ISSUE, invoiceNo: '99999999' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const mails = await ctx.db.select().from(outbox).where(eq(outbox.recipient, 'finance@example.com'));
    expect(mails).toHaveLength(1);
  });

  it('returns a request with a reason; the owner corrects it, which asks again', async () => {
    const { client, org, invoice, order } = await requested();
    const rejected = await org.put(rejectUrl(invoice.id), { reason: ' 纳税人识别号与抬头不符 ' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: '纳税人识别号与抬头不符' });
    expect((await lastMailTo('finance@example.com'))?.body).toContain('纳税人识别号与抬头不符');

    const fixed = await client.put(P, {
      ...invoiceBody(order.id),
      id: invoice.id,
      title: '南京洁柔纸业股份有限公司',
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body.data).toMatchObject({ status: 'requested', rejectReason: null, reviewedAt: null });
    expect((await org.put(issueUrl(invoice.id), ISSUE)).status).toBe(200);
  });

  it('is never asked for an unpaid order', async () => {
    const { client, order } = await orderedRequest(ctx, 1);
    const res = await client.post(P, invoiceBody(order.id));
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe(ErrorCode.INVOICE_ORDER_NOT_PAID);
    const { client: org } = await buildOrganizer(ctx);
    expect((await org.get(ORG)).body.data).toEqual([]);
  });
});
