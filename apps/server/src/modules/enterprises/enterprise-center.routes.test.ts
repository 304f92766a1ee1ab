import { randomInt } from 'node:crypto';
import { ErrorCode } from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise, buildMember } from './enterprises.factories';

const ctx = useTestApp();

/** A logo picture uploaded by the user through the `{enterpriseId}/form` upload (a row only). */
async function buildLogo(ownerUserId: number, enterpriseId: number | null, kind = 'logo') {
  const [row] = await ctx.db
    .insert(attachments)
    .values({
      key: `logo/test-${randomInt(1e9)}.png`,
      kind,
      fileName: 'logo.png',
      mimeType: 'image/png',
      size: 1000,
      width: 200,
      height: 200,
      ownerUserId,
      refType: enterpriseId === null ? null : 'enterpriseLogo',
      refId: enterpriseId === null ? null : String(enterpriseId),
    })
    .returning();
  return row!;
}

describe('enterprise logo (PUT /exhibitor/rest/enterprise/{id}/logo)', () => {
  it('anonymous, another enterprise and plain staff are refused; the administrator sets it', async () => {
    const a = await buildEnterprise(ctx, { name: '甲标志公司' });
    const b = await buildEnterprise(ctx, { name: '乙标志公司' });
    const member = await buildMember(ctx, a.enterprise.id);
    const path = `/exhibitor/rest/enterprise/${a.enterprise.id}/logo`;

    const anonymous = await new TestClient(ctx.app).put(path, { attachmentId: 1 });
    expect(anonymous.body.errorCode).toBe(ErrorCode.LOGIN_EXPIRED);
    const bLogo = await buildLogo(b.admin.id, a.enterprise.id);
    const other = await b.adminClient.put(path, { attachmentId: bLogo.id });
    expect(other.body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_STAFF);
    const staffLogo = await buildLogo(member.user.id, a.enterprise.id);
    const staff = await member.client.put(path, { attachmentId: staffLogo.id });
    expect(staff.body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_ADMIN);

    const logo = await buildLogo(a.admin.id, a.enterprise.id);
    const set = await a.adminClient.put(path, { attachmentId: logo.id });
    expect(set.body.errorCode).toBeNull();
    expect((set.body.data as { logoUrl: string }).logoUrl).toContain(logo.key);
    // Anyone reads it in the summary.
    const view = await new TestClient(ctx.app).get(`/exhibitor/rest/enterprise/${a.enterprise.id}`);
    expect((view.body.data as { summary: { logoUrl: string } }).summary.logoUrl).toContain(logo.key);
  });

  it('an operator may set it; a file of someone else, of another kind or for another enterprise is refused', async () => {
    const a = await buildEnterprise(ctx);
    const b = await buildEnterprise(ctx);
    const operator = await buildMember(ctx, a.enterprise.id, 'operator');
    const path = `/exhibitor/rest/enterprise/${a.enterprise.id}/logo`;
    const adminsFile = await buildLogo(a.admin.id, a.enterprise.id);
    const notMine = await operator.client.put(path, { attachmentId: adminsFile.id });
    expect(notMine.body.errorCode).toBe(ErrorCode.LOGO_NOT_USABLE);
    const picture = await buildLogo(operator.user.id, null, 'licence');
    expect((await operator.client.put(path, { attachmentId: picture.id })).body.errorCode).toBe(
      ErrorCode.LOGO_NOT_USABLE,
    );
    const forB = await buildLogo(operator.user.id, b.enterprise.id);
    expect((await operator.client.put(path, { attachmentId: forB.id })).body.errorCode).toBe(
      ErrorCode.LOGO_NOT_USABLE,
    );
    const unlinked = await buildLogo(operator.user.id, null);
    const ok = await operator.client.put(path, { attachmentId: unlinked.id });
    expect(ok.body.errorCode).toBeNull();
    expect((ok.body.data as { logoUrl: string }).logoUrl).toContain(unlinked.key);
  });
});

describe('the session names the member’s enterprise (issue 23 item 9)', () => {
  it('a login answers the enterprise of a member, and none for a user without one', async () => {
    const a = await buildEnterprise(ctx);
    const member = await buildMember(ctx, a.enterprise.id);
    const loner = await buildUser(ctx);
    const login = (mobile: string | null) =>
      new TestClient(ctx.app).post('/register/rest/loginAccounts/login', {
        account: mobile,
        password: TEST_PASSWORD,
      });
    const admin = await login(a.admin.mobile);
    expect((admin.body.data as { user: { enterpriseId: number | null } }).user.enterpriseId).toBe(
      a.enterprise.id,
    );
    const staff = await login(member.user.mobile);
    expect((staff.body.data as { user: { enterpriseId: number | null } }).user.enterpriseId).toBe(
      a.enterprise.id,
    );
    const alone = await login(loner.mobile);
    expect(alone.body.errorCode).toBeNull();
    expect((alone.body.data as { user: { enterpriseId: number | null } }).user.enterpriseId).toBeNull();
  });
});
