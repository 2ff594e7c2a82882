import type * as Argon2 from '@node-rs/argon2';
import type { Algorithm, Options } from '@node-rs/argon2';
import { AppError } from '#api/errors/app-error.ts';
import { isCommonPassword } from './common-passwords';

/**
 * Argon2id with OWASP's first recommended set: 19 MiB of memory, 2 passes, 1 lane (about 20 ms here).
 * `Algorithm` is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};
const CURRENT_PARAMS = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

/**
 * The native Argon2 binding, loaded with the first password to hash or check rather than at every
 * start (decision 0260).
 */
let argon2: Promise<typeof Argon2> | undefined;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

export async function hashPassword(password: string): Promise<string> {
  return (await loadArgon2()).hash(password, ARGON2_OPTIONS);
}

/**
 * The hash of a password someone is choosing now (registration, change, reset, an administrator's
 * edit): one of the most common passwords is refused, naming the field.
 */
export function hashNewPassword(password: string, field = 'password'): Promise<string> {
  if (isCommonPassword(password))
    throw new AppError('PASSWORD_TOO_COMMON', {}, { [field]: 'password_common' });
  return hashPassword(password);
}

/** False for a wrong password and for a stored value that is not an Argon2 hash (an erased account). */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  if (!storedHash.startsWith('$argon2')) return false;
  // Loaded outside the try: a binding that cannot load is an error, not a wrong password.
  const { verify } = await loadArgon2();
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A hash made with other parameters is replaced at the next successful login. */
export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(CURRENT_PARAMS);
}

let dummy: Promise<string> | null = null;

/**
 * Verifies against a hash of nothing in particular, so that a login for an unknown user costs the same
 * time as one for a known user with a wrong password (no account enumeration by timing).
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummy ??= hashPassword('no account has this password');
  await verifyPassword(await dummy, password);
  return false;
}
