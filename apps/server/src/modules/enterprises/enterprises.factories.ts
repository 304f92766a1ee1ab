import { randomInt } from 'node:crypto';
import { CREDIT_CODE_CHARSET, creditCodeCheckChar } from '@cidpex/contracts';
import { attachments, enterpriseContacts, enterpriseStaff, enterprises } from '../../db/schema';
import { buildUser, signedInClient } from '../../test/factories';
import type { Lang, TestContext } from '../../test/harness';

/** A random credit code with a correct check character (fictitious: area 320000, random body). */
export function fakeCreditCode(): string {
  let body = '91320000';
  for (let i = 0; i < 9; i += 1) body += CREDIT_CODE_CHARSET[randomInt(0, 31)];
  return body + creditCodeCheckChar(body);
}

/** A licence picture uploaded by the user (a row only: the file itself is not needed here). */
export async function buildLicence(ctx: TestContext, ownerUserId: number) {
  const [row] = await ctx.db
    .insert(attachments)
    .values({
      key: `test/licence-${randomInt(1e9)}.png`,
      kind: 'license',
      fileName: 'licence.png',
      mimeType: 'image/png',
      size: 1000,
      ownerUserId,
    })
    .returning();
  if (!row) throw new Error('licence not inserted');
  return row;
}

export function certificationInput(licenceAttachmentId: number, overrides: Record<string, unknown> = {}) {
  return {
    name: `测试纸业有限公司${randomInt(1e6)}`,
    nameEn: `Test Paper Co ${randomInt(1e6)}`,
    type: 'B01',
    nature: 'N02',
    address: '江苏省南京市建邺区测试路 1 号',
    website: 'www.example.com',
    landline: '025-12345678',
    fax: '',
    country: 'CN',
    province: '32',
    postalCode: '210000',
    mainBusiness: 'I1',
    secondaryBusiness: ['I101', 'I102'],
    creditCode: fakeCreditCode(),
    licenceAttachmentId,
    ...overrides,
  };
}

/** A certified enterprise with its administrator signed in. */
export async function buildEnterprise(
  ctx: TestContext,
  input: { name?: string; nameEn?: string; lang?: Lang } = {},
) {
  const admin = await buildUser(ctx, { name: '企业管理员' });
  const [enterprise] = await ctx.db
    .insert(enterprises)
    .values({
      name: input.name ?? `测试企业${randomInt(1e6)}`,
      nameEn: input.nameEn ?? null,
      type: 'B01',
      nature: 'N02',
      address: '南京',
      country: 'CN',
      province: '32',
      mainBusiness: 'I1',
      creditCode: fakeCreditCode(),
      status: 'certified',
      submittedBy: admin.id,
      certifiedAt: new Date(),
    })
    .returning();
  if (!enterprise) throw new Error('enterprise not inserted');
  const [adminStaff] = await ctx.db
    .insert(enterpriseStaff)
    .values({ enterpriseId: enterprise.id, userId: admin.id, role: 'admin' })
    .returning();
  return {
    enterprise,
    admin,
    adminStaff: adminStaff!,
    adminClient: await signedInClient(ctx, admin.id, input.lang),
  };
}

/** A member of the enterprise with a role, signed in. */
export async function buildMember(
  ctx: TestContext,
  enterpriseId: number,
  role: 'staff' | 'operator' = 'staff',
) {
  const user = await buildUser(ctx, { name: '员工' });
  const [staff] = await ctx.db
    .insert(enterpriseStaff)
    .values({ enterpriseId, userId: user.id, role })
    .returning();
  return { user, staff: staff!, client: await signedInClient(ctx, user.id) };
}

export async function buildContact(ctx: TestContext, enterpriseId: number, isPrimary = true) {
  const [row] = await ctx.db
    .insert(enterpriseContacts)
    .values({ enterpriseId, name: '联系人', phone: '025-88888888', isPrimary })
    .returning();
  return row!;
}
