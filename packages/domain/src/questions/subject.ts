// The thing a question is about, in the customer's own words, for the answer to name: a verb of
// change and what follows it (« lancer ma boulangerie », "quit my job and start my bakery"), else
// the first possessive noun phrase (« mon examen de médecine », "my ex"). Only what can be cut out
// robustly: a question with neither (« Va-t-il revenir ? ») has no subject.
import { foldQuestion, type QuestionLang } from './normalize';

interface Token {
  text: string;
  /** Folded, for comparisons. */
  key: string;
  start: number;
  end: number;
}

const ELISION = /^(l|d|m|t|s|j|n|c|qu|jusqu|lorsqu|puisqu)['’]/i;

function tokenize(text: string, lang: QuestionLang): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|[?!.,;:()«»"“”]/gu)) {
    let start = m.index;
    let word = m[0];
    const elided = lang === 'fr' ? ELISION.exec(word) : null;
    if (elided) {
      tokens.push({
        text: elided[0],
        key: foldQuestion(elided[0]).trim(),
        start,
        end: start + elided[0].length,
      });
      start += elided[0].length;
      word = word.slice(elided[0].length);
    }
    tokens.push({
      text: word,
      key: foldQuestion(word).trim().replace(/ /g, '-') || word,
      start,
      end: start + word.length,
    });
  }
  return tokens;
}

const FR_VERBS = new Set(
  'lancer quitter ouvrir acheter vendre changer demenager emmenager creer reprendre commencer demarrer reussir obtenir trouver signer accepter rejoindre epouser monter passer installer retrouver racheter louer'.split(
    ' ',
  ),
);
const EN_VERBS = new Set(
  'start launch quit buy sell move open leave change take accept get find pass sign marry join rent found'.split(
    ' ',
  ),
);
const FR_DETERMINERS = new Set(
  'mon ma mes notre nos son sa ses leur leurs un une des le la les l ce cet cette ces de d du'.split(' '),
);
const EN_DETERMINERS = new Set('my our his her their a an the this that these those to out in'.split(' '));
const FR_POSSESSIVES = new Set('mon ma mes notre nos'.split(' '));
const EN_POSSESSIVES = new Set(['my', 'our']);
// Words that end a noun phrase: time, manner, conjunctions, prepositions of circumstance.
const FR_STOPS = new Set(
  'et ou avant apres cette ce cet ces dans en pour car parce si alors bientot maintenant aujourd demain un une ici la bien mal avec sans sur chez a au aux ou quand comment pourquoi est va vont sera seront il elle ils elles je j me m vais dois n qu s c t mois semaine annee an ans jour jours soir matin ete hiver printemps automne week-end fois demain mois-ci'.split(
    ' ',
  ),
);
const EN_STOPS = new Set(
  'and or before after this next in for because if now soon today tomorrow here there well with without on at to when how why is will would should could be it he she they i this that by from ever yet still anytime into over up off out month week year day summer winter spring autumn fall weekend time'.split(
    ' ',
  ),
);
// Words that open a clause or a second thing inside a question (« mon meilleur ami que sa femme le
// trompe », « mon travail mais mon fils », "the job even though my son…"): the noun phrase ends before them.
const FR_CLAUSE_STOPS = new Set(
  'que qui qu mais meme dont lorsque puisque comme pendant depuis malgre sauf tandis vu selon ni or donc puis'.split(
    ' ',
  ),
);
const EN_CLAUSE_STOPS = new Set(
  'even though although that which who whom whose but since while unless whereas despite though so than like as nor yet once until'.split(
    ' ',
  ),
);
const FR_LINKS = ['de', 'd', 'du', 'des', 'avec', 'contre', 'envers', 'entre', 'vers'];
const EN_LINKS = ['of', 'as', 'with', 'against', 'towards', 'between'];
// « va-t-il », « est-elle », « vont-ils »: the verb of the question, never part of its subject.
const INVERTED_VERB = /-(t-)?(il|elle|ils|elles|on|je|nous|vous|tu)$/;
// "get married", "get engaged": a participle is not a thing to name.
const PARTICIPLE = /ed$/;
// Verbs and adjectives that follow an English subject ("will my ex come back"): they end a phrase
// but may start one ("find love").
const EN_VERB_STOPS = new Set(
  'give gives tell tells show shows help helps bring brings send sends go goes come comes mean means been do does did last work succeed heal die dies get gets accept cheating pay notice find say change rule want like love hate leave stay look turn end improve grow happen make take feel think know call text return survive win lose really any serious better fair settle settles adapt thrive become forgive agree propose answer reply apologise apologize recover manage enjoy keep remain finish respond contact understand choose decide forget miss ask stop try let marry divorce graduate appreciate hire approve renew reconsider sell'.split(
    ' ',
  ),
);
const EN_OBJECT_PRONOUNS: ReadonlySet<string> = new Set('me us him her them you it'.split(' '));
const EN_PREPOSITIONS: ReadonlySet<string> = new Set(
  'with without to for at from about of on in into by like than near around after before over under'.split(
    ' ',
  ),
);
/**
 * Whether `word`, followed by `next`, is a verb by its object: in English an object pronoun follows a
 * verb ("my best friend resent me", "the landlord renew it") or a preposition ("Christmas with us"), never
 * a noun. Ends a subject at a verb no list knows.
 */
export function verbByItsObject(word: string, next: string | undefined): boolean {
  return (
    next !== undefined &&
    EN_OBJECT_PRONOUNS.has(next.toLowerCase()) &&
    !EN_PREPOSITIONS.has(word.toLowerCase())
  );
}
// French verbs after a subject (« mon couple survivra », « ma boutique marche »): they end the phrase.
const FR_VERB_STOPS = new Set(
  'marche fonctionne reussit tient dure revient change plait peut doit existe aime part reste devient finit'.split(
    ' ',
  ),
);
// The future and the conditional, third person (« survivra », « tiendront », « marcherait »), in
// lower case (« Sandra » is a name) and not after « é » (« opéra », « caméra »).
const FR_FUTURE = /^\p{Ll}{2,}(?<!é)(?:ra|ront|rait|raient)$/u;
const MAX_WORDS = 6;

/** The noun phrase that starts at `from` (a determiner, then words up to a stop); its end index. */
function phraseEnd(tokens: Token[], from: number, lang: QuestionLang): number | null {
  const determiners = lang === 'fr' ? FR_DETERMINERS : EN_DETERMINERS;
  const stops = lang === 'fr' ? FR_STOPS : EN_STOPS;
  const clauseStops = lang === 'fr' ? FR_CLAUSE_STOPS : EN_CLAUSE_STOPS;
  const links = lang === 'fr' ? FR_LINKS : EN_LINKS;
  let i = from;
  while (i < tokens.length && determiners.has(tokens[i]!.key) && i - from < 2) i++;
  let words = 0;
  let end: number | null = null;
  for (; i < tokens.length && words < MAX_WORDS; i++) {
    const t = tokens[i]!;
    if (!/\p{L}|\p{N}/u.test(t.text) || INVERTED_VERB.test(t.text.toLowerCase())) break;
    if (words > 0 && clauseStops.has(t.key)) break;
    // A determiner after a noun, not after « de », "of": another phrase begins (« mon téléphone le 3
    // mars », "my phone the one I lost").
    const previous = tokens[i - 1]!;
    if (
      words > 0 &&
      determiners.has(t.key) &&
      !links.includes(t.key) &&
      !links.includes(previous.key) &&
      !/^(?:to|out|in)$/.test(t.key)
    )
      break;
    // A number (« mes 30 ans », « mon vol 3 »): an age, a date, not a thing to name.
    if (/^\p{N}/u.test(t.text)) return words > 0 ? end : null;
    // « mon poste de comptable », "my job as a baker": a linking word inside the phrase is kept.
    const linking = links.includes(t.key) && words > 0;
    const verbAfter =
      words > 0 &&
      (lang === 'en'
        ? EN_VERB_STOPS.has(t.key) || verbByItsObject(t.key, tokens[i + 1]?.key)
        : FR_VERB_STOPS.has(t.key) || FR_FUTURE.test(t.text));
    if (!linking && (stops.has(t.key) || verbAfter)) break;
    if (!linking) end = i;
    words++;
  }
  return end;
}

/** Where a listed verb's phrase ends, joining « … et lancer ma boulangerie » to it. */
function verbPhraseEnd(tokens: Token[], verbAt: number, lang: QuestionLang): number {
  const verbs = lang === 'fr' ? FR_VERBS : EN_VERBS;
  let end = phraseEnd(tokens, verbAt + 1, lang) ?? verbAt;
  const and = tokens[end + 1];
  const next = tokens[end + 2];
  if (and && next && (and.key === 'et' || and.key === 'and') && verbs.has(next.key))
    end = verbPhraseEnd(tokens, end + 2, lang);
  return end;
}

export function extractSubject(text: string, lang: QuestionLang): string | null {
  const tokens = tokenize(text, lang);
  const verbs = lang === 'fr' ? FR_VERBS : EN_VERBS;
  const slice = (a: number, b: number) => text.slice(tokens[a]!.start, tokens[b]!.end);
  const verbAt = tokens.findIndex((t) => verbs.has(t.key));
  if (verbAt >= 0) {
    const end = verbPhraseEnd(tokens, verbAt, lang);
    const first = tokens[verbAt + 1];
    const participle = lang === 'en' && first !== undefined && PARTICIPLE.test(first.key);
    if ((end > verbAt && !participle) || ['demenager', 'emmenager', 'move'].includes(tokens[verbAt]!.key))
      return slice(verbAt, end);
  }
  const possessives = lang === 'fr' ? FR_POSSESSIVES : EN_POSSESSIVES;
  const at = tokens.findIndex((t) => possessives.has(t.key));
  if (at < 0) return null;
  const end = phraseEnd(tokens, at, lang);
  return end === null ? null : slice(at, end);
}

const FR_SECOND_PERSON: Readonly<Record<string, string>> = {
  mon: 'votre',
  ma: 'votre',
  mes: 'vos',
  notre: 'votre',
  nos: 'vos',
  me: 'vous',
  moi: 'vous',
  je: 'vous',
  mien: 'vôtre',
  mienne: 'vôtre',
  miens: 'vôtres',
  miennes: 'vôtres',
};
const EN_SECOND_PERSON: Readonly<Record<string, string>> = {
  my: 'your',
  our: 'your',
  me: 'you',
  i: 'you',
  myself: 'yourself',
  ourselves: 'yourselves',
  mine: 'yours',
  ours: 'yours',
  us: 'you',
  "i'm": "you're",
  'i’m': 'you’re',
  "i've": "you've",
  'i’ve': 'you’ve',
};

const keepCase = (source: string, word: string) =>
  source[0] && source[0] !== source[0].toLowerCase() ? word[0]!.toUpperCase() + word.slice(1) : word;

/** « ma boulangerie » → « votre boulangerie », "my bakery" → "your bakery" (m', j' → vous). */
export function subjectPossessiveToSecondPerson(subject: string, lang: QuestionLang): string {
  if (lang === 'fr')
    return subject
      .replace(/(?<![\p{L}])([mj])['’](?=\p{L})/giu, (m) => keepCase(m, 'vous '))
      .replace(/(?<![\p{L}'’])(\p{L}+)(?![\p{L}'’])/gu, (w) => {
        const to = FR_SECOND_PERSON[w.toLowerCase()];
        return to ? keepCase(w, to) : w;
      });
  return subject.replace(/(?<![\p{L}'’])(\p{L}+(?:['’]\p{L}+)?)(?![\p{L}])/gu, (w) => {
    const to = EN_SECOND_PERSON[w.toLowerCase()];
    return to ? (w === 'I' ? to : keepCase(w, to)) : w;
  });
}
