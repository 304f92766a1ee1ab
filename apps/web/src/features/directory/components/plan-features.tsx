import type { HallFeatureKind } from '@cidpex/contracts';
import type { ReactNode } from 'react';

/** Each facility's fill on the plan and in the legend (light, so the dark icon and name keep AA). */
export const FEATURE_FILL: Record<HallFeatureKind, string> = {
  entrance: '#1f7a3a',
  registration: '#fde7c7',
  info: '#d6e8fb',
  toilet: '#dceff3',
  restaurant: '#fbd9cf',
  cafe: '#efe2d2',
  seminar: '#e4dcf5',
  firstAid: '#fbd4d8',
};

/** Doors drawn in green with white glyphs; rooms in their light fill with dark glyphs. */
export const FEATURE_INK = (kind: HallFeatureKind) => (kind === 'entrance' ? '#ffffff' : '#1d2b31');

/** The strokes of each facility's pictogram in a 24 × 24 box. Plain shapes, the same on the plan and in the legend. */
const GLYPH: Record<HallFeatureKind, (ink: string) => ReactNode> = {
  // An arrow into a door.
  entrance: () => (
    <>
      <path d="M14 4h5v16h-5" />
      <path d="M3 12h11M10 8l4 4-4 4" />
    </>
  ),
  // A badge on its lanyard.
  registration: () => (
    <>
      <rect x="6" y="8" width="12" height="13" rx="1.5" />
      <path d="M9 8l3-5 3 5M9 13h6M9 17h4" />
    </>
  ),
  info: (ink) => (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6" />
      <circle cx="12" cy="7.5" r="0.6" fill={ink} />
    </>
  ),
  // A woman and a man.
  toilet: () => (
    <>
      <circle cx="7" cy="4.5" r="1.8" />
      <path d="M7 8l-3 8h6zM6 16v5M8 16v5" />
      <circle cx="17" cy="4.5" r="1.8" />
      <path d="M14.5 8h5v7h-5zM16 15v6M18 15v6" />
    </>
  ),
  // Fork and knife.
  restaurant: () => <path d="M7 3v7a2 2 0 0 0 4 0V3M9 10v11M17 21V3c-2 2-3 5-3 9h3" />,
  // A cup with steam.
  cafe: () => (
    <>
      <path d="M4 10h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z" />
      <path d="M16 11h2a2.5 2.5 0 0 1 0 5h-2M8 3v4M12 3v4" />
    </>
  ),
  // A screen on a stand.
  seminar: () => (
    <>
      <rect x="3" y="4" width="18" height="11" rx="1" />
      <path d="M12 15v4M8 21l4-2 4 2" />
    </>
  ),
  // A red cross in a box.
  firstAid: () => (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M10 7h4v3h3v4h-3v3h-4v-3H7v-4h3z" fill="#c62828" stroke="none" />
    </>
  ),
};

/** A facility's pictogram in a 24 × 24 box, stroked in `ink`. */
export function FeatureGlyph({ kind, ink }: { kind: HallFeatureKind; ink: string }) {
  return (
    <g fill="none" stroke={ink} strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      {GLYPH[kind](ink)}
    </g>
  );
}

/** A legend's swatch: the facility's fill with its pictogram. */
export function FeatureSwatch({ kind }: { kind: HallFeatureKind }) {
  return (
    <svg
      className="dir-feature-swatch"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0" y="0" width="24" height="24" rx="4" fill={FEATURE_FILL[kind]} />
      <g transform="translate(3 3) scale(0.75)">
        <FeatureGlyph kind={kind} ink={FEATURE_INK(kind)} />
      </g>
    </svg>
  );
}
