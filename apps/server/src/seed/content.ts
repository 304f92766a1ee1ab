import { attachmentUrl, NAV_SITES } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attachments, catalogs, contents, downloads, livePhotos, liveRounds } from '../db/schema';
import { newStorageKey } from '../modules/attachments/inspect';
import { toTaiwanTraditional } from '../platform/chinese';
import type { SeedContext } from './demo-accounts';
import { storeDemoPicture } from './pictures';

/** Demo text is written in Simplified and English; Traditional (Taiwan) is made by OpenCC. */
const hant = toTaiwanTraditional;

type Cat = [code: string, zhHans: string, en: string, path: string, children?: Cat[]];

/** The content store's sections (reference data: the editor and the tests need them). */
const CATALOGS: Array<[site: number, Cat]> = [
  [
    NAV_SITES.zh,
    [
      'fair',
      '展会信息',
      'About the Fair',
      'fair',
      [
        ['fair-about', '展会概况', 'The Fair', 'fair/about'],
        ['fair-visit', '参观指南', 'Visiting', 'fair/visit'],
        ['fair-service', '展商服务', 'Exhibitor Services', 'fair/service'],
      ],
    ],
  ],
  [
    NAV_SITES.zh,
    [
      'news',
      '新闻资讯',
      'News',
      'news',
      [
        ['news-fair', '展会新闻', 'Fair News', 'news/fair'],
        ['news-industry', '行业资讯', 'Industry News', 'news/industry'],
      ],
    ],
  ],
  [NAV_SITES.zh, ['bbs', '交流平台', 'Exchange Platform', 'bbs']],
  [NAV_SITES.en, ['en-pages', '英文站页面', 'English Site Pages', 'en']],
];

async function insertCatalog(
  db: Db,
  siteId: number,
  [code, zh, en, path, children]: Cat,
  parentId: number | null,
  sort: number,
) {
  const [row] = await db
    .insert(catalogs)
    .values({
      siteId,
      parentId,
      kind: 'content',
      code,
      nameZhHans: zh,
      nameZhHant: hant(zh),
      nameEn: en,
      path,
      sort,
    })
    .returning({ id: catalogs.id });
  for (const [i, child] of (children ?? []).entries()) await insertCatalog(db, siteId, child, row!.id, i);
}

export async function seedContentCatalogs(db: Db) {
  for (const [i, [site, cat]] of CATALOGS.entries()) await insertCatalog(db, site, cat, null, i);
}

const p = (...paras: string[]) => paras.map((t) => (t.startsWith('<') ? t : `<p>${t}</p>`)).join('');
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

type Page = { code: string; catalog: string; zh: [string, string, string]; en: [string, string, string] };

/** The fair's pages: [title, summary, body] in Simplified and in English. */
const PAGES: Page[] = [
  {
    code: 'exhibitionGuide',
    catalog: 'fair-about',
    zh: [
      '展会概况',
      '第32届生活用纸国际科技展览会，2024年5月15日至17日，南京国际博览中心。',
      p(
        '第32届生活用纸国际科技展览会（CIDPEX 2024）将于2024年5月15日至17日在南京国际博览中心举行，每天9:00至17:00开放。',
        '展会由中国造纸协会生活用纸专业委员会与中国制浆造纸研究院共同主办，是生活用纸和卫生用品行业历史悠久的年度盛会。',
        '<h3>展品范围</h3>',
        ul(
          '生活用纸成品：卫生纸、面巾纸、餐巾纸、厨房用纸及擦手纸',
          '卫生用品：婴儿纸尿裤、卫生巾及护垫、成人失禁用品、湿巾',
          '原辅材料：绒毛浆、高吸水性树脂、非织造布、薄膜及热熔胶',
          '机械设备：卫生纸机、加工及包装设备',
        ),
        '<h3>展会规模（演示数据）</h3>',
        '预计展出面积约10万平方米，展商约1000家，专业观众4万人次以上。以上规模为演示数据，以主办方最终公布为准。',
      ),
    ],
    en: [
      'Fair Guide',
      'The 32nd Tissue Paper International Technology Exhibition, 15–17 May 2024, Nanjing International Expo Center.',
      p(
        'The 32nd Tissue Paper International Technology Exhibition (CIDPEX 2024) takes place from 15 to 17 May 2024 at the Nanjing International Expo Center, open daily from 9:00 to 17:00.',
        'It is organised by the China National Household Paper Industry Association (CNHPIA) and the China National Pulp and Paper Research Institute, and has been the yearly meeting point of the tissue and hygiene industry for more than twenty years.',
        '<h3>Products on show</h3>',
        ul(
          'Finished tissue: toilet tissue, facial tissue, napkins, kitchen and hand towels',
          'Hygiene products: baby diapers, sanitary napkins and liners, adult incontinence, wet wipes',
          'Raw materials: fluff pulp, SAP, nonwovens, films and hot-melt adhesives',
          'Machinery: tissue machines, converting and packaging equipment',
        ),
        '<h3>Size (demo figures)</h3>',
        'About 100,000 m² of halls, about 1,000 exhibitors and more than 40,000 trade visitors are expected. These are demo figures; the organizer publishes the final ones.',
      ),
    ],
  },
  {
    code: 'programme',
    catalog: 'fair-about',
    zh: [
      '同期活动',
      '年会、技术研讨会、新产品发布会与国际买家对接会。',
      p(
        '<h3>5月15日</h3>',
        ul(
          '09:30 开幕式（登录厅）',
          '10:30 生活用纸年会暨市场论坛（会议中心）',
          '14:00 新产品发布会（多功能厅）',
        ),
        '<h3>5月16日</h3>',
        ul('09:30 生活用纸技术研讨会（会议中心）', '14:00 国际买家对接会（5号馆洽谈区）'),
        '<h3>5月17日</h3>',
        ul('09:30 卫生用品技术研讨会（会议中心）'),
        '活动名称与时间为演示数据，以主办方最终公布为准。',
      ),
    ],
    en: [
      'Programme',
      'Annual conference, technical seminars, new-product launches and international buyer meetings.',
      p(
        '<h3>15 May</h3>',
        ul(
          '09:30 Opening ceremony (Registration Hall)',
          '10:30 Annual Tissue Conference and Market Forum (Conference Center)',
          '14:00 New Product Launch (Multi-function Hall)',
        ),
        '<h3>16 May</h3>',
        ul(
          '09:30 Tissue Technology Seminar (Conference Center)',
          '14:00 International Buyer Matchmaking (Hall 5 meeting area)',
        ),
        '<h3>17 May</h3>',
        ul('09:30 Hygiene Products Technology Seminar (Conference Center)'),
        'Names and times are demo data; the organizer publishes the final programme.',
      ),
    ],
  },
  {
    code: 'review',
    catalog: 'fair-about',
    zh: [
      '往届回顾',
      '二十余年来，展会伴随中国生活用纸行业一同成长。',
      p(
        '第24届展会在武汉举行，满城地区20家企业携100多个品牌参展，专业委员会在展会期间评选出21位“优秀接班人”。',
        '每届展会期间，专业委员会都会发布生活用纸和卫生用品行业年度报告，成为企业了解市场的重要窗口。',
      ),
    ],
    en: [
      'Review',
      'For more than twenty years the fair has grown with China’s tissue industry.',
      p(
        'The 24th edition was held in Wuhan: Mancheng sent 20 companies with more than 100 brands, and CNHPIA named 21 “outstanding successors” during the show.',
        'At every edition CNHPIA releases its annual report on tissue and absorbent hygiene products, a key read for the whole market.',
      ),
    ],
  },
  {
    code: 'sponsor',
    catalog: 'fair-about',
    zh: [
      '赞助商',
      '感谢各赞助企业对本届展会的支持。',
      p(
        '本届展会设有战略合作、金牌赞助和银牌赞助三个级别，赞助权益包括展馆广告、会刊广告、胸卡挂绳及研讨会冠名等。',
        '赞助咨询请联系主办方市场部：market@cidpex.example。',
        '赞助企业名单为演示数据。',
      ),
    ],
    en: [
      'Sponsors',
      'Thanks to every sponsor of this edition.',
      p(
        'Sponsorship comes in three levels — strategic partner, gold and silver — with hall advertising, catalogue pages, badge lanyards and seminar naming among the benefits.',
        'For sponsorship, write to the organizer’s marketing team: market@cidpex.example.',
        'The sponsor list is demo data.',
      ),
    ],
  },
  {
    code: 'supportMedia',
    catalog: 'fair-about',
    zh: [
      '支持媒体',
      '行业媒体与合作伙伴。',
      p(
        '本届展会得到多家行业媒体支持，包括生活用纸专业期刊、卫生用品行业网站及国际造纸媒体。',
        '媒体合作请联系：media@cidpex.example。媒体名单为演示数据。',
      ),
    ],
    en: [
      'Media Partners',
      'Trade media and partners.',
      p(
        'The fair is supported by trade journals on tissue, hygiene-industry websites and international paper media.',
        'Media enquiries: media@cidpex.example. The media list is demo data.',
      ),
    ],
  },
  {
    code: 'exhibitorService',
    catalog: 'fair-service',
    zh: [
      '展商服务',
      '报到、布展、撤展与现场服务。',
      p(
        ul(
          '报到：5月13日至14日，登录厅展商服务台',
          '布展：5月13日至14日 8:00–20:00',
          '撤展：5月17日 15:00 后',
          '展商证：按每3平方米1张发放，请在线上传人员信息',
        ),
        '展位、广告与会议申请请通过“展商服务”中的参展申请办理。',
      ),
    ],
    en: [
      'Exhibitor Services',
      'Check-in, build-up, dismantling and on-site services.',
      p(
        ul(
          'Check-in: 13–14 May, exhibitor desk in the Registration Hall',
          'Build-up: 13–14 May, 8:00–20:00',
          'Dismantling: 17 May after 15:00',
          'Exhibitor badges: one per 3 m² of booth; upload your staff online',
        ),
        'Apply for booths, advertising and meetings through “Apply for a Booth”.',
      ),
    ],
  },
  {
    code: 'contact',
    catalog: 'fair-service',
    zh: [
      '展商服务联系人',
      '主办方展商服务各项业务的联系人。',
      p(
        ul(
          '展位销售与参展申请：展商服务部，booth@cidpex.example，电话 025-0000-0001',
          '广告与赞助：市场部，ads@cidpex.example，电话 025-0000-0002',
          '合同、发票与付款：财务部，finance@cidpex.example，电话 025-0000-0003',
          '布展、撤展与工作证：现场服务部，onsite@cidpex.example，电话 025-0000-0004',
        ),
        '工作日 9:00–17:00（北京时间）。联系人与电话为演示数据。',
      ),
    ],
    en: [
      'Exhibitor Service Contacts',
      "The organizer's contacts for each exhibitor service.",
      p(
        ul(
          'Booth sales and applications: Exhibitor Services, booth@cidpex.example, tel. +86 25 0000 0001',
          'Advertising and sponsorship: Marketing, ads@cidpex.example, tel. +86 25 0000 0002',
          'Contracts, invoices and payment: Finance, finance@cidpex.example, tel. +86 25 0000 0003',
          'Build-up, dismantling and staff passes: On-site Services, onsite@cidpex.example, tel. +86 25 0000 0004',
        ),
        'Working days 9:00–17:00 (China time, UTC+8). The contacts and numbers are demo data.',
      ),
    ],
  },
  {
    code: 'trafficStrategy',
    catalog: 'fair-visit',
    zh: [
      '交通指南',
      '地铁、机场、高铁到南京国际博览中心。',
      p(
        ul(
          '地铁：乘地铁2号线至元通站或10号线至江心洲站，步行约10分钟',
          '禄口机场：乘地铁S1号线转10号线，约60分钟',
          '南京南站：乘地铁1号线转10号线，约35分钟',
          '自驾：场馆设有停车场，展期车位紧张，建议公共交通出行',
        ),
      ),
    ],
    en: [
      'Getting There',
      'Metro, airport and rail to the Nanjing International Expo Center.',
      p(
        ul(
          'Metro: Line 2 to Yuantong or Line 10 to Jiangxinzhou, then about 10 minutes on foot',
          'Lukou Airport: Metro S1, change to Line 10, about 60 minutes',
          'Nanjing South Station: Line 1, change to Line 10, about 35 minutes',
          'By car: the venue has car parks, but spaces are short during the fair; public transport is advised',
        ),
      ),
    ],
  },
  {
    code: 'accommodationStrategy',
    catalog: 'fair-visit',
    zh: [
      '住宿指南',
      '展馆周边协议酒店。',
      p(
        '主办方与展馆周边多家酒店签订了展期协议价，预订时请说明参加生活用纸展会。',
        ul('河西商务区酒店：步行10分钟内', '新街口酒店：地铁约20分钟', '南京南站酒店：地铁约35分钟'),
        '展期为住宿高峰，建议提前预订。酒店名单与价格为演示数据。',
      ),
    ],
    en: [
      'Accommodation',
      'Partner hotels near the venue.',
      p(
        'The organizer agreed fair rates with hotels around the venue; mention the tissue fair when you book.',
        ul(
          'Hexi business district: within 10 minutes on foot',
          'Xinjiekou: about 20 minutes by metro',
          'Nanjing South Station: about 35 minutes by metro',
        ),
        'Hotels fill up during the fair, so book early. Hotels and rates are demo data.',
      ),
    ],
  },
  {
    code: 'travelstrategy',
    catalog: 'fair-visit',
    zh: [
      '旅游指南',
      '展会之余，走走南京。',
      p(
        '南京是六朝古都，展会之余可参观中山陵、夫子庙与秦淮河、玄武湖和南京博物院。',
        '从展馆乘地铁约30分钟即可到达主要景点。',
      ),
    ],
    en: [
      'Travel',
      'Around the fair: Nanjing.',
      p(
        'Nanjing was the capital of six dynasties. After the fair, visit the Sun Yat-sen Mausoleum, the Confucius Temple and the Qinhuai River, Xuanwu Lake and the Nanjing Museum.',
        'The main sights are about 30 minutes from the venue by metro.',
      ),
    ],
  },
  {
    code: 'foodStrategy',
    catalog: 'fair-visit',
    zh: [
      '美食指南',
      '展馆餐饮与南京特色小吃。',
      p(
        '展馆内设有餐饮区，提供中式快餐与简餐；会议中心二层设有咖啡厅。',
        '南京特色：盐水鸭、鸭血粉丝汤、小笼包、牛肉锅贴，夫子庙一带可集中品尝。',
      ),
    ],
    en: [
      'Food',
      'Eating at the venue and in Nanjing.',
      p(
        'The venue has food courts with Chinese fast food and light meals, and a café on the first floor of the Conference Center.',
        'Nanjing specialities: salted duck, duck-blood vermicelli soup, soup dumplings and beef potstickers — try them around the Confucius Temple.',
      ),
    ],
  },
  {
    code: 'printingStrategy',
    catalog: 'fair-service',
    zh: [
      '印刷服务',
      '现场名片、海报与资料印刷。',
      p(
        '登录厅设有商务中心，提供名片、海报、展板及资料的快速印刷，当日可取。',
        '大幅面印刷请提前一天提交文件，邮箱：print@cidpex.example（演示）。',
      ),
    ],
    en: [
      'Printing',
      'Business cards, posters and leaflets on site.',
      p(
        'The business centre in the Registration Hall prints business cards, posters, boards and leaflets, ready the same day.',
        'Send large formats a day ahead to print@cidpex.example (demo).',
      ),
    ],
  },
  {
    code: 'VisitorNotice',
    catalog: 'fair-visit',
    zh: [
      '观众须知',
      '入场、证件与安全须知。',
      p(
        ul(
          '本展会为专业展会，谢绝18岁以下人士入场',
          '凭预登记二维码在登录厅换取观众证，实名入场',
          '请勿携带危险物品，配合安检',
          '未经展商同意，请勿拍摄展品',
        ),
        '预登记审核一般需1至3小时（工作日9:00–17:00）。',
      ),
    ],
    en: [
      'Visitor Notice',
      'Entry, badges and safety.',
      p(
        ul(
          'This is a trade fair: no entry under 18',
          'Exchange your pre-registration QR code for a badge in the Registration Hall; entry is by real name',
          'No dangerous items; please go through the security check',
          'Do not photograph exhibits without the exhibitor’s consent',
        ),
        'Pre-registration review takes 1 to 3 hours (working days 9:00–17:00).',
      ),
    ],
  },
  {
    code: 'ExchangePlatform',
    catalog: 'bbs',
    zh: [
      '交流平台',
      '供需对接、在线洽谈与现场约见。',
      p(
        '交流平台帮助采购商与展商在展前、展中和展后保持联系：',
        ul('在供需平台发布采购或供应信息', '向展商申请在线洽谈', '预约展会现场见面'),
        '登录后即可使用全部功能。',
      ),
    ],
    en: [
      'Exchange Platform',
      'Supply and demand, online talks and meetings at the fair.',
      p(
        'The exchange platform keeps buyers and exhibitors in touch before, during and after the fair:',
        ul(
          'Post what you buy or supply on the Supply & Demand board',
          'Ask an exhibitor for an online chat',
          'Book a meeting at the fair',
        ),
        'Sign in to use every feature.',
      ),
    ],
  },
];

type News = { catalog: string; date: string; zh: [string, string, string]; en: [string, string, string] };

const NEWS: News[] = [
  {
    catalog: 'news-fair',
    date: '2024-05-17T09:00:00+08:00',
    zh: [
      '第32届生活用纸展圆满闭幕',
      '三天展期，专业观众踊跃，新品发布与对接活动成果丰硕。',
      p(
        '5月17日，第32届生活用纸国际科技展览会在南京国际博览中心圆满闭幕。',
        '展期三天，新产品发布会、国际买家对接会等同期活动吸引了众多专业观众。（演示新闻）',
      ),
    ],
    en: [
      'The 32nd tissue fair closes',
      'Three busy days of trade visitors, product launches and buyer meetings.',
      p(
        'On 17 May the 32nd Tissue Paper International Technology Exhibition closed at the Nanjing International Expo Center.',
        'Over three days the product launches and buyer matchmaking drew a large trade audience. (Demo news)',
      ),
    ],
  },
  {
    catalog: 'news-fair',
    date: '2024-05-15T10:00:00+08:00',
    zh: [
      '第32届生活用纸展今日开幕',
      '展会在南京国际博览中心开幕，同期举办生活用纸年会。',
      p(
        '5月15日上午，第32届生活用纸国际科技展览会在南京开幕。',
        '开幕当天举办生活用纸年会暨市场论坛，专业委员会发布年度行业报告。（演示新闻）',
      ),
    ],
    en: [
      'The 32nd tissue fair opens today',
      'The fair opens in Nanjing alongside the annual tissue conference.',
      p(
        'On the morning of 15 May the 32nd Tissue Paper International Technology Exhibition opened in Nanjing.',
        'The Annual Tissue Conference and Market Forum ran on the first day, where CNHPIA presented its yearly industry report. (Demo news)',
      ),
    ],
  },
  {
    catalog: 'news-fair',
    date: '2024-04-20T10:00:00+08:00',
    zh: [
      '观众预登记火热进行中',
      '提前在线预登记，入场更便捷。',
      p(
        '第32届生活用纸展观众预登记已开通。预登记观众凭二维码在登录厅快速换证入场。',
        '预登记审核一般在1至3小时内完成。（演示新闻）',
      ),
    ],
    en: [
      'Visitor pre-registration is open',
      'Register online in advance for faster entry.',
      p(
        'Pre-registration for the 32nd tissue fair is open. Pre-registered visitors exchange their QR code for a badge in the Registration Hall.',
        'Review usually takes 1 to 3 hours. (Demo news)',
      ),
    ],
  },
  {
    catalog: 'news-fair',
    date: '2024-03-28T10:00:00+08:00',
    zh: [
      '同期活动日程发布',
      '年会、技术研讨会和买家对接会日程公布。',
      p(
        '主办方公布了第32届展会同期活动日程，包括生活用纸年会、技术研讨会、新产品发布会和国际买家对接会。（演示新闻）',
      ),
    ],
    en: [
      'Programme of events published',
      'Dates for the conference, seminars and buyer meetings.',
      p(
        'The organizer published the programme of the 32nd fair: the annual conference, technical seminars, a new-product launch and international buyer matchmaking. (Demo news)',
      ),
    ],
  },
  {
    catalog: 'news-industry',
    date: '2024-05-08T10:00:00+08:00',
    zh: [
      '国产绒毛浆产能持续提升',
      '国产绒毛浆预计年产能超过10万吨。',
      p('据行业报道，国内企业已实现绒毛浆自主生产，预计年产能超过10万吨，将为卫生用品企业提供更多原料选择。'),
    ],
    en: [
      'Domestic fluff pulp capacity grows',
      'Chinese fluff pulp capacity is expected to exceed 100,000 t a year.',
      p(
        'Trade reports say Chinese producers now make their own fluff pulp, with capacity expected above 100,000 t a year — more choice of raw material for hygiene-product makers.',
      ),
    ],
  },
  {
    catalog: 'news-industry',
    date: '2024-04-10T10:00:00+08:00',
    zh: [
      '湿巾与经期裤国家标准解读',
      '新标准对产品质量提出更明确要求。',
      p('湿巾和经期裤相关国家标准的发布，对微生物指标、标识和原材料提出了更明确的要求，企业需及时对照调整。'),
    ],
    en: [
      'National standards for wet wipes and menstrual pants',
      'The new standards set clearer quality requirements.',
      p(
        'The national standards for wet wipes and menstrual pants set clearer requirements on microbial limits, labelling and raw materials; manufacturers should check their products against them.',
      ),
    ],
  },
  {
    catalog: 'news-industry',
    date: '2024-03-15T10:00:00+08:00',
    zh: [
      '非织造布新产线密集投产',
      '多条卫材用非织造布产线投产。',
      p('近年来，多条用于卫生用品的纺粘、水刺及热风非织造布产线陆续投产，推动卫生用品原料升级。'),
    ],
    en: [
      'New nonwovens lines come on stream',
      'Several nonwovens lines for hygiene products start up.',
      p(
        'Several spunlaid, spunlace and through-air nonwovens lines for hygiene products have started up in recent years, upgrading the industry’s materials.',
      ),
    ],
  },
];

export async function seedDemoContent(db: Db) {
  const cats = await db.select().from(catalogs).where(eq(catalogs.kind, 'content'));
  const idOf = (code: string) => {
    const c = cats.find((x) => x.code === code);
    if (!c) throw new Error(`content catalog ${code} missing`);
    return c.id;
  };
  const publishedAt = new Date('2024-03-01T10:00:00+08:00');
  await db.insert(contents).values(
    PAGES.map((pg) => ({
      catalogId: idOf(pg.catalog),
      kind: 'page',
      code: pg.code,
      titleZhHans: pg.zh[0],
      titleZhHant: hant(pg.zh[0]),
      titleEn: pg.en[0],
      summaryZhHans: pg.zh[1],
      summaryZhHant: hant(pg.zh[1]),
      summaryEn: pg.en[1],
      bodyZhHans: pg.zh[2],
      bodyZhHant: hant(pg.zh[2]),
      bodyEn: pg.en[2],
      status: 'published',
      publishedAt,
    })),
  );
  await db.insert(contents).values(
    NEWS.map((n, i) => ({
      catalogId: idOf(n.catalog),
      kind: 'news',
      titleZhHans: n.zh[0],
      titleZhHant: hant(n.zh[0]),
      titleEn: n.en[0],
      summaryZhHans: n.zh[1],
      summaryZhHant: hant(n.zh[1]),
      summaryEn: n.en[1],
      bodyZhHans: n.zh[2],
      bodyZhHant: hant(n.zh[2]),
      bodyEn: n.en[2],
      status: 'published',
      publishedAt: new Date(n.date),
      views: 40 + i * 7,
    })),
  );
}

const DEMO_STREAM = '/media/live-demo/stream.m3u8';
const DEMO_POSTER = '/media/live-demo/poster.jpg';
const HOUR = 3_600_000;

/**
 * Live rounds around the moment the demo is set up: one ended (replay), one live now for a
 * month (so a fresh clone has something playing), one upcoming (poster). All play the
 * generated test pattern.
 */
async function seedLive(db: Db, ctx?: SeedContext) {
  const now = Date.now();
  const round = (zh: string, en: string, host: string, hostEn: string, start: number, end: number) => ({
    titleZhHans: zh,
    titleZhHant: hant(zh),
    titleEn: en,
    hostZhHans: host,
    hostZhHant: hant(host),
    hostEn: hostEn,
    startsAt: new Date(start),
    endsAt: new Date(end),
    streamUrl: DEMO_STREAM,
    replayUrl: DEMO_STREAM,
    posterUrl: DEMO_POSTER,
  });
  await db
    .insert(liveRounds)
    .values([
      round(
        '开幕式直播回放',
        'Opening ceremony (replay)',
        '主办方',
        'The organizer',
        now - 48 * HOUR,
        now - 46 * HOUR,
      ),
      round(
        '展馆巡礼直播',
        'Live tour of the halls',
        '主办方直播间',
        'Organizer studio',
        now - HOUR,
        now + 30 * 24 * HOUR,
      ),
      round(
        '新产品发布会直播',
        'New product launch, live',
        '新产品展区',
        'New Products Pavilion',
        now + 24 * HOUR,
        now + 26 * HOUR,
      ),
    ]);
  if (!ctx?.storage) return;
  const photos: Array<[string, string, string]> = [
    ['#2f7d5b', '登录厅观众有序入场', 'Visitors entering the Registration Hall'],
    ['#3a6ea5', '5号馆展商洽谈', 'Exhibitors meeting buyers in Hall 5'],
    ['#a5563a', '新产品发布会现场', 'The new product launch'],
    ['#6a4fa0', '生活用纸年会', 'The annual tissue conference'],
  ];
  for (const [colour, zh, en] of photos) {
    const pic = await storeDemoPicture(db, ctx.storage, {
      kind: 'enterpriseImage',
      colour,
      fileName: 'live.png',
      ownerUserId: null,
      refType: 'livePhoto',
      refId: '0',
      size: 480,
    });
    await db
      .insert(livePhotos)
      .values({ url: attachmentUrl(pic.key), captionZhHans: zh, captionZhHant: hant(zh), captionEn: en });
  }
}

/** Demo documents (plain text in the three languages, clearly marked as demo), by category. */
const DOCUMENTS: Array<[category: string, zh: string, en: string, file: string, lines: string[]]> = [
  [
    'exhibitor',
    '参展商手册',
    'Exhibitor Manual',
    'exhibitor-manual.txt',
    [
      '报到：5月13日至14日，登录厅展商服务台。',
      '布展：5月13日至14日 8:00–20:00；撤展：5月17日 15:00 后。',
      'Check-in: 13–14 May at the exhibitor desk. Build-up: 13–14 May, 8:00–20:00. Dismantling: 17 May after 15:00.',
    ],
  ],
  [
    'exhibitor',
    '展位申请表',
    'Booth Application Form',
    'booth-application.txt',
    [
      '公司名称：',
      '联系人：',
      '展位类型：标准展位 / 光地',
      'Company: / Contact: / Booth type: standard / raw space',
    ],
  ],
  [
    'visitor',
    '观众参观指南',
    'Visitor Guide',
    'visitor-guide.txt',
    [
      '凭预登记二维码在登录厅换取观众证，实名入场。',
      'Exchange your pre-registration QR code for a badge in the Registration Hall.',
    ],
  ],
  [
    'report',
    '展会总结报告（演示）',
    'Show Report (demo)',
    'show-report.txt',
    ['本报告为演示资料，数据为占位示例。', 'This report is demo material; its figures are placeholders.'],
  ],
];

async function seedDownloads(db: Db, ctx?: SeedContext) {
  if (!ctx?.storage) return;
  for (const [i, [category, zh, en, file, lines]] of DOCUMENTS.entries()) {
    const bytes = Buffer.from(
      `${zh} / ${hant(zh)} / ${en}\n\n${lines.map((l) => `${l}\n${/[一-龥]/.test(l) ? `${hant(l)}\n` : ''}`).join('')}\n— CIDPEX 2024 演示资料 / demo document\n`,
      'utf8',
    );
    const key = newStorageKey('license', 'txt');
    await ctx.storage.put(key, bytes);
    await db.insert(attachments).values({
      key,
      kind: 'license',
      fileName: file,
      mimeType: 'text/plain',
      size: bytes.length,
      ownerUserId: null,
      refType: 'download',
      refId: String(i + 1),
    });
    await db.insert(downloads).values({
      category,
      titleZhHans: zh,
      titleZhHant: hant(zh),
      titleEn: en,
      url: attachmentUrl(key),
      fileName: file,
      size: bytes.length,
      downloadCount: 12 + i * 9,
      sort: i,
    });
  }
}

export const contentCatalogsStep = { name: 'content-catalogs', run: seedContentCatalogs };
export const demoContentStep = {
  name: 'demo-content',
  run: async (db: Db, ctx?: SeedContext) => {
    await seedDemoContent(db);
    await seedLive(db, ctx);
    await seedDownloads(db, ctx);
  },
};
