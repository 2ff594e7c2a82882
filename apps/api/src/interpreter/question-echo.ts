/**
 * The customer's question turned into an indirect one in the second person. The offline writer opens
 * with it (« Vous demandez si vous allez rencontrer quelqu’un »), and the checker reads it as the
 * customer's own words, like the quoted question: « si vous allez gagner votre procès » repeats what
 * was asked, it promises nothing.
 */
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

const swapWords = (text: string, table: Record<string, string>) =>
  text
    .replace(/(?<![\p{L}])[mj]['’](?=\p{L})/giu, 'vous ')
    .replace(/(?<![\p{L}'’])(\p{L}+)(?![\p{L}'’])/gu, (w) => table[w.toLowerCase()] ?? w);

/** French future and conditional in -rai/-rais to the « vous » form: trouverai → trouverez. */
const frVous = (verb: string) =>
  FR_CONJ[verb.toLowerCase()] ?? verb.replace(/rai$/i, 'rez').replace(/rais$/i, 'riez');

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
    let m = /^est[- ]ce qu(?:e |')(?:je |j')(\p{L}+)(.*)$/iu.exec(q);
    if (m) return `si vous ${frVous(m[1]!)}${swapWords(m[2]!, FR_SWAP)}`;
    m = /^est[- ]ce qu(?:e |')(.+)$/iu.exec(q);
    if (m) return `si ${lowerDeterminer(swapWords(m[1]!, FR_SWAP))}`.replace(/^si il/, 's’il');
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
  if (m) return `whether ${swapWords(m[2]!, EN_SWAP)} ${m[1]!.toLowerCase()} ${swapWords(m[3]!, EN_SWAP)}`;
  m = /^(how|when|where|why) (can|should|will|could|do) i (.+)$/iu.exec(q);
  if (m)
    return `${m[1]!.toLowerCase()} you ${m[2] === 'do' ? '' : `${m[2]!.toLowerCase()} `}${swapWords(m[3]!, EN_SWAP)}`;
  return null;
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
