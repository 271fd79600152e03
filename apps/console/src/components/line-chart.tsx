import { ceiling, useWidth } from './bar-chart';

/** One line: a name (its legend) and its points; a null value is a gap (no data in that step). */
export interface ChartLine {
  key: string;
  name: string;
  points: readonly { at: number; value: number | null }[];
}

/** A vertical mark on the time axis (e.g. a change of the flag), with its words in a `<title>`. */
export interface ChartMarker {
  key: string;
  at: number;
  label: string;
}

const HEIGHT = 200;
const LEFT = 52;
const RIGHT = 10;
const BOTTOM = 22;
const TOP = 12;
const LABEL_PX = 64;
/** Colours come from classes (`line-chart__series--N`): the CSP forbids inline styles. */
export const SERIES_COLOURS = 6;

const short = (n: number) =>
  Math.abs(n) >= 1_000_000
    ? `${+(n / 1_000_000).toPrecision(3)}M`
    : Math.abs(n) >= 1000
      ? `${+(n / 1000).toPrecision(3)}k`
      : `${+n.toPrecision(3)}`;

/**
 * Lines over time in plain SVG at the container's pixel width, drawn the way BarChart draws its
 * bars (same axes and ticks, text at its size on any screen); markers are dashed verticals with
 * their words in a `<title>`. `summary` is the accessible name; the caller offers the numbers as a table.
 */
export function LineChart({
  lines,
  markers,
  from,
  to,
  summary,
  formatTime,
}: {
  lines: readonly ChartLine[];
  markers: readonly ChartMarker[];
  from: number;
  to: number;
  summary: string;
  formatTime: (at: number) => string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>(720);
  const values = lines.flatMap((l) => l.points.map((p) => p.value).filter((v): v is number => v !== null));
  const top = ceiling(Math.max(0, ...values));
  const bottom = Math.min(0, ...values) < 0 ? -ceiling(-Math.min(...values)) : 0;
  const plot = HEIGHT - BOTTOM - TOP;
  const span = Math.max(1, to - from);
  const x = (at: number) => LEFT + ((at - from) / span) * (width - LEFT - RIGHT);
  const y = (v: number) => TOP + plot - ((v - bottom) / (top - bottom)) * plot;
  const tickCount = Math.max(2, Math.min(6, Math.floor((width - LEFT - RIGHT) / (LABEL_PX * 1.4))));
  const ticks = Array.from({ length: tickCount }, (_, i) => from + (i * span) / (tickCount - 1));
  return (
    <div ref={ref} className="bar-chart line-chart">
      <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={summary}>
        <line className="bar-chart__grid" x1={LEFT} x2={width - RIGHT} y1={TOP} y2={TOP} />
        <line className="bar-chart__axis" x1={LEFT} x2={width - RIGHT} y1={TOP + plot} y2={TOP + plot} />
        <text className="bar-chart__tick" x={LEFT - 6} y={TOP + 4} textAnchor="end">
          {short(top)}
        </text>
        <text className="bar-chart__tick" x={LEFT - 6} y={TOP + plot} textAnchor="end">
          {short(bottom)}
        </text>
        {ticks.map((at, i) => (
          <text
            key={at}
            className="bar-chart__tick"
            x={x(at)}
            y={HEIGHT - 6}
            textAnchor={i === 0 ? 'start' : i === ticks.length - 1 ? 'end' : 'middle'}
          >
            {formatTime(at)}
          </text>
        ))}
        {lines.map((line, i) => {
          // Consecutive points with values form one path segment; a null breaks the line.
          let d = '';
          let pen = false;
          for (const p of line.points) {
            if (p.value === null) {
              pen = false;
              continue;
            }
            d += `${pen ? 'L' : 'M'}${x(p.at).toFixed(1)},${y(p.value).toFixed(1)}`;
            pen = true;
          }
          const lone = line.points.filter((p) => p.value !== null);
          return (
            <g key={line.key} className={`line-chart__series line-chart__series--${i % SERIES_COLOURS}`} data-series={line.name}>
              <title>{line.name}</title>
              <path d={d} />
              {lone.length === 1 && <circle cx={x(lone[0].at)} cy={y(lone[0].value as number)} r={3} />}
            </g>
          );
        })}
        {markers.map((m) => (
          <g key={m.key} className="line-chart__marker">
            <title>{m.label}</title>
            <line x1={x(m.at)} x2={x(m.at)} y1={TOP} y2={TOP + plot} />
            <rect className="bar-chart__hit" x={x(m.at) - 5} y={TOP} width={10} height={plot} />
            <path d={`M${x(m.at) - 4},${TOP}L${x(m.at) + 4},${TOP}L${x(m.at)},${TOP + 6}Z`} />
          </g>
        ))}
      </svg>
    </div>
  );
}
