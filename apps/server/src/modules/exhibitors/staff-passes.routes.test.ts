import { ErrorCode, type StaffPass, type StaffPassList, staffPasses } from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';
import { exhibitAs } from './exhibitors.factories';

const ctx = useTestApp();
const BASE = '/exhibitor/rest/staffPasses';
const person = (n: number) => ({
  name: `员工${n}`,
  jobTitle: '销售',
  mobile: `1391234${String(n).padStart(4, '0')}`,
});

/** An enterprise exhibiting at one 3×3 booth (9 m²: three passes). */
async function exhibiting() {
  const built = await buildEnterprise(ctx, { name: '工作证纸业' });
  await exhibitAs(ctx, built.enterprise.id, { hall: 'H6', boothNo: `6P${built.enterprise.id}`, area: 'A02' });
  return built;
}

describe('staff passes', () => {
  it('follows fair-facts: one per 3 m², at least two', () => {
    expect(staffPasses(9)).toBe(3);
    expect(staffPasses(3)).toBe(2);
    expect(staffPasses(36)).toBe(12);
  });

  it('are named up to the limit of the sold booths, once per mobile, even when sent together', async () => {
    const { adminClient } = await exhibiting();
    const list = (await adminClient.get(BASE)).body.data as StaffPassList;
    expect([list.limit, list.boothArea, list.passes.length]).toEqual([3, 9, 0]);
    expect(list.enterpriseName).toBe('工作证纸业');

    const sent = await Promise.all([1, 2, 3, 4].map((n) => adminClient.post(BASE, person(n))));
    expect(sent.filter((r) => r.body.success)).toHaveLength(3);
    const refused = sent.find((r) => !r.body.success)!;
    expect(refused.body.errorCode).toBe(ErrorCode.STAFF_PASS_LIMIT);
    expect(refused.body.errorMsg).toContain('3');

    // Once per mobile: one that got a pass asks again (which of the four lost the race varies on PostgreSQL).
    const winner = [1, 2, 3, 4].find((_, i) => sent[i]!.body.success)!;
    const again = await adminClient.post(BASE, person(winner));
    expect(again.body.success).toBe(true);
    const after = (await adminClient.get(BASE)).body.data as StaffPassList;
    expect(after.passes).toHaveLength(3);
    expect(new Set(after.passes.map((p) => p.passNo)).size).toBe(3);
    expect(after.passes[0]!.passNo).toMatch(/^S\d+-\d{6}$/);
  });

  it('need a sold booth', async () => {
    const { adminClient } = await buildEnterprise(ctx);
    const list = (await adminClient.get(BASE)).body.data as StaffPassList;
    expect(list.limit).toBe(0);
    const refused = await adminClient.post(BASE, person(5));
    expect(refused.body.errorCode).toBe(ErrorCode.STAFF_PASS_NO_BOOTH);
  });

  it('are changed and given back by the enterprise only; plain staff read them; others are refused', async () => {
    const { adminClient, enterprise } = await exhibiting();
    const made = (await adminClient.post(BASE, person(6))).body.data as StaffPass;
    const second = (await adminClient.post(BASE, person(7))).body.data as StaffPass;

    const staff = await buildMember(ctx, enterprise.id, 'staff');
    const read = (await staff.client.get(BASE)).body.data as StaffPassList;
    expect(read.passes.map((p) => p.id)).toEqual([made.id, second.id]);
    const staffAdd = await staff.client.post(BASE, person(8));
    expect(staffAdd.body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_ADMIN);

    const other = await buildEnterprise(ctx);
    const foreignChange = await other.adminClient.put(`${BASE}/${made.id}`, person(9));
    expect([foreignChange.status, foreignChange.body.errorCode]).toEqual([
      403,
      ErrorCode.NOT_ENTERPRISE_STAFF,
    ]);
    const foreignDelete = await other.adminClient.delete(`${BASE}/${made.id}`);
    expect(foreignDelete.body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_STAFF);
    const theirs = (await other.adminClient.get(BASE)).body.data as StaffPassList;
    expect(theirs.passes).toHaveLength(0);
    const buyer = await signedInClient(ctx, (await buildUser(ctx)).id);
    expect((await buyer.get(BASE)).body.success).toBe(false);
    expect((await new TestClient(ctx.app).get(BASE)).status).toBe(401);

    const taken = await adminClient.put(`${BASE}/${made.id}`, { ...person(6), mobile: second.mobile });
    expect(taken.body.errorCode).toBe(ErrorCode.STAFF_PASS_MOBILE_TAKEN);
    const changed = await adminClient.put(`${BASE}/${made.id}`, { ...person(6), name: '李四' });
    expect((changed.body.data as StaffPass).name).toBe('李四');
    expect((await adminClient.delete(`${BASE}/${made.id}`)).body.success).toBe(true);
    const gone = await adminClient.delete(`${BASE}/${made.id}`);
    expect([gone.status, gone.body.errorCode]).toEqual([404, ErrorCode.STAFF_PASS_NOT_FOUND]);
    const bad = await adminClient.post(BASE, { name: '', mobile: '1' });
    expect(bad.status).toBe(400);
  });
});
