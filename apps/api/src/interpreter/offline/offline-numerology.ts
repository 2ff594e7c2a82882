/**
 * The offline intuitive reading for numerology. It answers what was bought first (the lucky number,
 * the three months, the life path), then relates the numbers to each other and to the present time,
 * and ends on a step to take. Each number is explained once; each paragraph cites its numbers.
 */
import { luckyNumberStatement } from '@arcanes/domain/numerology/lucky-convention';
import type { LifeStage, NumerologyFacts } from '../facts';
import type { WrittenParagraph } from '../writing';
import { capitalise, deFr, para } from './compose';
import { numberVoice, isOutward } from './number-voice';
import { topicWords } from './offline-phrases';
import { joinList, type Picker } from './pick';

type F = NumerologyFacts;
const kw = (f: F, key: string, i = 0) => f.keywords[key]?.[i] ?? '';
const month = (m: F['personal_months'][number]) => `month.${m.month}`;

function master(n: number, lang: 'fr' | 'en'): string {
  if (![11, 22, 33].includes(n)) return '';
  return lang === 'fr'
    ? ' C’est un nombre maître, gardé tel quel : il demande davantage, et il donne davantage.'
    : ' It is a master number, kept as it is: it asks more of you, and gives more.';
}

/** Same number, same direction, or a contrast between two numbers. */
function relation(a: number, b: number, lang: 'fr' | 'en', pick: Picker): string {
  const fr = lang === 'fr';
  if (a === b)
    return fr
      ? 'les deux nombres se confondent, et leur message s’en trouve renforcé'
      : 'the two numbers coincide, and their message is strengthened';
  if (isOutward(a) === isOutward(b))
    return fr
      ? pick.pick(['ils vont dans le même sens', 'ils se prêtent main-forte'])
      : pick.pick(['they pull in the same direction', 'they lend each other a hand']);
  return fr
    ? pick.pick([
        'l’un pousse vers l’extérieur quand l’autre invite à se recentrer',
        'ils tirent dans deux directions, et c’est à vous de les accorder',
      ])
    : pick.pick([
        'one pushes outwards while the other asks you to gather in',
        'they pull two ways, and it is for you to bring them into tune',
      ]);
}

function luckyNumber(f: F, pick: Picker): WrittenParagraph[] {
  const fr = f.lang === 'fr';
  const n = f.numbers;
  const lucky = numberVoice(n.lucky_number, f.lang);
  const life = numberVoice(n.life_path, f.lang);
  const topic = topicWords(f.lang, f.topic);
  const now = f.personal_months[0];
  const [k0 = '', k1 = '', k2 = ''] = f.keywords.lucky_number ?? [];
  const out: WrittenParagraph[] = [
    para(
      fr
        ? `${pick.pick([`Votre numéro de chance est le ${n.lucky_number}.`, `Le ${n.lucky_number} : c’est votre numéro de chance.`, `C’est le ${n.lucky_number} qui sort comme numéro de chance.`])} ${pick.pick([`Pour ${topic}, il vous invite à ${lucky.step}`, `Appliqué à ${topic}, il vous pousse à ${lucky.step}`, `Du côté ${deFr(topic)}, son conseil est simple : ${lucky.step}`])}, avec ${k0}${k1 ? ` et ${k1}` : ''} pour atouts.${master(n.lucky_number, 'fr')}`
        : `${pick.pick([`Your lucky number is ${n.lucky_number}.`, `${n.lucky_number}: that is your lucky number.`, `The number that comes out as your lucky number is ${n.lucky_number}.`])} ${pick.pick([`For ${topic}, it invites you to ${lucky.step}`, `Applied to ${topic}, it pushes you to ${lucky.step}`, `On the side of ${topic}, its advice is simple: ${lucky.step}`])}, with ${k0}${k1 ? ` and ${k1}` : ''} as assets.${master(n.lucky_number, 'en')}`,
      ['number.lucky_number'],
    ),
    para(
      fr
        ? `${pick.pick([`Ce nombre dialogue avec votre chemin de vie, le ${n.life_path}`, `À côté de lui, votre chemin de vie, le ${n.life_path}, donne le fond`, `Votre chemin de vie, le ${n.life_path}, lui sert de toile de fond`])} — ${life.pace} à l’échelle d’une vie : ${relation(n.lucky_number, n.life_path, 'fr', pick)}. ${pick.pick([`Là où votre chemin demande ${life.quality}, le ${n.lucky_number} ouvre une porte de côté.`, `Le chemin donne la direction ; le ${n.lucky_number} indique le geste qui facilite le pas.`, `Le ${n.life_path} trace la route, le ${n.lucky_number} en choisit les raccourcis.`])}`
        : `${pick.pick([`This number speaks with your life path ${n.life_path}`, `Beside it, your life path ${n.life_path} gives the background`, `Your life path ${n.life_path} serves as its backdrop`])} — ${life.pace} on the scale of a life: ${relation(n.lucky_number, n.life_path, 'en', pick)}. ${pick.pick([`Where your path asks for ${life.quality}, the ${n.lucky_number} opens a side door.`, `The path gives the direction; the ${n.lucky_number} shows the gesture that makes the step easier.`, `The ${n.life_path} draws the road, the ${n.lucky_number} picks its shortcuts.`])}`,
      ['number.lucky_number', 'number.life_path'],
    ),
  ];
  if (now) {
    const year = numberVoice(n.personal_year, f.lang);
    const m = numberVoice(now.number, f.lang);
    out.push(
      para(
        fr
          ? `${pick.pick(['Le moment compte aussi :', 'Reste le calendrier :', 'Côté calendrier,'])} votre année personnelle ${n.personal_year} est ${year.pace}, et ${now.label} (mois personnel ${now.number}) ${now.number === n.personal_year ? 'en redouble la note' : `y ajoute ${m.pace}`}. ${capitalise(pick.pick(['c’est le bon moment pour', 'le calendrier se prête à', 'profitez-en pour']))} ${year.step}${k2 ? `, avec un mot en tête : ${k2}` : ''}.`
          : `${pick.pick(['Timing matters too:', 'Then there is the calendar:', 'As for the calendar,'])} your personal year ${n.personal_year} is ${year.pace}, and ${now.label} (personal month ${now.number}) ${now.number === n.personal_year ? 'doubles its note' : `adds ${m.pace}`}. ${capitalise(pick.pick(['it is the right frame to', 'the calendar lends itself to', 'make the most of it to']))} ${year.step}${k2 ? `, with one word in mind: ${k2}` : ''}.`,
        ['number.personal_year', month(now)],
      ),
    );
  }
  out.push(
    para(
      fr
        ? `${pick.pick([`Pour vous en servir, faites du ${n.lucky_number} un repère plutôt qu’une superstition :`, `Le bon usage du ${n.lucky_number} est celui d’un repère :`, `Servez-vous du ${n.lucky_number} comme d’une balise :`])} ${pick.pick(['choisissez ces jours-là pour un premier pas, un rendez-vous, une décision que vous repoussez', 'associez-le à une intention précise et notez ce qui se passe quand vous le croisez', 'liez-le à un geste concret, et observez ce qu’il change'])}. Votre nombre d’expression, le ${n.expression}, rappelle votre manière naturelle d’agir : ${kw(f, 'expression')}. ${luckyNumberStatement(n.life_path as never, n.birthday as never, n.lucky_number as never, 'fr')}`
        : `${pick.pick([`To use it, make ${n.lucky_number} a landmark rather than a superstition:`, `The right use of ${n.lucky_number} is as a landmark:`, `Use ${n.lucky_number} as a beacon:`])} ${pick.pick(['choose those days for a first step, a meeting, a decision you keep postponing', 'tie it to a clear intention and note what happens when you meet it', 'link it to a concrete gesture, and watch what it changes'])}. Your expression number ${n.expression} recalls your natural way of acting: ${kw(f, 'expression')}. ${luckyNumberStatement(n.life_path as never, n.birthday as never, n.lucky_number as never, 'en')}`,
      ['number.lucky_number', 'number.expression', 'number.life_path', 'number.birthday'],
    ),
  );
  return out;
}

function months(f: F, pick: Picker, heading: string): WrittenParagraph[] {
  const fr = f.lang === 'fr';
  return f.personal_months.map((m, i) => {
    const v = numberVoice(m.number, f.lang);
    const prev = f.personal_months[i - 1];
    const link = !prev
      ? ''
      : prev.number === m.number
        ? fr
          ? ' La même note se prolonge et se creuse.'
          : ' The same note goes on and deepens.'
        : fr
          ? ` Après le ${prev.number} ${deFr(prev.label)}, place au ${m.number} : le ton change.`
          : ` After the ${prev.number} of ${prev.label}, the ${m.number} takes over: the tone changes.`;
    const text = fr
      ? `${pick.pick([`${capitalise(m.label)}, mois personnel ${m.number} : ${v.pace}.`, `En ${m.label}, le ${m.number} donne le ton, ${v.pace}.`, `${capitalise(m.label)} se place sous le ${m.number} : ${v.pace}.`, `Pour ${m.label}, mois personnel ${m.number}, attendez-vous à ${v.pace}.`], 'month-lead')}${link} ${pick.pick([`Le moment ${deFr(v.step)}.`, `C’est le mois pour ${v.step}.`, `Profitez-en pour ${v.step}.`, `Le geste juste : ${v.step}.`], 'month')} ${m.keywords[1] ? pick.pick([`Le mot à garder : ${m.keywords[1]}.`, `Un mot pour ce mois : ${m.keywords[1]}${m.keywords[2] ? `, et en filigrane ${m.keywords[2]}` : ''}.`, `Gardez ${m.keywords[1]} en tête.`], 'month-word') : ''}`
      : `${pick.pick([`${capitalise(m.label)}, personal month ${m.number}: ${v.pace}.`, `In ${m.label}, the ${m.number} sets the tone, ${v.pace}.`, `${capitalise(m.label)} comes under the ${m.number}: ${v.pace}.`, `For ${m.label}, personal month ${m.number}, expect ${v.pace}.`], 'month-lead')}${link} ${pick.pick([`A time to ${v.step}.`, `It is the month to ${v.step}.`, `Use it to ${v.step}.`, `The right move: ${v.step}.`], 'month')} ${m.keywords[1] ? pick.pick([`The word to keep: ${m.keywords[1]}.`, `One word for this month: ${m.keywords[1]}${m.keywords[2] ? `, with ${m.keywords[2]} underneath` : ''}.`, `Keep ${m.keywords[1]} in mind.`], 'month-word') : ''}`;
    return para(text, [month(m)], i === 0 ? heading : undefined);
  });
}

function forecast(f: F, pick: Picker): WrittenParagraph[] {
  const fr = f.lang === 'fr';
  const n = f.numbers;
  const year = numberVoice(n.personal_year, f.lang);
  const strongest =
    f.personal_months.find((m) => m.number === n.personal_year) ??
    f.personal_months.find((m) => [1, 8, 22].includes(m.number)) ??
    f.personal_months[0];
  const essential = para(
    fr
      ? `${pick.pick([`Vos trois prochains mois s’inscrivent dans votre année personnelle ${n.personal_year}, ${year.pace}.`, `Pour vos trois prochains mois, le décor est posé par votre année personnelle ${n.personal_year} : ${year.pace}.`, `Vos trois prochains mois appartiennent à une année personnelle ${n.personal_year}, donc à ${year.pace}.`])} ${strongest ? `Le mois qui compte le plus est ${strongest.label} : c’est là que l’élan de l’année trouve le plus facilement sa traduction concrète.` : ''} L’ensemble vous demande surtout ${year.quality}.`
      : `${pick.pick([`Your next three months sit inside your personal year ${n.personal_year}, ${year.pace}.`, `For your next three months, the scene is set by your personal year ${n.personal_year}: ${year.pace}.`, `Your next three months belong to a personal year ${n.personal_year}, and so to ${year.pace}.`])} ${strongest ? `The month that matters most is ${strongest.label}: it is where the year’s drive most easily becomes concrete.` : ''} Above all, the period asks you for ${year.quality}.`,
    ['period', 'number.personal_year', ...(strongest ? [month(strongest)] : [])],
    fr ? 'L’essentiel' : 'The essentials',
  );
  const resources = para(
    fr
      ? `${pick.pick(['Pour traverser ces mois, vous avez deux ressources bien à vous.', 'Vous n’abordez pas cette période les mains vides.', 'Deux de vos nombres vous accompagnent tout au long de ces mois.'])} Votre nombre d’expression, le ${n.expression}, dit comment vous agissez (${kw(f, 'expression')}) ; votre nombre intime, le ${n.soul_urge}, dit ce qui vous motive vraiment (${kw(f, 'soul_urge')}) : ${relation(n.expression, n.soul_urge, 'fr', pick)}.`
      : `${pick.pick(['To go through these months you have two resources of your own.', 'You do not face this period empty-handed.', 'Two of your numbers go with you through these months.'])} Your expression number ${n.expression} says how you act (${kw(f, 'expression')}); your soul urge number ${n.soul_urge} says what truly moves you (${kw(f, 'soul_urge')}): ${relation(n.expression, n.soul_urge, 'en', pick)}.`,
    ['number.expression', 'number.soul_urge'],
    fr ? 'Vos ressources' : 'Your resources',
  );
  const life = numberVoice(n.life_path, f.lang);
  const act = para(
    fr
      ? `Gardez votre chemin de vie ${n.life_path} comme boussole (${life.quality}) et servez-vous de chaque mois comme d’une étape. ${pick.pick(['Notez en fin de mois ce qui a avancé : le rythme des nombres se lit mieux après coup.', 'Un petit pas par mois, dans le sens indiqué, vaut mieux qu’un grand plan jamais commencé.'])}`
      : `Keep your life path ${n.life_path} as a compass (${life.quality}) and use each month as a stage. ${pick.pick(['At the end of each month, note what moved forward: the rhythm of numbers reads best afterwards.', 'One small step a month, in the direction shown, is worth more than a great plan never begun.'])}`,
    ['number.life_path'],
    fr ? 'Ce que vous pouvez en faire' : 'What you can do with it',
  );
  const yearWords = joinList((f.keywords.personal_year ?? []).slice(0, 3), f.lang);
  const theYear = para(
    fr
      ? `Une année personnelle ${n.personal_year} se reconnaît à ${yearWords}. ${pick.pick([`Ce qui a été commencé avant elle y trouve sa suite logique ; ce qui force contre son rythme s’essouffle vite.`, `Elle donne le tempo de fond : les mois y ajoutent leurs nuances, sans le changer.`])} Pour ${topicWords('fr', f.topic)}, cela veut dire surtout : ${year.step}.`
      : `A personal year ${n.personal_year} is recognised by ${yearWords}. ${pick.pick(['What was begun before it finds its logical sequel; what forces against its rhythm soon runs out of breath.', 'It sets the underlying tempo: the months add their nuances without changing it.'])} For ${topicWords('en', f.topic)}, it mostly means: ${year.step}.`,
    ['number.personal_year'],
    fr ? 'Votre année personnelle' : 'Your personal year',
  );
  return [essential, theYear, ...months(f, pick, fr ? 'Mois par mois' : 'Month by month'), resources, act];
}

function lifePath(f: F, pick: Picker): WrittenParagraph[] {
  const fr = f.lang === 'fr';
  const n = f.numbers;
  const life = numberVoice(n.life_path, f.lang);
  const out: WrittenParagraph[] = [
    para(
      fr
        ? `${pick.pick([`Votre chemin de vie est le ${n.life_path} : ${life.pace} à l’échelle d’une existence.`, `Tout part de votre chemin de vie, le ${n.life_path} — ${life.pace} qui dure toute une vie.`, `Le ${n.life_path}, votre chemin de vie, donne la tonalité d’ensemble : ${life.pace}.`])} ${pick.pick([`Ce qui compte le plus pour vous, c’est ${life.quality}`, `Au centre de tout, ${life.quality}`, `Votre fil rouge : ${life.quality}`])} ; vos mots-clés sont ${joinList((f.keywords.life_path ?? []).slice(0, 3), 'fr')}.${master(n.life_path, 'fr')}`
        : `${pick.pick([`Your life path is ${n.life_path}: ${life.pace} on the scale of a lifetime.`, `Everything starts from your life path, the ${n.life_path} — ${life.pace} that lasts a whole life.`, `The ${n.life_path}, your life path, sets the overall tone: ${life.pace}.`])} ${pick.pick([`What matters most for you is ${life.quality}`, `At the centre of it all, ${life.quality}`, `Your common thread: ${life.quality}`])}; your keywords are ${joinList((f.keywords.life_path ?? []).slice(0, 3), 'en')}.${master(n.life_path, 'en')}`,
      ['number.life_path'],
      fr ? 'L’essentiel' : 'The essentials',
    ),
    para(
      fr
        ? `${pick.pick([`Au-dedans, votre nombre intime, le ${n.soul_urge}, parle ${deFr(kw(f, 'soul_urge'))} ; au-dehors, votre nombre de personnalité, le ${n.personality}, montre ${kw(f, 'personality')} :`, `Votre nombre intime, le ${n.soul_urge}, dit ce que vous désirez (${kw(f, 'soul_urge')}) ; votre nombre de personnalité, le ${n.personality}, ce que les autres perçoivent (${kw(f, 'personality')}) :`, `Ce qui vous anime en secret, ${kw(f, 'soul_urge')}, vient de votre nombre intime, le ${n.soul_urge} ; ce que vous montrez, ${kw(f, 'personality')}, de votre nombre de personnalité, le ${n.personality} :`])} ${relation(n.soul_urge, n.personality, 'fr', pick)}. ${pick.pick(['Les autres voient la seconde facette avant la première.', 'C’est souvent dans l’écart entre les deux que naissent vos malentendus, et vos meilleures surprises.'])}`
        : `${pick.pick([`Within, your soul urge number ${n.soul_urge} speaks of ${kw(f, 'soul_urge')}; outside, your personality number ${n.personality} shows ${kw(f, 'personality')}:`, `Your soul urge number ${n.soul_urge} says what you long for (${kw(f, 'soul_urge')}); your personality number ${n.personality}, what others perceive (${kw(f, 'personality')}):`, `What secretly drives you, ${kw(f, 'soul_urge')}, comes from your soul urge number ${n.soul_urge}; what you show, ${kw(f, 'personality')}, from your personality number ${n.personality}:`])} ${relation(n.soul_urge, n.personality, 'en', pick)}. ${pick.pick(['Others see the second side before the first.', 'The gap between the two is often where misunderstandings start, and your best surprises too.'])}`,
      ['number.soul_urge', 'number.personality'],
      fr ? 'Ce qui vous anime' : 'What drives you',
    ),
    para(
      fr
        ? `${pick.pick([`Votre nombre d’expression, le ${n.expression}, décrit vos talents : ${kw(f, 'expression')}, ${kw(f, 'expression', 1)}.`, `Vos talents se lisent dans votre nombre d’expression, le ${n.expression} : ${kw(f, 'expression')} et ${kw(f, 'expression', 1)}.`, `Côté savoir-faire, le nombre d’expression ${n.expression} parle ${deFr(kw(f, 'expression'))} et ${deFr(kw(f, 'expression', 1))}.`])} Il rejoint votre chemin de vie : ${relation(n.expression, n.life_path, 'fr', pick)}. Votre nombre de maturité, le ${n.maturity}, indique ce qui prend de l’importance avec les années : ${kw(f, 'maturity')}.`
        : `${pick.pick([`Your expression number ${n.expression} describes your talents: ${kw(f, 'expression')}, ${kw(f, 'expression', 1)}.`, `Your talents show in your expression number ${n.expression}: ${kw(f, 'expression')} and ${kw(f, 'expression', 1)}.`, `On the side of skills, expression number ${n.expression} speaks of ${kw(f, 'expression')} and ${kw(f, 'expression', 1)}.`])} It meets your life path: ${relation(n.expression, n.life_path, 'en', pick)}. Your maturity number ${n.maturity} shows what grows in importance with the years: ${kw(f, 'maturity')}.`,
      ['number.expression', 'number.life_path', 'number.maturity'],
      fr ? 'Vos talents' : 'Your talents',
    ),
  ];
  const day = numberVoice(n.birthday, f.lang);
  out.push(
    para(
      fr
        ? `Votre jour de naissance ajoute une nuance : nombre du jour de naissance ${n.birthday}, ${day.pace} en miniature. C’est un talent de tous les jours, ${kw(f, 'birthday') || day.quality}, ${pick.pick(['que les autres remarquent souvent avant vous', 'sur lequel vous pouvez vous reposer quand le reste vacille'])}.`
        : `Your birth day adds a nuance: birthday number ${n.birthday}, ${day.pace} in miniature. It is an everyday talent, ${kw(f, 'birthday') || day.quality}, ${pick.pick(['which others often notice before you do', 'on which you can rest when the rest wavers'])}.`,
      ['number.birthday'],
    ),
  );
  const stages = lifeStages(f, pick);
  if (stages) out.push(stages);
  if (f.karmic_debts.length || f.karmic_lessons.length) {
    const debts = f.karmic_debts.length
      ? fr
        ? `${f.karmic_debts.length > 1 ? 'les dettes karmiques' : 'la dette karmique'} ${joinList(f.karmic_debts.map(String), 'fr')}`
        : `karmic debt${f.karmic_debts.length > 1 ? 's' : ''} ${joinList(f.karmic_debts.map(String), 'en')}`
      : '';
    const lessons = f.karmic_lessons.length
      ? fr
        ? `${f.karmic_lessons.length > 1 ? 'les leçons karmiques' : 'la leçon karmique'} ${joinList(f.karmic_lessons.map(String), 'fr')}`
        : `karmic lesson${f.karmic_lessons.length > 1 ? 's' : ''} ${joinList(f.karmic_lessons.map(String), 'en')}`
      : '';
    out.push(
      para(
        fr
          ? `Votre nom porte aussi ${joinList([debts, lessons].filter(Boolean), 'fr')} : des apprentissages qui reviennent tant qu’ils ne sont pas faits, sans rien de fatal.`
          : `Your name also carries ${joinList([debts, lessons].filter(Boolean), 'en')}: lessons that return until they are learnt, with nothing fateful about them.`,
        ['karmic'],
        fr ? 'Vos apprentissages' : 'What you are learning',
      ),
    );
  }
  const year = numberVoice(n.personal_year, f.lang);
  const next = f.personal_months.slice(0, 12);
  const bright = next.filter((m) => [1, 3, 5, 8].includes(m.number)).slice(0, 3);
  out.push(
    para(
      fr
        ? `En ce moment, votre année personnelle ${n.personal_year} est ${year.pace}. ${
            bright.length
              ? `Les mois les plus ouverts à l’action seront ${joinList(
                  bright.map((m) => m.label),
                  'fr',
                )}.`
              : ''
          } Ce que vous pouvez en faire : ${year.step}, en restant ${pick.pick(['fidèle à votre chemin', 'à l’écoute de votre chemin'])} du ${n.life_path}.`
        : `Right now your personal year ${n.personal_year} is ${year.pace}. ${
            bright.length
              ? `The months most open to action will be ${joinList(
                  bright.map((m) => m.label),
                  'en',
                )}.`
              : ''
          } What you can do with it: ${year.step}, staying true to your life path ${n.life_path}.`,
      ['number.personal_year', 'number.life_path', ...bright.map(month), ...(f.window ? ['period'] : [])],
      fr ? 'L’année en cours' : 'The current year',
    ),
  );
  return out;
}

const ORDINAL = {
  fr: ['premier', 'deuxième', 'troisième', 'quatrième'],
  en: ['first', 'second', 'third', 'fourth'],
};
const running = <T extends LifeStage>(list: T[], age: number): T | undefined =>
  list.find((s) => s.from_age <= age && (s.to_age === null || age < s.to_age));

/** Where the person stands in the long cycles: the pinnacle, its challenge and the life cycle running now. */
function lifeStages(f: F, pick: Picker): WrittenParagraph | null {
  const fr = f.lang === 'fr';
  const p = running(f.pinnacles ?? [], f.age);
  if (!p) return null;
  const next = f.pinnacles.find((x) => x.index === p.index + 1);
  const c = running(f.challenges ?? [], f.age);
  const cycle = running(f.life_cycles ?? [], f.age);
  const ord = ORDINAL[f.lang][p.index - 1] ?? String(p.index);
  const parts = [
    fr
      ? `À ${f.age} ans, vous traversez votre ${ord} sommet, le ${p.value}. ${p.meaning}`
      : `At ${f.age}, you are going through your ${ord} pinnacle, the ${p.value}. ${p.meaning}`,
  ];
  if (next)
    parts.push(
      fr
        ? `Le suivant, le ${next.value}, s’ouvrira vers ${next.from_age} ans : ${pick.pick(['préparez-le sans le devancer', 'il prendra le relais de ce que vous construisez maintenant'])}.`
        : `The next one, the ${next.value}, opens around age ${next.from_age}: ${pick.pick(['prepare for it without rushing it', 'it will take over from what you are building now'])}.`,
    );
  if (c)
    parts.push(
      fr
        ? `Le défi de cette période, le ${c.value} : ${c.meaning.charAt(0).toLowerCase()}${c.meaning.slice(1)}`
        : `The challenge of this period, the ${c.value}: ${c.meaning.charAt(0).toLowerCase()}${c.meaning.slice(1)}`,
    );
  if (cycle)
    parts.push(
      fr
        ? `Plus largement, vous êtes dans ${cycle.name.charAt(0).toLowerCase()}${cycle.name.slice(1)} (${cycle.value}) : ${cycle.meaning.charAt(0).toLowerCase()}${cycle.meaning.slice(1)}`
        : `More broadly, you are in ${cycle.name.charAt(0).toLowerCase()}${cycle.name.slice(1)} (${cycle.value}): ${cycle.meaning.charAt(0).toLowerCase()}${cycle.meaning.slice(1)}`,
    );
  const facts = [
    `pinnacle.${p.index}`,
    ...(next ? [`pinnacle.${next.index}`] : []),
    ...(c ? [`challenge.${c.index}`] : []),
    ...(cycle ? [`cycle.${cycle.index}`] : []),
  ];
  return para(
    parts.join(' '),
    facts,
    fr ? 'Les grandes étapes de votre vie' : 'The great stages of your life',
  );
}

export function numerologyShort(f: F, pick: Picker): WrittenParagraph[] {
  return luckyNumber(f, pick);
}

export function numerologyLong(f: F, pick: Picker): WrittenParagraph[] {
  return f.option === 3 ? lifePath(f, pick) : forecast(f, pick);
}
