import { hash } from '@node-rs/argon2';
import { describe, expect, test } from 'vitest';
import { hashPassword, needsRehash, verifyDummyPassword, verifyPassword } from './passwords.service';

describe('password hashing', () => {
  test('Argon2id with m=19456 KiB, t=2, p=1, read back from the hash string', async () => {
    const stored = await hashPassword('Étoile#2026');
    const match = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(
      stored,
    );
    expect(match).not.toBeNull();
    const [, version, m, t, p, salt] = match!;
    expect({ version: Number(version), m: Number(m), t: Number(t), p: Number(p) }).toEqual({
      version: 19,
      m: 19456,
      t: 2,
      p: 1,
    });
    expect(Buffer.from(salt!, 'base64').length).toBeGreaterThanOrEqual(16);
    expect(await hashPassword('Étoile#2026')).not.toBe(stored); // a new salt each time
  });

  test('verifies the right password only', async () => {
    const stored = await hashPassword('Étoile#2026');
    expect(await verifyPassword(stored, 'Étoile#2026')).toBe(true);
    expect(await verifyPassword(stored, 'etoile#2026')).toBe(false);
    expect(await verifyPassword('!erased', 'Étoile#2026')).toBe(false);
    expect(await verifyPassword('$argon2id$garbage', 'Étoile#2026')).toBe(false);
    expect(await verifyDummyPassword('anything')).toBe(false);
  });

  test('a hash with other parameters is marked for rehashing', async () => {
    const weaker = await hash('Étoile#2026', {
      memoryCost: 4096,
      timeCost: 3,
      parallelism: 1,
      algorithm: 2 as never,
    });
    expect(await verifyPassword(weaker, 'Étoile#2026')).toBe(true);
    expect(needsRehash(weaker)).toBe(true);
    expect(needsRehash(await hashPassword('x'))).toBe(false);
  });
});
