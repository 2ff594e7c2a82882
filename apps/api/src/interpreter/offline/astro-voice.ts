/**
 * How the offline writer weighs and words astrology facts: which points lead for a topic, whether a
 * transit carries or strains (a square is not a trine, Saturn is not Jupiter), its text by aspect and
 * planet (domain transit-meaning), and a placement's dignity.
 */
import { dignityOf } from '@arcanes/domain/astrology/dignities';
import {
  aspectNature,
  fillTheme,
  NATAL_THEMES,
  transitMeaning,
} from '@arcanes/domain/astrology/transit-meaning';
import type { NatalTarget, TransitingId } from '@arcanes/domain/astrology/transits';
import type { PlanetId, PointId } from '@arcanes/domain/astrology/zodiac';
import type { Lexicon } from '@arcanes/domain/writers/astrology-lexicon';
import { LEXICON_EN } from '@arcanes/domain/writers/astrology-lexicon-en';
import { LEXICON_FR } from '@arcanes/domain/writers/astrology-lexicon-fr';
import type { AspectType } from '@arcanes/domain/astrology/aspects';
import type { AstrologyFacts, PlacementFact } from '#api/interpreter/facts.ts';
import { TRANSIT_TEXT_MORE, TRANSIT_TEXT_VARIANTS, TRANSIT_THEMES } from './astro-words';
import type { Picker } from './pick';

export type Transit = AstrologyFacts['transits'][number];
type Lang = 'fr' | 'en';

export const lexiconOf = (lang: Lang): Lexicon => (lang === 'fr' ? LEXICON_FR : LEXICON_EN);

/** The points that lead for each topic of a question. */
export const FOCUS: Record<string, PointId[]> = {
  amour: ['venus', 'moon', 'mars'],
  travail: ['mc', 'saturn', 'sun', 'mars'],
  sante: ['sun', 'mars', 'moon'],
  argent: ['jupiter', 'saturn', 'venus'],
  famille: ['moon', 'saturn', 'venus'],
  general: ['sun', 'moon', 'ascendant'],
};

export function focusOf(f: AstrologyFacts): PointId[] {
  return (FOCUS[f.topic ?? 'general'] ?? FOCUS.general!).filter((id) =>
    f.placements.some((p) => p.id === id),
  );
}

export function placement(f: AstrologyFacts, id: PointId): PlacementFact | undefined {
  return f.placements.find((p) => p.id === id);
}

const BENEFIC = new Set(['jupiter', 'venus', 'sun']);
const HEAVY = new Set(['saturn', 'pluto', 'mars']);

/** +1 carries, −1 strains, 0 depends: by the aspect's nature and, for a conjunction, by the planet. */
export function weight(t: Pick<Transit, 'aspect_id' | 'planet_id'>): -1 | 0 | 1 {
  const nature = aspectNature(t.aspect_id as AspectType);
  if (nature === 'flowing') return 1;
  if (nature === 'tense') return -1;
  if (BENEFIC.has(t.planet_id)) return 1;
  if (HEAVY.has(t.planet_id)) return -1;
  return 0;
}

/**
 * The wordings of six words at most: a forecast meets the natal Sun a dozen times and walks through all
 * its themes, so a longer one (« votre volonté et l’image que vous avez de vous-même ») was a seven-word
 * frame of every such reading (issue 38). All of them when none is that short.
 */
function shortThemes(themes: readonly string[]): readonly string[] {
  const short = themes.filter((t) => t.split(/[\s’'-]+/).length <= 6);
  return short.length > 0 ? short : themes;
}

/**
 * The transit's meaning by planet and aspect, with the natal point's theme in place (with a picker, in
 * one of its wordings, astro-words.ts): every curated text of that planet and aspect (the domain's, a
 * second for the fast planets, more in TRANSIT_TEXT_MORE), the theme in the same wording in each: a
 * paragraph that meets the same planet and aspect twice (Venus square two points) tells the second in
 * another text instead of repeating the first.
 */
export function transitTexts(t: Transit, lang: Lang, pick?: Picker): string[] {
  const natal = t.natal_id as NatalTarget;
  const wording = pick
    ? pick.pick(
        shortThemes([NATAL_THEMES[natal][lang], ...(TRANSIT_THEMES[natal]?.[lang] ?? [])]),
        `theme.${natal}`,
      )
    : undefined;
  const meaning = transitMeaning(
    t.planet_id as TransitingId,
    t.aspect_id as AspectType,
    natal,
    lang,
    wording,
  );
  const second =
    TRANSIT_TEXT_VARIANTS[lang][t.planet_id as keyof (typeof TRANSIT_TEXT_VARIANTS)['fr']]?.[
      t.aspect_id as keyof (typeof TRANSIT_TEXT_VARIANTS)['fr']['sun']
    ];
  const more =
    TRANSIT_TEXT_MORE[lang][t.planet_id]?.[
      t.aspect_id as keyof (typeof TRANSIT_TEXT_VARIANTS)['fr']['sun']
    ] ?? [];
  return [meaning.text, ...(second ? [second] : []), ...more].map((text, i) =>
    i === 0 ? text : fillTheme(text, meaning.theme),
  );
}

export const transitId = (f: AstrologyFacts, t: Transit): string => {
  const base = `transit.${t.planet_id}-${t.aspect_id}-${t.natal_id}`;
  const same = f.transits.filter((x) => `transit.${x.planet_id}-${x.aspect_id}-${x.natal_id}` === base);
  const n = same.indexOf(t) + 1;
  return n <= 1 ? base : `${base}-${n}`;
};

/** Transits touching the focus points first, then by strength of meaning (heavy planets, exactness). */
export function ranked(f: AstrologyFacts, focus: PointId[]): Transit[] {
  const slow = ['pluto', 'neptune', 'uranus', 'saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury'];
  const score = (t: Transit) =>
    (focus.includes(t.natal_id as PointId) ? 100 : 0) + (t.exact ? 10 : 0) + (9 - slow.indexOf(t.planet_id));
  return [...f.transits].sort((a, b) => score(b) - score(a));
}

/** « est chez elle en Taureau » / « is at home in Taurus », or null when the planet has no dignity there. */
export function dignityPhrase(p: PlacementFact, lang: Lang): string | null {
  if (p.id === 'ascendant' || p.id === 'mc' || p.id === 'node') return null;
  const d = dignityOf(p.id as PlanetId, p.sign);
  if (!d) return null;
  // What the planet stands for, in one of its short wordings chosen by its degree, inside the sentence:
  // each seven words hold the planet, its sign or its theme, so two charts with a planet in exile do not
  // share one frame (issue 38, « y travaille à contre-courant, ce qui forge une manière bien à vous »).
  const themes = TRANSIT_THEMES[p.id]?.[lang] ?? [];
  const theme =
    themes[p.degree % Math.max(themes.length, 1)] ?? (lang === 'fr' ? 'son domaine' : 'its field');
  const il = pronounFr(p.id);
  const lui = il === 'il' ? 'lui' : 'elle';
  const who = `${articleFr(p.id)}${p.name}`;
  const it = `${articleEn(p.id)}${p.name}`;
  const s = p.sign_name;
  // Three ways each, chosen by the degree (another digit than the theme's): a slow planet shares its sign
  // with a whole generation, and one wording per dignity made « Saturne est en exil en Cancer, il y mène »
  // a frame of its own.
  const fr: Record<string, readonly string[]> = {
    domicile: [
      `${who} {est|se trouve} en domicile en ${s} : chez ${lui} en ${s}, ${il} {sert|nourrit|soutient} ${theme} {avec naturel|sans effort|tout naturellement}`,
      `en ${s}, son signe {de domicile|d’élection}, ${who} {sert|nourrit} ${theme} {sans forcer|avec aisance}`,
      `${who} joue à domicile en ${s}, ce qui {donne|prête|apporte} à ${theme} une aisance {naturelle|évidente}`,
    ],
    exaltation: [
      `${who} {est|se trouve} en exaltation en ${s} : ${il} y {porte|mène|hisse} ${theme} {à son meilleur|au plus haut|à son sommet}`,
      `en ${s}, signe de son exaltation, ${who} {porte|élève} ${theme} {au plus haut|à son sommet}`,
      `${who} trouve en ${s} son exaltation, ce qui {élève|grandit|sublime} ${theme}`,
    ],
    detriment: [
      `${who} {est|se trouve|vit} en exil en ${s} : ${il} y {mène|conduit|vit} ${theme} {à contre-courant|à rebours}, {à votre façon|à sa manière|selon ses propres règles|par ses propres chemins}`,
      `en ${s}, signe de son exil, ${who} {mène|conduit} ${theme} {à rebours|à contre-courant}, {à sa manière|à sa façon}`,
      `${who} se trouve en exil en ${s} : ${il} y {conduit|mène} ${theme} par une voie {à part|bien à elle|singulière}`,
    ],
    fall: [
      `${who} {est|se trouve} en chute en ${s} : ${il} y porte ${theme} {avec peine|difficilement}, et {gagne en profondeur|y gagne en profondeur|gagne en densité}`,
      `en ${s}, signe de sa chute, ${who} porte ${theme} {avec effort|laborieusement}, {non sans profondeur|mais en profondeur}`,
      `${who} connaît en ${s} sa chute : ${il} y {bâtit|construit} ${theme} lentement, {mais solidement|mais durablement}`,
    ],
  };
  const en: Record<string, readonly string[]> = {
    domicile: [
      `${it} is in its domicile in ${s}: at home in ${s}, it {serves|feeds|supports} ${theme} {naturally|with ease|effortlessly}`,
      `in ${s}, its own sign, ${it} {serves|feeds} ${theme} {without forcing|with ease}`,
      `${it} plays at home in ${s}, which {gives|lends} ${theme} {a natural ease|an easy grace}`,
    ],
    exaltation: [
      `${it} is exalted in ${s}: it {brings out the best in|draws the best from|lifts} ${theme}`,
      `in ${s}, the sign of its exaltation, ${it} {gives its best to|raises} ${theme}`,
      `${it} finds its exaltation in ${s}, which {lifts|raises|elevates} ${theme}`,
    ],
    detriment: [
      `${it} is in detriment in ${s}: it {handles|leads|lives out} ${theme} {against the grain|against the current}, {your own way|in its own way|by its own rules|after its own fashion}`,
      `in ${s}, the sign of its detriment, ${it} {takes|leads} ${theme} by {an unusual road|a road of its own}`,
      `${it} sits in detriment in ${s}: it {leads|takes} ${theme} down {a path of its own|an unusual path}`,
    ],
    fall: [
      `${it} is in its fall in ${s}: it carries ${theme} {with effort|with difficulty|at some cost}, {and gains depth|and grows deeper for it|yet gains in depth}`,
      `in ${s}, the sign of its fall, ${it} carries ${theme} {with effort|laboriously}, {yet deeply|but in depth}`,
      `${it} meets its fall in ${s}: it {builds|constructs} ${theme} slowly but {soundly|surely}`,
    ],
  };
  const ways = (lang === 'fr' ? fr : en)[d];
  return ways ? (ways[Math.floor(p.degree / 6) % ways.length] ?? null) : null;
}

const FEMININE_POINTS = new Set(['moon', 'venus']);
/** « elle » for the Moon and Venus, « il » for the others. */
export const pronounFr = (id: PointId) => (FEMININE_POINTS.has(id) ? 'elle' : 'il');
/** « le » Soleil, « la » Lune, « l’ »Ascendant; no article for the planets named like gods. */
export function articleFr(id: PointId): string {
  if (id === 'sun' || id === 'node') return 'le ';
  if (id === 'moon') return 'la ';
  if (id === 'ascendant') return 'l’';
  if (id === 'mc') return 'le ';
  return '';
}
export const articleEn = (id: PointId) =>
  id === 'sun' || id === 'moon' || id === 'node' ? 'the ' : id === 'ascendant' || id === 'mc' ? 'the ' : '';

/** « natal » or « natale »: the Moon and Venus are feminine in French. */
export const natalFr = (id: string) => (id === 'moon' || id === 'venus' ? 'natale' : 'natal');
