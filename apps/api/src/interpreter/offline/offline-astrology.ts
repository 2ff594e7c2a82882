/**
 * The offline intuitive reading for astrology: the chart's actual placements, aspects and dated
 * transits, told warmly in varied frames chosen by the picker. Option 1 here; 2–3 in the -long file.
 */
import type { Lexicon } from '@arcanes/domain/writers/astrology-lexicon';
import { LEXICON_EN } from '@arcanes/domain/writers/astrology-lexicon-en';
import { LEXICON_FR } from '@arcanes/domain/writers/astrology-lexicon-fr';
import type { PointId } from '@arcanes/domain/astrology/zodiac';
import type { AstrologyFacts, PlacementFact } from '../facts';
import { capitalise, type Picker } from './pick';
import { closingLine, openingLine } from './offline-phrases';

export const lexiconOf = (lang: 'fr' | 'en'): Lexicon => (lang === 'fr' ? LEXICON_FR : LEXICON_EN);

export const FOCUS: Record<string, PointId[]> = {
  amour: ['venus', 'moon'],
  travail: ['mc', 'saturn', 'mars'],
  sante: ['sun', 'mars'],
  general: ['sun', 'moon'],
};

export function placement(f: AstrologyFacts, id: PointId): PlacementFact | undefined {
  return f.placements.find((p) => p.id === id);
}

/** "le Soleil en Taureau" / "the Sun in Taurus"; angles read "votre Ascendant Vierge". */
export function named(lex: Lexicon, p: PlacementFact): string {
  if (p.id === 'ascendant' || p.id === 'mc')
    return lex.lang === 'fr' ? `votre ${p.name} en ${p.sign_name}` : `your ${p.name} in ${p.sign_name}`;
  return `${lex.t.article(p.name)} ${lex.inSign(p.sign)}`;
}

export function orbText(orb: number): string {
  const d = Math.floor(orb);
  return `${d}°${String(Math.round((orb - d) * 60) % 60).padStart(2, '0')}′`;
}

const INDEF_FR: Record<string, string> = {
  conjunction: 'une',
  opposition: 'une',
  square: 'un',
  trine: 'un',
  sextile: 'un',
};

/** "le trio Soleil en Taureau, Lune en Verseau et Ascendant en Vierge". */
export function triad(f: AstrologyFacts): string {
  const fr = f.lang === 'fr';
  const parts = (['sun', 'moon', 'ascendant'] as const).flatMap((id) => {
    const p = placement(f, id);
    return p ? [`${p.name} ${fr ? 'en' : 'in'} ${p.sign_name}`] : [];
  });
  return parts.length === 3
    ? `${parts[0]}, ${parts[1]} ${fr ? 'et' : 'and'} ${parts[2]}`
    : parts.join(fr ? ' et ' : ' and ');
}

export function placementParagraph(lex: Lexicon, p: PlacementFact, pick: Picker): string {
  const fr = lex.lang === 'fr';
  const theme = lex.theme[p.id];
  const style = lex.signs[p.sign].style;
  const house = p.house
    ? fr
      ? pick.pick(
          [
            ` Sa place en ${lex.house(p.house)} — ${lex.houses[p.house - 1]} — montre où cela se vit le plus concrètement.`,
            ` C’est en ${lex.house(p.house)}, le domaine de ${lex.houses[p.house - 1]}, que cette énergie trouve son terrain.`,
            ` La ${lex.house(p.house)} lui donne un décor : ${lex.houses[p.house - 1]}.`,
            ` Vous le sentirez surtout du côté de ${lex.houses[p.house - 1]} (${lex.house(p.house)}).`,
          ],
          'house',
        )
      : pick.pick(
          [
            ` Its place in the ${lex.house(p.house)} — ${lex.houses[p.house - 1]} — shows where this is lived most concretely.`,
            ` In the ${lex.house(p.house)}, the field of ${lex.houses[p.house - 1]}, this energy finds its ground.`,
            ` The ${lex.house(p.house)} gives it a setting: ${lex.houses[p.house - 1]}.`,
            ` You will feel it most around ${lex.houses[p.house - 1]} (${lex.house(p.house)}).`,
          ],
          'house',
        )
    : '';
  const frames = fr
    ? [
        `Tout commence avec ${named(lex, p)}. Ce placement parle de ${theme} ; chez vous, tout cela s’exprime ${style}.`,
        `Regardons ${named(lex, p)}. C’est le lieu de ${theme}, et tout s’y vit ${style}.`,
        `Votre thème place ${named(lex, p)}. Pour ${theme}, cela donne une couleur bien à vous : tout passe ${style}.`,
      ]
    : [
        `It all begins with ${named(lex, p)}. This placement speaks of ${theme}; in you, all of it is expressed ${style}.`,
        `Look at ${named(lex, p)}. It is the place of ${theme}, and everything there is lived ${style}.`,
        `Your chart has ${named(lex, p)}. For ${theme}, this gives a colour of your own: everything flows ${style}.`,
      ];
  const retro =
    p.retrograde && lex.retrograde[p.id]
      ? fr
        ? ` Rétrograde à votre naissance : ${lex.retrograde[p.id]}.`
        : ` Retrograde at your birth: ${lex.retrograde[p.id]}.`
      : '';
  return pick.pick(frames, 'placement') + house + retro;
}

export function aspectParagraph(f: AstrologyFacts, focus: PointId[], pick: Picker): string | null {
  const lex = lexiconOf(f.lang);
  const fr = f.lang === 'fr';
  const aspect = f.aspects.find((a) => focus.includes(a.a) || focus.includes(a.b)) ?? f.aspects[0];
  if (!aspect) return null;
  const nature = lex.aspects[aspect.type as keyof Lexicon['aspects']]?.nature ?? '';
  const a = lex.t.article(aspect.a_name);
  const b = lex.t.article(aspect.b_name);
  const orb = orbText(aspect.orb);
  return fr
    ? pick.pick([
        `Un aspect mérite votre attention : entre ${a} et ${b}, votre thème dessine ${INDEF_FR[aspect.type] ?? 'un'} ${aspect.type_name} (orbe ${orb}). C’est ${nature}.`,
        `Il y a aussi ce lien, ${INDEF_FR[aspect.type] ?? 'un'} ${aspect.type_name} entre ${a} et ${b}, à ${orb} près : ${nature}. Vous le connaissez sans doute déjà de l’intérieur.`,
      ])
    : pick.pick([
        `One aspect deserves your attention: between ${a} and ${b} your chart draws a ${aspect.type_name} (orb ${orb}). It is ${nature}.`,
        `There is also this link, a ${aspect.type_name} between ${a} and ${b}, within ${orb}: ${nature}. You probably already know it from the inside.`,
      ]);
}

export function transitSentence(lex: Lexicon, t: AstrologyFacts['transits'][number], pick: Picker): string {
  const fr = lex.lang === 'fr';
  const core = lex.core[t.natal_id as keyof Lexicon['core']] ?? t.natal;
  const action = lex.transitAction[t.aspect_id as keyof Lexicon['transitAction']];
  // The planet's colour, then what the aspect does with it: a square strains, a trine supports.
  const flavour = `${lex.transitFlavour[t.planet_id as keyof Lexicon['transitFlavour']] ?? ''}${action ? `, ${action(core)}` : ''}`;
  const when = lex.range(t.start, t.end);
  const peak = t.exact
    ? fr
      ? `, au plus fort le ${lex.date(t.exact)}`
      : `, peaking on ${lex.date(t.exact)}`
    : '';
  return fr
    ? pick.pick(
        [
          `${capitalise(when)}${peak}, ${lex.t.article(t.planet)} forme ${INDEF_FR[t.aspect_id] ?? 'un'} ${t.aspect} avec votre ${t.natal} de naissance : ${flavour}.`,
          `${capitalise(lex.t.article(t.planet))} en ${t.aspect} avec votre ${t.natal} de naissance, ${when}${peak}, apporte ${flavour}.`,
        ],
        'transit',
      )
    : pick.pick(
        [
          `${capitalise(when)}${peak}, ${lex.t.article(t.planet)} makes a ${t.aspect} to your natal ${t.natal}: ${flavour}.`,
          `${capitalise(lex.t.article(t.planet))} in ${t.aspect} to your natal ${t.natal}, ${when}${peak}, brings ${flavour}.`,
        ],
        'transit',
      );
}

/** Option 1: four to six paragraphs that answer the question from the chart and the period's sky. */
export function astrologyShort(f: AstrologyFacts, pick: Picker): string[] {
  const lex = lexiconOf(f.lang);
  const fr = f.lang === 'fr';
  const topic = f.topic ?? 'general';
  const focus = (FOCUS[topic] ?? ['sun', 'moon']).filter((id) => placement(f, id));
  const paragraphs: string[] = [];
  const opening = openingLine(f.lang, f.first_name, f.question, pick);
  paragraphs.push(
    `${opening} ${fr ? pick.pick([`Votre ciel de naissance réunit ${triad(f)}.`, `Je pars de votre thème : ${triad(f)}.`]) : pick.pick([`Your birth sky brings together ${triad(f)}.`, `I start from your chart: ${triad(f)}.`])}`,
  );
  const main = focus[0] ? placement(f, focus[0]) : undefined;
  if (main) paragraphs.push(placementParagraph(lex, main, pick));
  const second = focus[1] ? placement(f, focus[1]) : undefined;
  if (second) {
    paragraphs.push(
      fr
        ? `${capitalise(named(lex, second))} ajoute sa note : ${lex.core[second.id]} se vit ${lex.signs[second.sign].style}. ${pick.pick(['Les deux ensemble racontent une histoire cohérente.', 'C’est dans leur dialogue que se trouve une part de votre réponse.'])}`
        : `${capitalise(named(lex, second))} adds its note: ${lex.core[second.id]} is lived ${lex.signs[second.sign].style}. ${pick.pick(['Together they tell a consistent story.', 'Part of your answer lies in their dialogue.'])}`,
    );
  }
  const aspect = aspectParagraph(f, focus, pick);
  if (aspect) paragraphs.push(aspect);
  const period =
    f.window && daysBetween(f.window.from, f.window.to) <= 8
      ? lex.periods.semaine.phrase
      : lex.periods.mois.phrase;
  if (f.transits.length > 0) {
    const lines = f.transits.slice(0, 3).map((t) => transitSentence(lex, t, pick));
    paragraphs.push(`${fr ? `Et ${period} ? ` : `And ${period}? `}${lines.join(' ')}`);
  } else {
    paragraphs.push(
      fr
        ? `${capitalise(period)}, le ciel reste calme pour votre thème : aucun grand transit ne touche vos points sensibles, ce qui laisse toute la place à ce que vous choisirez d’initier.`
        : `${capitalise(period)}, the sky stays quiet for your chart: no major transit touches your sensitive points, which leaves room for whatever you choose to begin.`,
    );
  }
  const closing = closingLine(f.lang, f.first_name, pick);
  paragraphs.push(topic === 'general' ? closing : `${lex.domains[topic].closing} ${closing}`);
  return paragraphs;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
