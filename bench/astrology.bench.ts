// Charts per second (positions, houses, aspects) and chart-wheel SVGs per second, in one run;
// target: a full chart under 1 ms median.
import { performance } from 'node:perf_hooks';
import { computeChart } from '@arcanes/domain/astrology/chart';
import { renderChartWheel } from '@arcanes/domain/astrology/chart-wheel-svg';
import { fmt, median } from './lib';

const N = 2000;
const start = Date.UTC(1950, 0, 1);
const span = Date.UTC(2030, 0, 1) - start;
const inputs = Array.from({ length: N }, (_, i) => ({
  instant: new Date(start + ((i * 7919) % N) * (span / N)),
  lat: -50 + ((i * 37) % 110),
  lon: -170 + ((i * 53) % 340),
}));

for (let i = 0; i < 200; i++) computeChart(inputs[i]!); // warm-up

const chartTimes: number[] = [];
const charts = [];
const t0 = performance.now();
for (const input of inputs) {
  const s = performance.now();
  charts.push(computeChart(input));
  chartTimes.push(performance.now() - s);
}
const chartSeconds = (performance.now() - t0) / 1000;

const wheelTimes: number[] = [];
const t1 = performance.now();
for (const chart of charts.slice(0, 500)) {
  const s = performance.now();
  renderChartWheel(chart, { lang: 'fr' });
  wheelTimes.push(performance.now() - s);
}
const wheelSeconds = (performance.now() - t1) / 1000;

const chartMedian = median(chartTimes);
console.log(
  `charts: ${fmt(N / chartSeconds, 0)} per second, median ${fmt(chartMedian, 3)} ms (ratio to the 1 ms target: ${fmt(chartMedian / 1, 2)})`,
);
console.log(
  `chart wheels (SVG): ${fmt(500 / wheelSeconds, 0)} per second, median ${fmt(median(wheelTimes), 3)} ms`,
);
console.log(`a wheel costs ${fmt(median(wheelTimes) / chartMedian, 2)} charts`);
