import { type Application, type ApplicationPage, ErrorCode, type SphereRequest } from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { buildOrganizer } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise } from '../enterprises/enterprises.factories';
import { buildHall, fillWizard } from './exhibitor-services.factories';

/*
 * The wizard's meeting step (/enterpriseServicePlatform/applyMeeting): the meeting room wish
 * (sphereRequest) and the HPIA extras (hpiaExtras), saved with the application, shown in it,
 * locked with it, and never read or changed by another enterprise.
 */
const ctx = useTestApp();
const X = '/exhibitor/rest';
const ORG = '/portal/rest/organizer/exhibitorServices';
const ROOM = { meetingRoom: true, seats: 40, day: '2024-05-16', note: '投影仪' };
const HPIA = { member: true, forumSeats: 2, catalogueEntry: false };

describe('the meeting step', () => {
  it('is saved once however often it is sent, and the application shows it', async () => {
    const { adminClient, enterprise } = await buildEnterprise(ctx);
    const sent = await Promise.all([
      adminClient.post(`${X}/sphereRequest`, ROOM),
      adminClient.post(`${X}/sphereRequest`, ROOM),
    ]);
    expect(sent.every((r) => r.body.success)).toBe(true);
    const [a, b] = sent.map((r) => r.body.data as SphereRequest);
    expect(a!.id).toBe(b!.id);
    const corrected = await adminClient.put(`${X}/sphereRequest`, { ...ROOM, seats: 30, id: a!.id });
    expect(corrected.body.data).toMatchObject({ id: a!.id, seats: 30 });
    expect((await adminClient.put(`${X}/hpiaExtras`, HPIA)).body.data).toEqual(HPIA);

    const app = (await adminClient.get(`${X}/enterpriseApplys`)).body.data as Application;
    expect(app.sphere).toMatchObject({
      id: a!.id,
      meetingRoom: true,
      seats: 30,
      day: '2024-05-16',
      note: '投影仪',
    });
    expect(app.hpia).toEqual(HPIA);
    expect((await adminClient.get(`${X}/hpiaExtras/${enterprise.id}`)).body.data).toEqual(HPIA);
    expect((await adminClient.get(`${X}/sphereRequest/${a!.id}`)).body.data).toMatchObject({ seats: 30 });
  });

  it('refuses the anonymous and another enterprise; the organizer reads it', async () => {
    const owner = await buildEnterprise(ctx);
    const other = await buildEnterprise(ctx);
    const room = (await owner.adminClient.post(`${X}/sphereRequest`, ROOM)).body.data as SphereRequest;
    await owner.adminClient.put(`${X}/hpiaExtras`, HPIA);

    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.post(`${X}/sphereRequest`, ROOM)).status).toBe(401);
    expect((await anonymous.put(`${X}/hpiaExtras`, HPIA)).status).toBe(401);
    expect((await anonymous.get(`${X}/sphereRequest/${room.id}`)).status).toBe(401);

    const read = await other.adminClient.get(`${X}/sphereRequest/${room.id}`);
    expect(read.body.errorCode).toBe(ErrorCode.SPHERE_NOT_FOUND);
    const changed = await other.adminClient.put(`${X}/sphereRequest`, { ...ROOM, seats: 1, id: room.id });
    expect(changed.body.errorCode).toBe(ErrorCode.SPHERE_NOT_FOUND);
    const extras = await other.adminClient.get(`${X}/hpiaExtras/${owner.enterprise.id}`);
    expect(extras.body.success).toBe(false);
    const mine = (await owner.adminClient.get(`${X}/enterpriseApplys`)).body.data as Application;
    expect(mine.sphere?.seats).toBe(40);

    const organizer = await buildOrganizer(ctx);
    expect((await organizer.client.get(`${X}/sphereRequest/${room.id}`)).body.data).toMatchObject({
      seats: 40,
    });
    expect((await organizer.client.get(`${X}/hpiaExtras/${owner.enterprise.id}`)).body.data).toEqual(HPIA);
  });

  it('is locked with the application once it is sent for review', async () => {
    const { adminClient } = await buildEnterprise(ctx);
    const hall = await buildHall(ctx);
    await fillWizard(adminClient);
    await adminClient.post(`${X}/booths/request`, { boothNo: hall.standard[0]!.boothNo });
    await adminClient.post(`${X}/sphereRequest`, ROOM);
    expect((await adminClient.put(`${X}/enterpriseApplys/confirm`)).body.success).toBe(true);

    const late = await adminClient.post(`${X}/sphereRequest`, { ...ROOM, seats: 99 });
    expect(late.body.errorCode).toBe(ErrorCode.APPLICATION_STATE);
    const lateHpia = await adminClient.put(`${X}/hpiaExtras`, HPIA);
    expect(lateHpia.body.errorCode).toBe(ErrorCode.APPLICATION_STATE);
    const app = (await adminClient.get(`${X}/enterpriseApplys`)).body.data as Application;
    expect([app.status, app.sphere?.seats, app.hpia]).toEqual(['submitted', 40, null]);
  });

  it("shows each applicant's own wishes (read-only) in the organizer's review queue", async () => {
    const hall = await buildHall(ctx);
    const withWishes = await buildEnterprise(ctx);
    const without = await buildEnterprise(ctx);
    await fillWizard(withWishes.adminClient);
    await withWishes.adminClient.post(`${X}/booths/request`, { boothNo: hall.standard[0]!.boothNo });
    const room = (await withWishes.adminClient.post(`${X}/sphereRequest`, ROOM)).body.data as SphereRequest;
    await withWishes.adminClient.put(`${X}/hpiaExtras`, HPIA);
    expect((await withWishes.adminClient.put(`${X}/enterpriseApplys/confirm`)).body.success).toBe(true);
    await fillWizard(without.adminClient);
    await without.adminClient.post(`${X}/booths/request`, { boothNo: hall.standard[1]!.boothNo });
    expect((await without.adminClient.put(`${X}/enterpriseApplys/confirm`)).body.success).toBe(true);

    const organizer = await buildOrganizer(ctx);
    const res = await organizer.client.get(`${ORG}/applications?status=submitted`);
    expect(res.status).toBe(200);
    const rows = (res.body.data as ApplicationPage).rows;
    const mine = rows.find((r) => r.enterpriseId === withWishes.enterprise.id);
    const theirs = rows.find((r) => r.enterpriseId === without.enterprise.id);
    expect(mine?.sphere).toMatchObject({ id: room.id, ...ROOM, enterpriseId: withWishes.enterprise.id });
    expect(mine?.hpia).toEqual(HPIA);
    expect([theirs?.sphere, theirs?.hpia]).toEqual([null, null]);

    // Not for exhibitors: the queue is the organizer's.
    expect((await withWishes.adminClient.get(`${ORG}/applications`)).status).toBe(403);
  });
});
