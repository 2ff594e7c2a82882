// The idioms that are looked for as phrases (decision 0271): a cry for help, a death, acting on
// someone's feelings. English, written against foldQuestion's form (" will he die "): lower case, apostrophes
// dropped ("don t"), words separated by one space. Borderline rules: docs/decisions/0175.

export const EN_PATTERNS: Readonly<Record<'self_harm' | 'death' | 'coercive_love', readonly RegExp[]>> = {
  self_harm: [
    /\b(suicid|sucid|suicd)\w*/,
    /\b(kill|killing|hurt|hurting|harm|harming|cut|cutting|hang|hanging) myself\b/,
    /\bself (harm|harming|injury|injure)\b/,
    /\bend (it all|my life|my own life|everything|it tonight)\b/,
    /\b(take|taking|took) my (own )?life\b/,
    /\b(point|reason) (in|to) (going on |carrying on )?(living|live|go on|going on)\b/,
    /\b(want|wanna|wish|deserve) (to )?(die|be dead|disappear forever)\b/,
    /\b(wish|if) i (was|were) dead\b/,
    /\bbetter off without me\b/,
    /\bbetter off dead\b/,
    /\b(don t|do not|dont|no longer) want to (live|be alive|wake up|exist)\b/,
    /\bno (reason|point|will) (to|in) (live|living|go on|going on)\b/,
    /\b(life|living) (is|isn t|is not) (not )?worth (living|it anymore)\b/,
    /\bnot worth living\b/,
    /\b(overdose|od on)\b/,
  ],
  death: [
    /\b(die|dies|dying)\b(?! (to (know|see|meet|hear|go)|hard|down|out|of (laughter|boredom|embarrassment)))/,
    /(?<!\b(the|a|tarot) |\b(after|since|following) (my|his|her|our|the) (\w+ s )?)\bdeath\b(?! (card|arcana|arcanum|in (my|the) (spread|reading|draw)))/,
    /\bpass(es|ing)? away\b/,
    // Not the years left on something else: "on his contract", "at the firm", "before retirement".
    /\bhow (long|many years) (do|does|will) (i|he|she|they|my \w+|his \w+|her \w+) (have )?(left|to live|live|still live)\b(?! (on|at|in|before|until|till|as|under|with)\b)/,
    /\blife expectancy\b/,
    /\b(still alive|stay alive|be alive|end of life)\b/,
    /\bsurviv\w* (the|this) (year|winter|summer|night|month|operation|surgery|illness|cancer)\b/,
    /\bhow old will (i|he|she|my \w+) be when\b/,
  ],
  coercive_love: [
    /\bmake (him|her|them|my ex|someone|somebody|this person|that person|my (boyfriend|girlfriend|husband|wife|crush|partner|lover)|\w+) (love|fall in love|fall back in love|fall for|come back|return|want|miss|leave (his|her)|commit|marry|choose|call|text|obsess)/,
    /\b(bring|get|win) (my ex|him|her|them|my (boyfriend|girlfriend|husband|wife|lover|partner|man|woman|crush)) back\b/,
    /\bbring back (my|the) (ex|lover|boyfriend|girlfriend|husband|wife|partner|love)\b/,
    /\b(love spells?|spell (on|to make)|binding spell|voodoo|hex (him|her)|lost lover|love potion|return my lover)\b/,
    /\b(force|get) (him|her|them|my ex) to (love|come back|return|stay|marry|choose|leave)\b/,
  ],
};
