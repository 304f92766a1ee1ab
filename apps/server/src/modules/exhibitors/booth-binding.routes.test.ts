import {
  type BoothBinding,
  type BoothBindingBoard,
  ErrorCode,
  type InteractionInbox,
} from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { applyChats, cardHoldings, follows } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';
import { buildPost } from '../purposes/purposes.factories';
import { fairDays } from './booth-binding.service';
import { exhibitAs } from './exhibitors.factories';

const ctx = useTestApp();
const BASE = '/exhibitor/rest/boothBinding';

/** An enterprise exhibiting at one 3×3 booth (9 m²: three people a day). */
async function exhibiting() {
  const built = await buildEnterprise(ctx, { name: '展位人员纸业' });
  await exhibitAs(ctx, built.enterprise.id, { hall: 'H6', boothNo: `6B${built.enterprise.id}`, area: 'A02' });
  const board = (await built.adminClient.get(BASE)).body.data as BoothBindingBoard;
  return { ...built, board };
}

describe('booth binding', () => {
  it('lists the fair days', () => {
    expect(fairDays('2024-05-15', '2024-05-17')).toEqual(['2024-05-15', '2024-05-16', '2024-05-17']);
  });

  it('puts members on the sold booth per day up to its passes, once each, even when sent together', async () => {
    const { adminClient, enterprise, admin, board } = await exhibiting();
    expect(board.canEdit).toBe(true);
    expect(board.booths).toHaveLength(1);
    const booth = board.booths[0]!;
    expect([booth.size, booth.limit]).toEqual([9, 3]);
    const day = board.days[0]!;
    const members = [admin.id];
    for (let i = 0; i < 3; i++) members.push((await buildMember(ctx, enterprise.id)).user.id);

    const sent = await Promise.all(
      members.map((userId) => adminClient.post(BASE, { boothId: booth.id, userId, day })),
    );
    expect(sent.filter((r) => r.body.success)).toHaveLength(3);
    const refused = sent.find((r) => !r.body.success)!;
    expect([refused.status, refused.body.errorCode]).toEqual([409, ErrorCode.BOOTH_BINDING_LIMIT]);

    const placed = sent.find((r) => r.body.success)!.body.data as BoothBinding;
    const again = await adminClient.post(BASE, { boothId: booth.id, userId: placed.userId, day });
    expect((again.body.data as BoothBinding).id).toBe(placed.id);
    // Another day has its own three.
    const nextDay = board.days[1]!;
    expect(
      (await adminClient.post(BASE, { boothId: booth.id, userId: placed.userId, day: nextDay })).body.success,
    ).toBe(true);
    const after = (await adminClient.get(BASE)).body.data as BoothBindingBoard;
    expect(after.bindings).toHaveLength(4);
    expect(after.bindings.every((b) => b.name !== '')).toBe(true);

    expect(
      (await adminClient.post(BASE, { boothId: booth.id, userId: placed.userId, day: '2020-01-01' })).body
        .errorCode,
    ).toBe(ErrorCode.BOOTH_BINDING_DAY);
    const outsider = await buildUser(ctx);
    expect(
      (await adminClient.post(BASE, { boothId: booth.id, userId: outsider.id, day })).body.errorCode,
    ).toBe(ErrorCode.BOOTH_BINDING_NOT_STAFF);
    expect((await adminClient.delete(`${BASE}/${placed.id}`)).body.success).toBe(true);
    const gone = await adminClient.delete(`${BASE}/${placed.id}`);
    expect([gone.status, gone.body.errorCode]).toEqual([404, ErrorCode.BOOTH_BINDING_NOT_FOUND]);
  });

  it('is changed by the enterprise administrator only; members read it; others are refused', async () => {
    const { adminClient, enterprise, admin, board } = await exhibiting();
    const booth = board.booths[0]!;
    const day = board.days[0]!;
    const made = (await adminClient.post(BASE, { boothId: booth.id, userId: admin.id, day })).body
      .data as BoothBinding;

    const staff = await buildMember(ctx, enterprise.id, 'staff');
    const read = (await staff.client.get(BASE)).body.data as BoothBindingBoard;
    expect([read.canEdit, read.bindings.map((b) => b.id)]).toEqual([false, [made.id]]);
    expect(
      (await staff.client.post(BASE, { boothId: booth.id, userId: staff.user.id, day })).body.errorCode,
    ).toBe(ErrorCode.NOT_ENTERPRISE_ADMIN);
    const operator = await buildMember(ctx, enterprise.id, 'operator');
    expect((await operator.client.delete(`${BASE}/${made.id}`)).body.errorCode).toBe(
      ErrorCode.NOT_ENTERPRISE_ADMIN,
    );

    const other = await exhibiting();
    const foreign = await other.adminClient.post(BASE, { boothId: booth.id, userId: other.admin.id, day });
    expect(foreign.body.errorCode).toBe(ErrorCode.BOOTH_BINDING_BOOTH);
    const foreignStaff = await other.adminClient.post(BASE, {
      boothId: other.board.booths[0]!.id,
      userId: admin.id,
      day,
    });
    expect(foreignStaff.body.errorCode).toBe(ErrorCode.BOOTH_BINDING_NOT_STAFF);
    expect((await other.adminClient.delete(`${BASE}/${made.id}`)).body.errorCode).toBe(
      ErrorCode.BOOTH_BINDING_NOT_FOUND,
    );
    const buyer = await signedInClient(ctx, (await buildUser(ctx)).id);
    expect((await buyer.get(BASE)).body.success).toBe(false);
    expect((await buyer.post(BASE, { boothId: booth.id, userId: admin.id, day })).body.success).toBe(false);
    const org = await buildOrganizer(ctx);
    expect((await org.client.post(BASE, { boothId: booth.id, userId: admin.id, day })).body.success).toBe(
      false,
    );
    expect((await new TestClient(ctx.app).get(BASE)).status).toBe(401);
  });
});

describe('exhibitors interaction', () => {
  const INBOX = '/exhibitor/rest/exhibitorsInteraction';

  it('gathers follows and received cards of the enterprise, newest first, for its members only', async () => {
    const { adminClient, enterprise, admin } = await buildEnterprise(ctx);
    const visitor = await buildUser(ctx, { name: '访客甲' });
    const later = await buildUser(ctx, { name: '访客乙' });
    await ctx.db.insert(follows).values({
      userId: visitor.id,
      targetType: 'enterprise',
      targetId: enterprise.id,
      createdAt: new Date(Date.now() - 60_000),
    });
    await ctx.db.insert(cardHoldings).values({ ownerUserId: admin.id, cardUserId: later.id });
    const inbox = (await adminClient.get(INBOX)).body.data as InteractionInbox;
    expect(inbox.items.map((i) => [i.kind, i.name])).toEqual([
      ['card', '访客乙'],
      ['follow', '访客甲'],
    ]);
    expect(inbox.counts).toMatchObject({ follow: 1, card: 1, collect: 0 });
    const onlyFollows = (await adminClient.get(`${INBOX}?kind=follow`)).body.data as InteractionInbox;
    expect(onlyFollows.items.map((i) => i.kind)).toEqual(['follow']);

    const other = await buildEnterprise(ctx);
    expect(((await other.adminClient.get(INBOX)).body.data as InteractionInbox).items).toHaveLength(0);
    const buyer = await signedInClient(ctx, visitor.id);
    expect((await buyer.get(INBOX)).body.success).toBe(false);
    expect((await new TestClient(ctx.app).get(INBOX)).status).toBe(401);
  });

  it('lists chat applications on the enterprise’s posts with the post and their state, not another’s', async () => {
    const { adminClient, enterprise, admin } = await buildEnterprise(ctx);
    const other = await buildEnterprise(ctx);
    const buyer = await buildUser(ctx, { name: '采购商丙' });
    const mine = await buildPost(ctx, admin.id, 'Passed', {
      enterpriseId: enterprise.id,
      title: '供应原生木浆卷纸',
    });
    const theirs = await buildPost(ctx, other.admin.id, 'Passed', { enterpriseId: other.enterprise.id });
    await ctx.db.insert(applyChats).values([
      { purposeId: mine.id, applicantId: buyer.id, publisherId: admin.id, enterpriseId: enterprise.id },
      {
        purposeId: theirs.id,
        applicantId: buyer.id,
        publisherId: other.admin.id,
        enterpriseId: other.enterprise.id,
      },
    ]);
    const inbox = (await adminClient.get(`${INBOX}?kind=chat`)).body.data as InteractionInbox;
    expect(inbox.items).toEqual([
      expect.objectContaining({
        kind: 'chat',
        userId: buyer.id,
        name: '采购商丙',
        subject: '供应原生木浆卷纸',
        refId: mine.id,
        state: 'Pending',
      }),
    ]);
    expect(inbox.counts.chat).toBe(1);
  });
});
