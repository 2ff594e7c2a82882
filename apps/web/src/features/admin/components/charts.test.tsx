import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Translator } from '#web/lib/translator.ts';
import { TranslatorProvider } from '#web/lib/use-translation.tsx';
import { ColumnChart, DeliveryChart } from './charts';

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

describe('the column chart’s scale (issue 39)', () => {
  const money = (v: number) => `${(v / 100).toFixed(2).replace('.', ',')} €`;
  const axisLabels = (values: number[], minTop?: number) =>
    [
      ...renderToStaticMarkup(
        <TranslatorProvider
          i18n={new Translator({ lng: 'fr', fallbackLng: 'fr', resources: { fr: { admin: {} } } })}
        >
          <ColumnChart
            title="t"
            summary="s"
            valueLabel="v"
            axis={(v) => money(Math.round(v))}
            minTop={minTop}
            data={values.map((value, i) => ({ label: `d${i}`, value, display: money(value) }))}
          />
        </TranslatorProvider>,
      ).matchAll(/<text[^>]*class="chart__axis"[^>]*>([^<]*)<\/text>/g),
    ].map((m) => m[1]);

  it('an empty month of revenue reads 0 € to 1 €, never « 0,00 € / 0,01 € / 0,01 € »', () => {
    const labels = axisLabels([0, 0, 0], 100).filter((l) => l?.includes('€'));
    expect(labels).toEqual(['0,00 €', '0,50 €', '1,00 €']);
  });

  it('prints no value twice on its scale', () => {
    const labels = axisLabels([0, 1, 0]).filter((l) => l?.includes('€'));
    expect(new Set(labels).size).toBe(labels.length);
  });
});
