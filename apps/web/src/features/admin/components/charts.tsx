import { useId } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';

export interface Datum {
  label: string;
  /** Shorter label under a column, when the full one does not fit. */
  short?: string;
  value: number;
  /** The value as people read it ("12,50 €", "3"). */
  display: string;
}

/** Round maximum for an axis: 1, 2 or 5 times a power of ten, at least `max` (and at least `minTop`). */
export function niceMax(max: number, minTop = 1): number {
  max = Math.max(max, minTop);
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/** The figures behind a chart, as a table, for screen readers and for whoever wants the numbers. */
function DataTable({ caption, data, valueLabel }: { caption: string; data: Datum[]; valueLabel: string }) {
  const { t } = useTranslation('admin');
  return (
    <details className="chart__data">
      <summary>{t('charts.showData')}</summary>
      <table className="admin-table admin-table--compact">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('charts.label')}</th>
            <th scope="col" className="num">
              {valueLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              <td className="num">{d.display}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** Vertical bars (one per day), with a labelled scale; every `labelEvery`-th label is printed, counted back from the last. */
export function ColumnChart({
  title,
  summary,
  data,
  valueLabel,
  axis,
  labelEvery = 5,
  minTop = 1,
}: {
  title: string;
  summary: string;
  data: Datum[];
  valueLabel: string;
  axis: (v: number) => string;
  labelEvery?: number;
  /** The smallest top of the scale (revenue: 1 €), so that an empty month does not count in cents. */
  minTop?: number;
}) {
  const id = useId();
  const W = 900;
  const H = 240;
  const pad = { left: 64, right: 8, top: 12, bottom: 28 };
  const max = niceMax(Math.max(...data.map((d) => d.value), 0), minTop);
  // Each line of the scale says something new: a value that formats like another is not printed twice
  // (« 0,00 € / 0,01 € / 0,01 € » on an empty month, issue 39).
  const ticks = [0, 0.5, 1].filter(
    (f, i, all) => all.findIndex((g) => axis(max * g) === axis(max * f)) === i,
  );
  const plotW = W - pad.left - pad.right;
  const plotH = H - pad.top - pad.bottom;
  const slot = plotW / Math.max(data.length, 1);
  const y = (v: number) => pad.top + plotH - (v / max) * plotH;
  return (
    <figure className="chart">
      <figcaption id={`${id}-title`} className="chart__title">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="chart__svg"
      >
        <desc id={`${id}-desc`}>{summary}</desc>
        {ticks.map((f) => (
          <g key={f}>
            <line x1={pad.left} x2={W - pad.right} y1={y(max * f)} y2={y(max * f)} className="chart__grid" />
            <text x={pad.left - 6} y={y(max * f) + 4} textAnchor="end" className="chart__axis">
              {axis(max * f)}
            </text>
          </g>
        ))}
        {data.map((d, i) => {
          const h = (d.value / max) * plotH;
          const x = pad.left + i * slot + slot * 0.15;
          return (
            <g key={d.label}>
              <rect
                x={x}
                y={pad.top + plotH - h}
                width={slot * 0.7}
                height={Math.max(h, d.value > 0 ? 1.5 : 0)}
                rx={2}
                className="chart__bar"
              >
                <title>{`${d.label} — ${d.display}`}</title>
              </rect>
              {i % labelEvery === (data.length - 1) % labelEvery ? (
                <text x={x + slot * 0.35} y={H - 8} textAnchor="middle" className="chart__axis">
                  {d.short ?? d.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <DataTable caption={title} data={data} valueLabel={valueLabel} />
    </figure>
  );
}

/** Horizontal bars with the value written at the end of each bar. */
export function BarList({ title, data, valueLabel }: { title: string; data: Datum[]; valueLabel: string }) {
  const id = useId();
  const max = Math.max(...data.map((d) => d.value), 0) || 1;
  const rowH = 34;
  const W = 440;
  const labelW = 185;
  const H = data.length * rowH + 4;
  return (
    <figure className="chart">
      <figcaption id={`${id}-title`} className="chart__title">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="chart__svg"
      >
        <desc id={`${id}-desc`}>{data.map((d) => `${d.label} — ${d.display}`).join(' ; ')}</desc>
        {data.map((d, i) => {
          const w = (d.value / max) * (W - labelW - 90);
          const top = i * rowH + 4;
          return (
            <g key={d.label}>
              <text x={labelW - 8} y={top + 19} textAnchor="end" className="chart__label">
                {d.label}
              </text>
              <rect
                x={labelW}
                y={top + 4}
                width={Math.max(w, d.value > 0 ? 2 : 0)}
                height={rowH - 12}
                rx={3}
                className="chart__bar"
              />
              <text x={labelW + w + 6} y={top + 19} className="chart__value">
                {d.display}
              </text>
            </g>
          );
        })}
      </svg>
      <DataTable caption={title} data={data} valueLabel={valueLabel} />
    </figure>
  );
}

/** Tick marks of the delivery chart's time axis, in seconds: 1 s, 10 s, 1 min, 10 min, 1 h, 1 day. */
const DELIVERY_TICKS = [1, 10, 60, 600, 3600, 86400];

/**
 * Median and 95th percentile of delivery against the promise, drawn as a line: bars past it are late.
 * The time axis is logarithmic (1 s, 10 s, 1 min, 10 min, 1 h…): deliveries take seconds and the
 * promise is hours, and on a linear axis a 2 s delivery would not show at all.
 */
export function DeliveryChart({
  title,
  p50,
  p95,
  promiseSeconds,
  format,
  labels,
}: {
  title: string;
  p50: number | null;
  p95: number | null;
  promiseSeconds: number;
  format: (s: number | null) => string;
  labels: { p50: string; p95: string; promise: string; summary: string; scale: string };
}) {
  const id = useId();
  const W = 440;
  const labelW = 150;
  const valueW = 64;
  const top = 10;
  const rowH = 34;
  const axisY = top + 2 * rowH + 4;
  const min = 1;
  const max = Math.max(p95 ?? 0, p50 ?? 0, promiseSeconds) * 1.25;
  const span = Math.log10(max / min);
  const x = (s: number) => labelW + (Math.log10(Math.max(s, min) / min) / span) * (W - labelW - valueW);
  const ticks = DELIVERY_TICKS.filter((t) => t <= max && Math.abs(Math.log10(t / promiseSeconds)) > 0.12);
  const rows = [
    { key: 'p50', label: labels.p50, value: p50 },
    { key: 'p95', label: labels.p95, value: p95 },
  ];
  return (
    <figure className="chart">
      <figcaption id={`${id}-title`} className="chart__title">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${W} 122`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="chart__svg"
      >
        <desc id={`${id}-desc`}>
          {labels.summary} {labels.scale}
        </desc>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={x(t)} x2={x(t)} y1={top - 4} y2={axisY} className="chart__grid" />
            <text x={x(t)} y={axisY + 14} textAnchor="middle" className="chart__axis">
              {format(t)}
            </text>
          </g>
        ))}
        {rows.map((r, i) => {
          const late = r.value !== null && r.value > promiseSeconds;
          const w = r.value === null ? 0 : Math.max(x(r.value) - labelW, 2);
          return (
            <g key={r.key}>
              <text x={labelW - 8} y={top + i * rowH + 15} textAnchor="end" className="chart__label">
                {r.label}
              </text>
              <rect
                x={labelW}
                y={top + i * rowH}
                width={w}
                height={22}
                rx={3}
                className={late ? 'chart__bar chart__bar--late' : 'chart__bar chart__bar--ok'}
              />
              <text x={labelW + w + 6} y={top + i * rowH + 15} className="chart__value">
                {format(r.value)}
              </text>
            </g>
          );
        })}
        <line
          x1={x(promiseSeconds)}
          x2={x(promiseSeconds)}
          y1={top - 6}
          y2={axisY}
          className="chart__promise"
        />
        <text
          x={x(promiseSeconds)}
          y={axisY + 30}
          textAnchor="middle"
          className="chart__axis chart__axis--promise"
        >
          {labels.promise}
        </text>
      </svg>
      <p className="chart__scale">{labels.scale}</p>
    </figure>
  );
}
