/**
 * What the offline writer's three domains share: a paragraph with the facts it rests on, agreement
 * with the customer (registered sex, or epicene wording), the subject of the question in the
 * customer's own words, and the stance vocabulary of an answer.
 */
import { classifyQuestion } from '@arcanes/domain/questions/classify';
import { subjectPossessiveToSecondPerson } from '@arcanes/domain/questions/subject';
import type { ReadingFacts } from '../facts';
import type { WrittenParagraph } from '../writing';
import type { Picker } from './pick';

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
export function questionSubject(question: string | null, lang: Lang): string | null {
  if (!question) return null;
  const subject = classifyQuestion(question, lang).subject;
  return subject ? subjectPossessiveToSecondPerson(subject, lang) : null;
}

export type Stance = 'yes' | 'conditional' | 'not_yet' | 'open';

/** A short opening clause for the stance, varied by the picker. */
export function stanceWords(stance: Stance, lang: Lang, pick: Picker): string {
  const fr: Record<Stance, string[]> = {
    yes: ['plutôt oui', 'oui, dans l’ensemble', 'un oui assez net'],
    conditional: ['oui, à une condition', 'plutôt oui, mais pas à n’importe quel prix', 'un oui prudent'],
    not_yet: ['pas encore', 'plutôt non pour l’instant', 'pas tout de suite'],
    open: ['rien n’est joué', 'la réponse dépend surtout de vous', 'une porte entrouverte'],
  };
  const en: Record<Stance, string[]> = {
    yes: ['rather yes', 'yes, on the whole', 'a fairly clear yes'],
    conditional: ['yes, on one condition', 'rather yes, but not at any price', 'a careful yes'],
    not_yet: ['not yet', 'rather no for now', 'not straight away'],
    open: ['nothing is settled', 'the answer depends mostly on you', 'a door left ajar'],
  };
  return pick.pick((lang === 'fr' ? fr : en)[stance], `stance-${stance}`);
}

/** Is the question a yes/no question (« Dois-je… ? », « Est-ce… ? », "Should I…?")? */
export function isClosedQuestion(question: string | null, lang: Lang): boolean {
  if (!question) return false;
  const q = question.trim().toLowerCase().replace(/[’]/g, "'");
  if (lang === 'fr')
    return (
      /^(?:est-ce|dois-je|devrais-je|puis-je|vais-je|va-t-|faut-il|ai-je|suis-je|serai-je|pourrai-je|mon |ma |mes |notre |le |la |les |y a-t-il)/.test(
        q,
      ) || /-(?:je|il|elle|t-il|t-elle|ils|elles|on)\b/.test(q)
    );
  return /^(?:should|shall|will|would|can|could|is|are|am|do|does|did|must|may|might|have|has)\b/.test(q);
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** French « de » before a noun phrase: « du travail », « des voyages », « de la carrière », « de l’intimité », « d’une idée ». */
export function deFr(phrase: string): string {
  if (/^le\s/i.test(phrase)) return `du ${phrase.slice(3)}`;
  if (/^les\s/i.test(phrase)) return `des ${phrase.slice(4)}`;
  if (/^(?:la\s|l['’])/i.test(phrase)) return `de ${phrase}`;
  return /^[aeiouyàâéèêîôœh]/i.test(phrase) ? `d’${phrase}` : `de ${phrase}`;
}

/** French « à » before a noun phrase: « au travail », « aux voyages », « à la carrière ». */
export function aFr(phrase: string): string {
  if (/^le\s/i.test(phrase)) return `au ${phrase.slice(3)}`;
  if (/^les\s/i.test(phrase)) return `aux ${phrase.slice(4)}`;
  return `à ${phrase}`;
}

const FR_CONJ: Record<string, string> = {
  vais: 'allez',
  dois: 'devez',
  devrais: 'devriez',
  puis: 'pouvez',
  peux: 'pouvez',
  pourrais: 'pourriez',
  suis: 'êtes',
  ai: 'avez',
  serai: 'serez',
  aurai: 'aurez',
  saurai: 'saurez',
  ferai: 'ferez',
  pourrai: 'pourrez',
  devrai: 'devrez',
  faut: 'faut',
};
const FR_SWAP: Record<string, string> = {
  me: 'vous',
  moi: 'vous',
  mon: 'votre',
  ma: 'votre',
  mes: 'vos',
  notre: 'votre',
  nos: 'vos',
  je: 'vous',
  nous: 'vous',
};
const EN_SWAP: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  our: 'your',
  we: 'you',
  us: 'you',
};

const swapWords = (text: string, table: Record<string, string>) =>
  text
    .replace(/(?<![\p{L}])[mj]['’](?=\p{L})/giu, 'vous ')
    .replace(/(?<![\p{L}'’])(\p{L}+)(?![\p{L}'’])/gu, (w) => table[w.toLowerCase()] ?? w);

/** French future and conditional in -rai/-rais to the « vous » form: trouverai → trouverez. */
const frVous = (verb: string) =>
  FR_CONJ[verb.toLowerCase()] ?? verb.replace(/rai$/i, 'rez').replace(/rais$/i, 'riez');

/**
 * The question turned into an indirect one in the second person, for an opening that names what was
 * asked in the customer's words: « Vais-je rencontrer quelqu’un ? » → « si vous allez rencontrer
 * quelqu’un »; "Will I meet someone?" → "whether you will meet someone". Null when the form is not
 * one of the common ones.
 */
export function indirectQuestion(question: string | null, lang: Lang): string | null {
  if (!question) return null;
  const q = question
    .replace(/[’]/g, "'")
    .replace(/\s*[?!.…]+\s*$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (lang === 'fr') {
    let m = /^est[- ]ce qu(?:e |')(.+)$/iu.exec(q);
    if (m) return `si ${swapWords(m[1]!, FR_SWAP).replace(/^il /, 'il ')}`.replace(/^si il/, 's’il');
    m = /^faut-il que (?:je|j') ?(.+)$/iu.exec(q);
    if (m) return `s’il faut que vous ${swapWords(m[1]!, FR_SWAP).replace(/^(\p{L}+?)e(?=\s|$)/u, '$1iez')}`;
    m = /^faut-il (.+)$/iu.exec(q);
    if (m) return `s’il faut ${swapWords(m[1]!, FR_SWAP)}`;
    m = /^(.+?) et moi (\p{L}+)-nous (.+)$/iu.exec(q);
    if (m)
      return `si ${m[1]} et vous ${({ sommes: 'êtes', avons: 'avez', allons: 'allez', pouvons: 'pouvez', devons: 'devez' } as Record<string, string>)[m[2]!.toLowerCase()] ?? m[2]!.replace(/ons$/, 'ez')} ${swapWords(m[3]!, FR_SWAP)}`;
    m = /^est[- ]ce (le|la|les|un|une|l') ?(.+)$/iu.exec(q);
    if (m) return `si c’est ${m[1]!.toLowerCase()}${m[1] === "l'" ? '' : ' '}${swapWords(m[2]!, FR_SWAP)}`;
    m = /^(\p{L}+)-je (.+)$/iu.exec(q);
    if (m) return `si vous ${frVous(m[1]!.toLowerCase())} ${swapWords(m[2]!, FR_SWAP)}`;
    m = /^(\p{L}+)-t-(il|elle|on) (.+)$/iu.exec(q);
    if (m)
      return `${m[2] === 'il' ? 's’il' : `si ${m[2]}`} ${m[1]!.toLowerCase()} ${swapWords(m[3]!, FR_SWAP)}`;
    m =
      /^((?:mon|ma|mes|notre|nos|le|la|les|l')\s*[\p{L}'-]+(?: [\p{L}'-]+)?) (\p{L}+)-(?:t-)?(?:il|elle|ils|elles) (.+)$/iu.exec(
        q,
      );
    if (m) return `si ${swapWords(m[1]!, FR_SWAP)} ${m[2]!.toLowerCase()} ${swapWords(m[3]!, FR_SWAP)}`;
    m = /^(comment|quand|où|pourquoi) (\p{L}+)-je (.+)$/iu.exec(q);
    if (m) return `${m[1]!.toLowerCase()} vous ${frVous(m[2]!)} ${swapWords(m[3]!, FR_SWAP)}`;
    return null;
  }
  let m =
    /^(is|are) (.+?) (a good|a bad|a wise|the right|the best|worth|a mistake|too late|wise|right|realistic)(.*)$/iu.exec(
      q,
    );
  if (m)
    return `whether ${swapWords(m[2]!, EN_SWAP)} ${m[1]!.toLowerCase()} ${m[3]!.toLowerCase()}${swapWords(m[4]!, EN_SWAP)}`;
  m = /^([Dd]oes|[Dd]id) (\p{Lu}[\p{L}'-]+) ((?:really|still|truly|ever) )?(\p{L}+)(.*)$/u.exec(q);
  if (m) {
    const verb =
      m[1]!.toLowerCase() === 'does'
        ? m[4]!.replace(/(?<=[^aeiou])y$/, 'ie') + (/(s|sh|ch|x|o)$/.test(m[4]!) ? 'es' : 's')
        : m[4]!;
    return `whether ${m[2]} ${m[1]!.toLowerCase() === 'did' ? 'did ' : ''}${m[3] ?? ''}${verb}${swapWords(m[5]!, EN_SWAP)}`.replace(
      / did (\S+)/,
      ' did $1',
    );
  }
  m = /^(will|would|should|shall|can|could|must|may|might) i (.+)$/iu.exec(q);
  if (m) return `whether you ${m[1]!.toLowerCase()} ${swapWords(m[2]!, EN_SWAP)}`;
  m = /^(?:do|does|did) i (.+)$/iu.exec(q);
  if (m) return `whether you ${swapWords(m[1]!, EN_SWAP)}`;
  m = /^am i (.+)$/iu.exec(q);
  if (m) return `whether you are ${swapWords(m[1]!, EN_SWAP)}`;
  m =
    /^(is|are|will|does|did|can|should|would) ((?:my|our|the|his|her|their) [\p{L}'-]+|he|she|it|they|we) (.+)$/iu.exec(
      q,
    );
  if (m) return `whether ${swapWords(m[2]!, EN_SWAP)} ${m[1]!.toLowerCase()} ${swapWords(m[3]!, EN_SWAP)}`;
  m = /^(how|when|where|why) (can|should|will|could|do) i (.+)$/iu.exec(q);
  if (m)
    return `${m[1]!.toLowerCase()} you ${m[2] === 'do' ? '' : `${m[2]!.toLowerCase()} `}${swapWords(m[3]!, EN_SWAP)}`;
  return null;
}

/** What was asked, as the opening can name it: the question made indirect, a noun phrase, or the topic. */
export type Asked = { kind: 'noun' | 'clause' | 'topic'; text: string; ref: string };

/**
 * The opening prefers the whole question made indirect (every word of the customer's is kept, turned
 * to « vous »); later paragraphs refer to its subject (« votre boulangerie ») or to « votre question ».
 */
export function askedOf(question: string | null, topicWords: string, lang: Lang): Asked {
  const noun = questionSubject(question, lang);
  const clause = indirectQuestion(question, lang);
  const ref = noun ?? (clause ? (lang === 'fr' ? 'votre question' : 'your question') : topicWords);
  if (clause) return { kind: 'clause', text: clause, ref };
  if (noun) return { kind: 'noun', text: noun, ref };
  return { kind: 'topic', text: topicWords, ref };
}

/** The thing asked about, for the paragraphs after the opening: « votre boulangerie », « votre question ». */
export function askedRef(asked: Asked): string {
  return asked.ref;
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
          `Vous demandez ${asked.text}. Réponse ${who === 'cards' ? 'des cartes' : 'du ciel'} : ${verdict}.`,
          `Vous voulez savoir ${asked.text}. ${capitalise(answerer)} ${who === 'cards' ? 'répondent' : 'répond'} : ${verdict}.`,
        ])
      : pick.pick([
          `You ask ${asked.text}. ${capitalise(answerer)}’s answer: ${verdict}.`.replace('cards’s', 'cards’'),
          `You want to know ${asked.text}. ${capitalise(answerer)} ${who === 'cards' ? 'answer' : 'answers'}: ${verdict}.`,
        ]);
  return fr
    ? pick.pick([
        `Pour ${asked.text}, ${answerer} ${who === 'cards' ? 'répondent' : 'répond'} : ${verdict}.`,
        `${capitalise(asked.text)} ? Réponse ${who === 'cards' ? 'des cartes' : 'du ciel'} : ${verdict}.`,
        `Votre question porte sur ${asked.text}, et la réponse ${who === 'cards' ? 'des cartes' : 'du ciel'} est nette : ${verdict}.`,
      ])
    : pick.pick([
        `For ${asked.text}, ${answerer} ${who === 'cards' ? 'answer' : 'answers'}: ${verdict}.`,
        `${capitalise(asked.text)}? ${capitalise(answerer)}’s answer: ${verdict}.`.replace(
          'cards’s',
          'cards’',
        ),
        `Your question is about ${asked.text}, and ${answerer}’s answer is clear: ${verdict}.`.replace(
          'cards’s',
          'cards’',
        ),
      ]);
}

/** The lead-in of an open answer, ending on a colon: « Pour votre boulangerie, ce qui compte le plus : ». */
export function openLead(asked: Asked, lang: Lang, pick: Picker): string {
  const fr = lang === 'fr';
  if (asked.kind === 'clause')
    return fr
      ? pick.pick([
          `Vous demandez ${asked.text}. Ce qui compte le plus :`,
          `Vous voulez savoir ${asked.text}. L’essentiel tient en ceci :`,
        ])
      : pick.pick([
          `You ask ${asked.text}. What matters most:`,
          `You want to know ${asked.text}. The essential is this:`,
        ]);
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
