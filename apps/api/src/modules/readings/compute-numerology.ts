import { nextMonths, parseCivilDate, personalMonthNumber } from '@arcanes/domain/numerology/date-numbers';
import { numberMeaning } from '@arcanes/domain/numerology/meanings';
import { numerologyProfile } from '@arcanes/domain/numerology/profile';
import type { NumerologyNumber } from '@arcanes/domain/numerology/reduction';
import { writeNumerologyReading } from '@arcanes/domain/writers/numerology';
import { monthName } from '@arcanes/domain/writers/dates';
import type { NumerologyFacts } from '../../interpreter/facts';
import { numerologyOrFail } from '../divination/divination.service';
import { genderOf, type Computation } from './compute';
import { lastDayOfMonth } from './reading-dates';
import type { NumerologyInputs } from './reading-inputs';

/** Months a reading looks at: the current one (option 1), three (2) or twelve (3). */
const MONTHS = { 1: 1, 2: 3, 3: 12 } as const;

export function computeNumerology(inputs: NumerologyInputs, fields: { name: string }): Computation {
  const lang = inputs.lang;
  const profile = numerologyOrFail(
    () =>
      numerologyProfile({
        fullName: inputs.full_name,
        birthDate: inputs.birth_date,
        currentDate: inputs.current_date,
      }),
    { fullName: fields.name, birthDate: 'dateOfBirth', currentDate: 'currentDate' },
  );
  const birth = parseCivilDate(profile.birth_date);
  const today = parseCivilDate(profile.current_date);
  if (!birth || !today) throw new Error('profile dates do not parse');
  const months = nextMonths(today, MONTHS[inputs.option]).map(({ year, month }) => {
    const n = personalMonthNumber(birth, year, month).value;
    return {
      month: `${year}-${String(month).padStart(2, '0')}`,
      label: `${monthName(month, lang)} ${year}`,
      number: n,
      keywords: numberMeaning(n, lang).keywords.slice(0, 3),
    };
  });
  const keywords = (n: NumerologyNumber) => numberMeaning(n, lang).keywords.slice(0, 4);
  const symbolic = writeNumerologyReading(profile, {
    lang,
    option: inputs.option,
    firstName: inputs.first_name,
    domain: inputs.topic,
    currentDate: profile.current_date,
  });
  const first = months[0];
  const last = months[months.length - 1];
  const facts: NumerologyFacts = {
    domain: 'numerologie',
    lang,
    option: inputs.option,
    first_name: inputs.first_name,
    question: null,
    topic: inputs.topic,
    reading_date: inputs.reading_date,
    window:
      first && last
        ? {
            from: `${first.month}-01`,
            to: lastDayOfMonth(Number(last.month.slice(0, 4)), Number(last.month.slice(5))),
          }
        : null,
    gender: genderOf(inputs.sexe),
    full_name: profile.full_name,
    birth: { date: profile.birth_date, time: inputs.birth_time, place: inputs.birth_place },
    numbers: {
      life_path: profile.life_path,
      expression: profile.expression,
      soul_urge: profile.soul_urge,
      personality: profile.personality,
      birthday: profile.birthday,
      personal_year: profile.personal_year,
      maturity: profile.maturity,
      lucky_number: profile.lucky_number,
    },
    karmic_debts: profile.karmic_debts.map((d) => d.number),
    karmic_lessons: [...profile.karmic_lessons],
    personal_months: months,
    keywords: {
      life_path: keywords(profile.life_path),
      expression: keywords(profile.expression),
      soul_urge: keywords(profile.soul_urge),
      personality: keywords(profile.personality),
      birthday: keywords(profile.birthday),
      personal_year: keywords(profile.personal_year),
      maturity: keywords(profile.maturity),
      lucky_number: keywords(profile.lucky_number),
    },
    forecast:
      inputs.option === 1
        ? []
        : months.map((m) => ({
            start: `${m.month}-01`,
            end: lastDayOfMonth(Number(m.month.slice(0, 4)), Number(m.month.slice(5))),
            exact: null,
            title: lang === 'fr' ? `Mois personnel ${m.number}` : `Personal month ${m.number}`,
            note: m.keywords.join(', '),
          })),
  };
  return { facts, symbolic, visual: { kind: 'numerology', profile } };
}
