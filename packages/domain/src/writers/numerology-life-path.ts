// Option 3, "Chemin de vie": every core number with its calculation and meaning, then the karmic
// debts, the karmic lessons and the inclusion grid.

import { numberMeaning, karmicDebtMeaning, karmicLessonMeaning } from '../numerology/meanings';
import type { NumberMeaning } from '../numerology/meanings';
import { splitLetters } from '../numerology/name-folding';
import { nameByName } from '../numerology/name-numbers';
import type { CoreNumberKey } from '../numerology/profile';
import { DIGITS, isMasterNumber } from '../numerology/reduction';
import type { NumerologyNumber } from '../numerology/reduction';
import { personalYearSection } from './numerology-lucky';
import {
  cyclePosition,
  dateSteps,
  dayOrdinal,
  DEBT_SOURCE_LABELS,
  favourableDaysText,
  joinList,
  longDate,
  nameSteps,
} from './numerology-text';
import type { ReadingContext, ReadingSection } from './numerology-text';

type CoreKey = Exclude<CoreNumberKey, 'personal_year'>;

const CORE: { key: CoreKey; field: keyof NumberMeaning; fr: string; en: string }[] = [
  { key: 'life_path', field: 'lifePath', fr: 'Chemin de vie', en: 'Life path' },
  { key: 'expression', field: 'expression', fr: 'Nombre d’expression', en: 'Expression number' },
  { key: 'soul_urge', field: 'soulUrge', fr: 'Nombre intime', en: 'Soul urge' },
  { key: 'personality', field: 'personality', fr: 'Nombre de personnalité', en: 'Personality number' },
  { key: 'birthday', field: 'birthday', fr: 'Jour de naissance', en: 'Birthday number' },
  { key: 'maturity', field: 'maturity', fr: 'Nombre de maturité', en: 'Maturity number' },
  { key: 'lucky_number', field: 'lucky', fr: 'Numéro de chance', en: 'Lucky number' },
];

/** Where the number comes from, then its calculation, in words the reader can follow. */
function calculation(c: ReadingContext, key: CoreKey): string {
  const { profile: p, lang } = c;
  const fr = lang === 'fr';
  const steps = p.steps[key];
  switch (key) {
    case 'life_path':
      return fr
        ? `Date de naissance : ${longDate(p.birth_date, lang)}. Calcul : ${dateSteps(steps, lang)}.`
        : `Date of birth: ${longDate(p.birth_date, lang)}. Calculation: ${dateSteps(steps, lang)}.`;
    case 'expression':
      return fr
        ? `Toutes les lettres de votre nom (${p.folded_name}) : ${nameSteps(steps, lang)}. Convention : les lettres de vos prénoms et noms sont additionnées en un seul total, réduit ensuite ; d’autres numérologues réduisent chaque nom à part avant d’additionner, ce qui peut donner un autre nombre.${byName(c)}`
        : `Every letter of your name (${p.folded_name}): ${nameSteps(steps, lang)}. Convention: the letters of all your first names and surnames are added into one total, reduced afterwards; other numerologists reduce each name separately before adding, which can give another number.${byName(c)}`;
    case 'soul_urge':
      return (
        (fr ? `Les voyelles de votre nom : ` : `The vowels of your name: `) +
        `${nameSteps(steps, lang)}.` +
        yNote(c)
      );
    case 'personality':
      return (
        (fr ? `Les consonnes de votre nom : ` : `The consonants of your name: `) +
        `${nameSteps(steps, lang)}.`
      );
    case 'birthday':
      return fr
        ? `Le ${dayOrdinal(c.birth.day, lang)} du mois : ${steps[0] ?? ''}.`
        : `The ${dayOrdinal(c.birth.day, lang)} of the month: ${steps[0] ?? ''}.`;
    case 'maturity':
      return fr
        ? `Chemin de vie + nombre d’expression : ${steps[0] ?? ''}.`
        : `Life path + expression: ${steps[0] ?? ''}.`;
    case 'lucky_number':
      return fr
        ? `Chemin de vie + jour de naissance : ${steps[0] ?? ''}.`
        : `Life path + birthday: ${steps[0] ?? ''}.`;
  }
}

/**
 * The name read name by name, beside the one total (issue 38): each first name and family name with
 * its own number, then their sum; what that number adds when it differs from the total.
 */
function byName(c: ReadingContext): string {
  const { profile: p, lang } = c;
  const fr = lang === 'fr';
  const read = nameByName(splitLetters(p.full_name));
  if (!read) return '';
  const parts = read.parts.map((x) => `${x.word} ${x.step}`).join(fr ? ' ; ' : '; ');
  const sum = read.parts.length > 1 ? (fr ? ` ; ensemble, ${read.step}` : `; together, ${read.step}`) : '';
  const head = fr ? `\n\nNom par nom : ${parts}${sum}.` : `\n\nName by name: ${parts}${sum}.`;
  if (read.value === p.expression)
    return fr
      ? `${head} Les deux lectures donnent le même ${p.expression} : votre nom parle d’une seule voix.`
      : `${head} Both readings give the same ${p.expression}: your name speaks with one voice.`;
  const m = numberMeaning(read.value, lang);
  const master = isMasterNumber(read.value) ? (fr ? ', nombre maître,' : ', a master number,') : '';
  const words = joinList(m.keywords.slice(0, 3), lang);
  return fr
    ? `${head} Lu ainsi, votre nom donne ${read.value}${master} à côté du ${p.expression} de la lecture d’ensemble : le ${p.expression} dit votre manière d’agir telle que l’ensemble de votre nom la porte ; le ${read.value} (${words}) dit ce que chacun de vos noms y apporte séparément.`
    : `${head} Read this way, your name gives ${read.value}${master} beside the ${p.expression} of the whole: the ${p.expression} is your way of acting as your full name carries it; the ${read.value} (${words}) is what each of your names brings to it on its own.`;
}

/** The Y is the one letter whose kind depends on its place; say how each one was counted. */
function yNote(c: ReadingContext): string {
  const letters = splitLetters(c.profile.full_name);
  const words = new Map<number, string>();
  for (const l of letters) words.set(l.part, (words.get(l.part) ?? '') + l.letter);
  return letters
    .filter((l) => l.letter === 'Y')
    .map((l) => {
      const word = words.get(l.part) ?? '';
      if (c.lang === 'fr')
        return ` Le Y de « ${word} » compte ici comme ${l.kind === 'vowel' ? 'voyelle' : 'consonne'}.`;
      return ` The Y in “${word}” counts here as a ${l.kind}.`;
    })
    .join('');
}

function coreSection(c: ReadingContext, core: (typeof CORE)[number]): ReadingSection {
  const { lang } = c;
  const n = c.profile[core.key];
  const m = numberMeaning(n, lang);
  const label = lang === 'fr' ? core.fr : core.en;
  const heading = lang === 'fr' ? `${label} : ${n}` : `${label}: ${n}`;
  // Only a master number needs a word before its calculation: why it was not reduced further.
  const intro = !isMasterNumber(n)
    ? ''
    : lang === 'fr'
      ? `Nombre maître, qui n’est pas réduit à ${cyclePosition(n)}. `
      : `A master number, not reduced to ${cyclePosition(n)}. `;
  // The life path carries the whole reading, so it also gets the number's general portrait.
  const meaning =
    core.key === 'life_path'
      ? `${m.general}\n\n${m.lifePath}`
      : core.key === 'lucky_number'
        ? `${m.lucky} ${lang === 'fr' ? 'Vos jours favorables :' : 'Your favourable days:'} ${favourableDaysText(n, lang)}.`
        : String(m[core.field]);
  return { heading, body: `${intro}${calculation(c, core.key)}\n\n${meaning}` };
}

function debtsSection(c: ReadingContext): ReadingSection {
  const { profile: p, lang } = c;
  const fr = lang === 'fr';
  const heading = fr ? 'Dettes karmiques' : 'Karmic debts';
  if (p.karmic_debts.length === 0) {
    return {
      heading,
      body: fr
        ? 'Aucun de vos totaux (chemin de vie, expression, nombre intime, personnalité, jour de naissance) ne passe par 13, 14, 16 ou 19 : aucune dette karmique n’apparaît dans votre thème.'
        : 'None of your totals (life path, expression, soul urge, personality, birthday) passes through 13, 14, 16 or 19: no karmic debt appears in your chart.',
    };
  }
  const paragraphs = p.karmic_debts.map((debt) => {
    const meaning = karmicDebtMeaning(debt.number, lang);
    const sources = joinList(
      debt.found_in.map((s) => DEBT_SOURCE_LABELS[lang][s]),
      lang,
    );
    return fr
      ? `${debt.number} : ${meaning.theme}, relevée dans ${sources}. ${meaning.text}`
      : `${debt.number}: ${meaning.theme}, found in ${sources}. ${meaning.text}`;
  });
  return { heading, body: paragraphs.join('\n\n') };
}

function lessonsSection(c: ReadingContext): ReadingSection {
  const { profile: p, lang } = c;
  const fr = lang === 'fr';
  const heading = fr ? 'Leçons karmiques' : 'Karmic lessons';
  const missing = p.karmic_lessons;
  if (missing.length === 0) {
    return {
      heading,
      body: fr
        ? 'Chaque valeur de 1 à 9 est présente dans les lettres de votre nom : aucune leçon karmique, le signe d’un bagage équilibré.'
        : 'Every value from 1 to 9 is present in the letters of your name: no karmic lesson, the sign of a well-balanced inheritance.',
    };
  }
  const list = joinList(missing.map(String), lang, true);
  const intro = fr
    ? `Aucune lettre de votre nom ne vaut ${list}.`
    : `No letter of your name is worth ${list}.`;
  const paragraphs = missing.map((d) => {
    const meaning = karmicLessonMeaning(d, lang);
    return fr
      ? `Leçon du ${d} : ${meaning.theme}. ${meaning.text}`
      : `Lesson of ${d}: ${meaning.theme}. ${meaning.text}`;
  });
  return { heading, body: [intro, ...paragraphs].join('\n\n') };
}

function gridSection(c: ReadingContext): ReadingSection {
  const { profile: p, lang } = c;
  const fr = lang === 'fr';
  const grid = p.inclusion_grid;
  const total = DIGITS.reduce((sum, d) => sum + grid[d], 0);
  const cell = (d: (typeof DIGITS)[number]) => (fr ? `${d} : ${grid[d]}` : `${d}: ${grid[d]}`);
  const rows = [0, 3, 6].map((start) =>
    DIGITS.slice(start, start + 3)
      .map(cell)
      .join('   ·   '),
  );
  const most = Math.max(...DIGITS.map((d) => grid[d]));
  const dominant = DIGITS.filter((d) => grid[d] === most);
  const described = dominant.map(
    (d: NumerologyNumber) => `${d} (${joinList(numberMeaning(d, lang).keywords.slice(0, 2), lang)})`,
  );
  const intro = fr
    ? `Les ${total} lettres de votre nom se répartissent ainsi :`
    : `The ${total} letters of your name are spread like this:`;
  const dominance = fr
    ? dominant.length > 1
      ? `Dominent : ${joinList(described, lang)}, avec ${most} lettres chacun. Ce sont les couleurs les plus présentes de votre nom.`
      : `Domine : ${joinList(described, lang)}, avec ${most} lettres. C’est la couleur la plus présente de votre nom.`
    : dominant.length > 1
      ? `Strongest: ${joinList(described, lang)}, with ${most} letters each. These are the strongest colours of your name.`
      : `Strongest: ${joinList(described, lang)}, with ${most} letters. This is the strongest colour of your name.`;
  return {
    heading: fr ? 'Grille d’inclusion' : 'Inclusion grid',
    body: `${intro}\n${rows.join('\n')}\n\n${dominance}`,
  };
}

export function lifePathSections(c: ReadingContext): ReadingSection[] {
  return [
    ...CORE.map((core) => coreSection(c, core)),
    personalYearSection(c),
    debtsSection(c),
    lessonsSection(c),
    gridSection(c),
  ];
}
