import { creditCodeCheckChar } from '@cidpex/contracts';
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  enterpriseContacts,
  enterpriseJoinRequests,
  enterpriseStaff,
  enterprises,
  users,
} from '../db/schema';
import { hashPassword } from '../platform/password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

/** A credit code with a correct check character around a body that says DEMO (fictitious). */
function demoCreditCode(serial: string): string {
  const body = `91320105DEMX000${serial}`;
  return body + creditCodeCheckChar(body);
}

/** People of the demo enterprises who are not in DEMO_ACCOUNTS; they sign in with DEMO_PASSWORD too. */
export const DEMO_ENTERPRISE_PEOPLE = [
  { key: 'staff', mobile: '13800000011', email: 'staff@demo.cidpex.cn', name: '陈静' },
  { key: 'applicant', mobile: '13800000012', email: 'applicant@demo.cidpex.cn', name: '赵磊' },
  { key: 'certifier', mobile: '13800000013', email: 'certifier@demo.cidpex.cn', name: '周强' },
] as const;

type EnterpriseSeed = Omit<typeof enterprises.$inferInsert, 'id'>;

const base = {
  type: 'B01',
  nature: 'N02',
  country: 'CN',
  province: '32',
  status: 'certified',
} as const;

/** The demo enterprise: its administrator is the demo enterprise-admin account. All names are fictitious. */
const MAIN: EnterpriseSeed = {
  ...base,
  name: '南京青禾纸业示例有限公司',
  nameEn: 'Nanjing Qinghe Paper (Demo) Co., Ltd.',
  address: '江苏省南京市江宁区示例大道 88 号',
  website: 'www.qinghe-demo.example',
  landline: '025-58000001',
  fax: '025-58000002',
  postalCode: '211100',
  mainBusiness: 'I1',
  secondaryBusiness: ['I101', 'I102', 'I104'],
  creditCode: demoCreditCode('01'),
};

/** More certified enterprises, so that the search of the certification page finds something. */
const OTHERS: EnterpriseSeed[] = [
  {
    ...base,
    name: '苏州澄溪卫生用品示例有限公司',
    nameEn: 'Suzhou Chengxi Hygiene (Demo) Co., Ltd.',
    address: '江苏省苏州市吴中区示例路 16 号',
    postalCode: '215100',
    mainBusiness: 'I2',
    secondaryBusiness: ['I201', 'I203'],
    creditCode: demoCreditCode('02'),
  },
  {
    ...base,
    name: '远帆无纺布示例有限公司',
    nameEn: 'Yuanfan Nonwovens (Demo) Co., Ltd.',
    nature: 'N04',
    province: '33',
    address: '浙江省杭州市萧山区示例街 5 号',
    postalCode: '311200',
    mainBusiness: 'I3',
    secondaryBusiness: ['I303'],
    creditCode: demoCreditCode('03'),
  },
  {
    ...base,
    name: '北极光纸机示例公司',
    nameEn: 'Nordlys Tissue Machinery (Demo) Oy',
    nature: 'N03',
    country: 'FI',
    province: null,
    address: 'Esimerkkikatu 1, Tampere',
    postalCode: '33100',
    mainBusiness: 'I4',
    secondaryBusiness: ['I401'],
    creditCode: null,
  },
];

/** Waiting for the organizer, so that the certification queue is not empty. */
const PENDING: EnterpriseSeed = {
  ...base,
  status: 'pending',
  name: '启明湿巾示例有限公司',
  nameEn: 'Qiming Wipes (Demo) Co., Ltd.',
  address: '江苏省常州市武进区示例路 9 号',
  postalCode: '213100',
  mainBusiness: 'I2',
  secondaryBusiness: ['I204'],
  creditCode: demoCreditCode('04'),
};

/**
 * Demo step `demo-enterprises`: a certified demo enterprise administered by the demo
 * enterprise-admin account, with two contacts, a staff member and a waiting join request;
 * three more certified enterprises; one certification waiting for the organizer. Runs once
 * (seed_runs); it leaves alone anything that already exists (a name or credit code taken,
 * a demo person already in an enterprise), so it never breaks a database with user data.
 */
export async function seedEnterprises(db: Db): Promise<void> {
  // Read at run time: seed/index.ts lists this step, so a static import would be a cycle.
  const adminAccount = DEMO_ACCOUNTS.find((a) => a.role === 'enterpriseAdmin');
  if (!adminAccount) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const mobiles = DEMO_ENTERPRISE_PEOPLE.map((p) => p.mobile);
  const emails = DEMO_ENTERPRISE_PEOPLE.map((p) => p.email);
  const existing = await db
    .select({ mobile: users.mobile, email: users.email })
    .from(users)
    .where(or(inArray(users.mobile, mobiles), inArray(users.email, emails)));
  const fresh = DEMO_ENTERPRISE_PEOPLE.filter(
    (p) => !existing.some((u) => u.mobile === p.mobile || u.email === p.email),
  );
  if (fresh.length > 0) {
    await db.insert(users).values(
      fresh.map((p) => ({
        mobile: p.mobile,
        email: p.email,
        emailVerified: true,
        passwordHash,
        name: p.name,
      })),
    );
  }
  const people = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(inArray(users.mobile, [adminAccount.mobile, ...mobiles]));
  const idOf = (mobile: string) => people.find((p) => p.mobile === mobile)?.id ?? null;
  const adminId = idOf(adminAccount.mobile);
  const [staffPerson, applicant, certifier] = [
    idOf(DEMO_ENTERPRISE_PEOPLE[0].mobile),
    idOf(DEMO_ENTERPRISE_PEOPLE[1].mobile),
    idOf(DEMO_ENTERPRISE_PEOPLE[2].mobile),
  ];

  const taken = async (row: EnterpriseSeed) => {
    const rows = await db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(
        row.creditCode
          ? or(eq(enterprises.name, row.name), eq(enterprises.creditCode, row.creditCode))
          : eq(enterprises.name, row.name),
      )
      .limit(1);
    return rows.length > 0;
  };
  const inEnterprise = async (userId: number | null) =>
    userId === null ||
    (
      await db
        .select({ id: enterpriseStaff.id })
        .from(enterpriseStaff)
        .where(eq(enterpriseStaff.userId, userId))
    ).length > 0;

  const certifiedAt = new Date('2024-03-01T02:00:00Z');
  if (!(await taken(MAIN))) {
    const [main] = await db
      .insert(enterprises)
      .values({
        ...MAIN,
        submittedBy: adminId,
        submittedAt: certifiedAt,
        reviewedAt: certifiedAt,
        certifiedAt,
      })
      .returning({ id: enterprises.id });
    if (main) {
      if (!(await inEnterprise(adminId)) && adminId !== null) {
        await db.insert(enterpriseStaff).values({
          enterpriseId: main.id,
          userId: adminId,
          role: 'admin',
          department: '总经办',
          position: '总经理',
        });
      }
      if (!(await inEnterprise(staffPerson)) && staffPerson !== null) {
        await db.insert(enterpriseStaff).values({
          enterpriseId: main.id,
          userId: staffPerson,
          role: 'operator',
          department: '市场部',
          position: '市场经理',
        });
        await db.insert(enterpriseJoinRequests).values({
          enterpriseId: main.id,
          userId: staffPerson,
          status: 'approved',
          department: '市场部',
          position: '市场经理',
          decidedBy: adminId,
          decidedAt: certifiedAt,
        });
      }
      if (!(await inEnterprise(applicant)) && applicant !== null) {
        await db.insert(enterpriseJoinRequests).values({
          enterpriseId: main.id,
          userId: applicant,
          status: 'pending',
          department: '销售部',
          message: '我是华东区销售，申请加入公司账号。',
        });
      }
      await db.insert(enterpriseContacts).values([
        {
          enterpriseId: main.id,
          name: '王芳',
          phone: '025-58000001',
          jobTitle: '总经理',
          email: 'admin@demo.cidpex.cn',
          isPrimary: true,
        },
        {
          enterpriseId: main.id,
          name: '陈静',
          phone: '025-58000003',
          jobTitle: '市场经理',
          wechat: 'qinghe_demo_chen',
          email: 'staff@demo.cidpex.cn',
          isPrimary: false,
        },
      ]);
    }
  }
  for (const row of OTHERS) {
    if (await taken(row)) continue;
    await db
      .insert(enterprises)
      .values({ ...row, submittedAt: certifiedAt, reviewedAt: certifiedAt, certifiedAt });
  }
  if (!(await taken(PENDING)) && !(await inEnterprise(certifier))) {
    await db.insert(enterprises).values({ ...PENDING, submittedBy: certifier, submittedAt: new Date() });
  }
}

export const demoEnterprisesStep = { name: 'demo-enterprises', run: seedEnterprises };
