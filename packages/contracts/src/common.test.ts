import { describe, expect, it } from 'vitest';
import { hasUnstorableCharacter, requiredText } from './common';

describe('text PostgreSQL cannot store', () => {
  it('is U+0000 or a surrogate without its pair; emoji and any other character pass', () => {
    for (const bad of ['a\u0000b', '\ud83c', 'a\udf19', '\udf19\ud83c', 'fin\ud800'])
      expect(hasUnstorableCharacter(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['', 'Léa 🌙 🃏', '\u00a0\u200b\u0001\ufffd', 'l’arcane\n\t'])
      expect(hasUnstorableCharacter(good), JSON.stringify(good)).toBe(false);
  });

  it('a required text field refuses it with the form message', () => {
    const result = requiredText(50).safeParse('Bonjour\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('text_characters');
    expect(requiredText(50).parse('  Bonjour 🌙 ')).toBe('Bonjour 🌙');
  });
});
