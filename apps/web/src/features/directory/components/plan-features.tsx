import type { HallFeatureKind } from '@cidpex/contracts';

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

/**
 * A facility's pictogram in a 24 × 24 box (strokes in `currentColor`-like ink given by the
 * caller). Plain shapes, the same on the plan and in the legend.
 */
export function FeatureGlyph({ kind, ink }: { kind: HallFeatureKind; ink: string }) {
  const line = {
    fill: 'none',
    stroke: ink,
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  switch (kind) {
    case 'entrance':
      // An arrow into a door.
      return (
        <g {...line}>
          <path d="M14 4h5v16h-5" />
          <path d="M3 12h11M10 8l4 4-4 4" />
        </g>
      );
    case 'registration':
      // A badge on its lanyard.
      return (
        <g {...line}>
          <rect x="6" y="8" width="12" height="13" rx="1.5" />
          <path d="M9 8l3-5 3 5M9 13h6M9 17h4" />
        </g>
      );
    case 'info':
      return (
        <g {...line}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v6" />
          <circle cx="12" cy="7.5" r="0.6" fill={ink} />
        </g>
      );
    case 'toilet':
      // A woman and a man.
      return (
        <g {...line}>
          <circle cx="7" cy="4.5" r="1.8" />
          <path d="M7 8l-3 8h6zM6 16v5M8 16v5" />
          <circle cx="17" cy="4.5" r="1.8" />
          <path d="M14.5 8h5v7h-5zM16 15v6M18 15v6" />
        </g>
      );
    case 'restaurant':
      // Fork and knife.
      return (
        <g {...line}>
          <path d="M7 3v7a2 2 0 0 0 4 0V3M9 10v11" />
          <path d="M17 21V3c-2 2-3 5-3 9h3" />
        </g>
      );
    case 'cafe':
      // A cup with steam.
      return (
        <g {...line}>
          <path d="M4 10h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z" />
          <path d="M16 11h2a2.5 2.5 0 0 1 0 5h-2M8 3v4M12 3v4" />
        </g>
      );
    case 'seminar':
      // A screen on a stand.
      return (
        <g {...line}>
          <rect x="3" y="4" width="18" height="11" rx="1" />
          <path d="M12 15v4M8 21l4-2 4 2" />
        </g>
      );
    case 'firstAid':
      return (
        <g>
          <rect x="3" y="3" width="18" height="18" rx="3" fill="none" stroke={ink} strokeWidth="2" />
          <path d="M10 7h4v3h3v4h-3v3h-4v-3H7v-4h3z" fill="#c62828" />
        </g>
      );
  }
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
