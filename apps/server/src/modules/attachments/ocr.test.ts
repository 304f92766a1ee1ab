import { ErrorCode } from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { businessCard, uploadFile } from './attachments.test-support';
import { parseCardText } from './ocr';

describe('parsing a card text', () => {
  it('finds emails, phones and websites and keeps them apart', () => {
    const result = parseCardText(
      'ZHANG Wei\nSales Director\nE-mail: Zhang.Wei@Hengan-Demo.com.cn\nTel: +86 (595) 8570 8888\n' +
        'Mobile 138-0013-8000\nhttps://www.hengan-demo.com/en\nPostcode 362261 Date 2024-05-15\nShop: tmall.com\n',
    );
    expect(result.emails).toEqual(['zhang.wei@hengan-demo.com.cn']);
    expect(result.phones).toEqual(['+86 (595) 8570 8888', '138-0013-8000']);
    expect(result.websites).toEqual(['https://www.hengan-demo.com/en', 'tmall.com']);
    expect(result.text.startsWith('ZHANG Wei')).toBe(true);
  });

  it('answers empty lists for a card without contact details', () => {
    expect(parseCardText('  Co., Ltd.  ')).toEqual({
      text: 'Co., Ltd.',
      emails: [],
      phones: [],
      websites: [],
    });
  });
});

describe('POST /exhibitor/rest/attachments/{id}/ocr', () => {
  const ctx = useTestApp();

  async function uploadCard() {
    const user = await buildUser(ctx);
    const client = await signedInClient(ctx, user.id, 'en');
    const res = await uploadFile(
      ctx.app,
      '/portal/rest/attachments/visitorCard/form',
      { bytes: await businessCard(), fileName: 'card.png' },
      { token: client.token },
    );
    return { client, id: (res.body.data as { id: number }).id };
  }

  it('reads the uploader’s business card offline', async () => {
    const { client, id } = await uploadCard();
    const res = await client.post(`/exhibitor/rest/attachments/${id}/ocr`);
    expect(res.status).toBe(200);
    const data = res.body.data as { text: string; emails: string[]; phones: string[]; websites: string[] };
    expect(data.text).toContain('Li Ming');
    expect(data.emails).toEqual(['li.ming@example.com']);
    expect(data.phones).toEqual(['+86 138 0000 0001']);
    expect(data.websites).toEqual(['www.cidpex-demo.com']);
  }, 60_000);

  it('refuses another user, an anonymous caller and a file that is not a picture', async () => {
    const { client, id } = await uploadCard();
    const other = await buildUser(ctx);
    const otherClient = await signedInClient(ctx, other.id, 'en');
    const refused = await otherClient.post(`/exhibitor/rest/attachments/${id}/ocr`);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(ErrorCode.FORBIDDEN);
    expect((await new TestClient(ctx.app).post(`/exhibitor/rest/attachments/${id}/ocr`)).status).toBe(401);

    const pdf = await uploadFile(
      ctx.app,
      '/exhibitor/rest/attachments/uploadSettled',
      { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), fileName: 'a.pdf' },
      { token: client.token },
    );
    const pdfId = (pdf.body.data as { id: number }).id;
    const notPicture = await client.post(`/exhibitor/rest/attachments/${pdfId}/ocr`);
    expect(notPicture.status).toBe(415);
    expect(notPicture.body.errorMsg).toBe('Pictures must be JPG or PNG');
    expect((await client.post('/exhibitor/rest/attachments/424242/ocr')).status).toBe(404);
  });
});
