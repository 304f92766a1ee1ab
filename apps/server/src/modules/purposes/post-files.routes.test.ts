import type { Purpose } from '@cidpex/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildOrganizer } from '../../test/factories';
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
import { buildPoster, postInput, relist } from './purposes.factories';

const ctx = useTestApp();
beforeEach(() => relist(ctx));

describe('post pictures (issue 16 item 2)', () => {
  it('a pending, rejected, hidden or canceled post’s pictures are the publisher’s and the organizer’s; approved, anyone’s', async () => {
    const poster = await buildPoster(ctx);
    const reader = await buildPoster(ctx, 'approved', 'zh-Hans', '另一位采购商');
    const organizer = await buildOrganizer(ctx);
    const privateNow = async (file: StoredFile, state: string) => {
      expect(await accessOf(ctx.app, file), state).toEqual(HIDDEN_ANONYMOUS);
      expect(await accessOf(ctx.app, file, reader.client.token), state).toEqual(HIDDEN);
      expect(await accessOf(ctx.app, file, poster.client.token), state).toEqual(OPEN);
      expect(await accessOf(ctx.app, file, organizer.client.token), state).toEqual(OPEN);
    };
    const publicNow = async (file: StoredFile, state: string) => {
      expect(await accessOf(ctx.app, file), state).toEqual(OPEN_ANONYMOUS);
      expect(await accessOf(ctx.app, file, reader.client.token), state).toEqual(OPEN);
      expect(await accessOf(ctx.app, file, poster.client.token), state).toEqual(OPEN);
    };

    const first = await uploadKind(ctx.app, poster.client.token, 'postImage');
    const input = postInput({ imageIds: [first.id] });
    const created = await poster.client.post('/exhibitor/rest/purposes', input);
    expect(created.body.errorMsg).toBeNull();
    const post = created.body.data as Purpose;
    expect(post.publishStatus).toBe('Pending');
    await privateNow(first, 'Pending');

    // The picture is replaced before the review: the first one is never shown.
    const image = await uploadKind(ctx.app, poster.client.token, 'postImage');
    const edited = await poster.client.put('/exhibitor/rest/purposes', {
      ...input,
      imageIds: [image.id],
      id: post.id,
    });
    expect(edited.body.data).toMatchObject({ images: [{ id: image.id }] });
    await privateNow(image, 'Pending, edited');

    const act = (client: typeof poster.client, action: string, reason?: string) =>
      client.put(`/exhibitor/rest/purposes/checkStatus/${post.id}`, { action, reason });
    expect((await act(organizer.client, 'reject', '请补充规格')).body.data).toMatchObject({
      publishStatus: 'Reject',
    });
    await privateNow(image, 'Reject');
    await act(poster.client, 'republish');
    expect((await act(organizer.client, 'approve')).body.data).toMatchObject({ publishStatus: 'Passed' });
    await publicNow(image, 'Passed');
    await privateNow(first, 'Passed, the replaced picture');

    expect((await act(organizer.client, 'hide', '联系方式不实')).body.data).toMatchObject({
      publishStatus: 'Reject',
    });
    await privateNow(image, 'hidden by the organizer');
    await act(poster.client, 'republish');
    await act(organizer.client, 'approve');
    await publicNow(image, 'Passed again');
    expect((await act(poster.client, 'cancel')).body.data).toMatchObject({ publishStatus: 'Canceled' });
    await privateNow(image, 'Canceled');
  });
});
