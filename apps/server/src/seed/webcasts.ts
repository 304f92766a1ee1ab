import { DEMO_POSTER_URL, DEMO_STREAM_URL } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enterprises, users, webcastQuestions, webcasts } from '../db/schema';

const MAIN_NAME = '南京青禾纸业示例有限公司';
const OTHER_NAME = '苏州澄溪卫生用品示例有限公司';

/**
 * Demo webcasts: the demo company's approved webcast (two videos, both the generated demo
 * stream, a report and an answered question) and another company's one waiting for the
 * organizer's review. Nothing is downloaded: the videos are the committed test pattern.
 */
async function seedWebcasts(db: Db) {
  const [main] = await db.select().from(enterprises).where(eq(enterprises.name, MAIN_NAME));
  const [other] = await db.select().from(enterprises).where(eq(enterprises.name, OTHER_NAME));
  if (!main) return;
  const now = Date.now();
  const [approved] = await db
    .insert(webcasts)
    .values({
      enterpriseId: main.id,
      enterpriseName: main.name,
      enterpriseNameEn: main.nameEn,
      title: '青禾纸业新品发布网络直播（示例）',
      titleEn: 'Qinghe Paper product launch webcast (demo)',
      summary: '三层原生木浆柔韧系列新品介绍与生产线参观。演示视频为测试图案。',
      report:
        '<h2>发布会报告（示例）</h2><p>本次网络直播介绍了柔韧系列三层原生木浆抽纸，并展示了新生产线。</p><ul><li>新品：柔韧系列抽纸</li><li>产能：示例数据</li></ul><p>Demo report: the figures are placeholders.</p>',
      posterUrl: DEMO_POSTER_URL,
      videos: [
        { title: '发布会', url: DEMO_STREAM_URL, attachmentId: null },
        { title: '生产线参观', url: DEMO_STREAM_URL, attachmentId: null },
      ],
      status: 'approved',
      submittedAt: new Date(now - 72 * 3_600_000),
      reviewedAt: new Date(now - 48 * 3_600_000),
      publishedAt: new Date(now - 48 * 3_600_000),
      views: 128,
    })
    .returning();
  const [buyer] = await db.select().from(users).where(eq(users.mobile, '13800000001'));
  if (approved && buyer) {
    await db.insert(webcastQuestions).values({
      webcastId: approved.id,
      userId: buyer.id,
      askedBy: '138****0001',
      body: '柔韧系列的起订量是多少？',
      answer: '示例回答：起订量为一个 40 尺整柜。',
      status: 'approved',
      moderatedAt: new Date(now - 24 * 3_600_000),
    });
  }
  if (other) {
    await db.insert(webcasts).values({
      enterpriseId: other.id,
      enterpriseName: other.name,
      enterpriseNameEn: other.nameEn,
      title: '澄溪卫生用品工厂开放日（示例）',
      titleEn: 'Chengxi Hygiene open factory day (demo)',
      summary: '等待主办方审核的示例网络直播。',
      posterUrl: DEMO_POSTER_URL,
      videos: [{ title: '工厂开放日', url: DEMO_STREAM_URL, attachmentId: null }],
      status: 'pending',
      submittedAt: new Date(now - 3_600_000),
    });
  }
}

export const demoWebcastsStep = { name: 'demo-webcasts', run: seedWebcasts };
