import { randomInt } from 'node:crypto';
import { FAIR, type SeminarAttendeeInput, type SeminarRequest } from '@cidpex/contracts';
import { seminars } from '../../db/schema';
import { buildUser, signedInClient } from '../../test/factories';
import type { Lang, TestClient, TestContext } from '../../test/harness';

export const SEMINAR_TEXTS = {
  title: {
    'zh-Hans': '生活用纸技术研讨会',
    'zh-Hant': '生活用紙技術研討會',
    en: 'Tissue Technology Seminar',
  },
  intro: {
    'zh-Hans': '新材料、节能与市场趋势。',
    'zh-Hant': '新材料、節能與市場趨勢。',
    en: 'New materials, energy saving and market trends.',
  },
  venue: {
    'zh-Hans': '南京国际博览中心 会议中心',
    'zh-Hant': '南京國際博覽中心 會議中心',
    en: 'Nanjing International Expo Center, Conference Center',
  },
};

/** The fair's seminar, inserted straight into the table. */
export async function buildSeminar(ctx: TestContext, overrides: Partial<typeof seminars.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(seminars)
    .values({
      exhibitionId: FAIR.exhibitionId,
      ...SEMINAR_TEXTS,
      startsAt: new Date('2024-05-15T06:00:00Z'),
      endsAt: new Date('2024-05-15T09:00:00Z'),
      seatLimit: 100,
      price: 128_000,
      memberPrice: 98_000,
      offerHours: 24,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('seminar not inserted');
  return row;
}

export function attendee(overrides: Partial<SeminarAttendeeInput> = {}): SeminarAttendeeInput {
  return {
    name: '李娜',
    mobile: `137${String(randomInt(0, 1e8)).padStart(8, '0')}`,
    idLast6: String(randomInt(0, 1e6)).padStart(6, '0'),
    company: '南京洁柔纸业有限公司',
    ...overrides,
  };
}

export function contact(overrides: Record<string, unknown> = {}) {
  return {
    contactName: '王芳',
    contactMobile: `139${String(randomInt(0, 1e8)).padStart(8, '0')}`,
    contactEmail: `wang${randomInt(0, 1e9)}@example.com`,
    company: '南京洁柔纸业有限公司',
    ...overrides,
  };
}

export async function registrant(ctx: TestContext, lang: Lang = 'zh-Hans') {
  const user = await buildUser(ctx, { name: '王芳' });
  return { user, client: await signedInClient(ctx, user.id, lang) };
}

/** Opens the user's request and saves contact and members (a draft), answering the request. */
export async function draftRequest(
  client: TestClient,
  userId: number,
  members: SeminarAttendeeInput[],
  contactOverrides: Record<string, unknown> = {},
): Promise<SeminarRequest> {
  const opened = await client.post(
    `/register/rest/request/${FAIR.exhibitionId}/placeHolder/${userId}/SEMINAR`,
  );
  if (opened.status !== 200) throw new Error(`placeholder: ${JSON.stringify(opened.body)}`);
  const id = (opened.body.data as SeminarRequest).id;
  const saved = await client.put(`/register/rest/request/${id}`, {
    ...contact(contactOverrides),
    attendees: members,
  });
  if (saved.status !== 200) throw new Error(`draft: ${JSON.stringify(saved.body)}`);
  return saved.body.data as SeminarRequest;
}
