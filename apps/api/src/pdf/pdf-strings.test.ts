import { expect, it } from 'vitest';
import { hasFrenchSpacing } from '@arcanes/domain/text/typography';
import { pdfStrings } from './pdf-strings';

it('the report’s sentences that depend on the writer or the house system pick their own key, placeholders filled', () => {
  const fr = pdfStrings('fr');
  const en = pdfStrings('en');
  expect(fr.houseSystem('whole_sign')).toBe('Maisons : signes entiers.');
  expect(en.houseSystem('equal')).toBe('Houses: equal houses.');
  expect(fr.footer('rules')).toBe(
    'Divertissement — ne remplace aucun avis professionnel. Texte rédigé automatiquement.',
  );
  expect(en.footer('ai')).toBe(
    'Entertainment — not a substitute for professional advice. Contains AI-generated text.',
  );
  expect(fr.page(2, 9)).toBe('Page 2 sur 9');
  expect(en.forecastIntro('1 May', '31 July')).toBe('Landmarks of the period from 1 May to 31 July.');
  expect(fr.aiIntro('ai', 'Texte généré par IA (modèle m)')).toMatch(
    /^Texte généré par IA \(modèle m\)\. Ce texte a été écrit par un modèle de langage/,
  );
  expect(en.aboutText('Arcanes SAS', 'contact@x', 'rules')).toContain(
    'without a language model. Publisher: Arcanes SAS. Contact: contact@x.',
  );
});

it('the visuals’ captions: the elided « d’ », the karmic notes set by the typesetter, the personal year', () => {
  const fr = pdfStrings('fr');
  const en = pdfStrings('en');
  expect(fr.synastryPoint('Vénus', 'Anne', true)).toBe('Vénus d’Anne');
  expect(fr.synastryPoint('Soleil', 'Hugo', false)).toBe('Soleil de Hugo');
  expect(en.synastryPoint('Sun', 'Anne', true)).toBe('Anne’s Sun');
  expect(fr.karmicLessons('3, 7')).toBe('Leçons karmiques\u00a0: 3, 7');
  expect(en.karmicDebts('13')).toBe('Karmic debts: 13');
  expect(fr.personalYear(2026)).toBe('Année personnelle 2026');
  expect(en.mc).toBe('Midheaven');
});

it('the composite chart’s note is set by the typesetter (« proche)\u202f; ses »)', () => {
  const note = pdfStrings('fr').compositeNote;
  expect(note).toContain('proche)\u202f; ses');
  expect(hasFrenchSpacing(note)).toBe(true);
});
