/**
 * Every computed fact a sentence can rest on, with a stable id (`planet.sun`, `house.10`,
 * `aspect.moon-square-mars`, `transit.saturn-sextile-mars`, `card.3`, `number.life_path`, `period`),
 * the data the checker compares claims with, and a label in plain words for « Pourquoi ? ».
 */
import type { AspectType } from '@arcanes/domain/astrology/aspects';
import type { PointId, SignId } from '@arcanes/domain/astrology/zodiac';
import { clockTime, dateRange, longDate } from '@arcanes/domain/writers/dates';
import { deName } from '@arcanes/domain/writers/compatibility-texts';
import { cardById } from '@arcanes/domain/tarot/deck';
import type {
  AstrologyFacts,
  CompatibilityFacts,
  LifeStage,
  NumerologyFacts,
  ReadingFacts,
  TarotFacts,
} from './facts';

export type NumberKey = keyof NumerologyFacts['numbers'];

interface Base {
  id: string;
  label: string;
}
export type Fact = Base &
  (
    | {
        kind: 'placement';
        point: PointId;
        sign: SignId;
        house: number | null;
        retrograde: boolean;
        /** Compatibility: whose chart (the first person, the second, or the composite). */
        owner?: Owner;
      }
    | { kind: 'synastry'; a: PointId; b: PointId; type: AspectType }
    | { kind: 'overlay'; owner: 'a' | 'b'; planet: PointId; house: number }
    | { kind: 'couple'; value: number }
    | { kind: 'house'; house: number; sign: SignId }
    | { kind: 'aspect'; a: PointId; b: PointId; type: AspectType }
    | {
        kind: 'transit';
        planet: PointId;
        natal: PointId;
        type: AspectType;
        start: string;
        exact: string | null;
        end: string;
      }
    | { kind: 'element'; element: string }
    | { kind: 'card'; card_id: string; reversed: boolean | null; position: string | null }
    | { kind: 'number'; key: NumberKey; value: number; owner?: 'a' | 'b' }
    | { kind: 'month'; month: string; value: number }
    | { kind: 'karmic'; debts: number[]; lessons: number[] }
    | { kind: 'period'; from: string; to: string }
    | { kind: 'birth'; date: string }
    | { kind: 'question'; text: string }
    | { kind: 'pattern'; pattern: string; members: PointId[]; aspects: AspectType[] }
    | { kind: 'south_node'; sign: SignId; house: number | null }
    | { kind: 'ruler'; house: number; ruler: PointId; ruler_sign: SignId; ruler_house: number }
    | { kind: 'note'; note: string }
    | {
        /** A point of the progressed chart or of the solar return: the signs and houses it holds in the window. */
        kind: 'derived';
        chart: 'progressed' | 'return';
        point: PointId;
        signs: SignId[];
        houses: number[];
        /** The dates it carries (the return's day, the progressed Moon's changes). */
        dates: string[];
      }
    | { kind: 'progressed_aspect'; a: PointId; b: PointId; type: AspectType; exact: string }
    | { kind: 'stage'; stage: 'pinnacle' | 'challenge' | 'cycle'; index: number; value: number }
  );

export type Owner = 'a' | 'b' | 'composite';

export interface FactIndex {
  list: Fact[];
  byId: Map<string, Fact>;
}

const NUMBER_LABELS: Record<NumberKey, { fr: string; en: string }> = {
  life_path: { fr: 'Chemin de vie', en: 'Life path' },
  expression: { fr: 'Nombre d’expression', en: 'Expression number' },
  soul_urge: { fr: 'Nombre intime', en: 'Soul urge number' },
  personality: { fr: 'Nombre de personnalité', en: 'Personality number' },
  birthday: { fr: 'Nombre du jour de naissance', en: 'Birthday number' },
  personal_year: { fr: 'Année personnelle', en: 'Personal year' },
  maturity: { fr: 'Nombre de maturité', en: 'Maturity number' },
  lucky_number: { fr: 'Numéro de chance (convention de la maison)', en: 'Lucky number (house convention)' },
};
export const numberLabel = (key: NumberKey, lang: 'fr' | 'en') => NUMBER_LABELS[key][lang];

const deg = (d: number, m: number) => `${d}°${String(m).padStart(2, '0')}′`;

function astrologyFacts(f: AstrologyFacts): Fact[] {
  const fr = f.lang === 'fr';
  const out: Fact[] = [];
  for (const p of f.placements) {
    const house = p.house ? (fr ? `, maison ${p.house}` : `, house ${p.house}`) : '';
    const retro = p.retrograde ? (fr ? ', rétrograde' : ', retrograde') : '';
    out.push({
      id: `planet.${p.id}`,
      kind: 'placement',
      point: p.id,
      sign: p.sign,
      house: p.house,
      retrograde: p.retrograde,
      label: `${p.name} ${fr ? 'en' : 'in'} ${p.sign_name} (${deg(p.degree, p.minute)})${house}${retro}`,
    });
  }
  for (const h of f.houses ?? [])
    out.push({
      id: `house.${h.house}`,
      kind: 'house',
      house: h.house,
      sign: h.sign,
      label: fr ? `Maison ${h.house} en ${h.sign_name}` : `House ${h.house} in ${h.sign_name}`,
    });
  for (const a of f.aspects)
    out.push({
      id: `aspect.${a.a}-${a.type}-${a.b}`,
      kind: 'aspect',
      a: a.a,
      b: a.b,
      type: a.type as AspectType,
      label: `${a.a_name} ${a.type_name} ${a.b_name} (${fr ? 'orbe' : 'orb'} ${deg(Math.floor(a.orb), Math.round((a.orb % 1) * 60) % 60)})`,
    });
  const seen = new Map<string, number>();
  for (const t of f.transits) {
    const base = `transit.${t.planet_id}-${t.aspect_id}-${t.natal_id}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const exact = t.exact
      ? fr
        ? `, exact le ${longDate(t.exact, 'fr')}`
        : `, exact on ${longDate(t.exact, 'en')}`
      : '';
    out.push({
      id: n === 1 ? base : `${base}-${n}`,
      kind: 'transit',
      planet: t.planet_id as PointId,
      natal: t.natal_id as PointId,
      type: t.aspect_id as AspectType,
      start: t.start,
      exact: t.exact,
      end: t.end,
      label: fr
        ? `${t.planet} en ${t.aspect} à votre ${t.natal} ${t.natal_id === 'moon' || t.natal_id === 'venus' ? 'natale' : 'natal'}${exact} (${dateRange(t.start, t.end, 'fr')})`
        : `${t.planet} ${t.aspect} your natal ${t.natal}${exact} (${dateRange(t.start, t.end, 'en')})`,
    });
  }
  const PATTERN_ASPECTS: Record<string, AspectType[]> = {
    stellium: ['conjunction'],
    grand_trine: ['trine'],
    kite: ['trine', 'sextile', 'opposition'],
    t_square: ['square', 'opposition'],
    grand_cross: ['square', 'opposition'],
    yod: ['sextile'],
  };
  const names = (ids: PointId[]) => {
    const list = ids.map((id) => f.placements.find((p) => p.id === id)?.name ?? id);
    return list.length > 1
      ? `${list.slice(0, -1).join(', ')} ${fr ? 'et' : 'and'} ${list.at(-1)}`
      : (list[0] ?? '');
  };
  const kinds = new Map<string, number>();
  for (const p of f.patterns ?? []) {
    const n = (kinds.get(p.kind) ?? 0) + 1;
    kinds.set(p.kind, n);
    const where = p.sign
      ? ` ${fr ? 'en' : 'in'} ${f.placements.find((x) => x.sign === p.sign)?.sign_name ?? ''}`
      : p.house
        ? ` ${fr ? 'en maison' : 'in house'} ${p.house}`
        : '';
    out.push({
      id: `pattern.${p.kind.replace('_', '-')}${n > 1 ? `-${n}` : ''}`,
      kind: 'pattern',
      pattern: p.kind,
      members: p.members,
      aspects: PATTERN_ASPECTS[p.kind] ?? [],
      label: `${p.name.charAt(0).toUpperCase()}${p.name.slice(1)}${where}${fr ? ' : ' : ': '}${names(p.members)}`,
    });
  }
  if (f.moon_phase)
    out.push({
      id: 'moon-phase',
      kind: 'note',
      note: f.moon_phase.id,
      label: fr
        ? `Phase de la Lune à la naissance : ${f.moon_phase.name}`
        : `Moon phase at birth: ${f.moon_phase.name}`,
    });
  if (f.south_node)
    out.push({
      id: 'node.south',
      kind: 'south_node',
      sign: f.south_node.sign,
      house: f.south_node.house,
      label: fr
        ? `Nœud Sud en ${f.south_node.sign_name}${f.south_node.house ? `, maison ${f.south_node.house}` : ''}`
        : `South Node in ${f.south_node.sign_name}${f.south_node.house ? `, house ${f.south_node.house}` : ''}`,
    });
  for (const h of f.hemispheres ?? [])
    out.push({
      id: `hemisphere.${h.id}`,
      kind: 'note',
      note: h.id,
      label: fr ? `${h.count} planètes sur 10 ${h.name}` : `${h.count} of 10 planets ${h.name}`,
    });
  for (const r of f.rulers ?? []) {
    const cusp = f.houses.find((h) => h.house === r.house);
    const sign = f.placements.find((p) => p.id === r.ruler)?.sign_name ?? '';
    out.push({
      id: `ruler.${r.house}`,
      kind: 'ruler',
      house: r.house,
      ruler: r.ruler,
      ruler_sign: r.ruler_sign,
      ruler_house: r.ruler_house,
      label: fr
        ? `Maître de la maison ${r.house} (${cusp?.sign_name ?? ''}) : ${r.ruler_name} en ${sign}, maison ${r.ruler_house}`
        : `Ruler of house ${r.house} (${cusp?.sign_name ?? ''}): ${r.ruler_name} in ${sign}, house ${r.ruler_house}`,
    });
  }
  out.push(...timingFacts(f), ...dilemmaFacts(f));
  out.push({
    id: 'element.dominant',
    kind: 'element',
    element: f.elements.strongest_id,
    label: fr ? `Élément dominant : ${f.elements.strongest}` : `Strongest element: ${f.elements.strongest}`,
  });
  const at = f.birth.time ? ` ${fr ? 'à' : 'at'} ${clockTime(f.birth.time, f.lang)}` : '';
  out.push({
    id: 'birth',
    kind: 'birth',
    date: f.birth.date,
    label: fr
      ? `Naissance : ${longDate(f.birth.date, 'fr')}${at}, ${f.birth.place}`
      : `Birth: ${longDate(f.birth.date, 'en')}${at}, ${f.birth.place}`,
  });
  return out;
}

/**
 * A dilemma weighed (issue 38): each side's part of life, its points, its slow transits with their
 * weight (a transit to the Midheaven read at the IC for the home, by its aspect there) and its ruler,
 * then the side the sky supports. Notes, so that a model reads the same weighing as the offline writer.
 */
function dilemmaFacts(f: AstrologyFacts): Fact[] {
  const d = f.dilemma;
  if (!d) return [];
  const fr = f.lang === 'fr';
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
  const sides = d.sides.map((s) => {
    const points = s.points
      .map((id) => f.placements.find((p) => p.id === id)?.name ?? id)
      .concat(s.ic ? [fr ? 'Fond du Ciel (IC)' : 'IC (Imum Coeli)'] : [])
      .concat(s.houses.map((h) => (fr ? `maison ${h}` : `house ${h}`)));
    const transits = s.transits.map((x) => {
      const t = f.transits.find(
        (y) => y.planet_id === x.planet_id && y.natal_id === x.natal_id && y.aspect_id === x.aspect_id,
      );
      const name = t ? `${t.planet} ${t.aspect} ${t.natal}` : `${x.planet_id} ${x.aspect_id} ${x.natal_id}`;
      const ic = x.ic ? (fr ? `, soit ${x.ic.aspect} au Fond du Ciel` : `, i.e. ${x.ic.aspect} the IC`) : '';
      return `${name}${ic} (${signed(x.weight)})`;
    });
    const ruler = s.ruler
      ? fr
        ? `; maître de la maison ${s.ruler.house} : ${s.ruler.name} en ${s.ruler.sign_name}${s.ruler.dignity ? ` (${s.ruler.dignity})` : ''}`
        : `; ruler of house ${s.ruler.house}: ${s.ruler.name} in ${s.ruler.sign_name}${s.ruler.dignity ? ` (${s.ruler.dignity})` : ''}`
      : '';
    const none = fr ? 'aucun transit lent' : 'no slow transit';
    return {
      id: `dilemma.${s.area}`,
      kind: 'note' as const,
      note: s.area,
      label: fr
        ? `Option « ${s.words} » (${s.name}) : ${points.join(', ')} ; ${transits.join(', ') || none}${ruler} ; poids ${signed(s.score)}`
        : `Option "${s.words}" (${s.name}): ${points.join(', ')}; ${transits.join(', ') || none}${ruler}; weight ${signed(s.score)}`,
    };
  });
  const win = d.favoured === null ? null : d.sides[d.favoured]!;
  const verdict = {
    id: 'dilemma.verdict',
    kind: 'note' as const,
    note: win?.area ?? 'alike',
    label: win
      ? fr
        ? `Le ciel soutient davantage ${win.name}`
        : `The sky favours ${win.name}`
      : fr
        ? 'Les deux options pèsent à peu près autant'
        : 'The two options weigh about the same',
  };
  return [...sides, verdict];
}

const FEMININE_POINTS = new Set<PointId>(['moon', 'venus']);

/** The progressed points, the progressed-to-natal aspects and the solar return's points (long readings). */
function timingFacts(f: AstrologyFacts): Fact[] {
  const fr = f.lang === 'fr';
  const out: Fact[] = [];
  const p = f.progressions;
  if (p) {
    for (const x of p.points) {
      const moon = x.id === 'moon';
      const changes = moon ? p.moon_changes : [];
      const name = fr
        ? `${x.name} ${FEMININE_POINTS.has(x.id) ? 'progressée' : 'progressé'}`
        : `Progressed ${x.name}`;
      const then = changes
        .map((c) =>
          c.kind === 'sign'
            ? fr
              ? `en ${c.sign_name} le ${longDate(c.date, 'fr')}`
              : `into ${c.sign_name} on ${longDate(c.date, 'en')}`
            : fr
              ? `en maison ${c.house} le ${longDate(c.date, 'fr')}`
              : `into house ${c.house} on ${longDate(c.date, 'en')}`,
        )
        .join(', ');
      out.push({
        id: `progressed.${x.id}`,
        kind: 'derived',
        chart: 'progressed',
        point: x.id,
        signs: [...new Set([x.sign, ...changes.map((c) => c.sign)])],
        houses: [...new Set([x.house, ...changes.map((c) => c.house)])].filter(
          (h): h is number => h !== null,
        ),
        dates: changes.map((c) => c.date),
        label: `${name} ${fr ? 'en' : 'in'} ${x.sign_name} (${deg(x.degree, x.minute)})${x.house ? (fr ? `, maison natale ${x.house}` : `, natal house ${x.house}`) : ''}${fr ? `, à ${p.age} ans` : `, at age ${p.age}`}${then ? (fr ? ` ; puis ${then}` : `; then ${then}`) : ''}`,
      });
    }
    const seen = new Map<string, number>();
    for (const a of p.aspects) {
      const base = `progressed.${a.progressed}-${a.type}-${a.natal}`;
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      out.push({
        id: n === 1 ? base : `${base}-${n}`,
        kind: 'progressed_aspect',
        a: a.progressed,
        b: a.natal,
        type: a.type as AspectType,
        exact: a.exact,
        label: fr
          ? `${a.progressed_name} ${FEMININE_POINTS.has(a.progressed) ? 'progressée' : 'progressé'} en ${a.type_name} à votre ${a.natal_name} ${FEMININE_POINTS.has(a.natal) ? 'natale' : 'natal'}, exact le ${longDate(a.exact, 'fr')}`
          : `Progressed ${a.progressed_name} ${a.type_name} your natal ${a.natal_name}, exact on ${longDate(a.exact, 'en')}`,
      });
    }
  }
  const r = f.solar_return;
  if (r) {
    const when = fr
      ? `révolution solaire du ${longDate(r.date, 'fr')} à ${clockTime(r.time, 'fr')}, dressée pour le lieu de naissance`
      : `solar return of ${longDate(r.date, 'en')} at ${clockTime(r.time, 'en')}, cast for the birthplace`;
    const sun = f.placements.find((x) => x.id === 'sun');
    const points: [PointId, SignId | undefined, number | null, string][] = [
      [
        'ascendant',
        r.ascendant.sign,
        null,
        fr
          ? `Ascendant de la ${when} : ${r.ascendant.sign_name} (${deg(r.ascendant.degree, r.ascendant.minute)})`
          : `Ascendant of the ${when}: ${r.ascendant.sign_name} (${deg(r.ascendant.degree, r.ascendant.minute)})`,
      ],
      [
        'sun',
        sun?.sign,
        r.sun_house,
        fr ? `Soleil de la ${when} : maison ${r.sun_house}` : `Sun of the ${when}: house ${r.sun_house}`,
      ],
      [
        'moon',
        r.moon_sign,
        r.moon_house,
        fr
          ? `Lune de la ${when} : ${r.moon_sign_name}, maison ${r.moon_house}`
          : `Moon of the ${when}: ${r.moon_sign_name}, house ${r.moon_house}`,
      ],
    ];
    for (const [point, sign, house, label] of points)
      out.push({
        id: `return.${point}`,
        kind: 'derived',
        chart: 'return',
        point,
        signs: sign ? [sign] : [],
        houses: house ? [house] : [],
        dates: [r.date],
        label: `${label.charAt(0).toUpperCase()}${label.slice(1)}`,
      });
  }
  return out;
}

function tarotFacts(f: TarotFacts): Fact[] {
  const fr = f.lang === 'fr';
  const out: Fact[] = f.cards.map((c) => ({
    id: `card.${c.index}`,
    kind: 'card' as const,
    card_id: c.card_id,
    reversed: c.reversed,
    position: c.position_name,
    label: fr
      ? `${c.card_name}, ${c.reversed ? (cardById(c.card_id).grammar.gender === 'f' ? 'renversée' : 'renversé') : 'à l’endroit'}, en position « ${c.position_name} »`
      : `${c.card_name}, ${c.reversed ? 'reversed' : 'upright'}, in the position “${c.position_name}”`,
  }));
  out.push({
    id: 'card.synthesis',
    kind: 'card',
    card_id: f.synthesis.card_id,
    reversed: null,
    position: null,
    label: fr
      ? `Carte de synthèse : ${f.synthesis.card_name} (somme du tirage ${f.synthesis.sum})`
      : `Synthesis card: ${f.synthesis.card_name} (the draw adds up to ${f.synthesis.sum})`,
  });
  return out;
}

function numerologyFacts(f: NumerologyFacts): Fact[] {
  const out: Fact[] = (Object.keys(f.numbers) as NumberKey[]).map((key) => ({
    id: `number.${key}`,
    kind: 'number' as const,
    key,
    value: f.numbers[key],
    label: `${numberLabel(key, f.lang)} ${f.numbers[key]}`,
  }));
  for (const m of f.personal_months)
    out.push({
      id: `month.${m.month}`,
      kind: 'month',
      month: m.month,
      value: m.number,
      label:
        f.lang === 'fr'
          ? `Mois personnel ${m.number} : ${m.label}`
          : `Personal month ${m.number}: ${m.label}`,
    });
  if (f.karmic_debts.length || f.karmic_lessons.length)
    out.push({
      id: 'karmic',
      kind: 'karmic',
      debts: f.karmic_debts,
      lessons: f.karmic_lessons,
      label:
        f.lang === 'fr'
          ? [
              f.karmic_debts.length ? `Dettes karmiques : ${f.karmic_debts.join(', ')}` : '',
              f.karmic_lessons.length ? `Leçons karmiques : ${f.karmic_lessons.join(', ')}` : '',
            ]
              .filter(Boolean)
              .join(' ; ')
          : [
              f.karmic_debts.length ? `Karmic debts: ${f.karmic_debts.join(', ')}` : '',
              f.karmic_lessons.length ? `Karmic lessons: ${f.karmic_lessons.join(', ')}` : '',
            ]
              .filter(Boolean)
              .join('; '),
    });
  const fr = f.lang === 'fr';
  const ages = (s: LifeStage) =>
    s.to_age === null
      ? fr
        ? `à partir de ${s.from_age} ans, ${s.from_year}`
        : `from age ${s.from_age}, ${s.from_year}`
      : fr
        ? `de ${s.from_age} à ${s.to_age} ans, ${s.from_year}–${s.to_year}`
        : `ages ${s.from_age}–${s.to_age}, ${s.from_year}–${s.to_year}`;
  const stages: ['pinnacle' | 'challenge' | 'cycle', LifeStage[], (s: LifeStage) => string][] = [
    ['pinnacle', f.pinnacles ?? [], (s) => (fr ? `Sommet ${s.index}` : `Pinnacle ${s.index}`)],
    ['challenge', f.challenges ?? [], (s) => (fr ? `Défi ${s.index}` : `Challenge ${s.index}`)],
    ['cycle', f.life_cycles ?? [], (s) => (s as LifeStage & { name: string }).name],
  ];
  for (const [stage, list, name] of stages)
    for (const s of list)
      out.push({
        id: `${stage}.${s.index}`,
        kind: 'stage',
        stage,
        index: s.index,
        value: s.value,
        label: `${name(s)}${fr ? ' : ' : ': '}${s.value} (${ages(s)})`,
      });
  out.push({
    id: 'birth',
    kind: 'birth',
    date: f.birth.date,
    label:
      f.lang === 'fr'
        ? `Naissance : ${longDate(f.birth.date, 'fr')}`
        : `Birth: ${longDate(f.birth.date, 'en')}`,
  });
  return out;
}

/**
 * Compatibility (decision 0200): each person's placements (`a.planet.venus`, `b.planet.mars`), the
 * composite's (`composite.sun`), the synastry aspects (`synastry.venus-trine-mars`: the first
 * person's Venus, the second's Mars), the overlays (`overlay.a.sun`: the first person's Sun in the
 * second's house), the numbers (`a.number.life_path`), the couple number and both births.
 */
function compatibilityFacts(f: CompatibilityFacts): Fact[] {
  const fr = f.lang === 'fr';
  const out: Fact[] = [];
  const owners = ['a', 'b'] as const;
  const names = f.people.map((p) => p.first_name);
  const of = (id: string, i: number) => (fr ? `${id} ${deName(names[i]!)}` : `${names[i]}’s ${id}`);
  const place = (p: CompatibilityFacts['composite'][number]) =>
    `${p.name} ${fr ? 'en' : 'in'} ${p.sign_name} (${deg(p.degree, p.minute)})${p.house ? (fr ? `, maison ${p.house}` : `, house ${p.house}`) : ''}`;
  f.people.forEach((person, i) => {
    const owner = owners[i]!;
    for (const p of person.placements)
      out.push({
        id: `${owner}.planet.${p.id}`,
        kind: 'placement',
        point: p.id,
        sign: p.sign,
        house: p.house,
        retrograde: p.retrograde,
        owner,
        label: `${person.first_name}${fr ? ' : ' : ': '}${place(p)}`,
      });
    for (const key of ['life_path', 'expression'] as const)
      out.push({
        id: `${owner}.number.${key}`,
        kind: 'number',
        key,
        value: person.numbers[key],
        owner,
        label: `${person.first_name}${fr ? ' : ' : ': '}${numberLabel(key, f.lang).toLowerCase()} ${person.numbers[key]}`,
      });
    const at = person.birth.time ? ` ${fr ? 'à' : 'at'} ${clockTime(person.birth.time, f.lang)}` : '';
    out.push({
      id: `${owner}.birth`,
      kind: 'birth',
      date: person.birth.date,
      label: fr
        ? `Naissance ${deName(person.first_name)} : ${longDate(person.birth.date, 'fr')}${at}, ${person.birth.place}`
        : `${person.first_name}’s birth: ${longDate(person.birth.date, 'en')}${at}, ${person.birth.place}`,
    });
  });
  for (const p of f.composite)
    out.push({
      id: `composite.${p.id}`,
      kind: 'placement',
      point: p.id,
      sign: p.sign,
      house: p.house,
      retrograde: false,
      owner: 'composite',
      label: `${fr ? 'Thème composite : ' : 'Composite chart: '}${place(p)}`,
    });
  for (const x of f.synastry)
    out.push({
      id: `synastry.${x.a}-${x.type}-${x.b}`,
      kind: 'synastry',
      a: x.a,
      b: x.b,
      type: x.type as AspectType,
      label: `${of(x.a_name, 0)} ${fr ? `en ${x.type_name} avec` : x.type_name} ${of(x.b_name, 1)} (${fr ? 'orbe' : 'orb'} ${deg(Math.floor(x.orb), Math.round((x.orb % 1) * 60) % 60)})`,
    });
  for (const o of f.overlays) {
    const owner = owners[o.guest]!;
    out.push({
      id: `overlay.${owner}.${o.planet}`,
      kind: 'overlay',
      owner,
      planet: o.planet,
      house: o.house,
      label: fr
        ? `${of(o.name, o.guest)} dans la maison ${o.house} ${deName(names[1 - o.guest]!)}`
        : `${of(o.name, o.guest)} in ${names[1 - o.guest]}’s house ${o.house}`,
    });
  }
  out.push({
    id: 'couple.number',
    kind: 'couple',
    value: f.couple_number.value,
    label: `${fr ? 'Nombre du couple (convention de la numérologie) : ' : 'Couple number (a numerology convention): '}${f.couple_number.step}`,
  });
  return out;
}

/** The facts of a reading, indexed by id. */
export function indexFacts(facts: ReadingFacts): FactIndex {
  const list =
    facts.domain === 'astrologie'
      ? astrologyFacts(facts)
      : facts.domain === 'tarot'
        ? tarotFacts(facts)
        : facts.domain === 'compatibilite'
          ? compatibilityFacts(facts)
          : numerologyFacts(facts);
  if (facts.question)
    list.push({
      id: 'question',
      kind: 'question',
      text: facts.question,
      label:
        facts.lang === 'fr' ? `Votre question : « ${facts.question} »` : `Your question: “${facts.question}”`,
    });
  if (facts.window)
    list.push({
      id: 'period',
      kind: 'period',
      from: facts.window.from,
      to: facts.window.to,
      label:
        facts.lang === 'fr'
          ? `Période couverte : ${dateRange(facts.window.from, facts.window.to, 'fr')}`
          : `Period covered: ${dateRange(facts.window.from, facts.window.to, 'en')}`,
    });
  return { list, byId: new Map(list.map((f) => [f.id, f])) };
}

/** The facts as the model receives them: one object per fact, each with its `"id"`. */
export function factsJson(index: FactIndex): Record<string, unknown>[] {
  return index.list.map(({ id, kind, label, ...data }) => ({ id, kind, ...data, label }));
}
