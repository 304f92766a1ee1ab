import { FAIR, type PurposeCategory, type PurposeState, type PurposeType } from '@cidpex/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  applyChats,
  enterpriseStaff,
  enterprises,
  purposeBannedWords,
  purposeComments,
  purposeFavorites,
  purposeReports,
  purposes,
  users,
  visitorRegistrations,
} from '../db/schema';
import { foldText, searchTextOf } from '../modules/purposes/purposes.text';

type Lang = 'zh-Hans' | 'zh-Hant' | 'en';
type Template = { lang: Lang; type: PurposeType; category: PurposeCategory; title: string; content: string };

/** Fictional posts of the demo companies and buyers, in the three languages (all invented). */
export const DEMO_POST_TEMPLATES: Template[] = [
  {
    lang: 'zh-Hans',
    type: 'demand',
    category: 'finishedTissue',
    title: '求购三层原生木浆卫生纸（示例）',
    content: '连锁超市长期求购三层原生木浆卷纸，月需求约 20 吨，需提供质检报告。',
  },
  {
    lang: 'zh-Hans',
    type: 'supply',
    category: 'finishedTissue',
    title: '供应竹浆本色面巾纸（示例）',
    content: '竹浆本色抽取式面巾纸，无荧光增白剂，可 OEM，起订量 5 吨。',
  },
  {
    lang: 'zh-Hans',
    type: 'demand',
    category: 'diapers',
    title: '采购婴儿纸尿裤 OEM 代工（示例）',
    content: '母婴连锁品牌寻找纸尿裤代工厂，S–XL 全尺码，要求 3D 防漏隔边。',
  },
  {
    lang: 'zh-Hans',
    type: 'supply',
    category: 'wipes',
    title: '供应婴儿湿巾 80 抽（示例）',
    content: 'EDI 纯水婴儿湿巾，80 抽带盖，月产能 200 万包，可贴牌。',
  },
  {
    lang: 'zh-Hans',
    type: 'demand',
    category: 'pulp',
    title: '求购进口漂白针叶木浆（示例）',
    content: '纸厂求购漂白针叶木浆，每月 500 吨，南京港交货。',
  },
  {
    lang: 'zh-Hans',
    type: 'supply',
    category: 'nonwovens',
    title: '供应热风无纺布（示例）',
    content: '纸尿裤面层用热风无纺布，克重 18–25 g/m²，亲水、拒水均可。',
  },
  {
    lang: 'zh-Hans',
    type: 'supply',
    category: 'tissueMachinery',
    title: '出售二手卫生纸机一台（示例）',
    content: '2880 型新月型卫生纸机，车速 1200 米/分，可现场看机。',
  },
  {
    lang: 'zh-Hans',
    type: 'demand',
    category: 'packaging',
    title: '求购卷纸自动包装机（示例）',
    content: '需要 12 卷装卷纸全自动包装机，要求速度 30 包/分以上。',
  },
  {
    lang: 'zh-Hans',
    type: 'supply',
    category: 'rawMaterials',
    title: '供应高吸水性树脂 SAP（示例）',
    content: '纸尿裤用 SAP，吸水倍率高，回渗低，可提供样品测试。',
  },
  {
    lang: 'zh-Hans',
    type: 'demand',
    category: 'feminine',
    title: '寻找卫生巾贴牌工厂（示例）',
    content: '电商品牌寻找卫生巾贴牌工厂，日用夜用各两款，首单 50 万片。',
  },
  {
    lang: 'zh-Hans',
    type: 'supply',
    category: 'hygieneMachinery',
    title: '供应全伺服湿巾生产线（示例）',
    content: '全伺服湿巾折叠包装一体机，10–120 片可调，详见 https://example.com/demo-line',
  },
  {
    lang: 'zh-Hans',
    type: 'demand',
    category: 'other',
    title: '寻找生活用纸检测认证机构（示例）',
    content: '出口欧盟需做生活用纸检测认证，请有资质的机构联系。',
  },
  {
    lang: 'zh-Hant',
    type: 'demand',
    category: 'finishedTissue',
    title: '求購酒店用擦手紙（示例）',
    content: '連鎖酒店求購 N 折擦手紙，每月 3 萬包，需可開立發票。',
  },
  {
    lang: 'zh-Hant',
    type: 'supply',
    category: 'finishedTissue',
    title: '供應廚房用紙大卷（示例）',
    content: '廚房用紙雙層加厚，吸油吸水，可客製包裝。',
  },
  {
    lang: 'zh-Hant',
    type: 'demand',
    category: 'diapers',
    title: '採購成人紙尿褲（示例）',
    content: '養老機構採購成人紙尿褲，M、L 兩種尺碼，每月 10 萬片。',
  },
  {
    lang: 'zh-Hant',
    type: 'supply',
    category: 'wipes',
    title: '供應酒精消毒濕巾（示例）',
    content: '75% 酒精濕巾，單片裝與 50 抽裝，可出口。',
  },
  {
    lang: 'zh-Hant',
    type: 'supply',
    category: 'nonwovens',
    title: '供應水刺無紡布（示例）',
    content: '濕巾用水刺無紡布，克重 40–60 g/m²，珍珠紋、平紋皆有。',
  },
  {
    lang: 'zh-Hant',
    type: 'demand',
    category: 'tissueMachinery',
    title: '求購衛生紙複捲機（示例）',
    content: '需要衛生紙複捲分切設備一套，幅寬 2800 毫米。',
  },
  {
    lang: 'zh-Hant',
    type: 'supply',
    category: 'packaging',
    title: '供應面紙塑膠包裝膜（示例）',
    content: '面紙軟抽包裝膜，可印刷八色，交期 15 天。',
  },
  {
    lang: 'zh-Hant',
    type: 'demand',
    category: 'rawMaterials',
    title: '求購絨毛漿（示例）',
    content: '衛生用品廠求購處理型絨毛漿，每月 300 噸。',
  },
  {
    lang: 'en',
    type: 'demand',
    category: 'finishedTissue',
    title: 'Looking for private-label toilet tissue (Demo)',
    content:
      'A European retailer seeks a private-label supplier of 3-ply toilet tissue, FSC certified, 4 containers a month.',
  },
  {
    lang: 'en',
    type: 'supply',
    category: 'finishedTissue',
    title: 'Bamboo facial tissue for export (Demo)',
    content: 'Unbleached bamboo facial tissue, soft pack and box, OEM welcome. MOQ one 40HQ container.',
  },
  {
    lang: 'en',
    type: 'demand',
    category: 'diapers',
    title: 'Sourcing baby diapers for Southeast Asia (Demo)',
    content:
      'Distributor in Vietnam sourcing mid-range baby diapers, sizes S to XXL, with wetness indicator.',
  },
  {
    lang: 'en',
    type: 'supply',
    category: 'wipes',
    title: 'Flushable wipes, INDA/EDANA tested (Demo)',
    content: 'Flushable moist toilet wipes passing GD4 tests; private label and custom scents available.',
  },
  {
    lang: 'en',
    type: 'demand',
    category: 'pulp',
    title: 'Buying eucalyptus hardwood pulp (Demo)',
    content: 'Tissue mill buying bleached eucalyptus kraft pulp, 1,000 t a month, CIF Shanghai.',
  },
  {
    lang: 'en',
    type: 'supply',
    category: 'hygieneMachinery',
    title: 'Full-servo sanitary napkin line (Demo)',
    content: 'Full-servo sanitary napkin machine, 800 pieces a minute, installation and training on site.',
  },
  {
    lang: 'en',
    type: 'supply',
    category: 'nonwovens',
    title: 'SMS nonwovens for hygiene (Demo)',
    content: 'SMS leg-cuff nonwovens, 10 to 15 gsm, hydrophobic, stable supply from our Jiangsu plant.',
  },
  {
    lang: 'en',
    type: 'demand',
    category: 'other',
    title: 'Seeking testing lab for EU certification (Demo)',
    content:
      'We need a lab to test tissue products for EU food-contact compliance. Details: https://example.com/demo-rfq',
  },
  {
    lang: 'en',
    type: 'supply',
    category: 'pulp',
    title: 'Fluff pulp from stock, Nordic origin (Demo)',
    content:
      'Treated fluff pulp for diapers and pads in rolls of 800 mm, 200 t ready in Ningbo bonded warehouse.',
  },
  {
    lang: 'en',
    type: 'demand',
    category: 'nonwovens',
    title: 'Need spunlace for baby wipes, 45 gsm (Demo)',
    content: 'Wipes maker in Poland needs viscose/polyester spunlace, 45 gsm, plain, 60 t a month from June.',
  },
  {
    lang: 'en',
    type: 'supply',
    category: 'diapers',
    title: 'Adult pants, private label for export (Demo)',
    content:
      'Adult pull-up pants, M to XL, 800 ml absorbency, your brand and carton; samples sent in a week.',
  },
  {
    lang: 'en',
    type: 'demand',
    category: 'hygieneMachinery',
    title: 'Looking for a used tissue rewinder (Demo)',
    content: 'Mill in Kenya looking for a used 2,800 mm toilet roll rewinder with log saw, in working order.',
  },
];

/** Who publishes how: most posts are published, some wait, some were turned down or taken off. */
const STATE_CYCLE: PurposeState[] = [
  'Passed',
  'Passed',
  'Passed',
  'Pending',
  'Passed',
  'Reject',
  'Passed',
  'Canceled',
];
const REJECT_REASONS = [
  '请补充产品规格和数量（示例）',
  '請補充聯繫方式以外的具體需求（示例）',
  'Please describe the product instead of the company (Demo)',
];
const COMMENTS: Record<Lang, string[]> = {
  'zh-Hans': [
    '请问可以提供样品吗？',
    '我们有现货，方便留个联系方式吗？',
    '价格含税含运费吗？',
    '展会期间可以到展位详谈。',
  ],
  'zh-Hant': ['請問可以提供樣品嗎？', '我們有現貨，方便詳談嗎？', '價格含稅含運費嗎？'],
  en: [
    'Could you send samples?',
    'We can supply this — what is your target price?',
    'Will you be at the fair on 16 May?',
  ],
};
const DEMO_BANNED_WORDS = ['假货', '代开发票', 'counterfeit'];

/** Step demo-purposes: 60+ posts in three languages across categories and every state, with comments, favourites and chat applications. */
export async function seedPurposes(db: Db): Promise<void> {
  const staff = await db
    .select({ userId: enterpriseStaff.userId, enterpriseId: enterpriseStaff.enterpriseId })
    .from(enterpriseStaff)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseStaff.enterpriseId))
    .where(eq(enterprises.status, 'certified'));
  const buyers = await db
    .select({ userId: visitorRegistrations.userId, lang: visitorRegistrations.lang })
    .from(visitorRegistrations)
    .where(
      and(
        eq(visitorRegistrations.exhibitionId, FAIR.exhibitionId),
        eq(visitorRegistrations.status, 'approved'),
      ),
    );
  const staffIds = new Set(staff.map((s) => s.userId));
  const plainBuyers = buyers.filter((b) => !staffIds.has(b.userId));
  if (staff.length === 0 && plainBuyers.length === 0) return;

  // The demo company's people pre-registered too, so they may publish and comment from the start.
  const registered = new Set(buyers.map((b) => b.userId));
  const toRegister = staff.filter((s) => !registered.has(s.userId));
  if (toRegister.length > 0) {
    const people = await db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(
        inArray(
          users.id,
          toRegister.map((s) => s.userId),
        ),
      );
    for (const p of people) {
      await db
        .insert(visitorRegistrations)
        .values({
          exhibitionId: FAIR.exhibitionId,
          userId: p.id,
          form: 'domestic',
          lang: 'zh-Hans',
          status: 'approved',
          name: p.name,
          email: p.email ?? `staff${p.id}@demo.cidpex.cn`,
          idKind: 'idCard',
          idHash: `demo-purposes-${p.id}`,
          idLast6: '00000X',
          consentAt: new Date('2024-04-01T02:00:00Z'),
          reviewedAt: new Date('2024-04-01T03:00:00Z'),
        })
        .onConflictDoNothing();
    }
  }

  const publishers = [
    ...staff.map((s) => ({ userId: s.userId, enterpriseId: s.enterpriseId as number | null })),
    ...plainBuyers.slice(0, 6).map((b) => ({ userId: b.userId, enterpriseId: null as number | null })),
  ];
  const readers = [...plainBuyers.map((b) => b.userId), ...staff.map((s) => s.userId)];
  // An overseas buyer who registered in English comments in English (issue 24: an Italian
  // buyer's question on a Chinese post reads as he would write it); others in the post's language.
  const englishReaders = new Set(buyers.filter((b) => b.lang === 'en').map((b) => b.userId));
  const base = new Date('2024-04-10T01:00:00Z').getTime();
  const total = Math.max(64, DEMO_POST_TEMPLATES.length);
  // The languages take turns in publish time, so that neither board's first page is one language only.
  const templates = interleaved(DEMO_POST_TEMPLATES, ['zh-Hans', 'en', 'zh-Hant']);
  for (let i = 0; i < total; i++) {
    const tpl = templates[i % templates.length]!;
    const who = publishers[i % publishers.length]!;
    const status = STATE_CYCLE[i % STATE_CYCLE.length]!;
    const round = Math.floor(i / templates.length);
    const title = round === 0 ? tpl.title : `${tpl.title} ${round + 1}`;
    const at = new Date(base + i * 5 * 3600_000);
    const [post] = await db
      .insert(purposes)
      .values({
        publisherId: who.userId,
        enterpriseId: who.enterpriseId,
        type: tpl.type,
        category: tpl.category,
        title,
        content: tpl.content,
        lang: tpl.lang,
        searchText: searchTextOf({ title, content: tpl.content }),
        status,
        rejectReason: status === 'Reject' ? REJECT_REASONS[i % REJECT_REASONS.length]! : null,
        publishTime:
          status === 'Passed' || status === 'Canceled' ? new Date(at.getTime() + 2 * 3600_000) : null,
        submittedAt: at,
        reviewedAt: status === 'Pending' ? null : new Date(at.getTime() + 2 * 3600_000),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: purposes.id });
    if (!post || status !== 'Passed') continue;
    const others = readers.filter((r) => r !== who.userId);
    if (others.length === 0) continue;
    const nComments = i % 4;
    for (let c = 0; c < nComments; c++) {
      const commenter = others[(i + c) % others.length]!;
      const comments = COMMENTS[englishReaders.has(commenter) ? 'en' : tpl.lang];
      await db.insert(purposeComments).values({
        purposeId: post.id,
        userId: commenter,
        content: comments[(i + c) % comments.length]!,
        createdAt: new Date(at.getTime() + (3 + c) * 3600_000),
      });
    }
    const fans = others.filter((_, k) => (k + i) % 3 === 0).slice(0, 3);
    for (const fan of fans) {
      await db.insert(purposeFavorites).values({ purposeId: post.id, userId: fan }).onConflictDoNothing();
    }
    await db
      .update(purposes)
      .set({ commentCount: nComments, favoriteCount: fans.length })
      .where(eq(purposes.id, post.id));
    // A few readers' reports wait in the organizer's moderation page.
    if (i % 13 === 4) {
      await db
        .insert(purposeReports)
        .values({
          purposeId: post.id,
          reporterId: others[0]!,
          reason: i % 2 === 0 ? 'wrongCategory' : 'spam',
          note: tpl.lang === 'en' ? 'Looks like an advert (demo report).' : '像是广告（示例举报）',
        })
        .onConflictDoNothing();
    }
    if (i % 3 === 0) {
      const applicant = others[i % others.length]!;
      const state = (['Pending', 'Accepted', 'Applied Reject'] as const)[(i / 3) % 3]!;
      const sameEnterprise = staff.some((s) => s.userId === applicant && s.enterpriseId === who.enterpriseId);
      if (sameEnterprise) continue;
      await db
        .insert(applyChats)
        .values({
          purposeId: post.id,
          applicantId: applicant,
          publisherId: who.userId,
          enterpriseId: who.enterpriseId,
          message:
            tpl.lang === 'en' ? 'We would like to talk about this at the fair.' : '希望在展会期间详谈。',
          status: state,
          rejectReason: state === 'Applied Reject' ? '暂无合作计划（示例）' : null,
          decidedBy: state === 'Pending' ? null : who.userId,
          decidedAt: state === 'Pending' ? null : new Date(at.getTime() + 6 * 3600_000),
        })
        .onConflictDoNothing();
    }
  }
  await db
    .insert(purposeBannedWords)
    .values(DEMO_BANNED_WORDS.map((word) => ({ word, folded: foldText(word) })))
    .onConflictDoNothing();
}

export const demoPurposesStep = { name: 'demo-purposes', run: seedPurposes };

/** The templates with their languages taking turns (one of each in `langs` order, while any is left). */
function interleaved(templates: readonly Template[], langs: readonly Lang[]): Template[] {
  const queues = langs.map((l) => templates.filter((t) => t.lang === l));
  const out: Template[] = [];
  while (queues.some((q) => q.length > 0)) {
    for (const q of queues) {
      const next = q.shift();
      if (next) out.push(next);
    }
  }
  return out;
}
