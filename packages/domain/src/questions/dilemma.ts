// A question that weighs two options (issue 38): « Dois-je accepter ce poste à Lyon ou rester près de mes
// enfants ? », "Move in with him or keep my flat?". Recognised by its shape and its meaning, not by a list of
// phrases: two alternatives joined by « ou » / "or", « entre … et … », « plutôt que » / "rather than" /
// "instead of", « quitter … pour … » / "leave … for …", where each side speaks of a part of life of its own
// (career, home and children, study, love, money, health). « Va-t-il m’appeler ou pas ? » has one option
// and its negation; « Est-ce qu’il m’aime ou est-ce qu’il joue ? » has two sides of the same part of life:
// neither is two options to weigh.
import { foldQuestion } from './normalize';

/** A part of life a side of a dilemma speaks of, and so the points of the chart that answer for it. */
export type DilemmaArea = 'career' | 'home' | 'study' | 'love' | 'money' | 'health';

export interface Dilemma {
  /** The two sides in the order the question asks them, each by its part of life and its own words. */
  sides: [{ area: DilemmaArea; words: string }, { area: DilemmaArea; words: string }];
}

const KIN =
  'enfants?|fils|fille|filles|bebe|famille|parents|mere|pere|maman|papa|frere|soeur|children|child|kids?|son|sons|daughters?|baby|family|parents|mother|mum|mom|father|dad|brother|sister';

/**
 * Each part of life by its words, in the order a side is tested: kin first (« rester près de mes enfants »,
 * "while my son starts secondary school" are about the home, not school), a partner before a place (« vivre
 * avec lui », "move in with him"), a dwelling last (« garder mon appartement », "keep my flat").
 */
const AREAS: readonly [DilemmaArea, RegExp][] = [
  ['home', new RegExp(` (${KIN}) `)],
  [
    'love',
    / (avec (lui|elle)|amour|couple|mari|femme|conjoint|compagnon|compagne|copain|copine|fiance|fiancee|marier|mariage|epouser|relation|with (him|her)|love|boyfriend|girlfriend|husband|wife|partner|relationship|marry|marriage|engaged) /,
  ],
  [
    'study',
    / (etudes|etudier|formation|diplome|universite|fac|master|licence|doctorat|ecole|concours|studies|study|studying|degree|university|college|school|course|training|phd|masters) /,
  ],
  [
    'career',
    / (travail|boulot|job|emploi|poste|carriere|metier|entreprise|promotion|mutation|contrat|cdi|demission|demissionner|patron|work|working|career|position|role|company|firm|promotion|transfer|contract|business|boss|offer) /,
  ],
  [
    'money',
    / (argent|economies|epargne|salaire|investir|placer|pret|credit|dettes?|heritage|money|savings|salary|invest|investing|loan|debts?|inheritance|pay) /,
  ],
  [
    'health',
    / (sante|repos|soigner|guerir|sport|burn out|fatigue|health|rest|heal|healing|fitness|burnout|exhaustion) /,
  ],
  [
    'home',
    / (maison|appartement|appart|logement|chez moi|foyer|demenager|home|flat|house|apartment|move house|moving house) /,
  ],
];

/** The part of life a side speaks of, or null when it speaks of none (« ou pas », "or later"). */
export function areaOf(folded: string): DilemmaArea | null {
  const text = ` ${folded.trim()} `;
  for (const [area, pattern] of AREAS) if (pattern.test(text)) return area;
  return null;
}

/** The alternative a side must not be: a negation or a time, the same option asked yes or no. */
const NEGATION = /^ ?(pas|non|rien|jamais|not|no|nothing|never|plus tard|later|maintenant|now) /;

/** The ways two options are joined, each giving the two sides' folded words. */
const SHAPES: readonly RegExp[] = [
  / entre (.+?) et (.+)$/,
  / (.+?) plutot que (de |d )?(.+)$/,
  / (.+?) au lieu de (.+)$/,
  / (.+?) rather than (.+)$/,
  / (.+?) instead of (.+)$/,
  / (quitter|quitte|quittes|lacher|abandonner|arreter) (.+?) pour (.+)$/,
  / (leave|quit|give up|drop) (.+?) (for|to) (.+)$/,
];

/** The question's two options, when it weighs two of them that speak of different parts of life. */
export function dilemmaOf(question: string | null | undefined): Dilemma | null {
  if (!question) return null;
  const folded = foldQuestion(question);
  const candidates: [string, string][] = [];
  for (const shape of SHAPES) {
    const m = folded.match(shape);
    if (!m) continue;
    const groups = m
      .slice(1)
      .filter(
        (g) =>
          g !== undefined &&
          !/^(de |d |for|to|quitter|quitte|quittes|lacher|abandonner|arreter|leave|quit|give up|drop)\s*$/.test(
            g,
          ),
      );
    if (groups.length >= 2) candidates.push([groups[0]!, groups[groups.length - 1]!]);
  }
  // « A ou B », "A or B": at each « ou » / "or", the words before and after it.
  const joins = [...folded.matchAll(/ (ou|or) /g)];
  for (const j of joins) {
    const before = folded.slice(0, j.index);
    const after = folded.slice(j.index + j[0].length - 1);
    candidates.push([before, after]);
  }
  for (const [a, b] of candidates) {
    if (NEGATION.test(b)) continue;
    const first = areaOf(a);
    const second = areaOf(b);
    if (first && second && first !== second)
      return {
        sides: [
          { area: first, words: a.trim() },
          { area: second, words: b.trim() },
        ],
      };
  }
  return null;
}
