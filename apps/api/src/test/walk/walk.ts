/**
 * The walk of a request through the API's modules, recorded at run time (project api-walk, whose
 * sources are instrumented by instrument.ts). Every function of apps/api/src and packages/domain says
 * when it is entered; the recorder finds its caller on the stack (the nearest API frame, synchronous or
 * awaiting) and keeps the calls that cross from one room into another.
 *
 * A room is a unit of the house's boundaries (ARCHITECTURE.md): a module of `modules/` — the readings
 * module by its stages (`modules/readings/request`, `compute`, `writing`, `delivery`, the service and
 * repository at its root) — or a top-level folder of apps/api/src (`interpreter`, `jobs`, `db`, …).
 * The domain package is not a room: it is pure code called like a library; nor is the floor every
 * module stands on (`db/`: the database handle and transactions; `lib/`: shared helpers), as the query
 * builder under it is not. A call through them counts from the room below them on the stack. Entering a room is a stay; entering a room already
 * entered before is a return.
 */
export interface WalkCall {
  file: string;
  name: string;
  /** Every API file on the stack, innermost first (synchronous and awaiting frames). */
  stack: string[];
}

declare global {
  var __arcanesWalk: ((file: string, name: string) => void) | undefined;
}

/**
 * The calls being recorded. Everything the process runs meanwhile is recorded (an injected request does
 * not keep an async context through Fastify); the walk keeps the calls made inside the work it follows.
 */
let recording: WalkCall[] | null = null;
const ROOT = /^.*?\/(?=(?:apps\/api|packages\/domain)\/src\/)/;

/** The API and domain files on the stack, innermost first, read from V8's call sites (no source maps). */
function apiFiles(): string[] {
  const holder: { stack?: unknown } = {};
  const { stackTraceLimit, prepareStackTrace } = Error;
  Error.stackTraceLimit = 40;
  Error.prepareStackTrace = (_error, sites) => sites;
  Error.captureStackTrace(holder, apiFiles);
  const sites = holder.stack as NodeJS.CallSite[];
  Error.stackTraceLimit = stackTraceLimit;
  Error.prepareStackTrace = prepareStackTrace;
  const files: string[] = [];
  for (const site of sites) {
    const name = site.getFileName();
    if (!name || !ROOT.test(name)) continue;
    const file = name
      .replace(/^file:\/\//, '')
      .replace(ROOT, '')
      .split('?')[0]!;
    if (file.startsWith('apps/api/src/test/') || file.endsWith('.test.ts')) continue;
    files.push(file);
  }
  return files;
}

/** Runs `work` with every instrumented call made meanwhile recorded, in order. */
export async function recordCalls<T>(work: () => Promise<T>): Promise<{ result: T; calls: WalkCall[] }> {
  globalThis.__arcanesWalk ??= (file, name) => {
    const calls = recording;
    if (!calls) return;
    // stack[0] is the function that called the hook (file); the caller is the next API frame. The
    // domain package is no room: its calls are only counted (reading the stack is the cost).
    const stack = file.startsWith('apps/api/src/') ? apiFiles() : [];
    calls.push({ file, name, stack });
  };
  if (recording) throw new Error('one recording at a time');
  const calls: WalkCall[] = [];
  recording = calls;
  try {
    return { result: await work(), calls };
  } finally {
    recording = null;
  }
}

/** The floor every module stands on, like the query builder under it: the database handle, transactions, the shared helpers. */
const FLOOR = ['db', 'lib'];

/** The room of an API file (see above); null for the domain package and the floor. */
export function roomOf(file: string): string | null {
  if (!file.startsWith('apps/api/src/')) return null;
  const parts = file.slice('apps/api/src/'.length).split('/');
  if (FLOOR.includes(parts[0]!)) return null;
  if (parts[0] === 'modules')
    return parts.length > 3 ? parts.slice(0, 3).join('/') : parts.slice(0, 2).join('/');
  return parts.length > 1 ? parts[0]! : parts[0]!.replace(/\.ts$/, '');
}

export interface Walk {
  /** Each entry into a room, in order: the room and the function entered. */
  stays: { room: string; via: string; from: string | null }[];
  rooms: string[];
  returns: number;
}

/**
 * The walk that starts when `start` (file and function) is entered: the recorded calls from there whose
 * callers (the frames below the function entered, synchronous or awaiting) include a file `within`
 * accepts, i.e. that happen inside its work.
 */
export function walkFrom(
  calls: WalkCall[],
  start: { file: string; name: string },
  within: (file: string) => boolean,
): Walk {
  const first = calls.findIndex((c) => c.file === start.file && c.name === start.name);
  if (first < 0) throw new Error(`${start.file} ${start.name} was never entered`);
  const stays: Walk['stays'] = [{ room: roomOf(start.file)!, via: start.name, from: null }];
  for (const call of calls.slice(first + 1)) {
    const room = roomOf(call.file);
    if (!room || !call.stack.slice(1).some(within)) continue;
    // The caller: the nearest frame below in a room (the domain and the floor are passed through).
    const fromRoom =
      call.stack
        .slice(1)
        .map(roomOf)
        .find((r) => r !== null) ?? null;
    if (room !== fromRoom) stays.push({ room, via: call.name, from: fromRoom });
  }
  const rooms = [...new Set(stays.map((s) => s.room))];
  return { stays, rooms, returns: stays.length - rooms.length };
}

/** The walk as lines: « → room (function) », returns marked « ↩ ». */
export function describeWalk(walk: Walk): string {
  const seen = new Set<string>();
  const lines = walk.stays.map((s, i) => {
    const back = seen.has(s.room);
    seen.add(s.room);
    return `${String(i + 1).padStart(2)} ${back ? '↩' : '→'} ${s.room} (${s.via}${s.from ? ` from ${s.from}` : ''})`;
  });
  return [
    ...lines,
    `${walk.stays.length} stays in ${walk.rooms.length} rooms, ${walk.returns} returns to a room already left`,
  ].join('\n');
}

/** How many times a function was entered (all callers, same room included). */
export const timesEntered = (calls: WalkCall[], file: string, name: string) =>
  calls.filter((c) => c.file === file && c.name === name).length;
