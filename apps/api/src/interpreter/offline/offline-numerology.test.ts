import { describe, expect, test } from 'vitest';
import { factsOf, type NumerologyInputs } from '#api/test/reading-fixtures.ts';
import { writingText } from '#api/interpreter/writing.ts';
import {
  CHALLENGE_MORE,
  CHALLENGE_TEXTS,
  type ChallengeNumber,
} from '@arcanes/domain/numerology/cycles-meanings';
import { writeOffline } from './offline-interpreter';
import { deVerb } from './offline-numerology';

const portrait = (over: Partial<NumerologyInputs> = {}): NumerologyInputs => ({
  domain: 'numerologie',
  option: 3,
  lang: 'fr',
  first_name: 'Camille',
  reading_date: '2026-11-24',
  full_name: 'Camille Martin',
  sexe: null,
  birth_date: '1983-02-11',
  birth_time: null,
  birth_place: null,
  current_date: '2026-11-24',
  topic: 'general',
  question: null,
  ...over,
});
const text = (inputs: NumerologyInputs) =>
  writingText(writeOffline({ lang: inputs.lang, facts: factsOf(inputs), length: 'long' }));

// Forty customers born across four decades, in both languages.
const births = Array.from({ length: 40 }, (_, i) => {
  const d = new Date(Date.UTC(1950 + i, (i * 5) % 12, 1 + ((i * 7) % 28)));
  return d.toISOString().slice(0, 10);
});

describe('offline numerology, the life portrait', () => {
  test('a challenge is said as what it asks of you, never as an infinitive standing alone', () => {
    // A wording may hold inline choices (« {a|b} »), drawn when the reading is written: it is read as
    // a pattern that takes any of them, up to its first colon, semicolon or « , et » (where the
    // writer adds a « de » of its own), never cutting a choice.
    const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = (m: string) => {
      let depth = 0;
      let end = m.length;
      for (let i = 0; i < m.length; i++) {
        if (m[i] === '{') depth += 1;
        else if (m[i] === '}') depth -= 1;
        else if (depth === 0 && /^(?:, et |\s?[:;])/.test(m.slice(i))) {
          end = i;
          break;
        }
      }
      return m
        .slice(0, end)
        .split(/(\{[^{}]*\})/)
        .map((part) =>
          part.startsWith('{') ? `(?:${part.slice(1, -1).split('|').map(escape).join('|')})` : escape(part),
        )
        .join('');
    };
    let asked = 0;
    for (const lang of ['fr', 'en'] as const)
      for (const birth_date of births) {
        const t = text(portrait({ lang, birth_date }));
        for (const [n, texts] of Object.entries(CHALLENGE_TEXTS)) {
          if (n === '0') continue;
          // The stored wording and its others: each is said the same way.
          for (const meaning of [texts[lang], ...CHALLENGE_MORE[Number(n) as ChallengeNumber][lang]]) {
            // The meaning never opens a sentence of its own…
            expect(t, `${lang} ${birth_date}`).not.toMatch(new RegExp(`\\. ${pattern(meaning)}`));
            // …it follows its number: « le 1, qui vous demande d’apprendre… », « le 1 ; à vous d’apprendre… ».
            const low = pattern(`${meaning.charAt(0).toLowerCase()}${meaning.slice(1)}`);
            if (new RegExp(low).test(t)) {
              asked += 1;
              expect(t).toMatch(
                lang === 'fr'
                  ? new RegExp(
                      `(?:, qui vous demande |\\s: il s’agit |, (?:autrement dit|en clair), (?:l’effort|le travail) |\\s; à vous )d[e’] ?${low}`,
                    )
                  : new RegExp(
                      `(?:, which means |: the work is |, in other words |; what it asks is )${low}`,
                    ),
              );
            }
          }
        }
      }
    expect(asked).toBeGreaterThan(20);
  });

  test('months of one year carry the year once, and no « Pour votre vie en général » opens the advice', () => {
    for (const lang of ['fr', 'en'] as const)
      for (const birth_date of births) {
        const t = text(portrait({ lang, birth_date }));
        expect(t).not.toMatch(/\b(\p{L}+) (\d{4}), \p{L}+ \2\b/u);
        expect(t).not.toContain('Pour votre vie en général');
        expect(t).not.toContain('For your life in general');
      }
    const love = text(portrait({ topic: 'amour' }));
    expect(love).toMatch(
      /Pour votre vie amoureuse, (ce que vous pouvez en faire|le geste de l’année|un pas pour cette année)/,
    );
  });
});

describe('deVerb', () => {
  test('says « de » before each infinitive of a list', () => {
    expect(deVerb('négocier, décider et assumer votre ambition')).toBe(
      'de négocier, de décider et d’assumer votre ambition',
    );
    expect(deVerb('étudier, vérifier, réfléchir avant de trancher')).toBe(
      'd’étudier, de vérifier, de réfléchir avant de trancher',
    );
  });

  test('one « de » for one infinitive, or a list of its complements', () => {
    expect(deVerb('attendre')).toBe('d’attendre');
    expect(deVerb('poser un cadre, un budget, un échéancier')).toBe(
      'de poser un cadre, un budget, un échéancier',
    );
  });
});

describe('offline numerology, wordings that vary with the numbers', () => {
  test('the pairs paragraph names its numbers with what they stand for, not as a bare list of labels', () => {
    const leads = new Set<string>();
    for (const birth_date of births) {
      const t = text(portrait({ option: 3, birth_date }));
      // The old lead, « Chemin de vie 7, nombre intime 3. », read the same in every reading. The path
      // and the soul urge are named in several ways (« votre chemin », « nombre du cœur »).
      expect(t).not.toMatch(
        /(?:^|\. )(?:Chemin de vie \d+, nombre intime \d+|Nombre intime \d+, chemin de vie \d+)\./m,
      );
      for (const sentence of t.split(/(?<=\.)\s+/))
        if (/\bchemin\b/.test(sentence) && /nombre (?:intime|du cœur)/.test(sentence) && /\d/.test(sentence))
          leads.add(sentence.replace(/\d+/g, '#').replace(/(?:l’|la |le )\p{L}+/gu, 'Q'));
    }
    expect(leads.size).toBeGreaterThanOrEqual(6);
  });

  test('a number met a second time is named by the role it had the first time', () => {
    let named = 0;
    for (const lang of ['fr', 'en'] as const)
      for (const birth_date of births) {
        const t = text(portrait({ option: 3, lang, birth_date }));
        expect(t).not.toMatch(
          /vous retrouvez ici un nombre déjà croisé|here you meet a number already seen/i,
        );
        if (
          /déjà rencontré comme|est aussi votre|Déjà (?:chemin|nombre)|était déjà un \d|as your [a-z ]+; here it takes|is also your|Already your|was a \d+ too/.test(
            t,
          )
        )
          named += 1;
      }
    expect(named).toBeGreaterThan(0);
  });
});

describe('offline numerology, the three months ahead', () => {
  test('the three months ahead say, where they open, that they run from the day of the order', () => {
    const ordered = { option: 2 as const, reading_date: '2025-03-15', current_date: '2025-03-15' };
    const said = { fr: new Set<string>(), en: new Set<string>() };
    for (const lang of ['fr', 'en'] as const)
      for (const birth_date of births) {
        const t = text(portrait({ ...ordered, lang, birth_date }));
        const range = lang === 'fr' ? 'du 15 mars au 14 juin 2025' : '15 March – 14 June 2025';
        // The sentence that gives the dates also says that they start on the order date.
        const sentence = t.split(/(?<=\.)\s+/).find((x) => x.includes(range));
        expect(sentence, `${lang} ${birth_date}`).toBeDefined();
        expect(sentence).toMatch(
          lang === 'fr' ? /votre commande|vous avez commandé/ : /your order|you ordered/,
        );
        said[lang].add(sentence!.replace(range, '…'));
      }
    // Said in several wordings, not one sentence read in every forecast.
    expect(said.fr.size).toBeGreaterThanOrEqual(4);
    expect(said.en.size).toBeGreaterThanOrEqual(4);
  });

  test('an action that starts with a vowel takes the elided « d’ » (« à vous d’approfondir »)', () => {
    for (const birth_date of births) {
      const t = text(portrait({ option: 3, birth_date }));
      expect(t).not.toMatch(/\b(?:de|à vous de) [aeiouyéèêàâîô]/i);
    }
  });

  test('a reading about work relates its months to work, and never calls work the year’s own field', () => {
    let related = 0;
    for (const birth_date of births) {
      const t = text(portrait({ option: 2, topic: 'travail', birth_date }));
      expect(t).not.toMatch(
        /année tournée vers votre vie professionnelle|année se joue autour de votre vie professionnelle/,
      );
      // A month's paragraph names its month in its first sentence, whatever its lead (« Le 9 imprègne
      // décembre 2026 », « Mois personnel 8 en janvier 2027 », « Novembre 2026, sous le 2 »).
      const months = t
        .split('\n')
        .filter((l) =>
          /(?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) 20\d\d/iu.test(
            l.split(/[.?!] /)[0]!,
          ),
        );
      if (months.some((l) => l.includes('votre vie professionnelle'))) related += 1;
    }
    expect(related).toBeGreaterThan(births.length / 2);
  });
});

describe('offline numerology, the inner springs', () => {
  test('when the soul urge and personality are the same number, no « second side » is spoken of', () => {
    for (const lang of ['fr', 'en'] as const)
      for (const birth_date of births.slice(0, 10)) {
        const inputs = portrait({ lang, birth_date, full_name: 'Camille Élodie Rousseau' });
        const facts = factsOf(inputs) as { numbers: { soul_urge: number; personality: number } };
        expect(facts.numbers.soul_urge).toBe(facts.numbers.personality);
        const t = text(inputs);
        expect(t).not.toMatch(/seconde facette|second side|l’écart entre les deux|gap between the two/);
      }
  });
});

describe('offline numerology, the calendar’s words', () => {
  test('« moment » is said at most once a sentence and twice a paragraph, in every option', () => {
    const faults: string[] = [];
    for (const lang of ['fr', 'en'] as const)
      for (const option of [1, 2, 3] as const)
        for (const [i, birth_date] of births.entries()) {
          const inputs = portrait({
            lang,
            option,
            birth_date,
            current_date: `2026-${String(1 + (i % 12)).padStart(2, '0')}-15`,
            topic: (['general', 'amour', 'travail'] as const)[i % 3]!,
          });
          const written = writeOffline({
            lang,
            facts: factsOf(inputs),
            length: option === 1 ? 'short' : 'long',
          });
          for (const p of written) {
            const times = (s: string) => s.match(/\bmoment\b/gi)?.length ?? 0;
            if (times(p.text) > 2) faults.push(p.text);
            for (const sentence of p.text.split(/(?<=[.!?])\s+/))
              if (times(sentence) > 1) faults.push(sentence);
          }
        }
    expect(faults).toEqual([]);
  });
});

describe('offline numerology, pair verdicts', () => {
  // Issue 38: a reading said « ils se prêtent main-forte » of two numbers, then « c’est dans l’écart
  // que naissent vos malentendus ». A paragraph that reads one pair of numbers gives one verdict.
  const AGREE = {
    fr: [
      'ils vont dans le même sens',
      'ils se prêtent main-forte',
      'l’un soutient l’autre',
      'font bon ménage',
      'se renforcent',
      'deux élans qui se rejoignent',
      'se confondent',
      'compte double',
      'sert ce que vous désirez',
      'le reflet fidèle',
      'Dedans et dehors s’accordent',
      'coïncident',
      'Pas d’écart',
    ],
    en: [
      'they pull in the same direction',
      'they lend each other a hand',
      'each supports the other',
      'sit well together',
      'reinforce each other',
      'two drives that meet',
      'the two numbers coincide',
      'counts double',
      'serves what you long for',
      'a faithful picture of',
      'Inside and outside agree',
      'What you are and what you show coincide',
      'No gap between inside and outside',
    ],
  };
  const APART = {
    fr: [
      'pousse vers l’extérieur',
      'tirent dans deux directions',
      'leur tension est féconde',
      'se contredisent un peu',
      'ne vont pas du même pas',
      'se répondent en contrepoint',
      'se disputent votre temps',
      'demandent de l’arbitrage',
      'malentendus',
      'la seconde facette avant la première',
      'Laissez voir un peu plus',
      'On vous juge sur',
    ],
    en: [
      'pushes outwards',
      'they pull two ways',
      'their tension is fruitful',
      'contradict each other a little',
      'do not keep the same pace',
      'answer each other in counterpoint',
      'compete for your time',
      'call for some arbitration',
      'misunderstandings',
      'the second side before the first',
      'Let a little more',
      'People judge you on',
    ],
  };
  const names = ['Camille Martin', 'Léa Dubois', 'Yannick Maryse Dœuf', 'Anne Roux', 'Oscar Éloi Bernard'];

  test('no paragraph says both that two numbers agree and that they pull apart, over 240 readings', () => {
    let agree = 0;
    let apart = 0;
    for (const lang of ['fr', 'en'] as const)
      for (const option of [1, 2, 3] as const)
        for (const [i, birth_date] of births.entries()) {
          const inputs = portrait({ lang, option, birth_date, full_name: names[i % names.length]! });
          const result = writeOffline({
            lang,
            facts: factsOf(inputs),
            length: option === 1 ? 'short' : 'long',
          });
          for (const p of writingText(result).split(/\n\n+/)) {
            const yes = AGREE[lang].filter((s) => p.includes(s));
            const no = APART[lang].filter((s) => p.includes(s));
            if (yes.length) agree += 1;
            if (no.length) apart += 1;
            expect(yes.length && no.length ? `${yes} / ${no}: ${p}` : '').toBe('');
          }
        }
    // Both verdicts are met often enough for the test to mean something.
    expect(agree).toBeGreaterThan(40);
    expect(apart).toBeGreaterThan(40);
  });
});
