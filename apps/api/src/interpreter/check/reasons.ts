/**
 * The check's reasons in the reading's language, for the rewrite request: a model writing French is
 * told in French what to fix (issue 35). The reasons are written once, in English, where they are
 * found (kept so in ai_calls for administrators); this table says them again in French. A reason it
 * does not know goes as it is.
 */
const ASPECTS: Record<string, string> = {
  conjunction: 'conjonction',
  opposition: 'opposition',
  square: 'carré',
  trine: 'trigone',
  sextile: 'sextile',
};
const aspect = (a: string) => ASPECTS[a] ?? a;
const NUMBERS: Record<string, string> = {
  'life path': 'chemin de vie',
  expression: 'nombre d’expression',
  'soul urge': 'nombre intime',
  personality: 'nombre de personnalité',
  birthday: 'nombre du jour de naissance',
  'personal year': 'année personnelle',
  maturity: 'nombre de maturité',
  'lucky number': 'numéro de chance',
};
const number = (n: string) => NUMBERS[n] ?? n;

const HARM: Record<string, string> = {
  'a promise of a result': 'une promesse de résultat',
  'lottery or gambling': 'des jeux d’argent ou une loterie',
  'medical advice or a prediction of illness': 'un conseil médical ou une prédiction de maladie',
  'a prediction of death': 'une prédiction de mort',
  'a financial directive': 'une consigne financière',
  'a legal directive': 'une consigne juridique',
  'a claim to act on another person’s feelings': 'la prétention d’agir sur les sentiments d’autrui',
  'cruelty or fatalism': 'de la dureté ou du fatalisme',
};
const FORMAT: Record<string, string> = {
  'HTML or script': 'du HTML ou un script',
  Markdown: 'du Markdown',
  'a web address': 'une adresse web',
  'an e-mail address': 'une adresse e-mail',
  'a phone number': 'un numéro de téléphone',
};

const FR: [RegExp, (...m: string[]) => string][] = [
  [/^(\d+) paragraphs, expected (.+)$/, (n, e) => `${n} paragraphes, il en faut ${e}`],
  [/^answer of (\d+) characters, expected (.+)$/, (n, e) => `réponse de ${n} caractères, il en faut ${e}`],
  [/^empty$/, () => 'vide'],
  [/^the answer must be a JSON object (.+)$/s, (shape) => `la réponse doit être un objet JSON ${shape}`],
  [/^the answer was cut at the token limit$/, () => 'la réponse a été coupée à la limite de longueur'],
  [/^the answer has no message content$/, () => 'la réponse était vide'],
  [/^the answer is not the JSON paragraphs asked for$/, () => 'la réponse n’est pas le JSON demandé'],
  [/^(\d+) characters, at most (\d+)$/, (n, m) => `${n} caractères, ${m} au plus`],
  [/^heading too long$/, () => 'titre trop long'],
  [/^cites no fact$/, () => 'ne cite aucun fait'],
  [/^cites unknown facts: (.+)$/, (ids) => `cite des faits inconnus : ${ids}`],
  [/^not written in (French|English)$/, (l) => `pas écrit en ${l === 'French' ? 'français' : 'anglais'}`],
  [/^contains (.+)$/, (what) => `contient ${FORMAT[what] ?? what}`],
  [/^repeats the system prompt$/, () => 'reprend les consignes'],
  [/^ends mid-sentence$/, () => 's’arrête au milieu d’une phrase'],
  [/^repeats paragraph (\d+)$/, (n) => `répète le paragraphe ${n}`],
  [/^only restates the facts$/, () => 'ne fait que recopier les faits, sans les interpréter'],
  [
    /^« (.+) » does not agree with the person \((feminine|masculine)\)$/,
    (w, g) => `« ${w} » : accordez au ${g === 'feminine' ? 'féminin' : 'masculin'}`,
  ],
  [
    /^(.+) is stated but the paragraph does not cite (\S+)$/,
    (what, id) => `« ${what} » est affirmé mais le paragraphe ne cite pas ${id}`,
  ],
  [/^house (\d+) in (.+) is not in the chart$/, (h, s) => `la maison ${h} en ${s} n’est pas dans le thème`],
  [
    /^(.+) in (.+) is not a placement of the chart$/,
    (p, s) => `${p} en ${s} n’est pas une position du thème`,
  ],
  [/^(.+) is in (.+), not in (.+)$/, (p, a, b) => `${p} est en ${a}, pas en ${b}`],
  [/^(.+) holds nothing in the chart$/, (s) => `le thème n’a rien en ${s}`],
  [/^(.+) holds nothing in either chart$/, (s) => `aucun des deux thèmes n’a rien en ${s}`],
  [/^(.+) is named but no cited fact is in it$/, (s) => `${s} est nommé mais aucun fait cité n’y est`],
  [/^(.+) is in house (.+), not house (\d+)$/, (p, a, b) => `${p} est en maison ${a}, pas en maison ${b}`],
  [
    /^(.+): the facts give another aspect than (\w+)$/,
    (p, a) => `${p} : les faits donnent un autre aspect que ${aspect(a)}`,
  ],
  [/^(.+): no (\w+) involving it in the facts$/, (p, a) => `${p} : aucun ${aspect(a)} dans les faits`],
  [/^(.+): no (\w+) in the facts$/, (p, a) => `${p} : aucun ${aspect(a)} dans les faits`],
  [
    /^(.+) (\w+) is stated but its fact is not cited$/,
    (p, a) =>
      ASPECTS[a]
        ? `${p} en ${aspect(a)} est affirmé mais son fait n’est pas cité`
        : `${p} ${a} est affirmé mais son fait n’est pas cité`,
  ],
  [
    /^(\d+)\/(\d+): no cited transit is exact on that day$/,
    (d, m) => `${d}/${m} : aucun transit cité n’est exact ce jour-là`,
  ],
  [
    /^(\d+)\/(\d+): a date that no cited fact carries$/,
    (d, m) => `${d}/${m} : aucun fait cité ne porte cette date`,
  ],
  [/^(\d+)\/(\d+): a date that no fact carries$/, (d, m) => `${d}/${m} : aucun fait ne porte cette date`],
  [
    /^(\d+)\/(\d+): the birth it names is not cited$/,
    (d, m) => `${d}/${m} : la naissance nommée n’est pas citée`,
  ],
  [/^(.+) is not in the draw$/, (c) => `${c} n’est pas dans le tirage`],
  [/^(.+) is named but its fact is not cited$/, (c) => `${c} est nommé mais son fait n’est pas cité`],
  [
    /^(.+) was drawn (upright|reversed), not (upright|reversed)$/,
    (c, a, b) =>
      `${c} est sorti ${a === 'upright' ? 'à l’endroit' : 'renversé'}, pas ${b === 'upright' ? 'à l’endroit' : 'renversé'}`,
  ],
  [/^(.+) is not in the position (.+)$/, (c, p) => `${c} n’est pas en position « ${p} »`],
  [/^(.+): no chart in this reading$/, (x) => `${x} : cette lecture n’a pas de thème astral`],
  [
    /^numerology numbers in a reading that computed none$/,
    () => 'des nombres de numérologie dans une lecture qui n’en a calculé aucun',
  ],
  [/^personal month (\d+) is not in the period$/, (n) => `le mois personnel ${n} n’est pas dans la période`],
  [
    /^personal month (\d+) is stated but not cited$/,
    (n) => `le mois personnel ${n} est affirmé mais pas cité`,
  ],
  [/^karmic debt (\d+) is not in the facts$/, (n) => `la dette karmique ${n} n’est pas dans les faits`],
  [
    /^karmic debt (\d+) is stated but not cited$/,
    (n) => `la dette karmique ${n} est affirmée mais pas citée`,
  ],
  [
    /^(.+) (\d+): the reading has no such number$/,
    (k, v) => `${number(k)} ${v} : la lecture n’a pas ce nombre`,
  ],
  [
    /^(.+) (\d+): this reading computed no such number$/,
    (k, v) => `${number(k)} ${v} : la lecture n’a pas ce nombre`,
  ],
  [/^the couple number is (.+), not (\d+)$/, (a, b) => `le nombre du couple est ${a}, pas ${b}`],
  [/^(.+) is (\d+), not (\d+)$/, (k, a, b) => `${number(k)} vaut ${a}, pas ${b}`],
  [/^(.+) (\d+) is stated but not cited$/, (k, v) => `${number(k)} ${v} est affirmé mais pas cité`],
  [/^(.+): (.+) is not (\d+)$/, (who, k, v) => `${who} : ${number(k)} ne vaut pas ${v}`],
  [
    /^(.+) in house (\d+) is stated but not cited$/,
    (p, h) => `${p} en maison ${h} est affirmé mais pas cité`,
  ],
  [/^(.+): (.+) is not among the facts$/, (who, p) => `${who} : ${p} n’est pas dans les faits`],
  [
    /^(.+): (.+) is not in house (\d+) of any chart$/,
    (who, p, h) => `${who} : ${p} n’est en maison ${h} dans aucun thème`,
  ],
  [/^(.+): (.+) is not in (.+)$/, (who, p, s) => `${who} : ${p} n’est pas en ${s}`],
];

function harm(reason: string): string | null {
  const m = /^(.+?): « (.+) »$/.exec(reason);
  if (!m || !HARM[m[1]!]) return null;
  return `${HARM[m[1]!]} : « ${m[2]} »`;
}

function one(reason: string): string {
  const fromHarm = harm(reason);
  if (fromHarm) return fromHarm;
  for (const [pattern, say] of FR) {
    const m = pattern.exec(reason);
    if (m) return say(...m.slice(1));
  }
  return reason;
}

/** A reason of the check (« paragraph 2: Soleil is in Taureau, not in Bélier ») in the reading's language. */
export function localReason(reason: string, lang: 'fr' | 'en'): string {
  if (lang === 'en') return reason;
  const m = /^paragraph (\d+): (.+)$/s.exec(reason);
  return m ? `paragraphe ${m[1]} : ${one(m[2]!)}` : one(reason);
}
