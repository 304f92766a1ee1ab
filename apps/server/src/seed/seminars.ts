import { FAIR } from '@cidpex/contracts';
import type { Db } from '../db/client';
import { seminars } from '../db/schema';

type Three = [string, string, string];
const three = ([hans, hant, en]: Three) => ({ 'zh-Hans': hans, 'zh-Hant': hant, en });

/** A talk of the demo programme (fictional speakers, like every demo company). */
function talk(start: string, end: string, topic: Three, speaker: Three | null, affiliation: Three | null) {
  return {
    start,
    end,
    topic: three(topic),
    speaker: speaker && three(speaker),
    affiliation: affiliation && three(affiliation),
  };
}

/**
 * The demo seminar of the fair (a demo name from shared/spec/fair-facts.md "Concurrent
 * events": proposed, not a fact of the real fair). Prices in fen.
 */
export const seminarSeed = {
  name: 'demo-seminar',
  run: async (db: Db) => {
    await db
      .insert(seminars)
      .values({
        exhibitionId: FAIR.exhibitionId,
        title: {
          'zh-Hans': '2024 生活用纸技术研讨会',
          'zh-Hant': '2024 生活用紙技術研討會',
          en: '2024 Tissue Paper Technology Seminar',
        },
        intro: {
          'zh-Hans':
            '围绕生活用纸与卫生用品的新材料、节能降耗、绿色包装和市场趋势，邀请行业专家与企业技术负责人作专题报告，并设互动问答环节。研讨会与展会同期举行，报名后凭电子胸卡入场。',
          'zh-Hant':
            '圍繞生活用紙與衛生用品的新材料、節能降耗、綠色包裝和市場趨勢，邀請行業專家與企業技術負責人作專題報告，並設互動問答環節。研討會與展會同期舉行，報名後憑電子胸卡入場。',
          en: 'Talks by industry experts and technical leaders on new materials, energy saving, green packaging and market trends in tissue paper and hygiene products, followed by questions from the floor. The seminar runs alongside the fair; registered attendees enter with their e-badge.',
        },
        venue: {
          'zh-Hans': '南京国际博览中心 会议中心',
          'zh-Hant': '南京國際博覽中心 會議中心',
          en: 'Nanjing International Expo Center, Conference Center',
        },
        agenda: [
          talk(
            '14:00',
            '14:10',
            ['开幕致辞', '開幕致辭', 'Opening remarks'],
            ['周海', '周海', 'Zhou Hai'],
            ['展会组委会（示例）', '展會組委會（示例）', 'Fair organizing committee (demo)'],
          ),
          talk(
            '14:10',
            '14:50',
            [
              '生活用纸新材料：竹浆与非木纤维的应用',
              '生活用紙新材料：竹漿與非木纖維的應用',
              'New materials: bamboo pulp and non-wood fibres in tissue',
            ],
            ['林清', '林清', 'Lin Qing'],
            [
              '青禾纸业示例有限公司 技术总监',
              '青禾紙業示例有限公司 技術總監',
              'Technical Director, Qinghe Paper (Demo) Co., Ltd.',
            ],
          ),
          talk(
            '14:50',
            '15:30',
            [
              '节能降耗：干燥部热回收实践',
              '節能降耗：乾燥部熱回收實踐',
              'Saving energy: heat recovery in the dryer section',
            ],
            ['陈远', '陳遠', 'Chen Yuan'],
            [
              '示例造纸装备研究所 高级工程师',
              '示例造紙裝備研究所 高級工程師',
              'Senior Engineer, Demo Papermaking Equipment Institute',
            ],
          ),
          talk('15:30', '15:45', ['茶歇', '茶歇', 'Coffee break'], null, null),
          talk(
            '15:45',
            '16:25',
            ['绿色包装与可回收标识', '綠色包裝與可回收標識', 'Green packaging and recyclability labels'],
            ['Anna Berg', 'Anna Berg', 'Anna Berg'],
            [
              'Nordic Hygiene Trading (Demo) Oy',
              'Nordic Hygiene Trading (Demo) Oy',
              'Nordic Hygiene Trading (Demo) Oy',
            ],
          ),
          talk(
            '16:25',
            '17:00',
            ['市场趋势与互动问答', '市場趨勢與互動問答', 'Market trends, then questions from the floor'],
            ['王敏', '王敏', 'Wang Min'],
            ['示例市场研究中心 分析师', '示例市場研究中心 分析師', 'Analyst, Demo Market Research Centre'],
          ),
        ],
        startsAt: new Date('2024-05-15T14:00:00+08:00'),
        endsAt: new Date('2024-05-15T17:00:00+08:00'),
        seatLimit: 120,
        price: 128_000,
        memberPrice: 98_000,
        offerHours: 24,
        open: true,
        // Cancellation rule (issue 23 item 7): 80 % of a paid seat back until the deadline.
        // Like the fair's open registration, the demo's deadline lies ahead of the day the demo
        // data is loaded (30 days on), so the README's walk can cancel with a refund; the
        // organizer changes it in the seminar console.
        refundUntil: new Date(Date.now() + 30 * 24 * 3600_000),
        refundPercent: 80,
      })
      .onConflictDoNothing();
  },
};
