/** The offline intuitive reading for numerology: the person's own numbers and their keywords, told warmly. */
import type { NumerologyFacts } from '../facts';
import type { Section } from './offline-astrology-long';
import { closingLine, openingLine, topicWords } from './offline-phrases';
import { capitalise, joinList, type Picker } from './pick';

const kw = (f: NumerologyFacts, key: string, n = 3) => joinList((f.keywords[key] ?? []).slice(0, n), f.lang);

function masterNote(n: number, lang: 'fr' | 'en'): string {
  if (![11, 22, 33].includes(n)) return '';
  return lang === 'fr'
    ? ` C’est un nombre maître, que l’on garde tel quel : il demande davantage, et il donne davantage.`
    : ` It is a master number, kept as it is: it asks more of you, and gives more.`;
}

function monthLine(f: NumerologyFacts, m: NumerologyFacts['personal_months'][number], pick: Picker): string {
  const fr = f.lang === 'fr';
  const words = joinList(m.keywords.slice(0, 3), f.lang);
  return fr
    ? pick.pick([
        `En ${m.label}, votre mois personnel ${m.number} a pour mots-clés : ${words}.`,
        `${capitalise(m.label)} vibre au rythme du ${m.number} : ${words}.`,
      ])
    : pick.pick([
        `In ${m.label}, your personal month ${m.number} has these keywords: ${words}.`,
        `${capitalise(m.label)} beats to the rhythm of ${m.number}: ${words}.`,
      ]);
}

/** The month told against the one before it and against the personal year it belongs to. */
function rhythm(
  f: NumerologyFacts,
  n: number,
  previous: number | null,
  keyword: string,
  pick: Picker,
): string {
  const fr = f.lang === 'fr';
  const year = f.numbers.personal_year;
  const change =
    previous === null
      ? ''
      : previous === n
        ? fr
          ? `Il prolonge le ${previous} du mois précédent : la même note se creuse. `
          : `It prolongs the ${previous} of the month before: the same note deepens. `
        : fr
          ? `Après le ${previous} du mois précédent, le ton change. `
          : `After the ${previous} of the month before, the tone changes. `;
  const inYear = fr
    ? `Dans votre année personnelle ${year}, ${n === year ? 'ce mois fait écho au nombre de l’année et en concentre l’énergie' : 'ce mois apporte sa nuance à la tonalité de l’année'}.`
    : `Within your personal year ${year}, ${n === year ? 'this month echoes the number of the year and concentrates its energy' : 'it adds its own nuance to the tone of the year'}.`;
  const question = fr
    ? pick.pick([
        ` Une question à garder en tête : qu’est-ce que ce mot, « ${keyword} », changerait concrètement dans vos journées ?`,
        ` Notez ce qui, autour de vous, répond au mot « ${keyword} » : c’est souvent là que le mois se joue.`,
      ])
    : pick.pick([
        ` A question to keep in mind: what would the word “${keyword}” change, concretely, in your days?`,
        ` Notice what around you answers to the word “${keyword}”: that is often where the month plays out.`,
      ]);
  return change + inYear + question;
}

/** A question to carry, built on one of the person's own keywords. */
function reflection(f: NumerologyFacts, keyword: string, pick: Picker): string {
  return f.lang === 'fr'
    ? pick.pick(
        [
          `Une question à garder près de vous : où, dans votre vie d’aujourd’hui, le mot « ${keyword} » trouve-t-il déjà sa place, et où attend-il encore ?`,
          `Vous reconnaîtrez ce nombre aux moments où « ${keyword} » n’est plus un effort mais une évidence : ce sont vos repères.`,
          `Le mot « ${keyword} » n’est pas une injonction : c’est une direction, que vous suivez à votre rythme et selon vos choix.`,
        ],
        'reflection',
      )
    : pick.pick(
        [
          `A question to keep close: where in your life today does the word “${keyword}” already have its place, and where is it still waiting?`,
          `You will recognise this number in the moments when “${keyword}” is no longer an effort but a matter of course: those are your landmarks.`,
          `The word “${keyword}” is not an order: it is a direction, which you follow at your own pace and by your own choices.`,
        ],
        'reflection',
      );
}

/** Option 1, "Votre numéro de chance": four or five paragraphs around the lucky number. */
export function numerologyShort(f: NumerologyFacts, pick: Picker): string[] {
  const fr = f.lang === 'fr';
  const n = f.numbers;
  const topic = topicWords(f.lang, f.topic);
  const month = f.personal_months[0];
  const p1 = fr
    ? `${openingLine(f.lang, f.first_name, f.question, pick)} ${pick.pick([
        `Votre numéro de chance est le ${n.lucky_number} : il naît de votre chemin de vie ${n.life_path}, uni à votre jour de naissance (${n.birthday}).`,
        `Le nombre qui vous accompagne est le ${n.lucky_number}. Il réunit votre chemin de vie ${n.life_path} et le ${n.birthday} de votre jour de naissance.`,
      ])}`
    : `${openingLine(f.lang, f.first_name, f.question, pick)} ${pick.pick([
        `Your lucky number is ${n.lucky_number}: it comes from your life path ${n.life_path}, joined with your birthday number (${n.birthday}).`,
        `The number that walks with you is ${n.lucky_number}. It brings together your life path ${n.life_path} and the ${n.birthday} of your birthday.`,
      ])}`;
  const p2 = fr
    ? `${pick.pick([`Les mots du ${n.lucky_number} : ${kw(f, 'lucky_number')}.`, `Ce qui caractérise le ${n.lucky_number} : ${kw(f, 'lucky_number')}.`])} ${pick.pick(
        [
          'Vous le reconnaîtrez dans les moments où les choses semblent couler de source.',
          'Il ne fait pas les choses à votre place ; il souligne les instants où votre élan rejoint les circonstances.',
        ],
      )}${masterNote(n.lucky_number, 'fr')}`
    : `${pick.pick([`${n.lucky_number} means ${kw(f, 'lucky_number')}.`, `What marks ${n.lucky_number}: ${kw(f, 'lucky_number')}.`])} ${pick.pick(
        [
          'You will recognise it in the moments when things seem to flow naturally.',
          'It does not act in your place; it underlines the moments when your drive meets the circumstances.',
        ],
      )}${masterNote(n.lucky_number, 'en')}`;
  const p3 = fr
    ? `Pour ${topic}, l’année compte autant que le nombre : vous vivez une année personnelle ${n.personal_year}, dont les maîtres mots sont ${kw(f, 'personal_year')}. ${pick.pick(
        [
          'C’est dans ce climat que votre numéro de chance prend tout son sens.',
          'Votre numéro de chance s’y glisse comme un fil conducteur.',
        ],
      )}`
    : `For ${topic}, the year matters as much as the number: you are living a personal year ${n.personal_year}, under the sign of ${kw(f, 'personal_year')}. ${pick.pick(
        [
          'This is the climate in which your lucky number takes its full meaning.',
          'Your lucky number runs through it like a thread.',
        ],
      )}`;
  const paragraphs = [p1, p2, p3];
  if (month) paragraphs.push(monthLine(f, month, pick));
  paragraphs.push(
    fr
      ? `${pick.pick([
          `Faites du ${n.lucky_number} un repère plutôt qu’une superstition : une date, un rendez-vous, une page que vous choisissez de tourner.`,
          `Le ${n.lucky_number} peut devenir un petit rituel : le remarquer, c’est se rappeler ce que vous voulez faire grandir.`,
        ])} ${closingLine('fr', f.first_name, pick)}`
      : `${pick.pick([
          `Make ${n.lucky_number} a landmark rather than a superstition: a date, a meeting, a page you choose to turn.`,
          `${n.lucky_number} can become a small ritual: noticing it is a reminder of what you want to grow.`,
        ])} ${closingLine('en', f.first_name, pick)}`,
  );
  return paragraphs;
}

/** Option 2: the personal year, then each of the three personal months, dated. */
export function numerologyForecast(f: NumerologyFacts, pick: Picker): Section[] {
  const fr = f.lang === 'fr';
  const n = f.numbers;
  return [
    {
      heading: fr ? `Votre année personnelle ${n.personal_year}` : `Your personal year ${n.personal_year}`,
      paragraphs: [
        `${openingLine(f.lang, f.first_name, f.question, pick)} ${
          fr
            ? `Les trois mois qui viennent s’inscrivent dans une année personnelle ${n.personal_year} : ${kw(f, 'personal_year', 4)}. Votre chemin de vie ${n.life_path} en reste la basse continue.`
            : `The coming three months belong to a personal year ${n.personal_year}: ${kw(f, 'personal_year', 4)}. Your life path ${n.life_path} stays the ground bass.`
        }${masterNote(n.personal_year, f.lang)}`,
      ],
    },
    ...f.personal_months.slice(0, 3).map((m, i, all) => ({
      heading: fr
        ? `${capitalise(m.label)} : mois personnel ${m.number}`
        : `${capitalise(m.label)}: personal month ${m.number}`,
      paragraphs: [
        `${monthLine(f, m, pick)} ${fr ? `Pour ${topicWords('fr', f.topic)}, retenez ce mot : ${m.keywords[0] ?? ''}.` : `For ${topicWords('en', f.topic)}, keep this word in mind: ${m.keywords[0] ?? ''}.`}`,
        rhythm(f, m.number, all[i - 1]?.number ?? null, m.keywords[1] ?? m.keywords[0] ?? '', pick),
      ],
    })),
    {
      heading: fr ? 'Vos appuis' : 'What supports you',
      paragraphs: [
        fr
          ? `Votre nombre d’expression ${n.expression} (${kw(f, 'expression')}) et votre élan intime ${n.soul_urge} (${kw(f, 'soul_urge')}) sont les ressources sur lesquelles vous pouvez compter pendant cette période. ${closingLine('fr', f.first_name, pick)}`
          : `Your expression number ${n.expression} (${kw(f, 'expression')}) and your soul urge ${n.soul_urge} (${kw(f, 'soul_urge')}) are the resources you can count on through this period. ${closingLine('en', f.first_name, pick)}`,
      ],
    },
  ];
}

/** Option 3: the life path and the numbers of the name, the karmic indications, the year's months. */
export function numerologyLifePath(f: NumerologyFacts, pick: Picker): Section[] {
  const fr = f.lang === 'fr';
  const n = f.numbers;
  const karmic =
    f.karmic_lessons.length || f.karmic_debts.length
      ? fr
        ? `${f.karmic_lessons.length ? `Votre nom ne contient aucune lettre de valeur ${joinList(f.karmic_lessons.map(String), 'fr')} : ce sont vos leçons karmiques, des qualités à cultiver consciemment. ` : ''}${f.karmic_debts.length ? `Vos calculs passent par ${joinList(f.karmic_debts.map(String), 'fr')}, nombre${f.karmic_debts.length > 1 ? 's' : ''} de dette karmique : un appel à la persévérance plutôt qu’un fardeau.` : ''}`
        : `${f.karmic_lessons.length ? `Your name has no letter worth ${joinList(f.karmic_lessons.map(String), 'en')}: these are your karmic lessons, qualities to grow on purpose. ` : ''}${f.karmic_debts.length ? `Your calculations pass through ${joinList(f.karmic_debts.map(String), 'en')}, karmic debt number${f.karmic_debts.length > 1 ? 's' : ''}: a call to perseverance rather than a burden.` : ''}`
      : fr
        ? 'Votre nom contient toutes les valeurs de 1 à 9 et aucun calcul ne passe par une dette karmique : une base équilibrée, sur laquelle vous pouvez bâtir librement.'
        : 'Your name holds every value from 1 to 9 and no calculation passes through a karmic debt: a balanced base to build on freely.';
  return [
    {
      heading: fr ? `Votre chemin de vie ${n.life_path}` : `Your life path ${n.life_path}`,
      paragraphs: [
        `${openingLine(f.lang, f.first_name, null, pick)} ${
          fr
            ? `Votre chemin de vie ${n.life_path} a pour mots-clés : ${kw(f, 'life_path', 4)}. C’est la route sur laquelle vous avancez, celle qui donne sens aux détours.`
            : `Your life path ${n.life_path} has these keywords: ${kw(f, 'life_path', 4)}. It is the road you travel, the one that gives meaning to the detours.`
        }${masterNote(n.life_path, f.lang)}`,
        reflection(f, f.keywords.life_path?.[0] ?? '', pick),
      ],
    },
    {
      heading: fr ? 'Ce que vous exprimez' : 'What you express',
      paragraphs: [
        fr
          ? `Votre nombre d’expression ${n.expression}, tiré des lettres de « ${f.full_name} », dit vos talents : ${kw(f, 'expression', 4)}.`
          : `Your expression number ${n.expression}, drawn from the letters of “${f.full_name}”, names your talents: ${kw(f, 'expression', 4)}.`,
      ],
    },
    {
      heading: fr ? 'Ce qui vous anime et ce que l’on perçoit' : 'What moves you and what others see',
      paragraphs: [
        fr
          ? `Au fond de vous, votre élan intime ${n.soul_urge} porte ces mots : ${kw(f, 'soul_urge')}. En surface, votre personnalité ${n.personality} laisse voir : ${kw(f, 'personality')}. ${pick.pick(['Réconcilier les deux, c’est une partie du chemin.', 'Entre les deux, vous naviguez avec plus de finesse qu’il n’y paraît.'])}`
          : `Deep down, your soul urge ${n.soul_urge} carries these words: ${kw(f, 'soul_urge')}. On the surface, your personality ${n.personality} shows: ${kw(f, 'personality')}. ${pick.pick(['Reconciling the two is part of the path.', 'Between the two, you steer with more finesse than it seems.'])}`,
      ],
    },
    { heading: fr ? 'Vos leçons' : 'Your lessons', paragraphs: [karmic] },
    {
      heading: fr ? `Votre année personnelle ${n.personal_year}` : `Your personal year ${n.personal_year}`,
      paragraphs: [
        fr
          ? `Cette année, votre année personnelle ${n.personal_year} a pour mots-clés : ${kw(f, 'personal_year', 4)}. Elle colore les mois qui viennent, que vous trouverez plus bas avec leur propre nombre.${masterNote(n.personal_year, 'fr')}`
          : `This year, your personal year ${n.personal_year} has these keywords: ${kw(f, 'personal_year', 4)}. It colours the months ahead, listed below with their own number.${masterNote(n.personal_year, 'en')}`,
        reflection(f, f.keywords.personal_year?.[0] ?? '', pick),
      ],
    },
    {
      heading: fr ? `Maturité ${n.maturity}` : `Maturity ${n.maturity}`,
      paragraphs: [
        fr
          ? `Avec les années, votre nombre de maturité ${n.maturity} vous oriente vers ces qualités : ${kw(f, 'maturity')}. Votre année personnelle ${n.personal_year} en est une étape.`
          : `Over the years, your maturity number ${n.maturity} draws you towards these qualities: ${kw(f, 'maturity')}. Your personal year ${n.personal_year} is one step on that way.`,
      ],
    },
    {
      heading: fr ? 'Les mois qui viennent' : 'The months ahead',
      paragraphs: [
        f.personal_months
          .map(
            (m) =>
              `— ${capitalise(m.label)}${fr ? ' : ' : ': '}${m.number} (${joinList(m.keywords.slice(0, 2), f.lang)})`,
          )
          .join('\n'),
        closingLine(f.lang, f.first_name, pick),
      ],
    },
  ];
}
