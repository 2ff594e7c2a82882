import { describe, expect, it } from 'vitest';
import { LUCKY_NUMBER_CONVENTION } from './lucky-convention';

describe('lucky number convention', () => {
  it('says plainly, in both languages, that it is the house’s convention', () => {
    expect(LUCKY_NUMBER_CONVENTION.fr).toContain('convention de notre maison');
    expect(LUCKY_NUMBER_CONVENTION.fr).toContain('n’appartient pas à la numérologie classique\u00a0:');
    expect(LUCKY_NUMBER_CONVENTION.en).toContain('this house’s convention');
  });
});
