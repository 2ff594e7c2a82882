/**
 * The customer's question turned into an indirect one in the second person. The offline writer opens
 * with it (« Vous demandez si vous allez rencontrer quelqu’un »), and the checker reads it as the
 * customer's own words, like the quoted question: « si vous allez gagner votre procès » repeats what
 * was asked, it promises nothing.
 */
import { verbByItsObject } from '@arcanes/domain/questions/subject';
type Lang = 'fr' | 'en';

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

/** First-person presents that no ending rule turns into the « vous » form. */
const FR_PRESENT: Record<string, string> = {
  sais: 'savez',
  veux: 'voulez',
  fais: 'faites',
  dis: 'dites',
  crois: 'croyez',
  vois: 'voyez',
  prends: 'prenez',
  comprends: 'comprenez',
  apprends: 'apprenez',
  viens: 'venez',
  reviens: 'revenez',
  deviens: 'devenez',
  tiens: 'tenez',
  sens: 'sentez',
  ressens: 'ressentez',
  pars: 'partez',
  sors: 'sortez',
  dors: 'dormez',
  mens: 'mentez',
  connais: 'connaissez',
  reconnais: 'reconnaissez',
  mets: 'mettez',
  vis: 'vivez',
  écris: 'écrivez',
  lis: 'lisez',
  bois: 'buvez',
  reçois: 'recevez',
  plais: 'plaisez',
  cours: 'courez',
};

/**
 * A French verb after « je », in the « vous » form: the ones above, the auxiliaries, the future and
 * conditional (trouverai → trouverez), then the regular endings (pense → pensez, finis → finissez,
 * attends → attendez). A form none of these knows is left as it is.
 */
const frVous = (verb: string) => {
  const low = verb.toLowerCase();
  const known = FR_CONJ[low] ?? FR_PRESENT[low];
  if (known) return known;
  if (/rais$/.test(low)) return verb.replace(/rais$/i, 'riez');
  if (/rai$/.test(low)) return verb.replace(/rai$/i, 'rez');
  if (/\p{L}{2}e$/u.test(low)) return `${verb}z`;
  if (/\p{L}{2}is$/u.test(low)) return verb.replace(/is$/i, 'issez');
  if (/\p{L}ds$/u.test(low)) return verb.replace(/ds$/i, 'dez');
  return verb;
};

const swapWords = (text: string, table: Record<string, string>) =>
  (table === FR_SWAP
    ? // « ce que je ressens » → « ce que vous ressentez », « je ne sais pas » → « vous ne savez pas ».
      text.replace(
        /(?<![\p{L}])(?:je |j['’])(ne |n['’])?(me |m['’])?(\p{L}+)/giu,
        (_, neg: string | undefined, self: string | undefined, verb: string) =>
          `vous ${neg ? (neg.startsWith('ne') ? 'ne ' : 'n’') : ''}${self ? 'vous ' : ''}${frVous(verb)}`,
      )
    : text
  )
    .replace(/(?<![\p{L}])[mj]['’](?=\p{L})/giu, 'vous ')
    .replace(/(?<![\p{L}'’])(\p{L}+)(?![\p{L}'’])/gu, (w) => table[w.toLowerCase()] ?? w);

/** « Le yoga » inside a sentence is « le yoga »; a name (« Paul ») keeps its capital. */
const lowerDeterminer = (s: string) =>
  s.replace(/^(?:(?:Votre|Vos|Mon|Ma|Mes|Notre|Nos|Le|La|Les|Un|Une|Ce|Cet|Cette|Ces)(?=\s)|L['’])/u, (m) =>
    m.toLowerCase(),
  );

/**
 * The question turned into an indirect one in the second person, for an opening that names what was
 * asked in the customer's words: « Vais-je rencontrer quelqu’un ? » → « si vous allez rencontrer
 * quelqu’un »; "Will I meet someone?" → "whether you will meet someone". Null when the form is not
 * one of the common ones.
 */
export function indirectQuestion(question: string | null, lang: Lang): string | null {
  if (!question) return null;
  const q = plainQuestion(question)
    .replace(/[’]/g, "'")
    .replace(/\s*[?!.…]+\s*$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (lang === 'fr') {
    let m = /^est[- ]ce qu(?:e |')((?:je |j').+)$/iu.exec(q);
    if (m) return `si ${swapWords(m[1]!, FR_SWAP)}`;
    m = /^est[- ]ce qu(?:e |')(.+)$/iu.exec(q);
    if (m) return `si ${lowerDeterminer(swapWords(m[1]!, FR_SWAP))}`.replace(/^si il/, 's’il');
    m = /^faut-il que (?:je|j') ?(.+)$/iu.exec(q);
    if (m) return `s’il faut que vous ${swapWords(m[1]!, FR_SWAP).replace(/^(\p{L}+?)e(?=\s|$)/u, '$1iez')}`;
    m = /^faut-il (.+)$/iu.exec(q);
    if (m) return `s’il faut ${swapWords(m[1]!, FR_SWAP)}`;
    m = /^(.+?) et moi (\p{L}+)-nous (.+)$/iu.exec(q);
    if (m)
      return `si ${lowerDeterminer(swapWords(m[1]!, FR_SWAP))} et vous ${({ sommes: 'êtes', avons: 'avez', allons: 'allez', pouvons: 'pouvez', devons: 'devez' } as Record<string, string>)[m[2]!.toLowerCase()] ?? m[2]!.replace(/ons$/, 'ez')} ${swapWords(m[3]!, FR_SWAP)}`;
    m = /^est[- ]ce (le|la|les|un|une|l') ?(.+)$/iu.exec(q);
    if (m) return `si c’est ${m[1]!.toLowerCase()}${m[1] === "l'" ? '' : ' '}${swapWords(m[2]!, FR_SWAP)}`;
    m = /^(\p{L}+)-je (.+)$/iu.exec(q);
    if (m) return `si vous ${frVous(m[1]!.toLowerCase())} ${swapWords(m[2]!, FR_SWAP)}`;
    m = /^(\p{L}+)-t-(il|elle|on) (.+)$/iu.exec(q);
    if (m)
      return `${m[2] === 'il' ? 's’il' : `si ${m[2]}`} ${m[1]!.toLowerCase()} ${swapWords(m[3]!, FR_SWAP)}`;
    m =
      /^((?:mon|ma|mes|notre|nos|le|la|les|l')\s*[\p{L}'-]+(?: [\p{L}'-]+){0,6}?) (\p{L}+)-(?:t-)?(?:il|elle|ils|elles) (.+)$/iu.exec(
        q,
      );
    if (m)
      return `si ${lowerDeterminer(swapWords(m[1]!, FR_SWAP))} ${m[2]!.toLowerCase()} ${swapWords(m[3]!, FR_SWAP)}`;
    m =
      /^est-(il|ce) (raisonnable|sage|judicieux|prudent|possible|utile|risqué|trop tôt|trop tard|le moment|une bonne idée|une erreur) (de |d')(.+)$/iu.exec(
        q,
      );
    if (m)
      return `${m[1]!.toLowerCase() === 'il' ? 's’il est' : 'si c’est'} ${m[2]!.toLowerCase()} ${m[3] === "d'" ? 'd’' : 'de '}${swapWords(m[4]!, FR_SWAP)}`;
    m = /^(comment|quand|où|pourquoi) ([\p{L}]+(?:er|ir|re)) (.+)$/iu.exec(q);
    if (m && !/-/.test(m[2]!))
      return `${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()} ${swapWords(m[3]!, FR_SWAP)}`;
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
  if (m) {
    const [subject, rest] = englishSubject(
      m[2]!,
      m[3]!,
      m[1]!.toLowerCase() !== 'is' && m[1]!.toLowerCase() !== 'are',
    );
    return `whether ${swapWords(subject, EN_SWAP)} ${m[1]!.toLowerCase()} ${swapWords(rest, EN_SWAP)}`;
  }
  m = /^(how|when|where|why) (can|should|will|could|do) i (.+)$/iu.exec(q);
  if (m)
    return `${m[1]!.toLowerCase()} you ${m[2] === 'do' ? '' : `${m[2]!.toLowerCase()} `}${swapWords(m[3]!, EN_SWAP)}`;
  return null;
}

/** Verbs a question puts after "will my …", "does the …": where the subject ends when it is longer than a word. */
const EN_BASE_VERBS = new Set(
  (
    'be become bring buy change come continue end fail find finish forgive get give go grow happen have heal hold ' +
    'improve keep last lead leave lose make marry meet move open pass pay recover reach remain return see sell ' +
    'start stay succeed survive take turn understand want win work'
  ).split(' '),
);

/**
 * "Will my relationship with Tom survive the move?": the subject runs to the verb ("my relationship with
 * Tom"), not to its first noun — else "whether your relationship will with Tom survive". With an
 * auxiliary, up to four more words before a known verb join the subject ("my nursing exams go well");
 * after "is", "are", the words before a verb in -ing ("my new boss going to"); otherwise a phrase opened by
 * a preposition ("my business in Lyon").
 */
function englishSubject(subject: string, rest: string, auxiliary: boolean): [string, string] {
  const words = rest.split(' ');
  if (auxiliary) {
    // A known verb, or a word followed by an object pronoun ("my best friend resent me"): a verb.
    const at = words
      .slice(0, 5)
      .findIndex((w, i) => EN_BASE_VERBS.has(w.toLowerCase()) || verbByItsObject(w, words[i + 1]));
    if (at > 0) return [`${subject} ${words.slice(0, at).join(' ')}`, words.slice(at).join(' ')];
    if (at === 0) return [subject, rest];
  } else {
    // "Is my new boss going to…": after "is", "are", the subject runs to a verb in -ing.
    const at = words.slice(0, 5).findIndex((w) => /\p{L}{2,}ing$/u.test(w));
    if (at > 0) return [`${subject} ${words.slice(0, at).join(' ')}`, words.slice(at).join(' ')];
  }
  const m =
    /^((?:with|at|in|of|for|from|between) (?:(?:my|our|the|his|her|their|a|an) )?(?:\p{Lu}[\p{L}'-]*(?: (?:and )?\p{Lu}[\p{L}'-]*)*|[\p{L}'-]+)) (.+)$/u.exec(
      rest,
    );
  return m ? [`${subject} ${m[1]}`, m[2]!] : [subject, rest];
}

/**
 * The question as words only: markup, links and formatting characters a customer may type (or try)
 * are dropped before any of it is written back into a reading.
 */
export function plainQuestion(question: string): string {
  return question
    .replace(/<[^>]*>?/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/[*_`#[\]{}|\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
