import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts the statements sent through Kysely: all of them since the database was opened, and those
 * caused by one piece of work (`during`), followed through its async context. Background timers (a
 * worker's heartbeat, the due-job poll) send statements of their own at any moment; a measure of
 * what one request costs must not count them (a CI run once saw 7 where a question costs 6).
 */
export class StatementCounter {
  n = 0;
  private readonly scope = new AsyncLocalStorage<{ n: number }>();

  hit(): void {
    this.n += 1;
    const measured = this.scope.getStore();
    if (measured) measured.n += 1;
  }

  async during<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
    const measured = { n: 0 };
    // Awaited inside the scope: a thenable (fastify's `inject` chain) starts when it is awaited.
    const result = await this.scope.run(measured, async () => await work());
    return { result, statements: measured.n };
  }
}
