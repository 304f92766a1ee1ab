import { z } from 'zod';
import { HALL_FEATURE_KINDS, HALL_FEATURE_LIMITS, hallFeaturesSchema, hallOutlineSchema } from '../directory';

/**
 * The organizer's editor of a hall's doors and facilities (issue 24): the plan's walls, booths
 * and features, and the body that replaces the features. A feature is a rectangle in metres from
 * the hall's top left corner; the server also checks that a room lies inside the walls and a
 * door on them (HALL_FEATURE_OUTSIDE, HALL_FEATURE_DOOR_OFF_WALL, naming the row).
 */
export const HALL_FEATURE_EDIT_LIMITS = {
  /** A feature's width and depth (metres). */
  minSize: 0.5,
  maxSize: 80,
  /** How far a door's centre may lie from the nearest wall (metres). */
  doorReach: 1.5,
} as const;

const size = z
  .number({ message: 'HALL_FEATURE_SIZE' })
  .finite('HALL_FEATURE_SIZE')
  .min(HALL_FEATURE_EDIT_LIMITS.minSize, 'HALL_FEATURE_SIZE')
  .max(HALL_FEATURE_EDIT_LIMITS.maxSize, 'HALL_FEATURE_SIZE');
const position = z
  .number({ message: 'HALL_FEATURE_POSITION' })
  .finite('HALL_FEATURE_POSITION')
  .min(0, 'HALL_FEATURE_POSITION')
  .max(10_000, 'HALL_FEATURE_POSITION');

export const hallFeatureInputSchema = z.object({
  kind: z.enum(HALL_FEATURE_KINDS, { message: 'HALL_FEATURE_KIND' }),
  x: position,
  y: position,
  w: size,
  h: size,
  /** A door's number or a room's letter; blank means none. */
  label: z
    .string()
    .trim()
    .max(HALL_FEATURE_LIMITS.labelMax, 'HALL_FEATURE_LABEL')
    .nullable()
    .transform((s) => (s ? s : null)),
});
export type HallFeatureInput = z.input<typeof hallFeatureInputSchema>;

/** PUT /portal/rest/organizer/exhibitorServices/hallPlans/{hall}/features */
export const hallFeaturesBody = z.object({
  features: z.array(hallFeatureInputSchema).max(HALL_FEATURE_LIMITS.maxFeatures, 'HALL_FEATURE_TOO_MANY'),
});
export type HallFeaturesBody = z.input<typeof hallFeaturesBody>;

export const hallPlanParams = z.object({ hall: z.string().trim().min(1).max(10) });

/** GET …/hallPlans/{hall}: what the editor draws and edits. */
export const hallLayoutSchema = z.object({
  hall: z.string(),
  width: z.number(),
  height: z.number(),
  /** The walls (the plan's rectangle when the hall has none of its own). */
  outline: hallOutlineSchema,
  booths: z.array(
    z.object({ boothNo: z.string(), x: z.number(), y: z.number(), w: z.number(), h: z.number() }),
  ),
  features: hallFeaturesSchema,
});
export type HallLayout = z.infer<typeof hallLayoutSchema>;
