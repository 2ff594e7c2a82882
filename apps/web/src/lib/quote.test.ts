import { describe, expect, it } from 'vitest';
import { quoted } from './quote';

describe('quoted', () => {
  it('uses French guillemets in French and English quotation marks in English (issue 39)', () => {
    expect(quoted('Vais-je déménager ?', 'fr')).toBe('«\u202fVais-je déménager ?\u202f»');
    expect(quoted('Will I move?', 'en')).toBe('“Will I move?”');
    expect(quoted('Will I move?', 'en')).not.toMatch(/[«»]/);
  });
});
