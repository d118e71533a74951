// Small hand-made SVG charts: a trend line with its low–high band, a sparkline and horizontal bars. Geometry lives in
// SVG attributes (the CSP allows no inline styles); colours come from classes in media/webview.css. Every chart is an
// image with a text alternative: role="img", aria-label and a <title>.
import { s, type VElement } from './dom';
import { formatValue, type FigureView, type TrendPointView, type Unit } from './figures';
import type { Format } from './format';

const round = (n: number): number => Math.round(n * 10) / 10;

interface Scale {
  x(index: number): number;
  y(value: number): number;
}

function scaleFor(points: readonly TrendPointView[], unit: Unit, width: number, height: number, pad: number): Scale {
  const values: number[] = [];
  for (const p of points) {
    if (!p.measured || p.value === null) continue;
    values.push(p.value);
    if (p.low !== null) values.push(p.low);
    if (p.high !== null) values.push(p.high);
  }
  let min = Math.min(...values);
  let max = Math.max(...values);
  const margin = Math.max((max - min) * 0.15, 2);
  min -= margin;
  max += margin;
  if (unit === 'pct') {
    min = Math.max(0, min);
    max = Math.min(100, max);
  }
  const span = max - min || 1;
  const step = points.length > 1 ? (width - 2 * pad) / (points.length - 1) : 0;
  return {
    x: (i) => round(points.length > 1 ? pad + i * step : width / 2),
    y: (v) => round(height - pad - ((v - min) / span) * (height - 2 * pad)),
  };
}

/** Consecutive measured points: gaps (unmeasured reports) break the line and the band. */
function runsOf(points: readonly TrendPointView[]): number[][] {
  const runs: number[][] = [];
  let current: number[] = [];
  points.forEach((p, i) => {
    if (p.measured && p.value !== null) current.push(i);
    else if (current.length > 0) {
      runs.push(current);
      current = [];
    }
  });
  if (current.length > 0) runs.push(current);
  return runs;
}

function linePath(run: readonly number[], points: readonly TrendPointView[], scale: Scale): string {
  return run.map((i, k) => `${k === 0 ? 'M' : 'L'}${scale.x(i)} ${scale.y(points[i]!.value!)}`).join(' ');
}

function bandPath(run: readonly number[], points: readonly TrendPointView[], scale: Scale): string | null {
  const banded = run.filter((i) => points[i]!.low !== null && points[i]!.high !== null);
  if (banded.length < 2 || banded.length !== run.length) return null;
  const top = banded.map((i, k) => `${k === 0 ? 'M' : 'L'}${scale.x(i)} ${scale.y(points[i]!.high!)}`);
  const bottom = [...banded].reverse().map((i) => `L${scale.x(i)} ${scale.y(points[i]!.low!)}`);
  return `${top.join(' ')} ${bottom.join(' ')} Z`;
}

/** "Mentioned over 6 reports: 31% to 42%" — the chart's text alternative. */
function trendSummary(view: FigureView, fmt: Format): string {
  const measured = view.trend.filter((p) => p.measured && p.value !== null);
  if (measured.length === 0) return `${view.name}: no measured report in this period`;
  const first = formatValue(measured[0]!.value!, view.unit, fmt);
  const last = formatValue(measured[measured.length - 1]!.value!, view.unit, fmt);
  const reports = `${view.trend.length} ${view.trend.length === 1 ? 'report' : 'reports'}`;
  return measured.length === 1 ? `${view.name} over ${reports}: ${last}` : `${view.name} over ${reports}: ${first} to ${last}`;
}

function pointTitle(p: TrendPointView, unit: Unit, fmt: Format): string {
  let text = `${fmt.date(p.at)}: ${formatValue(p.value!, unit, fmt)}`;
  if (p.low !== null && p.high !== null) text += ` (${fmt.range(p.low, p.high)})`;
  if (p.breakLabel !== null) text += ` — ${p.breakLabel}`;
  return text;
}

/** A trend line with its low–high band and a marker (with a tooltip) per measured report. Null without data. */
export function trendChart(view: FigureView, fmt: Format, width = 280, height = 72): VElement | null {
  const points = view.trend;
  const runs = runsOf(points);
  if (runs.length === 0) return null;
  const scale = scaleFor(points, view.unit, width, height, 6);
  const summary = trendSummary(view, fmt);
  return s(
    'svg',
    { class: 'chart trend', width, height, viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': summary, focusable: 'false' },
    s('title', null, summary),
    s('line', { class: 'chart-axis', x1: 0, x2: width, y1: height - 1, y2: height - 1 }),
    runs.map((run) => {
      const band = bandPath(run, points, scale);
      return band === null ? null : s('path', { class: 'chart-band', d: band });
    }),
    runs.map((run) => (run.length > 1 ? s('path', { class: 'chart-line', d: linePath(run, points, scale) }) : null)),
    runs.flat().map((i) =>
      s('circle', { class: 'chart-point', cx: scale.x(i), cy: scale.y(points[i]!.value!), r: 2.5 }, s('title', null, pointTitle(points[i]!, view.unit, fmt))),
    ),
  );
}

/** A small line without band or markers, for tables. */
export function sparkline(view: FigureView, fmt: Format, width = 72, height = 18): VElement | null {
  const points = view.trend;
  const runs = runsOf(points);
  if (runs.length === 0) return null;
  const scale = scaleFor(points, view.unit, width, height, 2);
  const summary = trendSummary(view, fmt);
  const last = runs[runs.length - 1]!;
  const lastIndex = last[last.length - 1]!;
  return s(
    'svg',
    { class: 'chart sparkline', width, height, viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': summary, focusable: 'false' },
    s('title', null, summary),
    runs.map((run) => (run.length > 1 ? s('path', { class: 'chart-line', d: linePath(run, points, scale) }) : null)),
    s('circle', { class: 'chart-point', cx: scale.x(lastIndex), cy: scale.y(points[lastIndex]!.value!), r: 1.8 }),
  );
}

/** A horizontal bar for a share in points (0–100). The caller shows a null share in words instead. */
export function hbar(points: number, label: string, own = false, width = 120, height = 10): VElement {
  const clamped = Math.max(0, Math.min(100, points));
  return s(
    'svg',
    {
      class: own ? 'chart hbar own' : 'chart hbar',
      width,
      height,
      viewBox: `0 0 100 ${height}`,
      preserveAspectRatio: 'none',
      role: 'img',
      'aria-label': label,
      focusable: 'false',
    },
    s('title', null, label),
    s('rect', { class: 'hbar-track', x: 0, y: 0, width: 100, height }),
    s('rect', { class: 'hbar-fill', x: 0, y: 0, width: round(clamped), height }),
  );
}
