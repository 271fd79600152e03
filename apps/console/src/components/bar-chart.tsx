import { useLayoutEffect, useRef, useState } from 'react';

/** One bar: a label (an hour) and its two stacked parts. */
export interface Bar {
  key: string;
  label: string;
  yes: number;
  no: number;
}

const HEIGHT = 180;
const LEFT = 44;
const RIGHT = 8;
const BOTTOM = 22;
const TOP = 10;
/** Room one axis label needs, in pixels. */
const LABEL_PX = 64;

/** Y-axis ceiling: 1, 2 or 5 × a power of ten, at least the largest bar. */
export function ceiling(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * power).find((v) => v >= max) ?? max;
}

/** The element's width in CSS pixels, followed as it changes (so text keeps its size on any screen). */
export function useWidth<E extends Element>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(200, Math.round(element.getBoundingClientRect().width)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Yes/no exposures per hour as stacked bars, in plain SVG drawn at the container's pixel width and
 * styled by classes (the CSP forbids inline styles). `summary` is the chart's accessible name; each
 * bar carries its numbers in a `<title>`, and the caller offers the same numbers as a table.
 */
export function BarChart({ bars, summary }: { bars: readonly Bar[]; summary: string }) {
  const [ref, width] = useWidth<HTMLDivElement>(720);
  const top = ceiling(Math.max(0, ...bars.map((b) => b.yes + b.no)));
  const plot = HEIGHT - BOTTOM - TOP;
  const slot = (width - LEFT - RIGHT) / Math.max(1, bars.length);
  const barWidth = Math.max(2, Math.min(48, slot * 0.7));
  const y = (n: number) => (n / top) * plot;
  // Labels from the newest bar back, far enough apart that the last one (right-aligned) clears its neighbour.
  const every = Math.max(1, Math.ceil((LABEL_PX * 1.3) / slot));
  return (
    <div ref={ref} className="bar-chart">
      <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={summary}>
        <line className="bar-chart__grid" x1={LEFT} x2={width - RIGHT} y1={TOP} y2={TOP} />
        <line className="bar-chart__axis" x1={LEFT} x2={width - RIGHT} y1={TOP + plot} y2={TOP + plot} />
        <text className="bar-chart__tick" x={LEFT - 6} y={TOP + 4} textAnchor="end">
          {top.toLocaleString()}
        </text>
        <text className="bar-chart__tick" x={LEFT - 6} y={TOP + plot} textAnchor="end">
          0
        </text>
        {bars.map((bar, i) => {
          const x = LEFT + i * slot + (slot - barWidth) / 2;
          const yes = y(bar.yes);
          const no = y(bar.no);
          const fromEnd = bars.length - 1 - i;
          return (
            <g key={bar.key}>
              <title>{`${bar.label}: ${bar.yes.toLocaleString()} yes, ${bar.no.toLocaleString()} no`}</title>
              <rect className="bar-chart__hit" x={LEFT + i * slot} y={TOP} width={slot} height={plot} />
              {bar.no > 0 && <rect className="bar-chart__no" x={x} y={TOP + plot - no} width={barWidth} height={no} />}
              {bar.yes > 0 && <rect className="bar-chart__yes" x={x} y={TOP + plot - no - yes} width={barWidth} height={yes} />}
              {fromEnd % every === 0 && (
                <text
                  className="bar-chart__tick"
                  x={Math.min(x + barWidth / 2, width - RIGHT)}
                  y={HEIGHT - 6}
                  textAnchor={x + barWidth / 2 + LABEL_PX / 2 > width ? 'end' : 'middle'}
                >
                  {bar.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
