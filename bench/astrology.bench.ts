// Charts per second (positions, houses, aspects) and chart-wheel SVGs per second, in one run; computeChart
// against the Swiss Ephemeris on the same inputs (time ratio, goal ≤ 1.0, and the largest differences);
// the transit search of a single question's window, the first of a day and the next ones.
import { performance } from 'node:perf_hooks';
import { computeChart, type Chart } from '@arcanes/domain/astrology/chart';
import { renderChartWheel } from '@arcanes/domain/astrology/chart-wheel-svg';
import { ut1Days } from '@arcanes/domain/astrology/delta-t';
import { findTransits } from '@arcanes/domain/astrology/transits';
import { angleDiff, PLANET_IDS } from '@arcanes/domain/astrology/zodiac';
import { fmt, median } from './lib';
import { swissEphemeris, type SwissEphemeris } from './swiss-ephemeris';

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
const charts: Chart[] = [];
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

/** The same chart from the Swiss Ephemeris: ten bodies and the mean node with speeds (Moshier), Placidus. */
function swissChart(swe: SwissEphemeris, input: (typeof inputs)[number]) {
  const flags = swe.constants.SEFLG_MOSEPH! | swe.constants.SEFLG_SPEED!;
  const jdUt = ut1Days(input.instant) + 2_451_545; // UT1, as computeChart uses
  const bodies: number[] = [];
  for (let body = swe.constants.SE_SUN!; body <= swe.constants.SE_MEAN_NODE!; body++)
    bodies.push(swe.calc_ut(jdUt, body, flags).data[0]!);
  const { houses, points } = swe.houses(jdUt, input.lat, input.lon, 'P').data;
  return { bodies, houses, ascendant: points[0]!, mc: points[1]! };
}

const reference = swissEphemeris();
if ('why' in reference) {
  console.log(`computeChart ÷ Swiss Ephemeris: not measured (${reference.why})`);
} else {
  const { swe } = reference;
  for (let i = 0; i < 200; i++) swissChart(swe, inputs[i]!);
  // Alternating blocks of 50 charts: both see the same machine load.
  let ours = 0;
  let theirs = 0;
  for (let k = 0; k < N; k += 50) {
    const block = inputs.slice(k, k + 50);
    let s = performance.now();
    for (const input of block) swissChart(swe, input);
    theirs += performance.now() - s;
    s = performance.now();
    for (const input of block) computeChart(input);
    ours += performance.now() - s;
  }
  console.log(
    `computeChart ÷ Swiss Ephemeris (same ${N} inputs, eleven points with speeds and Placidus houses): ${fmt(ours / theirs, 2)}  (${fmt(ours / N, 3)} ms against ${fmt(theirs / N, 3)} ms; goal ≤ 1.0)`,
  );
  // How far apart they are on these inputs (1950–2030), in arc-seconds: the accuracy the time buys.
  let bodies = 0;
  let angles = 0;
  inputs.forEach((input, i) => {
    const ref = swissChart(swe, input);
    const chart = charts[i]!;
    PLANET_IDS.forEach((id, j) => {
      const p = chart.planets.find((x) => x.id === id)!;
      bodies = Math.max(bodies, Math.abs(angleDiff(p.longitude, ref.bodies[j]!)) * 3600);
    });
    angles = Math.max(
      angles,
      Math.abs(angleDiff(chart.ascendant!, ref.ascendant)) * 3600,
      Math.abs(angleDiff(chart.mc!, ref.mc)) * 3600,
      ...(chart.houseSystem === 'placidus'
        ? chart.houses.map((c, h) => Math.abs(angleDiff(c, ref.houses[h]!)) * 3600)
        : []),
    );
  });
  console.log(
    `largest difference from the Swiss Ephemeris: bodies and node ${fmt(bodies, 1)}″, Ascendant, MC and cusps ${fmt(angles, 1)}″`,
  );
}

// The transit search of a single question (30 days from the reading's date, in Paris): the first of a
// day computes the planets; the next readings of that day find them computed.
const natal = charts.slice(0, 200);
const window = (day: number) => {
  const from = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000);
  return [from, new Date(from.getTime() + 30 * 86_400_000)] as const;
};
const first: number[] = [];
const next: number[] = [];
natal.forEach((chart, i) => {
  const [from, to] = window(i * 40); // windows that share no day
  let s = performance.now();
  findTransits(chart, from, to, { zone: 'Europe/Paris' });
  first.push(performance.now() - s);
  s = performance.now();
  findTransits(natal[(i + 1) % natal.length]!, from, to, { zone: 'Europe/Paris' });
  next.push(performance.now() - s);
});
console.log(
  `transit search, 30 days: first of a day median ${fmt(median(first), 2)} ms, the next ones ${fmt(median(next), 2)} ms`,
);
