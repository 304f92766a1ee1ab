import { ErrorCode } from '@cidpex/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enterpriseJoinRequests, enterpriseStaff, enterprises, outbox, users } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { latestCode, TestClient, useTestApp } from '../../test/harness';
import {
  buildContact,
  buildEnterprise,
  buildLicence,
  buildMember,
  certificationInput,
} from './enterprises.factories';

const ctx = useTestApp();

async function newApplicant(lang: 'zh-Hans' | 'zh-Hant' | 'en' = 'zh-Hans') {
  const user = await buildUser(ctx, { name: '申请人' });
  const client = await signedInClient(ctx, user.id, lang);
  const licence = await buildLicence(ctx, user.id);
  return { user, client, licence };
}

async function lastNoticeTo(recipient: string) {
  const rows = await ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  return rows[0];
}

describe('certification', () => {
  it('pending → approved by the organizer: the applicant becomes the administrator and is told', async () => {
    const { user, client, licence } = await newApplicant();
    const input = certificationInput(licence.id);
    const sent = await client.post('/portal/rest/entCer/authentication', input);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      status: 'pending',
      name: input.name,
      secondaryBusiness: ['I101', 'I102'],
    });
    const id = (sent.body.data as { id: number }).id;

    const check = await client.get('/portal/rest/entCer/check');
    expect(check.body.data).toMatchObject({ state: 'pending', rejectReason: null });
    // Waiting: enterprise calls answer "not certified"; a second submission is refused.
    const staffPage = await client.post('/exhibitor/rest/staffs/page', {});
    expect(staffPage.body.errorCode).toBe(ErrorCode.ENTERPRISE_NOT_CERTIFIED);
    expect(staffPage.body.errorMsg).toBe('当前企业未认证');
    const again = await client.post('/portal/rest/entCer/authentication', certificationInput(licence.id));
    expect(again.body.errorCode).toBe(ErrorCode.CERTIFICATION_PENDING);

    const organizer = await buildOrganizer(ctx);
    const queue = await organizer.client.get(
      '/portal/rest/organizer/enterprises/certifications?status=pending',
    );
    expect(queue.body.data).toMatchObject({ total: 1, rows: [{ id, applicantId: user.id }] });
    // the tabs' counts cover every state of the whole queue
    const { counts } = queue.body.data as { counts: Record<string, number> };
    expect(counts).toMatchObject({ pending: 1 });
    expect(Object.keys(counts).sort()).toEqual(['certified', 'pending', 'rejected']);
    const approved = await organizer.client.put(`/portal/rest/organizer/enterprises/${id}/approve`);
    expect(approved.body.data).toMatchObject({ status: 'certified' });
    expect((await client.get('/exhibitor/rest/staffs/isAdmin')).body.data).toEqual({ admin: true });
    expect((await client.get('/portal/rest/entCer/checkJoined')).body.data).toMatchObject({
      bound: true,
      membership: { enterpriseId: id, role: 'admin', certified: true },
    });
    expect((await lastNoticeTo(user.mobile!))?.body).toContain('已通过审核');
    const twice = await organizer.client.put(`/portal/rest/organizer/enterprises/${id}/approve`);
    expect(twice.body.errorCode).toBe(ErrorCode.CERTIFICATION_STATE);
    // users/withEnt now shows the enterprise.
    const withEnt = await client.get(`/exhibitor/rest/users/withEnt/${user.id}`);
    expect(withEnt.body.data).toMatchObject({ enterprise: { id, certified: true } });
  });

  it('a rejection needs a reason, which the applicant reads; they correct and resubmit', async () => {
    const { user, client, licence } = await newApplicant('en');
    await ctx.db.update(users).set({ lang: 'en' }).where(eq(users.id, user.id));
    const sent = await client.post('/portal/rest/entCer/authentication', certificationInput(licence.id));
    const id = (sent.body.data as { id: number }).id;
    const organizer = await buildOrganizer(ctx);
    const noReason = await organizer.client.put(`/portal/rest/organizer/enterprises/${id}/reject`, {
      reason: ' ',
    });
    expect(noReason.body.errorCode).toBe(ErrorCode.REJECT_REASON_REQUIRED);
    await organizer.client.put(`/portal/rest/organizer/enterprises/${id}/reject`, {
      reason: '营业执照不清晰',
    });
    const check = await client.get('/portal/rest/entCer/check');
    expect(check.body.data).toMatchObject({ state: 'rejected', rejectReason: '营业执照不清晰' });
    expect((await lastNoticeTo(user.mobile!))?.subject).toBe(
      'Your CIDPEX enterprise certification was not approved',
    );
    const resent = await client.post('/portal/rest/entCer/authentication', certificationInput(licence.id));
    expect(resent.body.data).toMatchObject({ id, status: 'pending', rejectReason: null });
    expect((await client.get('/portal/rest/entCer/certList')).body.data).toHaveLength(1);
  });

  it('refuses a wrong credit code, an unknown dictionary code, a licence of someone else and a taken name', async () => {
    const { client, licence } = await newApplicant();
    const bad = await client.post(
      '/portal/rest/entCer/authentication',
      certificationInput(licence.id, { creditCode: '91350100M000100Y44' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe(ErrorCode.CREDIT_CODE_INVALID);
    expect(bad.body.errorMsg).toBe('统一社会信用代码不正确，请核对后重新输入');
    const dict = await client.post(
      '/portal/rest/entCer/authentication',
      certificationInput(licence.id, { nature: 'X9' }),
    );
    expect(dict.body.errorCode).toBe(ErrorCode.DICT_CODE_UNKNOWN);
    expect(dict.body.errorMsg).toBe('企业性质的选项无效，请重新选择');
    const other = await buildUser(ctx);
    const foreign = await buildLicence(ctx, other.id);
    const stolen = await client.post('/portal/rest/entCer/authentication', certificationInput(foreign.id));
    expect(stolen.body.errorCode).toBe(ErrorCode.LICENCE_NOT_USABLE);
    const { enterprise } = await buildEnterprise(ctx, { name: '已认证纸业' });
    const taken = await client.post(
      '/portal/rest/entCer/authentication',
      certificationInput(licence.id, { name: '已认证纸业' }),
    );
    expect(taken.body.errorCode).toBe(ErrorCode.ENTERPRISE_NAME_TAKEN);
    const code = await client.post(
      '/portal/rest/entCer/authentication',
      certificationInput(licence.id, { creditCode: enterprise.creditCode }),
    );
    expect(code.body.errorCode).toBe(ErrorCode.CREDIT_CODE_TAKEN);
  });

  it('the queue and its decisions are for the organizer only', async () => {
    const { client, licence } = await newApplicant();
    const sent = await client.post('/portal/rest/entCer/authentication', certificationInput(licence.id));
    const id = (sent.body.data as { id: number }).id;
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/portal/rest/organizer/enterprises/certifications')).status).toBe(401);
    const self = await client.put(`/portal/rest/organizer/enterprises/${id}/approve`);
    expect(self.body.errorCode).toBe(ErrorCode.NOT_ORGANIZER);
    const { adminClient } = await buildEnterprise(ctx);
    expect((await adminClient.get('/portal/rest/organizer/enterprises/certifications')).status).toBe(403);
  });
});

describe('search', () => {
  it('matches Chinese or English names partially and case-insensitively, certified only', async () => {
    await buildEnterprise(ctx, { name: '金叶纸业', nameEn: 'Golden Leaf Paper' });
    await buildEnterprise(ctx, { name: '银河卫材', nameEn: 'Galaxy Hygiene' });
    const { client, licence } = await newApplicant();
    await client.post(
      '/portal/rest/entCer/authentication',
      certificationInput(licence.id, { name: '金叶待审' }),
    );
    const anonymous = new TestClient(ctx.app);
    const zh = await anonymous.post('/portal/rest/entCer/fuzzyQueryByName', { name: '金叶' });
    expect((zh.body.data as { name: string }[]).map((r) => r.name)).toEqual(['金叶纸业']);
    const en = await client.post('/portal/rest/entCer/searchEntName', { name: 'gALaXy' });
    expect(en.body.data).toMatchObject({ total: 1, rows: [{ name: '银河卫材' }] });
  });

  it('takes % and _ literally', async () => {
    await buildEnterprise(ctx, { name: '百分%纸业' });
    await buildEnterprise(ctx, { name: '下划_线纸业' });
    await buildEnterprise(ctx, { name: '普通纸业' });
    const anonymous = new TestClient(ctx.app);
    const names = async (name: string) =>
      (
        (await anonymous.post('/portal/rest/entCer/fuzzyQueryByName', { name })).body.data as {
          name: string;
        }[]
      ).map((r) => r.name);
    expect(await names('%')).toEqual(['百分%纸业']);
    expect(await names('_')).toEqual(['下划_线纸业']);
    expect(await names('\\')).toEqual([]);
    expect(await names("'; drop table enterprises; --")).toEqual([]);
    const empty = await anonymous.post('/portal/rest/entCer/fuzzyQueryByName', { name: '' });
    expect(empty.status).toBe(400);
  });
});

describe('join requests: every allowed and refused transition', () => {
  async function setup() {
    const a = await buildEnterprise(ctx, { name: '甲企业' });
    const user = await buildUser(ctx, { name: '求职者' });
    const client = await signedInClient(ctx, user.id);
    const apply = () =>
      client.post('/portal/rest/entCer/joinEnt', { enterpriseId: a.enterprise.id, department: '销售部' });
    const requestId = async () => {
      const [row] = await ctx.db
        .select()
        .from(enterpriseJoinRequests)
        .where(eq(enterpriseJoinRequests.userId, user.id));
      return row!.id;
    };
    const audit = async (decision: string, reason?: string) =>
      a.adminClient.put('/exhibitor/rest/staffs/auditJoinEnt', {
        requestId: await requestId(),
        decision,
        reason,
      });
    const cancel = async () => client.delete(`/exhibitor/rest/enterprise/cancelJoinEnt/${await requestId()}`);
    const state = async () =>
      (
        (await client.get('/exhibitor/rest/staffs/getJoinEntResult')).body.data as {
          request: { status: string } | null;
        }
      ).request?.status;
    return { a, user, client, apply, audit, cancel, state };
  }

  it('apply → cancel → reapply → reject (reason) → reapply → approve → remove → reapply', async () => {
    const s = await setup();
    expect((await s.apply()).body.data).toMatchObject({ status: 'pending', department: '销售部' });
    expect((await s.apply()).body.errorCode).toBe(ErrorCode.JOIN_PENDING_EXISTS);
    expect((await s.cancel()).body.data).toMatchObject({ status: 'cancelled' });
    expect((await s.cancel()).body.errorCode).toBe(ErrorCode.JOIN_STATE);
    expect((await s.audit('approve')).body.errorCode).toBe(ErrorCode.JOIN_STATE);
    expect((await s.apply()).body.data).toMatchObject({ status: 'pending' });
    const noReason = await s.audit('reject');
    expect(noReason.body.errorCode).toBe(ErrorCode.REJECT_REASON_REQUIRED);
    expect((await s.audit('reject', '非本公司员工')).body.data).toMatchObject({
      status: 'rejected',
      reason: '非本公司员工',
    });
    expect((await lastNoticeTo(s.user.mobile!))?.body).toContain('原因：非本公司员工');
    expect((await s.cancel()).body.errorCode).toBe(ErrorCode.JOIN_STATE);
    expect((await s.audit('reject', 'x')).body.errorCode).toBe(ErrorCode.JOIN_STATE);
    expect((await s.apply()).body.data).toMatchObject({ status: 'pending', reason: null });
    expect((await s.audit('approve')).body.data).toMatchObject({ status: 'approved' });
    expect(await s.state()).toBe('approved');
    expect((await s.audit('approve')).body.errorCode).toBe(ErrorCode.JOIN_STATE);
    expect((await s.audit('blacklist')).body.errorCode).toBe(ErrorCode.JOIN_STATE);
    expect((await s.cancel()).body.errorCode).toBe(ErrorCode.JOIN_STATE);
    expect((await s.apply()).body.errorCode).toBe(ErrorCode.ALREADY_IN_ENTERPRISE);
    expect((await s.client.get('/exhibitor/rest/staffs/isAdmin')).body.data).toEqual({ admin: false });
    const [member] = await ctx.db.select().from(enterpriseStaff).where(eq(enterpriseStaff.userId, s.user.id));
    expect(member).toMatchObject({ role: 'staff', department: '销售部' });
    await s.a.adminClient.delete(`/exhibitor/rest/enterprise/settlement/delEmployee/${member!.id}`);
    expect(await s.state()).toBe('removed');
    expect((await s.apply()).body.data).toMatchObject({ status: 'pending' });
  });

  it('blacklist from pending or rejected; a blacklisted user cannot apply again', async () => {
    const s = await setup();
    await s.apply();
    expect((await s.audit('blacklist')).body.data).toMatchObject({ status: 'blacklisted' });
    const refused = await s.apply();
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(ErrorCode.JOIN_BLACKLISTED);
    expect((await s.cancel()).body.errorCode).toBe(ErrorCode.JOIN_STATE);
    expect((await s.audit('approve')).body.errorCode).toBe(ErrorCode.JOIN_STATE);

    const t = await setup();
    await t.apply();
    await t.audit('reject', '信息不全');
    expect((await t.audit('blacklist', '多次骚扰')).body.data).toMatchObject({ status: 'blacklisted' });
    expect((await t.apply()).body.errorCode).toBe(ErrorCode.JOIN_BLACKLISTED);
  });

  it('refuses joining an uncertified enterprise, and cancelling another user’s request', async () => {
    const s = await setup();
    const { client, licence } = await newApplicant();
    const pending = await client.post('/portal/rest/entCer/authentication', certificationInput(licence.id));
    const res = await s.client.post('/portal/rest/entCer/joinEnt', {
      enterpriseId: (pending.body.data as { id: number }).id,
    });
    expect(res.body.errorCode).toBe(ErrorCode.ENTERPRISE_NOT_FOUND);
    await s.apply();
    const stranger = await signedInClient(ctx, (await buildUser(ctx)).id);
    const [row] = await ctx.db
      .select()
      .from(enterpriseJoinRequests)
      .where(eq(enterpriseJoinRequests.userId, s.user.id));
    expect(
      (await stranger.delete(`/exhibitor/rest/enterprise/cancelJoinEnt/${row!.id}`)).body.errorCode,
    ).toBe(ErrorCode.JOIN_REQUEST_NOT_FOUND);
    // The applicant with a waiting request cannot certify a new enterprise meanwhile.
    const lic = await buildLicence(ctx, s.user.id);
    expect(
      (await s.client.post('/portal/rest/entCer/authentication', certificationInput(lic.id))).body.errorCode,
    ).toBe(ErrorCode.JOIN_PENDING_EXISTS);
  });
});

describe('refusals of spec §6', () => {
  it('no enterprise: the Chinese message, and error 11962 in English', async () => {
    const user = await buildUser(ctx);
    const zh = await (await signedInClient(ctx, user.id, 'zh-Hans')).post('/exhibitor/rest/staffs/page', {});
    expect(zh.body).toMatchObject({
      errorCode: ErrorCode.NO_ENTERPRISE,
      errorMsg: '您还没有所属企业，请先加入或认证企业',
    });
    const en = await (await signedInClient(ctx, user.id, 'en')).post('/exhibitor/rest/contact/list', {});
    expect(en.body).toMatchObject({
      errorCode: 11962,
      errorMsg: 'Please go to the [personal center]-[Modify profile] and fill in the Enterprise.',
    });
  });

  it('a staff member gets "You are not currently an enterprise administrator" in three languages', async () => {
    const a = await buildEnterprise(ctx);
    const member = await buildMember(ctx, a.enterprise.id);
    const texts: Record<string, string> = {
      'zh-Hans': '您当前不是企业管理员',
      'zh-Hant': '您當前不是企業管理員',
      en: 'You are not currently an enterprise administrator',
    };
    for (const [lang, text] of Object.entries(texts)) {
      member.client.lang = lang as 'en';
      const res = await member.client.get('/exhibitor/rest/staffs/listApplication');
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ errorCode: ErrorCode.NOT_ENTERPRISE_ADMIN, errorMsg: text });
    }
  });
});

describe('permission matrix: enterprise A never read or changed by others', () => {
  type Who = 'anonymous' | 'otherAdmin' | 'staff' | 'admin';

  async function world() {
    const a = await buildEnterprise(ctx, { name: '甲公司' });
    const b = await buildEnterprise(ctx, { name: '乙公司' });
    const member = await buildMember(ctx, a.enterprise.id);
    const target = await buildMember(ctx, a.enterprise.id);
    const contact = await buildContact(ctx, a.enterprise.id);
    const applicant = await buildUser(ctx);
    const [request] = await ctx.db
      .insert(enterpriseJoinRequests)
      .values({ enterpriseId: a.enterprise.id, userId: applicant.id, status: 'pending' })
      .returning();
    const clients: Record<Who, TestClient> = {
      anonymous: new TestClient(ctx.app),
      otherAdmin: b.adminClient,
      staff: member.client,
      admin: a.adminClient,
    };
    return { a, b, member, target, contact, request: request!, clients };
  }

  const editBody = {
    name: '甲公司（新）',
    type: 'B01',
    nature: 'N02',
    address: '南京',
    country: 'CN',
    province: '32',
  };

  type World = Awaited<ReturnType<typeof world>>;
  interface Call {
    name: string;
    run: (
      c: TestClient,
      w: World,
    ) => Promise<{ status: number; body: { errorCode: number | null; data: unknown } }>;
    /** Expected error code per caller; null = success. */
    expect: Record<Who, number | null>;
  }

  const E = ErrorCode;
  const ADMIN_ONLY = (other: number) => ({
    anonymous: E.LOGIN_EXPIRED,
    otherAdmin: other,
    staff: E.NOT_ENTERPRISE_ADMIN,
    admin: null,
  });
  const MEMBERS = { anonymous: E.LOGIN_EXPIRED, otherAdmin: null, staff: null, admin: null };

  const calls: Call[] = [
    { name: 'staffs/page', run: (c) => c.post('/exhibitor/rest/staffs/page', {}), expect: MEMBERS },
    {
      name: 'entCer/searchEmployee',
      run: (c) => c.post('/portal/rest/entCer/searchEmployee', {}),
      expect: MEMBERS,
    },
    {
      name: 'findAllStaffsByCurrent',
      run: (c) => c.get('/exhibitor/rest/staffs/findAllStaffsByCurrent'),
      expect: MEMBERS,
    },
    { name: 'contact/list', run: (c) => c.post('/exhibitor/rest/contact/list', {}), expect: MEMBERS },
    {
      name: 'listApplication',
      run: (c) => c.get('/exhibitor/rest/staffs/listApplication'),
      expect: { anonymous: E.LOGIN_EXPIRED, otherAdmin: null, staff: E.NOT_ENTERPRISE_ADMIN, admin: null },
    },
    {
      name: 'auditJoinEnt',
      run: (c, w) =>
        c.put('/exhibitor/rest/staffs/auditJoinEnt', { requestId: w.request.id, decision: 'approve' }),
      expect: ADMIN_ONLY(E.JOIN_REQUEST_NOT_FOUND),
    },
    {
      name: 'employAuditReject',
      run: (c, w) =>
        c.put('/exhibitor/rest/enterprise/employees/employAuditReject', {
          requestId: w.request.id,
          reason: '不符',
        }),
      expect: ADMIN_ONLY(E.JOIN_REQUEST_NOT_FOUND),
    },
    {
      name: 'alterType',
      run: (c, w) =>
        c.put('/exhibitor/rest/staffs/alterType', { staffId: w.target.staff.id, role: 'operator' }),
      expect: ADMIN_ONLY(E.STAFF_NOT_FOUND),
    },
    {
      name: 'rolePermission',
      run: (c, w) => c.delete(`/exhibitor/rest/staffs/rolePermission/${w.target.staff.id}`),
      expect: ADMIN_ONLY(E.STAFF_NOT_FOUND),
    },
    {
      name: 'delEmployee',
      run: (c, w) => c.delete(`/exhibitor/rest/enterprise/settlement/delEmployee/${w.target.staff.id}`),
      expect: ADMIN_ONLY(E.STAFF_NOT_FOUND),
    },
    {
      name: 'amendEmployee (someone else)',
      run: (c, w) =>
        c.put('/exhibitor/rest/enterprise/settlement/amendEmployee', {
          staffId: w.target.staff.id,
          department: '财务部',
        }),
      expect: ADMIN_ONLY(E.STAFF_NOT_FOUND),
    },
    {
      name: 'enterprise/{A}/update',
      run: (c, w) => c.put(`/exhibitor/rest/enterprise/${w.a.enterprise.id}/update/200417`, editBody),
      expect: ADMIN_ONLY(E.NOT_ENTERPRISE_STAFF),
    },
    {
      name: 'contact PUT',
      run: (c, w) =>
        c.put('/exhibitor/rest/contact', { id: w.contact.id, name: '改名', phone: '025-12345678' }),
      expect: ADMIN_ONLY(E.CONTACT_NOT_FOUND),
    },
    {
      name: 'contact DELETE',
      run: (c, w) => c.delete(`/exhibitor/rest/contact/${w.contact.id}`),
      expect: ADMIN_ONLY(E.CONTACT_NOT_FOUND),
    },
    {
      name: 'contact isPrimary',
      run: (c, w) => c.put(`/exhibitor/rest/contact/isPrimary/${w.contact.id}`),
      expect: ADMIN_ONLY(E.CONTACT_NOT_FOUND),
    },
    {
      name: 'staffs/user/{id}/valid',
      run: (c, w) => c.get(`/exhibitor/rest/staffs/user/${w.target.user.id}/valid`),
      expect: MEMBERS,
    },
  ];

  for (const call of calls) {
    it(call.name, async () => {
      for (const who of ['anonymous', 'otherAdmin', 'staff', 'admin'] as Who[]) {
        const w = await world();
        const res = await call.run(w.clients[who], w);
        const expected = call.expect[who];
        if (expected === null) expect(res.body.errorCode, `${call.name} as ${who}`).toBeNull();
        else expect(res.body.errorCode, `${call.name} as ${who}`).toBe(expected);
      }
    });
  }

  it('lists of another enterprise never show A’s rows', async () => {
    const w = await world();
    const staffB = await w.b.adminClient.post('/exhibitor/rest/staffs/page', {});
    expect((staffB.body.data as { rows: { userId: number }[] }).rows.map((r) => r.userId)).toEqual([
      w.b.admin.id,
    ]);
    const contactsB = await w.b.adminClient.post('/exhibitor/rest/contact/list', {});
    expect(contactsB.body.data).toEqual([]);
    const appsB = await w.b.adminClient.get('/exhibitor/rest/staffs/listApplication');
    expect(appsB.body.data).toMatchObject({ total: 0 });
    const validB = await w.b.adminClient.get(`/exhibitor/rest/staffs/user/${w.target.user.id}/valid`);
    expect(validB.body.data).toEqual({ valid: false, role: null });
    const viewB = await w.b.adminClient.get(`/exhibitor/rest/enterprise/${w.a.enterprise.id}`);
    expect(viewB.body.data).toMatchObject({ member: false, enterprise: null, summary: { name: '甲公司' } });
    const viewA = await w.member.client.get(`/exhibitor/rest/enterprise/${w.a.enterprise.id}`);
    expect(viewA.body.data).toMatchObject({
      member: true,
      enterprise: { creditCode: w.a.enterprise.creditCode },
    });
    // Nothing of A changed by the refused calls above.
    const [row] = await ctx.db.select().from(enterprises).where(eq(enterprises.id, w.a.enterprise.id));
    expect(row?.name).toBe('甲公司');
  });

  it('the administrator edits the enterprise and its business; staff cannot', async () => {
    const w = await world();
    const edited = await w.clients.admin.put('/portal/rest/entCer/editEnterpriseData', editBody);
    expect(edited.body.data).toMatchObject({ name: '甲公司（新）' });
    const business = await w.clients.admin.put('/portal/rest/entCer/editEnterpriseBusinessData', {
      mainBusiness: 'I2',
      secondaryBusiness: ['I201'],
    });
    expect(business.body.data).toMatchObject({ mainBusiness: 'I2', secondaryBusiness: ['I201'] });
    const refused = await w.clients.staff.put('/portal/rest/entCer/editEnterpriseBusinessData', {
      mainBusiness: 'I3',
    });
    expect(refused.body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_ADMIN);
    const taken = await w.clients.admin.put('/portal/rest/entCer/editEnterpriseData', {
      ...editBody,
      name: '乙公司',
    });
    expect(taken.body.errorCode).toBe(ErrorCode.ENTERPRISE_NAME_TAKEN);
  });
});

describe('staff roles and the administrator', () => {
  it('changes roles, never the administrator’s; an operator manages contacts', async () => {
    const a = await buildEnterprise(ctx);
    const m = await buildMember(ctx, a.enterprise.id);
    const self = await a.adminClient.put('/exhibitor/rest/staffs/alterType', {
      staffId: a.adminStaff.id,
      role: 'staff',
    });
    expect(self.body.errorCode).toBe(ErrorCode.ADMIN_ROLE_LOCKED);
    const del = await a.adminClient.delete(
      `/exhibitor/rest/enterprise/settlement/delEmployee/${a.adminStaff.id}`,
    );
    expect(del.body.errorCode).toBe(ErrorCode.ADMIN_ROLE_LOCKED);
    const noCode = await a.adminClient.put('/exhibitor/rest/staffs/alterType', {
      staffId: m.staff.id,
      role: 'admin',
    });
    expect(noCode.status).toBe(400);
    expect(
      (await m.client.post('/exhibitor/rest/contact', { name: '张三', phone: '13900000000' })).body.errorCode,
    ).toBe(ErrorCode.NOT_ENTERPRISE_ADMIN);
    const op = await a.adminClient.put('/exhibitor/rest/staffs/alterType', {
      staffId: m.staff.id,
      role: 'operator',
    });
    expect(op.body.data).toMatchObject({ role: 'operator' });
    expect(
      (await m.client.post('/exhibitor/rest/contact', { name: '张三', phone: '13900000000' })).body.data,
    ).toMatchObject({ isPrimary: true });
    const back = await a.adminClient.delete(`/exhibitor/rest/staffs/rolePermission/${m.staff.id}`);
    expect(back.body.data).toMatchObject({ role: 'staff' });
    const own = await m.client.put('/exhibitor/rest/enterprise/settlement/amendEmployee', {
      staffId: m.staff.id,
      position: '销售',
    });
    expect(own.body.data).toMatchObject({ position: '销售' });
  });

  it('replaces the administrator after an SMS code to the current one', async () => {
    const a = await buildEnterprise(ctx);
    const m = await buildMember(ctx, a.enterprise.id);
    expect((await m.client.get('/exhibitor/rest/staffs/code')).body.errorCode).toBe(
      ErrorCode.NOT_ENTERPRISE_ADMIN,
    );
    const publicRoute = await new TestClient(ctx.app).post('/register/rest/visitors/phone-token', {
      mobile: a.admin.mobile,
      purpose: 'changeAdmin',
    });
    expect(publicRoute.status).toBe(400);
    const sent = await a.adminClient.get('/exhibitor/rest/staffs/code');
    expect(sent.body.data).toMatchObject({
      maskedMobile: `${a.admin.mobile!.slice(0, 3)}****${a.admin.mobile!.slice(-4)}`,
    });
    const code = await latestCode(ctx.db, a.admin.mobile!);
    const wrong = await a.adminClient.put('/exhibitor/rest/staffs/alterType', {
      staffId: m.staff.id,
      role: 'admin',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.errorCode).toBe(ErrorCode.CODE_INVALID);
    const done = await a.adminClient.put('/exhibitor/rest/staffs/alterType', {
      staffId: m.staff.id,
      role: 'admin',
      code,
    });
    expect(done.body.data).toMatchObject({ role: 'admin', userId: m.user.id });
    expect((await m.client.get('/exhibitor/rest/staffs/isAdmin')).body.data).toEqual({ admin: true });
    expect((await a.adminClient.get('/exhibitor/rest/staffs/isAdmin')).body.data).toEqual({ admin: false });
    const reuse = await a.adminClient.put('/exhibitor/rest/staffs/alterType', {
      staffId: m.staff.id,
      role: 'staff',
    });
    expect(reuse.body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_ADMIN);
  });
});

describe('contacts', () => {
  it('keeps exactly one primary through add, switch and delete', async () => {
    const a = await buildEnterprise(ctx);
    const add = (name: string, isPrimary = false) =>
      a.adminClient.post('/exhibitor/rest/contact', { name, phone: '025-12345678', isPrimary });
    const first = (await add('一号')).body.data as { id: number; isPrimary: boolean };
    const second = (await add('二号')).body.data as { id: number; isPrimary: boolean };
    expect([first.isPrimary, second.isPrimary]).toEqual([true, false]);
    const third = (await add('三号', true)).body.data as { id: number };
    const primaries = async () =>
      (
        (await a.adminClient.post('/exhibitor/rest/contact/list', {})).body.data as {
          id: number;
          isPrimary: boolean;
        }[]
      )
        .filter((c) => c.isPrimary)
        .map((c) => c.id);
    expect(await primaries()).toEqual([third.id]);
    await a.adminClient.put(`/exhibitor/rest/contact/isPrimary/${second.id}`);
    expect(await primaries()).toEqual([second.id]);
    await a.adminClient.delete(`/exhibitor/rest/contact/${second.id}`);
    expect(await primaries()).toEqual([first.id]);
    const bad = await a.adminClient.post('/exhibitor/rest/contact', { name: '四号', phone: 'abc' });
    expect(bad.body.errorCode).toBe(ErrorCode.PHONE_FORMAT);
  });
});

describe('keyword search of members and applications (names and contacts read from accounts)', () => {
  type Row = { userId: number; name: string | null; mobile: string | null; email: string | null };
  type Page = { rows: Row[]; total: number };

  async function member(enterpriseId: number, user: { name: string; email?: string }, department?: string) {
    const row = await buildUser(ctx, user);
    await ctx.db.insert(enterpriseStaff).values({ enterpriseId, userId: row.id, role: 'staff', department });
    return row;
  }

  it('finds members by name, mobile, email, department or position, paged; never another enterprise’s', async () => {
    const a = await buildEnterprise(ctx);
    const b = await buildEnterprise(ctx);
    const wang = await member(a.enterprise.id, { name: '王小明', email: 'wang.xm@example.cn' });
    const li = await member(a.enterprise.id, { name: '李100%华' });
    const rd = await member(a.enterprise.id, { name: '赵六' }, '研发部');
    await member(b.enterprise.id, { name: '王小明' });
    const search = async (body: Record<string, unknown>) => {
      const res = await a.adminClient.post('/exhibitor/rest/staffs/page', body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as Page;
    };
    expect(await search({ keyword: '小明' })).toMatchObject({
      total: 1,
      rows: [{ userId: wang.id, name: '王小明', mobile: wang.mobile, email: 'wang.xm@example.cn' }],
    });
    expect((await search({ keyword: 'WANG.XM@' })).rows.map((r) => r.userId)).toEqual([wang.id]);
    expect((await search({ keyword: li.mobile?.slice(3) })).rows.map((r) => r.userId)).toEqual([li.id]);
    // % and _ are taken literally
    expect((await search({ keyword: '100%' })).rows.map((r) => r.userId)).toEqual([li.id]);
    expect((await search({ keyword: '研发' })).rows.map((r) => [r.userId, r.name])).toEqual([
      [rd.id, '赵六'],
    ]);
    expect(await search({ keyword: '没有这个人' })).toMatchObject({ total: 0, rows: [] });
    // the administrator first, then the members in the order they joined, one per page
    const all = await search({});
    expect(all.total).toBe(4);
    expect(all.rows.map((r) => r.userId)).toEqual([a.admin.id, wang.id, li.id, rd.id]);
    const second = await search({ page: 2, pageSize: 1 });
    expect(second).toMatchObject({ total: 4, rows: [{ userId: wang.id, name: '王小明' }] });
    // searchEmployee is the same list
    const employee = await a.adminClient.post('/portal/rest/entCer/searchEmployee', { keyword: '小明' });
    expect((employee.body.data as Page).rows.map((r) => r.userId)).toEqual([wang.id]);
  });

  it('finds applications by the applicant’s name, mobile or email; the queue shows the applicant', async () => {
    const a = await buildEnterprise(ctx, { name: '乙企业' });
    const applicants = await Promise.all(
      [
        { name: '孙申请', email: 'sun@example.cn' },
        { name: '周申请', email: 'zhou@example.cn' },
      ].map(async (input) => {
        const user = await buildUser(ctx, input);
        const client = await signedInClient(ctx, user.id);
        const res = await client.post('/portal/rest/entCer/joinEnt', { enterpriseId: a.enterprise.id });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.data).toMatchObject({
          userName: input.name,
          mobile: user.mobile,
          email: input.email,
        });
        return user;
      }),
    );
    const [sun, zhou] = applicants as [(typeof applicants)[number], (typeof applicants)[number]];
    const list = async (query: string) => {
      const res = await a.adminClient.get(`/exhibitor/rest/staffs/listApplication?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { rows: { userId: number; userName: string | null }[]; total: number };
    };
    expect(await list(`keyword=${encodeURIComponent('孙申')}`)).toMatchObject({
      total: 1,
      rows: [{ userId: sun.id, userName: '孙申请' }],
    });
    expect((await list('keyword=zhou%40')).rows.map((r) => r.userId)).toEqual([zhou.id]);
    expect((await list(`keyword=${zhou.mobile}`)).rows.map((r) => r.userId)).toEqual([zhou.id]);
    expect((await list(`keyword=${encodeURIComponent('申请')}&pageSize=1`)).total).toBe(2);
    expect(await list('keyword=nobody')).toMatchObject({ total: 0, rows: [] });

    // the organizer's certification queue names the applicant and their mobile
    const { user, client, licence } = await newApplicant();
    const sent = await client.post('/portal/rest/entCer/authentication', certificationInput(licence.id));
    expect(sent.status).toBe(200);
    const organizer = await buildOrganizer(ctx);
    const queue = await organizer.client.get(
      '/portal/rest/organizer/enterprises/certifications?status=pending',
    );
    expect(queue.body.data).toMatchObject({
      rows: [{ applicantId: user.id, applicantName: '申请人', applicantMobile: user.mobile }],
    });
  });
});
