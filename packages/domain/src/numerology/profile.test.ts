import { describe, expect, it } from 'vitest';
import { NumerologyInputError } from './numerology-input-error';
import { numerologyProfile } from './profile';

const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a NumerologyInputError');
};

describe('numerologyProfile', () => {
  it('computes every number of Léa Martin, born 1990-05-14, in 2024', () => {
    // By hand (A=1 … I=9, J=1 … R=9, S=1 … Z=8):
    //   LEA = 3+5+1 = 9; MARTIN = 4+1+9+2+9+5 = 30; expression 39 → 12 → 3.
    //   vowels E A | A I = 6 + 10 = 16 → 7 (karmic debt 16); consonants L | M R T N = 3 + 20 = 23 → 5.
    //   life path 5 + 5 + 1 = 11 (master); birthday 14 → 5 (karmic debt 14);
    //   personal year 2024: 5 + 5 + 8 = 18 → 9; maturity 11 + 3 = 14 → 5; lucky 11 + 5 = 16 → 7.
    const profile = numerologyProfile({
      fullName: 'Léa Martin',
      birthDate: '1990-05-14',
      currentDate: '2024-06-01',
    });
    expect(profile).toMatchObject({
      full_name: 'Léa Martin',
      folded_name: 'LEAMARTIN',
      birth_date: '1990-05-14',
      current_date: '2024-06-01',
      personal_year_of: 2024,
      life_path: 11,
      expression: 3,
      soul_urge: 7,
      personality: 5,
      birthday: 5,
      personal_year: 9,
      maturity: 5,
      lucky_number: 7,
      karmic_debts: [
        { number: 14, found_in: ['birthday'] },
        { number: 16, found_in: ['soul_urge'] },
      ],
      karmic_lessons: [6, 7, 8],
      inclusion_grid: { 1: 2, 2: 1, 3: 1, 4: 1, 5: 2, 6: 0, 7: 0, 8: 0, 9: 2 },
    });
    expect(profile.steps).toEqual({
      life_path: ['5', '1+4 = 5', '1+9+9+0 = 19 → 1+9 = 10 → 1+0 = 1', '5 + 5 + 1 = 11'],
      expression: ['LEA → 3+5+1 = 9', 'MARTIN → 4+1+9+2+9+5 = 30', '9 + 30 = 39 → 3+9 = 12 → 1+2 = 3'],
      soul_urge: ['LEA → 5+1 = 6', 'MARTIN → 1+9 = 10', '6 + 10 = 16 → 1+6 = 7'],
      personality: ['LEA → 3', 'MARTIN → 4+9+2+5 = 20', '3 + 20 = 23 → 2+3 = 5'],
      birthday: ['1+4 = 5'],
      personal_year: ['5', '1+4 = 5', '2+0+2+4 = 8', '5 + 5 + 8 = 18 → 1+8 = 9'],
      maturity: ['11 + 3 = 14 → 1+4 = 5'],
      lucky_number: ['11 + 5 = 16 → 1+6 = 7'],
    });
  });

  // worldnumerology.com (Hans Decoz), "The Heart's Desire": Thomas John Hancock has the vowels
  // O A | O | A O = 7 + 6 + 7 = 20 → 2. Adding every letter at once gives the same 20.
  // By hand, all letters: THOMAS 2+8+6+4+1+1 = 22, JOHN 1+6+8+5 = 20, HANCOCK 8+1+5+3+6+3+2 = 28;
  // 22 + 20 + 28 = 70 → 7; consonants 70 − 20 = 50 → 5.
  it('matches the Decoz heart’s desire example (Thomas John Hancock)', () => {
    const profile = numerologyProfile({
      fullName: 'Thomas John Hancock',
      birthDate: '1950-01-01',
      currentDate: '2024-01-01',
    });
    expect(profile.steps.soul_urge).toEqual([
      'THOMAS → 6+1 = 7',
      'JOHN → 6',
      'HANCOCK → 1+6 = 7',
      '7 + 6 + 7 = 20 → 2+0 = 2',
    ]);
    expect([profile.soul_urge, profile.expression, profile.personality]).toEqual([2, 7, 5]);
  });

  it('folds a French name with particle, hyphen and cedilla', () => {
    // JEAN 1+5+1+5 = 12, FRANCOIS 6+9+1+5+3+6+9+1 = 40, D 4, ARC 1+9+3 = 13 → 69 → 15 → 6.
    // Vowels 6 + 16 + 1 = 23 → 5; consonants 6 + 24 + 4 + 12 = 46 → 10 → 1.
    const profile = numerologyProfile({
      fullName: "Jean-François d'Arc",
      birthDate: '1412-01-06',
      currentDate: '1431-05-30',
    });
    expect(profile.folded_name).toBe('JEANFRANCOISDARC');
    expect(profile.steps.expression).toEqual([
      'JEAN → 1+5+1+5 = 12',
      'FRANCOIS → 6+9+1+5+3+6+9+1 = 40',
      'D → 4',
      'ARC → 1+9+3 = 13',
      '12 + 40 + 4 + 13 = 69 → 6+9 = 15 → 1+5 = 6',
    ]);
    expect([profile.expression, profile.soul_urge, profile.personality]).toEqual([6, 5, 1]);
    // A subtotal of 13 (ARC) is not a debt: only the total of the whole name counts.
    expect(profile.karmic_debts.some((d) => d.found_in.includes('expression'))).toBe(false);
    expect(profile.inclusion_grid).toEqual({ 1: 5, 2: 0, 3: 2, 4: 1, 5: 3, 6: 2, 7: 0, 8: 0, 9: 3 });
    expect(profile.karmic_lessons).toEqual([2, 7, 8]);
  });

  it('counts the letters of Éloïse Lefèvre-Dœuf', () => {
    // ELOISE 29 + LEFEVRE 37 + DOEUF 24 = 90 → 9; vowels 25 + 15 + 14 = 54 → 9; consonants 4 + 22 + 10 = 36 → 9.
    const profile = numerologyProfile({
      fullName: 'Éloïse Lefèvre-Dœuf',
      birthDate: '1985-03-17',
      currentDate: '2024-01-01',
    });
    expect(profile.folded_name).toBe('ELOISELEFEVREDOEUF');
    expect([profile.expression, profile.soul_urge, profile.personality]).toEqual([9, 9, 9]);
  });

  it('finds karmic debts and groups the numbers they come from', () => {
    // Life path 1 + 6 + 9 = 16 → 7; ANA LO = 1+5+1 + 3+6 = 16 → 7: the same debt, two sources.
    expect(
      numerologyProfile({ fullName: 'Ana Lo', birthDate: '1971-01-06', currentDate: '2024-01-01' })
        .karmic_debts,
    ).toEqual([{ number: 16, found_in: ['life_path', 'expression'] }]);
    // NOE ROUX = 5+6+5 + 9+6+3+6 = 40 → 4, vowels 20, consonants 20;
    // 13 February 1971: birthday 13 → 4 (the debt), life path 2 + 4 + 9 = 15 → 6 (none).
    expect(
      numerologyProfile({ fullName: 'Noé Roux', birthDate: '1971-02-13', currentDate: '2024-01-01' })
        .karmic_debts,
    ).toEqual([{ number: 13, found_in: ['birthday'] }]);
  });

  it('defaults the current date to today', () => {
    const profile = numerologyProfile({ fullName: 'Léa Martin', birthDate: '1990-05-14' });
    expect(profile.current_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(profile.personal_year_of).toBe(Number(profile.current_date.slice(0, 4)));
  });

  it('rejects inputs it cannot read, with a code and a field', () => {
    const cases: [Parameters<typeof numerologyProfile>[0], string, string][] = [
      [{ fullName: 'Léa Martin', birthDate: '2023-02-29' }, 'INVALID_BIRTH_DATE', 'birthDate'],
      [{ fullName: 'Léa Martin', birthDate: '14/05/1990' }, 'INVALID_BIRTH_DATE', 'birthDate'],
      [
        { fullName: 'Léa Martin', birthDate: '1990-05-14', currentDate: '2024-06-31' },
        'INVALID_CURRENT_DATE',
        'currentDate',
      ],
      [
        { fullName: 'Léa Martin', birthDate: '2024-06-02', currentDate: '2024-06-01' },
        'BIRTH_DATE_AFTER_CURRENT_DATE',
        'birthDate',
      ],
      [{ fullName: ' 42 — ', birthDate: '1990-05-14' }, 'NAME_WITHOUT_LETTERS', 'fullName'],
      [{ fullName: 'Brr Pfft', birthDate: '1990-05-14' }, 'NAME_WITHOUT_VOWELS', 'fullName'],
      [{ fullName: 'Aïe Éa', birthDate: '1990-05-14' }, 'NAME_WITHOUT_CONSONANTS', 'fullName'],
      [{ fullName: 'A'.repeat(201), birthDate: '1990-05-14' }, 'NAME_TOO_LONG', 'fullName'],
    ];
    for (const [input, code, field] of cases) {
      const error = errorOf(() => numerologyProfile(input));
      expect(error, code).toBeInstanceOf(NumerologyInputError);
      expect(error, code).toMatchObject({ code, field });
    }
  });
});
