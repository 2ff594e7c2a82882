/**
 * The offline intuitive reading of a compatibility report (decision 0200): the essential first (how
 * the two charts meet, and the strongest link), each person's Venus, Mars and Moon, the aspects that
 * bind them told once, the overlays, the composite, the numbers, and what to do with it. Every point
 * says whose it is (« la Vénus de Camille », “Camille’s Venus”), so the checker can read it.
 */
import type { AspectType } from '@arcanes/domain/astrology/aspects';
import { aspectNature } from '@arcanes/domain/astrology/transit-meaning';
import type { PointId } from '@arcanes/domain/astrology/zodiac';
import { numberMeaning } from '@arcanes/domain/numerology/meanings';
import type { NumerologyNumber } from '@arcanes/domain/numerology/reduction';
import { LEXICON_EN } from '@arcanes/domain/writers/astrology-lexicon-en';
import { LEXICON_FR } from '@arcanes/domain/writers/astrology-lexicon-fr';
import {
  RELATION_ASPECTS,
  RELATION_THEMES,
  compositePoint,
  deName,
  pointOf,
} from '@arcanes/domain/writers/compatibility-texts';
import type { CompatibilityFacts, PlacementFact, SynastryFact } from '#api/interpreter/facts.ts';
import type { WrittenParagraph } from '#api/interpreter/writing.ts';
import { para } from './compose';
import { capitalise, joinList, type Picker } from './pick';

type F = CompatibilityFacts;
const lexOf = (f: F) => (f.lang === 'fr' ? LEXICON_FR : LEXICON_EN);
const synId = (x: SynastryFact) => `synastry.${x.a}-${x.type}-${x.b}`;
const owner = (i: number) => (i === 0 ? 'a' : 'b');

/** Flowing aspects count for, tense ones against, conjunctions are intensity (weighed by closeness). */
function balance(f: F): { flow: number; tense: number; fusion: number } {
  const out = { flow: 0, tense: 0, fusion: 0 };
  for (const x of f.synastry) {
    const nature = aspectNature(x.type as AspectType);
    if (nature === 'flowing') out.flow++;
    else if (nature === 'tense') out.tense++;
    else out.fusion++;
  }
  return out;
}

const FR_COUNT = [
  'aucun',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
];
const EN_COUNT = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const count = (n: number, lang: 'fr' | 'en') => (lang === 'fr' ? FR_COUNT : EN_COUNT)[n] ?? String(n);

function pointWords(f: F, id: PointId, name: string, who: number): string {
  return pointOf(id, name, f.people[who]!.first_name, f.lang);
}

/** « la Vénus de Camille en trigone avec le Mars de Hugo » / “Camille’s Venus trine Hugo’s Mars”. */
function aspectWords(f: F, x: SynastryFact): string {
  const a = pointWords(f, x.a, x.a_name, 0);
  const b = pointWords(f, x.b, x.b_name, 1);
  return f.lang === 'fr' ? `${a} en ${x.type_name} avec ${b}` : `${a} ${x.type_name} ${b}`;
}

function essential(f: F, pick: Picker): WrittenParagraph {
  const fr = f.lang === 'fr';
  const [a, b] = f.people.map((p) => p.first_name) as [string, string];
  const { flow, tense, fusion } = balance(f);
  const lead = f.synastry[0];
  const kind = fr
    ? flow >= tense + 2
      ? 'une relation plutôt fluide, où l’entente vient sans qu’on la force'
      : tense >= flow + 2
        ? 'une relation qui se construit dans la friction, vivante, qui demande de se parler souvent'
        : 'une relation contrastée, où chaque appui a sa part de frottement'
    : flow >= tense + 2
      ? 'a rather easy relationship, where understanding comes without forcing it'
      : tense >= flow + 2
        ? 'a relationship built through friction, lively, which asks you to talk often'
        : 'a contrasted relationship, where every support comes with some friction';
  const tally = fr
    ? `Parmi les aspects les plus serrés entre vos points personnels, ${count(flow, 'fr')} s’accordent, ${count(tense, 'fr')} se frottent${fusion ? ` et ${count(fusion, 'fr')} se confondent` : ''}.`
    : `Among the closest aspects between your personal points, ${count(flow, 'en')} flow, ${count(tense, 'en')} rub${fusion ? ` and ${count(fusion, 'en')} merge` : ''}.`;
  const link = lead
    ? fr
      ? `Le lien le plus serré : ${aspectWords(f, lead)}.`
      : `The closest link: ${aspectWords(f, lead)}.`
    : fr
      ? 'Aucun aspect serré ne relie vos points personnels : la relation se construit surtout par le choix.'
      : 'No close aspect links your personal points: the relationship is built mostly by choice.';
  const opening = pick.pick(
    fr
      ? [
          `Entre ${a} et ${b}, les deux thèmes dessinent ${kind}.`,
          `Réunis, les thèmes ${deName(a)} et ${deName(b)} décrivent ${kind}.`,
        ]
      : [
          `Between ${a} and ${b}, the two charts sketch ${kind}.`,
          `Put together, ${a}’s and ${b}’s charts describe ${kind}.`,
        ],
  );
  return para(
    `${opening} ${tally} ${link}`,
    lead ? [synId(lead)] : ['a.birth', 'b.birth'],
    fr ? 'L’essentiel' : 'The essentials',
  );
}

function person(f: F, i: number, heading: string | undefined): WrittenParagraph | null {
  const fr = f.lang === 'fr';
  const lex = lexOf(f);
  const p = f.people[i]!;
  const by = (id: PointId) => p.placements.find((x) => x.id === id);
  const venus = by('venus');
  const mars = by('mars');
  const moon = by('moon');
  if (!venus || !mars || !moon) return null;
  const style = (x: PlacementFact) => lex.signs[x.sign].style;
  const text = fr
    ? `${capitalise(pointWords(f, 'venus', venus.name, i))} en ${venus.sign_name} aime ${style(venus)} ; son Mars en ${mars.sign_name} agit ${style(mars)} ; et sa Lune en ${moon.sign_name} se rassure ${style(moon)}. Voilà ce qu’apporte ${p.first_name}, et ce qu’il lui faut pour se sentir bien dans la relation.`
    : `${pointWords(f, 'venus', venus.name, i)} in ${venus.sign_name} loves ${style(venus)}; their Mars in ${mars.sign_name} acts ${style(mars)}; and their Moon in ${moon.sign_name} feels safe ${style(moon)}. This is what ${p.first_name} brings, and what ${p.first_name} needs to feel at ease in the relationship.`;
  return para(
    text,
    [`${owner(i)}.planet.venus`, `${owner(i)}.planet.mars`, `${owner(i)}.planet.moon`],
    heading,
  );
}

function links(f: F, pick: Picker): WrittenParagraph[] {
  const fr = f.lang === 'fr';
  const [a, b] = f.people.map((p) => p.first_name) as [string, string];
  const chosen = f.synastry.slice(0, 6);
  const out: WrittenParagraph[] = [];
  for (let k = 0; k < chosen.length; k += 2) {
    const group = chosen.slice(k, k + 2);
    const sentences = group.map((x) => {
      const themeA = RELATION_THEMES[x.a][f.lang];
      const themeB = RELATION_THEMES[x.b][f.lang];
      const both =
        x.a === x.b
          ? fr
            ? `${themeA} ${deName(a)} et ${deName(b)}`
            : `${a}’s and ${b}’s ${themeA}`
          : fr
            ? `${themeA} ${deName(a)} et ${themeB} ${deName(b)}`
            : `${a}’s ${themeA} and ${b}’s ${themeB}`;
      return `${capitalise(aspectWords(f, x))}${fr ? ' : ' : ': '}${both} ${RELATION_ASPECTS[x.type as AspectType][f.lang]}.`;
    });
    const tense = group.find((x) => aspectNature(x.type as AspectType) === 'tense');
    const advice = tense
      ? pick.pick(
          fr
            ? [
                'Là où ça frotte, nommer le désaccord tôt évite qu’il s’installe.',
                'Ce frottement n’est pas un verdict : c’est l’endroit où chacun apprend quelque chose de l’autre.',
              ]
            : [
                'Where it rubs, naming the disagreement early keeps it from settling in.',
                'This friction is no verdict: it is where each learns something from the other.',
              ],
          'links-advice',
        )
      : '';
    out.push(
      para(
        `${sentences.join(' ')} ${advice}`,
        group.map(synId),
        k === 0 ? (fr ? 'Ce qui vous relie' : 'What links you') : undefined,
      ),
    );
  }
  return out;
}

function overlaysParagraphs(f: F): WrittenParagraph[] {
  const fr = f.lang === 'fr';
  const lex = lexOf(f);
  const heading = fr ? 'Dans la maison de l’autre' : 'In each other’s houses';
  const out: WrittenParagraph[] = [];
  for (const guest of [0, 1] as const) {
    const host = f.people[1 - guest]!.first_name;
    const list = f.overlays.filter((o) => o.guest === guest && ['sun', 'moon', 'venus'].includes(o.planet));
    if (list.length === 0) continue;
    const text = list
      .map((o) =>
        fr
          ? `${capitalise(pointWords(f, o.planet, o.name, guest))} tombe dans la maison ${o.house} ${deName(host)} : ${lex.houses[o.house - 1]}.`
          : `${pointWords(f, o.planet, o.name, guest)} falls in ${host}’s house ${o.house}: ${lex.houses[o.house - 1]}.`,
      )
      .join(' ');
    out.push(
      para(
        text,
        list.map((o) => `overlay.${owner(guest)}.${o.planet}`),
        out.length ? undefined : heading,
      ),
    );
  }
  // One birth time unknown: that person's houses cannot be read, and the text says so.
  const unknown = f.people.findIndex((p) => !p.birth.time);
  if (out.length === 1 && unknown >= 0) {
    const u = f.people[unknown]!.first_name;
    const k = f.people[1 - unknown]!.first_name;
    out[0] = para(
      `${out[0]!.text} ${fr ? `Sans l’heure de naissance ${deName(u)}, ses maisons restent inconnues : seules les planètes ${deName(u)} dans les maisons ${deName(k)} se lisent.` : `Without ${u}’s birth time, ${u}’s houses stay unknown: only ${u}’s planets in ${k}’s houses can be read.`}`,
      [...out[0]!.facts, `${owner(unknown)}.birth`],
      heading,
    );
  }
  if (out.length === 0) {
    const missing = f.people.filter((p) => !p.birth.time).map((p) => p.first_name);
    out.push(
      para(
        fr
          ? `Sans l’heure de naissance ${joinList(missing.map(deName), 'fr')}, les maisons ne se calculent pas : les maisons croisées restent dans l’ombre, et le reste de la lecture n’en dépend pas.`
          : `Without ${joinList(
              missing.map((n) => `${n}’s`),
              'en',
            )} birth time, the houses cannot be computed: the overlays stay in the dark, and the rest of the reading does not depend on them.`,
        ['a.birth', 'b.birth'],
        heading,
      ),
    );
  }
  return out;
}

function composite(f: F): WrittenParagraph | null {
  const fr = f.lang === 'fr';
  const lex = lexOf(f);
  const list = (['sun', 'moon', 'venus'] as const)
    .map((id) => f.composite.find((p) => p.id === id))
    .filter((p): p is PlacementFact => Boolean(p));
  if (list.length === 0) return null;
  const lines = list.map((p) => {
    const where = p.house ? (fr ? `, en maison ${p.house},` : `, in house ${p.house},`) : '';
    return fr
      ? `${capitalise(compositePoint(p.id, p.name, 'fr'))} en ${p.sign_name}${where} colore ${RELATION_THEMES[p.id].fr} du couple : ${lex.signs[p.sign].style}.`
      : `${capitalise(compositePoint(p.id, p.name, 'en'))} in ${p.sign_name}${where} colours the couple’s ${RELATION_THEMES[p.id].en}: ${lex.signs[p.sign].style}.`;
  });
  const intro = fr
    ? 'Le thème composite est celui de la relation elle-même, à mi-chemin de vos deux thèmes.'
    : 'The composite chart is the chart of the relationship itself, halfway between your two charts.';
  return para(
    `${intro} ${lines.join(' ')}`,
    list.map((p) => `composite.${p.id}`),
    fr ? 'Le couple comme un thème' : 'The couple as a chart',
  );
}

function numbers(f: F, pick: Picker): WrittenParagraph {
  const fr = f.lang === 'fr';
  const [pa, pb] = f.people;
  const kw = (n: number) =>
    numberMeaning(n as NumerologyNumber, f.lang)
      .keywords.slice(0, 2)
      .join(', ');
  const same = pa.numbers.life_path === pb.numbers.life_path;
  const c = f.couple_number.value;
  const text = fr
    ? `${pa.first_name} suit un chemin de vie ${pa.numbers.life_path} (${kw(pa.numbers.life_path)}), ${pb.first_name} un chemin de vie ${pb.numbers.life_path} (${kw(pb.numbers.life_path)}). ${same ? pick.pick(['Le même chemin : vous vous comprenez vite, au risque de partager aussi les mêmes angles morts.', 'Un chemin commun, qui rapproche et qui demande de ne pas se ressembler en tout.']) : pick.pick(['Deux chemins différents : chacun apporte à l’autre ce qu’il ne chercherait pas seul.', 'Deux rythmes distincts, qui se complètent quand chacun respecte celui de l’autre.'])} Additionnés, ils donnent le nombre du couple, une convention de la numérologie : le nombre du couple est ${c} (${kw(c)}).`
    : `${pa.first_name} walks a life path ${pa.numbers.life_path} (${kw(pa.numbers.life_path)}), ${pb.first_name} a life path ${pb.numbers.life_path} (${kw(pb.numbers.life_path)}). ${same ? pick.pick(['The same path: you understand each other quickly, and may share the same blind spots.', 'A shared path, which brings you close and asks you not to be alike in everything.']) : pick.pick(['Two different paths: each brings the other what they would not seek alone.', 'Two distinct rhythms, which complete each other when each respects the other’s.'])} Added together they give the couple number, a numerology convention: the couple number is ${c} (${kw(c)}).`;
  return para(
    text,
    ['a.number.life_path', 'b.number.life_path', 'couple.number'],
    fr ? 'Les nombres' : 'The numbers',
  );
}

function whatToDo(f: F, pick: Picker): WrittenParagraph {
  const fr = f.lang === 'fr';
  const tense = f.synastry.find((x) => aspectNature(x.type as AspectType) === 'tense');
  const flowing = f.synastry.find((x) => aspectNature(x.type as AspectType) === 'flowing');
  const parts: string[] = [];
  if (flowing)
    parts.push(
      fr
        ? `Appuyez-vous sur ce qui circule seul, ${aspectWords(f, flowing)} : c’est votre réserve de douceur les jours difficiles.`
        : `Lean on what flows by itself, ${aspectWords(f, flowing)}: it is your store of gentleness on hard days.`,
    );
  if (tense)
    parts.push(
      fr
        ? `Et traitez avec soin ce qui frotte, ${aspectWords(f, tense)} : ${pick.pick(['un rendez-vous régulier pour vous dire les choses vaut mieux qu’un grand éclat', 'mieux vaut en parler par petites touches que laisser la tension grossir'])}.`
        : `And handle with care what rubs, ${aspectWords(f, tense)}: ${pick.pick(['a regular time to say things is worth more than one big outburst', 'better to talk about it in small steps than let the tension grow'])}.`,
    );
  parts.push(
    fr
      ? 'Une compatibilité astrologique décrit des tendances, pas un destin : ce que vous en faites ensemble compte davantage.'
      : 'An astrological compatibility describes tendencies, not a fate: what you make of it together matters more.',
  );
  const cited = [flowing, tense].filter((x): x is SynastryFact => Boolean(x)).map(synId);
  return para(
    parts.join(' '),
    cited.length ? cited : ['couple.number'],
    fr ? 'Ce que vous pouvez en faire' : 'What you can do with it',
  );
}

/** The report's paragraphs (the same for the short and long lengths: this reading is only sold as a report). */
export function compatibilityReading(f: F, pick: Picker): WrittenParagraph[] {
  const fr = f.lang === 'fr';
  const people = [person(f, 0, fr ? 'Vous deux' : 'The two of you'), person(f, 1, undefined)].filter(
    (p): p is WrittenParagraph => p !== null,
  );
  const c = composite(f);
  return [
    essential(f, pick),
    ...people,
    ...links(f, pick),
    ...overlaysParagraphs(f),
    ...(c ? [c] : []),
    numbers(f, pick),
    whatToDo(f, pick),
  ];
}
