import { signInfo, signOf } from '../astrology/zodiac';
import type { Lexicon } from './astrology-lexicon';
import { PHRASES_EN } from './astrology-phrases-en';
import { SIGNS_EN } from './astrology-signs-en';

const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const noon = (iso: string) => new Date(`${iso}T12:00:00Z`);
const date = (iso: string) => dayMonthYear.format(noon(iso));

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

export const LEXICON_EN: Lexicon = {
  lang: 'en',
  signs: SIGNS_EN,
  theme: {
    sun: 'your identity, your will and what makes you shine',
    moon: 'your emotional needs, your sensitivity and your sense of security',
    mercury: 'your thinking, your way of communicating and learning',
    venus: 'your way of loving, your tastes and what attracts you',
    mars: 'your energy, your desire and your way of acting',
    jupiter: 'your confidence, your growth and your relationship with luck',
    saturn: 'your responsibilities, your limits and what you build over time',
    uranus: 'your need for freedom, your sudden insights and your originality',
    neptune: 'your ideals, your imagination and your subtlest sensitivity',
    pluto: 'your deep forces, your transformations and your relationship with power',
    node: 'the direction in which you are invited to grow',
    ascendant: 'your way of meeting the world and the first impression you give',
    mc: 'your vocation and the place you want to hold in the world',
  },
  core: {
    sun: 'your will',
    moon: 'your sensitivity',
    mercury: 'your thinking',
    venus: 'your heart',
    mars: 'your energy',
    jupiter: 'your confidence',
    saturn: 'your sense of responsibility',
    uranus: 'your need for freedom',
    neptune: 'your imagination',
    pluto: 'your deep forces',
    node: 'your path of growth',
    ascendant: 'your way of meeting the world',
    mc: 'your vocation',
  },
  houses: [
    'personality and the way you present yourself to the world',
    'resources, money and self-worth',
    'communication, your close circle and short journeys',
    'home, family and roots',
    'love, pleasure, creativity and children',
    'daily work, habits and lifestyle',
    'partnership, associations and one-to-one relationships',
    'intimacy, shared resources and transformation',
    'long journeys, studies and the search for meaning',
    'career, vocation and public standing',
    'friendships, group projects and hopes',
    'inner life, retreat and what happens behind the scenes',
  ],
  aspects: {
    conjunction: {
      name: 'conjunction',
      nature: 'a fusion of two energies that act together, powerfully and sometimes without nuance',
    },
    sextile: { name: 'sextile', nature: 'an easy collaboration, an opportunity you only need to seize' },
    square: {
      name: 'square',
      nature: 'a stimulating tension, a challenge that pushes you to act and find common ground',
    },
    trine: { name: 'trine', nature: 'a natural harmony, a talent that flows effortlessly' },
    opposition: {
      name: 'opposition',
      nature: 'a face-off between two needs, a balance to find, often through others',
    },
  },
  elements: {
    fire: {
      name: 'Fire',
      pronoun: 'it',
      strong: 'drive, enthusiasm and the need to act',
      weak: 'drive has to be cultivated, and you need good reasons to take the plunge',
      strongs: [
        'ardour, initiative and a taste for {action|getting things moving}',
        'spark, courage and the urge {to dare|to take risks}',
        'spontaneity, confidence, the energy to begin',
        'warmth, boldness and {an infectious|a catching} zest',
        'a {taste|liking} for challenge, {frankness|candour} and an energy that {carries others|sweeps others along}',
        'enthusiasm, nerve and the need {to jump in|to dive in}',
        'fervour, generosity and the wish {to shine|to stand out}',
        'impulse, {self-belief|self-confidence} and {no patience for|little patience with} {half-measures|lukewarm choices}',
      ],
      weaks: [
        'you are slower to start, and the wish to act feeds on real reasons',
        'taking the first step costs you, and motivation has to be built',
        'you take the initiative after thinking it over rather than on impulse',
        'the fire comes in bursts, and you have to learn to rekindle it',
        'setting yourself challenges helps, because boldness does not come on its own',
        'drive comes to you {in waves|at moments}, and it {feeds on|grows from} projects you care about',
        'you {think|reflect} before you leap, and enthusiasm {needs tending|is built step by step}',
      ],
    },
    earth: {
      name: 'Earth',
      pronoun: 'it',
      strong: 'a grounded mind, patience and reliability',
      weak: 'the concrete takes effort, so routines and grounding are precious to you',
      strongs: [
        'solidity, steadiness and a love of {work well done|careful work|a job done properly}',
        'realism, stamina and practical sense',
        'patience, prudence and a firm hold on {the real|reality}',
        'perseverance, pragmatism and both feet on the ground',
        'a sense of reality, reliability and {a builder’s patience|the patience of a builder}',
        'method, restraint and a liking for the tangible',
        'tenacity, common sense and an eye for the concrete',
        'loyalty to your {commitments|promises}, prudence and care for {what lasts|the lasting}',
      ],
      weaks: [
        'the material side of life can weigh on you, and a regular frame helps',
        'staying grounded takes effort, and simple habits steady you',
        'your body and your money need an attention you have to impose on yourself',
        'practical details slip away easily, and lists serve you well',
        'patience takes practice, and slow results {cost you|weigh on you}',
        'the concrete {takes some effort|costs you a little}, and a {simple|regular} frame grounds you',
        'grounding does not come by itself, and simple {habits|landmarks} {steady|reassure} you',
      ],
    },
    air: {
      name: 'Air',
      pronoun: 'it',
      strong: 'thought, exchange and sociability',
      weak: 'stepping back does not come naturally, and talking or writing helps you find distance',
      strongs: [
        'curiosity, speech and a taste for {ideas|new ideas}',
        'perspective, communication and a gift for {connection|making links}',
        'intelligence, openness and the need {to share|to exchange}',
        'quick wits, dialogue and a light touch',
        'mental agility, conversation and a liking for {new people|meeting people}',
        'clear ideas, humour and the need {to exchange|to talk things through}',
        'a mobile mind, a feel for nuance and the wish {to understand|to grasp the why}',
        'an easy way with words, openness and a healthy distance',
      ],
      weaks: [
        'putting your experience into words does not come easily, and writing it down helps',
        'you sometimes lack perspective, and {a conversation|a talk} helps you see {clearly|more clearly}',
        'you think by doing or by feeling, and talking things over gives you some distance',
        'abstract ideas speak to you less than lived experience, and a confidant sheds light',
        'you judge by feel more than by reasoning, and an outside view clears the air',
        'stepping back {takes effort|costs you}, and {writing|talking} helps you see clearly',
        'ideas {come clear|fall into place} when you {share|voice} them, and a conversation clears your head',
      ],
    },
    water: {
      name: 'Water',
      pronoun: 'it',
      strong: 'emotion, intuition and empathy',
      weak: 'your feelings tend to flow through action or thought rather than outpouring',
      strongs: [
        'sensitivity, imagination and a listening ear',
        'intuition, a long memory of the heart and {compassion|kindness}',
        'fine feelings, gentleness and {deep attachment|lasting attachment}',
        'empathy, depth and a sixth sense for {other people|others}',
        'receptiveness, {tenderness|gentleness} and a {long|faithful} emotional memory',
        'a good nose for people, delicacy and a need for {true|sincere} bonds',
        'feelings that ring true, imagination and a {great|real} gift for welcome',
        'a sensitivity to atmospheres, gentleness and an intuition of {people|others}',
      ],
      weaks: [
        'you feel more than you show, and your emotions come out in deeds',
        'intuition needs practice, and you trust facts or ideas first',
        'your feelings show in {gestures|deeds} rather than {confidences|words}',
        'reserve wins out, and your emotions take time to surface',
        'you keep a cool head, even if it means finding your feelings afterwards',
        'your emotions {come out|show} in action more than in words, and that {suits|protects} you',
        'you feel deeply but {show|say} little, and your gestures speak for you',
      ],
    },
  },
  modalities: {
    cardinal: {
      name: 'cardinal',
      strong: 'you like to start things and take the initiative',
      strongs: [
        'you are one of those who lead the way',
        'you would rather set things moving than follow',
        'beginnings stir you more than routine',
        'you like to give the first push, even if others finish the job',
        'initiative comes naturally, and waiting weighs on you',
        'you are quick to launch projects, and new situations wake you up',
        'you {like|prefer} to open the way, and {waiting|standing still} soon weighs on you',
        'you are at ease launching, {starting|setting things up} and setting the tone',
      ],
    },
    fixed: {
      name: 'fixed',
      strong: 'you hold your course and finish what you begin',
      strongs: [
        'what you start, you see through to the end',
        'steadiness is your {strength|asset}, at times {to the point of stubbornness|to the point of obstinacy}',
        'you would rather go deeper than change course',
        'once committed, you do not let go easily',
        'you give your full measure over time',
        'your energy settles and holds where others scatter',
      ],
    },
    mutable: {
      name: 'mutable',
      strong: 'you adapt flexibly to circumstances',
      strongs: [
        'you change footing without losing your balance',
        'flexibility is your strength, at times {at the cost of scattering|at the risk of spreading yourself thin}',
        'you know how to deal with the unexpected',
        'you have a knack for {bouncing back|recovering} when plans change',
        'several tracks at once do not frighten you',
        'you learn fast and adjust {along the way|as you go|on the move}',
      ],
    },
  },
  transitFlavour: {
    sun: {
      conjunction: 'a spotlight lasting a few days',
      harmonious: 'a few days in which you are seen in a good light',
      tense: 'a few days in which your will runs up against other people’s',
    },
    mercury: {
      conjunction: 'conversations, news and decisions to think through',
      harmonious: 'a time when the right words come and paperwork moves',
      tense: 'a time of misunderstandings, letters to reread and decisions not to rush',
    },
    venus: {
      conjunction: 'gentleness, encounters and a taste for pleasure',
      harmonious: 'harmony, tenderness and shared pleasures',
      tense: 'a time when the wish to be loved rubs against what the other expects',
    },
    mars: {
      conjunction: 'a surge of energy and initiative',
      harmonious: 'a drive that makes action easy and courage natural',
      tense: 'a time of impatience, friction and anger to channel',
    },
    jupiter: {
      conjunction: 'a time of enlargement, when this area grows in scope',
      harmonious: 'a time of opening, growth and confidence',
      tense: 'a time of excess, promises too big and confidence to keep in proportion',
    },
    saturn: {
      conjunction: 'a time of demands, structure and maturity',
      harmonious: 'a time when patient effort bears lasting fruit',
      tense: 'a time of brakes, delays and trials that call for rigour',
    },
    uranus: {
      conjunction: 'a wind of freedom that shakes this area up',
      harmonious: 'an unexpected opening, freedom that comes without a jolt',
      tense: 'a time of breaks, surprises and impatience with limits',
    },
    neptune: {
      conjunction: 'a time of sensitivity, inspiration and sometimes haze',
      harmonious: 'a time of inspiration, intuition and compassion',
      tense: 'a time of haze, doubt and illusions to untangle',
    },
    pluto: {
      conjunction: 'a deep transformation, working slowly',
      harmonious: 'a slow regeneration, a strength rising from the depths',
      tense: 'a crisis at the roots, power struggles and necessary letting go',
    },
  },
  retrograde: {
    mercury: 'your thinking likes to retrace its steps, check and ripen before speaking',
    venus: 'your feelings are lived inwardly first, with a particular loyalty to the past',
    mars: 'your energy gathers before it acts; it gains in strategy what it loses in spontaneity',
    jupiter: 'your confidence is built from within, through a personal philosophy more than others’ approval',
    saturn: 'your demands turn first towards yourself; authority is earned from within',
    uranus: 'as for several months every year; your need for freedom shows more inwardly than spectacularly',
    neptune: 'as for several months every year; your imagination turns towards the inner life',
    pluto: 'as for several months every year; its transformations work deep down, quietly',
  },
  transitAction: {
    conjunction: (core) => `bearing directly on ${core}`,
    sextile: (core) => `opening a door for ${core}`,
    trine: (core) => `supporting ${core} with ease`,
    square: (core) => `putting ${core} under tension and asking for adjustment`,
    opposition: (core) => `inviting you to rebalance ${core} against others`,
  },
  domains: {
    amour: {
      name: 'Love',
      intro:
        'In love, astrology looks first at Venus, your way of loving, the Moon, your emotional needs, and the 5th (pleasure, romance) and 7th (partnership) houses.',
      closing:
        'What matters here is not a prediction, but how you can live your bonds as close as possible to who you are.',
    },
    travail: {
      name: 'Work',
      intro:
        'For work, we look at Saturn (structure, endurance), Mars (the energy to act), the Midheaven (vocation) and the 6th (daily work) and 10th (career) houses.',
      closing:
        'Your strengths lie in these placements: knowing them helps you choose where to put your energy.',
    },
    sante: {
      name: 'Wellbeing and vitality',
      intro:
        'For vitality, we look at the Sun (vital energy), Mars (physical drive) and the 6th house (rhythms and habits). This reading is symbolic: it never replaces the advice of a health professional.',
      closing: 'Listen to your rhythms: your chart describes a way of being, not a diagnosis.',
    },
  },
  periods: {
    semaine: { heading: 'This week', phrase: 'this week' },
    mois: { heading: 'This month', phrase: 'this month' },
  },
  house: (n) => `${ordinal(n)} house`,
  houseShort: ordinal,
  inSign: (sign) => `in ${signInfo(sign).en}`,
  position: (lon) => {
    const { sign, degree, minute } = signOf(lon);
    return `${degree}°${String(minute).padStart(2, '0')}′ ${signInfo(sign).en}`;
  },
  date,
  month: (iso) => monthYear.format(noon(iso)),
  range: (from, to) => {
    if (from.slice(0, 10) === to.slice(0, 10)) return `on ${date(from)}`;
    if (from.slice(0, 7) === to.slice(0, 7)) return `from ${noon(from).getUTCDate()} to ${date(to)}`;
    if (from.slice(0, 4) === to.slice(0, 4)) return `from ${dayMonth.format(noon(from))} to ${date(to)}`;
    return `from ${date(from)} to ${date(to)}`;
  },
  t: PHRASES_EN,
};
