// The inputs of the reading-quality benchmark: a fixed seed draws varied people (names, sex, births
// 1940–2008, known or unknown birth times, a dozen places on five continents), topics, periods,
// questions and tarot draws, so that two runs read the same readings and can be compared.
import { getPlace } from '../apps/api/src/modules/places/places.service';
import type { ReadingInputs } from '../apps/api/src/modules/readings/request/inputs';
import { croixFifthCard } from '../packages/domain/src/tarot/croix';
import { DECK } from '../packages/domain/src/tarot/deck';
import { COMPUTED_POSITION } from '../packages/domain/src/tarot/draw';
import { pickCount } from '../packages/domain/src/tarot/spread';
import { CARD_COUNT_RANGE, spreadFor } from '../packages/domain/src/tarot/spreads';
import { QUESTIONS_EN, QUESTIONS_FR, type Question } from './reading-quality-questions';

/** mulberry32: small, seedable, good enough to vary inputs. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The birth places, by GeoNames id: labelled as the site labels them in each language (« Reykjavík, Islande »). */
const PLACE_IDS = [
  '2988507', // Paris
  '2995469', // Marseille
  '2800866', // Bruxelles
  '6077243', // Montréal
  '2253354', // Dakar
  '2553604', // Casablanca
  '5128581', // New York
  '3435910', // Buenos Aires
  '1850147', // Tokyo
  '2147714', // Sydney
  '935264', // Saint-Denis, La Réunion
  '3413829', // Reykjavík
  '4033936', // Papeete
];

function placeOf(id: string, lang: 'fr' | 'en') {
  const p = getPlace(id, lang);
  if (!p) throw new Error(`place ${id} is not in the gazetteer`);
  return { id: p.id, label: p.label, lat: p.lat, lon: p.lon, zone: p.zone };
}

type Sexe = 'homme' | 'femme' | null;
const NAMES: Record<'fr' | 'en', { women: string[]; men: string[]; both: string[]; last: string[] }> = {
  fr: {
    women: [
      'Léa',
      'Manon',
      'Chloé',
      'Inès',
      'Sophie',
      'Nathalie',
      'Isabelle',
      'Françoise',
      'Aïcha',
      'Hélène',
      'Émilie',
      'Océane',
    ],
    men: [
      'Thomas',
      'Nicolas',
      'Julien',
      'Karim',
      'Mathieu',
      'Éric',
      'Jean-Pierre',
      'Antoine',
      'Hugo',
      'Olivier',
      'Yann',
      'Amadou',
    ],
    both: ['Camille', 'Dominique', 'Claude', 'Sacha', 'Alix', 'Charlie', 'Andréa', 'Eden'],
    last: [
      'Martin',
      'Bernard',
      'Dubois',
      'Lefèvre',
      'N’Diaye',
      'Nguyen',
      'Rossi',
      'Benali',
      'Moreau',
      'Da Silva',
      'Girard',
      'Le Goff',
    ],
  },
  en: {
    women: ['Emily', 'Sarah', 'Olivia', 'Grace', 'Hannah', 'Amelia', 'Isla', 'Chloe', 'Ava'],
    men: ['James', 'Michael', 'Daniel', 'Ethan', 'Oliver', 'Harry', 'Isaac', 'Noah', 'Arjun'],
    both: ['Alex', 'Jordan', 'Taylor', 'Sam', 'Morgan', 'Robin', 'Avery', 'Elliot'],
    last: [
      'Smith',
      'O’Brien',
      'García',
      'Kowalski',
      'Patel',
      'Johnson',
      'Williams',
      'MacLeod',
      'Okafor',
      'Evans',
    ],
  },
};

export interface GeneratedReading {
  inputs: ReadingInputs;
  /** The question asked (options with a question), with the bench's subject words. */
  question: Question | null;
}

/** `perOption` readings for each of the nine options, half in French and half in English. */
export function generateInputs(seed: number, perOption: number): GeneratedReading[] {
  const rnd = seeded(seed);
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const one = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
  const shuffled = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  // Each question is asked once per run while the list lasts.
  const queues = { fr: shuffled(QUESTIONS_FR), en: shuffled(QUESTIONS_EN) };
  const nextQuestion = (lang: 'fr' | 'en'): Question => {
    if (queues[lang].length === 0) queues[lang] = shuffled(lang === 'fr' ? QUESTIONS_FR : QUESTIONS_EN);
    return queues[lang].shift() as Question;
  };
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = (fromYear: number, toYear: number) =>
    `${int(fromYear, toYear)}-${pad(int(1, 12))}-${pad(int(1, 28))}`;

  const out: GeneratedReading[] = [];
  for (const domain of ['astrologie', 'numerologie', 'tarot'] as const) {
    for (const option of [1, 2, 3] as const) {
      for (let i = 0; i < perOption; i++) {
        const lang = i % 2 === 0 ? 'fr' : 'en';
        const names = NAMES[lang];
        const kind = one(['women', 'men', 'both'] as const);
        const first_name = one(names[kind]);
        const sexe: Sexe =
          kind === 'both' || rnd() < 0.15
            ? one(['homme', 'femme', null] as const)
            : kind === 'women'
              ? 'femme'
              : 'homme';
        const reading_date = date(2026, 2027);
        const birth_date = date(1940, 2008);
        const birth_time = rnd() < 0.25 ? null : `${pad(int(0, 23))}:${pad(int(0, 59))}`;
        const where = placeOf(one(PLACE_IDS), lang);
        const base = { option, lang, first_name, reading_date } as const;
        const asks = option === 1 ? domain !== 'numerologie' : domain === 'tarot' && option === 2;
        const question = asks ? nextQuestion(lang) : null;
        if (domain === 'astrologie') {
          const topic = question
            ? question.topic === 'general'
              ? one(['amour', 'travail', 'sante'] as const)
              : question.topic
            : null;
          out.push({
            question,
            inputs: {
              ...base,
              domain,
              sexe,
              birth_date,
              birth_time,
              place_input: where.label.split(',')[0] ?? where.label,
              place: where,
              topic,
              period: option === 1 ? one(['semaine', 'mois'] as const) : null,
              question: question?.text ?? null,
            },
          });
        } else if (domain === 'numerologie') {
          out.push({
            question,
            inputs: {
              ...base,
              domain,
              full_name: `${first_name} ${one(names.last)}`,
              sexe,
              birth_date,
              birth_time,
              birth_place: rnd() < 0.5 ? where.label : null,
              current_date: reading_date,
              topic: option === 3 ? 'general' : one(['amour', 'travail', 'general'] as const),
              question: null,
            },
          });
        } else {
          const range = CARD_COUNT_RANGE[option];
          const count = int(range.min, range.max);
          const cards = shuffled(DECK).slice(0, count);
          const positions = shuffled([...Array(78).keys()]).slice(0, count);
          // As the real path draws: the picked cards, then for the croix its fifth card computed from
          // the four picked and read upright (packages/domain/src/tarot/draw.ts).
          const picked = pickCount(spreadFor(option, count));
          const picks = cards.slice(0, picked).map((c, k) => ({
            position: positions[k] ?? k,
            card_id: c.id,
            reversed: rnd() < 0.3,
          }));
          if (picked < count) {
            const fifth = croixFifthCard(cards.slice(0, picked)).card;
            picks.push({ position: COMPUTED_POSITION, card_id: fifth.id, reversed: false });
          }
          const topic = question
            ? question.topic === 'sante'
              ? 'general'
              : question.topic
            : one(['amour', 'travail', 'general'] as const);
          out.push({
            question,
            inputs: {
              ...base,
              domain,
              question: question?.text ?? null,
              topic,
              period: option === 2 ? one(['jour', 'semaine', 'mois', null] as const) : null,
              client_date: reading_date,
              draw_id: null,
              count,
              picks,
            },
          });
        }
      }
    }
  }
  return out;
}
