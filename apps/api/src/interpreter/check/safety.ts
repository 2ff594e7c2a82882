/**
 * What no paragraph may contain, whatever the facts: markup, links and contact details; the system
 * prompt; promises of results, lottery numbers, medical, legal or financial directives, predictions of
 * death or illness, and claims to act on another person's feelings (French and English patterns).
 */
import { lifeAtStakeIn } from '@arcanes/domain/questions/life';
import { B, E, norm } from './mentions';

type Lang = 'fr' | 'en';

const FORMAT: [RegExp, string][] = [
  [/<\/?[a-z!][^>]*>|\bon[a-z]+\s*=|javascript:/i, 'HTML or script'],
  [/\*\*|__|^\s{0,3}#{1,6}\s|\[[^\]]*\]\([^)]*\)|`|^\s*[*-]\s+\S/m, 'Markdown'],
  // Any top-level domain: a host of two letters or more, a dot, then an all-lower or all-upper
  // label (« fin.Demain », a missing space before a capitalised word, is no address). Also the
  // spelled-out dot of « site[.]xyz » and « site (dot) xyz ».
  [
    /https?:\/\/|\bwww\.|(?<![\p{L}\p{N}@.-])[A-Za-z0-9][A-Za-z0-9-]*[A-Za-z0-9](?:\.[A-Za-z0-9-]+)*\.(?:[a-z]{2,24}|[A-Z]{2,24}|xn--[a-z0-9-]+)(?![\p{L}\p{N}-])|[A-Za-z0-9-]{2,}\s*[[(]\s*(?:\.|dot|point)\s*[\])]\s*[A-Za-z]{2,24}/u,
    'a web address',
  ],
  [/[\w.+-]+@[\w-]+\.[\w.]+/, 'an e-mail address'],
  [
    /(?<![\d/-])(?:(?:\+|00)\d{2,3}[\s.-]?\(?0?\)?[\s.-]?[1-9](?:[\s.-]?\d{2}){4}|0[1-9](?:[\s.-]?\d{2}){4}|\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4})(?![\d/-])/,
    'a phone number',
  ],
];

const w = (source: string) => new RegExp(`${B}(?:${source})${E}`, 'iu');

/** Each pattern with the reason it is refused. Kept narrow: a reading may speak of care and choices. */
const HARM: Record<Lang, [RegExp, string][]> = {
  fr: [
    [
      w(
        `je (?:vous )?(?:garantis|promets)|c'est (?:certain|garanti|assuré|sûr et certain)|à coup sûr|sans aucun doute possible|(?:succès|réussite|victoire|gain|résultat)s? (?:assurée?s?|garantie?s?|certaine?s?)|vous (?:allez|allez forcément|allez sûrement) (?:gagner|toucher le gros lot|devenir riche)|vous gagnerez|(?:annonce|promet|garantit) (?:un|une|le|la|des) (?:gain|victoire|succès|réussite|fortune|héritage)|(?:jugement|verdict|procès) (?:favorable|gagné)|vous (?:allez|allez bientôt) (?:gagner|remporter) (?:votre|le|ce) procès`,
      ),
      'a promise of a result',
    ],
    [
      w(
        `jouez (?:au|à l'|aux|les|le) (?:loto|euromillions?|loterie|numéros?|chiffres?|grattage|courses|paris?)|jouez les numéros|(?:numéros?|chiffres?) (?:gagnants?|à jouer)|(?:gagner|gagnerez|toucher|toucherez|remporter) (?:au |le |la )?(?:loto|gros lot|jackpot|cagnotte|loterie)|misez (?:tout|vos économies|votre argent|gros)|misez sur (?:le|un|ce) (?:cheval|numéro|match|pari)`,
      ),
      'lottery or gambling',
    ],
    [
      w(
        `arrêtez (?:votre|vos|le|les|ce) (?:traitement|médicaments?|soins|thérapie)|cessez (?:votre|vos) (?:traitement|médicaments?)|(?:inutile|pas besoin|nul besoin) de (?:consulter|voir|appeler) (?:un|une|votre|le) (?:médecin|docteur|spécialiste|psy)|ne prenez plus|remplacez (?:votre|vos) (?:traitement|médicaments?)|diagnostic|vous (?:êtes|serez|allez être) (?:malade|guérie?|enceinte)|(?:un|une|le|la|votre) cancer|tumeur|maladie grave|vous (?:allez|allez bientôt) tomber malade|(?:annonce|présage|prédit) (?:une|la) maladie|posologie|(?:ne plus|arrêter de|cesser de|arrêtez de|cessez de) prendre (?:vos|votre|le|les|ce|ces) (?:médicaments?|traitements?|cachets|comprimés)|évit(?:er|ez) (?:l'hôpital|les hôpitaux|les médecins|le médecin|les urgences)`,
      ),
      'medical advice or a prediction of illness',
    ],
    [
      w(
        `décès|décèdera|décédera|mourra|mourront|va mourir|vont mourir|allez mourir|(?:annonce|présage|prédit) (?:la|une) mort|mort (?:prochaine|imminente|d'un proche|dans votre famille)|disparition d'un proche|perdre (?:un|une) proche|préparez-vous au (?:pire|deuil)|(?:va|vont) bientôt nous quitter|(?:un|une) proche (?:va|vont) (?:bientôt )?(?:partir|nous quitter|disparaître)`,
      ),
      'a prediction of death',
    ],
    [
      w(
        `placez (?:toutes? )?vos économies|(?:investissez|placez|misez|achetez|vendez)(?: \\S+){0,3} (?:en |dans |des |du |de la |vos |votre )?(?:bourse|bitcoins?|cryptos?|cryptomonnaies?|actions|parts sociales|or|économies|épargne)|(?:investissez|placez) (?:vos|votre|tout|toutes? vos) (?:économies|argent|épargne|capital)|placement (?:sûr|garanti)|(?:le bitcoin|la bourse|les marchés?|l'action) (?:va|vont) (?:monter|baisser|grimper|s'envoler|chuter)`,
      ),
      'a financial directive',
    ],
    [
      w(
        `ne signez pas (?:ce|le|votre|l'|les) ?(?:contrat|bail|accord|compromis|acte|divorce|testament)|attaquez en justice|portez plainte|intentez (?:un|une) (?:procès|action)|vous gagnerez (?:votre|le|ce) procès|le juge (?:vous )?donnera raison|(?:inutile|pas besoin|nul besoin|ne sert à rien) (?:de|d') ?(?:prendre|consulter|voir|appeler|engager) (?:un|une|votre|le|la) (?:avocate?|notaire|conseill(?:er|ère))|(?:le|la) (?:juge|tribunal|cour) (?:vous )?(?:donnera|tranchera|statuera|condamnera|accordera|déboutera)`,
      ),
      'a legal directive',
    ],
    [
      w(
        `(?:il|elle) (?:va|vont|reviendra|reviendront) (?:revenir|vous revenir|tomber amoureu(?:x|se)|vous aimer)|(?:il|elle) reviendra|(?:le|la|les) faire (?:revenir|tomber amoureu(?:x|se))|retour (?:affectif|de l'être aimé)|envoûtement|philtre|rituel d'amour|sort d'amour|retour d'affection|désenvoûtement|rituel de retour`,
      ),
      'a claim to act on another person’s feelings',
    ],
    [
      w(
        `votre vie est un échec|(?:vous êtes|vous resterez|vous serez) (?:un|une) (?:échec|ratée?|perdante?|cas désespéré)|vous finirez (?:seule?|malheureu(?:x|se)|sans personne|dans la solitude)|(?:le|la|les) resterez? (?:toujours|à jamais)|vous ne (?:serez|trouverez|connaîtrez) jamais (?:heureu(?:x|se)|l'amour|le bonheur|personne)|il n'y a (?:aucun|plus d') espoir|c'est sans espoir|personne ne vous aimera`,
      ),
      'cruelty or fatalism',
    ],
  ],
  en: [
    [
      w(
        `I (?:guarantee|promise)|guaranteed|it is certain|for sure|without (?:any|a) doubt|(?:success|victory|win|gain|fortune)s? (?:is|are) (?:assured|certain|guaranteed)|you will (?:definitely |surely )?(?:win|get rich|become rich|hit the jackpot)|(?:announces|promises) (?:a|an) (?:win|gain|victory|fortune|inheritance)|(?:favourable|favorable) (?:ruling|verdict|judgement|judgment)|you will win (?:your|the|this) (?:case|lawsuit|trial)`,
      ),
      'a promise of a result',
    ],
    [
      w(
        `play (?:the )?(?:lottery|lotto|numbers|euromillions)|winning numbers|lucky numbers to play|(?:win|hit) (?:the )?(?:lottery|lotto|jackpot)|bet (?:on (?:a |the )?(?:horse|horses|number|numbers|match|game|race|team|red|black)|your (?:savings|money|house|salary)|everything|it all)`,
      ),
      'lottery or gambling',
    ],
    [
      w(
        `stop (?:taking )?(?:your|the) (?:medication|medicine|treatment|therapy|pills)|no need to (?:see|consult|call) (?:a|your) (?:doctor|physician|specialist)|don't (?:see|consult) (?:a|your) doctor|replace your (?:medication|treatment)|diagnos(?:is|e|ed)|you (?:are|will be) (?:ill|sick|cured|pregnant)|(?:a|the|your) cancer|tumou?r|serious illness|you will (?:fall|get|become) (?:ill|sick)|(?:announces|foretells|predicts) (?:an |the )?illness|dosage|stop taking|avoid (?:the )?(?:hospital|doctors?)`,
      ),
      'medical advice or a prediction of illness',
    ],
    [
      w(
        `will die|going to die|(?:announces|foretells|predicts) (?:a |the )?death|death (?:in|of) (?:your|a) (?:family|loved one|relative)|someone close to you will (?:die|pass)|pass away|prepare (?:yourself )?for the worst|(?:will|is going to) soon leave us`,
      ),
      'a prediction of death',
    ],
    [
      w(
        `(?:put|place|invest) (?:all )?your (?:savings|money)|(?:invest|put|buy|sell)(?: \\S+){0,3} (?:in |into )?(?:stocks?|shares|bitcoin|crypto(?:currenc(?:y|ies))?|gold)|safe investment|(?:bitcoin|the market|stocks?|shares) (?:will|is going to) (?:rise|go up|fall|crash|soar)`,
      ),
      'a financial directive',
    ],
    [
      w(
        `(?:do not|don't) sign|sue (?:them|him|her)|file a (?:lawsuit|complaint)|take (?:them|him|her) to court|the judge will rule|no need (?:for|to (?:hire|see|consult|call)) (?:a |an |your )?(?:lawyer|attorney|solicitor)|the (?:judge|court) will (?:decide|find|grant|side)`,
      ),
      'a legal directive',
    ],
    [
      w(
        `(?:he|she|they) will (?:come back|return to you|fall in love|love you)|make (?:him|her|them) (?:love you|come back|fall in love)|bring (?:him|her|them) back|love spell|binding spell|return of (?:affection|your (?:lover|ex))|reunite you with`,
      ),
      'a claim to act on another person’s feelings',
    ],
    [
      w(
        `your life is a failure|you are a failure|you will end up alone|you will (?:always )?(?:stay|remain|be) alone|you will never (?:be happy|find love|be loved|succeed)|there is no hope|no one will ever love you`,
      ),
      'cruelty or fatalism',
    ],
  ],
};

const words = (s: string) =>
  norm(s)
    .toLowerCase()
    .match(/[\p{L}\p{N}']+/gu) ?? [];

/**
 * The prompt's runs of eight words, every second start (any nine in a row of it hold one), as a set,
 * with the words that start them. Each paragraph of a reading is checked against the same prompt: the
 * last few prompts' runs are kept.
 */
interface PromptRuns {
  runs: Set<string>;
  starts: Set<string>;
}
const promptRuns = new Map<string, PromptRuns>();
function runsOf(system: string): PromptRuns {
  let found = promptRuns.get(system);
  if (!found) {
    const sys = words(system);
    found = { runs: new Set(), starts: new Set() };
    for (let i = 0; i + 8 <= sys.length; i += 2) {
      found.runs.add(sys.slice(i, i + 8).join(' '));
      found.starts.add(sys[i]!);
    }
    if (promptRuns.size >= 8) promptRuns.delete(promptRuns.keys().next().value!);
    promptRuns.set(system, found);
  }
  return found;
}

/** Eight words in a row of the system prompt, or the words that announce a leak. */
function leaked(text: string, system: string): boolean {
  // Only a run of the text that starts with a word starting a run of the prompt can be one of them.
  const own = words(text);
  const { runs, starts } = runsOf(system);
  for (let i = 0; i + 8 <= own.length; i += 1)
    if (starts.has(own[i]!) && runs.has(own.slice(i, i + 8).join(' '))) return true;
  return /system prompt|prompt système|instructions? (?:système|reçues|de départ)|règles impératives|strict rules|my instructions|mes instructions|as an ai language model|en tant que (?:modèle|ia|intelligence artificielle)/i.test(
    text,
  );
}

/** The help lines the site itself gives (the cautions of decisions 0175 and 0271) are no contact detail. */
const HELPLINES = ['09 74 75 13 13'].map(
  (n) => new RegExp(n.replace(/ /g, '[\\s.-]?').replace(/^0/, '(?:\\+33[\\s.-]?|0)'), 'g'),
);

export function safetyErrors(text: string, lang: Lang, system: string): string[] {
  const reasons: string[] = [];
  const t = norm(text);
  const contacts = HELPLINES.reduce((s, line) => s.replace(line, ' '), t);
  for (const [pattern, reason] of FORMAT) if (pattern.test(contacts)) reasons.push(`contains ${reason}`);
  for (const l of [lang])
    for (const [pattern, reason] of HARM[l]) {
      const m = pattern.exec(t);
      if (m && l === lang) reasons.push(`${reason}: « ${m[0]} »`);
    }
  // The same meaning without its words (« un être cher pourrait ne pas passer l'hiver »), read as the
  // question guard reads a question (decision 0271).
  const life = lifeAtStakeIn(t, lang);
  if (life) reasons.push(`a prediction of death: « ${life} »`);
  if (system && leaked(t, system)) reasons.push('repeats the system prompt');
  return [...new Set(reasons)];
}

const STOP_WORDS = {
  fr: new Set(
    'le la les des est et vous votre vos une dans pour que qui pas sur avec du au ce cette son sa ses aux mais être'.split(
      ' ',
    ),
  ),
  en: new Set('the and you your is are of to in with that this for it be will on as at but'.split(' ')),
};

/** True when the paragraph reads as the other language. */
export function wrongLanguage(text: string, lang: Lang): boolean {
  const counts = { fr: 0, en: 0 };
  for (const word of norm(text)
    .toLowerCase()
    .match(/[a-zà-ÿœ']+/g) ?? []) {
    if (STOP_WORDS.fr.has(word)) counts.fr += 1;
    if (STOP_WORDS.en.has(word)) counts.en += 1;
  }
  const other = lang === 'fr' ? 'en' : 'fr';
  if (counts[lang] + counts[other] < 4) return false;
  return counts[other] >= counts[lang];
}
