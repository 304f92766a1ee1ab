import { AUTH_HEADER, ErrorCode, type InvoiceRequest } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceRequests } from '../../db/schema';
import { buildOrganizer } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { registrant } from '../seminars/seminars.factories';
import { invoiceBody, orderedRequest, paidOrder, VALID_CREDIT_CODE } from './invoices.factories';
import { pdfText } from './pdf-text.test-support';

const ctx = useTestApp();
const P = '/portal/rest/invoiceRequests';

async function receipt(token: string | undefined, id: number, lang: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `${P}/receipt/${id}`,
    headers: { 'accept-language': lang, ...(token ? { [AUTH_HEADER]: token } : {}) },
  });
}

describe('invoice requests', () => {
  it('are refused for an unpaid order', async () => {
    const { client, order } = await orderedRequest(ctx);
    const res = await client.post(P, invoiceBody(order.id));
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe(ErrorCode.INVOICE_ORDER_NOT_PAID);
    expect(await ctx.db.select().from(invoiceRequests)).toHaveLength(0);
  });

  it('are stored once per paid order, a repeated submit updating the same one', async () => {
    const { client, order, request } = await paidOrder(ctx);
    const first = await client.post(P, invoiceBody(order.id));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const stored = first.body.data as InvoiceRequest;
    expect(stored).toMatchObject({
      orderId: order.id,
      requestId: request.id,
      orderReference: order.reference,
      amount: order.amount,
      type: 'ordinary',
      taxpayerId: VALID_CREDIT_CODE,
      address: null,
    });
    const [again, parallel] = await Promise.all([
      client.post(P, invoiceBody(order.id, { title: '南京洁柔纸业股份有限公司' })),
      client.post(P, invoiceBody(order.id, { title: '南京洁柔纸业股份有限公司' })),
    ]);
    expect(again.status).toBe(200);
    expect(parallel.status).toBe(200);
    expect((again.body.data as InvoiceRequest).id).toBe(stored.id);
    const rows = await ctx.db.select().from(invoiceRequests).where(eq(invoiceRequests.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.title).toBe('南京洁柔纸业股份有限公司');

    const list = await client.get(`${P}/seminar/${request.id}`);
    expect((list.body.data as InvoiceRequest[]).map((i) => i.id)).toEqual([stored.id]);
    const one = await client.get(`${P}/200417/seminar/${request.id}?relevanceById=${order.id}`);
    expect((one.body.data as InvoiceRequest).id).toBe(stored.id);
    const none = await client.get(`${P}/200417/seminar/${request.id}?relevanceById=${order.id + 1000}`);
    expect(none.body.data).toBeNull();
  });

  it('check the taxpayer id and the fields of a special VAT invoice', async () => {
    const { client, order } = await paidOrder(ctx, 1);
    const badId = await client.post(P, invoiceBody(order.id, { taxpayerId: '91320105MA1N2K3L4B' }));
    expect(badId.status).toBe(400);
    expect(badId.body.errorCode).toBe(ErrorCode.INVOICE_TAXPAYER_ID_INVALID);
    const short = await client.post(P, invoiceBody(order.id, { taxpayerId: '12345' }));
    expect(short.body.errorCode).toBe(ErrorCode.INVOICE_TAXPAYER_ID_INVALID);
    const special = await client.post(P, invoiceBody(order.id, { type: 'special', address: '南京市建邺区' }));
    expect(special.status).toBe(400);
    expect((special.body.data as { fields: string[] }).fields.sort()).toEqual(['account', 'bank', 'phone']);
    const full = await client.post(
      P,
      invoiceBody(order.id, {
        type: 'special',
        taxpayerId: '320106 123456789', // an older 15-character number, spaces removed
        address: '南京市建邺区江东中路 300 号',
        phone: '025-8888 6666',
        bank: '中国工商银行南京建邺支行',
        account: '4301 0123 4567 8901 234',
      }),
    );
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    expect(full.body.data).toMatchObject({ type: 'special', taxpayerId: '320106123456789' });
  });

  it('belong to the owner: other users are refused, the organizer may read', async () => {
    const { client, order, request } = await paidOrder(ctx, 1);
    const stored = (await client.post(P, invoiceBody(order.id))).body.data as InvoiceRequest;
    const other = await registrant(ctx);
    const create = await other.client.post(P, invoiceBody(order.id));
    expect(create.status).toBe(404);
    expect(create.body.errorCode).toBe(ErrorCode.PAYMENT_ORDER_NOT_FOUND);
    const change = await other.client.put(P, { ...invoiceBody(order.id), id: stored.id });
    expect(change.body.errorCode).toBe(ErrorCode.INVOICE_NOT_FOUND);
    expect((await other.client.get(`${P}/seminar/${request.id}`)).status).toBe(404);
    expect((await receipt(other.client.token, stored.id, 'en')).statusCode).toBe(404);
    expect((await receipt(undefined, stored.id, 'en')).statusCode).toBe(401);
    const { client: org } = await buildOrganizer(ctx);
    expect((await org.get(`${P}/seminar/${request.id}`)).status).toBe(200);
    expect((await org.put(P, { ...invoiceBody(order.id), id: stored.id })).status).toBe(404);

    const updated = await client.put(P, { ...invoiceBody(order.id), id: stored.id, email: 'ap@example.com' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id: stored.id, email: 'ap@example.com' });
  });
});

describe('the receipt', () => {
  it('is a PDF attachment with the order number, in Chinese or English', async () => {
    const { client, order } = await paidOrder(ctx, 2);
    const stored = (await client.post(P, invoiceBody(order.id))).body.data as InvoiceRequest;
    for (const lang of ['zh-Hans', 'zh-Hant', 'en'] as const) {
      const res = await receipt(client.token, stored.id, lang);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="CIDPEX-receipt-${order.reference}.pdf"`,
      );
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdf.toString('latin1');
      expect(text).toContain(`(${order.reference})`); // the Keywords entry
      expect(text).toContain('/FontFile2'); // the CJK font is embedded (a subset)
      expect(pdf.length).toBeLessThan(200_000);
      const content = pdfText(pdf);
      expect(content).toContain(order.reference);
      expect(content).toContain('李娜');
      expect(content).toContain('南京洁柔纸业有限公司');
      expect(content).toContain('2,560.00');
      expect(content).toContain({ 'zh-Hans': '收据', 'zh-Hant': '收據', en: 'Receipt' }[lang]);
      expect(content).toContain(
        lang === 'en' ? 'Ordinary VAT invoice' : lang === 'zh-Hans' ? '增值税普通发票' : '增值稅普通發票',
      );
    }
    const { client: org } = await buildOrganizer(ctx);
    expect((await receipt(org.token, stored.id, 'zh-Hans')).statusCode).toBe(200);
  });

  it('is refused to an anonymous caller', async () => {
    expect((await new TestClient(ctx.app).get(`${P}/receipt/1`)).status).toBe(401);
  });
});

describe('API documentation', () => {
  it('lists every invoices and surveys route in the OpenAPI document', async () => {
    const doc = ctx.app.swagger() as {
      paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
    };
    for (const [path, method, tag] of [
      ['/portal/rest/invoiceRequests', 'post', 'invoices'],
      ['/portal/rest/invoiceRequests', 'put', 'invoices'],
      ['/portal/rest/invoiceRequests/seminar/{requestId}', 'get', 'invoices'],
      ['/portal/rest/invoiceRequests/{exhibitionId}/seminar/{requestId}', 'get', 'invoices'],
      ['/portal/rest/invoiceRequests/receipt/{invoiceRequestId}', 'get', 'invoices'],
      ['/register/rest/request/{requestId}/visitors/survey/{surveyId}', 'get', 'surveys'],
      ['/register/rest/answers/visitor/{surveyId}/{requestId}', 'post', 'surveys'],
      ['/portal/rest/surveys/stats/answer/{surveyId}', 'get', 'surveys'],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect(op?.summary, `${method} ${path}`).toBeTruthy();
      expect(op?.tags).toEqual([tag]);
    }
  });
});
