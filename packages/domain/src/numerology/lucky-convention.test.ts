import { describe, expect, it } from 'vitest';
import { numerologyProfile } from './profile';
import { LUCKY_NUMBER_CONVENTION, luckyNumberStatement } from './lucky-convention';

describe('lucky number convention', () => {
  it('says plainly, in both languages, that it is the house’s convention', () => {
    expect(LUCKY_NUMBER_CONVENTION.fr).toContain('convention de notre maison');
    expect(LUCKY_NUMBER_CONVENTION.fr).toContain('n’appartient pas à la numérologie classique\u00a0:');
    expect(LUCKY_NUMBER_CONVENTION.en).toContain('this house’s convention');
  });

  it('states the person’s own numbers as the profile computes them', () => {
    const p = numerologyProfile({
      fullName: 'Marie Curie',
      birthDate: '1936-10-12',
      currentDate: '2026-11-23',
    });
    // Life path 5, birthday 12 → 3, lucky 5 + 3 = 8.
    expect([p.life_path, p.birthday, p.lucky_number]).toEqual([5, 3, 8]);
    expect(luckyNumberStatement(p.life_path, p.birthday, p.lucky_number, 'fr')).toBe(
      'Votre numéro de chance, 8, suit une convention de notre maison et non une règle de la numérologie classique\u00a0: votre chemin de vie (5) plus votre nombre du jour de naissance (3), réduits.',
    );
    expect(luckyNumberStatement(p.life_path, p.birthday, p.lucky_number, 'en')).toContain(
      'Your lucky number, 8, follows this house’s convention',
    );
  });
});
