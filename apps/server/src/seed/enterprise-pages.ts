import { FAIR } from '@cidpex/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enterprisePagePreviews, enterprises } from '../db/schema';

/**
 * Exhibitor pages waiting for the organizer (/organizer/enterprisePages), written by demo
 * enterprises of the step demo-enterprises (by their Chinese names). All texts are fictitious.
 */
export const DEMO_PAGE_REVIEWS = [
  {
    enterprise: '苏州澄溪卫生用品示例有限公司',
    profileZhHans:
      '澄溪专注卫生巾、纸尿裤与湿巾的代工与自有品牌，三条全自动产线，年产能 12 亿片。本届展会首发可冲散湿巾与植物基底膜纸尿裤。（示例）',
    profileZhHant:
      '澄溪專注衛生巾、紙尿褲與濕巾的代工與自有品牌，三條全自動產線，年產能 12 億片。本屆展會首發可沖散濕巾與植物基底膜紙尿褲。（示例）',
    profileEn:
      'Chengxi makes sanitary pads, diapers and wet wipes for private labels and its own brands on three automatic lines, 1.2 billion pieces a year. New at this fair: flushable wipes and plant-based backsheet diapers. (Demo)',
  },
  {
    enterprise: '北极光纸机示例公司',
    profileZhHans: '北极光设计并制造新月形成型器卫生纸机与复卷线，为纸厂提供从浆料到成品的整线方案。（示例）',
    profileZhHant: '北極光設計並製造新月形成型器衛生紙機與複捲線，為紙廠提供從漿料到成品的整線方案。（示例）',
    profileEn:
      'Nordlys designs and builds crescent former tissue machines and rewinding lines: whole lines from stock preparation to finished rolls. (Demo)',
  },
] as const;

/**
 * Demo step `demo-page-reviews`: the pages above, submitted and waiting. An enterprise that
 * already has a page for the fair is left alone.
 */
export async function seedPageReviews(db: Db): Promise<void> {
  const found = await db
    .select({ id: enterprises.id, name: enterprises.name })
    .from(enterprises)
    .where(
      inArray(
        enterprises.name,
        DEMO_PAGE_REVIEWS.map((p) => p.enterprise),
      ),
    );
  const submittedAt = new Date('2024-04-20T02:00:00Z');
  for (const { enterprise, ...texts } of DEMO_PAGE_REVIEWS) {
    const row = found.find((e) => e.name === enterprise);
    if (!row) continue;
    await db
      .insert(enterprisePagePreviews)
      .values({
        enterpriseId: row.id,
        exhibitionId: FAIR.exhibitionId,
        status: 'pending',
        ...texts,
        submittedAt,
        updatedAt: submittedAt,
      })
      .onConflictDoNothing();
  }
}

export const demoPageReviewsStep = { name: 'demo-page-reviews', run: seedPageReviews };
