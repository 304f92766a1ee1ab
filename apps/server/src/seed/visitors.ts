import { FAIR, idCardCheckChar, type VisitorForm, type VisitorStatus } from '@cidpex/contracts';
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { identityOf, newBadgeCode } from '../modules/visitors/visitors.identity';
import * as visitorsRepo from '../modules/visitors/visitors.repository';
import { hashPassword } from '../platform/password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

/** A valid-looking but fictional PRC ID number (check character computed). */
function demoIdCard(first17: string): string {
  return first17 + idCardCheckChar(first17);
}

interface VisitorSeed {
  form: VisitorForm;
  status: VisitorStatus;
  lang: 'zh-Hans' | 'zh-Hant' | 'en';
  mobile: string;
  email: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  company: string;
  jobTitle: string;
  businessType: string;
  country?: string;
  idNumber: string;
  rejectReason?: string;
  wechat?: string;
  website?: string;
}

/** The demo visitor account's own registration: approved, so /visitor/visitorAccomplish shows the e-badge. */
const DEMO_VISITOR: Omit<VisitorSeed, 'mobile' | 'email' | 'name'> = {
  form: 'domestic',
  status: 'approved',
  lang: 'zh-Hans',
  company: '上海惠洁商贸示例有限公司',
  jobTitle: 'J03',
  businessType: 'B02',
  idNumber: demoIdCard('31010119850612123'),
  wechat: 'liming_demo',
};

/**
 * Fictional buyers (domestic and overseas) for the organizer's review queue. They sign in
 * with the demo password; all names, companies and numbers are made up.
 */
export const DEMO_VISITORS: VisitorSeed[] = [
  {
    form: 'domestic',
    status: 'pending',
    lang: 'zh-Hans',
    mobile: '13800000101',
    email: 'zhangwei@buyer.demo.cidpex.cn',
    name: '张伟',
    company: '杭州优品超市示例有限公司',
    jobTitle: 'J03',
    businessType: 'B03',
    idNumber: demoIdCard('33010219870315201'),
  },
  {
    form: 'domestic',
    status: 'pending',
    lang: 'zh-Hans',
    mobile: '13800000102',
    email: 'liuyang@buyer.demo.cidpex.cn',
    name: '刘洋',
    company: '合肥顺达纸品经销示例部',
    jobTitle: 'J04',
    businessType: 'B02',
    idNumber: demoIdCard('34010219910822302'),
  },
  {
    form: 'domestic',
    status: 'approved',
    lang: 'zh-Hans',
    mobile: '13800000103',
    email: 'chenxiaoyan@buyer.demo.cidpex.cn',
    name: '陈晓燕',
    company: '广州康宁母婴用品示例有限公司',
    jobTitle: 'J05',
    businessType: 'B03',
    idNumber: demoIdCard('44010619890109402'),
  },
  {
    form: 'domestic',
    status: 'rejected',
    lang: 'zh-Hans',
    mobile: '13800000104',
    email: 'yangfan@buyer.demo.cidpex.cn',
    name: '杨帆',
    company: '某某贸易',
    jobTitle: 'J99',
    businessType: 'B02',
    idNumber: demoIdCard('32050219930405503'),
    rejectReason: '单位名称不完整，请填写营业执照上的全称后重新提交。',
  },
  {
    form: 'domestic',
    status: 'pending',
    lang: 'zh-Hant',
    mobile: '13800000105',
    email: 'huangli@buyer.demo.cidpex.cn',
    name: '黃麗',
    company: '臺北潔美衛生用品示例有限公司',
    jobTitle: 'J03',
    businessType: 'B02',
    idNumber: demoIdCard('35020319860718604'),
  },
  {
    form: 'domestic',
    status: 'approved',
    lang: 'zh-Hans',
    mobile: '13800000106',
    email: 'wulei@buyer.demo.cidpex.cn',
    name: '吴磊',
    company: '成都西岭纸业示例有限公司',
    jobTitle: 'J07',
    businessType: 'B01',
    idNumber: demoIdCard('51010719820227705'),
  },
  {
    form: 'overseas',
    status: 'pending',
    lang: 'en',
    mobile: '13800000107',
    email: 'anna.virtanen@buyer.demo.cidpex.cn',
    firstName: 'Anna',
    lastName: 'Virtanen',
    company: 'Nordic Hygiene Trading (Demo) Oy',
    jobTitle: 'J03',
    businessType: 'B02',
    country: 'FI',
    idNumber: 'DEMOFI1234567',
  },
  {
    form: 'overseas',
    status: 'approved',
    lang: 'en',
    mobile: '13800000108',
    email: 'marco.rossi@buyer.demo.cidpex.cn',
    firstName: 'Marco',
    lastName: 'Rossi',
    company: 'Carta Lucca (Demo) S.r.l.',
    jobTitle: 'J08',
    businessType: 'B01',
    country: 'IT',
    idNumber: 'DEMOIT7654321',
    website: 'www.cartalucca-demo.example',
  },
  {
    form: 'overseas',
    status: 'pending',
    lang: 'en',
    mobile: '13800000109',
    email: 'nguyen.an@buyer.demo.cidpex.cn',
    firstName: 'Van An',
    lastName: 'Nguyen',
    company: 'Saigon Tissue Distribution (Demo) Co.',
    jobTitle: 'J06',
    businessType: 'B02',
    country: 'VN',
    idNumber: 'DEMOVN2468013',
  },
  {
    form: 'overseas',
    status: 'rejected',
    lang: 'en',
    mobile: '13800000110',
    email: 'priya.sharma@buyer.demo.cidpex.cn',
    firstName: 'Priya',
    lastName: 'Sharma',
    company: 'PS',
    jobTitle: 'J99',
    businessType: 'B03',
    country: 'IN',
    idNumber: 'DEMOIN1357924',
    rejectReason: 'Please give your company’s full registered name and submit again.',
  },
  {
    form: 'overseas',
    status: 'pending',
    lang: 'en',
    mobile: '13800000111',
    email: 'kenji.sato@buyer.demo.cidpex.cn',
    firstName: 'Kenji',
    lastName: 'Sato',
    company: 'Sakura Paper Products (Demo) K.K.',
    jobTitle: 'J02',
    businessType: 'B01',
    country: 'JP',
    idNumber: 'DEMOJP9081726',
  },
];

/**
 * Demo step `demo-visitors`: the demo visitor account gets an approved pre-registration with
 * a badge code; fictional buyers get pending, approved and rejected ones. The identity number
 * is kept as the visitors module keeps it (keyed hash and last six). A person who already
 * registered, or whose account's mobile or email is taken, is left alone.
 */
export async function seedVisitors(db: Db): Promise<void> {
  const demoVisitor = DEMO_ACCOUNTS.find((a) => a.role === 'visitor');
  const organizer = DEMO_ACCOUNTS.find((a) => a.role === 'organizer');
  const [organizerRow] = organizer
    ? await db.select({ id: users.id }).from(users).where(eq(users.mobile, organizer.mobile))
    : [];
  const organizerId = organizerRow?.id ?? null;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const existing = await db
    .select({ mobile: users.mobile, email: users.email })
    .from(users)
    .where(
      or(
        inArray(
          users.mobile,
          DEMO_VISITORS.map((v) => v.mobile),
        ),
        inArray(
          users.email,
          DEMO_VISITORS.map((v) => v.email),
        ),
      ),
    );
  const fresh = DEMO_VISITORS.filter(
    (v) => !existing.some((u) => u.mobile === v.mobile || u.email === v.email),
  );
  if (fresh.length > 0) {
    await db.insert(users).values(
      fresh.map((v) => ({
        mobile: v.mobile,
        email: v.email,
        emailVerified: true,
        passwordHash,
        name: v.name ?? `${v.firstName} ${v.lastName}`,
        firstName: v.firstName ?? null,
        lastName: v.lastName ?? null,
        company: v.company,
        country: v.country ?? (v.form === 'domestic' ? 'CN' : null),
        lang: v.lang,
      })),
    );
  }

  const people: VisitorSeed[] = [
    ...(demoVisitor
      ? [{ ...DEMO_VISITOR, mobile: demoVisitor.mobile, email: demoVisitor.email, name: demoVisitor.name }]
      : []),
    // Only the accounts this step created: a real user with the same mobile is not touched.
    ...fresh,
  ];
  const accounts = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(
        users.mobile,
        people.map((p) => p.mobile),
      ),
    );
  const reviewedAt = new Date('2024-04-20T02:00:00Z');
  for (const [index, person] of people.entries()) {
    const userId = accounts.find((a) => a.mobile === person.mobile)?.id;
    if (userId === undefined) continue;
    if (await visitorsRepo.findByUser(db, FAIR.exhibitionId, userId)) continue;
    const identity = identityOf(person.form === 'domestic' ? 'idCard' : 'passport', person.idNumber);
    if (await visitorsRepo.findByIdentity(db, FAIR.exhibitionId, identity.idHash)) continue;
    const reviewed = person.status !== 'pending';
    await visitorsRepo.insertRegistration(db, {
      exhibitionId: FAIR.exhibitionId,
      userId,
      form: person.form,
      lang: person.lang,
      status: person.status,
      name: person.name && person.form === 'domestic' ? person.name : null,
      firstName: person.firstName ?? null,
      lastName: person.lastName ?? null,
      company: person.company,
      jobTitle: person.jobTitle,
      businessType: person.businessType,
      country: person.country ?? null,
      mobile: person.form === 'domestic' ? person.mobile : null,
      email: person.email,
      wechat: person.wechat ?? null,
      website: person.website ?? null,
      ...identity,
      consentAt: new Date(Date.UTC(2024, 3, 1 + index, 2)),
      createdAt: new Date(Date.UTC(2024, 3, 1 + index, 2)),
      rejectReason: person.rejectReason ?? null,
      reviewedBy: reviewed ? organizerId : null,
      reviewedAt: reviewed ? reviewedAt : null,
      badgeCode: person.status === 'approved' ? newBadgeCode() : null,
    });
  }
}

export const demoVisitorsStep = { name: 'demo-visitors', run: seedVisitors };
