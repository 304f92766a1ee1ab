import { NAV_SITES } from '@cidpex/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogs } from '../db/schema';

type Nav = [code: string, zhHans: string, zhHant: string, en: string, path: string, children?: Nav[]];

/** The seminar's info page (agenda, speakers, venue, fees): the menu leads there before the form. */
const SEMINAR_INFO = '/seminar/infoPresent';

const ZH: Nav[] = [
  ['home', '首页', '首頁', 'Home', '/home'],
  [
    'exhibition',
    '展会介绍',
    '展會介紹',
    'About the Fair',
    '/exhibition/exhibitionGuide',
    [
      ['guide', '展会概况', '展會概況', 'Fair Guide', '/exhibition/exhibitionGuide'],
      ['programme', '同期活动', '同期活動', 'Programme', '/exhibition/programme'],
      ['review', '往届回顾', '往屆回顧', 'Review', '/exhibition/review'],
      ['traffic', '交通指南', '交通指南', 'Getting There', '/exhibition/trafficStrategy'],
      ['hotel', '住宿指南', '住宿指南', 'Accommodation', '/exhibition/accommodationStrategy'],
    ],
  ],
  ['exhibitors', '展商名录', '展商名錄', 'Exhibitors', '/exhibitorList'],
  ['visitor', '观众预登记', '觀眾預登記', 'Buyer Pre-Registration', '/visitor/visitorRegister'],
  ['seminar', '研讨会', '研討會', 'Seminar', SEMINAR_INFO],
  ['supply', '供需平台', '供需平臺', 'Supply & Demand', '/inter/SupplyPlatform'],
  ['live', '直播', '直播', 'Live', '/live/videoLive'],
  [
    'exhibitorService',
    '展商服务',
    '展商服務',
    'For Exhibitors',
    '/enterpriseServicePlatform/applyHome',
    [
      ['apply', '参展申请', '參展申請', 'Apply for a Booth', '/enterpriseServicePlatform/applyHome'],
      ['floorplan', '展位图', '展位圖', 'Floor Plan', '/exhibitor/floorplan'],
      ['manual', '参展手册', '參展手冊', 'Exhibitor Manual', '/exhibitor/exhibitorManual'],
    ],
  ],
  ['news', '新闻资讯', '新聞資訊', 'News', '/introduce/ExhibitionNews'],
  ['download', '资料下载', '資料下載', 'Downloads', '/download/dataDownload'],
];

/**
 * The English site's menu has every entry of the Chinese one (issue 24: /IndexEn and the
 * English /home show the same menu), on the English-site address where one exists.
 */
const EN: Nav[] = [
  ['home', '首页', '首頁', 'Home', '/IndexEn'],
  ZH[1]!,
  ['exhibitors', '展商名录', '展商名錄', 'Exhibitors', '/exhibitor/exhibitorListEn'],
  ['register', '观众预登记', '觀眾預登記', 'Buyer Pre-Registration', '/en/register'],
  ['seminar', '研讨会', '研討會', 'Seminar', SEMINAR_INFO],
  ['supply', '供需平台', '供需平臺', 'Supply & Demand', '/en/inter/SupplyPlatform'],
  ['cloudshow', '云展厅', '雲展廳', 'Cloud Show', '/en/cloudshow'],
  ['live', '直播', '直播', 'Live', '/CIDPEX/VideoLiveEn'],
  [
    'exhibitorService',
    '展商服务',
    '展商服務',
    'For Exhibitors',
    '/enterpriseServicePlatform/applyHome',
    [
      ['apply', '参展申请', '參展申請', 'Apply for a Booth', '/enterpriseServicePlatform/applyHome'],
      ['floorplan', '展位图', '展位圖', 'Floor Plan', '/en/floorplan'],
      ['manual', '参展手册', '參展手冊', 'Exhibitor Manual', '/exhibitor/exhibitorManual'],
    ],
  ],
  ['exchange', '交流平台', '交流平臺', 'Exchange Platform', '/en/ExchangePlatformEn'],
  ['news', '新闻资讯', '新聞資訊', 'News', '/introduce/ExhibitionNews'],
  ['download', '资料下载', '資料下載', 'Downloads', '/download/dataDownload'],
];

async function insertTree(db: Db, siteId: number, items: Nav[], parentId: number | null) {
  for (const [index, [code, zhHans, zhHant, en, path, children]] of items.entries()) {
    const [row] = await db
      .insert(catalogs)
      .values({
        siteId,
        parentId,
        kind: 'navi',
        code,
        nameZhHans: zhHans,
        nameZhHant: zhHant,
        nameEn: en,
        path,
        sort: index,
      })
      .returning({ id: catalogs.id });
    if (children && row) await insertTree(db, siteId, children, row.id);
  }
}

export async function seedNavigation(db: Db) {
  await insertTree(db, NAV_SITES.zh, ZH, null);
  await insertTree(db, NAV_SITES.en, EN, null);
}

/**
 * On a database seeded before issue 24: the English menu gets the entries it lacked (after
 * those it had, in the Chinese menu's order), and both menus' seminar entry leads to the info
 * page when it still led to the form. Entries an organizer added or renamed stay as they are.
 */
export async function completeNavigation(db: Db) {
  const top = await db
    .select({ id: catalogs.id, code: catalogs.code })
    .from(catalogs)
    .where(and(eq(catalogs.siteId, NAV_SITES.en), eq(catalogs.kind, 'navi'), isNull(catalogs.parentId)));
  const have = new Set(top.map((row) => row.code));
  for (const [index, item] of EN.entries()) {
    if (have.has(item[0])) continue;
    await insertTree(db, NAV_SITES.en, [item], null);
    await db
      .update(catalogs)
      .set({ sort: 100 + index })
      .where(and(eq(catalogs.siteId, NAV_SITES.en), eq(catalogs.code, item[0]), isNull(catalogs.parentId)));
  }
  await db
    .update(catalogs)
    .set({ path: SEMINAR_INFO })
    .where(and(eq(catalogs.kind, 'navi'), eq(catalogs.path, '/seminar/seminarRegistration')));
}
