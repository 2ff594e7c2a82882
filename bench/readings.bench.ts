// Readings, in one run on the embedded database (or DATABASE_URL): single-question readings per second
// through HTTP (inject) with the offline interpreter, PDF reports rendered per second, their ratio, and
// the delivery time of PDF reports through the job queue (queued → sent, p95) against the promise; for
// each single question, the statements it sends to the database and its server time (inject, no network).
// The api's ambient declarations for two untyped packages; bench's tsconfig does not include apps/api.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../apps/api/src/pdf/svg-to-pdfkit.d.ts" />
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../apps/api/src/pdf/fontkit.d.ts" />
import { createOfflineInterpreter } from '../apps/api/src/interpreter/offline/offline-interpreter';
import { storedWriting } from '../apps/api/src/modules/readings/writing/writing';
import { computeReading } from '../apps/api/src/modules/readings/compute/compute';
import type { ReadingInputs } from '../apps/api/src/modules/readings/request/inputs';
import { buildReportModel } from '../apps/api/src/modules/readings/delivery/report';
import { renderReadingPdf } from '../apps/api/src/pdf/reading-pdf';
import { benchSession, benchUser, inProcessApp, questionPayload, readyToOrder } from './in-process';
import { fmt, median } from './lib';

const { app, config, handle, close } = await inProcessApp('bench-readings');
const user = await benchUser(app.db, `bench_${Date.now()}`);
await readyToOrder(app.db, user.id, 50_000_000);
const token = await benchSession(app.db, user.id, 'bench');
const headers = { authorization: `Bearer ${token}` };

const questions = [
  'Vais-je trouver ma voie ?',
  'Dois-je changer de travail ?',
  'Que me réserve ce mois ?',
  'Comment apaiser cette relation ?',
];
let n = 0;
let recording = true;
/** Per domain: statements sent and server milliseconds of each reading request (not of the tarot draw before it). */
const measured = {
  astrology: { statements: [] as number[], ms: [] as number[], cold: [] as number[] },
  numerology: { statements: [] as number[], ms: [] as number[], cold: [] as number[] },
  tarot: { statements: [] as number[], ms: [] as number[], cold: [] as number[] },
};
async function single(domain: 'astrology' | 'numerology' | 'tarot'): Promise<void> {
  n += 1;
  const question = `${questions[n % questions.length]} (${n})`;
  const drawId =
    domain === 'tarot'
      ? (
          (
            await app.inject({
              method: 'POST',
              url: '/api/tarot/draw',
              headers,
              payload: { option: 1, count: 3 },
            })
          ).json() as { draw_id: string }
        ).draw_id
      : undefined;
  const { url, payload } = questionPayload(domain, question, n, drawId);
  const started = performance.now();
  const { result: res, statements } = await handle.statementsDuring(() =>
    app.inject({ method: 'POST', url, headers, payload }),
  );
  if (recording) {
    measured[domain].ms.push(performance.now() - started);
    measured[domain].statements.push(statements);
  } else measured[domain].cold.push(performance.now() - started);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
}

function p95(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)] ?? Number.NaN;
}

async function perSecond(label: string, seconds: number, fn: () => Promise<unknown>): Promise<number> {
  // Warm-up: the first second of requests (about a hundred) runs while V8 compiles the paths; its times
  // are printed apart (`cold`), the rate and the p50/p95 are the server's once warm.
  recording = false;
  const warm = performance.now() + 1000;
  while (performance.now() < warm) await fn();
  recording = true;
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const started = performance.now();
  while (performance.now() < until) {
    await fn();
    done += 1;
  }
  const rate = done / ((performance.now() - started) / 1000);
  console.log(
    `${label.padEnd(44)} ${fmt(rate).padStart(8)} /s  (${done} in ${fmt((performance.now() - started) / 1000, 1)} s)`,
  );
  return rate;
}

const paris = {
  id: '2988507',
  label: 'Paris, Île-de-France, France',
  lat: 48.8566,
  lon: 2.3522,
  zone: 'Europe/Paris',
};
const reports: ReadingInputs[] = [
  {
    domain: 'astrologie',
    option: 3,
    lang: 'fr',
    first_name: 'Camille',
    reading_date: '2026-11-24',
    sexe: 'femme',
    birth_date: '1990-05-17',
    birth_time: '14:30',
    place_input: 'Paris',
    place: paris,
    topic: null,
    period: null,
    question: null,
  },
  {
    domain: 'numerologie',
    option: 3,
    lang: 'fr',
    first_name: 'Camille',
    reading_date: '2026-11-24',
    full_name: 'Camille Martin',
    sexe: null,
    birth_date: '1990-05-17',
    birth_time: null,
    birth_place: null,
    current_date: '2026-11-24',
    topic: 'general',
    question: null,
  },
  {
    domain: 'tarot',
    option: 3,
    lang: 'fr',
    first_name: 'Camille',
    reading_date: '2026-11-24',
    question: null,
    topic: 'general',
    period: null,
    client_date: null,
    draw_id: null,
    count: 7,
    picks: [
      'major-17-l-etoile',
      'coupes-02-deux',
      'major-01-le-bateleur',
      'epees-12-cavalier',
      'deniers-05-cinq',
      'major-21-le-monde',
      'batons-14-roi',
    ].map((card_id, i) => ({ position: i * 9, card_id, reversed: i % 3 === 0 })),
  },
];
const offline = createOfflineInterpreter();
let r = 0;
async function pdfReport(): Promise<void> {
  const inputs = reports[r++ % reports.length]!;
  const computation = computeReading(inputs, { forecast: true });
  const result = await offline.interpret({ lang: inputs.lang, facts: computation.facts, length: 'long' });
  await renderReadingPdf(
    buildReportModel({
      readingId: '00000000-0000-4000-8000-000000000000',
      createdAt: new Date(),
      inputs,
      computation,
      writing: storedWriting(result, computation.facts),
      config,
    }),
  );
}

try {
  console.log(`engine: ${config.database.kind}, interpreter: ${config.ai}`);
  const astro = await perSecond('single question, astrology (HTTP)', 5, () => single('astrology'));
  const numerology = await perSecond('single question, numerology (HTTP)', 5, () => single('numerology'));
  const tarot = await perSecond('single question, tarot incl. draw (HTTP)', 5, () => single('tarot'));
  const readings = 3 / (1 / astro + 1 / numerology + 1 / tarot);
  console.log(`${'single-question readings, the three mixed'.padEnd(44)} ${fmt(readings).padStart(8)} /s`);
  for (const [domain, m] of Object.entries(measured))
    console.log(
      `${domain.padEnd(10)} single question: statements per reading ${fmt(median(m.statements), 1)} (max ${Math.max(...m.statements)}; goal ≤ 8), server time one at a time p50 ${fmt(median(m.ms), 1)} ms, p95 ${fmt(p95(m.ms), 1)} ms${domain === 'astrology' ? ' (goal p95 ≤ 12 ms)' : ''}; in the first second after start (${m.cold.length} while compiling) p95 ${fmt(p95(m.cold), 1)} ms`,
    );
  const pdfs = await perSecond('PDF reports (compute + write + render)', 8, pdfReport);
  console.log(`ratio single-question readings / PDF reports: ${fmt(readings / pdfs, 2)}`);

  // Delivery through the queue: 15 reports ordered at once, queued → sent.
  const ids: string[] = [];
  for (let i = 0; i < 15; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/openai/numerology/option2',
      headers,
      payload: { dateOfBirth: `19${70 + i}-02-11`, fullName: 'Camille Martin', currentDate: '2026-11-24' },
    });
    ids.push(res.json().reading_id);
  }
  const deadline = Date.now() + 300_000;
  let rows: { queued_at: Date | null; sent_at: Date | null; status: string }[] = [];
  while (Date.now() < deadline) {
    rows = await app.db
      .selectFrom('readings')
      .select(['queued_at', 'sent_at', 'status'])
      .where('id', 'in', ids)
      .execute();
    if (rows.every((x) => x.status === 'sent' || x.status === 'refunded')) break;
    await new Promise((res) => setTimeout(res, 200));
  }
  const seconds = rows
    .filter((x) => x.sent_at && x.queued_at)
    .map((x) => (x.sent_at!.getTime() - x.queued_at!.getTime()) / 1000)
    .sort((a, b) => a - b);
  const late = p95(seconds);
  const promise = config.DELIVERY_PROMISE_HOURS * 3600;
  console.log(
    `PDF delivery by e-mail, ${seconds.length}/${ids.length} sent: median ${fmt(median(seconds), 1)} s, p95 ${fmt(late, 1)} s (promise ${promise} s; p95 / promise = ${fmt(late / promise, 5)})`,
  );
} finally {
  await close();
}
