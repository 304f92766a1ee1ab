import type { Brand } from '@cidpex/contracts';
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

const ctx = useTestApp();

describe('brand logos (issue 16 item 2)', () => {
  it('a logo is public while its brand is shown on a certified enterprise’s page, else the enterprise’s and the organizer’s', async () => {
    const a = await buildEnterprise(ctx, { name: '甲纸业' });
    const staff = await buildMember(ctx, a.enterprise.id, 'staff');
    const other = await buildEnterprise(ctx, { name: '乙纸业' });
    const organizer = await buildOrganizer(ctx);
    const buyer = await signedInClient(ctx, (await buildUser(ctx, { name: '采购商' })).id);
    const privateNow = async (logo: { id: number; url: string; key: string }, state: string) => {
      expect(await accessOf(ctx.app, logo), state).toEqual(HIDDEN_ANONYMOUS);
      expect(await accessOf(ctx.app, logo, buyer.token), state).toEqual(HIDDEN);
      expect(await accessOf(ctx.app, logo, other.adminClient.token), state).toEqual(HIDDEN);
      expect(await accessOf(ctx.app, logo, staff.client.token), state).toEqual(OPEN);
      expect(await accessOf(ctx.app, logo, organizer.client.token), state).toEqual(OPEN);
    };

    const first = await uploadKind(ctx.app, staff.client.token, 'logo');
    await privateNow(first, 'uploaded, no brand yet');
    const created = await staff.client.post('/exhibitor/rest/brands', {
      name: '青禾',
      logoAttachmentId: first.id,
    });
    expect(created.body.errorMsg).toBeNull();
    const brand = created.body.data as Brand;
    expect(await accessOf(ctx.app, first)).toEqual(OPEN_ANONYMOUS);
    expect(await accessOf(ctx.app, first, buyer.token)).toEqual(OPEN);
    expect(await accessOf(ctx.app, first, other.adminClient.token)).toEqual(OPEN);

    // A new logo: the old one leaves the page, and public with it.
    const logo = await uploadKind(ctx.app, staff.client.token, 'logo');
    const changed = await staff.client.put(`/exhibitor/rest/brands/${brand.id}`, {
      name: '青禾',
      logoAttachmentId: logo.id,
    });
    expect(changed.body.errorMsg).toBeNull();
    expect(await accessOf(ctx.app, logo)).toEqual(OPEN_ANONYMOUS);
    expect(await accessOf(ctx.app, logo, buyer.token)).toEqual(OPEN);
    await privateNow(first, 'replaced');

    // The enterprise no longer certified: its page and brands are gone from public view.
    await ctx.db.update(enterprises).set({ status: 'pending' }).where(eq(enterprises.id, a.enterprise.id));
    await privateNow(logo, 'enterprise not certified');
    await ctx.db.update(enterprises).set({ status: 'certified' }).where(eq(enterprises.id, a.enterprise.id));
    expect(await accessOf(ctx.app, logo)).toEqual(OPEN_ANONYMOUS);

    expect((await staff.client.delete(`/exhibitor/rest/brands/${brand.id}`)).body.data).toEqual({ ok: true });
    expect(await accessOf(ctx.app, logo)).toEqual(HIDDEN_ANONYMOUS);
    expect(await accessOf(ctx.app, logo, buyer.token)).toEqual(HIDDEN);
    expect(await accessOf(ctx.app, logo, organizer.client.token)).toEqual(OPEN);
    expect(await accessOf(ctx.app, logo, staff.client.token)).toEqual(OPEN);
  });
});
