import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeliveryChart } from './charts';

const labels = { p50: 'median', p95: 'p95', promise: 'promise 2 h', summary: '', scale: 'log' };
const fmt = (s: number | null) => (s === null ? '—' : `${s} s`);

/** The widths of the two bars, in the chart's units. */
function bars(p50: number, p95: number): number[] {
  const svg = renderToStaticMarkup(
    <DeliveryChart title="t" p50={p50} p95={p95} promiseSeconds={7200} format={fmt} labels={labels} />,
  );
  return [...svg.matchAll(/<rect [^>]*width="([\d.]+)"/g)].map((m) => Number(m[1]));
}

describe('the delivery chart', () => {
  it('shows a 2-second delivery beside a 2-hour promise (logarithmic time axis)', () => {
    const [median, p95] = bars(2, 5);
    // On a linear axis 2 s of 2 h would be 0.07 units wide; here it is a visible bar, and 5 s longer.
    expect(median).toBeGreaterThan(12);
    expect(p95).toBeGreaterThan(median! + 10);
  });

  it('keeps the order of durations and puts a late delivery past the promise line', () => {
    const svg = renderToStaticMarkup(
      <DeliveryChart title="t" p50={600} p95={9000} promiseSeconds={7200} format={fmt} labels={labels} />,
    );
    const promiseX = Number(/<line x1="([\d.]+)"[^>]*class="chart__promise"/.exec(svg)?.[1]);
    const [median, p95] = bars(600, 9000);
    expect(150 + median!).toBeLessThan(promiseX);
    expect(150 + p95!).toBeGreaterThan(promiseX);
    expect(svg).toContain('chart__bar--late');
  });
});
