import { z } from 'zod';
import { fairEditionSchema } from '../fair';

/** Dictionary types kept per exhibition (spec §3 "Dictionary entries"; fair-facts.md §2). */
export const DICT_TYPES = [
  'industry',
  'jobTitle',
  'businessType',
  'country',
  'exhibitionArea',
  'hall',
  'enterpriseNature',
  'province',
] as const;
export type DictType = (typeof DICT_TYPES)[number];

export const dictEntrySchema = z.object({
  code: z.string(),
  parentCode: z.string().nullable(),
  /** The name in the caller's language (Accept-Language). */
  name: z.string(),
  nameZhHans: z.string(),
  nameZhHant: z.string(),
  nameEn: z.string(),
  sort: z.number().int(),
});
export type DictEntry = z.infer<typeof dictEntrySchema>;

export const dictParams = z.object({
  exhibitionId: z.coerce.number().int().positive(),
  dictType: z.enum(DICT_TYPES),
});
export const dictCodeParams = z.object({ code: z.enum(DICT_TYPES) });

export const configParams = z.object({
  exhibitionId: z.coerce.number().int().positive(),
  configKey: z.string().min(1).max(100),
});
export const configKeyParams = z.object({ key: z.string().min(1).max(100) });
export const configValueSchema = z.object({
  key: z.string(),
  value: z.string(),
  /** With currentAppointmentExhibition: the current fair edition itself (name, dates, venue, phase). */
  exhibition: fairEditionSchema.optional(),
});
export type ConfigValue = z.infer<typeof configValueSchema>;

/** The configuration key that names the current appointment exhibition (spec §3 "Exhibition"). */
export const CURRENT_EXHIBITION_KEY = 'currentAppointmentExhibition';

/** POST /exhibitor/rest/address: regions under a parent (provinces of a country). */
export const addressBody = z.object({
  country: z.string().max(20).default('CN'),
  parentCode: z.string().max(20).nullable().default(null),
  keyword: z.string().max(50).optional(),
});
