// Where the randomness of a draw comes from. Production draws use the platform's CSPRNG
// (Web Crypto, in Node 20 and every browser); tests inject a seeded generator so that a
// statistical test gives the same answer on every run.

/** Returns a uniformly distributed unsigned 32-bit integer on each call. */
export type RandomSource = () => number;

interface WebCrypto {
  getRandomValues<T extends Uint32Array>(array: T): T;
}

const UINT32_RANGE = 2 ** 32;

/** A CSPRNG source reading Web Crypto in blocks, so one shuffle is a couple of calls, not 160. */
export function cryptoRandom(blockSize = 256): RandomSource {
  const webCrypto = (globalThis as unknown as { crypto?: WebCrypto }).crypto;
  if (!webCrypto || typeof webCrypto.getRandomValues !== 'function') {
    throw new Error('Web Crypto (globalThis.crypto.getRandomValues) is not available');
  }
  const block = new Uint32Array(blockSize);
  let next = blockSize;
  return () => {
    if (next >= blockSize) {
      webCrypto.getRandomValues(block);
      next = 0;
    }
    return block[next++] ?? 0;
  };
}

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator), seeded through splitmix32.
 * Deterministic and statistically solid, but predictable: for tests and replays only.
 */
export function seededRandom(seed: number): RandomSource {
  let s = seed >>> 0;
  const splitmix32 = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix32();
  let b = splitmix32();
  let c = splitmix32();
  let d = splitmix32();
  const next: RandomSource = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  // The first outputs still carry some of the seed's structure; the reference code discards them.
  for (let i = 0; i < 12; i++) next();
  return next;
}

/**
 * An integer in [0, n) with no modulo bias: values from the incomplete last block of 2^32 are
 * rejected and redrawn (at most n / 2^32 of draws, i.e. almost never for a deck of 78).
 */
export function randomInt(n: number, random: RandomSource): number {
  if (!Number.isInteger(n) || n < 1 || n > UINT32_RANGE) throw new RangeError(`bad range ${n}`);
  const limit = UINT32_RANGE - (UINT32_RANGE % n);
  for (;;) {
    const x = random() >>> 0;
    if (x < limit) return x % n;
  }
}

/** A fair coin, used for the card's orientation. */
export function randomBit(random: RandomSource): boolean {
  return random() >>> 31 === 1;
}
