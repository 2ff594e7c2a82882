/**
 * The symbolic part's section on the long readings' timing: the secondary progressions over the window
 * and the solar return, stated as computed (positions, dates, houses), with the method named.
 */
import { clockTime, longDate, type Lang } from './dates';
import { typeset } from './astrology-typography';

interface Placed {
  id: string;
  name: string;
  sign_name: string;
  degree: number;
  minute: number;
  house: number | null;
}

export interface ProgressedTiming {
  progressions: {
    age: number;
    points: Placed[];
    moon_end: Placed;
    moon_changes: { date: string; kind: 'sign' | 'house'; sign_name: string; house: number | null }[];
    aspects: {
      progressed: string;
      progressed_name: string;
      natal: string;
      natal_name: string;
      type_name: string;
      exact: string;
    }[];
  };
  solar_return: {
    date: string;
    time: string;
    place: string;
    ascendant: { sign_name: string; degree: number; minute: number };
    sun_house: number;
    moon_house: number;
    moon_sign_name: string;
  };
}

const FEMININE = new Set(['moon', 'venus']);
const deg = (d: number, m: number) => `${d}°${String(m).padStart(2, '0')}′`;

/** « Lune progressée » / "progressed Moon". */
export function progressedName(id: string, name: string, lang: Lang): string {
  return lang === 'fr' ? `${name} ${FEMININE.has(id) ? 'progressée' : 'progressé'}` : `progressed ${name}`;
}

/** « Lune natale » / "natal Moon". */
export function natalName(id: string, name: string, lang: Lang): string {
  return lang === 'fr' ? `${name} ${FEMININE.has(id) ? 'natale' : 'natal'}` : `natal ${name}`;
}

export function progressedSection(t: ProgressedTiming, lang: Lang): { heading: string; body: string } {
  const fr = lang === 'fr';
  const p = t.progressions;
  const r = t.solar_return;
  const where = (x: Placed) =>
    `${progressedName(x.id, x.name, lang)} ${fr ? 'en' : 'in'} ${x.sign_name} (${deg(x.degree, x.minute)})${x.house ? (fr ? `, maison natale ${x.house}` : `, natal house ${x.house}`) : ''}`;
  const moon = p.points.find((x) => x.id === 'moon');
  const path = moon
    ? p.moon_changes.length
      ? `${fr ? 'Sur la période, la Lune progressée' : 'Over the period the progressed Moon'} ${p.moon_changes
          .map((c) =>
            c.kind === 'sign'
              ? fr
                ? `entre en ${c.sign_name} le ${longDate(c.date, lang)}`
                : `enters ${c.sign_name} on ${longDate(c.date, lang)}`
              : fr
                ? `passe en maison natale ${c.house} le ${longDate(c.date, lang)}`
                : `moves into natal house ${c.house} on ${longDate(c.date, lang)}`,
          )
          .join(fr ? ', puis ' : ', then ')}.`
      : fr
        ? `Sur la période, la Lune progressée reste en ${moon.sign_name}, maison natale ${moon.house ?? '–'} (${deg(p.moon_end.degree, p.moon_end.minute)} à la fin).`
        : `Over the period the progressed Moon stays in ${moon.sign_name}, natal house ${moon.house ?? '–'} (${deg(p.moon_end.degree, p.moon_end.minute)} at the end).`
    : '';
  const aspects = p.aspects.length
    ? `${fr ? 'Aspects progressés exacts dans la période (orbe 1°)' : 'Progressed aspects exact within the period (1° orb)'}${fr ? ' : ' : ': '}${p.aspects
        .map(
          (a) =>
            `${progressedName(a.progressed, a.progressed_name, lang)} ${fr ? `en ${a.type_name} à` : a.type_name} ${fr ? 'votre' : 'your'} ${natalName(a.natal, a.natal_name, lang)} (${longDate(a.exact, lang)})`,
        )
        .join(fr ? ' ; ' : '; ')}.`
    : fr
      ? 'Aucun aspect progressé ne devient exact dans la période (orbe 1°).'
      : 'No progressed aspect becomes exact within the period (1° orb).';
  const method = fr
    ? `Progressions secondaires (un jour du ciel après votre naissance pour chaque année de votre vie), à ${p.age} ans ; l’Ascendant et le Milieu du Ciel sont avancés par l’arc solaire.`
    : `Secondary progressions (one day of the sky after your birth for each year of your life), at age ${p.age}; the Ascendant and Midheaven are advanced by the solar arc.`;
  const ret = fr
    ? `Révolution solaire : le Soleil revient à sa place de naissance le ${longDate(r.date, lang)} à ${clockTime(r.time, lang)}, carte dressée pour votre lieu de naissance (${r.place} ; votre lieu de résidence n’est pas demandé). Ascendant de la révolution en ${r.ascendant.sign_name} (${deg(r.ascendant.degree, r.ascendant.minute)}), Soleil en maison ${r.sun_house}, Lune en ${r.moon_sign_name} en maison ${r.moon_house}.`
    : `Solar return: the Sun comes back to its birth position on ${longDate(r.date, lang)} at ${clockTime(r.time, lang)}, chart cast for your birthplace (${r.place}; your place of residence is not asked). Return Ascendant in ${r.ascendant.sign_name} (${deg(r.ascendant.degree, r.ascendant.minute)}), Sun in house ${r.sun_house}, Moon in ${r.moon_sign_name} in house ${r.moon_house}.`;
  const list = p.points.map(where).join(fr ? ' ; ' : '; ');
  const body = [method, `${list.charAt(0).toUpperCase()}${list.slice(1)}.`, path, aspects, ret]
    .filter(Boolean)
    .join('\n\n');
  return {
    heading: typeset(fr ? 'Progressions et révolution solaire' : 'Progressions and solar return', lang),
    body: typeset(body, lang),
  };
}
