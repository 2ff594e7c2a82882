import fc from 'fast-check';

/**
 * The operations the money property tests draw (issue 34): two customers (`who`), their top-ups,
 * readings, withdrawals, erasures, and an administrator's credits, debits and refunds; `n` picks one
 * of the payments or PDF readings made so far. Each test takes the kinds it can carry out.
 */
export type Who = 0 | 1;
export type MoneyOp =
  | { kind: 'topup'; who: Who; option: 1 | 2 | 3 }
  | { kind: 'single'; who: Who }
  | { kind: 'pdf'; who: Who }
  | { kind: 'deliver'; n: number; ok: boolean }
  | { kind: 'withdraw'; who: Who; n: number }
  | { kind: 'gift'; who: Who; cents: number }
  | { kind: 'take'; who: Who; cents: number }
  | { kind: 'refund'; n: number; cents: number | null }
  | { kind: 'erase'; who: Who };

const who = fc.constantFrom<Who>(0, 1);
const cents = (max: number) => fc.integer({ min: 1, max });

const ARBITRARIES: { [K in MoneyOp['kind']]: fc.Arbitrary<Extract<MoneyOp, { kind: K }>> } = {
  topup: fc.record({
    kind: fc.constant('topup' as const),
    who,
    option: fc.constantFrom(1, 2, 3) as fc.Arbitrary<1 | 2 | 3>,
  }),
  single: fc.record({ kind: fc.constant('single' as const), who }),
  pdf: fc.record({ kind: fc.constant('pdf' as const), who }),
  deliver: fc.record({ kind: fc.constant('deliver' as const), n: fc.nat(20), ok: fc.boolean() }),
  withdraw: fc.record({ kind: fc.constant('withdraw' as const), who, n: fc.nat(5) }),
  gift: fc.record({ kind: fc.constant('gift' as const), who, cents: cents(5000) }),
  take: fc.record({ kind: fc.constant('take' as const), who, cents: cents(3000) }),
  refund: fc.record({
    kind: fc.constant('refund' as const),
    n: fc.nat(8),
    cents: fc.option(cents(3000), { nil: null }),
  }),
  erase: fc.record({ kind: fc.constant('erase' as const), who }),
};

/** An operation among `weights`' kinds, each drawn as often as its weight says. */
export function moneyOp(weights: Partial<Record<MoneyOp['kind'], number>>): fc.Arbitrary<MoneyOp> {
  return fc.oneof(
    ...Object.entries(weights).map(([kind, weight]) => ({
      weight: weight!,
      arbitrary: ARBITRARIES[kind as MoneyOp['kind']] as fc.Arbitrary<MoneyOp>,
    })),
  );
}

/** The seed the money property tests run with in CI; another one (MONEY_PROPERTY_SEED) explores. */
export const CI_SEED = 20261128;
export const propertySeed = () => Number(process.env.MONEY_PROPERTY_SEED ?? CI_SEED);

/**
 * The kinds of operation never carried out (2xx) in a property run. With the CI seed every path must be
 * reached, or the test proves less than it claims; a seed given to explore draws other sequences, in
 * which a rare path (a PDF reading that found funds) may not come up: reported, not failed — the
 * money rules themselves are checked after every step whatever the seed.
 */
export function unreachedKinds(
  kinds: readonly MoneyOp['kind'][],
  done: ReadonlyMap<string, number>,
): string[] {
  const missing = kinds.filter((k) => !done.get(k));
  if (propertySeed() !== CI_SEED && missing.length > 0) {
    console.warn(
      `seed ${propertySeed()}: never carried out: ${missing.join(', ')} (${JSON.stringify(Object.fromEntries(done))})`,
    );
    return [];
  }
  return missing;
}
