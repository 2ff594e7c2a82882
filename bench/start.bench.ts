// Start-up and memory of the built server on the embedded database (or DATABASE_URL): time to /readyz on
// a fresh data folder, then again on the same folder, and the resident memory once idle.
import fs from 'node:fs';
import os from 'node:os';
import { fmt, startBuiltServer } from './lib';

/** CPU time (user + system) the process has used, in seconds: unlike the wall clock, barely moved by other work. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

function rssMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (built server, production)`);
let started = performance.now();
const fresh = await startBuiltServer({}, { keep: true });
const freshMs = performance.now() - started;
await fresh.stop();
started = performance.now();
const again = await startBuiltServer({}, { dataDir: fresh.dataDir });
const againMs = performance.now() - started;
const againCpu = cpuSeconds(again.child.pid!);
await new Promise((r) => setTimeout(r, 5000)); // idle: let start-up garbage be collected
const rss = rssMb(again.child.pid!);
await again.stop();
console.log(`ready on a fresh data folder: ${fmt(freshMs / 1000, 2)} s`);
console.log(
  `ready on an existing data folder: ${fmt(againMs / 1000, 2)} s, of which the server's CPU ${fmt(againCpu, 2)} s  (goal ≤ 1.5 s on PGlite; load average ${os.loadavg()[0]!.toFixed(1)})`,
);
console.log(`resident memory, idle: ${fmt(rss, 0)} MB  (goal ≤ 300 MB on PGlite)`);
