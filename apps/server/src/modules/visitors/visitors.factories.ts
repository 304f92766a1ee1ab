import { randomInt } from 'node:crypto';
import { idCardCheckChar, type VisitorRegisterBody } from '@cidpex/contracts';
import { attachments } from '../../db/schema';
import { latestCode, type TestClient, type TestContext } from '../../test/harness';

/** Sequence numbers 100–999 handed out in turn (tests name 0–99 themselves): no two alike in a run. */
let nextSeq = randomInt(100, 1000);
function takeSeq() {
  const seq = nextSeq;
  nextSeq = nextSeq >= 999 ? 100 : nextSeq + 1;
  return seq;
}

/** A valid PRC ID number (Nanjing, born 1990-03-07), distinct per call unless `seq` is given. */
export function validIdCard(seq: number = takeSeq()) {
  const first17 = `32010419900307${String(seq).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

export function validPassport() {
  return `E${String(randomInt(0, 1e8)).padStart(8, '0')}`;
}

/** Asks a visitor code for the email (as the form does) and reads it from the outbox. */
export async function visitorCode(ctx: TestContext, client: TestClient, email: string) {
  const res = await client.post('/register/rest/visitors/token/email', { email, purpose: 'visitor' });
  if (res.status !== 200) throw new Error(`code not sent: ${JSON.stringify(res.body)}`);
  return latestCode(ctx.db, email.toLowerCase());
}

export function domesticForm(overrides: Partial<VisitorRegisterBody> = {}): VisitorRegisterBody {
  return {
    form: 'domestic',
    name: '王芳',
    company: '南京洁柔纸业有限公司',
    jobTitle: 'J03',
    businessType: 'B02',
    mobile: '13912345678',
    email: `wang${randomInt(0, 1e9)}@example.com`,
    emailCode: '000000',
    idCardNo: validIdCard(),
    consent: true,
    ...overrides,
  };
}

export function overseasForm(overrides: Partial<VisitorRegisterBody> = {}): VisitorRegisterBody {
  return {
    form: 'overseas',
    firstName: 'Anna',
    lastName: 'Virtanen',
    company: 'Nordic Tissue Oy',
    jobTitle: 'J03',
    businessType: 'B01',
    country: 'FI',
    email: `anna${randomInt(0, 1e9)}@example.com`,
    emailCode: '000000',
    passportNo: validPassport(),
    consent: true,
    ...overrides,
  };
}

/** A business-card picture uploaded by `ownerUserId` (a row, as the upload call would leave it). */
export async function buildCard(
  ctx: TestContext,
  ownerUserId: number,
  overrides: { mimeType?: string; size?: number } = {},
) {
  const [row] = await ctx.db
    .insert(attachments)
    .values({
      key: `visitorCard/${randomInt(0, 1e9)}.jpg`,
      kind: 'visitorCard',
      fileName: 'card.jpg',
      mimeType: overrides.mimeType ?? 'image/jpeg',
      size: overrides.size ?? 120_000,
      ownerUserId,
    })
    .returning();
  if (!row) throw new Error('card not inserted');
  return row;
}
