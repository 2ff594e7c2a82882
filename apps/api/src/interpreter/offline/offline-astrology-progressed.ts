/**
 * The long astrology readings' timing beyond the transits (options 2 and 3): the progressed Moon's sign and
 * natal house as the period's climate, the progressed-to-natal aspects exact in the window as its turning
 * points, the solar return's Ascendant and the houses of its Sun and Moon as the year's emphasis; then which
 * of these and of the slow transits carried the judgement, named. Every sentence holds a planet, a sign,
 * a house or a month, or is one of several wordings: the readings must not share seven words running.
 */
import { aspectNature } from '@arcanes/domain/astrology/transit-meaning';
import type { AspectType } from '@arcanes/domain/astrology/aspects';
import type { PointId, SignId } from '@arcanes/domain/astrology/zodiac';
import { longDate, monthName } from '@arcanes/domain/writers/dates';
import { LEXICON_EN } from '@arcanes/domain/writers/astrology-lexicon-en';
import { LEXICON_FR } from '@arcanes/domain/writers/astrology-lexicon-fr';
import type { AstrologyFacts } from '#api/interpreter/facts.ts';
import type { WrittenParagraph } from '#api/interpreter/writing.ts';
import { articleFr, transitId, weight } from './astro-voice';
import { HOUSE_AREAS, POINT_THEMES, SIGN_STYLES } from './astro-words';
import { capitalise, deFr, para } from './compose';
import { anFr, SLOW } from './offline-astrology';
import type { Picker } from './pick';

type F = AstrologyFacts;
type Lang = 'fr' | 'en';
type ProgressedAspect = NonNullable<F['progressions']>['aspects'][number];

const FEMININE = new Set<string>(['moon', 'venus']);
const progressedFr = (id: string) => (FEMININE.has(id) ? 'progressée' : 'progressé');
const natalFr = (id: string) => (FEMININE.has(id) ? 'natale' : 'natal');
const monthOf = (iso: string, lang: Lang) => `${monthName(Number(iso.slice(5, 7)), lang)} ${iso.slice(0, 4)}`;
/** « en mars 2027 », « en août 2027 » / "in March 2027". */
const inMonth = (iso: string, lang: Lang) => `${lang === 'fr' ? 'en' : 'in'} ${monthOf(iso, lang)}`;
const area = (lang: Lang, house: number, pick: Picker) =>
  pick.pick(HOUSE_AREAS[lang][house - 1]!, `area.${house}`);
/**
 * How a planet in a sign goes about things: most often two of the sign's qualities (« avec audace et
 * fougue », "with daring and dash"), otherwise one of its longer wordings. The short readings use the
 * sign's first wording; the long ones leave it to them, so that a sign is not told in one phrase everywhere.
 */
export function signManner(lang: Lang, sign: SignId, pick: Picker): string {
  const s = (lang === 'fr' ? LEXICON_FR : LEXICON_EN).signs[sign];
  if (pick.pick([0, 1, 2, 3, 4]) >= 3)
    return pick.pick([...s.styles, ...SIGN_STYLES[sign][lang]], `style.${sign}`);
  const q = s.qualities;
  const i = pick.pick(q.map((_, k) => k));
  const j = (i + 1 + pick.pick(q.slice(1).map((_, k) => k))) % q.length;
  return lang === 'fr' ? `avec ${q[i]} et ${q[j]}` : `with ${q[i]} and ${q[j]}`;
}
const style = signManner;
const theme = (lang: Lang, id: PointId, pick: Picker) => pick.pick(POINT_THEMES[id][lang]);

/** The progressed Moon: the climate of the period, and where it moves on to. */
function moonClimate(f: F, pick: Picker, heading: string): WrittenParagraph | null {
  const p = f.progressions;
  const moon = p?.points.find((x) => x.id === 'moon');
  if (!p || !moon?.house) return null;
  const fr = f.lang === 'fr';
  const lang = f.lang;
  const sign = moon.sign_name;
  const h = moon.house;
  const a = area(lang, h, pick);
  const s = style(lang, moon.sign, pick);
  // Dense on purpose: a sign, a house's area or a month every few words (see the file's comment).
  const open = fr
    ? pick.pick(
        [
          `Votre Lune progressée en ${sign}{, maison| et en maison|, en maison} ${h}, donne le fond : ${a}, ${s}.`,
          `Le fond de ces mois : ${a}, ${s}, sous la Lune progressée en ${sign} (maison ${h}).`,
          `${capitalise(a)}, ${s} : la Lune progressée en ${sign}{, maison| et en maison|, en maison} ${h}, règle ce climat.`,
          `À ${p.age} ans, Lune progressée en ${sign}{, maison| et en maison|, en maison} ${h} : ${a}, ${s}.`,
          `Lune progressée en ${sign}{, maison| et en maison|, en maison} ${h} : ${a}, ${s}, voilà le climat.`,
          `Climat de la période : ${a}, ${s}. Votre Lune progressée est en ${sign}, en maison ${h}.`,
          `Votre Lune progressée avance en ${sign} et en maison ${h} ; d’où ${a}, ${s}.`,
        ],
        'moon-open',
      )
    : pick.pick(
        [
          `Your progressed Moon in ${sign}{, house| and house|, in house} ${h}, sets the backdrop: ${a}, ${s}.`,
          `The backdrop of these months: ${a}, ${s}, under the progressed Moon in ${sign} (house ${h}).`,
          `${capitalise(a)}, ${s}: the progressed Moon in ${sign}{, house| and house|, in house} ${h}, rules this climate.`,
          `At ${p.age}, progressed Moon in ${sign}{, house| and house|, in house} ${h}: ${a}, ${s}.`,
          `Progressed Moon in ${sign}{, house| and house|, in house} ${h}: ${a}, ${s}, such is the climate.`,
          `The climate of the period: ${a}, ${s}. Your progressed Moon is in ${sign}, in house ${h}.`,
          `Your progressed Moon travels ${sign} and house ${h}; hence ${a}, ${s}.`,
        ],
        'moon-open',
      );
  const moves = p.moon_changes.slice(0, 3).map((c) => {
    const when = inMonth(c.date, lang);
    if (c.kind === 'sign') {
      const st = style(lang, c.sign, pick);
      return fr
        ? pick.pick(
            [
              `${capitalise(when)}, Lune progressée en ${c.sign_name} : ${st}.`,
              `La Lune progressée entre en ${c.sign_name} ${when}, ${st}.`,
              `Passage de la Lune progressée en ${c.sign_name}, ${when} : ${st}.`,
            ],
            'moon-move',
          )
        : pick.pick(
            [
              `${capitalise(when)}, progressed Moon into ${c.sign_name}: ${st}.`,
              `The progressed Moon enters ${c.sign_name} ${when}, ${st}.`,
              `The progressed Moon’s step into ${c.sign_name}, ${when}: ${st}.`,
            ],
            'moon-move',
          );
    }
    const to = area(lang, c.house!, pick);
    return fr
      ? pick.pick(
          [
            `${capitalise(when)}, {Lune progressée en maison|la Lune progressée passe en maison|votre Lune progressée gagne la maison} ${c.house} : ${to}.`,
            `{Lune progressée en maison|La Lune progressée entre en maison|Votre Lune progressée passe en maison|La Lune progressée gagne la maison|Votre Lune progressée rejoint la maison} ${c.house} ${when}, {vers|tournée vers|orientée vers} ${to}.`,
          ],
          'moon-house',
        )
      : pick.pick(
          [
            `${capitalise(when)}, {progressed Moon into|the progressed Moon enters|your progressed Moon moves into} house ${c.house}: ${to}.`,
            `{Progressed Moon in|The progressed Moon enters|Your progressed Moon reaches|The progressed Moon moves into|Your progressed Moon crosses into} house ${c.house} ${when}, {towards|turning to|pointing to} ${to}.`,
          ],
          'moon-house',
        );
  });
  const end = f.window ? monthOf(f.window.to, lang) : null;
  const still =
    p.moon_changes.length === 0 && end
      ? fr
        ? `Elle {reste|demeure|séjourne} en ${sign} jusqu’en ${end}.`
        : `It {stays|remains|lingers} in ${sign} until ${end}.`
      : '';
  return para([open, ...moves, still].filter(Boolean).join(' '), ['progressed.moon'], heading);
}

function aspectMeaning(a: ProgressedAspect, lang: Lang, pick: Picker): string {
  const nature = aspectNature(a.type as AspectType);
  const t = theme(lang, a.natal as PointId, pick);
  if (lang === 'fr')
    return nature === 'flowing'
      ? pick.pick(
          [
            `un appui pour ${t}`,
            `une porte ouverte sur ${t}`,
            `un vent porteur pour ${t}`,
            `de l’aisance dans ${t}`,
          ],
          'pa-flow',
        )
      : nature === 'tense'
        ? pick.pick(
            [
              `un réglage à faire dans ${t}`,
              `une épreuve pour ${t}`,
              `des ajustements dans ${t}`,
              `un effort demandé à ${t}`,
            ],
            'pa-tense',
          )
        : pick.pick(
            [
              `un nouveau départ pour ${t}`,
              `${t} au premier plan`,
              `un recommencement pour ${t}`,
              `un temps fort pour ${t}`,
            ],
            'pa-conj',
          );
  return nature === 'flowing'
    ? pick.pick(
        [`a support for ${t}`, `a door open onto ${t}`, `a following wind for ${t}`, `ease in ${t}`],
        'pa-flow',
      )
    : nature === 'tense'
      ? pick.pick(
          [
            `an adjustment to make in ${t}`,
            `a test for ${t}`,
            `some fine-tuning in ${t}`,
            `an effort asked of ${t}`,
          ],
          'pa-tense',
        )
      : pick.pick(
          [`a fresh start for ${t}`, `${t} to the fore`, `a new round for ${t}`, `a high point for ${t}`],
          'pa-conj',
        );
}

const progressedAspectId = (f: F, a: ProgressedAspect) => {
  const base = `progressed.${a.progressed}-${a.type}-${a.natal}`;
  const same = (f.progressions?.aspects ?? []).filter(
    (x) => `progressed.${x.progressed}-${x.type}-${x.natal}` === base,
  );
  const n = same.indexOf(a) + 1;
  return n <= 1 ? base : `${base}-${n}`;
};

/** The progressed aspects exact in the window: the period's turning points, with their month. */
function turningPoints(f: F, pick: Picker): WrittenParagraph | null {
  const p = f.progressions;
  if (!p) return null;
  const fr = f.lang === 'fr';
  const lang = f.lang;
  const chosen = p.aspects.slice(0, 4);
  const heading = fr
    ? pick.pick(['Les tournants progressés', 'Les virages de la période'])
    : pick.pick(['Progressed turning points', 'The turns of the period']);
  if (chosen.length === 0) {
    const sun = p.points.find((x) => x.id === 'sun');
    const end = f.window ? monthOf(f.window.to, lang) : null;
    if (!sun?.house || !end) return null;
    return para(
      fr
        ? `Aucun aspect progressé exact d’ici ${end} : Soleil progressé en ${sun.sign_name}, maison ${sun.house}, sans virage marqué. Les transits donnent les dates.`
        : `No progressed aspect comes exact before ${end}: progressed Sun in ${sun.sign_name}, house ${sun.house}, with no sharp turn. The transits set the dates.`,
      ['progressed.sun'],
      heading,
    );
  }
  const lines = chosen.map((a) => {
    const when = inMonth(a.exact, lang);
    const meaning = aspectMeaning(a, lang, pick);
    const P = a.progressed_name;
    const N = a.natal_name;
    // The natal point with its article (« au Soleil natal », « à Vénus natale »), reached « à » or « avec »;
    // the progressed one as « la » or « votre »: « la Lune progressée en carré à » was in five readings.
    const theN = `${articleFr(a.natal)}${N} ${natalFr(a.natal)}`;
    const toN = pick.pick([`à ${theN}`, `avec ${theN}`]).replace(/^à le /, 'au ');
    const theP = `${pick.pick([articleFr(a.progressed), 'votre '])}${P} ${progressedFr(a.progressed)}`;
    const fem = a.type === 'conjunction' || a.type === 'opposition';
    const exactFr = fem ? 'exacte' : 'exact';
    const natalN = () => pick.pick([`natal ${N}`, `your natal ${N}`]);
    return fr
      ? pick.pick(
          [
            `${capitalise(when)}, ${theP} en ${a.type_name} ${toN} : ${meaning}.`,
            `${capitalise(theP)} en ${a.type_name} ${toN}, ${exactFr} ${when} : ${meaning}.`,
            `Le virage ${deMonth(a.exact)} : ${theP} en ${a.type_name} ${toN}, soit ${meaning}.`,
            `${capitalise(theP)} atteint ${anFr(a.type)} ${a.type_name} ${exactFr} ${toN} ${when}, et c’est ${meaning}.`,
            `Pour ${theN}, ${when}, ${anFr(a.type)} ${a.type_name} ${exactFr} ${deFr(theP)} : ${meaning}.`,
          ],
          'turn',
        )
      : pick.pick(
          [
            `${capitalise(when)}, ${pick.pick(['', 'your '])}progressed ${P} ${a.type_name} ${natalN()}: ${meaning}.`,
            `${pick.pick(['Progressed', 'Your progressed'])} ${P} ${a.type_name} ${natalN()}, exact ${when}: ${meaning}.`,
            `The turn of ${monthOf(a.exact, 'en')}: ${pick.pick(['', 'your '])}progressed ${P} ${a.type_name} ${natalN()}, that is ${meaning}.`,
            `Your progressed ${P} reaches an exact ${a.type_name} ${pick.pick(['to', 'with'])} ${natalN()} ${when}, bringing ${meaning}.`,
            `For ${natalN()}, ${when}, an exact ${a.type_name} from ${pick.pick(['', 'your '])}progressed ${P}: ${meaning}.`,
          ],
          'turn',
        );
  });
  return para(
    lines.join(' '),
    chosen.map((a) => progressedAspectId(f, a)),
    heading,
  );
}

/** « de mars 2027 » / « d’avril 2027 ». */
function deMonth(iso: string): string {
  const m = monthOf(iso, 'fr');
  return /^[aeiouyàâéèêh]/i.test(m) ? `d’${m}` : `de ${m}`;
}

/** The solar return: its date, its Ascendant, the houses of its Sun and Moon, as the year's emphasis. */
function solarReturn(f: F, pick: Picker): WrittenParagraph | null {
  const r = f.solar_return;
  const sun = f.placements.find((x) => x.id === 'sun');
  if (!r || !sun) return null;
  const fr = f.lang === 'fr';
  const lang = f.lang;
  const day = longDate(r.date, lang);
  const sunArea = area(lang, r.sun_house, pick);
  const moonArea = area(lang, r.moon_house, pick);
  const asc = r.ascendant.sign_name;
  const ascStyle = style(lang, r.ascendant.sign, pick);
  const sunSign = sun.sign_name;
  // The chart is cast for the birthplace (« au lieu natal »): the residence is not asked.
  const m = r.moon_sign_name;
  // The return named anew each time (« de cette révolution », « de votre révolution solaire »).
  const ret = () =>
    fr
      ? `${pick.pick(['la', 'cette', 'votre'])} ${pick.pick(['révolution', 'révolution solaire'])}`
      : pick.pick([
          'the return',
          'the solar return',
          'this return',
          'your return',
          'your solar return',
          'the return chart',
        ]);
  const h = r.sun_house;
  const mh = r.moon_house;
  // The date, the Ascendant, the Sun and the Moon of the return are each said in one of seven or eight
  // ways, drawn apart, none holding more than five fixed words beside the date: the paragraph is in every
  // long reading, and six wordings of each left them in a sixth of those (issue 38).
  const text = fr
    ? [
        `${pick.pick([
          `Révolution solaire le ${day}`,
          `Votre révolution solaire {tombe|a lieu|se produit} le ${day}`,
          `Le Soleil revient en ${sunSign} à son degré natal le ${day}`,
          `Votre année solaire {commence|démarre|s’ouvre} le ${day}`,
          `Révolution solaire, {au lieu natal|calculée au lieu natal|dressée pour le lieu natal}, le ${day}`,
          `{Nouvelle année solaire|Nouveau cycle solaire|Début de votre année solaire} le ${day}`,
          `Le ${day} {commence|s’ouvre|débute} votre nouvelle année`,
          `Votre Soleil, en ${sunSign}, boucle son tour le ${day}`,
        ])} ; ${pick.pick([
          `Ascendant de ${ret()} en ${asc}, ${ascStyle}.`,
          `${asc} à l’Ascendant de ${ret()} : ${ascStyle}.`,
          `l’Ascendant de ${ret()} se lève en ${asc} : ${ascStyle}.`,
          `l’Ascendant de ${ret()}, en ${asc}, invite à avancer ${ascStyle}.`,
          `en ${asc}, l’Ascendant de ${ret()} colore l’année, ${ascStyle}.`,
          `l’Ascendant de ${ret()} tombe en ${asc}, ${ascStyle}.`,
          `Ascendant de ${ret()} : ${asc}, ${ascStyle}.`,
          `l’Ascendant de ${ret()} est en ${asc} : ${ascStyle}.`,
        ])}`,
        pick.pick([
          `Le Soleil de ${ret()}, en ${sunSign} et en maison ${h}, éclaire ${sunArea}.`,
          `Soleil de ${ret()} en ${sunSign}, maison ${h} : ${sunArea}.`,
          `L’année appuie sur ${sunArea}, sous un Soleil de révolution en ${sunSign}, maison ${h}.`,
          `En ${sunSign}, le Soleil de ${ret()} (maison ${h}) mène vers ${sunArea}.`,
          `En ${sunSign}, le Soleil de ${ret()} {s’installe|se place|se loge} en maison ${h} : ${sunArea}.`,
          `Le Soleil de ${ret()}, en ${sunSign}, occupe la maison ${h}, du côté ${deFr(sunArea)}.`,
          `Avec le Soleil de ${ret()} en ${sunSign} et en maison ${h}, l’année regarde vers ${sunArea}.`,
        ]),
        pick.pick([
          `La Lune de ${ret()}, en ${m} et en maison ${mh}, {cherche|recherche|appelle} ${moonArea}.`,
          `Lune de ${ret()} en ${m}, maison ${mh} : ${moonArea}.`,
          `{Côté cœur|Sur le plan affectif|Pour vos émotions}, la Lune de ${ret()} en ${m} (maison ${mh}) {se tourne vers|regarde vers|s’oriente vers} ${moonArea}.`,
          `En ${m}, la Lune de ${ret()} (maison ${mh}) {regarde|vise|privilégie} ${moonArea}.`,
          `En ${m}, la Lune de ${ret()} {s’installe|se place|se loge} en maison ${mh} : ${moonArea}.`,
          `Quant à la Lune de ${ret()}, en ${m}{ et en maison ${mh}|, maison ${mh}}, elle {se tourne vers|regarde vers|s’oriente vers} ${moonArea}.`,
          `La Lune de ${ret()}, en ${m}{ et en maison ${mh}|, maison ${mh}}, {met vos émotions|place vos émotions|tourne votre cœur} du côté ${deFr(moonArea)}.`,
        ]),
      ].join(' ')
    : [
        `${pick.pick([
          `{Solar return on|Your return chart falls on|The solar return comes on} ${day}`,
          `Your solar return {falls|comes|takes place} on ${day}`,
          `On ${day} your Sun, in ${sunSign}, regains its birth degree`,
          `Your solar year {opens|starts|gets under way} on ${day}`,
          `${capitalise(day)} marks your solar return`,
          `A new solar year {begins|starts|opens} on ${day}`,
          `Return chart cast for ${day}`,
          `Your birthday return comes on ${day}`,
        ])}; ${pick.pick([
          `return Ascendant in ${asc}, ${ascStyle}.`,
          `${asc} rises on the return chart: ${ascStyle}.`,
          `the Ascendant of ${ret()} falls in ${asc}: ${ascStyle}.`,
          `in ${asc}, the return Ascendant colours the year, ${ascStyle}.`,
          `with ${asc} rising on ${ret()}, you set out ${ascStyle}.`,
          `the Ascendant of ${ret()}, in ${asc}, asks you to move ${ascStyle}.`,
          `${ret()} has ${asc} rising: ${ascStyle}.`,
          `the Ascendant of ${ret()} is in ${asc}: ${ascStyle}.`,
        ])}`,
        pick.pick([
          `The Sun of ${ret()}, in ${sunSign}, house ${h}, lights up ${sunArea}.`,
          `Return Sun in ${sunSign}, house ${h}: ${sunArea}.`,
          `With the Sun of ${ret()} in ${sunSign}, house ${h}, the year stresses ${sunArea}.`,
          `In ${sunSign}, the Sun of ${ret()} (house ${h}) leads to ${sunArea}.`,
          `In ${sunSign}, the Sun of ${ret()} {settles in|occupies|takes up} house ${h}: ${sunArea}.`,
          `The Sun of ${ret()}, in ${sunSign}, {sits in|occupies|stands in} house ${h}, {turned towards|pointing to|leaning towards} ${sunArea}.`,
          `The year looks towards ${sunArea}: Sun of ${ret()} in ${sunSign}, house ${h}.`,
        ]),
        pick.pick([
          `The Moon of ${ret()}, in ${m}, house ${mh}, {looks for|seeks out|calls for} ${moonArea}.`,
          `Return Moon in ${m}, house ${mh}: ${moonArea}.`,
          `The Moon of ${ret()} in ${m} (house ${mh}) {turns towards|looks to|leans towards} ${moonArea}.`,
          `In ${m}, the Moon of ${ret()} (house ${mh}) {draws you to|points you to|steers you to} ${moonArea}.`,
          `In ${m}, the Moon of ${ret()} {settles in|occupies|takes up} house ${mh}: ${moonArea}.`,
          `As for the Moon of ${ret()}, in ${m}{ and house ${mh}|, house ${mh}}, it {turns to|looks to|leans towards} ${moonArea}.`,
          `{Emotionally|On the feeling side|At heart}, the Moon of ${ret()} in ${m} (house ${mh}) seeks ${moonArea}.`,
        ]),
      ].join(' ');
  return para(
    text,
    ['planet.sun', 'return.ascendant', 'return.sun', 'return.moon'],
    fr
      ? pick.pick(['Votre révolution solaire', 'L’accent de l’année'])
      : pick.pick(['Your solar return', 'The year’s emphasis']),
  );
}

const ANGULAR = new Set([1, 4, 7, 10]);

/**
 * Which factors carried the judgement: the slow transits (by their count and exactness), the progressed
 * aspects exact in the window, the progressed Moon, the solar return (its Sun on an angle weighs more). Each
 * gets a weight; the text names them in order, each by what is specific to it (planets, signs, months).
 */
/**
 * The slow transit (Jupiter to Pluto) that leads the period: the first exact in it, or the first. The
 * opening summary of a long reading and « Ce qui a pesé » name the same one.
 */
export function leadingSlowTransit(f: F): F['transits'][number] | undefined {
  const slow = f.transits.filter((t) => SLOW.has(t.planet_id));
  return slow.find((t) => t.exact) ?? slow[0];
}

function weighing(f: F, pick: Picker): WrittenParagraph | null {
  const p = f.progressions;
  const r = f.solar_return;
  if (!p || !r) return null;
  const fr = f.lang === 'fr';
  const lang = f.lang;
  const slow = f.transits.filter((t) => SLOW.has(t.planet_id));
  const slowNet = slow.reduce((n, t) => n + weight(t), 0);
  const moon = p.points.find((x) => x.id === 'moon');
  type Factor = { weight: number; text: string; short: string; facts: string[] };
  const factors: Factor[] = [];
  if (slow.length) {
    const lead = leadingSlowTransit(f)!;
    const planets = [...new Set(slow.map((t) => t.planet))];
    const names =
      planets.length > 1
        ? `${planets.slice(0, -1).join(', ')} ${fr ? 'et' : 'and'} ${planets.at(-1)}`
        : planets[0]!;
    // Each part drawn apart: « Jupiter, Neptune et Saturne en transit (plutôt porteurs), Jupiter sur
    // votre… » came back in every reading of the same weeks. The lead transit is named by its aspect.
    const one = planets.length === 1;
    const toneFr = (
      slowNet > 0
        ? [
            ['plutôt porteur', 'porteur dans l’ensemble', 'globalement favorable'],
            ['plutôt porteurs', 'porteurs dans l’ensemble', 'globalement favorables'],
          ]
        : slowNet < 0
          ? [
              ['plutôt exigeant', 'exigeant dans l’ensemble', 'globalement exigeant'],
              ['plutôt exigeants', 'exigeants dans l’ensemble', 'globalement exigeants'],
            ]
          : [
              ['partagé', 'mitigé', 'en demi-teinte'],
              ['partagés', 'mitigés', 'en demi-teinte'],
            ]
    )[one ? 0 : 1]!;
    const tone = fr
      ? pick.pick(toneFr)
      : pick.pick(
          slowNet > 0
            ? ['mostly supportive', 'supportive on the whole', 'broadly favourable']
            : slowNet < 0
              ? ['mostly demanding', 'demanding on the whole', 'broadly testing']
              : ['divided', 'mixed', 'neither helpful nor hostile'],
        );
    const conj = lead.aspect_id === 'conjunction';
    const leadFr = () =>
      `${lead.planet} ${conj ? pick.pick(['sur votre', 'conjoint à votre']) : `en ${lead.aspect} ${pick.pick(['à', 'avec'])} votre`} ${lead.natal} ${natalFr(lead.natal_id)}`;
    const leadEn = () =>
      conj
        ? `${lead.planet} ${pick.pick(['on your natal', 'conjunct your natal'])} ${lead.natal}`
        : `${lead.planet} ${pick.pick([`${lead.aspect} your natal`, `in ${lead.aspect} to your natal`])} ${lead.natal}`;
    const slowText = fr
      ? `${pick.pick([`${names} en transit (${tone})`, `${one ? 'le transit' : 'les transits'} ${/^[AEIOUÉ]/.test(names) ? 'd’' : 'de '}${names}, ${tone}`, `${names}, en transit et ${tone}`])}${pick.pick([', ', ', surtout ', ', en tête '])}${leadFr()}`
      : `${pick.pick([`${names} in transit (${tone})`, `the transits of ${names}, ${tone}`, `${names}, transiting and ${tone}`])}${pick.pick([', ', ', above all ', ', chiefly '])}${leadEn()}`;
    factors.push({
      weight: 2 * slow.length + (lead.exact ? 1 : 0),
      text: slowText,
      short: fr ? leadFr() : leadEn(),
      facts: [transitId(f, lead)],
    });
  }
  if (p.aspects.length) {
    const first = p.aspects[0]!;
    factors.push({
      weight: 3 * p.aspects.length,
      text: fr
        ? `${articleFr(first.progressed)}${first.progressed_name} ${progressedFr(first.progressed)} ${pick.pick(
            [
              `en ${first.type_name} à votre`,
              `en ${first.type_name} avec votre`,
              `formant ${first.type === 'conjunction' || first.type === 'opposition' ? 'une' : 'un'} ${first.type_name} avec votre`,
            ],
          )} ${first.natal_name} ${natalFr(first.natal)}`
        : pick.pick([
            `your progressed ${first.progressed_name} ${first.type_name} natal ${first.natal_name}`,
            `the progressed ${first.progressed_name} ${first.type_name} your natal ${first.natal_name}`,
            `your progressed ${first.progressed_name} in ${first.type_name} with natal ${first.natal_name}`,
          ]),
      short: fr
        ? `${articleFr(first.progressed)}${first.progressed_name} ${progressedFr(first.progressed)} vers ${first.natal_name} ${natalFr(first.natal)}`
        : `your progressed ${first.progressed_name} to natal ${first.natal_name}`,
      facts: [progressedAspectId(f, first)],
    });
  }
  if (moon?.house)
    factors.push({
      weight: 2 + (p.moon_changes.length ? 1 : 0),
      text: fr
        ? pick.pick([
            `la Lune progressée en ${moon.sign_name}, maison ${moon.house}`,
            `votre Lune progressée en ${moon.sign_name}, maison ${moon.house}`,
            `la Lune progressée, en ${moon.sign_name} et en maison ${moon.house}`,
          ])
        : pick.pick([
            `the progressed Moon in ${moon.sign_name}, house ${moon.house}`,
            `your progressed Moon in ${moon.sign_name}, house ${moon.house}`,
            `the progressed Moon, in ${moon.sign_name} and house ${moon.house}`,
          ]),
      short: fr ? `la Lune progressée en ${moon.sign_name}` : `the progressed Moon in ${moon.sign_name}`,
      facts: ['progressed.moon'],
    });
  const month = monthOf(r.date, lang);
  const sunSign = f.placements.find((x) => x.id === 'sun')?.sign_name ?? '';
  factors.push({
    weight: ANGULAR.has(r.sun_house) ? 4 : 2,
    text: `${
      fr
        ? // The writing check reads the Ascendant as the return's only right after « révolution solaire
          // (de mai 2027) » or before « de la révolution solaire »: five forms that keep it so.
          pick.pick([
            `la révolution solaire ${deMonth(r.date)}, Ascendant en ${r.ascendant.sign_name}`,
            `votre révolution solaire ${deMonth(r.date)} : l’Ascendant en ${r.ascendant.sign_name}`,
            `${pick.pick(['la', 'votre', 'cette'])} révolution solaire ${deMonth(r.date)} et son Ascendant en ${r.ascendant.sign_name}`,
            `${pick.pick(['la', 'votre', 'cette'])} révolution solaire ${deMonth(r.date)}, son Ascendant en ${r.ascendant.sign_name}`,
            `cette révolution solaire ${deMonth(r.date)} (Ascendant en ${r.ascendant.sign_name})`,
          ])
        : pick.pick([
            `the solar return of ${month}, Ascendant in ${r.ascendant.sign_name}`,
            `your return of ${month} and its Ascendant in ${r.ascendant.sign_name}`,
            `the solar return of ${month} and its Ascendant in ${r.ascendant.sign_name}`,
            `the solar return of ${month}: its Ascendant in ${r.ascendant.sign_name}`,
            `your solar return of ${month} (Ascendant in ${r.ascendant.sign_name})`,
          ])
    }${ANGULAR.has(r.sun_house) ? (fr ? `, Soleil de la révolution angulaire, en ${sunSign}` : `, return Sun angular in ${sunSign}`) : ''}`,
    short: fr
      ? `la révolution solaire (Ascendant en ${r.ascendant.sign_name})`
      : `the solar return (Ascendant in ${r.ascendant.sign_name})`,
    facts: ['return.ascendant', ...(ANGULAR.has(r.sun_house) ? ['return.sun'] : [])],
  });
  factors.sort((a, b) => b.weight - a.weight);
  const [top, second, ...rest] = factors;
  if (!top) return null;
  const tail = [second, ...rest].filter((x): x is Factor => Boolean(x)).map((x) => x.text);
  // A lead that ends on a colon only before a list that holds none (two colons in one sentence read badly).
  const body = `${top.text}${tail.join(' ')}`;
  const colonFree = (xs: string[]) => (body.includes(':') ? xs.filter((x) => !x.endsWith(':')) : xs);
  const lead = fr
    ? pick.pick(
        colonFree([
          'Par ordre de poids :',
          'Ont pesé, dans l’ordre :',
          'Le jugement repose d’abord sur',
          'Premier poids :',
          'Ce qui a compté, du plus lourd au plus léger :',
          'Dans l’ordre d’importance :',
          'En tête des facteurs :',
          'Ont d’abord pesé',
        ]),
      )
    : pick.pick(
        colonFree([
          'In order of weight:',
          'What weighed, in order:',
          'The judgement rests first on',
          'First weight:',
          'What counted, heaviest first:',
          'In order of importance:',
          'At the head of the factors:',
          'The heaviest weight goes to',
          'First in weight come',
        ]),
      );
  const then = fr
    ? pick.pick([' ; puis ', ' ; ensuite ', ' ; derrière, '])
    : pick.pick(['; then ', '; next, ', '; after that, ']);
  const first = `${lead} ${top.text}${tail.length ? `${then}${tail.join(fr ? ' ; ' : '; ')}` : ''}.`;
  const close = second
    ? fr
      ? pick.pick([
          `${capitalise(top.short)} {donne le ton|mène la danse|fixe le ton}, ${second.short} {le nuance|y met des nuances|le module}.`,
          `{Le ton vient|La couleur vient|L’élan vient} ${deFr(top.short)}, la nuance ${deFr(second.short)}.`,
          `${capitalise(second.short)} {tempère|adoucit|nuance} ce que ${top.short} {impose|apporte|dicte}.`,
          `{Derrière|Après} ${top.short}, ${second.short} {apporte sa note|ajoute sa nuance|glisse sa note}.`,
          `{Retenez d’abord|Gardez d’abord en tête|Notez d’abord} ${top.short}, que ${second.short} vient {tempérer|nuancer|adoucir}.`,
          `{L’essentiel|Le principal|Le cœur de la période} : ${top.short} ; ${second.short} en {adoucit les angles|arrondit les angles|tempère la force}.`,
          `${capitalise(top.short)} {mène|ouvre la marche|ouvre la voie}, et ${second.short} {suit|l’accompagne|vient ensuite}.`,
          `{À retenir|En bref|Au total} : ${top.short}, avec la nuance ${deFr(second.short)}.`,
        ])
      : pick.pick([
          `${capitalise(top.short)} {sets the tone|leads the way|gives the keynote}, ${second.short} {shades it|nuances it|tempers it}.`,
          `The {tone|keynote|colour} comes from ${top.short}, the {shading|nuance|shade} from ${second.short}.`,
          `${capitalise(second.short)} {tempers|softens|shades} what ${top.short} {sets|brings|imposes}.`,
          `{Behind|After|Alongside} ${top.short}, ${second.short} {adds its note|adds its shade|brings its nuance}.`,
          `{Remember|Keep in mind|Note} ${top.short} first, {tempered|softened|shaded} by ${second.short}.`,
          `{The essential|The main thing|The core of it}: ${top.short}; ${second.short} {softens its edges|rounds its corners|tempers it}.`,
          `${capitalise(top.short)} {leads|takes the lead|opens the way}, and ${second.short} {follows|comes after|falls in behind}.`,
          `{To keep|In short|All told}: ${top.short}, shaded by ${second.short}.`,
        ])
    : '';
  return para(
    `${first} ${close}`,
    factors.flatMap((x) => x.facts),
    fr ? 'Ce qui a pesé' : 'What weighed',
  );
}

/** The paragraphs the long readings take from the progressions and the solar return (none without them). */
export function timingParagraphs(f: F, pick: Picker): WrittenParagraph[] {
  if (!f.progressions || !f.solar_return) return [];
  const fr = f.lang === 'fr';
  return [
    moonClimate(
      f,
      pick,
      fr
        ? pick.pick(['Le climat de fond', 'Votre Lune progressée'])
        : pick.pick(['The underlying climate', 'Your progressed Moon']),
    ),
    turningPoints(f, pick),
    solarReturn(f, pick),
    weighing(f, pick),
  ].filter((x): x is WrittenParagraph => x !== null);
}
