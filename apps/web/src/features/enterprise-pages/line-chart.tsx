export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  values: number[];
}

const PAD = { left: 36, right: 12, top: 12, bottom: 28 };

/** A round upper bound for the y axis (1, 2, 5 × 10^n). */
export function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/**
 * A small responsive line chart in SVG (no chart library in the project): one line per
 * series over the days, y from 0, the first, middle and last day written under the axis.
 * `summary` is what a screen reader hears; the page gives the numbers in a table too.
 */
export function LineChart({
  days,
  series,
  summary,
  width = 640,
}: {
  days: string[];
  series: ChartSeries[];
  summary: string;
  /** The drawing's own width: a narrow one on a phone keeps the axis text readable. */
  width?: number;
}) {
  const W = width;
  const H = width < 500 ? 220 : 240;
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (days.length <= 1 ? innerW / 2 : (i * innerW) / (days.length - 1));
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = [0, max / 2, max];
  const labelled = [...new Set([0, Math.floor((days.length - 1) / 2), days.length - 1])].filter(
    (i) => i >= 0,
  );
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label={summary}
        style={{ display: 'block' }}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e5e7eb" />
            <text x={PAD.left - 6} y={y(tick) + 4} fontSize="11" textAnchor="end" fill="#6b7280">
              {tick}
            </text>
          </g>
        ))}
        {labelled.map((i) => (
          <text
            key={i}
            x={x(i)}
            y={H - 8}
            fontSize="11"
            textAnchor={i === 0 ? 'start' : i === days.length - 1 ? 'end' : 'middle'}
            fill="#6b7280"
          >
            {days[i]?.slice(5)}
          </text>
        ))}
        {series.map((s) => (
          <g key={s.key}>
            <polyline
              fill="none"
              stroke={s.color}
              strokeWidth={2}
              points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
            />
            {s.values.map((v, i) =>
              v > 0 ? <circle key={days[i]} cx={x(i)} cy={y(v)} r={3} fill={s.color} /> : null,
            )}
          </g>
        ))}
      </svg>
      <figcaption style={{ display: 'flex', flexWrap: 'wrap', gap: 12, fontSize: 13, marginTop: 4 }}>
        {series.map((s) => (
          <span key={s.key} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <span
              aria-hidden
              style={{ width: 12, height: 3, background: s.color, display: 'inline-block' }}
            />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
