// English patterns, written against foldQuestion's form (" will he die "): lower case, apostrophes
// dropped ("don t"), words separated by one space. Borderline rules: docs/decisions/0175.
import type { Sensitivity } from './sensitivity';

const RELATIONSHIP =
  '(myself|him|her|us|them|love|the relationship|my relationship|our relationship|this relationship|my marriage|our marriage|my family|my friendships?|my studies|my career)';

export const EN_PATTERNS: Readonly<Record<Sensitivity, readonly RegExp[]>> = {
  self_harm: [
    /\b(suicid|sucid|suicd)\w*/,
    /\b(kill|killing|hurt|hurting|harm|harming|cut|cutting|hang|hanging) myself\b/,
    /\bself (harm|harming|injury|injure)\b/,
    /\bend (it all|my life|my own life|everything|it tonight)\b/,
    /\btake my (own )?life\b/,
    /\b(want|wanna|wish|deserve) (to )?(die|be dead|disappear forever)\b/,
    /\bwish i (was|were) dead\b/,
    /\bbetter off dead\b/,
    /\b(don t|do not|dont|no longer) want to (live|be alive|wake up|exist)\b/,
    /\bno (reason|point|will) (to|in) (live|living|go on|going on)\b/,
    /\b(life|living) (is|isn t|is not) (not )?worth (living|it anymore)\b/,
    /\bnot worth living\b/,
    /\b(overdose|od on)\b/,
  ],
  death: [
    /\b(die|dies|dying)\b(?! (to (know|see|meet|hear|go)|hard|down|out|of (laughter|boredom|embarrassment)))/,
    /(?<!\b(the|a|tarot) )\bdeath\b(?! (card|arcana|arcanum|in (my|the) (spread|reading|draw)))/,
    /\bpass(es|ing)? away\b/,
    /\bhow (long|many years) (do|does|will) (i|he|she|they|my \w+|his \w+|her \w+) (have )?(left|to live|live|still live)\b/,
    /\blife expectancy\b/,
    /\b(still alive|stay alive|be alive|end of life)\b/,
    /\bhow old will (i|he|she|my \w+) be when\b/,
  ],
  medical: [
    /\b(cancers?|tumou?rs?|leuka?emia|lymphoma|metastas\w*|chemo\w*|radiotherapy|diabetes|alzheimer s?|parkinson s?|heart attack|hepatitis|hiv|covid|endometriosis|epilepsy|diseases?|illness|illnesses|depression|burnout|anorexia|bulimia|infection)\b/,
    /\b(stroke)\b(?! of (luck|genius|fate))/,
    /\b(sick|ill)\b(?! (of|and tired|at ease|leave|day|days|pay|note)\b)/,
    /\b(pregnan\w*|miscarriage|ivf|fertility|infertil\w*|abortion|ovulation|contraception|give birth|giving birth)\b/,
    /(?<!\bsilent )\btreatments?\b(?! of (my|the|his|her) (application|request|data|file|case))/,
    /(?<!\b(study|studying|studies in|degree in|career in|practise|practice) )\bmedicines?\b/,
    /\b(symptoms?|medications?|prescription|diagnos\w*|surgery|surgeries|operation on|biopsy|mri|blood tests?|medical (advice|tests?|results|condition|issue|problem|exams?)|fever|vaccines?|vaccinat\w*|antibiotics?|dosage|transplant|dialysis|chronic pain|recovery from (my|his|her) (illness|surgery|operation))\b/,
    /\b(cure|cured|heal|healed|healing)\b(?! (from|of) (my|the|this|our|a) (breakup|heartbreak|ex|divorce|past|relationship|grief|loss))/,
    /\b(pain|lump|rash|bleeding) (in|on) (my|his|her)\b/,
    /\b(see|consult|visit) (a|the|my) (doctor|specialist|oncologist|cardiologist|gyna?ecologist|psychiatrist|surgeon)\b/,
  ],
  legal: [
    /(?<!\b(become|becoming|be) (a |an )?)\b(lawyers?|attorneys?)\b/,
    /\b(lawsuits?|litigation|custody|alimony|child support|prosecut\w*|convicted|jail|prison|eviction|restraining order|criminal record|press charges|legal (case|proceedings|action|battle|dispute|trouble)|divorce (proceedings|settlement|case|hearing))\b/,
    /\b(sue|suing) (him|her|them|my|the|me|us|you|his|their)\b/,
    /\b(sued|being sued)\b/,
    /\b(in|to|at) court\b(?! (me|her|him|them|you)\b)|\bcourt (case|date|hearing|order|ruling|decision)\b|\bthe court\b/,
    /\b(the|a|my|his|her|go to|on|stand) trial\b(?! (period|run|version|offer))/,
    /\b(the|a) judge\b/,
    /\b(win|lose) (my|the|our|his|her) (case|lawsuit|trial|appeal|custody)\b/,
  ],
  financial: [
    /\b(stock market|stock exchange|stocks|shares in|share price|crypto\w*|bitcoins?|btc|ethereum|nfts?|altcoins?|day trading|trading|forex|index funds?|mutual funds?|etfs?|401k|pension fund|hedge fund|dow jones|nasdaq|s p 500)\b/,
    new RegExp(
      `\\b(invest|invests|investing|invested)\\b(?! (more )?(time |energy |effort )?(in|into) ${RELATIONSHIP}\\b)`,
    ),
    /\binvestments?\b/,
    /\b(lottery|lotto|powerball|mega millions|euromillions|jackpot|scratch (card|cards|ticket|tickets|off)|gambl\w*|betting|casino|poker|roulette|slot machines?|winning numbers|horse racing)\b/,
    /\b(place|placing) (a )?bets?\b|\bbet on (the|a|this|that) (game|match|horse|team|race|number)\b/,
    /\b(put|place|invest) (my|our) (savings|money|inheritance|capital|bonus)\b/,
  ],
  coercive_love: [
    /\bmake (him|her|them|my ex|someone|somebody|this person|that person|my (boyfriend|girlfriend|husband|wife|crush|partner|lover)|\w+) (love|fall in love|fall for|come back|return|want|miss|leave (his|her)|commit|marry|choose|call|text|obsess)/,
    /\b(bring|get|win) (my ex|him|her|them|my (boyfriend|girlfriend|husband|wife|lover|partner|man|woman|crush)) back\b/,
    /\bbring back (my|the) (ex|lover|boyfriend|girlfriend|husband|wife|partner|love)\b/,
    /\b(love spells?|spell (on|to make)|binding spell|voodoo|hex (him|her)|lost lover|love potion|return my lover)\b/,
    /\b(force|get) (him|her|them|my ex) to (love|come back|return|stay|marry|choose|leave)\b/,
  ],
};
