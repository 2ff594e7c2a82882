// The idioms that are looked for as phrases (decision 0271): a cry for help, a death, acting on
// someone's feelings. French, written against foldQuestion's form (" va t il mourir "): no accents, no
// apostrophes ("qu il m aime"), words separated by one space. The borderline rules they follow are in
// docs/decisions/0175-questions-we-do-not-answer.md.

export const FR_PATTERNS: Readonly<Record<'self_harm' | 'death' | 'coercive_love', readonly RegExp[]>> = {
  self_harm: [
    /\b(suicid|sucid|suicd|suiscid|suisid|sucsid)\w*/,
    /(?<!\b(va|vont|vas|veut|veulent|pourrait|peut) )\b(me|m) (tuer|pendre|flinguer|foutre en l air|supprimer|jeter (sous|par|d un|du haut)|faire du mal|faire mal|blesser|mutiler|scarifier|ouvrir les veines|taillader|couper les veines)\b/,
    /\ben finir\b(?! (avec|de) (?!(la vie|tout|moi|ma vie|mes jours|l existence|cette vie)\b))/,
    /\bmettre (fin|un terme) a (mes jours|ma vie|tout|mon existence)\b/,
    /\b(je|si je) me (tue|tuais|tuerai|tuerais|suiciderai|suiciderais)\b/,
    /\b(me|m) (scarifie|mutile|fais du mal|taillade)\b/,
    /\b(plus|pas|aucune|pu|plu) envie de vivre\b/,
    /\bplus (la force|le courage|la volonte) de vivre\b/,
    /\benvie de (mourir|disparaitre)\b/,
    /\b(je|j) (veux|voudrais|prefere|prefererais|aimerais|souhaite) (mourir|disparaitre|ne plus (etre|exister|me reveiller))\b/,
    /\bne plus me reveiller\b/,
    /\b(vie|existence) (ne vaut|n a) (plus|pas|aucun) (la peine|de sens|sens)\b/,
    /\b(scarification|automutilation|auto mutilation|idees noires|idees suicidaires|surdose|overdose)\b/,
    /\b(avaler|prendre) (tous |toutes )?(mes|des|les|toute ma boite de|une boite de) (medicaments|cachets|pilules|somniferes)\b/,
  ],
  death: [
    /\b(mourir|mourra|mourrai|mourras|mourront|mourrons|mourrait|mourrais|meurt|meure|meurent|decedera|deceder)\b(?! (de rire|d envie|d ennui|de honte|de faim|d amour))/,
    /(?<!\b(depuis|apres|suite a|malgre) (le |son |du ))\bdeces\b/,
    /\b(ma|sa|leur|notre|votre|date de (ma|sa|leur)) mort\b/,
    /\b(est|sont) (il|elle|ils|elles) (mort|morte|morts|mortes|encore en vie|toujours en vie|vivante?s?)\b/,
    /\bcombien de temps (me|lui|leur|nous|il me|il lui|il leur) reste (t il )?(a vivre)?\b/,
    // Not the time left before something else: « avant son bac », « à son poste », « sur son contrat ».
    /\bcombien de temps (reste t il|il reste) a (ma|mon|mes|son|sa)\b(?!.*\b(avant|jusqu|poste|contrat|bail|credit|pret|peine|etudes|retraite|travail)\b)/,
    /\b(encore|toujours) en vie\b/,
    /\bsurviv\w* (a |jusqu a )?(cette |l |la |son |sa |ce |cet )?(annee|hiver|ete|noel|nuit|operation|maladie|cancer|mois)\b/,
    /\b(esperance de vie|fin de vie|jusqu a quel age)\b/,
    /\b(vivr(ai|as|a|ont)( t)? (je|il|elle|ils|elles)|vivre) (encore )?(longtemps|vieux|vieille|centenaire)\b(?! (ensemble|avec|ici|la bas|a|en|dans|au)\b)/,
    /\bquand (vais je|va t il|va t elle|vont ils|vont elles) (partir|nous quitter|s eteindre)\b/,
  ],
  coercive_love: [
    /\bfaire revenir\b/,
    /\b(faire|obliger|forcer|pousser|amener|contraindre|obtenir) (en sorte |pour )?qu (il|elle|ils|elles|on) (m aime|m aiment|revienne|reviennent|me revienne|quitte (sa|son)|tombe amoureu|me choisisse|m epouse|me rappelle|me recontacte|s engage|reste avec moi|ne me quitte pas|me pardonne|oublie (son|sa|l autre)|se separe|divorce|pense a moi|me desire)/,
    /\b(pour|faire|sorte|veux|voudrais|aimerais|souhaite|souhaiterais|obtenir|fasse)( \w+){0,2} qu (il|elle) m aim/,
    /\b(le|la|les|l|lui|mon ex|ma ex) (faire|rendre) (tomber )?(amoureux|amoureuse|fou de moi|folle de moi|revenir|craquer|accro)\b/,
    /\b(faire tomber|rendre) (amoureux|amoureuse)\b/,
    /\b(envouter|envoutement|envoutements|sortileges?|sorts? d amour|philtres?|rituels? (d amour|de retour|amoureux)|retour affectif|retour de l etre aime|marabouts?|magie (rouge|noire|d amour)|attacher (son|mon|l) (coeur|ame|etre aime))\b/,
    /\b(forcer|obliger|contraindre) (mon|ma|son|sa|le|la|l) ?\w* a (m aimer|revenir|rester|me choisir|m epouser|quitter)\b/,
  ],
};
