import { z } from 'zod';
import { PICTURE_TYPES, UPLOAD_KINDS } from '../attachments';
import { bilingualDisplayName, hasBilingualName } from '../bilingual-name';

/**
 * Brands of an enterprise (spec §2 /myEnterprise brand/list, brand/add). The spec names no
 * fields: ours are a Chinese and/or English name, a logo (JPG/PNG, at most the logo upload
 * limit of spec §9: 10M) and a short description.
 */
export const BRAND_LIMITS = {
  nameMax: 50,
  nameEnMax: 100,
  descriptionMax: 300,
  perEnterpriseMax: 50,
  logoBytes: UPLOAD_KINDS.logo.maxBytes,
  logoTypes: PICTURE_TYPES,
} as const;

/** Upload kinds a brand logo may be (the logo kind, or a general enterprise picture). */
export const BRAND_LOGO_KINDS = ['logo', 'enterpriseImage', 'picture'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** POST /exhibitor/rest/brands and PUT /exhibitor/rest/brands/{brandId}. */
export const brandBody = z
  .object({
    name: optionalText(BRAND_LIMITS.nameMax),
    nameEn: optionalText(BRAND_LIMITS.nameEnMax),
    description: optionalText(BRAND_LIMITS.descriptionMax),
    logoAttachmentId: z.number({ message: 'BRAND_LOGO_REQUIRED' }).int().positive('BRAND_LOGO_REQUIRED'),
  })
  .refine(hasBilingualName, { message: 'BRAND_NAME_REQUIRED', path: ['name'] });
export type BrandBody = z.input<typeof brandBody>;
export type BrandInput = z.output<typeof brandBody>;

export const brandIdParams = z.object({ brandId: z.coerce.number().int().positive() });
export const brandEnterpriseParams = z.object({ enterpriseId: z.coerce.number().int().positive() });

export const brandLogoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const brandSchema = z.object({
  id: z.number().int(),
  enterpriseId: z.number().int(),
  name: z.string().nullable(),
  nameEn: z.string().nullable(),
  description: z.string().nullable(),
  logo: brandLogoSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandListSchema = z.array(brandSchema);

/** The name to show: English on the English site when there is one, else the other one. */
export const brandDisplayName = bilingualDisplayName;
