// French patterns, written against foldQuestion's form (" va t il mourir "): no accents, no
// apostrophes ("qu il m aime"), words separated by one space. The borderline rules they follow are in
// docs/decisions/0175-questions-we-do-not-answer.md.
import type { Sensitivity } from './sensitivity';

const EMOTIONAL_HEALING =
  '(de |d )(mon |ma |mes |cette |ce |cet |notre |la |le |l |son |sa )?(rupture|ex|chagrin|peine|separation|histoire|relation|blessures?|passe|deuil|amour|trahison|divorce)';

export const FR_PATTERNS: Readonly<Record<Sensitivity, readonly RegExp[]>> = {
  self_harm: [
    /\b(suicid|sucid|suicd|suiscid|suisid|sucsid)\w*/,
    /(?<!\b(va|vont|vas|veut|veulent|pourrait|peut) )\b(me|m) (tuer|pendre|flinguer|foutre en l air|supprimer|jeter (sous|par|d un|du haut)|faire du mal|faire mal|blesser|mutiler|scarifier|ouvrir les veines|taillader|couper les veines)\b/,
    /\ben finir\b(?! (avec|de) (?!(la vie|tout|moi|ma vie|mes jours|l existence|cette vie)\b))/,
    /\bmettre (fin|un terme) a (mes jours|ma vie|tout|mon existence)\b/,
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
    /\b(esperance de vie|fin de vie|jusqu a quel age)\b/,
    /\b(vivr(ai|as|a|ont)( t)? (je|il|elle|ils|elles)|vivre) (encore )?(longtemps|vieux|vieille|centenaire)\b(?! (ensemble|avec|ici|la bas|a|en|dans|au)\b)/,
    /\bquand (vais je|va t il|va t elle|vont ils|vont elles) (partir|nous quitter|s eteindre)\b/,
  ],
  medical: [
    /(?<!\b(arret|arrets|conge|conges|assurance|caisse) (de )?)\bmaladies?\b/,
    /\b(cancers?|tumeure?s?|leucemie|lymphome|metastases?|chimio\w*|radiotherapie|sclerose|diabete|alzheimer|parkinson|avc|infarctus|crise cardiaque|hepatite|vih|sida|covid|endometriose|epilepsie|malades?|depression|burn out|burnout|anorexie|boulimie)\b/,
    /\b(en[cs]eintes?|gross?esses?|fausses? couches?|fiv|pma|fertilite|infertil\w*|sterilite|ivg|avortement|accouchement|accoucher|ovulation|contraception)\b/,
    /\btraitements?\b(?! (de|du|des|d) (mon |ma |mes |la |le |l |son |sa |notre |cette )?(dossier|demande|candidature|salaire|donnees|texte|commande|affaire|plainte|information|fonctionnaire)s?\b)/,
    /\b(sympt?omes?|medicam[ae]nts?|ordonnances? (medicales?|du medecin)|diagnostics?|chirurgies?|chirurgical\w*|hospitalis\w*|biopsies?|irm|prise de sang|analyses de sang|examens? medica\w*|fievre|vaccins?|vaccination|antibiotiques?|posologie|greffe|dialyse|remedes?|convalescence)\b/,
    new RegExp(
      `\\b(guerir|guerira|guerirai|gueriras|guerissent|guerison|gueri|guerie)\\b(?! ${EMOTIONAL_HEALING}\\b)`,
    ),
    /\b(me|se|le|la|l|m|s) faire operer\b/,
    /\b(operation|intervention) (chirurgicale|du coeur|de la hanche|du genou|des yeux)\b/,
    /\bdouleurs? (au|a la|aux|dans|a l) \w+/,
    /\b(consulter|voir|aller voir|rendez vous (chez|avec)) (un|une|le|la|mon|ma) (medecin|docteur|specialiste|cardiologue|oncologue|gynecologue|gyneco|psychiatre|dentiste|chirurgien)\b/,
    /\b(bebe|enfant) (est il|est elle|sera t il|sera t elle|va t il|va t elle) (en bonne sante|malade|normal)\b/,
  ],
  legal: [
    /(?<!\b(devenir|concours d|metier d|etudes d|etudiante? en droit pour devenir) )\bavocate?s?\b/,
    /\b(proces|tribunal|tribunaux|prud ?hommes?|litiges?|huissiers?|plaintes?|condamnee?s?|condamnation|casier judiciaire|prison|garde a vue|mise en examen|poursuites|en justice|jugement|contentieux|cour d appel|cassation|assignation|mise en demeure|pension alimentaire|prestation compensatoire|garde alternee|expulsion)\b/,
    /(?<!\b(me|te|se|nous|vous|m|t|s) )\bjuges?\b/,
    /\b(etre|serai je|sera t il|sera t elle|suis je) (juge|jugee|condamne|condamnee|poursuivie?|inculpee?|relaxee?|acquittee?)\b/,
    /\bprocedures? (de divorce|judiciaires?|penales?|civiles?|d appel|de licenciement|d expulsion|en cours)\b/,
    /\b(gagner|perdre) (mon|le|notre|ce|son|sa) (divorce|affaire|dossier judiciaire)\b/,
    /\bdivorce (sera|va)\b.*\bprononce/,
    /\bgarde (de|des|du) (mes |nos |mon |ma |l |la |le )?(enfants?|fils|fille|bebe|petits?|petites?)\b/,
  ],
  financial: [
    /\bbourses?\b(?! (d etudes?|d excellence|de recherche|de these|de mobilite|au merite|du crous|crous|scolaires?|erasmus|sur criteres|de l emploi))/,
    /\b(crypto\w*|bitcoins?|btc|ethereum|nfts?|altcoins?|blockchain|trading|trader|forex|cac 40|nasdaq|dow jones|etf|scpi|assurance vie|livret a|plan d epargne|obligations d etat)\b/,
    /\b(acheter|vendre|placer|garder|revendre|acheter des|investir dans des) (des|mes|ces|les|ses) actions\b/,
    /\bactions (en bourse|de la societe|du groupe|cotees)\b/,
    /\b(placement|placements|speculer|speculation|rentabilite)\b/,
    /\bplacer (mon|mes|ma|notre|nos|son|sa|ses|de l|l) ?(argent|economies|epargne|heritage|capital|prime)\b/,
    new RegExp(
      '(?<!\\b(m|t|s|me|te|se|nous|vous) )\\binvesti(r|s|t|ssement|ssements|sseur|sseurs)\\b(?! (dans|en|sur) (ma|mon|notre|cette|la|le|nos|mes) (relation|couple|histoire|mariage|famille|vie|amitie|travail|etudes)\\b)(?! (personnel|affectif|emotionnel))',
    ),
    /\b(loto|lotto|loterie|euro ?millions?|keno|grattage|tickets? a gratter|jeux? a gratter|jeux? d argent|paris sportifs|pari sportif|paris en ligne|casino|poker|roulette|machines? a sous|tierce|quinte|pmu|numeros? gagnants?|jackpot)\b/,
    /\bparier (de l argent|sur (un|le|ce) (match|cheval|resultat))\b/,
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
