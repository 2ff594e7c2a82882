import { describe, expect, test } from 'vitest';
import type { AstrologyFacts } from '#api/interpreter/facts.ts';
import { factsOf, type AstrologyInputs } from '#api/test/reading-fixtures.ts';
import { leadingRange } from './offline-astrology';
import { createOfflineInterpreter, writeOffline } from './offline-interpreter';

const question = (q: string, birth_date: string, lang: 'fr' | 'en' = 'fr'): AstrologyInputs => ({
  domain: 'astrologie',
  option: 1,
  lang,
  first_name: 'Camille',
  reading_date: '2026-05-20',
  sexe: 'femme',
  birth_date,
  birth_time: '14:30',
  place_input: 'Paris',
  place: {
    id: '2988507',
    label: 'Paris, Île-de-France, France',
    lat: 48.8566,
    lon: 2.3522,
    zone: 'Europe/Paris',
  },
  topic: 'amour',
  period: 'mois',
  question: q,
});

const opening = (inputs: AstrologyInputs) =>
  writeOffline({ lang: inputs.lang, facts: factsOf(inputs) as AstrologyFacts, length: 'short' })[0]!.text;

const dates = Array.from(
  { length: 40 },
  (_, i) =>
    `19${50 + (i % 50)}-${String((i % 12) + 1).padStart(2, '0')}-${String(((i * 7) % 28) + 1).padStart(2, '0')}`,
);

describe('offline astrology, the answer to a question', () => {
  test('a question of months or a year is never answered by a body faster than Jupiter alone, and says which factors weigh (issue 38)', () => {
    const FAST = new Set(['sun', 'moon', 'mercury', 'venus', 'mars']);
    let slowLed = 0;
    let chartLed = 0;
    for (const d of dates.slice(0, 20))
      for (const [q, lang] of [
        ['Vais-je me marier cette année ?', 'fr'],
        ['Will I get a new job before Christmas?', 'en'],
      ] as const) {
        const inputs = {
          ...question(q, d, lang),
          topic: lang === 'fr' ? 'amour' : 'travail',
        } as AstrologyInputs;
        const first = writeOffline({ lang, facts: factsOf(inputs) as AstrologyFacts, length: 'short' })[0]!;
        const bodies = first.facts
          .filter((id) => id.startsWith('transit.'))
          .map((id) => id.split(/[.-]/)[1]!);
        if (bodies.length > 0) {
          expect(
            bodies.some((b) => !FAST.has(b)),
            first.text,
          ).toBe(true);
          expect(first.text).toMatch(/planètes lentes|slow planets/);
          slowLed++;
        } else chartLed++;
      }
    // Both paths are exercised: a slow transit leads, or the chart carries the answer.
    expect(slowLed).toBeGreaterThan(0);
    expect(slowLed + chartLed).toBe(40);
  });

  test('a « when » question gets a moment, never a yes or a no', () => {
    for (const d of dates.slice(0, 12)) {
      const text = opening(question('Quand vais-je trouver l’amour ?', d));
      expect(text, text).not.toMatch(/plutôt non|pas encore|pas tout de suite|plutôt oui|un oui|oui, dans/);
    }
  });

  test('a yes on one condition names its condition, never a resistance as its reason', () => {
    let conditional = 0;
    for (const lang of ['fr', 'en'] as const)
      for (const d of dates) {
        const q = lang === 'fr' ? 'Vais-je trouver l’amour ce mois-ci ?' : 'Will I find love this month?';
        const text = opening(question(q, d, lang));
        if (
          !/oui, à une condition|un oui prudent|mais pas à n’importe quel prix|on one condition|a cautious yes|not at any price/.test(
            text,
          )
        )
          continue;
        conditional++;
        expect(text, text).not.toMatch(
          /La raison principale : [^.]*une résistance|The main reason: [^.]*a resistance/,
        );
      }
    expect(conditional).toBeGreaterThan(0);
  });

  test('the reason given leans the same way as the verdict', () => {
    let notYet = 0;
    let yes = 0;
    for (const d of dates) {
      const text = opening(question('Vais-je trouver l’amour ce mois-ci ?', d));
      if (/pas encore|plutôt non pour l’instant|pas tout de suite/.test(text)) {
        notYet++;
        expect(text, text).not.toMatch(/La raison principale : [^.]*un appui réel/);
      }
      if (/plutôt oui|oui, dans l’ensemble|un oui assez net/.test(text)) {
        yes++;
        expect(text, text).not.toMatch(/La raison principale : [^.]*une résistance/);
      }
    }
    expect(notYet + yes).toBeGreaterThan(0);
  });

  test('a pressure that lasts past the period is never given an end the facts do not hold', () => {
    let told = 0;
    for (const d of dates) {
      const inputs = question('Vais-je trouver l’amour ce mois-ci ?', d);
      const facts = factsOf(inputs) as AstrologyFacts;
      const text = opening(inputs);
      const eases = /Cette pression se relâche après le (\d+)(?:er)? (\p{L}+) (\d{4})/u.exec(text);
      if (eases) {
        told++;
        // The day named is a real end inside the period, not the window's last day.
        expect(facts.window).not.toBeNull();
        expect(text).not.toContain(`après le ${facts.window!.to.slice(8, 10).replace(/^0/, '')}`);
      }
      if (/jusqu’au bout de la période/.test(text)) told++;
    }
    expect(told).toBeGreaterThan(0);
  });
});

describe('leadingRange', () => {
  test('an English span at the head of a sentence reads as a sentence', () => {
    expect(leadingRange('28 October – 16 November 2026')).toBe('From 28 October to 16 November 2026');
    expect(leadingRange('3–9 March 2027')).toBe('From 3 to 9 March 2027');
    expect(leadingRange('3–9 March')).toBe('From 3 to 9 March');
    expect(leadingRange('22 November 2026')).toBe('On 22 November 2026');
  });
});

describe('offline astrology, the dated moments of an answer', () => {
  const FOCUS_TRAVAIL = ['mc', 'saturn', 'sun', 'mars'];
  test('they touch the question’s points; when none does, the paragraph says they speak of something else', () => {
    let onTopic = 0;
    let aside = 0;
    for (const d of dates) {
      const inputs: AstrologyInputs = {
        ...question('Est-il raisonnable d’ouvrir un restaurant à Nantes ?', d),
        topic: 'travail',
      };
      const facts = factsOf(inputs) as AstrologyFacts;
      const paragraphs = writeOffline({ lang: 'fr', facts, length: 'short' });
      // Answer, ground, bond, moments, how to act: the moments are the one before the last, when the
      // period has any besides the answer's.
      const moments = paragraphs.at(-2);
      if (!moments || paragraphs.length < 4 || !moments.facts.every((id) => id.startsWith('transit.')))
        continue;
      // transit.<planet>-<aspect>-<natal point>[-n]
      const natal = (id: string) => id.slice('transit.'.length).split('-')[2] ?? '';
      const touches = moments.facts.some((id) => FOCUS_TRAVAIL.includes(natal(id)));
      const said =
        /^(Aucun autre (moment|passage) de la période ne touche|Pour .+, votre .+ restent? au calme|(Hors|En dehors) de ce passage, le ciel laisse|Le reste de la période laisse|Pour .+, rien d’autre ne (bouge|se passe))/.test(
          moments.text,
        );
      expect(said, moments.text).toBe(!touches);
      if (touches) onTopic++;
      else aside++;
    }
    expect(onTopic).toBeGreaterThan(0);
    expect(aside).toBeGreaterThan(0);
  });
});

describe('offline astrology, a dilemma weighed (issue 38)', () => {
  const CASES: { q: string; lang: 'fr' | 'en'; sides: [RegExp, RegExp] }[] = [
    {
      q: 'Dois-je accepter ce poste à Lyon ou rester près de mes enfants ?',
      lang: 'fr',
      sides: [
        /Votre carrière se lit dans (?=[^.]*votre Milieu du Ciel)(?=[^.]*la maison 10)/,
        /Votre vie de famille se lit dans (?=[^.]*(votre|la) Lune)(?=[^.]*les maisons 4 et 5)/,
      ],
    },
    {
      q: 'Faut-il que je quitte mon travail pour reprendre mes études ?',
      lang: 'fr',
      sides: [
        /Votre carrière se lit dans (?=[^.]*votre Milieu du Ciel)(?=[^.]*la maison 10)/,
        /Vos études se lisent dans (?=[^.]*Mercure)(?=[^.]*Jupiter)(?=[^.]*les maisons 9 et 3)/,
      ],
    },
    {
      q: 'Should I take the job abroad or stay while my son starts secondary school?',
      lang: 'en',
      sides: [
        /Your career is read in (?=[^.]*your Midheaven)(?=[^.]*house 10)/,
        /Your family life is read in (?=[^.]*(your|the) Moon)(?=[^.]*houses 4 and 5)/,
      ],
    },
    {
      q: 'Move in with him or keep my flat?',
      lang: 'en',
      sides: [
        /Your love life is read in (?=[^.]*Venus)(?=[^.]*houses 7 and 5)/,
        /Your family life is read in (?=[^.]*(your|the) Moon)(?=[^.]*houses 4 and 5)/,
      ],
    },
  ];

  test.each(CASES)('$q: both sides named with their points, then the side the sky supports or a tie', (c) => {
    const seen = { favoured: 0, alike: 0, ic: 0 };
    for (const d of dates.slice(0, 12)) {
      const facts = factsOf({ ...question(c.q, d, c.lang), topic: 'travail' }) as AstrologyFacts;
      const dilemma = facts.dilemma;
      expect(dilemma, 'the facts carry the two sides').toBeTruthy();
      const paragraphs = writeOffline({ lang: c.lang, facts, length: 'short' });
      // No yes or no to an either-or question: the opening says what the period shows, the next weighs.
      expect(paragraphs[0]!.text).not.toMatch(
        /Réponse du ciel|Le ciel répond|The sky answers|plutôt oui|mostly yes/,
      );
      const weighed = paragraphs[1]!;
      // The typography pass puts no-break spaces around numbers and before colons.
      const text = weighed.text.replace(/[\u00a0\u202f]/g, ' ');
      expect(text).toMatch(c.sides[0]);
      expect(text).toMatch(c.sides[1]);
      // Every slow transit weighed is cited, and so is each side's ruler.
      for (const s of dilemma!.sides) {
        for (const t of s.transits)
          expect(
            weighed.facts.some((id) => id.startsWith(`transit.${t.planet_id}-${t.aspect_id}-${t.natal_id}`)),
          ).toBe(true);
        if (s.ruler) expect(weighed.facts).toContain(`ruler.${s.ruler.house}`);
      }
      // The home's side reads the IC, opposite the Midheaven: named with its points, and each slow
      // transit to the Midheaven told again from there, by its angle at the IC.
      const home = dilemma!.sides.find((s) => s.area === 'home');
      if (home) {
        expect(home.ic).toBe(true);
        expect(text).toMatch(/votre Fond du Ciel \(la racine du foyer\)|your IC \(the Imum Coeli/);
        const atIc = home.transits.filter((t) => t.ic).length;
        expect(
          text.match(
            /avec votre Fond du Ciel, au pôle inverse|sur votre Fond du Ciel même|to your IC at the other pole|right over your IC/g,
          )?.length ?? 0,
        ).toBe(atIc);
        seen.ic += atIc;
      }
      const [a, b] = dilemma!.sides;
      if (dilemma!.favoured === null) {
        expect(Math.abs(a.score - b.score)).toBeLessThan(1);
        expect(text).toMatch(/pèsent à peu près autant|weigh about the same/);
        seen.alike++;
      } else {
        const win = dilemma!.sides[dilemma!.favoured]!;
        const lose = dilemma!.sides[1 - dilemma!.favoured]!;
        expect(win.score).toBeGreaterThan(lose.score);
        expect(text).toContain(c.lang === 'fr' ? `soutient davantage ${win.name}` : `favours ${win.name}`);
        seen.favoured++;
      }
    }
    expect(seen.favoured + seen.alike).toBe(12);
    // Over twelve births, a slow planet meets the Midheaven in some: the IC is weighed, not only named.
    if (c.sides.some((r) => /famille|family/.test(r.source))) expect(seen.ic).toBeGreaterThan(0);
  });

  test('the weighing passes the writing check a model’s text meets, birth time known or not', async () => {
    const interpreter = createOfflineInterpreter();
    const refused: string[] = [];
    for (const c of CASES)
      for (const [i, d] of dates.slice(0, 20).entries()) {
        const inputs = { ...question(c.q, d, c.lang), birth_time: i % 4 === 3 ? null : '14:30' };
        await interpreter
          .interpret({ lang: c.lang, facts: factsOf(inputs), length: 'short' })
          .catch((e: Error) => refused.push(`${c.q} ${d}: ${e.message}`));
      }
    expect(refused).toEqual([]);
  });

  test('a question with « ou » that is not two options is answered as before, without a weighing', () => {
    const facts = factsOf(question('Va-t-il m’appeler ou pas ?', dates[0]!)) as AstrologyFacts;
    expect(facts.dilemma).toBeNull();
    const paragraphs = writeOffline({ lang: 'fr', facts, length: 'short' });
    expect(paragraphs.some((p) => /deux voies en balance|Deux choix s’opposent/.test(p.text))).toBe(false);
  });
});
