// Compiles the IANA time-zone source kept in packages/domain/tzdata (the published files,
// backzone included) into packages/domain/src/astrology/tz-history.json: every UTC offset
// change of every zone from 1800 to 2100, to the second. The IANA reference compiler and dumper
// do the work (zic, zdump: Debian's libc-bin ships both); this script only feeds them and packs
// their output. Run it after replacing the source with a newer release:
//   node scripts/tzdata-compile.mjs
// The runtime never runs it: the JSON is committed and read by local-time.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const source = join(root, 'packages/domain/tzdata');
const target = join(root, 'packages/domain/src/astrology/tz-history.json');
const MAIN = [
  'africa',
  'antarctica',
  'asia',
  'australasia',
  'europe',
  'northamerica',
  'southamerica',
  'etcetera',
  'backward',
];
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const FROM_YEAR = 1800;
const TO_YEAR = 2101;

const fields = (line) => line.replace(/#.*/, '').trim().split(/\s+/).filter(Boolean);

// backzone holds the separate histories of zones the main files only link to a neighbour
// (Reykjavík → Abidjan): as the tz Makefile's PACKRATDATA=backzone does, its entries replace
// those links.
const backzone = readFileSync(join(source, 'backzone'), 'utf8');
const fromBackzone = new Set();
for (const line of backzone.split('\n')) {
  const f = fields(line);
  if (f[0] === 'Zone') fromBackzone.add(f[1]);
  if (f[0] === 'Link') fromBackzone.add(f[2]);
}
const lines = [];
for (const file of MAIN) {
  for (const line of readFileSync(join(source, file), 'utf8').split('\n')) {
    const f = fields(line);
    if (f[0] === 'Link' && fromBackzone.has(f[2])) continue;
    lines.push(line);
  }
}
lines.push(...backzone.split('\n'));

const zones = [];
const links = {};
for (const line of lines) {
  const f = fields(line);
  if (f[0] === 'Zone') zones.push(f[1]);
  if (f[0] === 'Link') links[f[2]] = f[1];
}

const work = mkdtempSync(join(tmpdir(), 'tzdata-'));
try {
  writeFileSync(join(work, 'all.zi'), lines.join('\n'));
  execFileSync('zic', ['-d', join(work, 'zi'), join(work, 'all.zi')], { stdio: 'inherit' });
  const packed = {};
  for (const zone of zones.sort()) {
    const dump = execFileSync('zdump', ['-v', '-c', `${FROM_YEAR},${TO_YEAR}`, join(work, 'zi', zone)], {
      encoding: 'utf8',
    });
    packed[zone] = pack(zone, dump, work);
  }
  const version = readFileSync(join(source, 'version'), 'utf8').trim();
  writeFileSync(
    target,
    `${JSON.stringify({ version, from: FROM_YEAR, to: TO_YEAR, zones: packed, links }, null, 2)}\n`,
  );
  console.log(`${zones.length} zones, ${Object.keys(links).length} links, tz ${version} → ${target}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** "Wed Jan  1 01:28:00 1908 UT" → seconds since 1970. */
function utSeconds(text) {
  const m = /^\w{3} (\w{3}) +(\d+) (\d\d):(\d\d):(\d\d) (-?\d+) UT$/.exec(text);
  if (!m) throw new Error(`unexpected zdump time: ${text}`);
  const d = new Date(0);
  d.setUTCFullYear(Number(m[6]), MONTHS.indexOf(m[1]), Number(m[2]));
  d.setUTCHours(Number(m[3]), Number(m[4]), Number(m[5]));
  return d.getTime() / 1000;
}

/**
 * One zone as "offsets|first|transitions": the distinct offsets in seconds; the index of the one
 * in force before the first change; then each change as its time since the previous change
 * (base 36 seconds, the first since 1970) and the index of the new offset.
 */
function pack(zone, dump, work) {
  const changes = [];
  let initial = null;
  for (const line of dump.split('\n')) {
    const m = /^\S+ +(.+ UT) = .* gmtoff=(-?\d+)$/.exec(line);
    if (!m) continue;
    const at = utSeconds(m[1]);
    const offset = Number(m[2]);
    if (initial === null) initial = offset;
    const current = changes.length ? changes[changes.length - 1][1] : initial;
    // zdump prints each change as the second before and the second of: keep the second of.
    if (offset !== current) changes.push([at, offset]);
  }
  // No change in the range (Etc/GMT+5, UTC): the only time type, from the TZif file.
  if (initial === null) initial = onlyOffset(zone, work);
  const offsets = [...new Set([initial, ...changes.map((c) => c[1])])];
  if (offsets.length > 36) throw new Error(`${zone}: more than 36 offsets`);
  let previous = 0;
  const body = changes
    .map(([at, offset]) => {
      const delta = at - previous;
      previous = at;
      return `${delta.toString(36)}${offsets.indexOf(offset).toString(36)}`;
    })
    .join(' ');
  return `${offsets.join(',')}|${offsets.indexOf(initial).toString(36)}|${body}`;
}

/** The UTC offset of a TZif file's first time type (RFC 8536: the v2 header and data follow v1's). */
function onlyOffset(zone, work) {
  const tzif = readFileSync(join(work, 'zi', zone));
  const counts = (at) => [0, 1, 2, 3, 4, 5].map((i) => tzif.readUInt32BE(at + 20 + 4 * i));
  const [isut, isstd, leap, times, types, chars] = counts(0);
  const v2 = 44 + times * 5 + types * 6 + chars + leap * 8 + isstd + isut;
  const times2 = counts(v2)[3];
  return tzif.readInt32BE(v2 + 44 + times2 * 9);
}
