import { type Application, type BoothContract, ErrorCode, fairToday } from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { buildOrganizer } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { pngPicture, readStoredFile, uploadFile } from '../attachments/attachments.test-support';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';
import { buildHall, fillWizard } from './exhibitor-services.factories';

/*
 * Invoices of booth contracts (issue 19, /myEnterprise/ordersContracts and the organizer's
 * contracts): asked for a paid contract with the enterprise's saved invoice information,
 * then issued (number and date) or returned with a reason — requested → issued | rejected,
 * as the seminar invoices.
 */
const ctx = useTestApp();
const X = '/exhibitor/rest';
const ORG = '/portal/rest/organizer/exhibitorServices';
const C = '/portal/rest/contracts';

/** An enterprise whose application was approved: it holds one booth contract, unpaid. */
async function contracted() {
  const built = await buildEnterprise(ctx, { name: `开票纸业${Math.random()}` });
  const hall = await buildHall(ctx);
  await fillWizard(built.adminClient);
  await built.adminClient.post(`${X}/booths/request`, { boothNo: hall.standard[0]!.boothNo });
  const app = (await built.adminClient.put(`${X}/enterpriseApplys/confirm`)).body.data as Application;
  const organizer = await buildOrganizer(ctx);
  expect((await organizer.client.put(`${ORG}/applications/${app.id}/approve`)).body.success).toBe(true);
  const [contract] = (await built.adminClient.get(C)).body.data as BoothContract[];
  return { ...built, organizer, contract: contract! };
}

const SPECIAL = (creditCode: string) => ({
  type: 'special',
  title: '开票纸业有限公司',
  taxpayerId: creditCode,
  address: '南京市江宁区',
  phone: '025-58000001',
  bank: '工商银行江宁支行',
  account: '6222000011112222',
  email: 'fapiao@example.com',
});

describe('invoices of booth contracts', () => {
  it('goes requested → rejected (reason) → asked again → issued once, seen by the exhibitor and the organizer', async () => {
    const { adminClient, enterprise, organizer, contract } = await contracted();
    expect(contract.invoice).toBeNull();

    // Not before payment, and not without saved invoice information.
    const unpaid = await adminClient.post(`${C}/${contract.id}/invoice`);
    expect([unpaid.status, unpaid.body.errorCode]).toEqual([409, ErrorCode.INVOICE_ORDER_NOT_PAID]);
    await adminClient.put(`${C}/${contract.id}/pay`);
    await organizer.client.put(`${ORG}/contracts/${contract.id}/received`);
    const noInfo = await adminClient.post(`${C}/${contract.id}/invoice`);
    expect(noInfo.body.errorCode).toBe(ErrorCode.CONTRACT_INVOICE_INFO_MISSING);

    const info = SPECIAL(enterprise.creditCode!);
    expect((await adminClient.put(`${X}/invoiceInformation`, info)).body.success).toBe(true);
    const [a, b] = await Promise.all([
      adminClient.post(`${C}/${contract.id}/invoice`),
      adminClient.post(`${C}/${contract.id}/invoice`),
    ]);
    expect([a.body.success, b.body.success]).toEqual([true, true]);
    const asked = a.body.data as BoothContract;
    expect(asked.invoice).toMatchObject({
      status: 'requested',
      type: 'special',
      title: info.title,
      taxpayerId: info.taxpayerId,
      email: info.email,
      invoiceNo: null,
    });

    // The organizer sees it with the contract and returns it with a reason.
    const listed = (await organizer.client.get(`${ORG}/contracts`)).body.data as BoothContract[];
    expect(listed.find((c) => c.id === contract.id)?.invoice?.status).toBe('requested');
    const noReason = await organizer.client.put(`${ORG}/contracts/${contract.id}/invoice/reject`, {
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    const returned = await organizer.client.put(`${ORG}/contracts/${contract.id}/invoice/reject`, {
      reason: '抬头与税号不符',
    });
    expect((returned.body.data as BoothContract).invoice).toMatchObject({
      status: 'rejected',
      rejectReason: '抬头与税号不符',
    });
    const issueReturned = await organizer.client.put(`${ORG}/contracts/${contract.id}/invoice/issue`, {
      invoiceNo: '24320000000012345678',
      issuedOn: fairToday(),
    });
    expect(issueReturned.body.errorCode).toBe(ErrorCode.INVOICE_STATE);

    // The exhibitor reads the reason, corrects its information and asks again.
    const mine = (await adminClient.get(C)).body.data as BoothContract[];
    expect(mine[0]?.invoice).toMatchObject({ status: 'rejected', rejectReason: '抬头与税号不符' });
    await adminClient.put(`${X}/invoiceInformation`, { ...info, title: '开票纸业（南京）有限公司' });
    const again = (await adminClient.post(`${C}/${contract.id}/invoice`)).body.data as BoothContract;
    expect(again.invoice).toMatchObject({
      status: 'requested',
      title: '开票纸业（南京）有限公司',
      rejectReason: null,
    });

    const badNo = await organizer.client.put(`${ORG}/contracts/${contract.id}/invoice/issue`, {
      invoiceNo: '12',
      issuedOn: fairToday(),
    });
    expect(badNo.status).toBe(400);
    const [i1, i2] = await Promise.all([
      organizer.client.put(`${ORG}/contracts/${contract.id}/invoice/issue`, {
        invoiceNo: '24320000000012345678',
        issuedOn: fairToday(),
      }),
      organizer.client.put(`${ORG}/contracts/${contract.id}/invoice/issue`, {
        invoiceNo: '24320000000099999999',
        issuedOn: fairToday(),
      }),
    ]);
    expect([i1.body.success, i2.body.success].filter(Boolean)).toHaveLength(1);
    const loser = i1.body.success ? i2 : i1;
    expect(loser.body.errorCode).toBe(ErrorCode.INVOICE_STATE);
    const issued = (await adminClient.get(C)).body.data as BoothContract[];
    expect(issued[0]?.invoice).toMatchObject({ status: 'issued', issuedOn: fairToday() });
    const number = issued[0]!.invoice!.invoiceNo!;
    expect(['24320000000012345678', '24320000000099999999']).toContain(number);

    // Issued: never asked for again.
    const late = await adminClient.post(`${C}/${contract.id}/invoice`);
    expect([late.status, late.body.errorCode]).toEqual([409, ErrorCode.INVOICE_ALREADY_ISSUED]);
    expect(late.body.errorMsg).toContain(number);
  });

  it('refuses the anonymous, plain staff, another enterprise and non-organizers at the decision', async () => {
    const { adminClient, enterprise, organizer, contract } = await contracted();
    await adminClient.put(`${C}/${contract.id}/pay`);
    await organizer.client.put(`${ORG}/contracts/${contract.id}/received`);
    await adminClient.put(`${X}/invoiceInformation`, SPECIAL(enterprise.creditCode!));

    expect((await new TestClient(ctx.app).post(`${C}/${contract.id}/invoice`)).status).toBe(401);
    const staff = await buildMember(ctx, enterprise.id, 'staff');
    expect((await staff.client.post(`${C}/${contract.id}/invoice`)).body.errorCode).toBe(
      ErrorCode.NOT_ENTERPRISE_ADMIN,
    );
    const other = await buildEnterprise(ctx);
    const foreign = await other.adminClient.post(`${C}/${contract.id}/invoice`);
    expect([foreign.status, foreign.body.errorCode]).toEqual([404, ErrorCode.CONTRACT_NOT_FOUND]);

    // Nothing asked yet: the organizer has nothing to issue.
    const none = await organizer.client.put(`${ORG}/contracts/${contract.id}/invoice/issue`, {
      invoiceNo: '24320000000012345678',
      issuedOn: fairToday(),
    });
    expect([none.status, none.body.errorCode]).toEqual([404, ErrorCode.INVOICE_NOT_FOUND]);

    expect((await adminClient.post(`${C}/${contract.id}/invoice`)).body.success).toBe(true);
    const byExhibitor = await adminClient.put(`${ORG}/contracts/${contract.id}/invoice/issue`, {
      invoiceNo: '24320000000012345678',
      issuedOn: fairToday(),
    });
    expect(byExhibitor.status).toBe(403);
    const operator = await buildMember(ctx, enterprise.id, 'operator');
    const byOperator = await operator.client.post(`${C}/${contract.id}/invoice`);
    expect((byOperator.body.data as BoothContract).invoice?.status).toBe('requested');
  });

  it('the signed return copy is read by the enterprise’s members and the organizer only (issue 16 item 2)', async () => {
    const { adminClient, enterprise, organizer, contract } = await contracted();
    const colleague = await buildMember(ctx, enterprise.id);
    const other = await buildEnterprise(ctx);
    const up = await uploadFile(
      ctx.app,
      '/exhibitor/rest/attachments/upload',
      { bytes: await pngPicture(300, 400), fileName: 'signed.png' },
      { token: adminClient.token },
    );
    const copy = up.body.data as { id: number; url: string };
    const attached = await adminClient.put(`${C}/return_copy/${contract.id}`, { attachmentId: copy.id });
    expect(attached.body.errorMsg).toBeNull();
    const read = (token?: string) => readStoredFile(ctx.app, copy.url, token);
    expect((await read()).statusCode).toBe(404);
    expect((await read(other.adminClient.token)).statusCode).toBe(404);
    expect((await read(colleague.client.token)).statusCode).toBe(200);
    expect((await read(organizer.client.token)).statusCode).toBe(200);
  });
});
