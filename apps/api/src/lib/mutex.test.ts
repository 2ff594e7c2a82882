import { expect, test } from 'vitest';
import { Mutex } from './mutex';

test('mutex runs critical sections one at a time, in order', async () => {
  const m = new Mutex();
  const log: string[] = [];
  const task = (name: string, ms: number) =>
    m.run(async () => {
      log.push(`${name}+`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`${name}-`);
    });
  await Promise.all([task('a', 20), task('b', 1), task('c', 5)]);
  expect(log).toEqual(['a+', 'a-', 'b+', 'b-', 'c+', 'c-']);
});
