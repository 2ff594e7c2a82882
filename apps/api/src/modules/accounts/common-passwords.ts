import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The list (common-passwords.txt, beside this file: plain text, one password a line, `#` comments),
 * read once when the module loads — at the API's start, since passwords.service imports it — so a
 * missing file stops the start rather than the first registration. Found through the package's
 * `#api/*` subpath import, which points at src/ from the sources and from the bundle in dist/ alike.
 * The set is built at the first check, as before (reading takes under a millisecond; building the
 * 20,000 entries takes longer and no start needs it).
 */
const TEXT = fs.readFileSync(
  createRequire(import.meta.url).resolve('#api/modules/accounts/common-passwords.txt'),
  'utf8',
);
let list: Set<string> | null = null;
const common = () =>
  (list ??= new Set(TEXT.split('\n').filter((line) => line !== '' && !line.startsWith('#'))));

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
};

/**
 * A password is common when it, or its core — lower-cased, without the digits and symbols people add
 * at either end to pass the composition rules, with the usual letter-for-digit swaps undone — is on
 * the list: "P@ssw0rd" is "password", "Azerty123!" is "azerty", "Soleil2026*" is "soleil".
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  if (common().has(lower)) return true;
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const unleet = (s: string) => s.replace(/[@40!13$57]/g, (c) => LEET[c] ?? c);
  const candidates = [core, unleet(lower), unleet(lower).replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')];
  return candidates.some((c) => c.length >= 4 && common().has(c));
}
