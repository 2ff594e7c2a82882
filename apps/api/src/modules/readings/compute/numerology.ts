import { nextMonths, parseCivilDate, personalMonthNumber } from '@arcanes/domain/numerology/date-numbers';
import { numberMeaning } from '@arcanes/domain/numerology/meanings';
import { numerologyProfile } from '@arcanes/domain/numerology/profile';
import type { NumerologyNumber } from '@arcanes/domain/numerology/reduction';
import { writeNumerologyReading } from '@arcanes/domain/writers/numerology';
import { monthName } from '@arcanes/domain/writers/dates';
import type { NumerologyFacts } from '#api/interpreter/facts.ts';
import { texts } from '#api/lib/i18n.ts';
import { numerologyOrFail } from '#api/modules/divination/divination.service.ts';
import { getPlace } from '#api/modules/places/places.service.ts';
import { genderOf, type Computation } from './computation';
import { addDays, addMonths, lastDayOfMonth } from '@arcanes/domain/calendar/civil-dates';
import { challenges, lifeCycles, pinnacles } from '@arcanes/domain/numerology/cycles';

const ageOn = (
  birth: { year: number; month: number; day: number },
  on: { year: number; month: number; day: number },
) =>
  on.year - birth.year - (on.month < birth.month || (on.month === birth.month && on.day < birth.day) ? 1 : 0);
import type { NumerologyInputs } from '#api/modules/readings/request/inputs.ts';

/** Months a reading covers from the order date: one (option 1), three (2) or twelve (3). */
const MONTHS = { 1: 1, 2: 3, 3: 12 } as const;

/**
 * The period sold, counted from the order date, every option alike (issue 38): the lucky number
 * ordered on 28 November speaks of the month to come, 28 November – 27 December, not of a November
 * nearly over.
 */
function periodOf(option: 1 | 2 | 3, orderDate: string): { from: string; to: string } {
  return { from: orderDate, to: addDays(addMonths(orderDate, MONTHS[option]), -1) };
}

function stage(
  s: {
    index: number;
    value: number;
    fromAge: number;
    toAge: number | null;
    fromYear: number;
    toYear: number | null;
    meaning: { fr: string; en: string };
  },
  lang: 'fr' | 'en',
) {
  return {
    index: s.index,
    value: s.value,
    from_age: s.fromAge,
    to_age: s.toAge,
    from_year: s.fromYear,
    to_year: s.toYear,
    meaning: s.meaning[lang],
  };
}

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
  const period = periodOf(inputs.option, inputs.reading_date);
  const start = parseCivilDate(period.from)!;
  const span =
    (Number(period.to.slice(0, 4)) - start.year) * 12 + Number(period.to.slice(5, 7)) - start.month + 1;
  const periodMonths = nextMonths(start, span);
  const months = periodMonths.map(({ year, month }) => {
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
    // The symbolic part shows the months the intuitive part reads: the sold period's.
    months: periodMonths,
    ...(inputs.option === 2 ? { period: { from: period.from, to: period.to } } : {}),
  });
  const facts: NumerologyFacts = {
    domain: 'numerologie',
    lang,
    option: inputs.option,
    first_name: inputs.first_name,
    question: null,
    topic: inputs.topic,
    reading_date: inputs.reading_date,
    window: period,
    gender: genderOf(inputs.sexe),
    full_name: profile.full_name,
    birth: {
      date: profile.birth_date,
      time: inputs.birth_time,
      // A place picked in the form is stored as its id: the reading names the place, never the id.
      place:
        inputs.birth_place && /^\d+$/.test(inputs.birth_place.trim())
          ? (getPlace(inputs.birth_place, lang)?.label ?? null)
          : inputs.birth_place,
    },
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
    age: ageOn(birth, today),
    pinnacles: pinnacles(birth).map((p) => stage(p, lang)),
    challenges: challenges(birth).map((c) => stage(c, lang)),
    life_cycles: lifeCycles(birth).map((c) => ({ ...stage(c, lang), name: c.name[lang] })),
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
            start: `${m.month}-01` < period.from ? period.from : `${m.month}-01`,
            end: ((end) => (end > period.to ? period.to : end))(
              lastDayOfMonth(Number(m.month.slice(0, 4)), Number(m.month.slice(5))),
            ),
            exact: null,
            title: texts(lang, 'answers')('forecastTitle.personalMonth', { replace: { number: m.number } }),
            note: m.keywords.join(', '),
          })),
  };
  return { facts, symbolic, visual: { kind: 'numerology', profile } };
}
