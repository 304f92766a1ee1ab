import { z } from 'zod';
import { pageQuerySchema } from '../envelope';
import type { PurposeCategory } from './purpose';

/**
 * The industry classifications (dictionary `industry`, the exhibitors' main and secondary
 * business) each board category stands for. A demand post lists the exhibitors whose
 * business is among its category's codes, and an exhibitor sees the demand posts of the
 * categories its business falls in. `other` matches by the words of the post only.
 */
export const PURPOSE_CATEGORY_INDUSTRIES: Record<PurposeCategory, readonly string[]> = {
  finishedTissue: ['I1', 'I101', 'I102', 'I103', 'I104'],
  diapers: ['I201', 'I203'],
  feminine: ['I202'],
  wipes: ['I204'],
  pulp: ['I301'],
  rawMaterials: ['I3', 'I302', 'I304'],
  nonwovens: ['I303'],
  tissueMachinery: ['I4', 'I401'],
  hygieneMachinery: ['I4', 'I402'],
  packaging: ['I402'],
  other: [],
};

/** The categories whose codes hold any of these industry codes (an exhibitor's business). */
export function categoriesOfIndustries(codes: readonly string[]): PurposeCategory[] {
  const set = new Set(codes);
  return (Object.keys(PURPOSE_CATEGORY_INDUSTRIES) as PurposeCategory[]).filter((c) =>
    PURPOSE_CATEGORY_INDUSTRIES[c].some((code) => set.has(code)),
  );
}

/** Most exhibitors a demand post lists. */
export const PURPOSE_MATCHES_MAX = 8;

/** GET /exhibitor/rest/purposes/{purposeId}/matches: one exhibitor that matches a demand post. */
export const purposeMatchSchema = z.object({
  enterpriseId: z.number().int(),
  exhibitorId: z.number().int(),
  /** The exhibitor's name in the reader's language. */
  name: z.string(),
  logoUrl: z.string().nullable(),
  boothNos: z.array(z.string()),
  hallCodes: z.array(z.string()),
  /** The industry codes the post and the exhibitor share (the reason it is listed). */
  matchedCodes: z.array(z.string()),
  /** The matched industries' names in the reader's language. */
  matchedNames: z.array(z.string()),
});
export type PurposeMatch = z.infer<typeof purposeMatchSchema>;
export const purposeMatchesSchema = z.array(purposeMatchSchema);

/** GET /exhibitor/rest/purposes/matching: demand posts matching the caller's enterprise (staff). */
export const matchingPurposesQuery = pageQuerySchema;
