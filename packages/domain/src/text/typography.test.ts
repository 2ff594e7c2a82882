import { describe, expect, it } from 'vitest';
import { hasFrenchSpacing, typeset } from './typography';

describe('the French typesetter', () => {
  it('puts the right no-break space before each mark, inside guillemets and before %', () => {
    expect(typeset("Est-ce le bon moment ? Oui : l'été ; 40 % de chances ! « Allez-y »", 'fr')).toBe(
      'Est-ce le bon moment\u202f? Oui\u00a0: l\u2019été\u202f; 40\u202f% de chances\u202f! «\u00a0Allez-y\u00a0»',
    );
  });

  it('is idempotent, leaves clock times and URLs alone, and says yes to its own output', () => {
    const once = typeset('Rendez-vous à 10:30 : voir https://arcanes.example/aide ? «Oui»', 'fr');
    expect(typeset(once, 'fr')).toBe(once);
    expect(once).toContain('10:30');
    expect(once).toContain('https://arcanes.example/aide');
    expect(hasFrenchSpacing(once)).toBe(true);
    expect(hasFrenchSpacing('Pourquoi ? Parce que : voilà')).toBe(false);
  });

  it('gives English its apostrophes only', () => {
    expect(typeset("It's the students' turn: why? 40%", 'en')).toBe(
      'It\u2019s the students\u2019 turn: why? 40%',
    );
  });
});
