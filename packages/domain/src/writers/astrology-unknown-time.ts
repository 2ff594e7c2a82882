/**
 * The paragraphs an astrology reading carries when the birth time is unknown: what cannot be
 * known (angles, houses, the Moon's exact degree), and the Moon's range over the birth day.
 */
import { PLANETS, SIGNS, formatLongitude } from '../astrology/zodiac';
import { birthDaySky, type BirthDaySky, type DayRange } from '../astrology/unknown-time';
import type { SignId } from '../astrology/zodiac';
import { typeset } from './astrology-typography';
import { longDate, type Lang } from './dates';

const signName = (sign: SignId, lang: Lang) => SIGNS.find((s) => s.id === sign)?.[lang] ?? sign;

const FEMININE: readonly SignId[] = ['virgo', 'libra'];
const PLURAL: readonly SignId[] = ['gemini', 'pisces'];

/** "du Bélier", "de la Vierge", "des Gémeaux". */
function fromSignFr(sign: SignId): string {
  const name = signName(sign, 'fr');
  return FEMININE.includes(sign) ? `de la ${name}` : PLURAL.includes(sign) ? `des ${name}` : `du ${name}`;
}

/** "au Bélier", "à la Vierge", "aux Gémeaux". */
function toSignFr(sign: SignId): string {
  const name = signName(sign, 'fr');
  return FEMININE.includes(sign) ? `à la ${name}` : PLURAL.includes(sign) ? `aux ${name}` : `au ${name}`;
}

/** "Le Soleil", "Mercure"; "The Sun", "Mercury". */
function bodyName(id: DayRange['id'], lang: Lang): string {
  const name = PLANETS[id][lang];
  if (id === 'sun') return lang === 'fr' ? `Le ${name}` : `The ${name}`;
  if (id === 'moon') return lang === 'fr' ? `La ${name}` : `The ${name}`;
  return name;
}

function moonParagraph(sky: BirthDaySky, lang: Lang): string {
  const { moon } = sky;
  const day = longDate(sky.date, lang);
  const from = formatLongitude(moon.start, lang);
  const to = formatLongitude(moon.end, lang);
  if (moon.startSign === moon.endSign)
    return lang === 'fr'
      ? `Le ${day}, la Lune est allée de ${from} à ${to} : son signe est sûr, son degré ne l’est pas. Les positions données sont celles de midi, et les aspects de la Lune peuvent s’écarter de quelques degrés de ceux qui sont indiqués.`
      : `On ${day} the Moon went from ${from} to ${to}: its sign is certain, its degree is not. The positions given are those of noon, and the Moon's aspects may differ by a few degrees from those shown.`;
  const a = signName(moon.startSign, lang);
  const b = signName(moon.endSign, lang);
  return lang === 'fr'
    ? `Le ${day}, la Lune est allée de ${from} à ${to} : elle a changé de signe dans la journée, et sans l’heure on ne peut pas savoir si elle était encore en ${a} ou déjà en ${b}. La lecture la donne pour midi ; les deux signes sont à garder en tête.`
    : `On ${day} the Moon went from ${from} to ${to}: it changed sign during the day, and without the time there is no knowing whether it was still in ${a} or already in ${b}. The reading takes it at noon; keep both signs in mind.`;
}

function otherChange(r: DayRange, lang: Lang): string {
  const name = bodyName(r.id, lang);
  return lang === 'fr'
    ? `${name} a changé de signe ce jour-là, ${fromSignFr(r.startSign)} ${toSignFr(r.endSign)} : son signe à votre naissance reste incertain.`
    : `${name} changed sign that day, from ${signName(r.startSign, 'en')} to ${signName(r.endSign, 'en')}: its sign at your birth remains uncertain.`;
}

/** The notes, in order: what cannot be known, the Moon, then any other body that changed sign. */
export function unknownTimeParagraphs(sky: BirthDaySky, lang: Lang): string[] {
  const cannot =
    lang === 'fr'
      ? 'Sans heure de naissance, l’Ascendant, le Milieu du Ciel et les maisons ne peuvent pas être connus : l’Ascendant avance d’environ un degré toutes les quatre minutes. Cette lecture laisse donc de côté tout ce qui en dépend (maisons occupées, aspects aux angles) et s’appuie sur les signes et les aspects des planètes.'
      : 'Without a birth time, the Ascendant, the Midheaven and the houses cannot be known: the Ascendant moves about one degree every four minutes. This reading therefore leaves aside everything that depends on them (occupied houses, aspects to the angles) and rests on the planets’ signs and aspects.';
  return [
    cannot,
    moonParagraph(sky, lang),
    ...sky.signChanges.filter((r) => r.id !== 'moon').map((r) => otherChange(r, lang)),
  ];
}

/** The same notes as one section of a reading, typeset, to stand first when the time is unknown. */
export function unknownTimeSection(sky: BirthDaySky, lang: Lang): { heading: string; body: string } {
  return {
    heading: lang === 'fr' ? 'Sans heure de naissance' : 'Without a birth time',
    body: typeset(unknownTimeParagraphs(sky, lang).join('\n\n'), lang),
  };
}

/**
 * A written reading with the unknown-time section first when the birth time is unknown, unchanged
 * otherwise: what the readings' computation calls after writing the chart.
 */
export function withBirthTimeNotes<T extends { sections: { heading: string; body: string }[] }>(
  reading: T,
  birth: { timeKnown: boolean; date: string; zone: string },
  lang: Lang,
): T {
  if (birth.timeKnown) return reading;
  return {
    ...reading,
    sections: [unknownTimeSection(birthDaySky(birth.date, birth.zone), lang), ...reading.sections],
  };
}
