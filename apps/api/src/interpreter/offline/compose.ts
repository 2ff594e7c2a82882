/**
 * What the offline writer's three domains share: a paragraph with the facts it rests on, agreement
 * with the customer (registered sex, or epicene wording), the subject of the question in the
 * customer's own words, and the stance vocabulary of an answer.
 */
import { classOf, type ClassifiedQuestion } from '@arcanes/domain/questions/classify';
import { cautionOf, handlingClass, type QuestionCaution } from '@arcanes/domain/questions/sensitivity';
import { indirectQuestion, plainQuestion } from '#api/interpreter/question-echo.ts';
import { subjectPossessiveToSecondPerson } from '@arcanes/domain/questions/subject';
import type { ReadingFacts } from '#api/interpreter/facts.ts';
import type { WrittenParagraph } from '#api/interpreter/writing.ts';
import { capitalise, type Picker } from './pick';

export type Lang = 'fr' | 'en';

export function para(text: string, facts: readonly string[], heading?: string): WrittenParagraph {
  return {
    ...(heading ? { heading } : {}),
    text: text.replace(/\s+/g, ' ').trim(),
    facts: [...new Set(facts)],
  };
}

/** Agreement with the customer: masculine, feminine, or an epicene phrasing for an unknown sex. */
export function agree(facts: ReadingFacts, forms: { m: string; f: string; x: string }): string {
  return facts.gender === 'f' ? forms.f : facts.gender === 'm' ? forms.m : forms.x;
}

/**
 * The subject of the question in the customer's words, turned to the second person:
 * « Est-ce le bon moment pour lancer ma boulangerie ? » → « votre boulangerie »; "Should I sell my
 * flat?" → "your flat". Null when nothing can be cut out safely.
 */
export function questionSubject(
  question: string | null,
  lang: Lang,
  known?: ClassifiedQuestion | null,
): string | null {
  if (!question) return null;
  const subject = classOf(plainQuestion(question), lang, known).subject;
  if (!subject) return null;
  // « Ma sœur » at the start of the question stays « votre sœur » inside a sentence.
  return subjectPossessiveToSecondPerson(subject, lang).replace(/^(Votre|Vos|Your)\b/, (m) =>
    m.toLowerCase(),
  );
}

export type Stance = 'yes' | 'conditional' | 'not_yet' | 'open';

/** A short opening clause for the stance, varied by the picker. */
export function stanceWords(stance: Stance, lang: Lang, pick: Picker): string {
  const fr: Record<Stance, string[]> = {
    yes: [
      'plutôt oui',
      'oui, dans l’ensemble',
      'un oui assez net',
      'oui, selon toute apparence',
      'oui, sans grand doute',
    ],
    conditional: [
      'oui, à une condition',
      'plutôt oui, mais pas à n’importe quel prix',
      'un oui prudent',
      'oui, sous réserve',
      'un oui qui se mérite',
    ],
    not_yet: [
      'pas encore',
      'plutôt non pour l’instant',
      'pas tout de suite',
      'pas encore, patience',
      'non, pas encore',
    ],
    open: [
      'rien n’est joué',
      'tout dépend surtout de vous',
      'une porte entrouverte',
      'l’issue reste ouverte',
    ],
  };
  const en: Record<Stance, string[]> = {
    yes: [
      'mostly yes',
      'yes, on the whole',
      'a fairly clear yes',
      'yes, by all signs',
      'yes, with little doubt',
    ],
    conditional: [
      'yes, on one condition',
      'yes, but not at any price',
      'a cautious yes',
      'yes, with a proviso',
      'a yes to be earned',
    ],
    not_yet: ['not yet', 'no, not for now', 'not straight away', 'not yet, be patient', 'no, not yet'],
    open: [
      'nothing is settled yet',
      'that depends mostly on you',
      'the door is ajar',
      'the outcome stays open',
    ],
  };
  return pick.pick((lang === 'fr' ? fr : en)[stance], `stance-${stance}`);
}

/** Is the question a yes/no question (« Dois-je… ? », « Est-ce… ? », "Should I…?")? */
export function isClosedQuestion(question: string | null, lang: Lang): boolean {
  if (!question) return false;
  const q = question.trim().toLowerCase().replace(/[’]/g, "'");
  // « Quand vais-je… ? », « Comment puis-je… ? », "When will I…?": asked for a moment or a way, not a yes
  // or a no, even with the inverted verb of a closed question.
  if (
    lang === 'fr'
      ? /^(?:quand|comment|pourquoi|où|combien|quel|quelle|quels|quelles|que |qu'|à quel|a quel|de quel|dans quel|qui )/.test(
          q,
        )
      : /^(?:when|how|why|where|what|which|who)\b/.test(q)
  )
    return false;
  if (lang === 'fr')
    return (
      /^(?:est-ce|dois-je|devrais-je|puis-je|vais-je|va-t-|faut-il|ai-je|suis-je|serai-je|pourrai-je|mon |ma |mes |notre |le |la |les |y a-t-il)/.test(
        q,
      ) || /-(?:je|il|elle|t-il|t-elle|ils|elles|on)\b/.test(q)
    );
  return /^(?:should|shall|will|would|can|could|is|are|am|do|does|did|must|may|might|have|has)\b/.test(q);
}

export { capitalise } from './pick';

/**
 * French « de » before a noun phrase: « du travail », « des voyages », « de la carrière », « de l’intimité »,
 * « d’une idée ». Before a list whose every item has its article, French says it again for each:
 * « des voyages lointains, des études et de la quête de sens », not « des voyages lointains, les études… ».
 */
export function deFr(phrase: string): string {
  const parts = listParts(phrase);
  const items = parts.filter((_, i) => i % 2 === 0);
  if (items.length < 2 || !items.every((x) => firstWords(x).every((w) => DETERMINED.test(w))))
    return deAnyhow(phrase);
  return parts.map((x, i) => (i % 2 === 0 ? deAnyhow(x) : x)).join('');
}

/**
 * A French list cut into items and separators (« , », « et », a wording of « et » such as « {et|ainsi
 * que|comme} »), outside inline wordings only: « vos proches {et|comme} le voisinage » is two items,
 * « {le retrait|la solitude} » one.
 */
function listParts(phrase: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < phrase.length; i++) {
    const c = phrase[i];
    if (c === '{') {
      if (depth === 0 && phrase[i - 1] === ' ') {
        const end = phrase.indexOf('}', i);
        const group = phrase.slice(i + 1, end);
        if (
          end > 0 &&
          phrase[end + 1] === ' ' &&
          group.split('|').every((w) => /^(?:et|ainsi que|comme)$/.test(w))
        ) {
          parts.push(phrase.slice(start, i - 1), phrase.slice(i - 1, end + 2));
          start = end + 2;
          i = end + 1;
          continue;
        }
      }
      depth++;
    } else if (c === '}') depth--;
    else if (depth === 0) {
      const sep = /^(?:, | et )/.exec(phrase.slice(i))?.[0];
      if (sep) {
        parts.push(phrase.slice(start, i), sep);
        start = i + sep.length;
        i += sep.length - 1;
      }
    }
  }
  parts.push(phrase.slice(start));
  return parts;
}

/** The phrase's possible first words: each wording of a group it opens with (« {les proches|…} »). */
function firstWords(phrase: string): string[] {
  if (!phrase.startsWith('{')) return [phrase];
  const [alternatives, rest] = openingGroup(phrase);
  return alternatives.flatMap((a) => firstWords(a + rest));
}

/** A phrase's opening group split into its wordings (nested groups kept whole), and what follows it. */
function openingGroup(phrase: string): [string[], string] {
  const alternatives: string[] = [];
  let depth = 0;
  let from = 1;
  for (let i = 0; i < phrase.length; i++) {
    const c = phrase[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      alternatives.push(phrase.slice(from, i));
      return [alternatives, phrase.slice(i + 1)];
    } else if (c === '|' && depth === 1) {
      alternatives.push(phrase.slice(from, i));
      from = i + 1;
    }
  }
  return [[phrase], ''];
}

/** « de » before a phrase, inside each wording of the group it opens with (« {de l’entourage|des proches} »). */
function deAnyhow(phrase: string): string {
  if (!phrase.startsWith('{')) return deOne(phrase);
  const [alternatives, rest] = openingGroup(phrase);
  return `{${alternatives.map(deAnyhow).join('|')}}${rest}`;
}

/**
 * A French list (« a, b et c ») with `apply` given to each item when every item `fits`, the separators
 * kept as they were (« a, b, c » stays without « et »); otherwise `apply` to the whole phrase.
 */
export function eachItem(
  phrase: string,
  fits: (item: string) => boolean,
  apply: (item: string) => string,
): string {
  const parts = phrase.split(/(, | et )/);
  const items = parts.filter((_, i) => i % 2 === 0);
  if (items.length < 2 || !items.every(fits)) return apply(phrase);
  return parts.map((x, i) => (i % 2 === 0 ? apply(x) : x)).join('');
}

/** An item French gives its own « de » in a list: one with its article or determiner (« vos proches »). */
const DETERMINED =
  /^(?:le |la |les |l['’]|(?:tout )?ce qui |(?:tout )?ce que |(?:tout )?ce qu['’]|votre |vos |notre |nos |mon |ma |mes |son |sa |ses |leurs? |cette |cet |ces |ce |une? )/i;

function deOne(phrase: string): string {
  if (/^le\s/i.test(phrase)) return `du ${phrase.slice(3)}`;
  if (/^les\s/i.test(phrase)) return `des ${phrase.slice(4)}`;
  if (/^(?:la\s|l['’])/i.test(phrase)) return `de ${phrase}`;
  return /^[aeiouyàâéèêîôœh]/i.test(phrase) ? `d’${phrase}` : `de ${phrase}`;
}

/**
 * Whether a noun phrase is plural, for the verb and pronoun that follow it: « vos appuis », « votre cœur
 * et vos liens », "your supports", "your hopes and fears", "the people around you" — not "your business".
 */
export function isPlural(phrase: string, lang: Lang): boolean {
  if (lang === 'fr') return /^(?:vos|les|des|ces|nos|leurs|mes|tes|ses)\s|\set\s/iu.test(phrase);
  if (/\sand\s/i.test(phrase) || /^(?:these|those)\s/i.test(phrase)) return true;
  const noun = phrase.match(/^(?:your|the)\s+(?:own\s+|coming\s+|recent\s+)?([a-z]+)/i)?.[1]?.toLowerCase();
  return (
    !!noun && (noun === 'people' || noun === 'children' || (/s$/.test(noun) && !/(?:ss|us|is)$/.test(noun)))
  );
}

/** French « à » before a noun phrase: « au travail », « aux voyages », « à la carrière ». */
export function aFr(phrase: string): string {
  if (/^le\s/i.test(phrase)) return `au ${phrase.slice(3)}`;
  if (/^les\s/i.test(phrase)) return `aux ${phrase.slice(4)}`;
  return `à ${phrase}`;
}

const PROJECT_FR =
  /\b(ouvrir|lancer|créer|monter|reprendre|acheter|vendre|démarrer|fonder)\s+(une\s+|un\s+|le\s+|la\s+|mon\s+|ma\s+|votre\s+|l[’'])([a-zàâçéèêëîïôûùüÿœ-]+)(?:\s+(?!(?:à|au|aux|en|de|du|des|d’\S*|avec|pour|dans|sans|sur|ce|cet|cette|et|ou|avant|après|maintenant|bientôt|l’\S*|le|la|les|un|une)(?:\s|$))([a-zàâçéèêëîïôûùüÿœ-]+))?/iu;
const PROJECT_EN =
  /\b(open|start|launch|create|set up|buy|sell|found|take over)\s+(a|an|the|my|your)\s+([a-z-]+)(?:\s+(?!(?:in|at|on|with|for|this|that|next|now|soon|before|after|by|or|and|to|of|the|a|an)(?:\s|$))([a-z-]+))?/i;

/**
 * The cut-out subject without what does not belong to a noun phrase: a dangling elided article (« votre
 * retraite anticipée l’ » of « … l’an prochain »), an English verb or complement left at its end ("your
 * ex going", "your marriage worth fighting"), and, of two things joined by a verb (« quitter votre poste et
 * lancer votre boulangerie »), the last one.
 */
function cleanSubject(noun: string | null, lang: Lang): string | null {
  if (!noun) return null;
  let n = noun.replace(/\s+\S*[’']$/u, '');
  if (lang === 'en')
    n = n.replace(
      /\s+(?:going|coming|getting|judging|cheating|lying|hiding|thinking|planning|leaving|trying|looking|seeing|talking|doing|hoping|waiting|worth\s+\S+|the right\s+\S+|a good\s+\S+)(?:\s+(?:you|him|her|them|me|us|it))?$/iu,
      '',
    );
  const parts = n.split(
    /\s+(?:et|and)\s+(?=[\p{L}-]+\s+(?:votre|vos|your|le|la|les|l’|l'|the|a|an|un|une)\b)/u,
  );
  return (parts[parts.length - 1] ?? n).trim() || null;
}

/**
 * The clause's own subject when it is the customer's (« si votre livre va trouver un éditeur » → « votre
 * livre », "whether your relationship with Tom will survive…" → "your relationship with Tom").
 */
function ownSubjectOf(clause: string | null, lang: Lang): string | null {
  if (!clause) return null;
  const m =
    lang === 'fr'
      ? /^(?:si|quand)\s+((?:votre|vos)\s+[\p{L}’'-]+(?:\s+(?:de|d’|d'|avec)\s*[\p{L}’'-]+)?)\s+(?:va|vont|peut|peuvent|pourra|pourront|sera|seront|a|ont|est|sont|doit|doivent)\b/u.exec(
          clause,
        )
      : /^whether\s+(your\s+[\w’'-]+(?:\s+(?:with|of|for)\s+[\w’'-]+)?)\s+(?:will|can|could|is|are|has|have|would)\b/u.exec(
          clause,
        );
  return m?.[1] ? m[1].replace(/'/g, '’') : null;
}

/**
 * A question about a venture with no noun phrase to refer back to (« s’il est raisonnable d’ouvrir un
 * restaurant à Nantes »): later sentences name it « votre projet d’ouvrir un restaurant » rather than
 * « votre question ».
 */
function projectOf(clause: string | null, lang: Lang): string | null {
  if (!clause) return null;
  const m = (lang === 'fr' ? PROJECT_FR : PROJECT_EN).exec(clause);
  if (!m) return null;
  const [, verb = '', det = '', head = '', next] = m;
  const noun = next ? `${head} ${next}` : head;
  if (lang === 'en') {
    const article = /^(my|your)$/i.test(det) ? 'your' : det.toLowerCase();
    return `your plan to ${verb.toLowerCase()} ${article} ${noun}`;
  }
  const article = /^(mon|ma|votre)$/i.test(det.trim()) ? 'votre' : det.trim().toLowerCase().replace("'", '’');
  return `votre projet ${deOne(`${verb.toLowerCase()} ${article}${article.endsWith('’') ? '' : ' '}${noun}`)}`;
}

/** What was asked, as the opening can name it: the question made indirect, a noun phrase, or the topic. */
export type Asked = { kind: 'noun' | 'clause' | 'topic'; text: string; ref: string };

/**
 * The opening prefers the whole question made indirect (every word of the customer's is kept, turned
 * to « vous »); later paragraphs refer to its subject (« votre boulangerie ») or to « votre question ».
 */
export function askedOf(
  question: string | null,
  topicWords: string,
  lang: Lang,
  known?: ClassifiedQuestion | null,
): Asked {
  const noun = cleanSubject(questionSubject(question, lang, known), lang);
  const clause = indirectQuestion(question, lang);
  // A subject that reads as a noun phrase (« votre boulangerie », "your flat") can stand in later
  // sentences; a verb phrase cut from the question ("get its funding") cannot.
  // A verb before the possessive (« lancer votre boulangerie ») is dropped: « votre boulangerie ».
  const phrase = noun?.match(/^[\p{L}-]+\s+((?:votre|vos|your|le|la|les|l’|l'|the)\s*.+)$/iu)?.[1] ?? noun;
  const usable =
    phrase && /^(?:votre|vos|le|la|les|l’|l'|un|une|ce|cette|ces|your|the|a|an|this|these)\b/iu.test(phrase)
      ? phrase
      : null;
  // The clause's own subject wins over a longer phrase it begins (the question's subject cut after a
  // verb the cutter does not know: "your sister spend Christmas with you" is "your sister").
  const own = ownSubjectOf(clause, lang);
  const ref =
    (own && usable?.toLowerCase().startsWith(`${own.toLowerCase()} `) ? own : usable) ??
    own ??
    projectOf(clause, lang) ??
    (clause ? (lang === 'fr' ? 'votre question' : 'your question') : topicWords);
  if (clause) return { kind: 'clause', text: clause, ref };
  if (usable) return { kind: 'noun', text: usable, ref };
  return { kind: 'topic', text: topicWords, ref };
}

/** The thing asked about, for the paragraphs after the opening: « votre boulangerie », « votre question ». */
export function askedRef(asked: Asked): string {
  return asked.ref;
}

/**
 * How a question asked as a clause is taken up (« Vous demandez si… »): two wordings made « You want
 * to know whether you should » a frame of its own in tarot and astrology alike (issue 38).
 */
export function askLead(lang: Lang, pick: Picker): string {
  return pick.pick(
    lang === 'fr'
      ? [
          'Vous demandez',
          'Vous voulez savoir',
          'Vous vous demandez',
          'Vous cherchez à savoir',
          'Votre question : savoir',
          'Vous aimeriez savoir',
        ]
      : [
          'You ask',
          'You want to know',
          'You wonder',
          'You are asking',
          'Your question is',
          'You would like to know',
        ],
    'ask-lead',
  );
}

/** The opening sentence with a stance: « Pour votre boulangerie, le tirage répond : plutôt oui. » */
export function verdictSentence(
  asked: Asked,
  verdict: string,
  who: 'cards' | 'sky',
  lang: Lang,
  pick: Picker,
): string {
  const fr = lang === 'fr';
  const answerer = fr
    ? who === 'cards'
      ? 'les cartes'
      : 'le ciel'
    : who === 'cards'
      ? 'the cards'
      : 'the sky';
  if (asked.kind === 'clause')
    return fr
      ? pick.pick([
          `${askLead('fr', pick)} ${asked.text}. Réponse ${who === 'cards' ? 'des cartes' : 'du ciel'} : ${verdict}.`,
          `${askLead('fr', pick)} ${asked.text}. ${capitalise(answerer)} ${who === 'cards' ? 'répondent' : 'répond'} : ${verdict}.`,
          `${askLead('fr', pick)} ${asked.text}. Ce que ${who === 'cards' ? 'disent les cartes' : 'dit le ciel'} : ${verdict}.`,
        ])
      : pick.pick([
          `${askLead('en', pick)} ${asked.text}. What ${answerer} ${who === 'cards' ? 'say' : 'says'} is this: ${verdict}.`,
          `${askLead('en', pick)} ${asked.text}. ${capitalise(answerer)} ${who === 'cards' ? 'answer' : 'answers'}: ${verdict}.`,
          `${askLead('en', pick)} ${asked.text}. Here is what ${answerer} ${who === 'cards' ? 'show' : 'shows'}: ${verdict}.`,
        ]);
  return fr
    ? pick.pick([
        `Pour ${asked.text}, ${answerer} ${who === 'cards' ? 'répondent' : 'répond'} : ${verdict}.`,
        `${capitalise(asked.text)} ? Réponse ${who === 'cards' ? 'des cartes' : 'du ciel'} : ${verdict}.`,
        `Votre question porte sur ${asked.text}, et voici la réponse ${who === 'cards' ? 'des cartes' : 'du ciel'} : ${verdict}.`,
      ])
    : pick.pick([
        `On ${asked.text}, ${answerer} ${who === 'cards' ? 'answer' : 'answers'}: ${verdict}.`,
        `As for ${asked.text}, here is what ${answerer} ${who === 'cards' ? 'say' : 'says'}: ${verdict}.`,
        `You asked about ${asked.text}, and ${answerer} ${who === 'cards' ? 'give' : 'gives'} a plain answer: ${verdict}.`,
      ]);
}

/**
 * A careful or third-party question (decision 0271: health, the law, money at stake, another person's
 * feelings or decision) gets no verdict: its kind, or null for a question that may get one.
 */
export function withoutVerdict(
  question: string | null,
  lang: Lang,
  known?: ClassifiedQuestion | null,
): QuestionCaution | null {
  if (!question) return null;
  const { sensitivity } = classOf(plainQuestion(question), lang, known);
  const handling = handlingClass(sensitivity);
  return handling === 'careful' || handling === 'third_party' ? cautionOf(sensitivity) : null;
}

/** What the reading cannot say, by kind of question; then, apart, the turn to what is the asker's. */
const CARE_FR: Record<QuestionCaution, string[]> = {
  health: [
    'Ni les cartes ni le ciel ne disent ce que fera votre corps',
    'Ce que fera votre corps ne se lit pas ici',
    'Votre santé relève de ceux qui vous soignent, pas d’une lecture',
  ],
  legal: [
    'L’issue de l’affaire ne se lit pas ici',
    'L’issue de la procédure ne se lit pas ici',
    'Ce que décidera la justice ne se lit pas dans une lecture',
  ],
  financial: [
    'L’issue d’un pari ou d’un placement ne se lit pas ici',
    'Aucun tirage ne dit ce que deviendra cet argent',
    'Le sort de cet argent ne se lit pas ici',
  ],
  other_person: [
    'Ce que l’autre décidera ou ressent lui appartient',
    'Le choix de l’autre personne ne se lit pas ici',
    'Le cœur et les décisions d’autrui restent les siens',
  ],
  coercive_love: [
    'Les sentiments d’une autre personne ne se commandent pas',
    'Nul ne décide à la place d’un autre de ce qu’il ressent',
    'Ce que l’autre éprouve ne se force pas',
  ],
};
const CARE_TURN_FR = [
  'ce que la période favorise de votre côté :',
  'ce qui dépend de vous dans cette période :',
  'voici plutôt ce que le moment vous offre :',
  'reste ce qui est entre vos mains :',
  'ce que la période éclaire chez vous :',
  'regardons plutôt votre part :',
  'voici ce qui vous revient ces temps-ci :',
];
const CARE_EN: Record<QuestionCaution, string[]> = {
  health: [
    'Neither cards nor stars say what your body will do',
    'What your body will do cannot be read here',
    'Your health belongs with those who care for you, not with a reading',
  ],
  legal: [
    'The outcome of the case cannot be read here',
    'The outcome of the proceedings cannot be read here',
    'What a court decides is not for a reading to say',
  ],
  financial: [
    'The outcome of a bet or an investment cannot be read here',
    'No reading says what becomes of this money',
    'The fate of this money cannot be read here',
  ],
  other_person: [
    'What the other person will decide or feels is theirs',
    'Someone else’s choice cannot be read here',
    'Another person’s heart and choices remain their own',
  ],
  coercive_love: [
    'Another person’s feelings cannot be commanded',
    'No one decides for someone else what they feel',
    'What another person feels cannot be forced',
  ],
};
const CARE_TURN_EN = [
  'what this time favours on your side:',
  'what depends on you in this time:',
  'here instead is what the moment offers you:',
  'what remains is in your hands:',
  'what this time brings out in you:',
  'look rather at your own part:',
  'here is what falls to you these days:',
];

/**
 * The lead-in of an answer without a verdict, ending on a colon: the question named, what the reading
 * cannot say, and a turn to what the period favours for the asker.
 */
export function careLead(asked: Asked, kind: QuestionCaution, lang: Lang, pick: Picker): string {
  // The refusal and the turn picked apart: one sentence per kind was a frame wherever that kind came.
  const turn = `${pick.pick((lang === 'fr' ? CARE_FR : CARE_EN)[kind], `care-${kind}`)}${lang === 'fr' ? ' ;' : ';'} ${pick.pick(
    lang === 'fr' ? CARE_TURN_FR : CARE_TURN_EN,
    'care-turn',
  )}`;
  // A topic is the form's, not the question's words: « votre vie professionnelle » for a proposal would
  // misname it.
  if (asked.kind === 'topic') return turn;
  if (lang === 'fr')
    return asked.kind === 'clause'
      ? `${askLead('fr', pick)} ${asked.text}. ${turn}`
      : `Votre question porte sur ${asked.text}. ${turn}`;
  return asked.kind === 'clause'
    ? `${askLead('en', pick)} ${asked.text}. ${turn}`
    : `Your question is about ${asked.text}. ${turn}`;
}

/** The lead-in of an open answer, ending on a colon: « Pour votre boulangerie, ce qui compte le plus : ». */
export function openLead(asked: Asked, lang: Lang, pick: Picker): string {
  const fr = lang === 'fr';
  if (asked.kind === 'clause')
    return fr
      ? `${askLead('fr', pick)} ${asked.text}. ${pick.pick(['Ce qui compte le plus :', 'L’essentiel tient en ceci :', 'Le point décisif :', 'Voici ce qui pèse :'])}`
      : `${askLead('en', pick)} ${asked.text}. ${pick.pick(['What matters most:', 'The essential is this:', 'The deciding point:', 'Here is what weighs:'])}`;
  return fr
    ? pick.pick([
        `Pour ${asked.text}, ce qui compte le plus :`,
        `Ce qui pèse le plus sur ${asked.text} :`,
        `Si l’on ne retient qu’une chose pour ${asked.text} :`,
      ])
    : pick.pick([
        `For ${asked.text}, what matters most:`,
        `What weighs most on ${asked.text}:`,
        `If you keep one thing for ${asked.text}:`,
      ]);
}

/**
 * French repeats « de » and « à » before each complement of a pair that has its own possessive:
 * « de votre foyer et vos émotions » → « de votre foyer et de vos émotions ». The first complement is
 * kept short (up to four words) so a clause that merely follows is never touched.
 */
export function repeatPrepositions(text: string): string {
  return text.replace(
    /(?<![\p{L}’'])(de|à|De|À) ((?:votre|vos) (?:[\p{L}’'-]+ ){0,3}?[\p{L}’'-]+) et (votre|vos)(?![\p{L}])/gu,
    (_, prep: string, first: string, second: string) => `${prep} ${first} et ${prep.toLowerCase()} ${second}`,
  );
}

/** A count (of cards, of planets) as a French or English writer spells it (« deux », « trois »… up to ten). */
export function counted(n: number, lang: Lang): string {
  const words = {
    fr: ['zéro', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'],
    en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  };
  return words[lang][n] ?? String(n);
}

/** A section of a long reading: its writer, and its heading in French and in English. */
export type Section<F> = readonly [
  write: (f: F, pick: Picker, heading: string) => WrittenParagraph | null,
  fr: string,
  en: string,
];

/** Writes each section under its heading in the reading's language; those with something to say join `out`. */
export function pushSections<F>(
  out: WrittenParagraph[],
  f: F,
  pick: Picker,
  lang: Lang,
  sections: readonly Section<F>[],
): void {
  for (const [write, fr, en] of sections) {
    const p = write(f, pick, lang === 'fr' ? fr : en);
    if (p) out.push(p);
  }
}

/**
 * The subject of the question said in the customer's words at most `keep` times in a long reading: a
 * reader who hears « votre choix de partir » nineteen times hears a machine. After that, an adverbial
 * that only repeats it goes (« Pour votre choix de partir, le Sept signale… » → « Le Sept signale… »,
 * « Le Roi hésite, pour votre choix de partir, sur… » → « Le Roi hésite, sur… »), and elsewhere it
 * becomes « cette question », « votre question » or « la question posée » (drawn with the reading's
 * other inline wordings), as a reader would refer back to it.
 */
export function spareEcho(
  paragraphs: WrittenParagraph[],
  ref: string,
  lang: Lang,
  keep = 4,
): WrittenParagraph[] {
  if (!ref || ref.length < 4) return paragraphs;
  const esc = ref
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/^\p{L}/u, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);
  const preps = lang === 'fr' ? 'pour|sur|dans|quant à|côté' : 'for|on|in|as for|with';
  const others =
    lang === 'fr'
      ? [
          '{cette question|votre question|la question posée}',
          '{la question posée|cette question|votre question}',
        ]
      : [
          '{this question|your question|the question you asked}',
          '{the question you asked|this question|your question}',
        ];
  // Built once for the reading: the subject, and what may stand before it as an opening or an aside.
  const any = new RegExp(esc, 'u');
  const openingAt = new RegExp(`(^|[.?!:;]\\s+)(${preps}) $`, 'iu');
  const asideAt = new RegExp(`,\\s+(${preps}) $`, 'iu');
  let seen = 0;
  let said = 0;
  const other = () => others[said++ % others.length]!;
  const spare = (text: string): string => {
    let out = '';
    let rest = text;
    for (let m = any.exec(rest); m; m = any.exec(rest)) {
      seen++;
      const before = rest.slice(0, m.index);
      const after = rest.slice(m.index + m[0].length);
      rest = after;
      if (seen <= keep) {
        out += before + m[0];
        continue;
      }
      // « Pour REF, » opening a sentence (or after a colon): the sentence goes on without it.
      const opening = openingAt.exec(before);
      if (opening && /^,\s+/.test(after)) {
        const lead = opening[1]!;
        out += before.slice(0, before.length - opening[0].length) + lead;
        rest = after.replace(/^,\s+/, '');
        if (!/[:;]\s*$/.test(lead)) rest = capitalise(rest);
        continue;
      }
      // «, pour REF ? » or «, pour REF. » closing a sentence: the aside goes.
      const aside = asideAt.exec(before);
      if (aside && /^\s?[.?!;]/.test(after)) {
        out += before.slice(0, before.length - aside[0].length);
        continue;
      }
      const initial = /^\p{Lu}/u.test(m[0]);
      out += before + (initial ? capitalise(other()) : other());
    }
    return out + rest;
  };
  return paragraphs.map((p) => ({ ...p, text: spare(p.text) }));
}
