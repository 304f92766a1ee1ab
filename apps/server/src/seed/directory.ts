import { FAIR } from '@cidpex/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  booths,
  directorySectionItems,
  directorySections,
  enterpriseContacts,
  enterprises,
  exhibitors,
  hallPlans,
  newProductEntries,
  products,
} from '../db/schema';
import { searchTextOf, sortKeyOf } from '../modules/exhibitors';
import type { FileStorage } from '../platform/storage';
import { artOf, initialsOf, monogramSvg, PRODUCT_ACCENTS, type ProductArt, productSvg } from './artwork';
import type { SeedContext } from './demo-accounts';
import { storeDemoPicture } from './pictures';

/**
 * The exhibitor directory's demo data (issue 5): fictional exhibitors (every name carries
 * 示例 / Demo) over the halls, areas, industries and countries of fair-facts.md, with booths on
 * a floor plan per hall, listed products (some in the new-products pavilion), a few generated
 * logos reused, and a featured-exhibitors section. Names are built from trilingual parts
 * (zh-Hans, zh-Hant, en), so no conversion library runs at start; the test checks the
 * Traditional parts against OpenCC s2t. The same generator fills the benchmark database
 * (`npm run seed:large`, src/seed/large.ts).
 */

type Tri = readonly [zhHans: string, zhHant: string, en: string];

/** Invented brand words (not real companies). */
const BRAND_WORDS: Tri[] = [
  ['青岚', '青嵐', 'Qinglan'],
  ['云溪', '雲溪', 'Yunxi'],
  ['柏川', '柏川', 'Baichuan'],
  ['禾森', '禾森', 'Hesen'],
  ['澜庭', '瀾庭', 'Lanting'],
  ['星棉', '星棉', 'Xingmian'],
  ['朗泉', '朗泉', 'Langquan'],
  ['舒禾', '舒禾', 'Shuhe'],
  ['沐川', '沐川', 'Muchuan'],
  ['锦岫', '錦岫', 'Jinxiu'],
  ['晴野', '晴野', 'Qingye'],
  ['嘉渚', '嘉渚', 'Jiazhu'],
  ['霁白', '霽白', 'Jibai'],
  ['雪杉', '雪杉', 'Xueshan'],
  ['丰溢', '豐溢', 'Fengyi'],
  ['德岳', '德嶽', 'Deyue'],
  ['恒茵', '恆茵', 'Hengyin'],
  ['宁舟', '寧舟', 'Ningzhou'],
  ['瑞棠', '瑞棠', 'Ruitang'],
  ['鸿帆', '鴻帆', 'Hongfan'],
  ['松研', '松研', 'Songyan'],
  ['绿洲', '綠洲', 'Lüzhou'],
  ['泓越', '泓越', 'Hongyue'],
  ['蓝湾', '藍灣', 'Lanwan'],
  ['瀚林', '瀚林', 'Hanlin'],
  ['芷柔', '芷柔', 'Zhirou'],
  ['远岑', '遠岑', 'Yuancen'],
  ['鹭洲', '鷺洲', 'Luzhou'],
  ['惠纤', '惠纖', 'Huixian'],
  ['优棉', '優棉', 'Youmian'],
  ['洁岚', '潔嵐', 'Jielan'],
  ['润泽', '潤澤', 'Runze'],
  ['卓纶', '卓綸', 'Zhuolun'],
  ['安沁', '安沁', 'Anqin'],
  ['凯旋', '凱旋', 'Kaixuan'],
  ['汇川', '匯川', 'Huichuan'],
  ['荣晟', '榮晟', 'Rongsheng'],
  ['欣悦', '欣悅', 'Xinyue'],
  ['益舒', '益舒', 'Yishu'],
  ['华棠', '華棠', 'Huatang'],
];

/** Invented names for exhibitors from abroad (zh transliteration, zh-Hant, en). */
const FOREIGN_WORDS: Tri[] = [
  ['诺维克', '諾維克', 'Norvik'],
  ['阿尔塔', '阿爾塔', 'Alta'],
  ['维拉诺', '維拉諾', 'Verano'],
  ['卡斯特', '卡斯特', 'Kastel'],
  ['奥雷卡', '奧雷卡', 'Oreka'],
  ['布兰卡', '布蘭卡', 'Blanca'],
  ['索尔维', '索爾維', 'Solvi'],
  ['米拉诺', '米拉諾', 'Mirano'],
  ['泰萨', '泰薩', 'Tessa'],
  ['赫尔姆', '赫爾姆', 'Helm'],
  ['卢米纳', '盧米納', 'Lumina'],
  ['帕拉斯', '帕拉斯', 'Pallas'],
];

const CITIES: Tri[] = [
  ['南京', '南京', 'Nanjing'],
  ['苏州', '蘇州', 'Suzhou'],
  ['杭州', '杭州', 'Hangzhou'],
  ['泉州', '泉州', 'Quanzhou'],
  ['佛山', '佛山', 'Foshan'],
  ['潍坊', '濰坊', 'Weifang'],
  ['保定', '保定', 'Baoding'],
  ['成都', '成都', 'Chengdu'],
  ['东莞', '東莞', 'Dongguan'],
  ['晋江', '晉江', 'Jinjiang'],
  ['天津', '天津', 'Tianjin'],
  ['宁波', '寧波', 'Ningbo'],
];

/** Per exhibition area: trade word, hall, industry (main), business codes to draw from. */
interface AreaPlan {
  area: string;
  hall: string;
  trade: Tri;
  industry: string;
  business: string[];
}

const AREA_PLANS: AreaPlan[] = [
  {
    area: 'A01',
    hall: 'H1',
    trade: ['纸业', '紙業', 'Paper'],
    industry: 'I1',
    business: ['I101', 'I102', 'I103', 'I104'],
  },
  {
    area: 'A02',
    hall: 'H2',
    trade: ['护理用品', '護理用品', 'Care Products'],
    industry: 'I2',
    business: ['I201', 'I203'],
  },
  { area: 'A03', hall: 'H3', trade: ['卫生用品', '衛生用品', 'Hygiene'], industry: 'I2', business: ['I202'] },
  { area: 'A04', hall: 'H3', trade: ['湿巾', '濕巾', 'Wipes'], industry: 'I2', business: ['I204'] },
  { area: 'A05', hall: 'H4', trade: ['浆纸', '漿紙', 'Pulp & Paper'], industry: 'I3', business: ['I301'] },
  {
    area: 'A06',
    hall: 'H5',
    trade: ['新材料', '新材料', 'Materials'],
    industry: 'I3',
    business: ['I302', 'I304'],
  },
  { area: 'A07', hall: 'H5', trade: ['无纺布', '無紡布', 'Nonwovens'], industry: 'I3', business: ['I303'] },
  {
    area: 'A08',
    hall: 'H6',
    trade: ['纸机', '紙機', 'Tissue Machinery'],
    industry: 'I4',
    business: ['I401', 'I402'],
  },
  {
    area: 'A09',
    hall: 'H7',
    trade: ['智能装备', '智能裝備', 'Machinery'],
    industry: 'I4',
    business: ['I402'],
  },
  { area: 'A10', hall: 'H8', trade: ['包装', '包裝', 'Packaging'], industry: 'I4', business: ['I402'] },
  {
    area: 'A11',
    hall: 'H4',
    trade: ['创新科技', '創新科技', 'Innovation'],
    industry: 'I2',
    business: ['I201', 'I202', 'I204'],
  },
  {
    area: 'A12',
    hall: 'H9',
    trade: ['国际贸易', '國際貿易', 'International'],
    industry: 'I5',
    business: ['I501'],
  },
];

const FOREIGN_COUNTRIES = [
  'JP',
  'KR',
  'IT',
  'DE',
  'FI',
  'SE',
  'US',
  'IN',
  'TR',
  'VN',
  'ID',
  'MY',
  'TH',
  'HK',
  'TW',
];

const PRODUCT_WORDS: Record<string, Tri[]> = {
  I1: [
    ['本色卫生纸', '本色衛生紙', 'Unbleached Toilet Tissue'],
    ['三层面巾纸', '三層面巾紙', '3-Ply Facial Tissue'],
    ['厨房用纸', '廚房用紙', 'Kitchen Towel'],
  ],
  I2: [
    ['超薄纸尿裤', '超薄紙尿褲', 'Ultra-thin Baby Diaper'],
    ['日用卫生巾', '日用衛生巾', 'Day-use Sanitary Pad'],
    ['婴儿湿巾', '嬰兒濕巾', 'Baby Wipes'],
  ],
  I3: [
    ['水刺无纺布', '水刺無紡布', 'Spunlace Nonwoven'],
    ['高吸水性树脂', '高吸水性樹脂', 'Superabsorbent Polymer'],
    ['绒毛浆', '絨毛漿', 'Fluff Pulp'],
  ],
  I4: [
    ['高速复卷机', '高速複捲機', 'High-speed Rewinder'],
    ['纸尿裤生产线', '紙尿褲生產線', 'Diaper Production Line'],
    ['全自动包装机', '全自動包裝機', 'Automatic Packing Machine'],
  ],
  I5: [
    ['检测服务', '檢測服務', 'Testing Service'],
    ['认证咨询', '認證諮詢', 'Certification Consulting'],
    ['质量检测仪', '質量檢測儀', 'Quality Tester'],
  ],
};

const PRODUCT_CATEGORY: Record<string, string[]> = {
  I1: ['I101', 'I102', 'I104'],
  I2: ['I201', 'I202', 'I204'],
  I3: ['I303', 'I302', 'I301'],
  I4: ['I401', 'I402', 'I402'],
  I5: ['I501', 'I501', 'I501'],
};

/** Up to this many exhibitors each get a logo of their own (the demo); more reuse a few (the benchmark). */
const MONOGRAMS_UP_TO = 2000;

/** A deterministic pseudo-random sequence (the same demo on every machine). */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DirectoryGenOptions {
  exhibitionId?: number;
  exhibitors: number;
  productsPerExhibitor: number;
  /** exhibitors with pavilion products (1 or 2 each) */
  pavilionShare?: number;
  storage?: FileStorage;
  batchSize?: number;
  /** Existing enterprises (ids) that become exhibitors too (the demo enterprises). */
  existingEnterpriseIds?: number[];
}

const BOOTH = 3;
const BOOTHS_PER_ROW = 24;

async function batched<T>(items: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await insert(items.slice(i, i + size));
}

/** Generates and inserts the directory; answers the numbers inserted. */
export async function generateDirectory(db: Db, options: DirectoryGenOptions) {
  const exhibitionId = options.exhibitionId ?? FAIR.exhibitionId;
  const batch = options.batchSize ?? 1000;
  const random = rng(20240515);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

  // Product pictures: one illustration per kind of product and accent, reused by many rows.
  const storage = options.storage;
  const pictures = new Map<string, { id: number; key: string }>();
  const pictureOf = async (art: ProductArt, variant: number) => {
    if (!storage) return undefined;
    const accent = PRODUCT_ACCENTS[variant % PRODUCT_ACCENTS.length]!;
    const id = `${art}-${accent}`;
    let stored = pictures.get(id);
    if (!stored) {
      // One after another: the step runs in a transaction, one connection that takes one query at a time.
      stored = await storeDemoPicture(db, storage, {
        kind: 'enterpriseImage',
        colour: accent,
        svg: productSvg(art, accent, variant),
        fileName: `directory-${art}-${(variant % PRODUCT_ACCENTS.length) + 1}.png`,
        ownerUserId: null,
        refType: 'directoryDemo',
        refId: 'picture',
      });
      pictures.set(id, stored);
    }
    return stored;
  };
  /** The picture of the k-th product of an area's exhibitor. */
  const productArt = (industry: string, k: number) => {
    const word = PRODUCT_WORDS[industry]![k % 3]!;
    return artOf(word[2], PRODUCT_CATEGORY[industry]![k % 3]!);
  };

  // 1. Enterprises (fictional, certified).
  interface Plan {
    enterpriseId?: number;
    names: Tri;
    brand: Tri;
    country: string;
    area: AreaPlan;
    business: string[];
    boothCount: number;
  }
  const plans: Plan[] = [];
  const used = new Set<string>();
  for (let i = 0; i < options.exhibitors; i++) {
    const area = AREA_PLANS[i % AREA_PLANS.length]!;
    const foreign = area.area === 'A12' || random() < 0.18;
    const country = foreign ? pick(FOREIGN_COUNTRIES) : 'CN';
    let names: Tri;
    let brand: Tri;
    let n = 0;
    do {
      brand = foreign ? pick(FOREIGN_WORDS) : pick(BRAND_WORDS);
      const serial = n > 0 || used.size >= 400 ? String(Math.floor(i / 7) + n) : '';
      if (foreign) {
        names = [
          `${brand[0]}${area.trade[0]}示例公司${serial}`,
          `${brand[1]}${area.trade[1]}示例公司${serial}`,
          `${brand[2]} ${area.trade[2]} Demo ${serial ? `No.${serial} ` : ''}Ltd.`,
        ];
      } else {
        const city = pick(CITIES);
        names = [
          `${city[0]}${brand[0]}${area.trade[0]}示例有限公司${serial}`,
          `${city[1]}${brand[1]}${area.trade[1]}示例有限公司${serial}`,
          `${city[2]} ${brand[2]} ${area.trade[2]} (Demo)${serial ? ` No.${serial}` : ''} Co., Ltd.`,
        ];
      }
      n++;
    } while (used.has(names[0]));
    used.add(names[0]);
    const business = area.business.filter(() => random() < 0.7);
    if (business.length === 0) business.push(area.business[0]!);
    plans.push({ names, brand, country, area, business, boothCount: random() < 0.1 ? 2 : 1 });
  }

  // Logos: a monogram per company (its initials and colours); a large benchmark fill reuses a few.
  const logos: { id: number; key: string }[] = [];
  if (storage) {
    const own = plans.length <= MONOGRAMS_UP_TO;
    for (const p of own ? plans : plans.slice(0, 12)) {
      logos.push(
        await storeDemoPicture(db, storage, {
          kind: 'logo',
          colour: '#ffffff',
          svg: monogramSvg(p.names[2], 160),
          fileName: `logo-${initialsOf(p.names[2]).toLowerCase()}.png`,
          ownerUserId: null,
          refType: 'directoryDemo',
          refId: 'logo',
          size: 160,
        }),
      );
    }
  }

  const enterpriseRows = plans.map((p, i) => {
    const logo = logos.length > 0 ? logos[i % logos.length] : undefined;
    return {
      name: p.names[0],
      nameEn: p.names[2],
      type: 'B01',
      nature: p.country === 'CN' ? 'N02' : 'N03',
      address:
        p.country === 'CN' ? `${p.names[0].slice(0, 2)}市示例工业园 ${i + 1} 号` : `${i + 1} Demo Street`,
      website: `www.${p.brand[2].toLowerCase().replace(/[^a-z]/g, '')}-${i + 1}.example`,
      country: p.country,
      province: p.country === 'CN' ? '32' : null,
      mainBusiness: p.area.industry,
      secondaryBusiness: p.business,
      status: 'certified',
      certifiedAt: new Date('2024-03-01T02:00:00Z'),
      logoAttachmentId: logo?.id ?? null,
      logoKey: logo?.key ?? null,
    };
  });
  const enterpriseIds: number[] = [];
  await batched(enterpriseRows, batch, async (chunk) => {
    const ids = await db.insert(enterprises).values(chunk).returning({ id: enterprises.id });
    enterpriseIds.push(...ids.map((r) => r.id));
  });
  plans.forEach((p, i) => {
    p.enterpriseId = enterpriseIds[i];
  });

  // 2. One contact each (70 % shown on the public page).
  const contactRows = plans.map((p, i) => ({
    enterpriseId: p.enterpriseId!,
    name: p.country === 'CN' ? `${pick(['王', '李', '张', '刘', '陈', '杨'])}经理` : 'Sales Manager',
    phone:
      p.country === 'CN'
        ? `025-5${String(1000000 + i).slice(-7)}`
        : `+00 555 ${String(100000 + i).slice(-6)}`,
    jobTitle: p.country === 'CN' ? '销售经理' : 'Sales Manager',
    email: `sales${i + 1}@demo-exhibitor.example`,
    isPrimary: true,
  }));
  const contactIds: number[] = [];
  await batched(contactRows, batch, async (chunk) => {
    const ids = await db.insert(enterpriseContacts).values(chunk).returning({ id: enterpriseContacts.id });
    contactIds.push(...ids.map((r) => r.id));
  });

  // 3. Booths: hall by area, numbered <hall number><row letter><two digits>, on a grid.
  const hallCursor = new Map<string, number>();
  const planBooths: {
    hall: string;
    boothNo: string;
    area: string;
    x: number;
    y: number;
    w: number;
    h: number;
  }[][] = [];
  const nextSlot = (hall: string) => {
    const slot = hallCursor.get(hall) ?? 0;
    hallCursor.set(hall, slot + 1);
    const row = Math.floor(slot / BOOTHS_PER_ROW);
    const col = slot % BOOTHS_PER_ROW;
    const hallNo = hall.replace(/^H/, '');
    const letter =
      String.fromCharCode(65 + (row % 26)) +
      (row >= 26 ? String.fromCharCode(65 + Math.floor(row / 26) - 1) : '');
    return {
      boothNo: `${hallNo}${letter}${String(col + 1).padStart(2, '0')}`,
      // two rows of booths back to back, then an aisle of 4 m
      x: 6 + col * BOOTH + Math.floor(col / 6) * 3,
      y: 6 + row * BOOTH + Math.floor(row / 2) * 4,
    };
  };
  for (const p of plans) {
    const list = [];
    for (let b = 0; b < p.boothCount; b++) {
      const slot = nextSlot(p.area.hall);
      list.push({
        hall: p.area.hall,
        boothNo: slot.boothNo,
        area: p.area.area,
        x: slot.x,
        y: slot.y,
        w: BOOTH,
        h: BOOTH,
      });
    }
    planBooths.push(list);
  }
  // Existing (demo) enterprises: a booth in their industry's hall.
  const existing = options.existingEnterpriseIds ?? [];
  const existingRows =
    existing.length > 0 ? await db.select().from(enterprises).where(inArray(enterprises.id, existing)) : [];
  const existingBooths = existingRows.map((e) => {
    const area = AREA_PLANS.find((a) => a.industry === e.mainBusiness) ?? AREA_PLANS[0]!;
    const slot = nextSlot(area.hall);
    return {
      e,
      area,
      booth: {
        hall: area.hall,
        boothNo: slot.boothNo,
        area: area.area,
        x: slot.x,
        y: slot.y,
        w: BOOTH,
        h: BOOTH,
      },
    };
  });
  // Their primary contacts are shown on their public pages.
  const existingContacts =
    existing.length > 0
      ? await db
          .select({ id: enterpriseContacts.id, enterpriseId: enterpriseContacts.enterpriseId })
          .from(enterpriseContacts)
          .where(
            and(inArray(enterpriseContacts.enterpriseId, existing), eq(enterpriseContacts.isPrimary, true)),
          )
      : [];
  // Free booths: one in ten slots of each hall stays empty on the plan.
  const freeBooths: {
    hall: string;
    boothNo: string;
    area: string;
    x: number;
    y: number;
    w: number;
    h: number;
  }[] = [];
  for (const area of AREA_PLANS) {
    const count = Math.max(2, Math.round((hallCursor.get(area.hall) ?? 0) / 20));
    for (let i = 0; i < count; i++) {
      const slot = nextSlot(area.hall);
      freeBooths.push({
        hall: area.hall,
        boothNo: slot.boothNo,
        area: area.area,
        x: slot.x,
        y: slot.y,
        w: BOOTH,
        h: BOOTH,
      });
    }
  }

  // Existing (demo) enterprises without a logo get their monogram too.
  if (storage) {
    for (const { e } of existingBooths) {
      if (e.logoAttachmentId !== null) continue;
      const logo = await storeDemoPicture(db, storage, {
        kind: 'logo',
        colour: '#ffffff',
        svg: monogramSvg(e.nameEn ?? e.name, 160),
        fileName: 'logo.png',
        ownerUserId: null,
        refType: 'enterpriseLogo',
        refId: String(e.id),
        size: 160,
      });
      await db
        .update(enterprises)
        .set({ logoAttachmentId: logo.id, logoKey: logo.key })
        .where(and(eq(enterprises.id, e.id), isNull(enterprises.logoAttachmentId)));
    }
  }

  // Covers of the catalogue entries: the picture of the exhibitor's first product.
  const covers: ({ id: number; key: string } | undefined)[] = [];
  for (const [i, p] of plans.entries()) covers.push(await pictureOf(productArt(p.area.industry, 0), i));
  for (const [i, { area }] of existingBooths.entries())
    covers.push(await pictureOf(productArt(area.industry, 0), plans.length + i));
  // Product pictures, in the order of the product rows below.
  const productPictures: ({ id: number; key: string } | undefined)[] = [];
  for (const [i, p] of plans.entries())
    for (let k = 0; k < options.productsPerExhibitor; k++)
      productPictures.push(await pictureOf(productArt(p.area.industry, k), i + k));

  // 4. Exhibitors (catalogue entries with the filter columns).
  const profile = (p: Pick<Plan, 'names' | 'area'>): Tri => [
    `${p.names[0]}是一家专注于${p.area.trade[0]}领域的示例企业，产品远销海内外。（演示数据）`,
    `${p.names[1]}是一家專注於${p.area.trade[1]}領域的示例企業，產品遠銷海內外。（演示數據）`,
    `${p.names[2]} is a demo company focused on ${p.area.trade[2].toLowerCase()}, selling at home and abroad. (Demo data)`,
  ];
  const entry = (
    enterpriseId: number,
    names: Tri,
    brands: string[],
    country: string,
    industry: string,
    business: string[],
    list: { hall: string; boothNo: string; area: string }[],
    prof: Tri | null,
    contactId: number | undefined,
    i: number,
    cover: { key: string } | undefined,
  ) => {
    const boothNos = list.map((b) => b.boothNo);
    return {
      exhibitionId,
      enterpriseId,
      nameZhHans: names[0],
      nameZhHant: names[1],
      nameEn: names[2],
      brands,
      country,
      industry,
      businessCodes: business,
      areaCodes: [...new Set(list.map((b) => b.area))],
      hallCodes: [...new Set(list.map((b) => b.hall))],
      boothNos,
      searchText: searchTextOf({
        nameZhHans: names[0],
        nameZhHant: names[1],
        nameEn: names[2],
        brands,
        boothNos,
      }),
      sortKey: sortKeyOf(list[0]),
      profileZhHans: prof?.[0] ?? null,
      profileZhHant: prof?.[1] ?? null,
      profileEn: prof?.[2] ?? null,
      coverKey: cover?.key ?? null,
      publicContactIds: contactId !== undefined && i % 10 < 7 ? [contactId] : [],
    };
  };
  const exhibitorRows = [
    ...plans.map((p, i) =>
      entry(
        p.enterpriseId!,
        p.names,
        [p.brand[2], p.brand[0]],
        p.country,
        p.area.industry,
        p.business,
        planBooths[i]!,
        profile(p),
        contactIds[i],
        i,
        covers[i],
      ),
    ),
    ...existingBooths.map(({ e, area, booth }, i) => {
      const names: Tri = [e.name, e.name, e.nameEn ?? e.name];
      return entry(
        e.id,
        names,
        [],
        e.country,
        e.mainBusiness,
        e.secondaryBusiness,
        [booth],
        // Their names exist in Simplified script only: the Traditional profile says 本公司.
        profile({ names: [names[0], '本公司', names[2]], area }),
        existingContacts.find((c) => c.enterpriseId === e.id)?.id,
        i,
        covers[plans.length + i],
      );
    }),
  ];
  const exhibitorIds: number[] = [];
  await batched(exhibitorRows, batch, async (chunk) => {
    const ids = await db.insert(exhibitors).values(chunk).returning({ id: exhibitors.id });
    exhibitorIds.push(...ids.map((r) => r.id));
  });

  const boothRows = [
    ...planBooths.flatMap((list, i) =>
      list.map((b) => ({ exhibitionId, ...b, exhibitorId: exhibitorIds[i]! })),
    ),
    ...existingBooths.map(({ booth }, i) => ({
      exhibitionId,
      ...booth,
      exhibitorId: exhibitorIds[plans.length + i]!,
    })),
    ...freeBooths.map((b) => ({ exhibitionId, ...b, exhibitorId: null })),
  ];
  await batched(boothRows, batch, (chunk) => db.insert(booths).values(chunk));

  // Hall plans sized to their booths.
  const extent = new Map<string, { w: number; h: number }>();
  for (const b of boothRows) {
    const e = extent.get(b.hall) ?? { w: 0, h: 0 };
    extent.set(b.hall, { w: Math.max(e.w, b.x + b.w + 6), h: Math.max(e.h, b.y + b.h + 6) });
  }
  await db
    .insert(hallPlans)
    .values([...extent].map(([hall, e]) => ({ exhibitionId, hall, width: e.w, height: e.h })))
    .onConflictDoNothing();

  // 5. Listed products; pavilion: the A11 area and a share of the others, 1 or 2 each.
  const reviewedAt = new Date('2024-04-10T02:00:00Z');
  const productRows = plans.flatMap((p, i) =>
    Array.from({ length: options.productsPerExhibitor }, (_, k) => {
      const word = PRODUCT_WORDS[p.area.industry]![k % 3]!;
      const serial = k >= 3 ? ` ${Math.floor(k / 3) + 1}` : '';
      return {
        enterpriseId: p.enterpriseId!,
        name: `${p.brand[0]}${word[0]}${serial}（示例）`,
        nameEn: `${p.brand[2]} ${word[2]}${serial} (Demo)`,
        category: PRODUCT_CATEGORY[p.area.industry]![k % 3]!,
        description: `${word[0]}，演示数据。`,
        descriptionEn: `${word[2]}, demo data.`,
        parameters: [{ name: '规格 / Spec', value: `${(i % 5) + 1} × ${(k % 4) + 2}` }],
        coverAttachmentId: productPictures[i * options.productsPerExhibitor + k]?.id ?? null,
        status: 'listed',
        approvedContent: true,
        submittedAt: reviewedAt,
        reviewedAt,
      };
    }),
  );
  const productIds: number[] = [];
  await batched(productRows, batch, async (chunk) => {
    const ids = await db.insert(products).values(chunk).returning({ id: products.id });
    productIds.push(...ids.map((r) => r.id));
  });
  const share = options.pavilionShare ?? 0.15;
  const pavilion = plans.flatMap((p, i) => {
    const inPavilion = p.area.area === 'A11' || random() < share;
    if (!inPavilion || options.productsPerExhibitor === 0) return [];
    const count = Math.min(options.productsPerExhibitor, random() < 0.6 ? 2 : 1);
    return Array.from({ length: count }, (_, k) => ({
      exhibitionId,
      exhibitorId: exhibitorIds[i]!,
      productId: productIds[i * options.productsPerExhibitor + k]!,
      slot: k + 1,
    }));
  });
  await batched(pavilion, batch, (chunk) => db.insert(newProductEntries).values(chunk));

  // 6. Featured exhibitors: one section, 24 exhibitors over the areas.
  const [section] = await db
    .insert(directorySections)
    .values({
      exhibitionId,
      code: 'featured-exhibitors',
      nameZhHans: '推荐展商',
      nameZhHant: '推薦展商',
      nameEn: 'Featured Exhibitors',
    })
    .onConflictDoNothing()
    .returning({ id: directorySections.id });
  if (section) {
    const featured = exhibitorIds.filter(
      (_, i) => i % Math.max(1, Math.floor(exhibitorIds.length / 24)) === 0,
    );
    await db
      .insert(directorySectionItems)
      .values(
        featured.slice(0, 24).map((exhibitorId, sort) => ({ sectionId: section.id, exhibitorId, sort })),
      );
  }

  return {
    exhibitors: exhibitorRows.length,
    booths: boothRows.length,
    halls: extent.size,
    products: productRows.length,
    pavilion: pavilion.length,
  };
}

async function seedDirectory(db: Db, ctx: SeedContext = {}) {
  // The demo enterprises of the step demo-enterprises exhibit too.
  const demo = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(and(eq(enterprises.status, 'certified')));
  await generateDirectory(db, {
    exhibitors: 320,
    productsPerExhibitor: 2,
    storage: ctx.storage,
    existingEnterpriseIds: demo.map((d) => d.id),
  });
}

export const demoDirectoryStep = { name: 'demo-directory', run: seedDirectory };

/** Every trilingual part of the generated names (the test checks zh-Hant against OpenCC s2t). */
export const DIRECTORY_NAME_PARTS: readonly Tri[] = [
  ...BRAND_WORDS,
  ...FOREIGN_WORDS,
  ...CITIES,
  ...AREA_PLANS.map((a) => a.trade),
  ...Object.values(PRODUCT_WORDS).flat(),
];
