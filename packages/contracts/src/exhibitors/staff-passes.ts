import { z } from 'zod';
import { mobileSchema } from '../validation';

/*
 * Staff passes (spec §2 /exhibitor/staffAddressList; fair-facts: about one badge per 3 m² of
 * booth, BOOTH_RULES.m2PerStaffPass, at least two): the exhibitor names its staff, each gets a
 * pass number, and the badges are printed from the page.
 */

export const staffPassBody = z.object({
  name: z.string().trim().min(1, 'REQUIRED').max(40),
  jobTitle: z.string().trim().max(60).default(''),
  mobile: mobileSchema,
});
export type StaffPassBody = z.input<typeof staffPassBody>;

export const staffPassSchema = z.object({
  id: z.number().int(),
  passNo: z.string(),
  name: z.string(),
  jobTitle: z.string(),
  mobile: z.string(),
  createdAt: z.string(),
});
export type StaffPass = z.infer<typeof staffPassSchema>;

export const staffPassListSchema = z.object({
  enterpriseName: z.string(),
  /** The sold booths the passes come from. */
  booths: z.array(z.object({ boothNo: z.string(), hall: z.string(), size: z.number() })),
  /** m² of the sold booths. */
  boothArea: z.number(),
  /** How many passes the booths give (0 while no booth is sold). */
  limit: z.number().int(),
  passes: z.array(staffPassSchema),
});
export type StaffPassList = z.infer<typeof staffPassListSchema>;
export const staffPassIdParams = z.object({ staffPassId: z.coerce.number().int().positive() });
