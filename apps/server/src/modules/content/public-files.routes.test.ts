import type { OrganizerDownload, OrganizerPhoto, OwnWebcast } from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import {
  accessOf,
  HIDDEN,
  HIDDEN_ANONYMOUS,
  OPEN,
  OPEN_ANONYMOUS,
  type StoredFile,
  uploadKind,
} from '../attachments/attachments.test-support';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';
import { buildUpload } from '../products/products.factories';

/**
 * Issue 16 item 2: the files of webcasts, live photos and downloads are served to anyone only
 * while what uses them is public (content/public-files.ts); before and after, only to the
 * uploader, their enterprise (webcasts) and the organizer, file and details alike.
 */
const ctx = useTestApp();

async function aBuyer() {
  return signedInClient(ctx, (await buildUser(ctx, { name: '采购商' })).id);
}

describe('webcast files (issue 16 item 2)', () => {
  it('a draft, pending or rejected webcast’s poster is the enterprise’s and the organizer’s; approved, anyone’s', async () => {
    const a = await buildEnterprise(ctx, { name: '甲纸业' });
    const staff = await buildMember(ctx, a.enterprise.id, 'staff');
    const other = await buildEnterprise(ctx, { name: '乙纸业' });
    const organizer = await buildOrganizer(ctx);
    const buyer = await aBuyer();
    const first = await uploadKind(ctx.app, staff.client.token, 'picture');
    const video = await buildUpload(ctx, staff.user.id, 'video');
    const videos = [{ attachmentId: video.id }];
    const created = await staff.client.post('/exhibitor/rest/webcasts', {
      title: '新品发布直播',
      posterAttachmentId: first.id,
      videos,
    });
    expect(created.body.errorMsg).toBeNull();
    const webcast = created.body.data as OwnWebcast;
    // The draft's poster is replaced: the first one is no longer shown anywhere.
    const poster = await uploadKind(ctx.app, staff.client.token, 'picture');
    const body = { title: '新品发布直播', posterAttachmentId: poster.id, videos, version: webcast.version };
    const replaced = await staff.client.put(`/exhibitor/rest/webcasts/${webcast.id}`, body);
    expect(replaced.body.data).toMatchObject({ poster: { id: poster.id } });
    /** The video's details (the test stores no bytes for it, so only the details call tells). */
    const videoDetails = async (token?: string) =>
      (await accessOf(ctx.app, { ...video, url: `/attachment/${video.key}` }, token))[1];

    const privateNow = async (state: string) => {
      expect(await accessOf(ctx.app, poster), state).toEqual(HIDDEN_ANONYMOUS);
      expect(await accessOf(ctx.app, poster, buyer.token), state).toEqual(HIDDEN);
      expect(await accessOf(ctx.app, poster, other.adminClient.token), state).toEqual(HIDDEN);
      expect(await accessOf(ctx.app, poster, staff.client.token), state).toEqual(OPEN);
      expect(await accessOf(ctx.app, poster, a.adminClient.token), state).toEqual(OPEN);
      expect(await accessOf(ctx.app, poster, organizer.client.token), state).toEqual(OPEN);
      expect(await videoDetails(buyer.token), state).toBe(404);
      expect(await videoDetails(staff.client.token), state).toBe(200);
    };
    await privateNow('draft');
    await staff.client.post(`/exhibitor/rest/webcasts/${webcast.id}/submit`);
    await privateNow('pending');
    const review = (decision: 'approve' | 'reject') =>
      organizer.client.post(`/portal/rest/organizer/webcasts/${webcast.id}/review`, {
        decision,
        note: '画面不清',
      });
    expect((await review('reject')).body.data).toMatchObject({ status: 'rejected' });
    await privateNow('rejected');

    await staff.client.post(`/exhibitor/rest/webcasts/${webcast.id}/submit`);
    expect((await review('approve')).body.data).toMatchObject({ status: 'approved' });
    expect(await accessOf(ctx.app, poster)).toEqual(OPEN_ANONYMOUS);
    expect(await accessOf(ctx.app, poster, buyer.token)).toEqual(OPEN);
    expect(await accessOf(ctx.app, poster, other.adminClient.token)).toEqual(OPEN);
    expect(await accessOf(ctx.app, poster, staff.client.token)).toEqual(OPEN);
    expect(await videoDetails(buyer.token)).toBe(200);
    // The replaced poster was never shown: it stays the enterprise's.
    expect(await accessOf(ctx.app, first)).toEqual(HIDDEN_ANONYMOUS);
    expect(await accessOf(ctx.app, first, buyer.token)).toEqual(HIDDEN);
    expect(await accessOf(ctx.app, first, a.adminClient.token)).toEqual(OPEN);

    // Edited after the approval, it is back in review: off the public list, and its files too.
    const current = (await staff.client.get(`/exhibitor/rest/webcasts/${webcast.id}`)).body
      .data as OwnWebcast;
    const edited = await staff.client.put(`/exhibitor/rest/webcasts/${webcast.id}`, {
      ...body,
      title: '新品发布直播（修订）',
      version: current.version,
    });
    expect(edited.body.data).toMatchObject({ status: 'pending' });
    await privateNow('pending again');
  });
});

describe('live photos (issue 16 item 2)', () => {
  it('an uploaded photo is the organizer’s until it is on the wall; unpublished, it is hidden again', async () => {
    const organizer = await buildOrganizer(ctx);
    const buyer = await aBuyer();
    const photo = await uploadKind(ctx.app, organizer.client.token, 'picture');
    expect(await accessOf(ctx.app, photo)).toEqual(HIDDEN_ANONYMOUS);
    expect(await accessOf(ctx.app, photo, buyer.token)).toEqual(HIDDEN);
    expect(await accessOf(ctx.app, photo, organizer.client.token)).toEqual(OPEN);

    const posted = await organizer.client.post('/portal/rest/organizer/livePhotos', {
      url: photo.url,
      captionZhHans: '开幕',
    });
    const row = posted.body.data as OrganizerPhoto;
    expect(row.published).toBe(true);
    expect(await accessOf(ctx.app, photo)).toEqual(OPEN_ANONYMOUS);
    expect(await accessOf(ctx.app, photo, buyer.token)).toEqual(OPEN);

    const hide = (published: boolean) =>
      organizer.client.put(`/portal/rest/organizer/livePhotos/${row.id}`, { published });
    expect((await hide(false)).body.data).toMatchObject({ published: false });
    expect(await accessOf(ctx.app, photo)).toEqual(HIDDEN_ANONYMOUS);
    expect(await accessOf(ctx.app, photo, buyer.token)).toEqual(HIDDEN);
    expect(await accessOf(ctx.app, photo, organizer.client.token)).toEqual(OPEN);
    await hide(true);
    expect(await accessOf(ctx.app, photo)).toEqual(OPEN_ANONYMOUS);

    await organizer.client.delete(`/portal/rest/organizer/livePhotos/${row.id}`);
    expect(await accessOf(ctx.app, photo)).toEqual(HIDDEN_ANONYMOUS);
    expect(await accessOf(ctx.app, photo, buyer.token)).toEqual(HIDDEN);
    expect(await accessOf(ctx.app, photo, organizer.client.token)).toEqual(OPEN);
  });
});

describe('downloads (issue 16 item 2)', () => {
  it('a document is the organizer’s until it is in the downloads list, and again once removed or replaced', async () => {
    const organizer = await buildOrganizer(ctx);
    const buyer = await aBuyer();
    const upload = () => uploadKind(ctx.app, organizer.client.token, 'picture');
    const first = await upload();
    expect(await accessOf(ctx.app, first)).toEqual(HIDDEN_ANONYMOUS);
    expect(await accessOf(ctx.app, first, buyer.token)).toEqual(HIDDEN);
    expect(await accessOf(ctx.app, first, organizer.client.token)).toEqual(OPEN);

    const doc = { category: 'exhibitor', titleZhHans: '参展手册' };
    const created = await organizer.client.post('/portal/rest/organizer/downloads', {
      ...doc,
      attachmentId: first.id,
    });
    const row = created.body.data as OrganizerDownload;
    expect(row.attachmentId).toBe(first.id);
    expect(await accessOf(ctx.app, first)).toEqual(OPEN_ANONYMOUS);
    expect(await accessOf(ctx.app, first, buyer.token)).toEqual(OPEN);

    // Its file replaced: the new one is public, the old one is the organizer's again.
    const second: StoredFile = await upload();
    const replaced = await organizer.client.put(`/portal/rest/organizer/downloads/${row.id}`, {
      ...doc,
      attachmentId: second.id,
    });
    expect(replaced.body.data).toMatchObject({ attachmentId: second.id });
    expect(await accessOf(ctx.app, second)).toEqual(OPEN_ANONYMOUS);
    expect(await accessOf(ctx.app, first)).toEqual(HIDDEN_ANONYMOUS);
    expect(await accessOf(ctx.app, first, buyer.token)).toEqual(HIDDEN);

    await organizer.client.delete(`/portal/rest/organizer/downloads/${row.id}`);
    expect(await accessOf(ctx.app, second)).toEqual(HIDDEN_ANONYMOUS);
    expect(await accessOf(ctx.app, second, buyer.token)).toEqual(HIDDEN);
    expect(await accessOf(ctx.app, second, organizer.client.token)).toEqual(OPEN);
  });
});
