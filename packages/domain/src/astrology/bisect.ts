/**
 * The instant in [lo, hi] where `test` turns from false to true, to within `toleranceMs` (a sign change,
 * a station, a progressed ingress). `test(hi)` is taken to hold; the answer is the first sample where it does.
 */
export function bisect(lo: number, hi: number, test: (ms: number) => boolean, toleranceMs: number): number {
  let a = lo;
  let b = hi;
  while (b - a > toleranceMs) {
    const mid = (a + b) / 2;
    if (test(mid)) b = mid;
    else a = mid;
  }
  return b;
}
