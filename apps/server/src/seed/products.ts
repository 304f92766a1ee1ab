import type { ProductState } from '@cidpex/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enterprises, products, users } from '../db/schema';
import { PRODUCT_REF } from '../modules/products/products.repository';
import { artOf, monogramSvg, productSvg } from './artwork';
import { DEMO_ACCOUNTS, type SeedContext } from './demo-accounts';
import { storeDemoPicture } from './pictures';

/** The enterprise's logo is an attachment with this refType (enterprises.service LOGO_REF). */
const LOGO_REF = 'enterpriseLogo';

/** The demo enterprises of the step demo-enterprises, by their Chinese name, with a logo colour. */
const DEMO_ENTERPRISES = {
  qinghe: { name: '南京青禾纸业示例有限公司', nameEn: 'Qinghe Paper', logo: '#2f7d5b' },
  chengxi: { name: '苏州澄溪卫生用品示例有限公司', nameEn: 'Chengxi Hygiene', logo: '#3a6ea5' },
  yuanfan: { name: '远帆无纺布示例有限公司', nameEn: 'Yuanfan Nonwovens', logo: '#c07a2c' },
  nordlys: { name: '北极光纸机示例公司', nameEn: 'Nordlys Machinery', logo: '#4b5a78' },
} as const;
type DemoEnterprise = keyof typeof DEMO_ENTERPRISES;
/** The colour of each demo company's packaging in its product pictures. */
const ACCENT_OF: Record<DemoEnterprise, string> = {
  qinghe: '#2f7d5b',
  chengxi: '#3a6ea5',
  yuanfan: '#c07a2c',
  nordlys: '#4b5a78',
};

interface ProductSeed {
  enterprise: DemoEnterprise;
  status: ProductState;
  name: string;
  nameEn: string;
  /** industry dictionary code */
  category: string;
  description: string;
  descriptionEn: string;
  parameters: { name: string; value: string }[];
  colour: string;
  violationReason?: string;
}

/** Fictional products of the demo enterprises, most on sale, one waiting for review, one in violation. */
export const DEMO_PRODUCTS: ProductSeed[] = [
  {
    enterprise: 'qinghe',
    status: 'listed',
    name: '青禾竹浆本色卫生纸（示例）',
    nameEn: 'Qinghe Unbleached Bamboo Toilet Tissue (Demo)',
    category: 'I101',
    description: '100% 竹浆，不添加荧光增白剂，四层加厚，柔韧不易破，遇水易分散。',
    descriptionEn:
      '100% bamboo pulp with no optical brighteners; four plies, soft yet strong, and breaks up readily in water.',
    parameters: [
      { name: '层数 / Plies', value: '4' },
      { name: '规格 / Size', value: '138 × 100 mm' },
      { name: '包装 / Pack', value: '10 卷 × 10 提 / 10 rolls × 10 packs' },
    ],
    colour: '#8aa86b',
  },
  {
    enterprise: 'qinghe',
    status: 'listed',
    name: '青禾三层抽取式面巾纸（示例）',
    nameEn: 'Qinghe 3-Ply Facial Tissue, Soft Pack (Demo)',
    category: 'I102',
    description: '原生木浆，三层压花，软包抽取装，适合家庭与酒店客房。',
    descriptionEn: 'Virgin wood pulp, three embossed plies, soft-pack dispenser for homes and hotel rooms.',
    parameters: [
      { name: '层数 / Plies', value: '3' },
      { name: '抽数 / Sheets', value: '120' },
      { name: '定量 / Basis weight', value: '13.5 g/m²' },
    ],
    colour: '#7fb3c8',
  },
  {
    enterprise: 'qinghe',
    status: 'listed',
    name: '青禾厨房用纸（示例）',
    nameEn: 'Qinghe Kitchen Towel (Demo)',
    category: 'I104',
    description: '双层加厚，吸油吸水，湿水不易破，可直接接触食品。',
    descriptionEn:
      'Two thick plies that soak up oil and water, stay strong when wet and are safe for food contact.',
    parameters: [
      { name: '层数 / Plies', value: '2' },
      { name: '节数 / Sheets per roll', value: '75' },
      { name: '规格 / Size', value: '230 × 200 mm' },
    ],
    colour: '#e0a458',
  },
  {
    enterprise: 'qinghe',
    status: 'listed',
    name: '青禾 N 折擦手纸（示例）',
    nameEn: 'Qinghe Interfold Hand Towel (Demo)',
    category: 'I104',
    description: 'N 折折叠，单张抽取，适用于写字楼、商场和机场洗手间的擦手纸架。',
    descriptionEn:
      'Interfolded sheets dispensed one at a time, for washroom dispensers in offices, malls and airports.',
    parameters: [
      { name: '折叠 / Fold', value: 'N' },
      { name: '张数 / Sheets', value: '200 × 20 包 / 200 × 20 packs' },
    ],
    colour: '#b7c4cf',
  },
  {
    enterprise: 'qinghe',
    status: 'delisted',
    name: '青禾印花餐巾纸（示例）',
    nameEn: 'Qinghe Printed Napkins (Demo)',
    category: 'I103',
    description: '单层印花餐巾，适用于餐饮门店，可按订单定制图案。',
    descriptionEn: 'Single-ply printed napkins for restaurants; custom prints on order.',
    parameters: [
      { name: '规格 / Size', value: '330 × 330 mm' },
      { name: '起订量 / MOQ', value: '500 箱 / 500 cartons' },
    ],
    colour: '#d77a7a',
  },
  {
    enterprise: 'qinghe',
    status: 'pending',
    name: '青禾可冲散湿厕纸（示例）',
    nameEn: 'Qinghe Flushable Moist Toilet Tissue (Demo)',
    category: 'I204',
    description: '可冲散基材，无酒精，弱酸性配方，配合干纸使用清洁更彻底。',
    descriptionEn:
      'Flushable substrate, alcohol-free and mildly acidic; use with dry tissue for a thorough clean.',
    parameters: [
      { name: '片数 / Wipes', value: '40' },
      { name: '基材 / Substrate', value: '湿法水刺 / Wet-laid spunlace' },
    ],
    colour: '#9fd3c7',
  },
  {
    enterprise: 'qinghe',
    status: 'violation',
    name: '青禾抗菌湿巾（示例）',
    nameEn: 'Qinghe Antibacterial Wet Wipes (Demo)',
    category: 'I204',
    description: '宣称“100% 杀灭细菌”，80 片家庭装。',
    descriptionEn: 'Claimed to "kill 100% of bacteria"; 80-wipe family pack.',
    parameters: [{ name: '片数 / Wipes', value: '80' }],
    colour: '#c9a0dc',
    violationReason:
      '“100% 杀灭细菌”的宣传缺少检测报告，请删除该说法或上传检测报告后重新提交。 / The claim "kills 100% of bacteria" has no test report: remove it or add the report, then submit again.',
  },
  {
    enterprise: 'qinghe',
    status: 'draft',
    name: '青禾便携手帕纸（示例）',
    nameEn: 'Qinghe Pocket Tissue (Demo)',
    category: 'I102',
    description: '四层手帕纸，便携小包装，草稿尚未提交审核。',
    descriptionEn: 'Four-ply pocket handkerchiefs in a small pack; a draft not yet submitted.',
    parameters: [{ name: '包装 / Pack', value: '10 张 × 18 包 / 10 sheets × 18 packs' }],
    colour: '#f2c14e',
  },
  {
    enterprise: 'chengxi',
    status: 'listed',
    name: '澄溪超薄透气婴儿纸尿裤（示例）',
    nameEn: 'Chengxi Ultra-Thin Breathable Baby Diapers (Demo)',
    category: 'I201',
    description: '3D 立体护围，高分子吸收芯体，透气底膜，S–XXL 全尺码。',
    descriptionEn: '3D leak guards, SAP absorbent core and breathable backsheet; sizes S to XXL.',
    parameters: [
      { name: '尺码 / Sizes', value: 'S / M / L / XL / XXL' },
      { name: '芯体 / Core', value: '绒毛浆 + SAP / Fluff pulp + SAP' },
    ],
    colour: '#87b5e5',
  },
  {
    enterprise: 'chengxi',
    status: 'listed',
    name: '澄溪日用棉柔卫生巾（示例）',
    nameEn: 'Chengxi Cotton-Soft Day Sanitary Napkins (Demo)',
    category: 'I202',
    description: '棉柔表层，240 mm 日用，独立包装。',
    descriptionEn: 'Cotton-soft topsheet, 240 mm for daytime, individually wrapped.',
    parameters: [
      { name: '长度 / Length', value: '240 mm' },
      { name: '片数 / Pads', value: '10' },
    ],
    colour: '#e8a6b8',
  },
  {
    enterprise: 'chengxi',
    status: 'listed',
    name: '澄溪成人拉拉裤（示例）',
    nameEn: 'Chengxi Adult Pull-Up Pants (Demo)',
    category: 'I203',
    description: '弹性腰围，夜用高吸收量，适合护理机构。',
    descriptionEn: 'Elastic waist and high overnight absorbency, for care homes.',
    parameters: [{ name: '吸收量 / Absorbency', value: '1200 ml' }],
    colour: '#a3b18a',
  },
  {
    enterprise: 'yuanfan',
    status: 'listed',
    name: '远帆水刺无纺布卷材（示例）',
    nameEn: 'Yuanfan Spunlace Nonwoven Rolls (Demo)',
    category: 'I303',
    description: '粘胶 / 涤纶水刺非织造布，用于湿巾与面膜基材，克重 40–80 g/m²。',
    descriptionEn: 'Viscose/polyester spunlace for wet wipes and face masks, 40 to 80 g/m².',
    parameters: [
      { name: '克重 / Weight', value: '40–80 g/m²' },
      { name: '幅宽 / Width', value: '≤ 3200 mm' },
    ],
    colour: '#d9b38c',
  },
  {
    enterprise: 'nordlys',
    status: 'listed',
    name: '北极光新月型卫生纸机（示例）',
    nameEn: 'Nordlys Crescent Former Tissue Machine (Demo)',
    category: 'I401',
    description: '新月型成形，设计车速 2000 m/min，配钢制扬克烘缸，节能气罩。',
    descriptionEn: 'Crescent former, 2,000 m/min design speed, steel Yankee dryer and energy-saving hood.',
    parameters: [
      { name: '设计车速 / Design speed', value: '2000 m/min' },
      { name: '净纸幅宽 / Trim width', value: '5600 mm' },
    ],
    colour: '#5c7aa0',
  },
  {
    enterprise: 'nordlys',
    status: 'listed',
    name: '北极光卷纸复卷生产线（示例）',
    nameEn: 'Nordlys Toilet Roll Rewinding Line (Demo)',
    category: 'I402',
    description: '复卷、切纸、包装一体化，无芯与有芯卷纸均可生产。',
    descriptionEn: 'Rewinding, log sawing and wrapping in one line, for cored and coreless rolls.',
    parameters: [{ name: '产能 / Output', value: '600 m/min' }],
    colour: '#7d8ca3',
  },
];

/**
 * Demo step `demo-products`: products of the demo enterprises (step demo-enterprises) in the
 * listing states, with cover and detail pictures and enterprise logos when the file store is
 * given (at start; the test harness passes none). A product whose name its enterprise already
 * uses is left alone, as is a logo already set; a demo enterprise that is gone is skipped.
 */
export async function seedProducts(db: Db, ctx: SeedContext = {}): Promise<void> {
  const mobiles = ['enterpriseAdmin', 'organizer'].map(
    (role) => DEMO_ACCOUNTS.find((a) => a.role === role)?.mobile ?? '',
  );
  const people = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(inArray(users.mobile, mobiles));
  const adminId = people.find((p) => p.mobile === mobiles[0])?.id ?? null;
  const organizerId = people.find((p) => p.mobile === mobiles[1])?.id ?? null;

  const found = await db
    .select({ id: enterprises.id, name: enterprises.name, logoAttachmentId: enterprises.logoAttachmentId })
    .from(enterprises)
    .where(
      inArray(
        enterprises.name,
        Object.values(DEMO_ENTERPRISES).map((e) => e.name),
      ),
    );
  const enterpriseOf = (key: DemoEnterprise) => found.find((e) => e.name === DEMO_ENTERPRISES[key].name);
  const storage = ctx.storage;

  if (storage) {
    for (const [key, demo] of Object.entries(DEMO_ENTERPRISES) as [
      DemoEnterprise,
      (typeof DEMO_ENTERPRISES)[DemoEnterprise],
    ][]) {
      const enterprise = enterpriseOf(key);
      if (!enterprise || enterprise.logoAttachmentId !== null) continue;
      const logo = await storeDemoPicture(db, storage, {
        kind: 'logo',
        colour: demo.logo,
        svg: monogramSvg(demo.nameEn, 200),
        fileName: 'logo.png',
        ownerUserId: key === 'qinghe' ? adminId : null,
        refType: LOGO_REF,
        refId: String(enterprise.id),
        size: 200,
      });
      await db
        .update(enterprises)
        .set({ logoAttachmentId: logo.id, logoKey: logo.key })
        .where(and(eq(enterprises.id, enterprise.id), isNull(enterprises.logoAttachmentId)));
    }
  }

  const reviewedAt = new Date('2024-04-10T02:00:00Z');
  const submittedAt = new Date('2024-04-08T02:00:00Z');
  for (const seed of DEMO_PRODUCTS) {
    const enterprise = enterpriseOf(seed.enterprise);
    if (!enterprise) continue;
    const same = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.enterpriseId, enterprise.id), eq(products.name, seed.name)))
      .limit(1);
    if (same.length > 0) continue;
    const owner = seed.enterprise === 'qinghe' ? adminId : null;
    const reviewed = seed.status === 'listed' || seed.status === 'delisted' || seed.status === 'violation';
    const [row] = await db
      .insert(products)
      .values({
        enterpriseId: enterprise.id,
        name: seed.name,
        nameEn: seed.nameEn,
        category: seed.category,
        description: seed.description,
        descriptionEn: seed.descriptionEn,
        parameters: seed.parameters,
        status: seed.status,
        violationReason: seed.violationReason ?? null,
        approvedContent: seed.status === 'listed' || seed.status === 'delisted',
        createdBy: owner,
        updatedBy: owner,
        reviewedBy: reviewed ? organizerId : null,
        submittedAt: seed.status === 'draft' ? null : submittedAt,
        reviewedAt: reviewed ? reviewedAt : null,
      })
      .returning({ id: products.id });
    if (!row || !storage) continue;
    const art = artOf(seed.nameEn, seed.category);
    const picture = (colour: string, fileName: string, variant: number) =>
      storeDemoPicture(db, storage, {
        kind: 'enterpriseImage',
        colour,
        svg: productSvg(art, ACCENT_OF[seed.enterprise], variant),
        fileName,
        ownerUserId: owner,
        refType: PRODUCT_REF,
        refId: String(row.id),
      });
    const cover = await picture(seed.colour, 'cover.png', 0);
    const detail = await picture(seed.colour, 'detail-1.png', 1);
    // Only the picture columns: the product's dates and state stay as seeded.
    await db
      .update(products)
      .set({ coverAttachmentId: cover.id, detailAttachmentIds: [detail.id] })
      .where(eq(products.id, row.id));
  }
}

export const demoProductsStep = { name: 'demo-products', run: seedProducts };
