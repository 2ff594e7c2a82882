// Known grammar faults of generated readings (issue 14), as regular expressions plus one check of
// French card genders. Each rule is kept simple and steers clear of the obvious false positives
// (« de les voir », « de le faire », « vous vous », « d’août »); the unit tests hold both sides.
import { cardGenders, type CardGender } from './card-genders';

export interface FaultHit {
  rule: string;
  excerpt: string;
}

const L = '[\\p{L}\\p{N}]';
/** Word start / end that know accented letters. */
const B = `(?<!${L})`;
const E = `(?!${L})`;
const VOWEL = 'aeiouàâäéèêëîïôöùûüœæ';
// Words starting with a mute h (elision required): a short list of the ones readings use.
const MUTE_H =
  'h(?:eure|abitude|armonie|iver|istoire|orizon|umeur|umour|onneur|ôpital|ôtel|éritage|ésitation|omme|umanité|umilité|abit|erbe|ypoth)';
const MONTH_VOWEL = '(?:août|avril|octobre)';
/** Words that start with a vowel yet take no elision: « de onze », « de ouate », « de yoga » (y excluded). */
const NO_ELISION = '(?:onze|onzième|ouate|ouistiti|uhlan|oui)';

function excerpt(text: string, index: number, length: number): string {
  const from = Math.max(0, index - 40);
  const to = Math.min(text.length, index + length + 40);
  return `${from > 0 ? '…' : ''}${text.slice(from, to).replace(/\s+/g, ' ')}${to < text.length ? '…' : ''}`;
}

interface Rule {
  name: string;
  lang: 'fr' | 'en';
  pattern: RegExp;
  /** Rejects a match that is good text after all (m: the match array). */
  spare?: (m: RegExpExecArray) => boolean;
}

/** An infinitive-looking word: « de le faire », « à les accueillir » are pronouns, not articles. */
const infinitive = (w: string | undefined) => !!w && /(?:er|ir|re|oir|dre)$/i.test(w);

const RULES: Rule[] = [
  {
    // « de les cartes » → des; « de les voir » (pronoun before a verb) is fine: spare non-plural words.
    name: '« de les » (des)',
    lang: 'fr',
    pattern: new RegExp(`${B}[Dd]e les (${L}+)`, 'gu'),
    spare: (m) => !/[sx]$|^\d/.test(m[1] ?? ''),
  },
  {
    // « il s’agit de des tendances » → de tendances: « des » after « de » is never French.
    name: '« de des » (de)',
    lang: 'fr',
    pattern: new RegExp(`${B}[Dd]e des ${L}`, 'gu'),
  },
  {
    name: '« à les » (aux)',
    lang: 'fr',
    pattern: new RegExp(`${B}[àÀ] les (${L}+)`, 'gu'),
    spare: (m) => !/[sx]$|^\d/.test(m[1] ?? ''),
  },
  {
    name: '« de le » (du)',
    lang: 'fr',
    pattern: new RegExp(`${B}[Dd]e le (${L}+)`, 'gu'),
    spare: (m) => infinitive(m[1]),
  },
  {
    name: '« à le » (au)',
    lang: 'fr',
    pattern: new RegExp(`${B}[àÀ] le (${L}+)`, 'gu'),
    spare: (m) => infinitive(m[1]),
  },
  {
    name: '« du N au N » (same day twice)',
    lang: 'fr',
    pattern: new RegExp(`${B}[Dd]u (\\d{1,2}|1er) au \\1${E}`, 'gu'),
  },
  {
    // « Du 13 au 16 septembre 2026 (exact le 15 septembre 2026) »: the span already said the year.
    name: 'a span and its height both dated with the year',
    lang: 'fr',
    pattern: new RegExp(`${B}(\\d{4})(?: \\(|, )exact le [^):.]*${B}\\1${E}`, 'gu'),
  },
  {
    name: 'a span and its height both dated with the year',
    lang: 'en',
    pattern: new RegExp(`${B}(\\d{4})(?: \\(|, )exact on [^):.]*${B}\\1${E}`, 'gu'),
  },
  {
    name: '« de » + month starting with a vowel (d’août)',
    lang: 'fr',
    pattern: new RegExp(`${B}[Dd]e ${MONTH_VOWEL}${E}`, 'giu'),
  },
  {
    name: '« de » before a vowel or mute h (d’)',
    lang: 'fr',
    pattern: new RegExp(`${B}[Dd]e (?!${MONTH_VOWEL}${E}|${NO_ELISION}${E})(?:[${VOWEL}]|${MUTE_H})`, 'giu'),
  },
  {
    name: '« que il / que elle / que on » (qu’)',
    lang: 'fr',
    pattern: new RegExp(`${B}(?:lors|puis|quoi)?que (?:il|ils|elle|elles|on|un|une)${E}`, 'giu'),
  },
  { name: '« si il » (s’il)', lang: 'fr', pattern: new RegExp(`${B}si ils?${E}`, 'giu') },
  {
    name: 'leading-zero hour (« 01 h »)',
    lang: 'fr',
    pattern: new RegExp(`${B}0\\d[\\s\\u00a0\\u202f]?h${E}`, 'gu'),
  },
  {
    name: 'doubled word',
    lang: 'fr',
    pattern: new RegExp(`${B}(\\p{L}+)[ \\u00a0\\u202f]+\\1${E}`, 'giu'),
    spare: (m) => /^(vous|nous)$/i.test(m[1] ?? ''),
  },
  {
    // « de votre foyer et vos proches »: the preposition is said again before each complement.
    name: '« de votre X et vos Y » (de repeated)',
    lang: 'fr',
    pattern: new RegExp(
      `${B}(?:[Dd]e|[àÀ]) (?:votre|vos|son|ses|leur|leurs) ${L}+ et (?:votre|vos|son|ses|leur|leurs)${E}`,
      'gu',
    ),
  },
  {
    // « …le cycle productif (6) : un cycle de foyer : la famille… »: one colon per sentence.
    name: 'two colons in one sentence',
    lang: 'fr',
    pattern: /(?<=^|[.!?…]\s|\n)[^.!?…\n]*?\s:[ \u00a0\u202f][^.!?…\n]*?\s:[ \u00a0\u202f]/gu,
    // A table line (« 1 : 3 · 2 : 1 ») is not a sentence.
    spare: (m) => m[0].includes('·'),
  },
  {
    name: 'two colons in one sentence',
    lang: 'en',
    pattern: /(?<=^|[.!?…]\s|\n)[^.!?…\n]*?:[ \u00a0\u202f][^.!?…\n]*?:[ \u00a0\u202f]/gu,
    spare: (m) => m[0].includes('·'),
  },
  { name: 'doubled comma', lang: 'fr', pattern: /,\s*,/gu },
  { name: 'doubled comma', lang: 'en', pattern: /,\s*,/gu },
  {
    // "a" before a vowel sound (or a mute h: "a hour"); "a university", "a one-off", "a European",
    // "a Uranus square" are right.
    name: '"a" before a vowel sound (an)',
    lang: 'en',
    pattern: new RegExp(
      `${B}a (?:(?!u(?:ni|s[aeiu]|ro|ti|te|k|ran)|one|once|eu)[aeiou]|h(?:our|onest|onou?r|eir))`,
      'giu',
    ),
  },
  {
    name: '"an" before a consonant (a)',
    lang: 'en',
    pattern: new RegExp(`${B}an (?!h(?:our|onest|onou?r|eir))[b-df-hj-np-tv-z]`, 'giu'),
  },
  {
    name: 'doubled word',
    lang: 'en',
    pattern: new RegExp(`${B}(\\p{L}+)[ \\u00a0\\u202f]+\\1${E}`, 'giu'),
    spare: (m) => /^(had|that)$/i.test(m[1] ?? ''),
  },
  // French turned word for word (issue 38): « plutôt oui », « le sujet se dénoue », « Réponse du ciel : ».
  {
    name: 'English calqued on French ("rather yes", "unties", "X’s answer:")',
    lang: 'en',
    pattern: new RegExp(
      `${B}(?:rather (?:yes|no)${E}|the (?:matter|question|subject) unties|(?:sky|cards?)[’']s? answer:)`,
      'giu',
    ),
  },
  // More French turned word for word, each the literal form of a French phrase an English writer
  // would not use: « du côté de » (on the side of), « c’est le moment de » (it is the moment to),
  // « dans la mesure où » (in the measure where), « au niveau de » (at the level of), « faire le
  // point » (make the point), « ce que vous vivez » (what you live), « donner le ton » in its
  // French word order (gives the tone).
  {
    name: 'English calqued on French ("on the side of", "the moment to", "what you live")',
    lang: 'en',
    pattern: new RegExp(
      `(?:(?<=^|[.!?:]\\s)On the side of [^,.]{1,30},|${B}(?:(?:it is |is )?the (?:right )?moment to${E}|in the measure (?:where|that)${E}|at the level of${E}|make the point${E}|what you (?:live|are living)(?! (?:for|with|in|on|by|through|up)${E})${E}|gives? the tone${E}|the right frame to${E}))`,
      'giu',
    ),
  },
  // Subject and verb: a plural personal pronoun with a singular verb, or a singular one with a
  // plural verb (« if it were » and « as it were », the subjunctive, are right).
  {
    name: 'subject–verb agreement ("they is", "it are")',
    lang: 'en',
    pattern: new RegExp(
      `${B}(?:(?:they|we) (?:is|was|has|does)|(?:he|she|it) (?:are|have|do|were))${E}`,
      'giu',
    ),
    spare: (m) =>
      /were$/i.test(m[0]) && /(?:if|as|though) $/i.test(m.input.slice(Math.max(0, m.index - 8), m.index)),
  },
];

export const CARD_GENDER_RULE = 'card-gender mismatch (tarot)';

/** Every rule's name, in print order. */
export const RULE_NAMES: readonly string[] = [...new Set([...RULES.map((r) => r.name), CARD_GENDER_RULE])];

/** Every hit of the regular-expression rules of this language in `text`. */
export function grammarFaults(text: string, lang: 'fr' | 'en'): FaultHit[] {
  const hits: FaultHit[] = [];
  for (const rule of RULES) {
    if (rule.lang !== lang) continue;
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(text); m; m = rule.pattern.exec(text)) {
      if (rule.spare?.(m)) continue;
      hits.push({ rule: rule.name, excerpt: excerpt(text, m.index, m[0].length) });
    }
  }
  return hits;
}

// ---- French card genders -------------------------------------------------------------------------

/** Participles and adjectives that agree with a card, masculine form (the feminine adds an e). */
const AGREEING =
  'renversé|retourné|inversé|tiré|sorti|posé|placé|situé|associé|entouré|suivi|précédé|présent|couché|dressé|accompagné|apparu|venu|arrivé|tombé|revenu|tourné|orienté|mis|révélé|choisi|isolé';
const AGREE_RE = new RegExp(`^(?:${AGREEING})(e?)$`, 'iu');
const LINK_VERB = /^(?:est|était|sera|serait|semble|paraît|reste|demeure|apparaît)$/iu;
const IMPERSONAL_IL =
  /^il (?:y|faut|s['’]agit|suffit|importe|convient|vaut|reste|arrive|semble|est (?:temps|possible|probable|important|utile|normal|vrai|temps))/iu;

function genderOfWord(word: string): CardGender | null {
  const m = AGREE_RE.exec(word);
  if (!m) return null;
  return m[1] ? 'f' : 'm';
}

interface Mention {
  index: number;
  end: number;
  gender: CardGender;
  name: string;
}

function mentions(text: string): Mention[] {
  const { pattern, genderOf } = cardGenders();
  const out: Mention[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    // « la carte Le Pape », « cette lame » take the gender of carte / lame; « l’arcane » of arcane.
    const before = text.slice(Math.max(0, m.index - 14), m.index);
    let gender = genderOf(m[0]);
    if (/\b(?:carte|lame)\s*[«“"]?\s*(?:le |la |l['’])?$/iu.test(before)) gender = 'f';
    else if (/\barcane\s*[«“"]?\s*(?:le |la |l['’])?$/iu.test(before)) gender = 'm';
    out.push({ index: m.index, end: m.index + m[0].length, gender, name: m[0] });
  }
  return out;
}

const SENTENCE_END = /[.!?…]\s|\n/u;

/**
 * A card followed (or preceded) by an agreeing word of the other gender: « Cavalier d’Épée »,
 * renversée; Renversée, le Pape; L’Étoile est sorti; and a card that ends a sentence taken up by
 * the wrong pronoun at the head of the next (« Le Bateleur » apparaît. Ici, elle éclaire…).
 */
export function cardGenderFaults(text: string): FaultHit[] {
  const hits: FaultHit[] = [];
  const hit = (index: number, length: number) =>
    hits.push({ rule: CARD_GENDER_RULE, excerpt: excerpt(text, index, length) });
  const all = mentions(text);
  for (const [i, c] of all.entries()) {
    // After: « Carte », renversée / Carte est sortie (only spaces, commas, quotes, a numeral between).
    const after = /^[\s,»”")]*(?:\([IVXL]+\)[\s,]*)?(\p{L}+)(?:\s+(\p{L}+))?/u.exec(text.slice(c.end));
    if (after) {
      const first = after[1] ?? '';
      const word = LINK_VERB.test(first) ? (after[2] ?? '') : first;
      const g = genderOfWord(word);
      if (g && g !== c.gender) hit(c.index, c.name.length + after[0].length);
    }
    // Before: « Renversée, le Pape » at the head of a clause.
    const before = /(?:^|[.!?:;—]\s*|\n)(\p{L}+),\s*(?:le |la |l['’]|«\s*)?$/iu.exec(
      text.slice(Math.max(0, c.index - 30), c.index),
    );
    if (before) {
      const g = genderOfWord(before[1] ?? '');
      if (g && g !== c.gender) hit(c.index - before[0].length, before[0].length + c.name.length);
    }
    // Pronoun: the only card of its sentence, taken up in the first words of the next sentence.
    const rest = text.slice(c.end);
    const endAt = rest.search(SENTENCE_END);
    if (endAt < 0) continue;
    const sentenceStart = Math.max(
      text.lastIndexOf('. ', c.index),
      text.lastIndexOf('\n', c.index),
      text.lastIndexOf('? ', c.index),
      text.lastIndexOf('! ', c.index),
    );
    const next = all[i + 1];
    const prev = all[i - 1];
    if (next && next.index < c.end + endAt) continue;
    if (prev && prev.index > sentenceStart) continue;
    // « X est la carte de… » / « cette lame »: a feminine noun stands for the card, « elle » is right.
    if (/\b(?:carte|lame)s?\b/iu.test(text.slice(sentenceStart + 1, c.end + endAt))) continue;
    const following = rest.slice(endAt).replace(/^[.!?…\s]+/u, '');
    const head = following.split(/\s+/).slice(0, 5).join(' ');
    const pronoun = /(?:^|[\s,])(il|elle)(?=[\s,])/iu.exec(` ${head} `);
    if (!pronoun) continue;
    // « L’intuition est bonne ; elle… »: a clause of its own came first, whose subject the pronoun
    // takes up, not the card of the sentence before.
    if (/[;:]/u.test(` ${head} `.slice(0, pronoun.index))) continue;
    const fromPronoun = ` ${head} `.slice(pronoun.index).replace(/^[\s,]+/, '');
    if (/^il\b/i.test(fromPronoun) && IMPERSONAL_IL.test(fromPronoun)) continue;
    const g: CardGender = /^il$/i.test(pronoun[1] ?? '') ? 'm' : 'f';
    if (g !== c.gender) hit(c.index, c.end + endAt - c.index + 2 + head.length);
  }
  return hits;
}
