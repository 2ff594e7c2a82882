// The grammatical gender of each French card name, for the card-gender check of the reading-quality
// benchmark. The deck is the source of the names; the gender comes from the deck's own `gender`
// field when it has one (another change adds it), otherwise from the table below: the majors by
// their article (Le Mat, La Papesse, L’Impératrice f, L’Arcane sans nom m, Tempérance f) and the
// minors by rank (la Reine, every other rank masculine: l’As, le Deux … le Dix, le Valet, le Roi).
import { DECK } from '../packages/domain/src/tarot/deck';

export type CardGender = 'm' | 'f';

const FEMININE_MAJORS = new Set([
  'major-02-la-papesse',
  'major-03-l-imperatrice',
  'major-08-la-justice',
  'major-10-la-roue-de-fortune',
  'major-11-la-force',
  'major-14-temperance',
  'major-16-la-maison-dieu',
  'major-17-l-etoile',
  'major-18-la-lune',
]);
const QUEEN_RANK = 13;

/** The card's gender: the deck's field if present, else the table (majors by id, minors by rank). */
export function genderOfCard(card: (typeof DECK)[number]): CardGender {
  const own = (card as { gender?: unknown }).gender;
  if (own === 'm' || own === 'f') return own;
  if (own === 'masculine' || own === 'feminine') return own === 'masculine' ? 'm' : 'f';
  if (card.arcana === 'major') return FEMININE_MAJORS.has(card.id) ? 'f' : 'm';
  return card.rank === QUEEN_RANK ? 'f' : 'm';
}

/** The name as it appears in running text: no leading article (« du Bateleur », « la Force »). */
function core(nameFr: string): string {
  return nameFr.replace(/^(?:Le |La |L['’])/u, '').replace(/ \(La Mort\)$/u, '');
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let built: { pattern: RegExp; genderOf: (matched: string) => CardGender } | null = null;

/** One pattern for every card name (longest first), and the gender of a matched name. */
export function cardGenders(): { pattern: RegExp; genderOf: (matched: string) => CardGender } {
  if (built) return built;
  const byCore = new Map<string, CardGender>();
  for (const card of DECK) byCore.set(core(card.name.fr).replace(/’/g, "'"), genderOfCard(card));
  // Unknown ids in the table (a renamed card) would silently turn masculine: fail loudly instead.
  for (const id of FEMININE_MAJORS) {
    if (!DECK.some((c) => c.id === id)) throw new Error(`card-genders: no card ${id} in the deck`);
  }
  const alternatives = [...byCore.keys()]
    .sort((a, b) => b.length - a.length)
    .map((name) => {
      const body = escapeRe(name).replace(/'/g, "['’]");
      // L’Arcane sans nom may carry its usual name in brackets: one mention, masculine.
      return name === 'Arcane sans nom' ? `${body}(?: \\(La Mort\\))?` : body;
    });
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  const genderOf = (matched: string): CardGender =>
    byCore.get(matched.replace(/’/g, "'").replace(/ \(La Mort\)$/u, '')) ?? 'm';
  built = { pattern, genderOf };
  return built;
}
