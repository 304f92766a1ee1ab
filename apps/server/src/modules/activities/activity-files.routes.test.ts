import type { Activity } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enterprises } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import {
  accessOf,
  HIDDEN,
  HIDDEN_ANONYMOUS,
  OPEN,
  OPEN_ANONYMOUS,
  uploadKind,
} from '../attachments/attachments.test-support';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';
import { activityInput } from './activities.factories';

const ctx = useTestApp();

describe('activity covers (issue 16 item 2)', () => {
  it('a draft, pending or rejected activity’s cover is the enterprise’s and the organizer’s; published, anyone’s', async () => {
    const a = await buildEnterprise(ctx, { name: '甲纸业' });
    const staff = await buildMember(ctx, a.enterprise.id, 'staff');
    const other = await buildEnterprise(ctx, { name: '乙纸业' });
    const organizer = await buildOrganizer(ctx);
    const buyer = await signedInClient(ctx, (await buildUser(ctx, { name: '采购商' })).id);
    const first = await uploadKind(ctx.app, staff.client.token, 'enterpriseImage');
    const input = activityInput({ coverAttachmentId: first.id });
    const created = await staff.client.post('/exhibitor/rest/activities', input);
    expect(created.body.errorMsg).toBeNull();
    const activity = created.body.data as Activity;
    // The draft's cover is replaced: the first one is no longer shown anywhere.
    const cover = await uploadKind(ctx.app, staff.client.token, 'enterpriseImage');
    const edited = await staff.client.put(`/exhibitor/rest/activities/${activity.id}`, {
      ...input,
      coverAttachmentId: cover.id,
    });
    expect(edited.body.data).toMatchObject({ cover: { id: cover.id } });

    const privateNow = async (state: string) => {
      expect(await accessOf(ctx.app, cover), state).toEqual(HIDDEN_ANONYMOUS);
      expect(await accessOf(ctx.app, cover, buyer.token), state).toEqual(HIDDEN);
      expect(await accessOf(ctx.app, cover, other.adminClient.token), state).toEqual(HIDDEN);
      expect(await accessOf(ctx.app, cover, staff.client.token), state).toEqual(OPEN);
      expect(await accessOf(ctx.app, cover, a.adminClient.token), state).toEqual(OPEN);
      expect(await accessOf(ctx.app, cover, organizer.client.token), state).toEqual(OPEN);
    };
    await privateNow('draft');
    const submit = () => staff.client.put(`/exhibitor/rest/activities/${activity.id}/submit`);
    expect((await submit()).body.data).toMatchObject({ status: 'pending' });
    await privateNow('pending');
    const rejected = await organizer.client.put(`/portal/rest/organizer/activities/${activity.id}/reject`, {
      reason: '场地不在贵企业展位',
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected' });
    await privateNow('rejected');

    await submit();
    const approved = await organizer.client.put(`/portal/rest/organizer/activities/${activity.id}/approve`);
    expect(approved.body.data).toMatchObject({ status: 'approved' });
    expect(await accessOf(ctx.app, cover)).toEqual(OPEN_ANONYMOUS);
    expect(await accessOf(ctx.app, cover, buyer.token)).toEqual(OPEN);
    expect(await accessOf(ctx.app, cover, other.adminClient.token)).toEqual(OPEN);
    expect(await accessOf(ctx.app, cover, staff.client.token)).toEqual(OPEN);
    // The replaced cover was never shown: it stays the enterprise's.
    expect(await accessOf(ctx.app, first)).toEqual(HIDDEN_ANONYMOUS);
    expect(await accessOf(ctx.app, first, buyer.token)).toEqual(HIDDEN);
    expect(await accessOf(ctx.app, first, a.adminClient.token)).toEqual(OPEN);
    expect(await accessOf(ctx.app, first, organizer.client.token)).toEqual(OPEN);

    // The enterprise no longer certified: its activities leave the public pages, their covers too.
    await ctx.db.update(enterprises).set({ status: 'pending' }).where(eq(enterprises.id, a.enterprise.id));
    expect(await accessOf(ctx.app, cover)).toEqual(HIDDEN_ANONYMOUS);
    expect(await accessOf(ctx.app, cover, buyer.token)).toEqual(HIDDEN);
    expect(await accessOf(ctx.app, cover, staff.client.token)).toEqual(OPEN);
    expect(await accessOf(ctx.app, cover, organizer.client.token)).toEqual(OPEN);
  });
});
