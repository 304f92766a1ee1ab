import { ErrorCode, FAIR, type FloorPlan, type HallFeatureInput, type HallLayout } from '@cidpex/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hallPlans } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise } from '../enterprises/enterprises.factories';
import { buildHall } from './exhibitor-services.factories';
import { insideWalls, placementError } from './hall-features.service';

const ctx = useTestApp();
const ORG = '/portal/rest/organizer/exhibitorServices';
const PUBLIC = `/exhibitor/rest/enterprise/exhibition/${FAIR.exhibitionId}/floorplan`;

const info: HallFeatureInput = { kind: 'info', x: 10, y: 20, w: 5, h: 4, label: null };
const door: HallFeatureInput = { kind: 'entrance', x: 0, y: 10, w: 1.2, h: 6, label: '1' };

describe("the organizer's editor of a hall's doors and facilities", () => {
  it('anonymous 401, buyer and enterprise 403; the organizer reads the walls and booths', async () => {
    await buildHall(ctx, 'H8');
    const anonymous = new TestClient(ctx.app);
    const buyer = await signedInClient(ctx, (await buildUser(ctx)).id);
    const { adminClient } = await buildEnterprise(ctx);
    const matrix: [string, TestClient, number][] = [
      ['anonymous', anonymous, 401],
      ['buyer', buyer, 403],
      ['enterprise administrator', adminClient, 403],
    ];
    for (const [who, client, status] of matrix) {
      expect([who, (await client.get(`${ORG}/hallPlans/H8`)).status]).toEqual([who, status]);
      expect([who, (await client.put(`${ORG}/hallPlans/H8/features`, { features: [info] })).status]).toEqual([
        who,
        status,
      ]);
    }
    const { client: organizer } = await buildOrganizer(ctx);
    const layout = (await organizer.get(`${ORG}/hallPlans/H8`)).body.data as HallLayout;
    expect(layout).toMatchObject({ hall: 'H8', width: 60, height: 30, features: [] });
    // A hall without walls of its own: the plan's rectangle.
    expect(layout.outline).toEqual([
      { x: 0, y: 0 },
      { x: 60, y: 0 },
      { x: 60, y: 30 },
      { x: 0, y: 30 },
    ]);
    expect(layout.booths.length).toBe(4);
    expect((await organizer.get(`${ORG}/hallPlans/H99`)).body.errorCode).toBe(ErrorCode.FLOOR_PLAN_NOT_FOUND);
  });

  it('saves features that the public floor plan shows at once; a blank label is none', async () => {
    await buildHall(ctx, 'H8');
    const { client: organizer } = await buildOrganizer(ctx);
    const saved = await organizer.put(`${ORG}/hallPlans/H8/features`, {
      features: [door, { ...info, label: '  ' }, { kind: 'toilet', x: 50, y: 24, w: 10, h: 6, label: 'W' }],
    });
    expect(saved.status).toBe(200);
    expect((saved.body.data as HallLayout).features.map((f) => [f.kind, f.label])).toEqual([
      ['entrance', '1'],
      ['info', null],
      ['toilet', 'W'],
    ]);
    const pub = (await new TestClient(ctx.app).get(`${PUBLIC}/H8`)).body.data as FloorPlan;
    expect(pub.features.map((f) => f.kind)).toEqual(['entrance', 'info', 'toilet']);

    // Moved and removed.
    await organizer.put(`${ORG}/hallPlans/H8/features`, { features: [{ ...info, x: 30 }] });
    const again = (await new TestClient(ctx.app).get(`${PUBLIC}/H8`)).body.data as FloorPlan;
    expect(again.features).toEqual([{ ...info, x: 30 }]);
  });

  it("refuses a wrong kind, size or position, a room outside the walls and a door off them — in the caller's language, saving nothing", async () => {
    await buildHall(ctx, 'H8');
    const { client: organizer } = await buildOrganizer(ctx);
    await organizer.put(`${ORG}/hallPlans/H8/features`, { features: [info] });
    const cases: [unknown[], number][] = [
      [[{ ...info, kind: 'stage' }], ErrorCode.HALL_FEATURE_KIND],
      [[{ ...info, w: 0 }], ErrorCode.HALL_FEATURE_SIZE],
      [[{ ...info, h: 200 }], ErrorCode.HALL_FEATURE_SIZE],
      [[{ ...info, x: -1 }], ErrorCode.HALL_FEATURE_POSITION],
      [[{ ...info, label: 'TOO-LONG-A-LABEL' }], ErrorCode.HALL_FEATURE_LABEL],
      [[info, { ...info, x: 58 }], ErrorCode.HALL_FEATURE_OUTSIDE],
      [[{ ...door, x: 20, y: 10 }], ErrorCode.HALL_FEATURE_DOOR_OFF_WALL],
      [Array.from({ length: 61 }, () => info), ErrorCode.HALL_FEATURE_TOO_MANY],
    ];
    for (const [features, code] of cases) {
      const res = await organizer.put(`${ORG}/hallPlans/H8/features`, { features });
      expect([res.status, res.body.errorCode]).toEqual([400, code]);
    }
    const zh = await organizer.put(`${ORG}/hallPlans/H8/features`, { features: [info, { ...info, y: 28 }] });
    expect(zh.body.errorMsg).toBe('第 2 项设施超出了展馆的墙体，请调整位置或尺寸');
    const en = await buildOrganizer(ctx, 'en');
    const english = await en.client.put(`${ORG}/hallPlans/H8/features`, { features: [{ ...door, x: 30 }] });
    expect(english.body.errorMsg).toBe(
      "Entrance in row 1 is not on the hall's wall (its centre within 1.5 m of a wall)",
    );
    const hant = await buildOrganizer(ctx, 'zh-Hant');
    const traditional = await hant.client.put(`${ORG}/hallPlans/H8/features`, {
      features: [{ ...info, w: 0 }],
    });
    expect(traditional.body.errorMsg).toBe('設施的寬度和進深須為 0.5 至 80 米');
    const [row] = await ctx.db
      .select({ features: hallPlans.features })
      .from(hallPlans)
      .where(and(eq(hallPlans.exhibitionId, FAIR.exhibitionId), eq(hallPlans.hall, 'H8')));
    expect(row?.features).toEqual([info]);
  });
});

describe('where a feature may stand', () => {
  // An L: 40 × 20 with a 20 × 10 lobby under its left half.
  const walls = [
    { x: 0, y: 0 },
    { x: 40, y: 0 },
    { x: 40, y: 20 },
    { x: 20, y: 20 },
    { x: 20, y: 30 },
    { x: 0, y: 30 },
  ];
  it('a room inside the walls, not across the notch; a door on a wall', () => {
    expect(insideWalls({ x: 40, y: 10 }, walls)).toBe(true);
    expect(insideWalls({ x: 30, y: 25 }, walls)).toBe(false);
    const room = { kind: 'cafe' as const, x: 2, y: 22, w: 8, h: 6, label: null };
    expect(placementError(room, walls)).toBeNull();
    expect(placementError({ ...room, x: 15, w: 10 }, walls)).toBe('HALL_FEATURE_OUTSIDE');
    // Across the inner corner (20, 20): one corner in the notch.
    expect(placementError({ ...room, x: 18, y: 18, w: 3, h: 3 }, walls)).toBe('HALL_FEATURE_OUTSIDE');
    const entrance = { kind: 'entrance' as const, x: 5, y: 29, w: 6, h: 1, label: '2' };
    expect(placementError(entrance, walls)).toBeNull();
    expect(placementError({ ...entrance, y: 15 }, walls)).toBe('HALL_FEATURE_DOOR_OFF_WALL');
    expect(placementError({ ...entrance, x: 38, y: 29 }, walls)).toBe('HALL_FEATURE_OUTSIDE');
  });
});
