// Where the fixed wordings come from: the spans of bench/frames.ts --spans, over several draws of
// customers at once (the worst count of each span), each with the source lines that hold a piece of it.
// npx tsx bench/frames-where.ts <domain> [file-substring] [--seeds 7,14,29,77] [--min 4]
//   e.g. npx tsx bench/frames-where.ts numerologie number-voice
// A span is listed when it is in more than `min - 1` of a draw's 36 readings (the goal is at most 3).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { offlineTexts } from './offline-texts';
import { fold, frameSpans } from './quality-metrics';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const seeds = (flag('--seeds') ?? '7,14,29,77').split(',').map(Number);
const min = Number(flag('--min') ?? 4);
const [domain, fileFilter] = args;
if (!domain) throw new Error('usage: frames-where.ts <domain> [file-substring] [--seeds a,b] [--min n]');

const ROOTS = ['apps/api/src/interpreter/offline', 'packages/domain/src'];
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}
/** Each source line as the frames see words: folded, letters only, digits and interpolations as « # ». */
const lines = ROOTS.flatMap(sourceFiles).flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((raw, i) => ({
      file,
      line: i + 1,
      words: fold(raw.replace(/\$\{[^}]*\}/g, ' # '))
        .replace(/[^\p{L}\d#]+/gu, ' ')
        .replace(/\b\d+\b/g, '#')
        .trim(),
    })),
);

const worst = new Map<string, { count: number; seeds: number[] }>();
for (const seed of seeds) {
  for (const [key, ts] of await offlineTexts(seed, 24, domain)) {
    for (const { span, count } of frameSpans(ts, 7, (min - 1) / ts.length)) {
      const k = `${key.split(' ')[1]} | ${span}`;
      const w = worst.get(k) ?? { count: 0, seeds: [] };
      worst.set(k, { count: Math.max(w.count, count), seeds: [...w.seeds, seed] });
    }
  }
}

let shown = 0;
for (const [k, w] of [...worst].sort((a, b) => b[1].count - a[1].count)) {
  if (w.count < min) continue;
  const span = k.split(' | ')[1]!;
  const ws = span.split(' ');
  // The longest pieces that some source line holds (6 words, else 5, else 4): fewer chance matches.
  const found = new Set<string>();
  for (let n = 6; n >= 4 && found.size === 0; n--) {
    for (let i = 0; i + n <= ws.length; i++) {
      const piece = ws.slice(i, i + n).join(' ');
      if (piece.includes('#')) continue;
      for (const l of lines) if (` ${l.words} `.includes(` ${piece} `)) found.add(`${l.file}:${l.line}`);
    }
  }
  const where = [...found];
  if (fileFilter && !where.some((f) => f.includes(fileFilter))) continue;
  shown++;
  console.log(`${w.count}× (seeds ${w.seeds.join(',')}) ${k}`);
  console.log(`    ${where.slice(0, 6).join('  ') || '(no source line holds 4 words of it: composed)'}`);
}
console.log(
  `\n${shown} spans${fileFilter ? ` from ${fileFilter}` : ''} in ${min}+ of 36 readings in at least one draw`,
);
