import { FAIR } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { booths, enterpriseContacts, enterprises, exhibitors, hallPlans } from '../../db/schema';
import type { TestContext } from '../../test/harness';
import { searchTextOf, sortKeyOf } from './search-text';

export interface ExhibitorFixture {
  name: string;
  nameZhHant?: string;
  nameEn: string;
  brands?: string[];
  country?: string;
  industry?: string;
  business?: string[];
  booths: { hall: string; boothNo: string; area: string }[];
  publicContact?: boolean;
  exhibitionId?: number;
}

/** A certified enterprise exhibiting at the fair with its booths (rectangles on a 3 m grid). */
export async function addExhibitor(ctx: TestContext, f: ExhibitorFixture) {
  const exhibitionId = f.exhibitionId ?? FAIR.exhibitionId;
  const [enterprise] = await ctx.db
    .insert(enterprises)
    .values({
      name: f.name,
      nameEn: f.nameEn,
      type: 'B01',
      nature: 'N02',
      address: '南京',
      country: f.country ?? 'CN',
      mainBusiness: f.industry ?? 'I1',
      secondaryBusiness: f.business ?? [],
      status: 'certified',
    })
    .returning();
  const [contact] = await ctx.db
    .insert(enterpriseContacts)
    .values([
      { enterpriseId: enterprise!.id, name: '公开联系人', phone: '025-1', isPrimary: true },
      { enterpriseId: enterprise!.id, name: '内部联系人', phone: '025-2', isPrimary: false },
    ])
    .returning();
  const boothNos = f.booths.map((b) => b.boothNo);
  const brands = f.brands ?? [];
  const nameZhHant = f.nameZhHant ?? f.name;
  const [exhibitor] = await ctx.db
    .insert(exhibitors)
    .values({
      exhibitionId,
      enterpriseId: enterprise!.id,
      nameZhHans: f.name,
      nameZhHant,
      nameEn: f.nameEn,
      brands,
      country: f.country ?? 'CN',
      industry: f.industry ?? 'I1',
      businessCodes: f.business ?? [],
      areaCodes: [...new Set(f.booths.map((b) => b.area))],
      hallCodes: [...new Set(f.booths.map((b) => b.hall))],
      boothNos,
      searchText: searchTextOf({ nameZhHans: f.name, nameZhHant, nameEn: f.nameEn, brands, boothNos }),
      sortKey: sortKeyOf(f.booths[0]),
      profileZhHans: '简介',
      profileEn: 'Profile',
      publicContactIds: f.publicContact === false ? [] : [contact!.id],
    })
    .returning();
  for (const [i, b] of f.booths.entries()) {
    await ctx.db
      .insert(hallPlans)
      .values({ exhibitionId, hall: b.hall, width: 100, height: 60 })
      .onConflictDoNothing();
    await ctx.db
      .insert(booths)
      .values({ exhibitionId, ...b, x: 3 * i, y: 3, w: 3, h: 3, exhibitorId: exhibitor!.id });
  }
  return { enterprise: enterprise!, exhibitor: exhibitor! };
}

/** Makes an existing enterprise (one a test built with its administrator) exhibit at one booth of the fair. */
export async function exhibitAs(
  ctx: TestContext,
  enterpriseId: number,
  booth: ExhibitorFixture['booths'][number],
) {
  const { exhibitor } = await addExhibitor(ctx, { name: '占位', nameEn: 'Placeholder', booths: [booth] });
  await ctx.db.update(exhibitors).set({ enterpriseId }).where(eq(exhibitors.id, exhibitor!.id));
  return exhibitor!;
}
