/**
 * What the offline writer says a number asks for, in both languages: its pace, the steps it favours,
 * what a year of it is for, what it means for each topic of the forms (love, work, vitality, life in
 * general) and its pitfall. Several wordings of each, so that two people with the same number do not
 * read the same sentence; the writer picks among them with the reading's own seed.
 */
import { seedOf } from './pick';

type Lang = 'fr' | 'en';
export type Topic = 'amour' | 'travail' | 'sante' | 'general';

export interface Voice {
  /** « un temps d’élan » — the colour of a month or a year with this number. */
  pace: readonly string[];
  /**
   * « lancer ce qui attend » — a step, as a short infinitive phrase not opening on a vowel (frames put
   * « de » before it). A reading draws one each time it meets the number (the year, each month, the
   * lucky number, a lesson), so there are many, each a few words: three long ones came back word for
   * word in a third of the readings.
   */
  step: readonly string[];
  /** « l’initiative » — the quality, as a noun (with its article in French). */
  quality: string;
  /** « vos commencements » — what a period of this number is about, as a noun phrase. */
  field: readonly string[];
  /** A whole sentence on the number for each topic of the forms. */
  topic: Record<Topic, readonly string[]>;
  /** « tout décider par vous-même » — its pitfall, as a short infinitive phrase (gerund in English). */
  pitfall: readonly string[];
}

/**
 * Other wordings of the texts below, keyed by the text they reword (the same meaning, other words):
 * a text keyed on one number comes back in every reading that meets the number, so each that recurs
 * has three wordings or more. A list of the voice (fields, topics, steps, pitfalls) takes them all and
 * the writer's picker chooses; a sentence of a number's depth is one of them per reading
 * (`numberDepth`, from the reading's seed).
 */
const REWORDED: Record<Lang, Record<string, readonly string[]>> = {
  fr: {
    'Son revers est l’impatience : à force de vouloir avancer, on oublie d’écouter ceux qui marchent à côté.':
      [
        'Son revers est la hâte : {pressé d’arriver|trop pressé d’arriver|tendu vers le but}, on n’entend plus ceux qui {font la route avec vous|marchent à vos côtés|font le chemin avec vous}.',
        'Sa part d’ombre tient dans une impatience qui {presse le pas|accélère sans cesse|force l’allure} et laisse les autres {en arrière|derrière|à la traîne}, sans les écouter.',
      ],
    'Sa part d’ombre tient dans l’orgueil, ce réflexe de tout porter seul plutôt que de demander de l’aide.':
      [
        'Son revers est la fierté mal placée : préférer s’épuiser seul plutôt que solliciter un coup de main.',
        'Sa part d’ombre tient dans un orgueil {discret|silencieux|qui ne se dit pas}, qui fait tout {assumer|porter|prendre sur soi} sans jamais {rien demander|demander d’aide|solliciter personne}.',
      ],
    'Son revers est l’autoritarisme : décider pour les autres au nom de l’efficacité.': [
      'Son revers est la tentation de commander : trancher {à la place des autres|pour les autres|au nom de tous} parce que {cela va plus vite|c’est plus rapide|c’est plus simple}.',
      'Sa part d’ombre tient dans une autorité qui {déborde|prend trop de place|s’étend}, quand l’efficacité sert {d’excuse|de prétexte|d’alibi} pour décider seul.',
    ],
    'Sa part d’ombre tient dans la solitude de qui {marche devant|ouvre la marche|va en tête} et {refuse de montrer|cache|tait} ses doutes.':
      [
        'Son revers est l’isolement du meneur, qui garde ses hésitations pour lui.',
        'Sa part d’ombre tient dans une solitude de {tête de cordée|premier de cordée|meneur} : ne jamais {laisser voir qu’on hésite|montrer qu’on doute|laisser paraître un doute}.',
      ],
    'Son revers est la dépendance au regard d’autrui : à trop chercher l’accord, on en vient à taire sa propre voix.':
      [
        'Son revers est le besoin d’approbation : pour préserver l’entente, on finit par taire ce qu’on pense.',
        'Sa part d’ombre tient dans le souci constant de l’avis des autres, qui étouffe peu à peu votre propre voix.',
      ],
    'Sa part d’ombre tient dans l’hésitation, cette peur de déplaire qui retarde les choix nécessaires.': [
      'Son revers est l’indécision : la crainte de froisser repousse sans cesse le moment de choisir.',
      'Sa part d’ombre tient dans les choix différés, parce que trancher risquerait de décevoir quelqu’un.',
    ],
    'Son revers est la susceptibilité : un mot de travers pèse plus lourd qu’il ne devrait.': [
      'Son revers est une sensibilité à vif, où la moindre remarque laisse une trace durable.',
      'Sa part d’ombre tient dans la vexation facile : une phrase maladroite vous occupe des jours entiers.',
    ],
    'Sa part d’ombre tient dans le renoncement silencieux, ce oui qui cache un non.': [
      'Son revers est le consentement de façade : dire oui pour la paix et penser non.',
      'Sa part d’ombre tient dans les désaccords tus, qui s’accumulent derrière un sourire conciliant.',
    ],
    'Son revers est la dispersion : mille projets commencés, peu de projets finis, et une fatigue qui ne dit pas son nom.':
      [
        'Son revers est l’éparpillement : tant d’envies lancées à la fois qu’aucune n’arrive à son terme, et l’on s’épuise sans le voir.',
        'Sa part d’ombre tient dans les chantiers ouverts en trop grand nombre, qui laissent une lassitude diffuse.',
      ],
    'Sa part d’ombre tient dans la légèreté de façade, {cette pudeur qui|une pudeur qui|cette retenue qui} {rit|plaisante|fait rire} pour ne pas {avouer|dire|montrer} ce qui {pèse|fait mal|inquiète}.':
      [
        'Son revers est l’humour-bouclier : plaisanter plutôt que dire ce qui fait mal.',
        'Sa part d’ombre tient dans une gaieté de {surface|façade|vitrine}, derrière laquelle {les soucis restent cachés|vos soucis restent bien cachés|les inquiétudes restent tues|ce qui pèse reste soigneusement caché}.',
      ],
    'Sa part d’ombre tient dans le besoin {d’applaudissements|de bravos|de reconnaissance immédiate}, {qui fait douter|qui ébranle|qui vous fait douter} dès que {la salle se tait|le public se tait|les applaudissements cessent}.':
      [
        'Son revers est la soif de reconnaissance : sans écho immédiat, la confiance vacille.',
        'Sa part d’ombre tient dans la dépendance au public, qui rend chaque silence inquiétant.',
      ],
    'Son revers est l’éparpillement de la parole : à vouloir {plaire à tous|séduire tout le monde|contenter chacun}, on {finit par ne plus rien dire|ne dit bientôt plus rien|en vient à ne rien dire} de soi.':
      [
        'Son revers est le bavardage qui protège : parler de tout pour ne jamais parler de soi.',
        'Sa part d’ombre tient dans une parole qui cherche à {séduire chacun|plaire à chacun|charmer tout le monde}, {au point de|jusqu’à} ne plus rien {livrer|dire|montrer} de vous.',
      ],
    'Son revers est la rigidité : à trop vouloir tout prévoir, on se ferme aux chemins de traverse.': [
      'Son revers est le manque de souplesse : un plan trop serré laisse passer les occasions imprévues.',
      'Sa part d’ombre tient dans le besoin de tout planifier, qui ferme la porte aux bonnes surprises.',
    ],
    'Sa part d’ombre tient dans le labeur sans fin, cette {conviction|certitude|idée} qu’il faut toujours mériter {son repos|le droit de souffler|chaque pause}.':
      [
        'Son revers est le travail qui ne s’arrête jamais, comme si souffler devait se gagner.',
        'Sa part d’ombre tient dans l’effort perpétuel : vous ne vous accordez {de pause|de répit|de vrai repos} qu’une fois tout {terminé|bouclé}, donc rarement.',
      ],
    'Son revers est l’inquiétude matérielle, cette peur de manquer qui fait tout retenir.': [
      'Son revers est la crainte du manque, qui pousse à tout garder par prudence.',
      'Sa part d’ombre tient dans les soucis d’argent {anticipés|imaginés d’avance|qu’on se fait d’avance}, qui rendent la moindre dépense {pesante|difficile|coupable}.',
    ],
    'Sa part d’ombre tient dans l’entêtement : une fois la route tracée, il devient difficile d’en changer.':
      [
        'Son revers est l’obstination : le chemin choisi devient le seul possible, même quand il ne mène plus nulle part.',
        'Sa part d’ombre tient dans une ténacité qui tourne à la raideur quand il faudrait bifurquer.',
      ],
    'Son revers est l’instabilité : à courir après la nouveauté, on fuit parfois ce qui demanderait d’approfondir.':
      [
        'Son revers est la bougeotte : passer à autre chose dès que ce qui est en cours demande de creuser.',
        'Sa part d’ombre tient dans le goût du changement {perpétuel|permanent|continuel}, qui {évite|contourne|fuit} ce qu’il faudrait approfondir.',
      ],
    'Sa part d’ombre tient dans l’excès, ce goût de l’intensité qui fait oublier la mesure.': [
      'Son revers est la démesure : tout vivre {à fond|intensément|sans retenue}, jusqu’à {en perdre|oublier} le sens des limites.',
      'Sa part d’ombre tient dans la recherche de sensations fortes, qui laisse peu de place à la modération.',
    ],
    'Sa part d’ombre tient dans l’ennui {vite venu|précoce|trop vite venu}, qui {fait|vous fait} {lâcher les choses|abandonner la partie|décrocher} {juste avant|peu avant} {qu’elles ne portent leurs fruits|qu’elles ne portent fruit|qu’elles ne donnent leurs fruits|la récolte|que l’effort ne paie}.':
      [
        'Son revers est la lassitude rapide : abandonner au moment même où l’effort allait payer.',
        'Sa part d’ombre tient dans une impatience face à la routine, qui fait quitter la partie trop tôt.',
      ],
    'Son revers est la fuite en avant : partir avant que les choses ne pèsent, au risque de ne rien laisser s’enraciner.':
      [
        'Son revers est le départ préventif : s’en aller avant que rien ne devienne lourd, et ne jamais prendre racine.',
        'Sa part d’ombre tient dans l’art de s’esquiver dès qu’un engagement se précise.',
      ],
    'Son revers est le sacrifice : à vouloir le bien de tous, on s’oublie, puis on en garde une amertume silencieuse.':
      [
        'Son revers est le {dévouement excessif|dévouement sans mesure|don de soi sans limite|don de soi excessif} : {se faire passer|passer|rester} {en dernier|après tout le monde|toujours après}{, puis en|, et en} {nourrir|garder|concevoir} une rancœur {muette|silencieuse|sourde}.',
        'Sa part d’ombre tient dans une abnégation qui s’use, et laisse derrière elle un goût amer jamais avoué.',
      ],
    'Sa part d’ombre tient dans le perfectionnisme {affectif|du cœur}, ce {désir|besoin|rêve} que tout soit {harmonieux|sans fausse note|paisible}, qui {empêche d’accepter|rend insupportables} les désaccords.':
      [
        'Son revers est l’exigence d’harmonie : vouloir une entente parfaite au point de ne supporter aucun conflit.',
        'Sa part d’ombre tient dans une idée trop parfaite du foyer et du couple, où le moindre désaccord semble une faute.',
      ],
    'Son revers est l’ingérence bienveillante : vouloir le bien des autres à leur place.': [
      'Son revers est l’aide envahissante : décider de ce qui est bon pour les autres sans le leur demander.',
      'Sa part d’ombre tient dans une protection qui étouffe, quand le souci de l’autre prend la place de son choix.',
    ],
    'Sa part d’ombre tient dans la culpabilité qui surgit dès que vous pensez à vous.': [
      'Son revers est la mauvaise conscience, dès que vous vous accordez quelque chose.',
      'Sa part d’ombre tient dans le sentiment d’être égoïste chaque fois que vous passez en premier.',
    ],
    'Son revers est le retrait : à trop se protéger du monde, on finit par s’en couper.': [
      'Son revers est l’isolement : la distance prise pour se préserver devient un mur.',
      'Sa part d’ombre tient dans le repli, ce besoin de calme qui peut glisser vers la coupure.',
    ],
    'Sa part d’ombre tient dans le {doute sans fin|doute perpétuel}, {cette exigence|cette soif|ce besoin} de certitude qui {retarde|repousse} {l’engagement|toute décision}.':
      [
        'Son revers est un scepticisme qui paralyse : tant qu’une preuve manque, on n’avance pas.',
        'Sa part d’ombre tient dans les questions qui ne se {referment|règlent|closent} jamais, et {repoussent|retardent|ajournent} {toute décision|chaque décision|le moment de choisir}.',
      ],
    'Son revers est la froideur {apparente|de façade} : {on prend|les autres prennent} votre {réserve|pudeur|discrétion} pour {du détachement|de l’indifférence|de la distance}.':
      [
        'Son revers est une distance que l’on prend pour de l’indifférence.',
        'Sa part d’ombre tient dans un air lointain, qui fait croire aux autres que rien ne vous touche.',
      ],
    'Sa part d’ombre tient dans le perfectionnisme {intellectuel|de l’esprit|du savoir}, qui {empêche de conclure|interdit de trancher|retarde toute conclusion} {tant que tout n’est pas compris|avant d’avoir tout compris|tant qu’un point reste obscur|tant que subsiste une zone d’ombre}.':
      [
        'Son revers est l’analyse sans terme : vouloir tout saisir avant de trancher.',
        'Sa part d’ombre tient dans l’exigence de comprendre {jusqu’au dernier détail|le moindre détail|chaque détail}, qui retarde {chaque conclusion|toute conclusion|le moment de conclure}.',
      ],
    'Son revers est la dureté : à viser le résultat, on oublie parfois le prix humain du chemin.': [
      'Son revers est l’intransigeance : les objectifs passent avant les personnes qui les servent.',
      'Sa part d’ombre tient dans une fermeté qui devient sèche, quand seul compte ce qui est atteint.',
    ],
    'Sa part d’ombre tient dans le contrôle, ce besoin de tout {maîtriser|régenter|tenir en main} qui {épuise et éloigne|fatigue et isole|vous use et tient les autres à distance}.':
      [
        'Son revers est la main qui ne lâche rien : tout surveiller, au prix de votre énergie et de vos liens.',
        'Sa part d’ombre tient dans la volonté de maîtrise, fatigante pour vous et pesante pour les autres.',
      ],
    'Sa part d’ombre tient dans {le rapport|la relation|un rapport ambigu} à l’argent, qui {peut devenir|risque de devenir|devient parfois} {la mesure|l’étalon|le baromètre} de votre {valeur|valeur personnelle|propre valeur}.':
      [
        'Son revers est la confusion entre ce que vous valez et ce que vous possédez.',
        'Sa part d’ombre tient dans une relation {tendue|crispée|compliquée} à l’argent, {où|quand|si bien que} {le compte en banque|le solde du compte|ce que vous possédez} {finit par|en vient à} {dire qui vous êtes|vous définir|parler à votre place|décider de votre valeur}.',
      ],
    'Son revers est l’obsession du résultat : tout mesurer finit par faire oublier ce qui ne se compte pas.':
      [
        'Son revers est la course aux chiffres, qui fait perdre de vue ce qui ne se mesure pas.',
        'Sa part d’ombre tient dans le culte {de la performance|du rendement|des résultats} : {tout évaluer|tout mesurer|tout noter} finit par {tout appauvrir|tout dessécher|appauvrir l’essentiel}.',
      ],
    'Son revers est la dispersion dans les {causes|combats|engagements} des autres, {au point de négliger|jusqu’à négliger|au risque d’oublier} votre {propre vie|propre existence|vie personnelle}.':
      [
        'Son revers est un engagement pour tous qui laisse votre propre existence en friche.',
        'Sa part d’ombre tient dans l’oubli de {vos affaires|vos propres affaires|vos propres causes}, {à force d’épouser|à trop épouser|à force de porter} celles {du monde entier|de tout le monde|des autres}.',
      ],
    'Sa part d’ombre tient dans la difficulté à lâcher : on {garde|conserve} {les regrets|ses regrets} {comme on garde|comme on range|comme on conserve} {de vieilles lettres|de vieilles photos}.':
      [
        'Son revers est l’attachement {au passé|aux jours anciens} : les regrets s’{entassent|accumulent} comme des {souvenirs|lettres|photos jaunies} qu’on n’ose pas {jeter|mettre à la poubelle}.',
        'Sa part d’ombre tient dans les adieux qui n’en finissent pas, ce mal à tourner la page.',
      ],
    'Son revers est la mélancolie, ce regard {tourné|toujours tourné|porté} {vers ce qui n’est plus|vers le passé|vers ce qui a disparu}.':
      [
        'Son revers est la nostalgie, qui {préfère hier à|fait préférer hier à|aime mieux hier que} ce qui {commence|naît|s’ouvre}.',
        'Sa part d’ombre tient dans une tristesse {douce|tranquille|sourde}, tournée vers ce qui {s’est achevé|est fini|a pris fin}.',
      ],
    'Sa part d’ombre tient dans la déception, quand le monde ne {se montre pas|paraît pas} {à la hauteur|digne} de {votre idéal|vos attentes}.':
      [
        'Son revers est le désenchantement : l’écart {entre ce qui est|entre le réel} et ce qui {devrait être|serait juste} vous {blesse|pèse|fait mal}.',
        'Sa part d’ombre tient dans l’amertume de l’idéaliste, que la réalité {déçoit souvent|déçoit si souvent|laisse souvent sur sa faim}.',
      ],
    'Son revers est la tension nerveuse : capter autant demande de savoir aussi se protéger.': [
      'Son revers est la nervosité : percevoir tant de choses use si l’on ne pose pas de limites.',
      'Sa part d’ombre tient dans des nerfs à fleur de peau, qui réclament du calme et des frontières.',
    ],
    'Sa part d’ombre tient dans l’idéalisme déçu, cette exigence si haute que le réel paraît toujours en deçà.':
      [
        'Son revers est la désillusion : un idéal placé si haut que rien de concret ne l’atteint.',
        'Sa part d’ombre tient dans une attente si {élevée|haute} {envers le monde|envers la vie|envers les autres} que {la réalité semble toujours décevante|le réel déçoit toujours|la réalité déçoit forcément}.',
      ],
    'Son revers est l’hypersensibilité : tout capter, c’est parfois tout encaisser.': [
      'Son revers est une perméabilité extrême : ressentir chaque tension comme si elle vous visait.',
      'Sa part d’ombre tient dans une sensibilité à vif, qui absorbe l’humeur de chacun.',
    ],
    'Son revers est la pression : {l’ampleur|la taille|l’étendue} {de ce que vous|des tâches que vous} {portez|menez|prenez en charge} {peut devenir un poids|finit par peser|devient vite un fardeau} si vous n’en {partagez pas la charge|déléguez rien|confiez rien à personne}.':
      [
        'Son revers est le fardeau des grands projets, trop lourd dès que vous refusez de déléguer.',
        'Sa part d’ombre tient dans la charge écrasante de qui veut tout bâtir seul.',
      ],
    'Sa part d’ombre tient dans la peur de ne pas être à la hauteur, qui fait parfois renoncer avant d’avoir commencé.':
      [
        'Son revers est le vertige devant l’ampleur de la tâche, qui décourage avant même le premier pas.',
        'Sa part d’ombre tient dans le doute sur vos capacités, si fort parfois qu’il empêche de se lancer.',
      ],
    'Son revers est l’impatience devant la lenteur des autres, qui isole le bâtisseur.': [
      'Son revers est l’agacement face au rythme des autres, qui finit par vous laisser seul sur le chantier.',
      'Sa part d’ombre tient dans une exigence de vitesse envers votre entourage, qui vous éloigne de lui.',
    ],
    'Son revers est l’oubli de soi : porter les autres peut vous faire négliger vos propres besoins.': [
      'Son revers est l’effacement : à soutenir tout le monde, vos besoins passent toujours après.',
      'Sa part d’ombre tient dans un dévouement qui ne laisse plus de place pour vous.',
    ],
    'Sa part d’ombre tient dans le désir de sauver, qui prend parfois la place de la liberté de l’autre.': [
      'Son revers est le réflexe de secourir, même quand l’autre préférerait se débrouiller.',
      'Sa part d’ombre tient dans la posture du sauveur, qui retire à l’autre le droit de choisir.',
    ],
    'Son revers est la fatigue de compassion : à force de porter la peine des autres, on s’use.': [
      'Son revers est l’usure de qui console sans relâche.',
      'Sa part d’ombre tient dans un épuisement du cœur, quand la peine d’autrui devient la vôtre.',
    ],
    '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous donnez {l’impulsion|le mouvement|le premier élan} ; {la relation s’épanouit|le lien s’épanouit|la relation grandit} {quand|lorsque} vous {laissez aussi|laissez parfois|savez laisser} l’autre {proposer|prendre l’initiative|choisir}, et que vous {suivez|épousez|adoptez} {parfois|de temps en temps|à l’occasion} son rythme plutôt que le vôtre.':
      [
        'En couple comme en amitié, c’est votre élan qui ouvre la marche ; vos liens gagnent à ce que l’autre choisisse la direction de temps en temps.',
        'Ceux qui vous aiment apprécient votre franchise et votre énergie ; ils ont besoin aussi que vous leur demandiez leur avis avant de trancher.',
        'Dans l’intimité, votre audace entraîne l’autre ; la complicité grandit quand vous acceptez de ralentir pour marcher à son pas.',
      ],
    '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous {donnez de l’écoute|offrez votre écoute|prêtez l’oreille} ; {la relation s’équilibre|le lien s’équilibre|l’équilibre vient} {quand|lorsque|dès que} vous osez aussi {dire|exprimer|formuler} ce dont vous avez besoin, {sans attendre|plutôt que d’attendre} que l’autre {le devine|le comprenne seul|vous devine}.':
      [
        'Ceux qui vous entourent trouvent en vous une oreille rare ; l’équilibre vient quand vous leur confiez aussi vos propres attentes.',
        'Dans la vie à deux comme en amitié, votre douceur crée la confiance, et vos besoins dits tout haut la rendent réciproque.',
        'Dans l’intimité, vous devinez l’autre avant qu’il parle ; laissez-le à son tour vous découvrir, sans rien cacher de ce qui vous manque.',
      ],
    '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous apportez {la gaieté|la bonne humeur|de la gaieté} ; {la relation s’approfondit|le lien s’approfondit|la relation gagne en profondeur} {quand|lorsque|dès que} vous laissez voir aussi vos {jours gris|jours sans|moments de doute}, et que vous {écoutez|savez écouter} autant que vous {racontez|parlez}.':
      [
        'Entre amis comme en famille, votre bonne humeur rassemble ; vos liens s’approfondissent quand vous confiez aussi vos inquiétudes.',
        'Ceux qui partagent votre vie aiment votre entrain ; ils vous connaissent vraiment le jour où vous leur montrez votre fatigue.',
        'Dans le cercle de vos intimes, vous animez les conversations ; laisser l’autre raconter à son tour rend la complicité plus vraie.',
      ],
    '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous {offrez|apportez} {la constance|la fidélité|une présence constante} ; la relation {respire|s’allège|se détend} quand vous {acceptez|accueillez} {une part d’imprévu|un peu d’imprévu|une dose de surprise}, et que votre {tendresse|affection} se dit {aussi en mots|aussi avec des mots|en paroles aussi}.':
      [
        'Auprès de ceux que vous aimez, vous êtes un repère fiable ; un imprévu accueilli avec le sourire les rapproche encore de vous.',
        'Côté cœur et amitié, vous prouvez votre attachement par des actes ; le dire avec des mots, de temps en temps, compte aussi.',
        'Pour votre entourage, vous incarnez la constance ; vos liens s’allègent quand tout n’a pas besoin d’être prévu.',
      ],
    '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous apportez {du souffle|de l’air frais|un vent de liberté} ; {la relation dure|la relation tient|l’entente dure} {quand elle|lorsqu’elle|tant qu’elle} vous laisse {de l’air|de l’espace|respirer|du champ} et que vous {tenez parole|restez fiable|tenez vos promesses}, {même quand|même lorsque|y compris quand} l’envie d’ailleurs {se fait sentir|vous démange|vous reprend}.':
      [
        'En couple ou entre amis, vous apportez l’imprévu et le rire ; tenir vos promesses donne à cette liberté sa valeur.',
        'Ceux qui vous aiment goûtent votre sens de l’aventure ; ils ont besoin aussi de rendez-vous fixes sur lesquels compter.',
        'Au sein de votre entourage, vous ouvrez des fenêtres ; vos liens tiennent quand l’espace laissé à chacun s’accompagne d’une parole sûre.',
      ],
    '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous {donnez beaucoup|donnez sans relâche|offrez beaucoup} ; {la relation reste juste|le lien reste équilibré|la relation reste équilibrée} quand vous {acceptez aussi de recevoir|acceptez de recevoir à votre tour|savez aussi recevoir|recevez aussi volontiers}, sans {compter|tenir le compte de|mesurer} ce que vous avez donné.':
      [
        '{Auprès de ceux que vous aimez|Avec ceux que vous aimez|Parmi les vôtres}, vous {veillez à tout|veillez sur chacun|prenez soin de tout} ; {l’équilibre|la juste mesure} {vient|s’installe|se trouve} {quand|lorsque|dès que} vous acceptez qu’on {prenne soin de vous|s’occupe de vous|veille sur vous} {à votre tour|en retour|aussi}.',
        'Entre amis comme en famille, votre dévouement fait du bien ; il reste léger tant que vous ne tenez pas les comptes.',
        'Dans l’intimité, vous offrez un foyer ; recevoir sans vous sentir redevable fait partie du lien.',
      ],
    '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous {offrez|apportez} une écoute {profonde|attentive|rare} ; {la relation s’ouvre|le lien s’ouvre|la relation s’approfondit} quand vous {partagez|confiez} aussi ce que vous {pensez|pressentez}, même avant {d’en avoir la certitude|d’avoir tout vérifié|d’avoir conclu}.':
      [
        'Ceux qui partagent votre vie savent que votre silence n’est pas de l’indifférence ; le leur redire de temps en temps les rassure.',
        '{En couple comme en amitié|En amour comme en amitié|Dans vos liens intimes}, vous préférez {la profondeur au nombre|peu de liens mais profonds|la qualité à la quantité} ; confier une pensée {encore en chantier|encore inachevée|à peine formée} rapproche {plus qu’une conclusion|davantage qu’une certitude|plus qu’un avis arrêté}.',
        'Dans le cercle de vos intimes, votre écoute est précieuse ; vos liens s’ouvrent quand vous faites entrer l’autre dans vos questions.',
      ],
    '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous {offrez|apportez} {la protection et l’appui|un appui solide|votre protection} ; {vos liens se resserrent|le lien s’approfondit|la relation s’enrichit} {quand vous|lorsque vous|dès que vous|chaque fois que vous} {baissez la garde|posez les armes|relâchez la garde} et {montrez|laissez voir|dites} {ce qui vous touche|ce qui vous émeut|vos émotions}.':
      [
        'Face aux tempêtes, vos proches trouvent en vous un rempart ; laisser voir une fragilité ne vous retire rien, au contraire.',
        'Qu’il s’agisse d’amour ou d’amitié, vous protégez et vous pourvoyez ; la tendresse passe quand vous posez les armes.',
        'Côté cœur et amitié, votre solidité rassure ; vos liens s’approfondissent quand vous partagez aussi les décisions.',
      ],
    '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous {donnez sans compter|donnez à pleines mains|donnez largement} ; {la relation|le lien} {se nourrit|s’enrichit|trouve son équilibre} {quand|lorsque|dès que} vous {acceptez aussi|admettez aussi|acceptez enfin} qu’on vous {accompagne|soutienne|épaule|aide}, et que vous {dites|osez dire|nommez|exprimez} {ce qui vous manque|ce dont vous avez besoin|vos propres besoins}.':
      [
        'Au sein de votre entourage, vous accueillez tout le monde ; les plus proches ont besoin d’un peu de vous rien que pour eux.',
        'Ceux qui vous aiment admirent votre générosité ; ils aimeraient aussi pouvoir vous rendre la pareille.',
        'Dans l’intimité, vous pardonnez facilement ; dire ce qui vous a blessé fait partie du pardon aussi.',
      ],
    '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous {apportez|offrez} une compréhension {fine|subtile|intuitive} ; {la relation s’apaise|le lien s’apaise|la relation respire} quand toutes les émotions ne {reposent pas sur vous|pèsent pas sur vos seules épaules|retombent pas sur vous}, et que vous {dites|exprimez|nommez} ce que vous ressentez.':
      [
        'En couple comme en amitié, vous sentez tout ; vos liens s’apaisent quand vous nommez ce que vous percevez au lieu de l’absorber.',
        'Ceux qui partagent votre vie trouvent en vous une présence inspirante ; gardez-vous des temps de retrait pour ne pas vous y perdre.',
        'Auprès de ceux que vous aimez, votre intuition devance les mots ; vérifier ce que vous avez deviné évite bien des malentendus.',
      ],
    '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous {offrez|apportez} {un cap et une structure|un cadre et une direction|une direction et un cadre} ; {la relation s’enrichit|le lien s’enrichit|la relation gagne} {quand|lorsque|dès que} vous y mettez aussi de la {légèreté|fantaisie}, et du temps {sans objectif|sans but|sans enjeu}.':
      [
        'Entre amis comme en famille, vous voyez loin pour tous ; un moment sans projet ni enjeu compte autant pour eux.',
        'Dans l’intimité, vous bâtissez à deux avec sérieux ; la légèreté et le jeu ont aussi leur place dans l’édifice.',
        'Pour ceux qui vous entourent, vous êtes un cap ; vos liens s’enrichissent quand chacun peut aussi proposer le sien.',
      ],
    '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous {donnez|apportez|offrez} un soutien {immense|sans réserve|considérable} ; la relation reste {saine|équilibrée|juste} {quand elle|lorsqu’elle|dès qu’elle} ne {repose|pèse} pas sur vos seules épaules, et que vous acceptez {de l’aide|un coup de main|qu’on vous aide} à votre tour.':
      [
        'Au sein de votre entourage, on vient à vous pour être consolé ; le lien reste sain quand vous osez aussi demander du réconfort.',
        'Côté cœur et amitié, votre bonté est un abri ; partager la charge avec d’autres la rend durable.',
        'Ceux qui vous aiment comptent sur votre soutien ; ils ont besoin aussi de vous voir recevoir le leur.',
      ],
    'Dans l’ensemble, le 1 récompense ceux qui commencent plutôt que ceux qui attendent le moment parfait.': [
      'Globalement, mieux vaut un début imparfait qu’une attente sans fin : le 1 favorise ceux qui se lancent.',
      'Tout bien pesé, c’est l’action engagée, même modeste, qui ouvre ici les portes.',
    ],
    'Au fond, la consigne est simple : choisir une chose et la mettre en route.': [
      'L’essentiel tient en peu de mots : une priorité, puis un premier geste.',
      'Ce que le 1 attend de vous ? Une décision, et que vous la suiviez.',
    ],
    'Dans l’ensemble, ce qui se fait avec les autres avance mieux que ce que vous forcez en solitaire.': [
      'Globalement, un allié bien choisi vous mènera plus loin qu’un effort solitaire.',
      'Tout bien pesé, la coopération l’emporte ici sur la force.',
    ],
    'Au fond, la patience est ici une stratégie, pas une attente.': [
      'L’essentiel : laisser mûrir n’est pas renoncer, c’est choisir son heure.',
      'Le 2 vous l’apprend : la douceur obtient souvent plus que l’insistance.',
    ],
    'Dans l’ensemble, ce que vous partagez vous revient, souvent par un chemin inattendu.': [
      'Globalement, chaque idée que vous exprimez finit par trouver son public.',
      'Tout bien pesé, votre parole et votre créativité sont vos meilleurs atouts en ce moment.',
    ],
    'Au fond, le 3 {vous demande de|vous invite à|vous pousse à} vous montrer tel que vous êtes, sans attendre d’avoir tout préparé.':
      [
        'L’essentiel : oser partager ce qui vous anime, même imparfait.',
        'Leçon du 3 : montrez votre travail avant qu’il soit parfait, la spontanéité vous sert.',
      ],
    'Dans l’ensemble, ce que vous construisez pierre après pierre tiendra longtemps.': [
      'Globalement, la régularité vaut ici mieux que les coups d’éclat.',
      'Tout bien pesé, chaque effort patient s’ajoute au précédent et finit par se voir.',
    ],
    'Au fond, le 4 {vous demande de|vous invite à|vous pousse à} préférer la solidité à la vitesse.': [
      'L’essentiel : bâtir sur du sûr plutôt que d’aller vite.',
      'Le 4 le sait : une lenteur bien menée est une force.',
    ],
    'Dans l’ensemble, la vie vous propose du nouveau : accueillez-le sans tout lâcher.': [
      '{Globalement|Dans l’ensemble|De manière générale}, les changements qui {se présentent|arrivent|s’annoncent} méritent votre {curiosité|intérêt}, pas votre {précipitation|hâte}.',
      'Tout bien pesé, le mouvement vous réussit tant que vous gardez un point d’appui.',
    ],
    'Au fond, le 5 vous rappelle que la liberté se choisit, même en petites doses.': [
      'L’essentiel : une liberté choisie vaut mieux qu’une fuite, même petite.',
      'Avec le 5, une évidence : on peut changer d’air sans tout quitter.',
    ],
    'Dans l’ensemble, c’est autour de vos proches et de votre maison que tout se joue.': [
      'Globalement, votre foyer et vos engagements affectifs sont au cœur de la période.',
      'Tout bien pesé, ce qui compte le plus se passe chez vous et auprès des vôtres.',
    ],
    'Au fond, le 6 {vous demande d’être|vous invite à être|vous veut} fidèle à vos engagements sans vous y oublier.':
      [
        'L’essentiel : tenir parole envers les autres, et envers vous-même aussi.',
        'Le 6 le rappelle : on prend mieux soin des autres quand on prend soin de soi.',
      ],
    'Dans l’ensemble, le temps passé à comprendre n’est pas du temps perdu.': [
      'Globalement, prendre du recul vous fera gagner plus de temps qu’il n’en coûte.',
      'Tout bien pesé, la réflexion est ici votre meilleur investissement.',
    ],
    'Au fond, le 7 vous fait confiance pour trouver vos réponses au-dedans.': [
      'L’essentiel : écouter votre propre jugement avant celui des autres.',
      'Le 7 vous le montre : le silence répond souvent mieux que l’agitation.',
    ],
    'Dans l’ensemble, vos efforts passés peuvent maintenant se traduire en résultats concrets.': [
      'Globalement, le travail accumulé peut maintenant rapporter ce qu’il promettait.',
      'Tout bien pesé, ce que vous avez investi peut commencer à porter ses fruits.',
    ],
    'Au fond, le 8 {vous demande de|vous invite à|vous pousse à} prendre votre place sans écraser celle des autres.':
      [
        'L’essentiel : affirmer votre autorité sans la rendre pesante.',
        'Le 8 {vous l’apprend|vous le dit|vous le rappelle} : {la vraie force|la force véritable} {sait aussi|sait parfois} {céder du terrain|lâcher prise|reculer à propos}.',
      ],
    'Dans l’ensemble, c’est en faisant de la place que vous préparez le prochain départ.': [
      'Globalement, ce que vous terminez maintenant libère l’espace pour ce qui viendra.',
      'Tout bien pesé, trier et conclure est ici la meilleure façon d’avancer.',
    ],
    'Au fond, le 9 {vous demande de|vous invite à} {refermer|clore} avec {gratitude|reconnaissance} ce qui a {fait son temps|rempli son rôle}.':
      [
        'L’essentiel : remercier ce qui s’achève plutôt que de le retenir.',
        'Le 9 le dit à sa façon : une fin bien vécue prépare un commencement.',
      ],
    'Dans l’ensemble, vous sentez les choses avant de les comprendre : gardez trace de ces pressentiments.': [
      'Globalement, vos intuitions sont en avance sur les faits : notez-les.',
      'Tout bien pesé, ce que vous pressentez mérite d’être pris au sérieux, puis vérifié.',
    ],
    'Au fond, le 11 demande d’accorder vos idéaux à vos gestes de tous les jours.': [
      'L’essentiel : faire descendre l’idéal dans le quotidien.',
      'Avec le 11, une inspiration ne vaut que traduite en actes.',
    ],
    'Dans l’ensemble, une idée de longue haleine peut prendre corps si vous lui donnez un plan.': [
      'Globalement, les grands projets avancent ici par étapes bien tracées.',
      'Tout bien pesé, votre vision a besoin d’un calendrier pour devenir réelle.',
    ],
    'Au fond, le 22 {vous demande de|vous invite à|vous pousse à} bâtir pour durer, et pas seulement pour vous.':
      [
        'L’essentiel : construire quelque chose d’utile, qui vous survive.',
        'Leçon du 22 : l’ambition prend son sens quand elle sert le plus grand nombre.',
      ],
    'Dans l’ensemble, ce que vous offrez aux autres nourrit aussi votre propre chemin.': [
      'Globalement, votre générosité vous fait grandir autant qu’elle aide.',
      'Tout bien pesé, donner et transmettre restent vos meilleures voies.',
    ],
    'Au fond, le 33 {vous demande d’aimer|vous invite à aimer|vous apprend à aimer} sans vous sacrifier.': [
      'L’essentiel : aimer pleinement, sans vous y perdre.',
      'Le 33 vous le murmure : un cœur qui se ménage peut donner plus longtemps.',
    ],
    'vos projets les plus personnels': [
      'vos initiatives à venir',
      'ce que vous osez commencer',
      'votre goût d’ouvrir la voie',
      'vos décisions les plus personnelles',
      'vos premiers pas',
      'ce qui attend votre impulsion',
      'votre indépendance',
      'la route que vous ouvrez',
    ],
    'la qualité de vos liens': [
      'vos alliances',
      'ce que vous partagez {avec un partenaire|à deux|avec un proche}',
      'votre sens de l’écoute',
      'l’entente au quotidien',
      'vos accords',
      'ce qui se négocie en douceur',
      'votre entourage proche',
      'la paix que vous ménagez',
    ],
    'la joie de partager vos talents': [
      'vos talents d’expression',
      'ce qui {vous donne envie de|éveille votre envie de|vous pousse à|vous incite à} {créer|créer du neuf|faire œuvre}',
      'vos idées à partager',
      'la joie que vous faites circuler',
    ],
    'vos fondations matérielles et pratiques': [
      'vos efforts patients',
      'ce que vous mettez en ordre',
      'votre sens de la méthode',
      'la régularité de vos journées',
      'vos engagements concrets',
      'ce qui se bâtit lentement',
      'votre cadre de travail',
      'la rigueur de vos projets',
    ],
    'vos changements de cap': [
      'vos envies d’ailleurs',
      'ce qui bouge autour de vous',
      'votre goût de la découverte',
      'la nouveauté qui se présente',
      'vos voyages, proches ou lointains',
      'ce qui vous {donne|apporte|redonne} {de l’élan|de l’allant|du souffle}',
      'votre curiosité',
      'la part d’imprévu',
    ],
    'votre vie de famille': [
      'votre foyer',
      'ce que vous {apportez à vos proches|offrez aux vôtres|donnez à ceux qui comptent|apportez aux vôtres}',
      'votre sens des responsabilités',
      'l’harmonie de votre maison',
    ],
    'vos questions de fond': [
      'vos moments de silence',
      'ce qui mérite d’être approfondi',
      'votre vie intérieure',
      'la recherche du sens',
      'vos lectures',
      'ce qui se cache {sous la surface|derrière les apparences|sous les mots}',
      'votre besoin de solitude',
      'la sagesse que vous cherchez',
    ],
    'votre réussite matérielle': [
      'vos objectifs concrets',
      'ce que vous gérez et dirigez',
      'votre sens des affaires',
      'la reconnaissance de vos efforts',
      'vos finances',
      'ce que votre travail vous rapporte',
      'votre pouvoir de décision',
      'la réussite qui se construit',
    ],
    'ce qui doit se conclure': [
      'vos fins de cycle',
      'ce qu’il est {temps|l’heure} {de laisser partir|de quitter|d’abandonner}',
      'votre ouverture aux autres',
      'la page qui se tourne',
      'vos adieux nécessaires',
      'ce qui a fait son temps',
      'votre générosité',
      'la conclusion d’un cycle',
    ],
    'ce que vos intuitions vous montrent': [
      'vos pressentiments',
      'ce qui vous inspire',
      'votre idéal',
      'la {lumière|clarté} que vous {apportez aux autres|offrez à votre entourage|donnez autour de vous}',
      'vos inspirations',
      'ce que vous percevez d’instinct',
      'votre sensibilité',
      'la part inspirée de votre vie',
    ],
    'vos grands projets': [
      'vos ambitions à long terme',
      'ce qui pourra servir à beaucoup',
      'votre sens de la construction',
      'la vision que vous portez',
      'vos chantiers d’envergure',
      'ce qui restera de votre œuvre',
      'votre sens du collectif',
      'la construction à long terme',
    ],
    'ceux qui comptent sur vous': [
      'vos gestes de soutien',
      'ce que vous donnez sans compter',
      'votre manière de prendre soin',
      'la transmission de votre expérience',
      'vos élans de générosité',
      'ce que vous enseignez',
      'votre rôle de guide',
      'la tendresse que vous offrez',
    ],
    'tout décider par vous-même': [
      'imposer votre rythme à tous',
      'négliger l’avis des autres',
      'prendre la critique pour une attaque',
      'agir avant de consulter',
      'mal recevoir la moindre objection',
    ],
    'vouloir gagner chaque bras de fer': [
      'transformer chaque échange en duel',
      'refuser de perdre la moindre manche',
      'ne jamais céder un pouce',
    ],
    'rire pour taire ce qui pèse': ['plaisanter pour ne rien avouer', 'cacher vos soucis derrière l’humour'],
    'vous effacer pour éviter un conflit': [
      'taire votre propre avis',
      'dépendre de l’approbation d’autrui',
      'vous laisser décider par d’autres',
      'ruminer une remarque',
    ],
    'vous disperser entre dix envies': [
      'parler pour ne rien dire',
      'fuir ce qui demande du sérieux',
      'chercher sans cesse l’approbation',
      'remettre à demain l’essentiel',
    ],
    'vous enfermer dans la routine': [
      'remettre le plaisir à plus tard',
      'tout vérifier deux fois',
      'ignorer vos envies',
      'vous méfier de la nouveauté',
    ],
    'changer pour changer': [
      'vivre sans jamais ralentir',
      'promettre puis disparaître',
      'tout essayer à la fois',
      'fuir toute routine',
      'courir après chaque nouveauté',
      'négliger vos engagements',
    ],
    'tout porter sans demander d’aide': [
      'vous mêler de tout',
      'porter les soucis de chacun',
      'vous charger des soucis de tous',
      'régler les problèmes de chacun',
      'attendre de la reconnaissance',
      'étouffer par excès de soin',
    ],
    'vous couper des autres': [
      'tout analyser sans conclure',
      'fuir les conversations difficiles',
      'chercher la preuve parfaite',
      'vous isoler par fierté',
    ],
    'tout ramener à l’argent': [
      'mesurer votre valeur au succès',
      'vouloir tout contrôler',
      'négliger vos proches pour réussir',
      'confondre pouvoir et valeur',
    ],
    'retenir ce qui est fini': [
      'vous perdre dans les causes lointaines',
      'regretter au lieu de trier',
      'vivre dans les regrets',
      'aider au point de vous oublier',
    ],
    'vous perdre dans l’idéal': [
      'attendre un signe pour agir',
      'vous réfugier dans les rêves',
      'vous croire incompris',
      'douter de chaque intuition',
    ],
    'vouloir tout porter vous-même': [
      'sacrifier vos proches au projet',
      'vouloir tout, tout de suite',
      'voir trop grand trop vite',
      'oublier le présent pour l’avenir',
    ],
    'vous sacrifier pour tous': [
      'donner sans jamais recevoir',
      'porter la peine de tous',
      'porter les fardeaux des autres',
      'vous juger trop sévèrement',
    ],
    'Avant une négociation, écrivez ce que l’autre partie doit pouvoir y gagner.': [
      'Avant de discuter d’un accord, notez ce que l’autre doit pouvoir y trouver pour dire oui.',
      'Quand vous entrez en négociation, prévoyez d’abord le gain de l’autre camp : l’accord tiendra mieux.',
    ],
    'Quand on vous demande un service, {demandez-vous d’abord|vérifiez d’abord|regardez d’abord} {si vous le rendez|si vous rendez ce service} {par élan ou par devoir|par envie ou par obligation|de bon cœur ou par devoir} : {le premier vous nourrit|l’un vous nourrit|le premier vous porte}, {le second vous use|l’autre vous use|le second vous épuise}.':
      [
        'Avant de rendre un service, vérifiez s’il vient de l’envie ou de l’obligation : l’un vous porte, l’autre vous fatigue.',
        'À chaque demande d’aide, posez-vous une question : est-ce un plaisir ou un devoir ? La réponse dit si vous pouvez accepter.',
      ],
    'Une fois par semaine, {faites pour vous-même|offrez-vous|prévoyez pour vous} ce que vous faites {si bien|si volontiers|sans compter} pour les autres : un repas {soigné|préparé avec soin|qui vous fait plaisir}, une soirée {tranquille|au calme|rien qu’à vous}, un soin.':
      [
        'Chaque semaine, offrez-vous le soin que vous donnez aux autres : un bon repas, une soirée calme, un moment rien qu’à vous.',
        'Réservez-vous un soir par semaine où c’est vous que vous chouchoutez, comme vous le faites si bien pour vos proches.',
      ],
    'Partagez chaque semaine {une de vos réflexions|une réflexion personnelle} avec {une personne proche|quelqu’un de confiance|un proche}, même {inachevée|en chantier}.':
      [
        'Une fois par semaine, confiez à un proche une idée encore en chantier.',
        'Chaque semaine, faites part d’une pensée {inachevée|encore floue|en chantier} à quelqu’un {en qui vous avez confiance|de confiance|qui compte pour vous}.',
      ],
    'Marchez une heure par semaine, sans compagnie ni écouteurs : vos idées s’y rangent d’elles-mêmes.': [
      'Chaque semaine, offrez-vous une longue promenade seul, sans téléphone : les idées s’ordonnent en marchant.',
      'Une heure de marche solitaire par semaine, sans rien dans les oreilles, suffit à remettre vos pensées en ordre.',
    ],
    'Avant d’aider une nouvelle cause, demandez-vous ce qu’il vous reste de temps pour votre propre vie.': [
      'Avant d’épouser une nouvelle cause, mesurez le temps qu’il vous restera pour vous-même.',
      'Quand une nouvelle cause vous appelle, demandez-vous d’abord ce qu’elle laissera à votre propre vie.',
    ],
    'Gardez un rituel fixe par semaine, un seul : il vous servira d’ancre.': [
      'Tenez un seul rendez-vous immuable chaque semaine : il sera votre point d’ancrage.',
      'Choisissez une habitude hebdomadaire, une seule, et ne la lâchez pas : elle vous stabilisera.',
    ],
    'Offrez-vous une nouveauté par mois (un lieu, un cours, une rencontre) et tenez en parallèle un seul engagement jusqu’au bout.':
      [
        'Chaque mois, goûtez à quelque chose d’inédit (un endroit, un atelier, une personne), en menant à terme un engagement choisi.',
        'Accordez-vous une découverte mensuelle, et gardez à côté un seul projet que vous conduisez jusqu’au bout.',
      ],
    'Choisissez {une cause précise|un engagement précis|une cause qui vous tient à cœur} et {donnez-lui|consacrez-lui|offrez-lui} {un temps régulier|du temps chaque semaine|quelques heures fixes}, {plutôt que de vous disperser|au lieu de vous éparpiller} {partout|tous azimuts} : {votre générosité|votre aide|votre engagement} {y gagnera|gagnera} {en profondeur|en justesse|en force}.':
      [
        'Plutôt que d’aider partout, engagez-vous pour une seule cause, à heures fixes : votre don y gagnera en force.',
        'Consacrez un temps régulier à un engagement bien choisi, plutôt que de répondre à tous les appels.',
      ],
    'Écrivez quelques lignes chaque soir : la parole qui vous habite a besoin d’un lieu où se poser.': [
      'Tenez un carnet et notez-y chaque soir quelques phrases : ce qui vous habite a besoin de sortir.',
      'Le soir, prenez cinq minutes pour écrire : vos mots ont besoin d’un endroit où se déposer.',
    ],
    'Notez chaque semaine ce que vous avez reçu des autres, pas seulement ce que vous avez donné.': [
      'Chaque semaine, faites la liste de ce que les autres vous ont apporté, et pas seulement de ce que vous avez offert.',
      'Une fois par semaine, relevez les attentions reçues : vous verrez que l’échange va dans les deux sens.',
    ],
    'Quand vous décidez, dites-le à voix haute à quelqu’un : la parole donnée vous tient mieux que l’intention.':
      [
        'Annoncez vos décisions à un proche : ce qui est dit engage davantage que ce qui est seulement pensé.',
        'Dès qu’une décision est prise, partagez-la avec quelqu’un : elle en deviendra plus solide.',
      ],
    'Quand un plan déraille, accordez-vous une journée avant de le refaire : l’imprévu apporte parfois mieux.':
      [
        'Si un projet sort des rails, attendez vingt-quatre heures avant de le reconstruire : l’imprévu a parfois du bon.',
        'Devant un programme bousculé, laissez passer une journée avant de réagir : il arrive que le détour soit meilleur.',
      ],
    'À chaque fin de saison, faites le tri : ce que vous gardez, ce que vous donnez, ce que vous laissez partir.':
      [
        'Quatre fois par an, triez : ce qui reste, ce qui se donne, ce qui s’en va.',
        'Au changement de saison, {passez en revue|faites le tour de|regardez} {ce qui vous entoure|vos affaires|votre intérieur} et {décidez de|choisissez} ce que vous {gardez ou laissez aller|conservez ou donnez|gardez ou laissez partir}.',
      ],
    'Quand une question vous habite, écrivez-la, puis notez ce que vous en savez déjà : la réflexion s’éclaircit sur le papier.':
      [
        'Mettez par écrit la question qui vous occupe, puis ce que vous savez déjà : la réponse se dessine souvent sur la page.',
        'Devant une question qui tourne en boucle, prenez une feuille : la question en haut, vos certitudes en dessous.',
      ],
    'Chaque fois que vous exercez une autorité, demandez-vous qui en profite en dehors de vous.': [
      'Quand vous dirigez, vérifiez à qui profite la décision, au-delà de vous.',
      'Avant d’imposer une décision, demandez-vous ce qu’elle apporte aux autres, et pas seulement à vous.',
    ],
    'Demandez à vos proches ce dont ils ont besoin avant de leur offrir votre aide.': [
      'Avant d’aider, interrogez : qu’attendent vraiment vos proches de vous ?',
      'Plutôt que de deviner, demandez à ceux que vous aimez quel soutien leur ferait du bien.',
    ],
    'Choisissez chaque mois une intuition et vérifiez-la dans les faits.': [
      'Une fois par mois, notez un pressentiment puis confrontez-le à ce qui arrive.',
      'Chaque mois, mettez une intuition à l’épreuve des faits, pour apprendre à les reconnaître.',
    ],
    'Avant de changer de {direction|cap|route}, {notez|écrivez|mettez par écrit} ce que vous {quittez|laissez} et ce que vous {cherchez|espérez trouver|visez} : {le mouvement|le changement|le départ} devient alors un choix.':
      [
        'Avant un changement de cap, écrivez ce que vous laissez derrière vous et ce que vous espérez trouver.',
        'Quand l’envie de bifurquer vous {prend|saisit|gagne}, {mettez sur papier|notez|couchez par écrit} ce que vous {quittez|laissez} et ce que vous {cherchez|visez|espérez}.',
      ],
    'Donnez {une date de fin|une échéance|une date butoir} à chaque projet créatif, et {montrez le résultat|faites voir le résultat|présentez ce que vous avez fait} à {quelqu’un|une personne de confiance|un proche}.':
      [
        'Fixez une échéance à chaque création, puis faites-la voir à quelqu’un.',
        'Chaque projet créatif mérite une date butoir et un premier spectateur.',
      ],
    'Donnez à une idée qui vous habite une forme simple : une page, un croquis, un plan.': [
      'Couchez sur papier une idée qui vous trotte dans la tête : quelques lignes, un schéma, un plan.',
      'Donnez corps à une inspiration en lui offrant un support modeste, une page ou un dessin.',
    ],
    'Fixez-vous un objectif {ambitieux et mesurable|ambitieux mais chiffré|élevé et mesurable}, puis {nommez une personne à qui vous en rendrez compte|choisissez quelqu’un devant qui en répondre|désignez un témoin de vos progrès}.':
      [
        'Choisissez un but chiffré et audacieux, et désignez quelqu’un qui suivra vos progrès.',
        'Donnez-vous une cible ambitieuse, mesurable, et un témoin à qui rendre des comptes.',
      ],
    'Choisissez un projet créatif et {fixez-lui une forme finie|donnez-lui une forme aboutie|menez-le à une forme finie} : {un texte court|quelques pages|un dessin}, un objet, une soirée {préparée jusqu’au bout|préparée avec soin|organisée de bout en bout}.':
      [
        'Menez un projet créatif {à une forme achevée|jusqu’à sa forme finale|jusqu’au bout} : {quelques pages|un court texte|une chanson}, un objet, une soirée {organisée de bout en bout|préparée jusqu’au dernier détail|montée pièce par pièce}.',
        'Donnez à une envie de créer un aboutissement concret, même modeste.',
      ],
    'Réservez chaque semaine un moment sans programme : la solidité a besoin aussi de souplesse pour durer.':
      [
        'Gardez chaque semaine une plage vide d’obligations : ce qui est solide a aussi besoin de jeu.',
        'Une fois par semaine, ne prévoyez rien pendant une heure : la souplesse fait durer les fondations.',
      ],
    'Ménagez-vous chaque jour un temps de {silence|calme|retrait}, même {court|bref|minime} : c’est là que vos {meilleures réponses|réponses les plus sûres|bonnes idées} {arrivent|se présentent|viennent}.':
      [
        'Chaque jour, accordez-vous quelques minutes de calme : les bonnes réponses y viennent.',
        'Prenez chaque jour un moment sans bruit ni écran, même bref : c’est là que vos idées s’éclaircissent.',
      ],
    'Une fois par mois, {demandez|sollicitez|acceptez} {de l’aide|un coup de main} pour {une chose|une tâche} que vous auriez {faite|menée} {sans personne|par vous-même}, sans vous {justifier|excuser}.':
      [
        'Chaque mois, sollicitez quelqu’un pour une tâche que vous auriez {assumée sans aide|menée par vous-même}, sans vous {excuser|justifier}.',
        'Une fois par mois, laissez quelqu’un vous aider, simplement, sans avoir à vous expliquer.',
      ],
    'Fixez une date pour trancher chaque question que vous étudiez, et tenez-la.': [
      'Donnez-vous une échéance pour conclure chacune de vos recherches, et respectez-la.',
      'Pour chaque question que vous creusez, choisissez le jour où vous déciderez.',
    ],
    'Déléguez {chaque mois|une fois par mois|tous les mois} {une décision|un choix|un arbitrage} à {quelqu’un|une personne} {de votre équipe|de votre entourage|de confiance|de votre cercle}, et {soutenez ce qui est décidé|appuyez sa décision|tenez-vous-en à son choix}.':
      [
        'Une fois par mois, confiez {un choix|une décision|un arbitrage} à {un proche ou à un collègue|quelqu’un de votre entourage|une personne de confiance}, puis {soutenez ce choix|tenez-vous-en à ce qui est décidé|appuyez ce qui a été décidé}.',
        'Chaque mois, laissez quelqu’un d’autre trancher une question, et appuyez sa décision.',
      ],
    'Une fois par mois, {accordez-vous|offrez-vous|gardez-vous} une journée sans {objectif ni résultat à atteindre|but ni résultat à viser|rien à prouver ni à produire}.':
      [
        'Chaque mois, prenez une journée où rien n’est à accomplir ni à mesurer.',
        'Offrez-vous régulièrement un jour sans but ni performance.',
      ],
    'Avant chaque décision importante, écoutez jusqu’au bout un avis contraire.': [
      'Avant un choix important, laissez quelqu’un défendre l’avis inverse, sans l’interrompre.',
      'Quand l’enjeu est grand, cherchez d’abord l’opinion contraire et écoutez-la entièrement.',
    ],
    'Écrivez une lettre, même jamais envoyée, à une personne ou à une période que vous voulez laisser partir.':
      [
        'Adressez quelques lignes, même jamais postées, à ce que vous voulez laisser partir.',
        'Rédigez un adieu écrit, que vous gardez ou détruisez, pour une époque ou une personne que vous quittez.',
      ],
    'Avant de dire oui à une nouvelle aventure, terminez-en une ancienne.': [
      'Terminez un projet en cours avant d’en accepter un nouveau.',
      'Pour chaque aventure qui commence, bouclez d’abord une de celles qui traînent.',
    ],
    'Chaque mois, dites non à une demande qui vous coûte : ceux qui vous aiment le comprendront.': [
      'Une fois par mois, refusez une sollicitation qui vous pèse : vos proches sauront l’entendre.',
      'Chaque mois, déclinez une demande trop lourde ; ceux qui tiennent à vous n’en tiendront pas rigueur.',
    ],
    'un temps d’élan': ['un cycle d’audace', 'une étape de démarrage'],
    'un temps d’accords et {de patience|de douceur|de lenteur}': [
      'un cycle de douceur',
      'une étape d’entente',
    ],
    'un temps d’expression': ['un cycle de créativité', 'une étape d’échanges joyeux'],
    'un temps de construction': [
      'un cycle de construction',
      'une étape {d’ordre et de rigueur|de rigueur et d’ordre|de méthode et de discipline}',
    ],
    'un temps de mouvement': ['un cycle de mouvement', 'une étape de changements'],
    'un temps d’engagements': ['un cycle de soin', 'une étape d’engagements affectifs'],
    'un temps de recul': ['un cycle de recul', 'une étape d’étude'],
    'un temps de réalisations': [
      'un cycle de réalisations',
      'une étape de {pouvoir|force} et de {résultats|concrétisations}',
    ],
    'un temps de bilan': ['un cycle de bilans', 'une étape de tri'],
    'un temps d’inspiration': ['un cycle d’intuitions', 'une étape d’inspiration'],
    'un temps de grands chantiers': ['un cycle de grandes œuvres', 'une étape de vision concrète'],
    'un temps de dévouement': ['un cycle de don', 'une étape de transmission'],
    'lancer ce qui attend': ['signer pour un projet neuf', 'donner le coup d’envoi'],
    'chercher l’appui d’un partenaire': ['proposer un terrain d’entente', 'remercier un allié discret'],
    'montrer ce que vous préparez': ['partager une idée en public', 'créer sans viser la perfection'],
    'poser un cadre et un budget': ['mettre un dossier à jour', 'ranger avant de recommencer'],
    'changer d’air ou de méthode': ['changer une habitude usée', 'voyager, même tout près'],
    'prendre soin des liens qui comptent': ['rendre visite à un proche', 'réparer ce qui s’est abîmé'],
    'vérifier avant de trancher': ['relire avant de répondre', 'prendre une journée pour réfléchir'],
    'négocier et assumer votre ambition': [
      'chiffrer votre prochain objectif',
      'négocier ce qui vous revient',
    ],
    'trier et laisser partir': ['trier ce qui encombre', 'boucler un dossier ancien'],
    'tester une intuition sur les faits': ['noter un pressentiment', 'suivre une inspiration, prudemment'],
    'donner forme à une grande idée': ['planifier un projet d’envergure', 'fédérer autour d’une idée'],
    'servir sans vous oublier': ['consoler sans vous épuiser', 'transmettre un savoir-faire'],
    '{Votre existence|Votre vie|Votre chemin} vous apprend à {vous tenir debout par vous-même|tenir sur vos propres jambes|compter d’abord sur vous-même} : {on attend de vous|on vous demande|votre rôle est} {d’ouvrir les voies|d’ouvrir la voie|de tracer des chemins}, et chaque fois que vous {suivez le chemin des autres|marchez dans les pas d’autrui|empruntez la route d’un autre} par {confort|facilité}, quelque chose en vous {s’éteint|s’étiole|se fane}.':
      [
        'Le fil de votre vie, c’est l’autonomie : tracer votre chemin plutôt que d’emprunter celui des autres, et oser partir en tête.',
      ],
    'Au fond, vous désirez être l’auteur de votre vie, choisir vos combats et ne devoir votre place qu’à vous-même.':
      ['Ce que vous cherchez intimement, c’est l’autonomie : mener votre barque selon vos propres choix.'],
    'Votre existence se construit dans le lien : vous êtes là pour rapprocher, accorder, faire tenir ensemble ce qui se disperse, et votre force grandit à mesure que vous la partagez.':
      [
        'Votre chemin tient dans l’alliance : relier, apaiser, réunir, et découvrir que l’union fait votre force.',
      ],
    'Au fond, vous désirez la paix et la complicité, un lien où l’on se comprend à demi-mot.': [
      'Votre cœur aspire à l’harmonie : une relation paisible, faite de confiance et de tendresse.',
    ],
    '{Votre existence est faite|Votre vie est faite|Votre nature est faite} pour l’expression : dire, écrire, créer, relier les gens {par la parole|par les mots}, et la vie s’allège {chaque fois que|dès que|quand} vous laissez {passer|éclater|parler} votre joie.':
      [
        'Votre vie vous invite à donner voix à ce que vous ressentez : par les mots, l’art, le rire, vous reliez et vous égayez.',
      ],
    'Au fond, vous désirez que l’on entende ce que vous avez de plus vivant, et partager ce qui vous enthousiasme.':
      ['Il vous faut un public pour votre élan créatif, et la joie de partager ce qui vous anime.'],
    'Votre existence se bâtit pierre après pierre : vous êtes là pour construire du durable, et ce que vous posez avec méthode finit toujours par tenir.':
      [
        'Votre parcours est une construction patiente : des bases saines, un effort tenu, une œuvre qui dure.',
      ],
    'Au fond, vous désirez la stabilité, un socle sûr sur lequel vous appuyer et appuyer ceux que vous aimez.':
      ['Votre besoin profond est un ancrage : un foyer, un métier, des repères qui ne bougent pas.'],
    '{Votre existence est faite|Votre vie est faite|Votre route est faite} de mouvement : {vous êtes là pour explorer|votre rôle est d’explorer|il vous faut explorer}, {changer d’horizon|voir du pays}, {goûter à|découvrir} {la diversité|la variété} du monde, et la routine {est votre seule vraie prison|reste votre seule vraie prison|est la seule prison que vous craigniez}.':
      [
        'La découverte guide votre vie : bouger, essayer, apprendre du monde, et trouver une liberté qui construise.',
      ],
    'Au fond, vous désirez la liberté, l’espace de vivre plusieurs vies et de ne jamais sentir un cadre se refermer sur vous.':
      ['Vous rêvez de grand large : du changement, des rencontres, aucune porte fermée.'],
    '{Votre existence|Votre vie} tourne autour {de la responsabilité affective|du soin des autres|de la responsabilité du cœur} : {prendre soin, embellir|soigner, embellir|protéger, embellir}, {tenir un foyer|faire vivre un foyer|tenir une maison} {au sens large|au sens le plus large|ouvert à tous}, et trouver {la juste mesure|le bon équilibre} entre donner et recevoir.':
      [
        'Prendre soin, c’est le cœur de votre route : du foyer, des proches, de la beauté des choses, sans oublier de vous inclure.',
      ],
    'Au fond, vous désirez aimer et recevoir de l’amour dans un cadre harmonieux, être utile à ceux qui comptent pour vous.':
      ['Vous aspirez à un amour paisible et à un foyer où chacun se sent bien.'],
    'Votre existence est une quête de sens : comprendre, approfondir, chercher ce qui se cache sous les apparences, et la solitude choisie y tient une place précieuse.':
      [
        'La connaissance est votre horizon : interroger, approfondir, et faire de vos silences une source de sagesse.',
      ],
    'Au fond, vous désirez la vérité et le calme intérieur, le temps de penser sans que rien ne presse.': [
      'La paix de l’esprit et des réponses vraies : voilà ce que vous cherchez, loin du bruit.',
    ],
    '{Votre existence|Votre vie|Votre chemin} vous {confronte au|met face au|place devant le} pouvoir {d’agir sur le réel|d’agir sur les choses|de peser sur le réel} : diriger, bâtir {à grande échelle|en grand|pour durer}, {assumer des responsabilités|prendre des responsabilités|porter de lourdes charges}, et apprendre {l’usage juste|le bon usage|l’emploi juste} de votre force.':
      [
        'Votre voie mène à la maîtrise du concret : entreprendre, diriger, réussir, et faire de votre force un outil juste.',
      ],
    '{Au fond|Intimement|Au plus profond de vous}, vous {désirez|voulez} {accomplir|réussir}, laisser une marque {tangible|concrète|durable} et que l’on {reconnaisse ce que vous avez réalisé|salue ce que vous avez bâti|reconnaisse votre œuvre|salue votre travail}.':
      ['Réussir de façon visible, avec le respect qui va de pair : voilà ce qui vous motive en secret.'],
    '{Votre existence|Votre vie} {s’ouvre sur le monde|regarde vers le monde|est tournée vers le monde} : comprendre {les autres|autrui}, servir {une cause|un idéal} {plus large que soi|qui vous dépasse|plus vaste que soi}, et {savoir|apprendre à} {clore les chapitres|refermer les chapitres|tourner les pages} {pour que d’autres puissent s’ouvrir|afin que d’autres commencent|pour laisser place à d’autres}.':
      [
        'L’humanité est votre terrain : comprendre, donner, servir largement, et savoir quitter ce qui est accompli.',
      ],
    '{Au fond|Intimement|Au plus profond de vous}, vous {désirez|souhaitez|voulez} que votre vie serve {à quelque chose de plus grand|une cause plus grande que vous|un dessein plus vaste}, un idéal qui {dépasse votre seul intérêt|va au-delà de votre intérêt|dépasse votre personne}.':
      ['Servir un idéal et rendre le monde un peu meilleur : tel est votre vœu le plus cher.'],
    'Votre existence porte une vocation d’éveil : capter ce que d’autres ne voient pas encore, inspirer, servir de passeur entre une intuition et sa forme concrète.':
      [
        'Éclairer, voilà votre vocation : percevoir avant les autres, et traduire vos intuitions en gestes utiles.',
      ],
    '{Au fond|Intimement|Au plus profond de vous}, vous {désirez|souhaitez} une vie qui {ait du sens|ait un sens|porte un sens} et {de la hauteur|de l’élévation|de l’ampleur}, où votre {sensibilité|finesse} {serve à quelque chose|trouve son utilité|soit utile}.':
      ['Une vie inspirée, où votre sensibilité trouve un sens : voilà votre aspiration profonde.'],
    'Votre existence appelle une construction d’envergure : donner une forme concrète à une grande vision, bâtir quelque chose qui serve bien au-delà de vous.':
      [
        'Bâtir en grand, telle est votre mission : une vision, un plan, une œuvre qui serve le plus grand nombre.',
      ],
    'Au fond, vous désirez bâtir une œuvre utile et durable, qui change concrètement la vie de beaucoup.': [
      'Laisser une construction utile, qui vous dépasse : c’est votre ambition intime.',
    ],
    'Votre existence est placée sous le signe du dévouement éclairé : enseigner, soigner les liens, guider par l’exemple plutôt que par les discours.':
      [
        'Le dévouement lucide donne son sens à votre route : guider, consoler, transmettre, sans vous perdre vous-même.',
      ],
    'Au fond, vous désirez aimer largement et voir ceux que vous accompagnez s’épanouir.': [
      'Votre souhait le plus cher : aimer généreusement et voir s’épanouir ceux que vous aidez.',
    ],
    'ce que vous {avez|tenez} à {dire|exprimer} et à {montrer|partager}': [
      'vos projets créatifs',
      'ce qui vous fait rire',
      'votre talent pour raconter',
      'la parole que vous osez',
    ],
    'vos {engagements|promesses|devoirs} envers {ceux que vous aimez|les vôtres|vos proches|ceux qui comptent}':
      [
        'vos responsabilités affectives',
        'ce qui rend un lieu chaleureux',
        'votre rôle auprès des vôtres',
        'la beauté de votre quotidien',
      ],
    'En amour, c’est à vous de proposer : une invitation, un mot clair, un projet à deux que vous portez.': [
      'Sentimentalement, osez faire le premier pas : un rendez-vous proposé, une intention dite sans détour.',
      'À deux, votre élan donne le ton ; laissez aussi l’autre choisir la prochaine sortie.',
    ],
    'En amour, le 2 est le chiffre du couple : les conversations sincères et les gestes tendres comptent plus que les grandes déclarations.':
      [
        'Sentimentalement, la douceur et l’écoute font merveille : un moment à deux, sans écran, vaut plus qu’un grand discours.',
        'À deux, c’est la complicité du quotidien qui compte, faite de petites attentions partagées.',
      ],
    'En amour, le 3 rend léger et communicatif : sortez, riez, dites ce qui vous plaît chez l’autre.': [
      'Sentimentalement, la gaieté vous rend irrésistible : proposez une sortie, un jeu, une surprise.',
      'À deux, parlez, écrivez-vous, riez : la relation se nourrit de vos échanges.',
    ],
    'En amour, le 4 parle de solidité : des projets concrets à deux, une parole tenue, un quotidien mieux partagé.':
      [
        'Sentimentalement, la constance rassure : une promesse tenue fait plus qu’un grand geste.',
        'À deux, construisez du concret : un budget commun, un projet de maison, des habitudes partagées.',
      ],
    'En amour, le 5 apporte de l’imprévu : une rencontre, un voyage, une envie de renouveler la relation.': [
      'Sentimentalement, le changement d’air fait du bien : une escapade, une activité nouvelle à partager.',
      'À deux, gardez de l’espace pour chacun ; la liberté respectée rend le lien plus vivant.',
    ],
    'En amour, le 6 est le chiffre de l’engagement : s’installer, se promettre, ou dire enfin ce qui compte.':
      [
        'Sentimentalement, la tendresse se montre dans le soin : un repas préparé, une attention, une parole rassurante.',
        'À deux, les engagements se précisent ; parlez de ce que chacun attend du foyer.',
      ],
    'En amour, le 7 demande de la profondeur : moins de monde, des conversations vraies, du temps pour soi aussi.':
      [
        'Sentimentalement, vous avez besoin de vérité plus que d’agitation : une conversation sincère vous rapproche.',
        'À deux, préservez des moments de calme, et confiez ce que vous gardez d’habitude pour vous.',
      ],
    'En amour, le 8 demande des relations d’égal à égal : dire ce que vous attendez, et l’entendre aussi.': [
      'Sentimentalement, la passion est forte ; le respect mutuel la rend durable.',
      'À deux, partagez les décisions comme les responsabilités, sans chercher à tout mener.',
    ],
    'En amour, le 9 clôt des chapitres : une histoire qui se termine sereinement, ou un couple qui se libère d’un vieux reproche.':
      [
        'Sentimentalement, c’est le temps du pardon et des pages tournées, pour aimer plus librement.',
        'À deux, laissez derrière vous une vieille querelle : la relation y gagnera de l’air.',
      ],
    'En amour, le 11 rend sensible aux non-dits : fiez-vous à ce que vous ressentez, puis parlez-en.': [
      'Sentimentalement, votre intuition capte beaucoup ; vérifiez-la par une vraie conversation.',
      'À deux, une émotion partagée vaut mieux qu’un ressenti gardé secret.',
    ],
    'En amour, le 22 voit loin : un projet de vie commun, une maison, une décision qui engage l’avenir.': [
      'Sentimentalement, vous pensez à long terme : parlez de l’avenir que vous imaginez ensemble.',
      'À deux, un grand projet commun peut souder le lien, à condition de garder du temps pour la tendresse.',
    ],
    'En amour, le 33 donne beaucoup : veillez à recevoir autant que vous offrez.': [
      'Sentimentalement, votre générosité touche ; laissez-vous choyer à votre tour.',
      'À deux, la douceur circule dans les deux sens quand vous osez dire ce dont vous avez besoin.',
    ],
  },
  en: {
    'Its flip side is {impatience|haste|hurry}: {in the rush to|in your haste to|so eager to} {move on|get ahead|press on}, you {can stop|may stop|risk no longer} {listening to|hearing|paying attention to} {those walking beside you|the people walking with you|those at your side}.':
      [
        'Its flip side is haste: eager to arrive, you stop hearing the people on the road with you.',
        'Its shadow is an impatience that quickens your step and leaves others behind, unheard.',
      ],
    'Its shadow is {pride|a stubborn pride|a proud streak}, the reflex of {carrying everything alone|shouldering everything alone|bearing it all yourself} rather than {asking for help|asking for support|calling for help}.':
      [
        'Its flip side is {misplaced pride|pride out of place|a pride that costs you}: {wearing yourself out alone|exhausting yourself alone|wearing yourself out unaided} rather than {asking for a hand|asking someone to help|accepting a hand}.',
        'Its shadow is {a quiet pride|a silent pride|a discreet pride} that {shoulders everything|carries every load|takes on everything} and never {asks for anything|asks for a thing|asks anyone for help}.',
      ],
    'Its flip side is bossiness: deciding for others in the name of efficiency.': [
      'Its flip side is the urge to {take command|take charge|take over}: {settling things|deciding things|sorting things out} {for others|on others’ behalf|for other people} {because it is|since it is|as it is} {quicker|faster|simpler}.',
      'Its shadow is authority that {overflows|spills over|goes too far}, when {efficiency|getting things done|speed} becomes {the excuse|an excuse|the pretext} for deciding {alone|on your own|by yourself}.',
    ],
    'Its shadow is the {loneliness|isolation|solitude} of {the one in front|the one out ahead|whoever leads}, who {will not show any doubt|never lets a doubt show|hides every doubt}.':
      [
        'Its flip side is the {isolation|solitude|loneliness} of a leader who {keeps every hesitation private|keeps all doubts to themselves|never shares a hesitation} {and stands alone|and so stands alone|whatever it costs}.',
        'Its shadow is the {solitude|loneliness|isolation} of whoever {leads from the front|walks ahead|sets the pace} {and never|but never|yet never} {lets anyone see them waver|shows a moment of doubt|lets a doubt show|admits to any doubt}.',
      ],
    'Its flip side is leaning too hard on others’ approval: in seeking agreement, you may silence your own voice.':
      [
        'Its flip side is the need for approval: to keep the peace, you end up keeping quiet about what you think.',
        'Its shadow is a constant eye on what others think, which slowly muffles your own voice.',
      ],
    'Its shadow is hesitation, the fear of displeasing that delays the choices you need to make.': [
      'Its flip side is indecision: the fear of upsetting anyone keeps pushing back the day of choosing.',
      'Its shadow is choices put off, because deciding might disappoint someone.',
    ],
    'Its flip side is touchiness: a careless word weighs more than it should.': [
      'Its flip side is a raw sensitivity in which the slightest remark leaves a lasting mark.',
      'Its shadow is taking offence easily: one clumsy sentence can occupy you for days.',
    ],
    'Its shadow is silent giving in, the yes that hides a no.': [
      'Its flip side is agreement for show: saying yes for the sake of peace while thinking no.',
      'Its shadow is unspoken disagreement, piling up behind an accommodating smile.',
    ],
    'Its flip side is {scattering|dispersal|spreading yourself thin}: {a thousand projects started|countless projects begun|a host of projects launched}, few finished, and {a tiredness you do not admit|a fatigue you will not own up to|a weariness you keep quiet}.':
      [
        'Its flip side is {spreading yourself thin|taking on too much|scattering your energy}: {so much begun at once|so many things started together|so much launched at once} that {nothing is finished|nothing gets finished|little is completed}, and {a fatigue you hardly notice|a tiredness you barely register|a weariness you scarcely see}.',
        'Its shadow is too many open projects, leaving a vague weariness behind.',
      ],
    'Its shadow is {lightness as a front|lightness as a mask|cheerfulness as a cover}, {the reserve that laughs|a reserve that jokes|the modesty that laughs} {so as not to|rather than|to avoid having to} {admit|say|own up to} what {weighs on you|troubles you|burdens you}.':
      [
        'Its flip side is humour as a shield: joking rather than saying what hurts.',
        'Its shadow is surface cheerfulness, with the worries kept out of sight behind it.',
      ],
    'Its shadow is the need for applause, which brings doubt as soon as the room goes quiet.': [
      'Its flip side is a thirst for recognition: without an instant response, confidence wobbles.',
      'Its shadow is depending on an audience, so that every silence feels like a verdict.',
    ],
    'Its flip side is talk spread too thin: trying to please everyone, you end up saying nothing of yourself.':
      [
        'Its flip side is chatter as protection: talking about everything so as never to talk about yourself.',
        'Its shadow is a way of talking that tries to charm everyone and ends up giving nothing of you away.',
      ],
    'Its flip side is rigidity: wanting to plan everything closes you to the paths off the main road.': [
      'Its flip side is inflexibility: a plan drawn too tight lets unexpected chances slip past.',
      'Its shadow is the need to schedule everything, which shuts the door on happy surprises.',
    ],
    'Its shadow is endless toil, the belief that rest must always be earned.': [
      'Its flip side is work that never stops, as though a break had to be paid for.',
      'Its shadow is perpetual effort: you allow yourself a pause only once everything is done, which is to say rarely.',
    ],
    'Its flip side is material worry, the fear of going short that makes you hold on to everything.': [
      'Its flip side is the {dread of scarcity|fear of going without|fear of want}, which makes you {keep everything|hold on to everything|hoard everything} {just in case|in case it is needed|for a rainy day}.',
      'Its shadow is money worries running ahead of events, so that every expense feels heavy.',
    ],
    'Its shadow is stubbornness: once the road is drawn, changing it becomes hard.': [
      'Its flip side is obstinacy: the chosen path becomes the only one, even when it leads nowhere.',
      'Its shadow is a tenacity that stiffens just when a change of course is needed.',
    ],
    'Its flip side is restlessness: chasing novelty can mean running from what would need going deeper.': [
      'Its flip side is itchy feet: moving on {as soon as|the moment|whenever} what you are doing {asks you to dig deeper|calls for more depth|demands real commitment}.',
      'Its shadow is a taste for constant change that dodges what deserves to be gone into properly.',
    ],
    'Its shadow is excess, {the taste for intensity|a hunger for intensity|the pull of intensity} that {makes you forget moderation|leaves little room for moderation|drowns out any sense of measure}.':
      [
        'Its flip side is living at full tilt, until you lose any sense of limits.',
        'Its shadow is the hunt for strong sensations, which leaves little room for restraint.',
      ],
    'Its shadow is {boredom that comes quickly|boredom that sets in fast|a boredom that comes fast} and {makes you drop things|makes you give things up|leads you to drop things} {just before they bear fruit|just before they pay off|on the eve of success}.':
      [
        'Its flip side is {quick weariness|tiring quickly|a weariness that comes fast}: {giving up|letting go|dropping out|walking away} {at the very moment|just when|at the very point} the effort was about to {pay|pay off|bear fruit}.',
        'Its shadow is {an impatience with routine|impatience with routine|a restlessness with routine} that {makes you leave the game|has you leave the game|makes you quit the game} {too early|too soon|before the end|ahead of time}.',
      ],
    'Its flip side is {running ahead|moving on too soon|always moving on}: {leaving before things weigh on you|leaving before anything gets heavy|going before things get serious}, {at the risk of letting nothing take root|at the risk of never putting down roots|so that nothing takes root}.':
      [
        'Its flip side is {the pre-emptive exit|bolting early|the early exit}: {leaving before anything gets heavy|going before things grow serious|slipping away before it weighs}, and {never putting down roots|never taking root|never settling anywhere} {for long|at all|for good}.',
        'Its shadow is a knack for slipping away as soon as a commitment takes shape.',
      ],
    'Its flip side is {self-sacrifice|self-denial|giving yourself away}: {wanting everyone’s good|wishing everyone well|seeing to everybody’s needs|caring for all}, you {forget yourself|leave yourself out|neglect yourself|put yourself last}, {then|and then|only to} {keep a quiet bitterness|nurse a quiet bitterness|feel a silent resentment}.':
      [
        'Its flip side is excessive devotion: putting yourself last, then nursing a silent resentment.',
        'Its shadow is selflessness worn thin, which leaves a bitter taste you never admit to.',
      ],
    'Its shadow is {a perfectionism of the heart|perfectionism in matters of the heart|a heart that wants perfection}, the wish for {constant harmony|harmony at all times|unbroken harmony} that makes {disagreement|conflict|any discord} hard to {accept|bear|live with}.':
      [
        'Its flip side is {the demand for harmony|an insistence on harmony|the need for harmony}: wanting {such perfect accord|such complete agreement|such perfect understanding} that {no conflict can be borne|no conflict seems bearable|no quarrel can be borne}.',
        'Its shadow is {too perfect an idea|too ideal a picture|too flawless an image} of {home and love|home and of love|love and home}, in which {the slightest disagreement|the smallest disagreement|any disagreement at all} {feels like a failure|feels like failure|seems a failure}.',
      ],
    'Its flip side is well-meant interference: wanting other people’s good on their behalf.': [
      'Its flip side is {smothering help|help that smothers|overbearing help}: {deciding|judging|choosing} what is good for others {without asking them|without consulting them|without a word to them}.',
      'Its shadow is protection that crowds people, when concern for them takes the place of their own choice.',
    ],
    'Its shadow is the guilt that rises as soon as you think of yourself.': [
      'Its flip side is a bad conscience whenever you treat yourself to something.',
      'Its shadow is feeling selfish each time you put yourself first.',
    ],
    'Its flip side is {withdrawal|retreat|pulling back}: {protecting|shielding|guarding} yourself {too much|too closely|so much} {from the world|against the world|from the world around you} {ends by cutting you off from it|can leave you isolated from it|ends up shutting you away|finally walls you off from it}.':
      [
        'Its flip side is isolation: the distance taken to protect yourself turns into a wall.',
        'Its shadow is retreat, a need for quiet that can slide into being cut off.',
      ],
    'Its shadow is endless doubt, a {demand|need|craving} for certainty that {delays commitment|puts off every commitment|holds back every decision}.':
      [
        'Its flip side is paralysing scepticism: as long as one proof is missing, nothing moves.',
        'Its shadow is questions that never close, pushing every decision further away.',
      ],
    'Its flip side is apparent coldness: people take your reserve for detachment.': [
      'Its flip side is a distance people mistake for indifference.',
      'Its shadow is a faraway air that makes others believe nothing touches you.',
    ],
    'Its shadow is intellectual perfectionism, which stops you concluding until everything is understood.': [
      'Its flip side is analysis without end: wanting to grasp it all before deciding.',
      'Its shadow is the {need|urge|wish} to {understand down to the last detail|grasp every last detail|understand every detail}, {which|and this} {holds back every conclusion|delays every conclusion|keeps any conclusion waiting}.',
    ],
    'Its flip side is {hardness|harshness|toughness}: {aiming at results|focused on results|intent on the outcome}, you can {forget|lose sight of|overlook} the {human cost|cost to people|human price} {of the way there|of getting there|along the way}.':
      [
        'Its flip side is ruthlessness: the targets come before the people who serve them.',
        'Its shadow is firmness that turns harsh, when only what is achieved counts.',
      ],
    'Its shadow is control, the need to master everything that wears you out and pushes people away.': [
      'Its flip side is the hand that {never lets go|holds on too tight|cannot let go}: {watching over everything|keeping an eye on everything|overseeing everything}, {at the cost of|at the expense of|to the detriment of} your {energy and your ties|energy and your bonds|strength and your relationships}.',
      'Its shadow is the will to be in charge, tiring for you and heavy for others.',
    ],
    'Its shadow is your relationship with money, which can turn into the measure of your worth.': [
      'Its flip side is confusing what you are worth with what you own.',
      'Its shadow is a strained relationship with money, where the bank balance ends up saying who you are.',
    ],
    'Its flip side is {an obsession with results|a fixation on results|being obsessed with results}: {measuring everything|counting everything|putting a figure on everything} {ends by making you forget|blinds you to|makes you lose sight of} what cannot be {counted|measured|put in figures}.':
      [
        'Its flip side is chasing the figures, which loses sight of what cannot be measured.',
        'Its shadow is a cult of performance: scoring everything ends by making everything poorer.',
      ],
    'Its flip side is {losing yourself|getting lost|forgetting yourself} in other people’s {causes|battles|concerns}, {to the point of neglecting|until you neglect|so far that you neglect} {your own life|what is yours|the needs you have|your own affairs}.':
      [
        'Its flip side is taking up everyone’s cause and leaving your own life untended.',
        'Its shadow is neglecting your own affairs while you embrace those of the whole world.',
      ],
    'Its shadow is trouble letting go: you keep regrets the way one keeps old letters.': [
      'Its flip side is {clinging to the past|holding on to the past|living in the past}: regrets {pile up like keepsakes|accumulate like souvenirs|gather like mementoes} you {dare not throw away|cannot bring yourself to discard|never dare to part with}.',
      'Its shadow is farewells that {never end|go on forever|drag on and on}, {a difficulty in|a struggle with|a reluctance about} turning the page.',
    ],
    'Its flip side is melancholy, a gaze turned towards what is gone.': [
      'Its flip side is {nostalgia|longing for the past|a backward glance}, which {prefers yesterday to|would rather have yesterday than|clings to yesterday over} {what is beginning|what is starting|what lies ahead}.',
      'Its shadow is a gentle sadness, turned towards what has ended.',
    ],
    'Its shadow is disappointment, when the world does not live up to your ideal.': [
      'Its flip side is {disenchantment|disillusion|disappointment}: the {gap|distance|gulf} between {what is and what ought to be|the world as it is and as it should be|what is and what should be|reality and the ideal} {hurts you|pains you|wounds you}.',
      'Its shadow is {the idealist’s bitterness|the bitterness of the idealist|an idealist’s bitterness}, so often {let down|disappointed|stung} by reality.',
    ],
    'Its flip side is nervous strain: {picking up|sensing|absorbing} so much means {learning to protect yourself too|learning to shield yourself too|learning to guard your calm}.':
      [
        'Its flip side is nervousness: sensing so much wears you down unless you set limits.',
        'Its shadow is frayed nerves, which call for calm and for boundaries.',
      ],
    'Its shadow is {disappointed idealism|idealism that sours|wounded idealism}, a standard so {high|lofty|exacting} {that reality|that the real world|that life} {always seems to fall short|never quite measures up|always seems to disappoint|is bound to disappoint}.':
      [
        'Its flip side is disillusion: an ideal set so high that nothing real can reach it.',
        'Its shadow is expecting so much of the world that reality always seems a letdown.',
      ],
    'Its flip side is oversensitivity: picking up everything sometimes means taking every blow.': [
      'Its flip side is extreme porousness: feeling every tension as if it were aimed at you.',
      'Its shadow is a raw sensitivity that soaks up everyone’s mood.',
    ],
    'Its flip side is {pressure|strain|the weight of it all}: the {size|scale|sheer size} of what you carry can {become a burden|weigh you down|grow too heavy} if you do not {share the load|share it out|spread the load}.':
      [
        'Its flip side is the weight of big projects, too heavy as soon as you refuse to delegate.',
        'Its shadow is the crushing load of someone who wants to build everything alone.',
      ],
    'Its shadow is the fear of not measuring up, which sometimes makes you give up before you begin.': [
      'Its flip side is vertigo before the size of the task, which discourages you before the first step.',
      'Its shadow is self-doubt, sometimes so strong that it keeps you from starting.',
    ],
    'Its flip side is impatience with other people’s slowness, which isolates the builder.': [
      'Its flip side is irritation at other people’s pace, which ends up leaving you alone on the building site.',
      'Its shadow is demanding speed of those around you, which pushes them away.',
    ],
    'Its flip side is forgetting yourself: carrying others can make you neglect your own needs.': [
      'Its flip side is self-effacement: supporting everyone, you always put your own needs last.',
      'Its shadow is a devotion that leaves no room for you.',
    ],
    'Its shadow is the wish to rescue, which sometimes takes the place of the other person’s freedom.': [
      'Its flip side is the reflex to rescue, even when the other would rather manage alone.',
      'Its shadow is the rescuer’s stance, which takes away the other person’s right to choose.',
    ],
    'Its flip side is compassion fatigue: carrying other people’s pain wears you down.': [
      'Its flip side is the wear on someone who comforts without respite.',
      'Its shadow is a weary heart, when other people’s pain becomes yours.',
    ],
    '{With others|With people|In your bonds|In company|Around others} you {give the impulse|set things in motion|provide the spark|get things going}; {a relationship thrives|the bond thrives|your ties do well|things go best} {when you|if you|as soon as you|once you} {let the other person lead|let the other go first|hand over the reins} {now and then|at times|from time to time|once in a while}, and {follow|keep to|match|go at} {their pace|their rhythm|their tempo} {rather than yours|instead of yours|and not yours}.':
      [
        '{In love as in friendship|In love and friendship alike|With partners and friends alike}, your drive {leads the way|sets the pace|takes the lead}; your ties {do better|fare better|grow stronger} when the other person {picks the direction|chooses the way|decides where to go} {now and then|from time to time|once in a while}.',
        'The people who love you value your frankness and your energy; they also need you to ask what they think before you decide.',
        'In close company your boldness carries the other along; closeness grows when you slow down to walk at their pace.',
      ],
    '{With others|With people|In your bonds|In company|Around others} you offer {a listening ear|an attentive ear|a patient ear}; {the relationship|the bond|a relationship} {finds its balance|finds its footing|stays balanced} {when you|if you|once you} also {dare to say|dare to voice|venture to say} what you need, {without waiting for|rather than waiting for|instead of expecting} the other {to guess it|to work it out|to read your mind}.':
      [
        'The people around you find a rare listener in you; balance comes when you also tell them what you hope for.',
        'As a partner and as a friend, your gentleness builds trust, and saying your needs out loud makes it mutual.',
        'In close company you read the other before they speak; let them read you in turn, hiding nothing of what you lack.',
      ],
    '{With others|With people|In your bonds|In company|Around others} you bring {cheer|good cheer|liveliness}; {the relationship|the bond|a relationship} {deepens|grows deeper|gains depth} {when you|if you|once you} let them see {your grey days|your low days|your gloomier days} too, and {listen as much as you talk|give them as much room as you take|hear them out as much as you talk|let them speak as much as you do}.':
      [
        '{With friends and family alike|Among friends and family|With family as with friends}, your {good humour|cheerfulness|high spirits} {draws people together|brings people together|gathers people|pulls people in}; your ties {deepen|grow deeper|gain depth|become deeper} when you share your {worries|cares|troubles|concerns} too.',
        '{The people who share your life|Those who share your life|The people in your life} {love|enjoy|delight in|warm to} your {high spirits|good spirits|cheerfulness|good humour}; they {really know you|truly know you|come to know you|know you properly} {the day you let them see you|on the day they see you|once you let them see you|when they see you} {tired|weary|worn out|at a low ebb}.',
        '{Among your closest|With your nearest and dearest|Among those closest to you}, {you are the one who gets the conversation going|it is you who gets people talking|you tend to start the conversation|you are the one who sets the talk going}; {letting the other tell their story too|letting the other person speak too|giving the other room to talk|hearing their story too} {makes the closeness truer|brings you truly closer|deepens the bond|makes the bond more real}.',
      ],
    '{With others|With people|In your bonds|In company|Around others} you offer {steadiness|stability|constancy}; {the relationship|the bond|a relationship} {breathes more easily|feels lighter|relaxes} {when you|if you|once you} {allow for the unexpected|leave room for surprises|make room for the unforeseen}, and when your tenderness is {spoken as well as shown|put into words as well as deeds|said as well as shown}.':
      [
        'To the people you love, you are a reliable landmark; an unexpected turn taken with a smile brings them closer still.',
        'In love and friendship, you prove your attachment through actions; putting it into words now and then counts too.',
        'To the people around you, you stand for steadiness; your ties feel lighter when not everything has to be planned.',
      ],
    '{With others|With people|In your bonds|In company|Around others} you bring {fresh air|a breath of fresh air|a change of air}; {the relationship|the bond|a relationship} {lasts|holds|endures} {when it gives you|as long as it leaves you|if it allows you} {room|space|breathing space} {and you keep your word|and you keep to your word|while you keep your word|and you honour your promises}, {even when|even as|even though} {the urge to be elsewhere|the pull of elsewhere|the wish to be off} {makes itself felt|is strong|tugs at you}.':
      [
        'In a couple or among friends, you bring the unexpected and laughter; keeping your promises gives that freedom its worth.',
        'The people who love you enjoy your taste for adventure; they also need fixed meeting points they can count on.',
        'Among the people around you, you open windows; your ties hold when the room left to each goes with a word that can be trusted.',
      ],
    '{With others|With people|In your bonds|In company|Around others} you give {a great deal|a lot|generously}; {the relationship|the bond|a relationship} {stays fair|keeps its balance|remains even} {when you also|if you also|once you} {let yourself receive|allow yourself to receive|learn to receive}, {without keeping count of|without tallying|without keeping score of} what you gave.':
      [
        'With the people you love, you see to everything; balance comes when you let someone take care of you in turn.',
        '{With friends and family alike|Among friends and family|With family as with friends}, your devotion {does good|does people good|helps}; it stays {light|easy|light-hearted} {as long as|provided|so long as} you {do not keep score|keep no score|never keep count}.',
        'In close company you offer a home; receiving without feeling in debt is part of the bond.',
      ],
    '{With others|With people|In your bonds|In company|Around others} you offer {deep attention|close attention|a deep attentiveness}; {the relationship|the bond|a relationship} {opens up|grows warmer|comes alive} {when you|if you|once you} {share your own thoughts|share your thoughts|let your own thoughts show} too, {even before you are quite sure of them|even before they are fully formed|even the half-formed ones}.':
      [
        'The people who share your life learn that your silence is not indifference; telling them so now and then reassures them.',
        'In love as in friendship, you prefer {depth to numbers|a few deep bonds to many|depth over breadth}; sharing a {half-finished|half-formed|still unfinished} thought {brings people closer|draws people in more|builds more closeness} than a conclusion.',
        'Among your closest, your attention is precious; your ties open up when you let the other into your questions.',
      ],
    '{With others|With people|In your bonds|In company|Around others} you offer {protection and support|shelter and support|protection and backing}; {the relationship|the bond|a relationship} {deepens|grows deeper|gains depth} {when you|if you|once you} {lay down the armour|drop your guard|put the armour aside} and {show what moves you|let your feelings show|show what touches you}.':
      [
        '{When storms come|In hard times|When things get rough}, {those close to you|the people you love|your nearest and dearest|your loved ones} {find|have} {a rampart|a shelter|a bulwark|a safe harbour} {in you|with you|at your side}; letting {a weakness|any weak spot|some vulnerability|your fragility} show takes nothing {from you|away from you|from your strength}, {quite the reverse|far from it|on the contrary}.',
        '{Whether in love or in friendship|In love as in friendship|With partners and friends alike}, you {protect and you provide|protect and provide|shelter and support|guard and provide}; tenderness {gets through|comes through|shows|finds its way} {when you|once you|if you} {put down your guard|lower your guard|let your guard down|drop your defences}.',
        '{In love and friendship|With partners and friends|In love as with friends}, your {solidity|strength|steadiness} reassures; your ties {deepen|grow deeper|gain depth} when you share {the decisions as well|the decisions too|the decision-making as well}.',
      ],
    '{With others|With people|In your bonds|In company|Around others} you give {without counting|freely|without keeping score}; {the relationship|the bond|a relationship} {is nourished|is fed|thrives} {when you also|if you also|once you} {let yourself be looked after|accept being cared for|let others look after you}, and {say what you lack|say what you are missing|name what you need}.':
      [
        'Among the people around you, everyone is welcome; those nearest need a little of you just for themselves.',
        'The people who love you admire your generosity; they would like to be able to return it.',
        'In close company you forgive easily; saying what hurt you is part of forgiving too.',
      ],
    '{With others|With people|In your bonds|In company|Around others} you bring {subtle understanding|a fine understanding|a delicate understanding}; {the relationship|the bond|a relationship} {grows calmer|settles|finds its calm} {when you|if you|once you} {do not carry every feeling alone|stop carrying every feeling alone|share the weight of every feeling}, and {say what you sense|voice what you sense|put what you feel into words}.':
      [
        'In love as in friendship, you feel everything; your ties grow calmer when you name what you sense instead of soaking it up.',
        'The people who share your life find an inspiring presence in you; keep time to withdraw so as not to lose yourself in it.',
        'With the people you love, your intuition runs ahead of words; checking what you have guessed spares many misunderstandings.',
      ],
    '{With others|With people|In your bonds|In company|Around others} you offer {direction and structure|a direction and a frame|structure and a sense of direction}; {the relationship|the bond|a relationship} {is enriched|grows richer|gains} {when you|if you|once you} bring {some lightness to it too|a little lightness too|some lightness as well}, and {time with no purpose|time with no agenda|aimless moments}.':
      [
        '{With friends and family alike|Among friends and family|With family as with friends}, you {see far ahead|look far ahead|plan far ahead} {for everyone|for all of them|for the whole group}; {a moment with no plan|a moment without a plan|time with no plan} and {nothing at stake|no goal in sight|no stakes at all} {matters just as much to them|counts just as much for them|means as much to them}.',
        'In close company you build together with care; lightness and play have their place in the building too.',
        'For those around you, you are a compass; your ties grow richer when each can suggest a course as well.',
      ],
    '{With others|With people|In your bonds|In company|Around others} you give {immense support|tremendous support|unstinting support}; {the relationship|the bond|a relationship} {stays healthy|stays sound|keeps well} {when it|as long as it|if it} {does not rest on you alone|does not depend on you alone|is not carried by you alone}, {and you accept help in your turn|and you let yourself be helped in turn|and you take help in return|and others can help you too}.':
      [
        'Among the people around you, others come to you for comfort; the bond stays healthy when you dare to ask for comfort too.',
        'In love and friendship, your kindness is a shelter; sharing the load with others makes it last.',
        'The people who love you count on your support; they also need to see you accept theirs.',
      ],
    'On the whole, the 1 rewards those who begin rather than those who wait for the perfect moment.': [
      'All in all, {an imperfect start beats an endless wait|a clumsy start is better than endless waiting|starting imperfectly beats waiting forever}: the 1 {favours|rewards|smiles on} those who {take the plunge|dive in|dare to begin}.',
      'Taken together, it is action under way, however modest, that opens doors here.',
    ],
    'At bottom the instruction is simple: choose one thing and set it going.': [
      'The essential fits in a few words: one priority, then a first move.',
      'What does the 1 expect of you? A decision, and that you follow it through.',
    ],
    'On the whole, what you do with others moves better than what you force alone.': [
      'All in all, a well-chosen ally will take you further than a solo effort.',
      'Taken together, cooperation wins out over force here.',
    ],
    'At bottom, patience here is a strategy, not a wait.': [
      'The essential thing: letting things ripen is not giving up, it is choosing your moment.',
      'The 2 teaches it: gentleness often gets more than insistence.',
    ],
    'On the whole, what you share comes back to you, often by an unexpected road.': [
      'All in all, each idea you express ends up finding its audience.',
      'Taken together, your words and your creativity are your best assets right now.',
    ],
    'At bottom, the 3 {asks you|invites you|wants you} to {show yourself as you are|let yourself be seen as you are|appear as you are}, without waiting {to be ready|until you feel ready|for the perfect moment}.':
      [
        'The essential thing: dare to share what drives you, even unfinished.',
        'A lesson of the 3: show your work before it is perfect, spontaneity serves you.',
      ],
    'On the whole, what you build stone by stone will last.': [
      'All in all, regularity is worth more here than grand gestures.',
      'Taken together, each patient effort adds to the last and ends up showing.',
    ],
    'What the 4 wants, at heart, is solidity before speed.': [
      'The essential thing: build on firm ground rather than go fast.',
      'The 4 knows it: slowness well handled is a strength.',
    ],
    'On the whole, life is offering {something new|you something new|a fresh start}: {welcome it|take it in|make room for it} without {dropping everything|dropping everything else|throwing everything over}.':
      [
        'All in all, the changes coming your way deserve your curiosity, not your haste.',
        'Taken together, movement suits you as long as you keep one point of support.',
      ],
    'At bottom, the 5 reminds you that freedom is chosen, even in small doses.': [
      'The essential thing: a freedom you choose is worth more than an escape, however small.',
      'With the 5, one thing is clear: you can get a change of air without leaving everything.',
    ],
    'On the whole, everything plays out around your close ones and your home.': [
      'All in all, {your home and|home life and|your household and} {your commitments of the heart|the commitments of your heart|your bonds of the heart} {are at the centre of|are central to|take centre stage in} this period.',
      'Taken together, what matters most happens at home and among your own people.',
    ],
    'The 6’s real demand is that you stay true to your commitments without forgetting yourself.': [
      'The essential thing: keeping your word to others, and to yourself as well.',
      'The 6 is a reminder that you care better for others when you care for yourself.',
    ],
    'On the whole, time spent understanding is not time lost.': [
      'All in all, stepping back will save you more time than it costs.',
      'Taken together, {reflection|thinking things through|taking time to reflect} is your {best investment|wisest investment|best bet} here.',
    ],
    'At bottom, the 7 trusts you to find your answers within.': [
      'The essential thing: listen to your own judgement before anyone else’s.',
      'The 7 shows it: silence often answers better than bustle.',
    ],
    'On the whole, your past efforts can now turn into concrete results.': [
      'All in all, the work you have piled up can now pay what it promised.',
      'Taken together, what you have invested can begin to bear fruit.',
    ],
    'The deeper lesson of the 8: take your place without crushing anyone else’s.': [
      'The essential thing: assert your authority without making it heavy.',
      'The 8 teaches it: real strength also knows how to give ground.',
    ],
    'On the whole, by making room you prepare the next start.': [
      'All in all, what you finish now frees space for what will come.',
      'Taken together, sorting and concluding is the best way forward here.',
    ],
    'Underneath it all, the 9 is about closing with gratitude what has had its day.': [
      '{The essential thing|What matters most|The key}: {thank|give thanks for|be grateful for} {what is ending|what is drawing to a close|what is over} {rather than|instead of trying to|and do not} {hold on to it|cling to it|keep hold of it}.',
      'The 9 puts it in its own way: an ending well lived prepares a beginning.',
    ],
    'On the whole, you sense things before you understand them: keep a record of those hunches.': [
      'All in all, your intuitions run ahead of the facts: write them down.',
      'Taken together, what you sense deserves to be taken seriously, then checked.',
    ],
    'The 11’s real task is to bring your ideals into your everyday gestures.': [
      'The essential thing: bring the ideal down into daily life.',
      'With the 11, an inspiration counts only once it is turned into action.',
    ],
    'On the whole, a long-term idea can take shape if you give it a plan.': [
      'All in all, big projects move forward here in well-marked stages.',
      'Taken together, your vision needs a timetable to become real.',
    ],
    'At bottom, the 22 asks you to build to last, and not only for yourself.': [
      'The essential thing: build something useful that will outlive you.',
      'A lesson of the 22: ambition finds its meaning when it serves the many.',
    ],
    'On the whole, what you offer others also feeds your own path.': [
      'All in all, your generosity makes you grow as much as it helps.',
      'Taken together, giving and passing things on remain your best roads.',
    ],
    'What the 33 teaches is to love without sacrificing yourself.': [
      'The essential thing: love fully, without losing yourself in it.',
      'The 33 whispers it: a heart that spares itself can give for longer.',
    ],
    'your {beginnings|fresh starts|first moves} and the {projects|plans|ventures} {that are truly yours|you can call your own|that belong to you alone}':
      [
        'the initiatives still to come',
        'what you dare to begin',
        'your taste for leading the way',
        'your most personal decisions',
        'your first steps',
        'what is waiting for your push',
        'your independence',
        'the road you are opening',
      ],
    'your {alliances|partnerships|allies} and the {quality of your bonds|strength of your ties|worth of your bonds}':
      [
        'your partnerships',
        'what you share with a partner',
        'your gift for listening',
        'the give and take of daily life',
        'your agreements',
        'what can be settled gently',
        'the people nearest you',
        'the peace you keep',
      ],
    'your gifts and sharing them': [
      'your gift for expression',
      'what makes you want to create',
      'the ideas you want to share',
      'the joy you pass around',
    ],
    'your practical and material foundations': [
      'your patient efforts',
      'what you are putting in order',
      'your sense of method',
      'the steady rhythm of your days',
      'your concrete commitments',
      'what is built slowly',
      'your working framework',
      'the rigour of your plans',
    ],
    'your {changes|transitions|moves} and the {doors that open|doors opening to you|new openings|openings ahead}':
      [
        'your longing for elsewhere',
        'what is shifting around you',
        'your taste for discovery',
        'the new things coming your way',
        'your journeys, near or far',
        'what gives you momentum',
        'your curiosity',
        'the share of the unexpected',
      ],
    'your home and your close ones': [
      'your household',
      'what you {bring to|give to|offer} {those close to you|the people you love|your nearest and dearest}',
      'your sense of responsibility',
      'the harmony of your home',
    ],
    'your reflection and your deeper questions': [
      'your moments of silence',
      'what deserves a closer look',
      'your inner life',
      'the search for meaning',
      'your reading and study',
      'what lies beneath the surface',
      'your need for solitude',
      'the wisdom you seek',
    ],
    'your ambitions and material success': [
      'your concrete goals',
      'what you manage and direct',
      'your head for business',
      'recognition for your efforts',
      'your finances',
      'what your work brings in',
      'your power to decide',
      'the success being built',
    ],
    'what {must end|has to end|needs to close} {before a fresh start|before something new|before you begin again}':
      [
        'the {cycles|chapters|phases} {coming to a close|drawing to an end|nearing their end}',
        'what {it is time to let go of|you can now release|has run its course|you are ready to release}',
        'your openness to others',
        'the page that is turning',
        'the endings that are due',
        'what has had its day',
        'your generosity',
        'the close of a cycle',
      ],
    'your {intuitions|hunches|inner promptings} and what they {show you|reveal to you|tell you|point to}': [
      'your hunches',
      'what inspires you',
      'your ideals',
      'the light you bring to others',
      'your inspirations',
      'what you perceive by instinct',
      'your sensitivity',
      'the inspired side of your life',
    ],
    'your great projects and how to carry them out': [
      'your long-term ambitions',
      'what could serve many people',
      'your builder’s sense',
      'the vision you carry',
      'your large-scale undertakings',
      'what will outlast you',
      'your sense of the common good',
      'long-term building',
    ],
    'those who count on you': [
      'your acts of support',
      'what you give without counting',
      'your way of caring',
      'passing on your experience',
      'your bursts of generosity',
      'what you teach',
      'your role as a guide',
      'the tenderness you offer',
    ],
    'deciding everything yourself': [
      'imposing your pace on everyone',
      'brushing aside other views',
      'taking criticism as an attack',
      'acting before consulting anyone',
    ],
    'fading out to avoid conflict': [
      'keeping your own view quiet',
      'depending on others’ approval',
      'letting others decide for you',
      'brooding over a remark',
    ],
    'scattering yourself across ten wishes': [
      'talking to fill the silence',
      'dodging anything serious',
      'always seeking approval',
      'putting off what matters',
    ],
    'shutting yourself in routine': [
      'putting pleasure off indefinitely',
      'checking everything twice',
      'ignoring your own wishes',
      'distrusting anything new',
    ],
    'changing just to change': [
      'burning the candle at both ends',
      'promising, then vanishing',
      'wanting to try everything at once',
      'running from every routine',
      'chasing every new thrill',
      'neglecting your commitments',
    ],
    'never asking for help': [
      'meddling in everything',
      'carrying everyone’s worries',
      'waiting to be thanked',
      'smothering with too much care',
    ],
    'cutting yourself off from others': [
      'analysing without ever concluding',
      'avoiding difficult conversations',
      'waiting for perfect proof',
      'isolating yourself out of pride',
    ],
    'reducing everything to money': [
      'measuring your worth by success',
      'wanting to control everything',
      'neglecting loved ones to succeed',
      'confusing power with worth',
    ],
    'clinging to what is over': [
      'losing yourself in distant causes',
      'regretting instead of sorting',
      'living in regret',
      'helping until you neglect yourself',
    ],
    'losing yourself in the ideal': [
      'waiting for a sign to act',
      'drifting off into dreams',
      'believing no one understands you',
      'doubting every hunch',
    ],
    'carrying it all yourself': [
      'sacrificing loved ones to the project',
      'wanting everything at once',
      'thinking too big too soon',
      'forgetting today for tomorrow',
    ],
    'sacrificing yourself for everyone': [
      'giving without ever receiving',
      'taking on everyone’s sorrow',
      'shouldering other people’s burdens',
      'judging yourself too harshly',
    ],
    'Before a negotiation, write down what the other side should be able to gain from it.': [
      'Before discussing a deal, note what the other person must get out of it to say yes.',
      'When you go into a negotiation, work out the other side’s gain first: the agreement will hold better.',
    ],
    'When someone {asks a favour|asks you for something|needs a hand}, {first ask yourself|ask yourself first|check first} whether you are {doing it|saying yes} {out of warmth or out of duty|from warmth or from duty|for love or for duty}: the first {feeds you|nourishes you|fills you up}, the second {wears you down|drains you|wears you out}.':
      [
        'Before doing someone a favour, check whether it comes from wanting to or from feeling obliged: one lifts you, the other tires you.',
        'With each request for help, ask yourself one question: pleasure or duty? The answer tells you whether to accept.',
      ],
    'Once a week, do for yourself what you do so well for others: a proper meal, a quiet evening, some care.':
      [
        'Each week, {give yourself|offer yourself|grant yourself} {the care you give others|the care others get from you|the attention you give others}: {a good meal, a calm evening, a moment just for you|a proper meal, a quiet evening, time of your own|a good dinner, a peaceful evening, an hour for you}.',
        'Keep one evening a week when you are the one being looked after, as you do so well for those close to you.',
      ],
    'Each week, share one of your thoughts with someone close, even half-formed.': [
      'Once a week, tell someone close an idea you are still working out.',
      'Each week, share an unfinished thought with someone you trust.',
    ],
    'Walk alone for an hour each week, without headphones: your thoughts sort themselves out on the way.': [
      'Each week, take a long walk on your own, with no phone: ideas sort themselves out as you go.',
      'An hour’s solitary walk a week, with nothing in your ears, is enough to put your thoughts in order.',
    ],
    'Before {taking up|embracing|signing up for} a new cause, {ask yourself|consider|work out} how much {time|room|space} {you have left|will remain|it leaves you} for your own life.':
      [
        'Before {embracing|taking on|throwing yourself into} a new cause, {measure|weigh up|work out} how much {time|room|space} it will {leave you|still leave you|leave} {for yourself|for your own life|for your own needs}.',
        'When a new cause {calls you|calls on you|draws you in}, {first ask|ask yourself first|stop and ask} what it will {leave of your own life|leave you of your own life|leave over for your own life}.',
      ],
    'Keep one fixed ritual a week, just one: it will serve as your anchor.': [
      'Hold one {unchanging|fixed|regular} appointment {each week|every week|a week}: it will {be your anchor point|serve as your anchor|anchor your week}.',
      'Choose one weekly habit, just one, and do not let it go: it will steady you.',
    ],
    'Give yourself one new thing a month (a place, a class, a meeting) and keep a single commitment going to the end alongside it.':
      [
        'Each month, try something {you have never done|new to you|you have not tried before} (a place, a {workshop|class|course}, a person), while seeing {one chosen commitment|one commitment you have chosen|a single chosen project} through.',
        'Allow yourself one discovery a month, and keep alongside it a single project you carry to the end.',
      ],
    'Choose {one specific cause|a single cause|one precise cause} {and give it|then give it|and grant it} {regular time|time regularly|a regular slot}, {rather than|instead of} {spreading yourself everywhere|spreading yourself thin|scattering your efforts}: {your generosity will|your generous streak will|what you give will} {gain in depth|go deeper|grow deeper|count for more}.':
      [
        'Rather than helping everywhere, commit to one cause at set times: your giving will gain in strength.',
        'Give regular time to one well-chosen commitment, rather than answering every call.',
      ],
    'Write a few lines each evening: the words that live in you need a place to land.': [
      'Keep a notebook and {jot a few sentences in it|write a few lines in it|note a few sentences} {each evening|every evening|at night}: what {lives in you|stirs in you|moves in you} needs {a way out|an outlet|somewhere to go}.',
      'In the evening, take five minutes to write: your words need somewhere to settle.',
    ],
    'Each week, note what you received from others, not only what you gave.': [
      'Each week, list what others have brought you, and not only what you have offered.',
      'Once a week, write down the kindnesses you received: you will see that giving runs both ways.',
    ],
    'When you {make a decision|decide something|settle on something}, {say it out loud|say it aloud|announce it} {to someone|to another person|to a friend}: a {spoken commitment|promise made aloud|commitment spoken aloud} {holds better than|binds you more than|counts for more than} a {private intention|silent intention|private resolve}.':
      [
        'Announce your decisions to someone close: what is said binds you more than what is only thought.',
        'As soon as a decision is made, share it with someone: it will become more solid.',
      ],
    'When a plan goes off the rails, give yourself a day before redrawing it: the unexpected sometimes brings something better.':
      [
        'If {a project|a plan|a venture} {goes off course|goes off the rails|veers off track}, {wait|give it|allow} {twenty-four hours|a day|a full day} before {rebuilding it|redrawing it|reworking it}: the unexpected {sometimes has its good side|sometimes brings something good|can have its good side}.',
        'Faced with plans upset, let a day go by before reacting: the detour sometimes turns out better.',
      ],
    'At the end of each season, sort things out: what you keep, what you give, what you let go.': [
      'Four times a year, sort through things: what stays, what is given away, what goes.',
      'At each change of season, review what surrounds you and decide what to keep and what to release.',
    ],
    'When a question keeps returning, write it down, then note what you already know: thinking clears on paper.':
      [
        'Write down the question on your mind, then what you already know: the answer often takes shape on the page.',
        'When a question keeps going round, take a sheet of paper: the question at the top, what you are sure of below.',
      ],
    'Each time you use your authority, ask yourself who besides you benefits from it.': [
      'When you are in charge, check who benefits from the decision besides you.',
      'Before imposing a decision, ask what it brings to others, and not only to you.',
    ],
    'Ask the people close to you what they need before you offer it.': [
      'Before helping, ask: what do the people close to you really expect?',
      'Rather than guessing, ask those you love what kind of support would do them good.',
    ],
    'Each month, choose one hunch and check it against the facts.': [
      'Once a month, note down a hunch, then compare it with what happens.',
      'Each month, put one intuition to the test of the facts, to learn to recognise the good ones.',
    ],
    'Before changing direction, write down what you leave and what you seek: the move then becomes a choice.':
      [
        'Before a change of course, write down what you are leaving behind and what you hope to find.',
        'When the urge to turn off takes you, put on paper what you are leaving and what you are looking for.',
      ],
    'Give {each creative project|every creative project|each project you create|each of your creations} {an end date|a deadline|a finishing date|a date to finish by}, {and|then} {show the result to someone|share the result with someone|let one person see it|show someone what came of it}.':
      [
        'Set a deadline for each creation, then let someone see it.',
        'Each creative project deserves a deadline and a first audience.',
      ],
    'Give an idea that stays with you a simple form: a page, a sketch, a plan.': [
      'Put an idea that keeps coming back on paper: a few lines, a diagram, a plan.',
      'Give an inspiration some body by offering it a modest form, a page or a sketch.',
    ],
    'Set yourself an ambitious, measurable goal, then name one person you will report to on it.': [
      'Pick a {bold goal|daring goal|bold target} {with figures attached|you can measure|with numbers on it}, and choose someone to {follow your progress|track your progress|keep an eye on your progress}.',
      'Give yourself an ambitious, measurable target, and a witness to answer to.',
    ],
    'Choose one creative project and give it a finished shape: a short text, an object, an evening prepared to the end.':
      [
        'Take one creative project {to a finished form|all the way to a finished form|through to the end}: {a few pages|a short text|a song}, an object, an evening {organised from start to finish|planned down to the last detail|put together from start to finish}.',
        'Give one wish to create a concrete outcome, however modest.',
      ],
    'Set aside {an hour|a free hour|some time} {each week|every week|once a week} with nothing {planned|on the agenda|scheduled}: {solidity needs some suppleness too if it is to last|what is solid needs some give if it is to last|even firm foundations need a little give to last}.':
      [
        'Keep one slot each week free of obligations: what is solid needs some give too.',
        'Once a week, plan nothing for an hour: suppleness makes foundations last.',
      ],
    'Give yourself a moment of silence each day, however short: that is where your best answers come.': [
      'Each day, allow yourself a few quiet minutes: that is where good answers come.',
      'Take a moment each day with no noise and no screen, however short: that is where your ideas clear.',
    ],
    'Once a month, ask for help with something you would have done on your own, without explaining why.': [
      'Each month, ask someone to help with a task you would have taken on alone, without apologising.',
      'Once a month, let someone help you, simply, without having to explain yourself.',
    ],
    'Set a date for deciding each question you study, and keep to it.': [
      'Give yourself a deadline for concluding each line of enquiry, and respect it.',
      'For each question you are digging into, choose the day on which you will decide.',
    ],
    'Each month, leave one decision to someone in your team or your circle, and back it.': [
      'Once a month, hand a choice to someone close or a colleague, then stand behind it.',
      'Each month, let someone else settle one question, and support their decision.',
    ],
    'Once a month, give yourself a day with no goal and no result to reach.': [
      'Each month, take a day when nothing has to be achieved or measured.',
      'Regularly give yourself a day with no aim and nothing to prove.',
    ],
    'Before each important decision, hear out one opposing view to the end.': [
      'Before {an important choice|a big decision|a major choice}, let someone {argue the opposite case|make the case against|defend the other side} without {interrupting|cutting in|stopping them}.',
      'When the stakes are high, seek out the contrary opinion first and hear it in full.',
    ],
    'Write a letter, {even one you never send|which you need never send|whether or not you send it|even if it stays in a drawer}, to {a person or a time of life|someone or some time of your life|a person or a period of your life} you want to {let go of|leave behind|say goodbye to}.':
      [
        'Write {a few lines|a short note|a few words}, {never posted if you like|unsent if you prefer|kept to yourself if you like}, {to what you want to|addressed to what you wish to|to whatever you want to} {let go of|leave behind|say goodbye to}.',
        'Write {a farewell on paper|a farewell note|a goodbye on paper}, {kept or torn up|kept or thrown away|whether you keep it or not}, to {a time or a person|a person or a period|a stage or a person} you are {leaving behind|moving away from|parting with}.',
      ],
    'Before saying yes to a new adventure, finish an old one.': [
      'Finish a current project before accepting a new one.',
      'For every adventure that begins, first wrap up one that is dragging on.',
    ],
    'Each month, turn down one request that costs you too much: those who love you will understand.': [
      'Once a month, decline a request that weighs on you: the people close to you will take it well.',
      'Each month, refuse one demand that is too heavy; those who care for you will not hold it against you.',
    ],
    'a time of momentum': ['a cycle of daring', 'a stage of getting started'],
    'a time of agreements and patience': ['a cycle of gentleness', 'a stage of understanding'],
    'a time of expression': ['a cycle of creativity', 'a stage of lively exchanges'],
    'a time of building': [
      'a cycle of construction',
      'a stage of {order and rigour|order and method|method and rigour}',
    ],
    'a time of movement': ['a cycle of movement', 'a stage of change'],
    'a time of commitments': ['a cycle of care', 'a stage of heartfelt commitments'],
    'a time of stepping back': ['a cycle of stepping back', 'a stage of study'],
    'a time of achievement': [
      'a cycle of achievement',
      'a stage of {power and results|concrete results|tangible results}',
    ],
    'a time of completion': ['a cycle of taking stock', 'a stage of sorting out'],
    'a time of inspiration': ['a cycle of intuitions', 'a stage of inspiration'],
    'a time of great works': ['a cycle of great works', 'a stage of practical vision'],
    'a time of devotion': ['a cycle of giving', 'a stage of passing things on'],
    'start what has waited': ['sign up for a fresh project', 'kick things off'],
    'seek a partner’s backing': ['propose some common ground', 'thank a quiet ally'],
    'show what you are preparing': ['share an idea in public', 'create without aiming at perfection'],
    'set a frame and a budget': ['bring a file up to date', 'tidy up before starting again'],
    'change scene or method': ['change a worn-out habit', 'travel, even close by'],
    'look after the bonds that matter': ['visit someone close to you', 'mend what has been damaged'],
    'check before deciding': ['reread before you answer', 'take a day to reflect'],
    'negotiate and own your ambition': ['put a figure on your goal', 'negotiate what is due to you'],
    'sort things and let go': ['clear out what clutters you', 'close an old file'],
    'test a hunch against the facts': ['note down a hunch', 'follow an inspiration, carefully'],
    'give form to a big idea': ['plan a large-scale project', 'rally people around an idea'],
    'serve without forgetting yourself': ['comfort without wearing yourself out', 'pass on a skill'],
    'Your life {teaches you|asks you|invites you} to {stand on your own feet|stand on your own two feet|stand by yourself}: {you are expected to|it falls to you to|you are here to} {open the way|lead the way|clear the path}, and {each time|every time|whenever} {you follow|you take} someone else’s {road|path|route} {for comfort|out of comfort|because it is easier}, something in you {dims|fades|goes out}.':
      [
        'The thread of your life is self-reliance: making your own path rather than borrowing someone else’s, and daring to lead.',
      ],
    '{Deep down|At heart|In your heart|Deep inside|Secretly}, you {want|wish|long|would like} to be {the author of your own life|the one who writes your own life|the author of your life}, to choose {your battles|your own battles|which battles to fight} and {owe your place to no one but yourself|owe your place to yourself alone|owe what you have to no one else}.':
      ['What you privately seek is autonomy: steering your own course by your own choices.'],
    'Your life is built through bonds: you are here to bring people together, to attune, to hold together what tends to scatter, and your strength grows as you share it.':
      [
        'The meaning of your path lies in partnership: connecting, soothing, uniting, and finding that union is your strength.',
      ],
    'Deep down, you long for peace and closeness, a bond where a half-spoken word is enough.': [
      'What you privately seek is harmony: a peaceful relationship made of trust and tenderness.',
    ],
    'Your life is made for expression: speaking, writing, creating, linking people through words, and life grows lighter whenever you let your joy through.':
      [
        'Your path is about giving voice to what you feel: through words, art and laughter, you connect people and lift their mood.',
      ],
    '{Deep down|At heart|In your heart|Deep inside|Secretly}, you {want|wish|long|would like} to be {heard in|listened to in|recognised in} {what is most alive in you|the liveliest part of you|what burns brightest in you}, to share {what fires your enthusiasm|what fires you up|what sets you alight}.':
      [
        'What you {privately seek|secretly look for|seek in private} is {an audience for your creative spark|an audience for your creativity|people to share your creative spark with}, and {the joy of sharing what drives you|the joy of sharing what moves you|the pleasure of passing on what drives you}.',
      ],
    'Your life is built stone by stone: you are here to make things that last, and what you lay down with method ends up holding.':
      ['Your path is one of patient building: sound foundations, steady effort, work that lasts.'],
    'Deep down, you long for stability, firm ground to stand on and to offer the people you love.': [
      'What you privately seek is an anchor: a home, a trade, landmarks that do not shift.',
    ],
    'Your life is made of movement: you are here to explore, change horizons and taste the variety of the world, and routine is the only real prison for you.':
      [
        'Your path is one of discovery: moving, trying, learning from the world, and finding a freedom that builds.',
      ],
    'Deep down, you long for freedom, room to live several lives and never feel boxed in.': [
      'What you privately seek is open space: change, encounters, no door closed.',
    ],
    'Your life turns around {caring responsibility|responsibility for others|the duty of care}: {looking after others|looking after people|taking care of others}, {making things beautiful|bringing beauty|making life more beautiful}, keeping a home {in the widest sense|in the broadest sense|in every sense}, and {finding the right balance|striking the right balance|finding a fair balance} between {giving and receiving|what you give and what you receive|giving and being given to}.':
      [
        'Your path is about caring: for the home, for those close to you, for the beauty of things, without leaving yourself out.',
      ],
    'Deep down, you long to love and be loved in a harmonious setting, to be of use to those who matter to you.':
      ['What you privately seek is a peaceful love and a home where everyone is at ease.'],
    'Your life is a search for meaning: understanding, going deeper, looking for what lies beneath appearances, and chosen solitude holds a precious place in it.':
      [
        'Your path is one of knowledge: questioning, going deeper, and making your silences a source of wisdom.',
      ],
    'Deep down, you long for truth and inner calm, time to think without being rushed.': [
      'What you privately seek is peace of mind and true answers.',
    ],
    'Your life brings you face to face with the power to shape the real world: leading, building on a large scale, taking on responsibility, and learning the fair use of your strength.':
      [
        'Your path is mastery of the concrete: undertaking, leading, succeeding, and making your strength a fair tool.',
      ],
    '{Deep down|At heart|In your heart|Deep inside|Secretly}, you {want|wish|long|would like} to {achieve|accomplish things|succeed}, to leave {a tangible mark|a visible mark|a mark you can point to} and be {recognised|acknowledged|valued|given credit} {for what you have|for all you have} {done|achieved|built}.':
      ['What you privately seek is visible success and the respect it brings.'],
    'Your life {opens onto the world|looks out on the world|opens out to the world}: {understanding others|understanding people|making sense of others}, serving a cause {larger than yourself|bigger than you|beyond yourself}, and {knowing how to close chapters|knowing when to close a chapter|learning to close chapters} so that {others can open|new ones can open|others may begin}.':
      [
        'Your path is one of humanity: understanding, giving, serving widely, and knowing how to leave behind what is complete.',
      ],
    '{Deep down|At heart|In your heart|Deep inside|Secretly}, {you want|you would like|you wish} your life to {serve|be devoted to|be given over to|be spent on} {something larger|something bigger|a larger purpose}, an ideal that {goes beyond|reaches beyond|rises above} your own {interest|interests|concerns}.':
      ['What you privately seek is to serve an ideal and make the world a little better.'],
    'Your life carries a calling to awaken: to pick up what others do not yet see, to inspire, to carry an intuition over into a concrete form.':
      [
        'Your path is to light the way: perceiving ahead of others, and turning your intuitions into useful acts.',
      ],
    'Deep down, you long for a life with meaning and height, where your sensitivity serves a purpose.': [
      'What you privately seek is an inspired life, in which your sensitivity finds its purpose.',
    ],
    'Your life calls for building on a large scale: giving concrete form to a great vision, building something that serves far beyond yourself.':
      ['Your path is to build on a large scale: a vision, a plan, a work that serves the many.'],
    'Deep down, you want to build a useful, lasting work that changes many lives in practice.': [
      'What you privately seek is to leave behind a useful construction, larger than yourself.',
    ],
    'Your life stands under the sign of wise devotion: teaching, tending bonds, guiding by example rather than by speeches.':
      [
        'Your path is one of clear-sighted devotion: guiding, comforting, passing on, without losing yourself.',
      ],
    'Deep down, you long to love widely and to see those you accompany flourish.': [
      'What you privately seek is a generous love, and to see those you help flourish.',
    ],
    'what you {have|want|long} to {say and to show|say and share|tell and show}': [
      'your creative projects',
      'what makes you laugh',
      'your gift for storytelling',
      'the words you dare to say',
    ],
    'your {commitments|promises|duties} to {the people you love|those you love|your loved ones}': [
      'your responsibilities of the heart',
      'what makes a place warm',
      'your role among your own',
      'the beauty of your daily life',
    ],
    'In love, it is yours to propose: an invitation, a clear word, a plan for two that you carry.': [
      'Romantically, dare to make the first move: a date suggested, an intention stated plainly.',
      'As a couple, your drive sets the tone; let the other choose the next outing too.',
    ],
    'In love, the 2 is the number of the couple: honest talks and tender gestures count more than grand declarations.':
      [
        'Romantically, gentleness and listening work wonders: time together, screens off, is worth more than a big speech.',
        'As a couple, everyday closeness is what counts, made of small shared attentions.',
      ],
    'In love, the 3 makes you light and talkative: go out, laugh, say what you like in the other.': [
      'Romantically, cheerfulness makes you hard to resist: suggest an outing, a game, a surprise.',
      'As a couple, talk, write to each other, laugh: the relationship feeds on your exchanges.',
    ],
    'In love, the 4 speaks of solidity: concrete plans for two, a word kept, daily life better shared.': [
      'Romantically, constancy reassures: a promise kept does more than a grand gesture.',
      'As a couple, build something concrete: a shared budget, a plan for a home, habits in common.',
    ],
    'In love, the 5 brings the unexpected: a meeting, a journey, a wish to renew the relationship.': [
      'Romantically, a change of scene does you good: a getaway, a new activity to share.',
      'As a couple, keep room for each of you; freedom respected makes the bond livelier.',
    ],
    'In love, the 6 is the number of commitment: moving in, making promises, or finally saying what matters.':
      [
        'Romantically, tenderness shows in care: a meal prepared, a thoughtful gesture, a reassuring word.',
        'As a couple, commitments {take shape|become clearer|firm up}; {talk about|discuss|put into words} what each of you {expects of home|expects from home life|wants from your home}.',
      ],
    'In love, the 7 asks for depth: fewer people, true conversations, time for yourself too.': [
      'Romantically, you need truth more than excitement: one sincere conversation brings you closer.',
      'As a couple, protect quiet moments, and share what you usually keep to yourself.',
    ],
    'In love, the 8 asks for relationships between equals: say what you expect, and hear it too.': [
      'Romantically, passion {runs strong|runs high|burns bright}; {mutual respect|respect on both sides|respect for each other} makes it last.',
      'As a couple, share the decisions as well as the responsibilities, without trying to lead alone.',
    ],
    'In love, the 9 closes chapters: a story ending calmly, or a couple freed from an old grievance.': [
      'Romantically, this is a time for forgiveness and turned pages, so as to love more freely.',
      'As a couple, leave an old quarrel behind: the relationship will gain some air.',
    ],
    'In love, the 11 makes you sensitive to the unsaid: trust what you feel, then talk about it.': [
      'Romantically, your intuition picks up a great deal; check it through a real conversation.',
      'As a couple, a feeling shared is worth more than one kept secret.',
    ],
    'In love, the 22 looks far ahead: a shared life plan, a home, a decision that commits the future.': [
      'Romantically, you think long term: talk about the future you picture together.',
      'As a couple, a big shared project can strengthen the bond, as long as you keep time for tenderness.',
    ],
    'In love, the 33 gives a great deal: make sure you receive as much as you offer.': [
      'Romantically, your generosity touches people; let yourself be pampered in turn.',
      'As a couple, gentleness flows both ways when you dare to say what you need.',
    ],
    'trying to fix everything for everyone': [
      'wanting to mend everyone’s troubles',
      'taking on everyone’s problems',
    ],
    'saying yes out of mere duty': ['agreeing out of pure obligation', 'saying yes when you mean no'],
  },
};

/** A text and its other wordings. */
function wordingsOf(lang: Lang, text: string): readonly string[] {
  const more = REWORDED[lang][text];
  return more ? [text, ...more] : [text];
}

/**
 * A sentence of a number's depth and those of its other wordings that are about as long: the long
 * readings are measured in words, and a shorter wording chosen in every portrait would shorten them.
 */
function longWordingsOf(lang: Lang, text: string): readonly string[] {
  return wordingsOf(lang, text).filter((t) => t === text || drawnLength(t) >= drawnLength(text) * 0.9);
}

/** A text's length as a reader meets it: each group of inline wordings counts as its mean wording. */
function drawnLength(text: string): number {
  return text.replace(/\{([^{}]*)\}/g, (_, inner: string) => {
    const ws = inner.split('|');
    return 'x'.repeat(Math.round(ws.reduce((n, w) => n + w.length, 0) / ws.length));
  }).length;
}

const VOICES: Record<number, Record<Lang, Voice>> = {
  1: {
    fr: {
      pace: ['un temps d’élan', 'une saison de départs', 'un moment d’initiative'],
      step: [
        'lancer ce qui attend',
        'faire le premier pas',
        'trancher et vous y tenir',
        'prendre une initiative franche',
        'présenter votre idée sans attendre',
        'choisir une priorité et démarrer',
        'tenter la démarche repoussée',
        'décider sans attendre l’unanimité',
      ],
      quality: 'l’initiative',
      field: [
        'vos projets les plus personnels',
        'ce que vous {décidez de mettre en route|choisissez de lancer|avez envie de démarrer|comptez mettre en route}',
        'votre {capacité à décider|aptitude à trancher|liberté de choisir|faculté de décider} {par vous-même|sans attendre l’avis des autres|en votre nom propre}',
        'la part de votre vie qui {attend un premier pas|n’attend qu’un premier pas|demande un premier geste}',
      ],
      topic: {
        amour: [
          'En amour, c’est à vous de proposer : une invitation, un mot clair, un projet à deux que vous portez.',
          'Côté cœur, le 1 préfère la franchise aux signaux : dites ce que vous souhaitez, simplement.',
        ],
        travail: [
          '{Au travail|Professionnellement|Côté travail}, avancez-vous : une candidature, une idée {présentée en premier|proposée la première|mise sur la table}, une responsabilité que vous {demandez|réclamez}.',
          'Professionnellement, c’est le chiffre des lancements : ce que vous proposez maintenant a de l’allant.',
        ],
        sante: [
          '{Pour votre énergie|Côté énergie|Côté vitalité|Pour votre forme}, le 1 aime les reprises : un rythme nouveau, commencé modestement et tenu.',
          'Votre vitalité répond bien à un départ simple, une habitude que vous choisissez et que vous gardez.',
        ],
        general: [
          'Dans l’ensemble, le 1 récompense ceux qui commencent plutôt que ceux qui attendent le moment parfait.',
          'Au fond, la consigne est simple : choisir une chose et la mettre en route.',
        ],
      },
      pitfall: [
        'tout décider par vous-même',
        'foncer sans regarder derrière vous',
        'confondre vitesse et précipitation',
        'voir un défi partout',
      ],
    },
    en: {
      pace: ['a time of momentum', 'a season of beginnings', 'a moment for initiative'],
      step: [
        'start what has waited',
        'take the first step',
        'decide and stand by it',
        'take a clear initiative',
        'put your idea forward first',
        'pick one priority and begin',
        'make the move you postponed',
        'decide without waiting for consensus',
      ],
      quality: 'initiative',
      field: [
        'your {beginnings|fresh starts|first moves} and the {projects|plans|ventures} {that are truly yours|you can call your own|that belong to you alone}',
        'what you {decide|choose|resolve} to {set in motion|get going|set going}',
        'your ability to decide for yourself',
        'the {part|side|area} of your life {waiting for|that awaits|still waiting for|that needs} {a first step|a first move|a start|its first step}',
      ],
      topic: {
        amour: [
          'In love, it is yours to propose: an invitation, a clear word, a plan for two that you carry.',
          'In matters of the heart, the 1 prefers plain speaking to hints: say what you wish for, simply.',
        ],
        travail: [
          'At work, step forward: an application, an idea put first, a responsibility you ask for.',
          'Professionally, this is the number of launches: what you put forward now has drive.',
        ],
        sante: [
          '{For your energy|Energy-wise|As for your vitality|When it comes to your energy}, the 1 {likes|thrives on|favours} fresh starts: a new {rhythm|routine|habit}, {begun modestly and kept|started small and kept up|begun gently and held to}.',
          'Your vitality answers well to a simple start, a habit you choose and keep.',
        ],
        general: [
          'On the whole, the 1 rewards those who begin rather than those who wait for the perfect moment.',
          'At bottom the instruction is simple: choose one thing and set it going.',
        ],
      },
      pitfall: [
        'deciding everything yourself',
        'rushing ahead without looking back',
        'confusing speed with haste',
        'seeing a challenge everywhere',
      ],
    },
  },
  2: {
    fr: {
      pace: [
        'un temps d’accords et {de patience|de douceur|de lenteur}',
        'une saison d’écoute',
        'un moment de rapprochements',
      ],
      step: [
        'chercher l’appui d’un partenaire',
        'laisser mûrir ce qui est semé',
        'négocier avec douceur',
        'demander conseil à un proche',
        'renouer un dialogue tendu',
        'préférer l’accord à la force',
        'soigner une collaboration',
        'dire ce dont vous avez besoin',
      ],
      quality: 'la coopération',
      field: [
        'la qualité de vos liens',
        'ce qui se construit à deux, {patiemment|pas à pas|sans hâte}',
        'votre art {d’accorder les points de vue|de concilier les avis|de rapprocher les points de vue}',
        'la confiance que vous {tissez|construisez|bâtissez} avec les autres',
      ],
      topic: {
        amour: [
          'En amour, le 2 est le chiffre du couple : les conversations sincères et les gestes tendres comptent plus que les grandes déclarations.',
          'Côté cœur, prenez le temps d’écouter l’autre jusqu’au bout ; c’est là que le lien se resserre.',
        ],
        travail: [
          'Au travail, un appui discret ou un partenariat vous servira davantage qu’un coup d’éclat.',
          'Professionnellement, misez sur la négociation et le travail d’équipe plutôt que sur la conquête.',
        ],
        sante: [
          '{Pour votre énergie|Côté énergie|Côté vitalité|Pour votre forme}, le 2 demande du calme : moins de tension, davantage de pauses choisies.',
          'Votre vitalité se refait dans la douceur et dans la compagnie de gens qui vous apaisent.',
        ],
        general: [
          'Dans l’ensemble, ce qui se fait avec les autres avance mieux que ce que vous forcez en solitaire.',
          'Au fond, la patience est ici une stratégie, pas une attente.',
        ],
      },
      pitfall: [
        'vous effacer pour éviter un conflit',
        'attendre que l’autre devine',
        'dire oui pour avoir la paix',
        'reporter un choix par peur',
      ],
    },
    en: {
      pace: ['a time of agreements and patience', 'a season of listening', 'a moment of coming together'],
      step: [
        'seek a partner’s backing',
        'let what you sowed ripen',
        'negotiate gently',
        'ask someone close for advice',
        'reopen a strained conversation',
        'prefer agreement to force',
        'tend a partnership that matters',
        'say what you need',
      ],
      quality: 'cooperation',
      field: [
        'your {alliances|partnerships|allies} and the {quality of your bonds|strength of your ties|worth of your bonds}',
        'what is built by two, patiently',
        'your art of bringing views together',
        'the trust you weave with other people',
      ],
      topic: {
        amour: [
          'In love, the 2 is the number of the couple: honest talks and tender gestures count more than grand declarations.',
          'In matters of the heart, take time to hear the other out; that is where the bond tightens.',
        ],
        travail: [
          'At work, quiet backing or a partnership will serve you better than a stroke of brilliance.',
          'Professionally, bet on negotiation and teamwork rather than conquest.',
        ],
        sante: [
          '{For your energy|Energy-wise|As for your vitality|When it comes to your energy}, the 2 {asks for|calls for|needs} {calm|quiet|gentleness}: less {strain|tension|pressure}, more {pauses you choose|breaks of your own choosing|rest on your own terms}.',
          'Your vitality mends in gentleness and in the company of people who settle you.',
        ],
        general: [
          'On the whole, what you do with others moves better than what you force alone.',
          'At bottom, patience here is a strategy, not a wait.',
        ],
      },
      pitfall: [
        'fading out to avoid conflict',
        'waiting for others to guess',
        'saying yes to keep the peace',
        'putting off choices out of fear',
      ],
    },
  },
  3: {
    fr: {
      pace: ['un temps d’expression', 'une saison de rencontres', 'un moment pour vous montrer'],
      step: [
        'montrer ce que vous préparez',
        'donner forme à une idée',
        'voir les gens qui vous égaient',
        'reprendre contact avec un ami',
        'prendre la parole',
        'sortir et accepter les invitations',
        'mettre des mots sur vos envies',
        'partager un projet en cours',
      ],
      quality: 'l’expression',
      field: [
        'ce que vous {avez|tenez} à {dire|exprimer} et à {montrer|partager}',
        'la joie de partager vos talents',
        'votre cercle d’amis',
        'la part créative de votre vie',
      ],
      topic: {
        amour: [
          'En amour, le 3 rend léger et communicatif : sortez, riez, dites ce qui vous plaît chez l’autre.',
          'Côté cœur, les mots comptent : un message, une attention, une soirée qui change de l’ordinaire.',
        ],
        travail: [
          'Au travail, faites voir ce que vous savez faire : présenter, écrire, convaincre.',
          'Professionnellement, c’est le chiffre {de la communication|des échanges|de l’expression} : une prise de parole bien {préparée|pensée} {ouvre des portes|fait la différence|vous ouvre des portes}.',
        ],
        sante: [
          '{Pour votre énergie|Côté énergie|Côté vitalité|Pour votre forme}, le 3 réclame de la joie : ce qui vous fait rire vous recharge vraiment.',
          'Votre vitalité remonte avec le mouvement et la compagnie ; l’ennui vous fatigue plus que l’effort.',
        ],
        general: [
          'Dans l’ensemble, ce que vous partagez vous revient, souvent par un chemin inattendu.',
          'Au fond, le 3 {vous demande de|vous invite à|vous pousse à} vous montrer tel que vous êtes, sans attendre d’avoir tout préparé.',
        ],
      },
      pitfall: [
        'vous disperser entre dix envies',
        'promettre plus que possible',
        'rire pour taire ce qui pèse',
        'commencer beaucoup, finir peu',
      ],
    },
    en: {
      pace: ['a time of expression', 'a season of meetings', 'a moment to show yourself'],
      step: [
        'show what you are preparing',
        'give shape to an idea',
        'see the people who cheer you',
        'call a friend you miss',
        'speak up',
        'go out and accept invitations',
        'put words to your wishes',
        'share a project in progress',
      ],
      quality: 'expression',
      field: [
        'what you {have|want|long} to {say and to show|say and share|tell and show}',
        'your gifts and sharing them',
        'your {circle of friends|friendships|friends} and {your exchanges|your conversations|what you share}',
        'the creative side of your life',
      ],
      topic: {
        amour: [
          'In love, the 3 makes you light and talkative: go out, laugh, say what you like in the other.',
          'In matters of the heart, words count: a message, a small attention, an evening out of the ordinary.',
        ],
        travail: [
          'At work, {let people see|show people|let others see} what you can do: {present, write, persuade|speak, write, convince|pitch, write, win people over}.',
          'Professionally, this is the number of communication: a well-prepared talk opens doors.',
        ],
        sante: [
          '{For your energy|Energy-wise|As for your vitality|When it comes to your energy}, the 3 {asks for|calls for|feeds on} joy: what makes you laugh {truly recharges you|really restores you|genuinely tops you up}.',
          'Your vitality rises with movement and company; boredom tires you more than effort.',
        ],
        general: [
          'On the whole, what you share comes back to you, often by an unexpected road.',
          'At bottom, the 3 {asks you|invites you|wants you} to {show yourself as you are|let yourself be seen as you are|appear as you are}, without waiting {to be ready|until you feel ready|for the perfect moment}.',
        ],
      },
      pitfall: [
        'scattering yourself across ten wishes',
        'promising more than you can keep',
        'laughing off what weighs on you',
        'starting much and finishing little',
      ],
    },
  },
  4: {
    fr: {
      pace: ['un temps de construction', 'une saison d’ouvrage', 'un moment de fondations'],
      step: [
        'poser un cadre et un budget',
        'finir ce qui est commencé',
        'classer vos priorités',
        'consolider ce qui tient déjà',
        'planifier les semaines à venir',
        'régler les détails pratiques',
        'tenir une habitude utile',
        'vérifier les fondations d’un projet',
      ],
      quality: 'la méthode',
      field: [
        'vos fondations matérielles et pratiques',
        'ce qui doit tenir {dans la durée|longtemps|sur le long terme}',
        'votre organisation de tous les jours',
        'la {solidité|robustesse|fiabilité} de ce que vous {bâtissez|construisez|édifiez jour après jour}',
      ],
      topic: {
        amour: [
          'En amour, le 4 parle de solidité : des projets concrets à deux, une parole tenue, un quotidien mieux partagé.',
          'Côté cœur, la fiabilité séduit plus que l’éclat : soyez là quand vous l’avez dit.',
        ],
        travail: [
          '{Au travail|Professionnellement|Côté travail}, c’est le moment des dossiers {de fond|lourds|de longue haleine}, des {procédures|méthodes} et des {compétences|savoir-faire} qui se {consolident|renforcent}.',
          'Professionnellement, un travail régulier et bien rangé paiera plus qu’un coup d’accélérateur.',
        ],
        sante: [
          '{Pour votre énergie|Côté énergie|Côté vitalité|Pour votre forme}, le 4 aime les horaires réguliers : sommeil, repas, marche, tenus sans rigidité.',
          'Votre vitalité gagne à une routine simple que vous pouvez garder même les jours chargés.',
        ],
        general: [
          'Dans l’ensemble, ce que vous construisez pierre après pierre tiendra longtemps.',
          'Au fond, le 4 {vous demande de|vous invite à|vous pousse à} préférer la solidité à la vitesse.',
        ],
      },
      pitfall: [
        'vous enfermer dans la routine',
        'refuser tout imprévu',
        'travailler sans jamais souffler',
        'confondre rigueur et rigidité',
      ],
    },
    en: {
      pace: ['a time of building', 'a season of groundwork', 'a moment for foundations'],
      step: [
        'set a frame and a budget',
        'finish what you started',
        'put your priorities in order',
        'strengthen what already stands',
        'plan the weeks ahead',
        'settle the practical details',
        'keep one useful habit',
        'check a project’s foundations',
      ],
      quality: 'method',
      field: [
        'your practical and material foundations',
        'what must last over time',
        'your day-to-day organisation',
        'the {soundness|solidity|strength|sturdiness} of {what you are|the things you are} {building|putting together|constructing}',
      ],
      topic: {
        amour: [
          'In love, the 4 speaks of solidity: concrete plans for two, a word kept, daily life better shared.',
          'In matters of the heart, reliability charms more than brilliance: be there when you said you would.',
        ],
        travail: [
          'At work, this is a time for the substantial files, procedures and skills that consolidate.',
          'Professionally, {steady and tidy work|steady, orderly work|regular, careful work} will {pay more than|pay off better than|count for more than} {a sudden push|a burst of effort|one big push}.',
        ],
        sante: [
          '{For your energy|Energy-wise|As for your vitality|When it comes to your energy}, the 4 {likes|thrives on|favours} regular {hours|routines|rhythms}: sleep, meals, walks, {kept without rigidity|kept to without being rigid|steady but never strict}.',
          'Your vitality gains from a simple routine you can keep even on busy days.',
        ],
        general: [
          'On the whole, what you build stone by stone will last.',
          'What the 4 wants, at heart, is solidity before speed.',
        ],
      },
      pitfall: [
        'shutting yourself in routine',
        'refusing every surprise',
        'working without ever pausing',
        'mistaking rigour for rigidity',
      ],
    },
  },
  5: {
    fr: {
      pace: ['un temps de mouvement', 'une saison de changements', 'un moment d’ouverture'],
      step: [
        'changer d’air ou de méthode',
        'dire oui à l’inattendu',
        'partir quelques jours',
        'tester une autre façon de faire',
        'rencontrer d’autres cercles',
        'bousculer une routine usée',
        'saisir une occasion au vol',
        'pousser une porte nouvelle',
      ],
      quality: 'la liberté',
      field: [
        'vos changements de cap',
        'ce qui vous renouvelle',
        'votre besoin d’air neuf',
        'la liberté que vous prenez',
      ],
      topic: {
        amour: [
          'En amour, le 5 apporte de l’imprévu : une rencontre, un voyage, une envie de renouveler la relation.',
          'Côté cœur, la curiosité est votre meilleure alliée ; la jalousie, la pire.',
        ],
        travail: [
          '{Au travail|Côté travail|Professionnellement}, les {mobilités|changements de poste|mutations}, les formations et les missions {nouvelles|inédites} sont {favorisées|à saisir|bienvenues}.',
          'Professionnellement, acceptez de changer de {méthode|façon de faire|manière de travailler} : ce qui {marchait hier|fonctionnait hier|vous réussissait hier} peut {vous freiner|vous retenir|vous ralentir} aujourd’hui.',
        ],
        sante: [
          '{Pour votre énergie|Côté énergie|Côté vitalité|Pour votre forme}, le 5 a besoin de mouvement : bouger, sortir, respirer ailleurs.',
          'Votre vitalité souffre de l’immobilité ; un changement de cadre vous redonne du souffle.',
        ],
        general: [
          'Dans l’ensemble, la vie vous propose du nouveau : accueillez-le sans tout lâcher.',
          'Au fond, le 5 vous rappelle que la liberté se choisit, même en petites doses.',
        ],
      },
      pitfall: [
        'changer pour changer',
        'partir sur un coup de tête',
        'fuir dès que cela devient sérieux',
        'collectionner les expériences sans suite',
      ],
    },
    en: {
      pace: ['a time of movement', 'a season of change', 'a moment of openness'],
      step: [
        'change scene or method',
        'say yes to the unexpected',
        'get away for a few days',
        'try another way of working',
        'meet people from other circles',
        'shake up a worn routine',
        'seize a chance as it passes',
        'push open a new door',
      ],
      quality: 'freedom',
      field: [
        'your {changes|transitions|moves} and the {doors that open|doors opening to you|new openings|openings ahead}',
        'what moves and renews you',
        'your need for air and discovery',
        'the freedom you allow yourself',
      ],
      topic: {
        amour: [
          'In love, the 5 brings the unexpected: a meeting, a journey, a wish to renew the relationship.',
          '{In matters of the heart|In love|Where the heart is concerned}, {curiosity is your best ally; jealousy the worst|curiosity is your best friend, jealousy your worst enemy|curiosity helps you most, jealousy harms you most}.',
        ],
        travail: [
          'At work, {moves, training and new assignments|changes of post, training and new roles|transfers, courses and fresh assignments} {are favoured|are well placed|have the wind behind them}.',
          'Professionally, be ready to {change method|change your methods|try another method}: what {worked yesterday|worked before|served you yesterday} {may hold you back|may now hold you back|can now slow you down}.',
        ],
        sante: [
          '{For your energy|Energy-wise|As for your vitality|When it comes to your energy}, the 5 {needs|craves|calls for} movement: {get out, move, breathe elsewhere|go out, stretch your legs, change the air|walk, travel, breathe different air}.',
          'Your vitality suffers from standing still; a change of scene gives you breath again.',
        ],
        general: [
          'On the whole, life is offering {something new|you something new|a fresh start}: {welcome it|take it in|make room for it} without {dropping everything|dropping everything else|throwing everything over}.',
          'At bottom, the 5 reminds you that freedom is chosen, even in small doses.',
        ],
      },
      pitfall: [
        'changing just to change',
        'leaving on a whim',
        'running off when things get serious',
        'collecting experiences that lead nowhere',
      ],
    },
  },
  6: {
    fr: {
      pace: ['un temps d’engagements', 'une saison du foyer', 'un moment de responsabilités'],
      step: [
        'prendre soin des liens qui comptent',
        'réparer une relation abîmée',
        'soigner votre cadre de vie',
        'passer du temps avec vos proches',
        'tenir une promesse faite',
        'recevoir chez vous',
        'partager une charge trop lourde',
        'faire un geste attentionné',
      ],
      quality: 'la responsabilité',
      field: [
        'vos {engagements|promesses|devoirs} envers {ceux que vous aimez|les vôtres|vos proches|ceux qui comptent}',
        'votre vie de famille',
        'ceux qui comptent sur votre présence',
        'l’équilibre entre donner et recevoir',
      ],
      topic: {
        amour: [
          'En amour, le 6 est le chiffre de l’engagement : s’installer, se promettre, ou dire enfin ce qui compte.',
          'Côté cœur, l’harmonie se travaille : un geste d’attention vaut mieux qu’une longue explication.',
        ],
        travail: [
          '{Au travail|Professionnellement|Côté travail}, {on compte sur vous|on vous fait confiance} : {prenez|acceptez} les responsabilités qui vous {ressemblent|conviennent|correspondent}, {refusez|déclinez|laissez} les autres.',
          '{Professionnellement|Au travail|Dans votre métier}, {le service rendu|votre sens du service|l’aide que vous apportez} {et la qualité {du travail|de votre travail|de ce que vous faites}|et le soin que vous mettez à {l’ouvrage|votre travail}|comme le travail bien fait} vous feront {reconnaître|apprécier|remarquer}.',
        ],
        sante: [
          '{Pour votre énergie|Côté énergie|Côté vitalité|Pour votre forme}, le 6 vous rappelle de prendre soin de vous comme vous prenez soin des autres.',
          'Votre vitalité dépend d’un foyer apaisé : un intérieur rangé, des soirées tranquilles.',
        ],
        general: [
          'Dans l’ensemble, c’est autour de vos proches et de votre maison que tout se joue.',
          'Au fond, le 6 {vous demande d’être|vous invite à être|vous veut} fidèle à vos engagements sans vous y oublier.',
        ],
      },
      pitfall: [
        'tout porter sans demander d’aide',
        'vouloir tout arranger pour tous',
        'dire oui par simple devoir',
        'juger ceux qui donnent moins',
      ],
    },
    en: {
      pace: ['a time of commitments', 'a season of home', 'a moment of responsibilities'],
      step: [
        'look after the bonds that matter',
        'mend a damaged relationship',
        'make your home more beautiful',
        'spend time with your close ones',
        'honour an old promise',
        'invite people into your home',
        'share a load you carry alone',
        'make a thoughtful gesture',
      ],
      quality: 'responsibility',
      field: [
        'your {commitments|promises|duties} to {the people you love|those you love|your loved ones}',
        'your home and your close ones',
        'those who count on your presence',
        'a balance of giving and receiving',
      ],
      topic: {
        amour: [
          'In love, the 6 is the number of commitment: moving in, making promises, or finally saying what matters.',
          'In matters of the heart, harmony takes work: a thoughtful gesture is worth more than a long explanation.',
        ],
        travail: [
          'At work, people {count on you|rely on you|turn to you}: {take on|accept|shoulder} the responsibilities that {suit you|fit you|are truly yours} and {turn down the rest|decline the rest|let the rest go}.',
          'Professionally, service and the quality of your work will get you noticed.',
        ],
        sante: [
          '{For your energy|Energy-wise|As for your vitality|When it comes to your energy}, the 6 {reminds you|asks you|wants you} to look after yourself {as you look after others|as well as you look after others|with the care you give others}.',
          'Your vitality depends on a peaceful home: a tidy place, quiet evenings.',
        ],
        general: [
          'On the whole, everything plays out around your close ones and your home.',
          'The 6’s real demand is that you stay true to your commitments without forgetting yourself.',
        ],
      },
      pitfall: [
        'never asking for help',
        'trying to fix everything for everyone',
        'saying yes out of mere duty',
        'judging those who give less',
      ],
    },
  },
  7: {
    fr: {
      pace: ['un temps de recul', 'une saison d’étude', 'un moment de réflexion'],
      step: [
        'vérifier avant de trancher',
        'vous accorder du silence',
        'vous concentrer sur un seul sujet',
        'lire et vous former',
        'prendre du recul',
        'chercher la source d’un problème',
        'réserver du temps pour réfléchir',
        'creuser une question qui vous intrigue',
      ],
      quality: 'la réflexion',
      field: [
        'vos questions de fond',
        'ce que vous cherchez à comprendre',
        'votre besoin {de calme|de silence|de paix} et {de recul|de distance|de retrait}',
        'la vérité que vous {cherchez|traquez|devinez} sous les apparences',
      ],
      topic: {
        amour: [
          'En amour, le 7 demande de la profondeur : moins de monde, des conversations vraies, du temps pour soi aussi.',
          'Côté cœur, ne vous forcez pas à décider vite : observer vous dira davantage qu’agir.',
        ],
        travail: [
          '{Au travail|Professionnellement|Côté travail}, c’est le moment {d’apprendre|d’étudier}, d’analyser et de {vérifier les chiffres|contrôler les données|tout revérifier} avant de vous engager.',
          'Professionnellement, l’expertise compte plus que la visibilité : creusez votre sujet.',
        ],
        sante: [
          '{Pour votre énergie|Côté énergie|Côté vitalité|Pour votre forme}, le 7 réclame du calme et du sommeil ; le bruit vous coûte plus que d’habitude.',
          'Votre vitalité se refait dans la solitude choisie, la lecture, la nature.',
        ],
        general: [
          'Dans l’ensemble, le temps passé à comprendre n’est pas du temps perdu.',
          'Au fond, le 7 vous fait confiance pour trouver vos réponses au-dedans.',
        ],
      },
      pitfall: [
        'vous couper des autres',
        'douter au lieu de vérifier',
        'soupçonner tout le monde',
        'garder pour vous l’essentiel',
      ],
    },
    en: {
      pace: ['a time of stepping back', 'a season of study', 'a moment of reflection'],
      step: [
        'check before deciding',
        'give yourself some silence',
        'go deep into one subject',
        'read and keep learning',
        'step back',
        'trace a problem to its source',
        'set aside time to think',
        'dig into an intriguing question',
      ],
      quality: 'reflection',
      field: [
        'your reflection and your deeper questions',
        'what you are trying to understand',
        'your need for calm and distance',
        'the {truth|meaning|reality} you {look for|seek|search for} {beneath appearances|behind appearances|under the surface}',
      ],
      topic: {
        amour: [
          'In love, the 7 asks for depth: fewer people, true conversations, time for yourself too.',
          'In matters of the heart, do not push yourself to decide fast: watching will tell you more than acting.',
        ],
        travail: [
          'At work, now is the time to learn, analyse and check the figures before committing.',
          'Professionally, {expertise|depth of knowledge|real knowledge} counts {more than visibility|for more than being seen|more than a high profile}: {dig into your subject|go deep into your field|become the one who knows the subject}.',
        ],
        sante: [
          '{For your energy|Energy-wise|As for your vitality|When it comes to your energy}, the 7 {asks for|calls for|needs} {calm and sleep|quiet and rest|silence and sleep}; {noise costs you more than usual|noise tires you more than usual|noise wears you out faster than usual}.',
          'Your vitality mends in chosen solitude, reading, nature.',
        ],
        general: [
          'On the whole, time spent understanding is not time lost.',
          'At bottom, the 7 trusts you to find your answers within.',
        ],
      },
      pitfall: [
        'cutting yourself off from others',
        'doubting instead of checking',
        'distrusting on principle',
        'keeping the essential to yourself',
      ],
    },
  },
  8: {
    fr: {
      pace: ['un temps de réalisations', 'une saison de résultats', 'un moment de décisions'],
      step: [
        'négocier et assumer votre ambition',
        'demander ce que vaut votre travail',
        'mettre vos comptes au clair',
        'fixer un objectif chiffré',
        'prendre une responsabilité de plus',
        'défendre vos intérêts avec calme',
        'faire le point sur vos finances',
        'conclure une affaire qui traîne',
      ],
      quality: 'l’ambition',
      field: [
        'votre réussite matérielle',
        'ce que vous voulez voir aboutir',
        'l’autorité que vous prenez',
        'la valeur reconnue de votre travail',
      ],
      topic: {
        amour: [
          'En amour, le 8 demande des relations d’égal à égal : dire ce que vous attendez, et l’entendre aussi.',
          'Côté cœur, l’intensité est au rendez-vous ; mettez-la au service du lien plutôt que du rapport de force.',
        ],
        travail: [
          '{Au travail|Professionnellement|Côté travail}, c’est le {chiffre|nombre} des {négociations|accords}, des promotions et des projets qui {aboutissent|se concrétisent|arrivent à terme}.',
          'Professionnellement, osez parler {argent et responsabilités|salaire et responsabilités|rémunération et pouvoir de décision} : vous êtes {en position de le faire|en mesure de le faire|légitime pour cela}.',
        ],
        sante: [
          '{Pour votre énergie|Côté énergie|Côté vitalité|Pour votre forme}, le 8 pousse à en faire beaucoup : dosez l’effort et gardez des plages de récupération.',
          'Votre vitalité est forte mais pas illimitée : le repos fait partie de la performance.',
        ],
        general: [
          'Dans l’ensemble, vos efforts passés peuvent maintenant se traduire en résultats concrets.',
          'Au fond, le 8 {vous demande de|vous invite à|vous pousse à} prendre votre place sans écraser celle des autres.',
        ],
      },
      pitfall: [
        'tout ramener à l’argent',
        'confondre fermeté et dureté',
        'vouloir gagner chaque bras de fer',
        'oublier ceux qui vous attendent',
      ],
    },
    en: {
      pace: ['a time of achievement', 'a season of results', 'a moment of decisions'],
      step: [
        'negotiate and own your ambition',
        'ask what your work is worth',
        'clear up your accounts',
        'set a figure to reach',
        'take on one more responsibility',
        'defend your interests calmly',
        'take stock of your finances',
        'close a deal that drags on',
      ],
      quality: 'ambition',
      field: [
        'your ambitions and material success',
        'what you want to see through',
        'your standing and your authority',
        'the recognised worth of your work',
      ],
      topic: {
        amour: [
          'In love, the 8 asks for relationships between equals: say what you expect, and hear it too.',
          'In matters of the heart, intensity is there; put it to work for the bond rather than a power struggle.',
        ],
        travail: [
          '{At work|In your work|On the job}, this is {the number of|the number for|the number that favours} {negotiations, promotions and projects that come through|negotiations, promotions and projects that succeed|deals, promotions and projects that get done}.',
          'Professionally, dare to {talk about|bring up|discuss} {money and responsibility|pay and responsibility|money and what you are responsible for}: you are {in a position to do so|well placed to do so|entitled to}.',
        ],
        sante: [
          '{For your energy|Energy-wise|As for your vitality|When it comes to your energy}, the 8 {pushes you to do a lot|drives you to take on a great deal|urges you to do a great deal}: {pace your effort|measure the effort|ration your effort} and keep {time to recover|time for recovery|room to recover}.',
          'Your vitality is strong but not endless: rest is part of performance.',
        ],
        general: [
          'On the whole, your past efforts can now turn into concrete results.',
          'The deeper lesson of the 8: take your place without crushing anyone else’s.',
        ],
      },
      pitfall: [
        'reducing everything to money',
        'mistaking firmness for hardness',
        'needing to win every contest',
        'forgetting those who wait for you',
      ],
    },
  },
  9: {
    fr: {
      pace: [
        'un temps de bilan',
        'une saison {de fins de cycle|de pages tournées|de clôtures|d’adieux sereins|de portes refermées}',
        'un moment de tri',
      ],
      step: [
        'trier et laisser partir',
        'boucler un dossier ancien',
        'faire la paix avec le passé',
        'désencombrer placards et agenda',
        'laisser finir ce qui s’achève',
        'pardonner ou cesser de ressasser',
        'donner ce qui ne sert plus',
        'faire le bilan du cycle',
      ],
      quality: 'le détachement',
      field: [
        'ce qui doit se conclure',
        'ce que vos bilans vous apprennent',
        'ce que vous laissez derrière vous',
        'la générosité que vous offrez',
      ],
      topic: {
        amour: [
          'En amour, le 9 clôt des chapitres : une histoire qui se termine sereinement, ou un couple qui se libère d’un vieux reproche.',
          'Côté cœur, la générosité vous rapproche ; la rancune, elle, vous retient dans le passé.',
        ],
        travail: [
          'Au travail, finissez avant de commencer : un projet mené à terme vaut mieux que trois esquissés.',
          'Professionnellement, {c’est une fin de cycle|un cycle s’achève|un chapitre se ferme} : {faites le bilan de|retenez} ce qui vous a {appris quelque chose|fait grandir|enrichi}.',
        ],
        sante: [
          '{Pour votre énergie|Côté énergie|Côté vitalité|Pour votre forme}, le 9 demande de lâcher ce qui pèse : engagements de trop, fatigue accumulée.',
          'Votre vitalité revient quand vous allégez votre agenda de ce qui ne vous ressemble plus.',
        ],
        general: [
          'Dans l’ensemble, c’est en faisant de la place que vous préparez le prochain départ.',
          'Au fond, le 9 {vous demande de|vous invite à} {refermer|clore} avec {gratitude|reconnaissance} ce qui a {fait son temps|rempli son rôle}.',
        ],
      },
      pitfall: [
        'retenir ce qui est fini',
        'vous épuiser à donner',
        'ruminer les occasions manquées',
        'oublier votre propre cause',
      ],
    },
    en: {
      pace: ['a time of completion', 'a season of endings', 'a moment of sorting'],
      step: [
        'sort things and let go',
        'close an old file',
        'make peace with the past',
        'clear your cupboards and diary',
        'say goodbye to what is ending',
        'forgive or stop brooding',
        'give away what you never use',
        'take stock of the cycle',
      ],
      quality: 'letting go',
      field: [
        'what {must end|has to end|needs to close} {before a fresh start|before something new|before you begin again}',
        'your reviews of the past',
        'what you leave behind',
        'the {generosity|open-handedness|kindness} {you offer the world|you show to others|you give so freely|you share around you|that is yours to give}',
      ],
      topic: {
        amour: [
          'In love, the 9 closes chapters: a story ending calmly, or a couple freed from an old grievance.',
          'In matters of the heart, generosity brings you closer; resentment keeps you in the past.',
        ],
        travail: [
          'At work, {finish before you start|wrap things up before starting more|finish before starting anything new}: one project {completed|finished|brought home} is worth three {sketched|half-done|left as sketches}.',
          'Professionally, {a cycle is ending|a cycle is closing|a chapter is ending}: take stock of {what taught you something|what you learnt|the lessons it brought}.',
        ],
        sante: [
          '{For your energy|Energy-wise|As for your vitality|When it comes to your energy}, the 9 {asks you|invites you|wants you} to {drop|shed|let go of} what weighs {on you|you down}: {surplus commitments, accumulated tiredness|commitments you no longer need, tiredness that has built up|the extra commitments, the fatigue that has piled up}.',
          'Your vitality comes back when you clear your diary of what no longer suits you.',
        ],
        general: [
          'On the whole, by making room you prepare the next start.',
          'Underneath it all, the 9 is about closing with gratitude what has had its day.',
        ],
      },
      pitfall: [
        'clinging to what is over',
        'giving until you drop',
        'dwelling on what might have been',
        'forgetting your own cause',
      ],
    },
  },
  11: {
    fr: {
      pace: ['un temps d’inspiration', 'une saison d’intuitions', 'un moment de vision'],
      step: [
        'tester une intuition sur les faits',
        'noter vos idées, en garder une',
        'partager une conviction',
        'donner corps à une inspiration',
        'prendre le temps de rêver',
        'défendre un projet qui compte',
        'vous entourer de gens inspirants',
      ],
      quality: 'l’intuition',
      field: [
        'ce que vos intuitions vous montrent',
        'ce qui vous élève',
        'votre sensibilité aux non-dits',
        'la vision que vous pourriez transmettre',
      ],
      topic: {
        amour: [
          'En amour, le 11 rend sensible aux non-dits : fiez-vous à ce que vous ressentez, puis parlez-en.',
          'Côté cœur, une rencontre ou une conversation peut vous toucher plus profondément que prévu.',
        ],
        travail: [
          'Au travail, une idée originale peut faire son chemin si vous lui donnez une forme concrète.',
          'Professionnellement, votre capacité à inspirer les autres est votre meilleur atout du moment.',
        ],
        sante: [
          '{Pour votre énergie|Côté énergie|Côté vitalité|Pour votre forme}, le 11 rend nerveux quand il n’est pas canalisé : ménagez des moments de calme.',
          'Votre vitalité dépend de votre tension intérieure ; apaisez-la avant de la dépenser.',
        ],
        general: [
          'Dans l’ensemble, vous sentez les choses avant de les comprendre : gardez trace de ces pressentiments.',
          'Au fond, le 11 demande d’accorder vos idéaux à vos gestes de tous les jours.',
        ],
      },
      pitfall: [
        'vous perdre dans l’idéal',
        'prendre une impression pour une certitude',
        'vous épuiser à tout ressentir',
        'exiger du réel la perfection',
      ],
    },
    en: {
      pace: ['a time of inspiration', 'a season of intuitions', 'a moment of vision'],
      step: [
        'test a hunch against the facts',
        'note your ideas and pick one',
        'share a conviction',
        'give body to an inspiration',
        'make time to dream',
        'champion a project you value',
        'surround yourself with inspiring people',
      ],
      quality: 'intuition',
      field: [
        'your {intuitions|hunches|inner promptings} and what they {show you|reveal to you|tell you|point to}',
        'what inspires and uplifts you',
        'your sensitivity to the unsaid',
        'the vision you could pass on',
      ],
      topic: {
        amour: [
          'In love, the 11 makes you sensitive to the unsaid: trust what you feel, then talk about it.',
          'In matters of the heart, a meeting or a conversation may move you more deeply than expected.',
        ],
        travail: [
          'At work, an original idea can {make its way|go far|find its place} if you give it {a concrete form|a concrete shape|a tangible form}.',
          '{Professionally|At work|In your work}, your {gift for inspiring others|knack for inspiring people|ability to inspire others} is your {best asset|strongest card|greatest strength} {right now|at the moment|for now}.',
        ],
        sante: [
          '{For your energy|Energy-wise|As for your vitality|When it comes to your energy}, the 11 {makes you restless|leaves you on edge|keeps your nerves taut} when it is not {channelled|given an outlet|put to use}: {keep moments of calm|protect some quiet moments|build in moments of calm}.',
          'Your vitality depends on your inner tension; soothe it before you spend it.',
        ],
        general: [
          'On the whole, you sense things before you understand them: keep a record of those hunches.',
          'The 11’s real task is to bring your ideals into your everyday gestures.',
        ],
      },
      pitfall: [
        'losing yourself in the ideal',
        'taking an impression for a certainty',
        'wearing yourself out feeling everything',
        'asking reality to be perfect',
      ],
    },
  },
  22: {
    fr: {
      pace: ['un temps de grands chantiers', 'une saison de bâtisseur', 'un moment de vision concrète'],
      step: [
        'donner forme à une grande idée',
        'découper un grand projet en étapes',
        'rassembler les bonnes personnes',
        'poser une première pierre',
        'déléguer pour voir grand',
        'fixer un cap à long terme',
      ],
      quality: 'la vision',
      field: [
        'vos grands projets',
        'ce que vous bâtissez pour longtemps',
        'votre capacité à voir {grand et concret|grand et juste|loin et concret}',
        'l’œuvre qui vous dépasse',
      ],
      topic: {
        amour: [
          'En amour, le 22 voit loin : un projet de vie commun, une maison, une décision qui engage l’avenir.',
          'Côté cœur, ce que vous construisez à deux a besoin de plans autant que de sentiments.',
        ],
        travail: [
          '{Au travail|Dans votre métier|Côté travail}, c’est le {chiffre|nombre} des grandes réalisations : voyez grand, mais planifiez chaque étape.',
          'Professionnellement, vous pouvez porter un projet collectif d’envergure si vous déléguez.',
        ],
        sante: [
          '{Pour votre énergie|Côté énergie|Côté vitalité|Pour votre forme}, le 22 demande beaucoup : protégez votre sommeil et vos temps de pause.',
          'Votre vitalité tient si vos ambitions laissent de la place au repos.',
        ],
        general: [
          'Dans l’ensemble, une idée de longue haleine peut prendre corps si vous lui donnez un plan.',
          'Au fond, le 22 {vous demande de|vous invite à|vous pousse à} bâtir pour durer, et pas seulement pour vous.',
        ],
      },
      pitfall: [
        'vouloir tout porter vous-même',
        'attendre le plan parfait pour commencer',
        'négliger le repos pour l’œuvre',
        'mépriser les petits pas',
      ],
    },
    en: {
      pace: ['a time of great works', 'a builder’s season', 'a moment of practical vision'],
      step: [
        'give form to a big idea',
        'break a big project into steps',
        'gather the right people',
        'lay a first stone',
        'delegate to think bigger',
        'set a long-term course',
      ],
      quality: 'vision',
      field: [
        'your great projects and how to carry them out',
        'what you are building to last',
        'your ability to think big and practical',
        'a work larger than yourself',
      ],
      topic: {
        amour: [
          'In love, the 22 looks far ahead: a shared life plan, a home, a decision that commits the future.',
          'In matters of the heart, what you build together needs plans as much as feelings.',
        ],
        travail: [
          '{At work|In your work|On the job}, this is {the number of|the number for|the number that favours} great achievements: {think big, but plan each step|aim high, but plan every stage|think big, and plan each step}.',
          'Professionally, you can carry a large collective project if you delegate.',
        ],
        sante: [
          '{For your energy|Energy-wise|As for your vitality|When it comes to your energy}, the 22 {asks a lot|demands a great deal|takes a lot out of you}: protect your {sleep and your breaks|sleep and your pauses|nights and your breaks}.',
          'Your vitality holds if your ambitions leave room for rest.',
        ],
        general: [
          'On the whole, a long-term idea can take shape if you give it a plan.',
          'At bottom, the 22 asks you to build to last, and not only for yourself.',
        ],
      },
      pitfall: [
        'carrying it all yourself',
        'aiming so high that nothing starts',
        'neglecting rest for the work',
        'looking down on small steps',
      ],
    },
  },
  33: {
    fr: {
      pace: ['un temps de dévouement', 'une saison de transmission', 'un moment de bienveillance'],
      step: [
        'servir sans vous oublier',
        'transmettre ce que vous savez',
        'soutenir sans faire à la place',
        'guider quelqu’un à son rythme',
        'partager votre expérience',
        'prendre soin de vous aussi',
      ],
      quality: 'la bienveillance',
      field: [
        'ceux qui comptent sur vous',
        'ce que vous transmettez aux autres',
        'la juste mesure de votre dévouement',
        'la bienveillance que vous cultivez',
      ],
      topic: {
        amour: [
          'En amour, le 33 donne beaucoup : veillez à recevoir autant que vous offrez.',
          'Côté cœur, la tendresse est votre langue ; laissez l’autre vous la parler aussi.',
        ],
        travail: [
          'Au travail, enseigner, conseiller ou accompagner vous réussit particulièrement.',
          'Professionnellement, votre sens du service est remarqué ; posez-lui des limites claires.',
        ],
        sante: [
          '{Pour votre énergie|Côté énergie|Côté vitalité|Pour votre forme}, le 33 s’épuise à trop donner : gardez du temps qui ne soit qu’à vous.',
          'Votre vitalité revient quand vous acceptez de recevoir de l’aide à votre tour.',
        ],
        general: [
          'Dans l’ensemble, ce que vous offrez aux autres nourrit aussi votre propre chemin.',
          'Au fond, le 33 {vous demande d’aimer|vous invite à aimer|vous apprend à aimer} sans vous sacrifier.',
        ],
      },
      pitfall: [
        'vous sacrifier pour tous',
        'sauver qui ne demande rien',
        'confondre aimer et porter',
        'attendre de la gratitude',
      ],
    },
    en: {
      pace: ['a time of devotion', 'a season of passing things on', 'a moment of kindness'],
      step: [
        'serve without forgetting yourself',
        'pass on what you know',
        'support without taking over',
        'walk beside someone at their pace',
        'share your experience',
        'look after yourself too',
      ],
      quality: 'kindness',
      field: [
        'those who count on you',
        'what you pass on to others',
        'your devotion and its limits',
        'the kindness you cultivate',
      ],
      topic: {
        amour: [
          'In love, the 33 gives a great deal: make sure you receive as much as you offer.',
          'In matters of the heart, tenderness is your language; let the other speak it to you too.',
        ],
        travail: [
          'At work, teaching, advising or supporting others suits you particularly well.',
          'Professionally, your sense of service is noticed; give it clear limits.',
        ],
        sante: [
          '{For your energy|Energy-wise|As for your vitality|When it comes to your energy}, the 33 {wears itself out|runs itself down|exhausts itself} giving too much: keep {time that is only yours|some time just for you|hours that belong to you alone}.',
          'Your vitality returns when you accept help in turn.',
        ],
        general: [
          'On the whole, what you offer others also feeds your own path.',
          'What the 33 teaches is to love without sacrificing yourself.',
        ],
      },
      pitfall: [
        'sacrificing yourself for everyone',
        'rescuing people who did not ask',
        'confusing loving with carrying',
        'expecting gratitude back',
      ],
    },
  },
};

/**
 * More paces for each number, added to the lists above. The paces open with other nouns
 * (« une période », « une phase », « un chapitre ») than « un temps », « une saison », « un moment »,
 * so that the frames around them (« mois 4 : une saison de… ») vary with them.
 */
type More = Partial<Record<'pace', readonly string[]>>;

const MORE_VOICES: Record<number, Record<Lang, More>> = {
  1: {
    fr: {
      pace: ['une période de commencements', 'une phase d’affirmation', 'un chapitre neuf'],
    },
    en: {
      pace: ['a period of fresh starts', 'a phase of self-assertion', 'a new chapter'],
    },
  },
  2: {
    fr: {
      pace: [
        'une période de patience',
        'une phase de coopération',
        'un chapitre {à écrire|à vivre|à composer} {avec d’autres|à plusieurs|en bonne compagnie|en équipe}',
      ],
    },
    en: {
      pace: ['a period of patience', 'a phase of cooperation', 'a chapter written with others'],
    },
  },
  3: {
    fr: {
      pace: ['une période d’échanges', 'une phase créative', 'un chapitre plus léger'],
    },
    en: {
      pace: ['a period of exchanges', 'a creative phase', 'a lighter chapter'],
    },
  },
  4: {
    fr: {
      pace: [
        'une période d’efforts patients',
        'une phase de consolidation',
        'un chapitre {de travail de fond|de labeur patient|d’efforts suivis|de construction lente|de travail en profondeur}',
      ],
    },
    en: {
      pace: ['a period of patient effort', 'a phase of consolidation', 'a chapter of steady work'],
    },
  },
  5: {
    fr: {
      pace: ['une période de nouveauté', 'une phase de découvertes', 'un chapitre de liberté'],
    },
    en: {
      pace: ['a period of novelty', 'a phase of discovery', 'a chapter of freedom'],
    },
  },
  6: {
    fr: {
      pace: [
        'une période {d’attention|de soin|de présence|de temps} {pour vos proches|pour les vôtres|auprès des vôtres}',
        'une phase d’harmonie {à construire|à bâtir|à tisser}',
        'un chapitre familial',
      ],
    },
    en: {
      pace: [
        'a period of {care for|caring for|looking after|attention to} {those close to you|the people you love|your nearest and dearest|your loved ones}',
        'a phase of building harmony',
        'a family chapter',
      ],
    },
  },
  7: {
    fr: {
      pace: ['une période d’introspection', 'une phase d’approfondissement', 'un chapitre plus intérieur'],
    },
    en: {
      pace: ['a period of introspection', 'a phase of going deeper', 'an inward chapter'],
    },
  },
  8: {
    fr: {
      pace: ['une période d’accomplissement', 'une phase de progrès matériel', 'un chapitre d’ambition'],
    },
    en: {
      pace: ['a period of accomplishment', 'a phase of material progress', 'a chapter of ambition'],
    },
  },
  9: {
    fr: {
      pace: ['une période de clôture', 'une phase de lâcher-prise', 'un chapitre qui se referme'],
    },
    en: {
      pace: [
        'a period of closure',
        'a phase of letting go',
        'a chapter {drawing|coming} to {a close|an end}',
      ],
    },
  },
  11: {
    fr: {
      pace: ['une période d’éveil', 'une phase d’idées neuves', 'un chapitre inspiré'],
    },
    en: {
      pace: ['a period of awakening', 'a phase of new ideas', 'an inspired chapter'],
    },
  },
  22: {
    fr: {
      pace: [
        'une période de réalisations d’envergure',
        'une phase de construction ambitieuse',
        'un chapitre de grands projets',
      ],
    },
    en: {
      pace: [
        'a period of large-scale achievement',
        'a phase of ambitious building',
        'a chapter of great projects',
      ],
    },
  },
  33: {
    fr: {
      pace: ['une période de soutien', 'une phase d’entraide', 'un chapitre de générosité'],
    },
    en: {
      pace: ['a period of support', 'a phase of mutual help', 'a chapter of generosity'],
    },
  },
};

for (const [n, langs] of Object.entries(MORE_VOICES)) {
  for (const lang of ['fr', 'en'] as const) {
    const base = VOICES[Number(n)]![lang];
    const more = langs[lang];
    // The other wordings of a field, a topic sentence, a step or a pitfall join its list: the
    // writer's own picker chooses among them.
    const all = (list: readonly string[]) => list.flatMap((t) => wordingsOf(lang, t));
    VOICES[Number(n)]![lang] = {
      ...base,
      pace: all([...base.pace, ...(more.pace ?? [])]),
      step: all(base.step),
      field: all(base.field),
      pitfall: all(base.pitfall),
      topic: {
        amour: all(base.topic.amour),
        travail: all(base.topic.travail),
        sante: all(base.topic.sante),
        general: all(base.topic.general),
      },
    };
  }
}

export function numberVoice(n: number, lang: Lang): Voice {
  return (VOICES[n] ?? VOICES[n % 9 || 9]!)[lang];
}

/** The topic of a form, as one of the voice's keys (the forms' « général » by default). */
export function topicKey(topic: string | null | undefined): Topic {
  return topic === 'amour' || topic === 'travail' || topic === 'sante' ? topic : 'general';
}

/** Numbers that push outwards (1, 3, 5, 8, 22) or ask to gather in (2, 4, 6, 7, 9, 11, 33). */
export const isOutward = (n: number) => [1, 3, 5, 8, 22].includes(n);

/**
 * What a number means in each place a long reading meets it: as the life path (what a life is
 * about), the expression (how you act), the soul urge (what you long for), the personality (how
 * others see you), the maturity (what grows with the years) and the birthday (an everyday gift); then
 * its shadow, how it lives with others and practices that suit it. Whole sentences that never name the
 * number itself: the writer's frame names it, with the fact it cites.
 */
export interface Depth {
  path: string;
  talent: string;
  desire: string;
  mask: string;
  later: string;
  day: string;
  bond: string;
  shadow: readonly string[];
  practice: readonly string[];
}

const DEPTHS: Record<number, Record<Lang, Depth>> = {
  1: {
    fr: {
      path: '{Votre existence|Votre vie|Votre chemin} vous apprend à {vous tenir debout par vous-même|tenir sur vos propres jambes|compter d’abord sur vous-même} : {on attend de vous|on vous demande|votre rôle est} {d’ouvrir les voies|d’ouvrir la voie|de tracer des chemins}, et chaque fois que vous {suivez le chemin des autres|marchez dans les pas d’autrui|empruntez la route d’un autre} par {confort|facilité}, quelque chose en vous {s’éteint|s’étiole|se fane}.',
      talent:
        'Vous ouvrez la voie : vous voyez ce qui manque, vous le nommez et vous le lancez, là où d’autres attendent encore un signal.',
      desire:
        'Au fond, vous désirez être l’auteur de votre vie, choisir vos combats et ne devoir votre place qu’à vous-même.',
      mask: '{On vous perçoit comme|On vous voit comme|On vous prend pour} une personne {décidée|résolue|déterminée}, parfois {plus sûre d’elle qu’elle ne l’est|plus assurée qu’elle ne l’est vraiment|plus confiante qu’elle ne l’est au fond} : votre {allure|assurance|prestance} rassure ceux qui {hésitent|doutent}.',
      later:
        '{Avec les années|Avec le temps|Au fil des ans|Avec l’âge|Le temps aidant|À mesure que les années passent} {grandit|s’affirme|se renforce|mûrit|s’impose} le besoin de {décider par vous-même de vos orientations|choisir vous-même votre direction|fixer vous-même votre cap}, et {l’audace|le courage|la liberté} de dire non à {ce qui ne vous ressemble plus|ce qui ne vous correspond plus|ce qui n’est plus vous}.',
      day: '{Au quotidien|Jour après jour|Chaque jour|Tous les jours|D’ordinaire}, vous {savez trancher vite|décidez vite|tranchez sans traîner} {quand les autres|là où d’autres|alors que d’autres} {tergiversent|hésitent encore|tournent en rond}, et {c’est souvent vous qui|c’est bien souvent vous qui|en général, c’est vous qui} {débloquez la situation|remettez les choses en marche|faites avancer les choses}.',
      bond: '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous donnez {l’impulsion|le mouvement|le premier élan} ; {la relation s’épanouit|le lien s’épanouit|la relation grandit} {quand|lorsque} vous {laissez aussi|laissez parfois|savez laisser} l’autre {proposer|prendre l’initiative|choisir}, et que vous {suivez|épousez|adoptez} {parfois|de temps en temps|à l’occasion} son rythme plutôt que le vôtre.',
      shadow: [
        'Son revers est l’impatience : à force de vouloir avancer, on oublie d’écouter ceux qui marchent à côté.',
        'Sa part d’ombre tient dans l’orgueil, ce réflexe de tout porter seul plutôt que de demander de l’aide.',
        'Son revers est l’autoritarisme : décider pour les autres au nom de l’efficacité.',
        'Sa part d’ombre tient dans la solitude de qui {marche devant|ouvre la marche|va en tête} et {refuse de montrer|cache|tait} ses doutes.',
      ],
      practice: [
        'Chaque semaine, choisissez une initiative modeste et menez-la à son terme avant d’en ouvrir une autre : l’élan tient mieux quand il aboutit.',
        'Quand vous décidez, dites-le à voix haute à quelqu’un : la parole donnée vous tient mieux que l’intention.',
        'Avant chaque décision importante, écoutez jusqu’au bout un avis contraire.',
        'Terminez chaque journée {en notant|en écrivant} {une chose|un point|un dossier} que vous avez fait {avancer|progresser}.',
        'Confiez une tâche que vous auriez faite vous-même, et laissez-la être faite autrement.',
        'Gardez une liste {de ce que vous voulez lancer, et lancez-en une chose|des projets qui vous tentent, et lancez-en un|de vos envies de départ, et concrétisez-en une} {par mois|chaque mois|tous les mois}.',
      ],
    },
    en: {
      path: 'Your life {teaches you|asks you|invites you} to {stand on your own feet|stand on your own two feet|stand by yourself}: {you are expected to|it falls to you to|you are here to} {open the way|lead the way|clear the path}, and {each time|every time|whenever} {you follow|you take} someone else’s {road|path|route} {for comfort|out of comfort|because it is easier}, something in you {dims|fades|goes out}.',
      talent:
        'You act as a pioneer: you see what is missing, name it and set it going, where others are still waiting for a signal.',
      desire:
        '{Deep down|At heart|In your heart|Deep inside|Secretly}, you {want|wish|long|would like} to be {the author of your own life|the one who writes your own life|the author of your life}, to choose {your battles|your own battles|which battles to fight} and {owe your place to no one but yourself|owe your place to yourself alone|owe what you have to no one else}.',
      mask: '{People see you as|You strike people as|Others see you as|People take you to be} {decisive|resolute|determined}, {sometimes surer of yourself than you feel|at times more certain than you really are|sometimes more sure of yourself than you are}; your {bearing|manner|poise} {reassures|steadies|comforts} those who {hesitate|waver|are unsure}.',
      later:
        '{Over the years|With time|As time goes on|As the years pass|Year after year}, {you feel a growing need|a need grows in you|you increasingly feel the need} to {set your own course|choose your own direction|steer by your own lights}, and {the nerve|the courage|the boldness} to {say no to|turn down|refuse} what {no longer fits you|is no longer you|no longer suits you}.',
      day: '{Day to day|In daily life|In everyday matters|Every day|In ordinary life}, you {can cut through|know how to settle|are quick to settle} {a question|a matter|an issue} {while others|where others|as others} {dither|hesitate|are still weighing things|go round in circles}, and {often|usually|as a rule|most days} {you are the one who|it is you who|you are the person who} {gets things moving|breaks the deadlock|gets things unstuck|sets things going}.',
      bond: '{With others|With people|In your bonds|In company|Around others} you {give the impulse|set things in motion|provide the spark|get things going}; {a relationship thrives|the bond thrives|your ties do well|things go best} {when you|if you|as soon as you|once you} {let the other person lead|let the other go first|hand over the reins} {now and then|at times|from time to time|once in a while}, and {follow|keep to|match|go at} {their pace|their rhythm|their tempo} {rather than yours|instead of yours|and not yours}.',
      shadow: [
        'Its flip side is {impatience|haste|hurry}: {in the rush to|in your haste to|so eager to} {move on|get ahead|press on}, you {can stop|may stop|risk no longer} {listening to|hearing|paying attention to} {those walking beside you|the people walking with you|those at your side}.',
        'Its shadow is {pride|a stubborn pride|a proud streak}, the reflex of {carrying everything alone|shouldering everything alone|bearing it all yourself} rather than {asking for help|asking for support|calling for help}.',
        'Its flip side is bossiness: deciding for others in the name of efficiency.',
        'Its shadow is the {loneliness|isolation|solitude} of {the one in front|the one out ahead|whoever leads}, who {will not show any doubt|never lets a doubt show|hides every doubt}.',
      ],
      practice: [
        'Each week, pick one modest initiative and see it through before opening another: drive lasts longer when it lands somewhere.',
        'When you {make a decision|decide something|settle on something}, {say it out loud|say it aloud|announce it} {to someone|to another person|to a friend}: a {spoken commitment|promise made aloud|commitment spoken aloud} {holds better than|binds you more than|counts for more than} a {private intention|silent intention|private resolve}.',
        'Before each important decision, hear out one opposing view to the end.',
        'End each day by {noting|writing down|jotting down} {one thing you moved forward|one step you took|one thing that moved ahead|something you advanced}.',
        'Hand over one task you would have done yourself, and let it be done differently.',
        'Keep a list of what you want to launch, and launch one item a month.',
      ],
    },
  },
  2: {
    fr: {
      path: 'Votre existence se construit dans le lien : vous êtes là pour rapprocher, accorder, faire tenir ensemble ce qui se disperse, et votre force grandit à mesure que vous la partagez.',
      talent:
        '{Vous agissez par|Vous avancez par|Vous misez sur|Tout passe par} la finesse : vous {sentez|devinez|flairez} les tensions avant qu’elles n’éclatent et trouvez {le mot qui apaise|la parole qui apaise|le mot juste} sans rien céder {d’essentiel|sur l’essentiel}.',
      desire: 'Au fond, vous désirez la paix et la complicité, un lien où l’on se comprend à demi-mot.',
      mask: 'On vous perçoit comme une personne douce et attentive, à qui l’on se confie facilement ; on devine moins votre fermeté.',
      later:
        '{Avec les années|Avec le temps|Au fil des ans|Avec l’âge|Le temps aidant|À mesure que les années passent} {grandit|s’affirme|se renforce|mûrit|s’impose} l’art {de la coopération|du travail à plusieurs|de faire équipe} : vous {deviendrez|serez de plus en plus} la personne vers qui l’on {se tourne|vient} {pour réconcilier|pour apaiser les conflits|pour rapprocher les camps}.',
      day: '{Au quotidien|Jour après jour|Chaque jour|Tous les jours|D’ordinaire}, vous avez {le tact|du tact|le sens de la nuance} : vous {savez|sentez} quand parler{, quand vous taire| ou garder le silence}, et {les autres s’en trouvent mieux|votre entourage s’en porte mieux|chacun s’en trouve mieux}.',
      bond: '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous {donnez de l’écoute|offrez votre écoute|prêtez l’oreille} ; {la relation s’équilibre|le lien s’équilibre|l’équilibre vient} {quand|lorsque|dès que} vous osez aussi {dire|exprimer|formuler} ce dont vous avez besoin, {sans attendre|plutôt que d’attendre} que l’autre {le devine|le comprenne seul|vous devine}.',
      shadow: [
        'Son revers est la dépendance au regard d’autrui : à trop chercher l’accord, on en vient à taire sa propre voix.',
        'Sa part d’ombre tient dans l’hésitation, cette peur de déplaire qui retarde les choix nécessaires.',
        'Son revers est la susceptibilité : un mot de travers pèse plus lourd qu’il ne devrait.',
        'Sa part d’ombre tient dans le renoncement silencieux, ce oui qui cache un non.',
      ],
      practice: [
        'Avant d’accepter une demande, accordez-vous une nuit de réflexion : votre oui n’en aura que plus de poids, et votre non sera mieux compris.',
        'Tenez un carnet des accords que vous avez facilités : vous y verrez la mesure d’un talent que vous sous-estimez.',
        'Quand un désaccord vous pèse, dites-le dans la journée, calmement et en une phrase.',
        'Chaque jour, faites un petit choix sans consulter personne.',
        'Avant une discussion délicate, écrivez en une ligne ce que vous voulez obtenir.',
        'Offrez-vous chaque semaine un moment en tête-à-tête avec une personne qui compte, sans autre but que l’échange.',
      ],
    },
    en: {
      path: 'Your life is built through bonds: you are here to bring people together, to attune, to hold together what tends to scatter, and your strength grows as you share it.',
      talent:
        'You act with finesse: you sense tension before it breaks out and find the word that calms things without giving up anything essential.',
      desire: 'Deep down, you long for peace and closeness, a bond where a half-spoken word is enough.',
      mask: '{People see you as|You strike people as|Others see you as|People take you to be} {gentle and attentive|gentle and caring|kind and attentive}, someone {easy to confide in|people confide in easily|it is easy to talk to}; your {firmness|inner firmness|strength of will} {is less visible|shows less|is harder to see}.',
      later:
        '{Over the years|With time|As time goes on|As the years pass|Year after year} your {gift for cooperation|talent for working together|sense of partnership} {matures|ripens|deepens}: you become {the person others turn to|the one people seek out|the one others call on} when {they need to make peace|peace needs making|there is peace to be made}.',
      day: '{Day to day|In daily life|In everyday life|Every day|In ordinary life}, you {have|show} {tact|a gift for tact|a fine sense of tact}: you know {when to speak and when to stay quiet|when to speak up and when to hold back|when a word helps and when silence does}, and {others are better off for it|the people around you benefit|those around you feel the difference}.',
      bond: '{With others|With people|In your bonds|In company|Around others} you offer {a listening ear|an attentive ear|a patient ear}; {the relationship|the bond|a relationship} {finds its balance|finds its footing|stays balanced} {when you|if you|once you} also {dare to say|dare to voice|venture to say} what you need, {without waiting for|rather than waiting for|instead of expecting} the other {to guess it|to work it out|to read your mind}.',
      shadow: [
        'Its flip side is leaning too hard on others’ approval: in seeking agreement, you may silence your own voice.',
        'Its shadow is hesitation, the fear of displeasing that delays the choices you need to make.',
        'Its flip side is touchiness: a careless word weighs more than it should.',
        'Its shadow is silent giving in, the yes that hides a no.',
      ],
      practice: [
        'Before agreeing to a request, give yourself a night to think: your yes will carry more weight, and your no will be better understood.',
        'Keep a note of the agreements you helped reach: it will show you a talent you tend to underrate.',
        'When a disagreement weighs on you, say so within the day, calmly and in one sentence.',
        'Each day, make {one small choice|a small decision|one little choice} without {consulting anyone|asking anyone|asking for advice}.',
        'Before a delicate conversation, write in one line what you want to come out of it.',
        'Each week, give yourself an hour alone with someone who matters, for no purpose but the talk.',
      ],
    },
  },
  3: {
    fr: {
      path: '{Votre existence est faite|Votre vie est faite|Votre nature est faite} pour l’expression : dire, écrire, créer, relier les gens {par la parole|par les mots}, et la vie s’allège {chaque fois que|dès que|quand} vous laissez {passer|éclater|parler} votre joie.',
      talent:
        '{Vous agissez par|Vous avancez par|Vous misez sur|Tout passe par} la parole et l’imagination : vous rendez {une idée vivante|vivante une idée|une idée parlante}, vous donnez envie, vous trouvez {l’angle|le détail|le tour} qui fait sourire.',
      desire:
        'Au fond, vous désirez que l’on entende ce que vous avez de plus vivant, et partager ce qui vous enthousiasme.',
      mask: 'On vous perçoit comme une présence lumineuse et communicative, qui met de l’entrain là où elle passe.',
      later:
        '{Avec les années|Avec le temps|Au fil des ans|Avec l’âge|Le temps aidant|À mesure que les années passent} {grandit|s’affirme|se renforce|mûrit|s’impose} le besoin de {créer|laisser} quelque chose qui vous survive : {un ouvrage, une transmission, une œuvre à votre mesure|un livre, un savoir transmis, une œuvre à votre mesure|une œuvre, un héritage, un ouvrage à votre mesure}.',
      day: '{Au quotidien|Jour après jour|Chaque jour|Tous les jours|D’ordinaire}, vous avez le don {de détendre l’atmosphère|d’alléger l’ambiance|de dissiper les tensions} {et de trouver|et de dénicher|et de savoir trouver} {le mot juste|la formule qui porte|le bon mot} pour {rapprocher les gens|mettre les gens d’accord|créer du lien}.',
      bond: '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous apportez {la gaieté|la bonne humeur|de la gaieté} ; {la relation s’approfondit|le lien s’approfondit|la relation gagne en profondeur} {quand|lorsque|dès que} vous laissez voir aussi vos {jours gris|jours sans|moments de doute}, et que vous {écoutez|savez écouter} autant que vous {racontez|parlez}.',
      shadow: [
        'Son revers est la dispersion : mille projets commencés, peu de projets finis, et une fatigue qui ne dit pas son nom.',
        'Sa part d’ombre tient dans la légèreté de façade, {cette pudeur qui|une pudeur qui|cette retenue qui} {rit|plaisante|fait rire} pour ne pas {avouer|dire|montrer} ce qui {pèse|fait mal|inquiète}.',
        'Sa part d’ombre tient dans le besoin {d’applaudissements|de bravos|de reconnaissance immédiate}, {qui fait douter|qui ébranle|qui vous fait douter} dès que {la salle se tait|le public se tait|les applaudissements cessent}.',
      ],
      practice: [
        'Choisissez un projet créatif et {fixez-lui une forme finie|donnez-lui une forme aboutie|menez-le à une forme finie} : {un texte court|quelques pages|un dessin}, un objet, une soirée {préparée jusqu’au bout|préparée avec soin|organisée de bout en bout}.',
        'Écrivez quelques lignes chaque soir : la parole qui vous habite a besoin d’un lieu où se poser.',
        'Donnez {une date de fin|une échéance|une date butoir} à chaque projet créatif, et {montrez le résultat|faites voir le résultat|présentez ce que vous avez fait} à {quelqu’un|une personne de confiance|un proche}.',
        'Une fois par semaine, {racontez|confiez|dites} à {un proche|quelqu’un de cher|une personne proche} {ce qui vous a touché|ce qui vous a ému|vos émotions} plutôt que ce qui vous a {amusé|fait rire}.',
        'Chaque mois, {terminez|bouclez|menez à bien} un projet avant {d’en annoncer|d’en lancer|d’en commencer} {un nouveau|un autre}.',
      ],
    },
    en: {
      path: 'Your life is made for expression: speaking, writing, creating, linking people through words, and life grows lighter whenever you let your joy through.',
      talent:
        'You act through words and imagination: you bring an idea to life, you make people want to join in, you find the angle that makes them smile.',
      desire:
        '{Deep down|At heart|In your heart|Deep inside|Secretly}, you {want|wish|long|would like} to be {heard in|listened to in|recognised in} {what is most alive in you|the liveliest part of you|what burns brightest in you}, to share {what fires your enthusiasm|what fires you up|what sets you alight}.',
      mask: '{People see you as|You strike people as|Others see you as|People take you to be} {a bright, outgoing presence|a lively, sociable presence|a bright and open presence} who {brings energy|brings life|lifts the mood} {wherever you go|wherever you are|everywhere you go}.',
      later:
        '{Over the years|With time|As time goes on|As the years pass|Year after year}, {you feel a growing wish|a wish grows in you|you increasingly wish} to {create|make|bring about} something {that outlasts you|that will outlive you|lasting}: {a piece of work, something handed on|a body of work, a legacy|a creation, something passed on}, {a work of your own size|a work on your own scale|a work cut to your measure}.',
      day: '{Day to day|In daily life|In everyday life|Every day|In ordinary life}, you {have|show} a {knack|gift|talent} for {easing the mood|lightening the atmosphere|lifting the mood} and {finding the right word|finding the apt word|coming up with the phrase} {to bring people closer|that brings people together|that draws people closer|that unites people}.',
      bond: '{With others|With people|In your bonds|In company|Around others} you bring {cheer|good cheer|liveliness}; {the relationship|the bond|a relationship} {deepens|grows deeper|gains depth} {when you|if you|once you} let them see {your grey days|your low days|your gloomier days} too, and {listen as much as you talk|give them as much room as you take|hear them out as much as you talk|let them speak as much as you do}.',
      shadow: [
        'Its flip side is {scattering|dispersal|spreading yourself thin}: {a thousand projects started|countless projects begun|a host of projects launched}, few finished, and {a tiredness you do not admit|a fatigue you will not own up to|a weariness you keep quiet}.',
        'Its shadow is {lightness as a front|lightness as a mask|cheerfulness as a cover}, {the reserve that laughs|a reserve that jokes|the modesty that laughs} {so as not to|rather than|to avoid having to} {admit|say|own up to} what {weighs on you|troubles you|burdens you}.',
        'Its shadow is the need for applause, which brings doubt as soon as the room goes quiet.',
      ],
      practice: [
        'Choose one creative project and give it a finished shape: a short text, an object, an evening prepared to the end.',
        'Write a few lines each evening: the words that live in you need a place to land.',
        'Give {each creative project|every creative project|each project you create|each of your creations} {an end date|a deadline|a finishing date|a date to finish by}, {and|then} {show the result to someone|share the result with someone|let one person see it|show someone what came of it}.',
        'Once a week, {tell|confide to} {someone close|a friend|someone dear to you} what {moved you|touched you|stirred you} rather than what {amused you|made you laugh|entertained you}.',
        'Each month, {finish|complete|wrap up} one project before {announcing|starting|launching} {a new one|another|the next}.',
      ],
    },
  },
  4: {
    fr: {
      path: 'Votre existence se bâtit pierre après pierre : vous êtes là pour construire du durable, et ce que vous posez avec méthode finit toujours par tenir.',
      talent:
        'Vous agissez avec méthode : vous découpez, organisez, vérifiez, et ce qui passe entre vos mains devient solide.',
      desire:
        'Au fond, vous désirez la stabilité, un socle sûr sur lequel vous appuyer et appuyer ceux que vous aimez.',
      mask: 'On vous perçoit comme une personne fiable et sérieuse, sur qui l’on peut compter ; on devine moins votre tendresse.',
      later:
        '{Avec les années|Avec le temps|Au fil des ans|Avec l’âge|Le temps aidant|À mesure que les années passent} {grandit|s’affirme|se renforce|mûrit|s’impose} le goût {des fondations|des bases solides|du durable} : transmettre {un savoir-faire|votre métier|ce que vous savez faire}, consolider ce qui a été {construit|bâti|mis en place}.',
      day: '{Au quotidien|Jour après jour|Chaque jour|Tous les jours|D’ordinaire}, vous avez {le sens du concret|l’esprit pratique|les pieds sur terre} : vous {savez transformer|changez volontiers|savez traduire} une intention floue en {liste de tâches tenable|étapes faciles à tenir|plan simple et réaliste}.',
      bond: '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous {offrez|apportez} {la constance|la fidélité|une présence constante} ; la relation {respire|s’allège|se détend} quand vous {acceptez|accueillez} {une part d’imprévu|un peu d’imprévu|une dose de surprise}, et que votre {tendresse|affection} se dit {aussi en mots|aussi avec des mots|en paroles aussi}.',
      shadow: [
        'Son revers est la rigidité : à trop vouloir tout prévoir, on se ferme aux chemins de traverse.',
        'Sa part d’ombre tient dans le labeur sans fin, cette {conviction|certitude|idée} qu’il faut toujours mériter {son repos|le droit de souffler|chaque pause}.',
        'Son revers est l’inquiétude matérielle, cette peur de manquer qui fait tout retenir.',
        'Sa part d’ombre tient dans l’entêtement : une fois la route tracée, il devient difficile d’en changer.',
      ],
      practice: [
        'Donnez à chaque projet {un plan|une feuille de route} en {trois étapes|trois temps} et {une date pour la première|une échéance pour la première|la date de la première} : votre {constance|régularité} {fera le reste|s’occupera du reste|fera la différence}.',
        'Réservez chaque semaine un moment sans programme : la solidité a besoin aussi de souplesse pour durer.',
        'Chaque soir, {rayez|barrez|cochez} trois tâches {faites|accomplies|menées à bien} plutôt que d’en {ajouter|inscrire|noter} trois {nouvelles|autres|de plus}.',
        'Une fois par mois, changez un détail de votre routine, pour voir ce qu’il change.',
      ],
    },
    en: {
      path: 'Your life is built stone by stone: you are here to make things that last, and what you lay down with method ends up holding.',
      talent:
        'You act with method: you break things down, organise and check, and whatever passes through your hands becomes sound.',
      desire: 'Deep down, you long for stability, firm ground to stand on and to offer the people you love.',
      mask: '{People see you as|You strike people as|Others see you as|People take you to be} {reliable and serious|dependable and serious|steady and reliable}, someone they {can count on|can rely on|can lean on}; your {tenderness|softer side|warmth} {is less visible|shows less|is harder to see}.',
      later:
        '{Over the years|With time|As time goes on|As the years pass|Year after year}, {you acquire a taste|a taste grows in you|you develop a taste} for {foundations|what lasts|solid groundwork}: {handing on a skill|passing on a craft|teaching what you know}, {strengthening|reinforcing|consolidating} what has been built.',
      day: '{Day to day|In daily life|In everyday matters|Every day|In ordinary life}, you are {practical|down to earth|hands-on}: you can turn {a vague intention|a hazy wish|a loose idea} into {a list of tasks that can actually be done|a series of steps you can really tick off|a to-do list that actually gets done}.',
      bond: '{With others|With people|In your bonds|In company|Around others} you offer {steadiness|stability|constancy}; {the relationship|the bond|a relationship} {breathes more easily|feels lighter|relaxes} {when you|if you|once you} {allow for the unexpected|leave room for surprises|make room for the unforeseen}, and when your tenderness is {spoken as well as shown|put into words as well as deeds|said as well as shown}.',
      shadow: [
        'Its flip side is rigidity: wanting to plan everything closes you to the paths off the main road.',
        'Its shadow is endless toil, the belief that rest must always be earned.',
        'Its flip side is material worry, the fear of going short that makes you hold on to everything.',
        'Its shadow is stubbornness: once the road is drawn, changing it becomes hard.',
      ],
      practice: [
        'Give each project a plan in three stages and a date for the first one: your steadiness will do the rest.',
        'Set aside {an hour|a free hour|some time} {each week|every week|once a week} with nothing {planned|on the agenda|scheduled}: {solidity needs some suppleness too if it is to last|what is solid needs some give if it is to last|even firm foundations need a little give to last}.',
        'Each evening, cross off three tasks done rather than adding three new ones.',
        'Once a month, change {one detail|one small thing|a single detail} of your {routine|daily routine|habits}, {just to see what it changes|simply to see what happens|just to see the difference}.',
      ],
    },
  },
  5: {
    fr: {
      path: '{Votre existence est faite|Votre vie est faite|Votre route est faite} de mouvement : {vous êtes là pour explorer|votre rôle est d’explorer|il vous faut explorer}, {changer d’horizon|voir du pays}, {goûter à|découvrir} {la diversité|la variété} du monde, et la routine {est votre seule vraie prison|reste votre seule vraie prison|est la seule prison que vous craigniez}.',
      talent:
        '{Vous agissez par|Vous avancez par|Vous misez sur|Tout passe par} l’adaptation : vous {saisissez l’occasion au vol|sautez sur l’occasion|attrapez l’occasion au vol}, vous changez de plan sans perdre {le cap|le nord|de vue le but}, vous apprenez {vite|en un rien de temps|très vite}.',
      desire:
        'Au fond, vous désirez la liberté, l’espace de vivre plusieurs vies et de ne jamais sentir un cadre se refermer sur vous.',
      mask: 'On vous perçoit comme une personne vive et curieuse, dont la compagnie donne envie de bouger.',
      later:
        '{Avec les années|Avec le temps|Au fil des ans|Avec l’âge|Le temps aidant|À mesure que les années passent} {grandit|s’affirme|se renforce|mûrit|s’impose} l’envie d’une liberté plus {choisie|réfléchie|consciente} : voyager, apprendre, changer encore, mais {en connaissance de cause|en sachant pourquoi|en choisissant vos départs}.',
      day: '{Au quotidien|Jour après jour|Chaque jour|Tous les jours|D’ordinaire}, vous avez {la vivacité|l’esprit vif|des réflexes prompts} : {un imprévu|l’imprévu|un contretemps} vous {prend rarement de court|surprend rarement|déstabilise peu}, {et vous rebondissez|vous rebondissez|et vous réagissez|vous réagissez} {avant les autres|plus vite que d’autres|avant tout le monde}.',
      bond: '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous apportez {du souffle|de l’air frais|un vent de liberté} ; {la relation dure|la relation tient|l’entente dure} {quand elle|lorsqu’elle|tant qu’elle} vous laisse {de l’air|de l’espace|respirer|du champ} et que vous {tenez parole|restez fiable|tenez vos promesses}, {même quand|même lorsque|y compris quand} l’envie d’ailleurs {se fait sentir|vous démange|vous reprend}.',
      shadow: [
        'Son revers est l’instabilité : à courir après la nouveauté, on fuit parfois ce qui demanderait d’approfondir.',
        'Sa part d’ombre tient dans l’excès, ce goût de l’intensité qui fait oublier la mesure.',
        'Sa part d’ombre tient dans l’ennui {vite venu|précoce|trop vite venu}, qui {fait|vous fait} {lâcher les choses|abandonner la partie|décrocher} {juste avant|peu avant} {qu’elles ne portent leurs fruits|qu’elles ne portent fruit|qu’elles ne donnent leurs fruits|la récolte|que l’effort ne paie}.',
      ],
      practice: [
        'Offrez-vous une nouveauté par mois (un lieu, un cours, une rencontre) et tenez en parallèle un seul engagement jusqu’au bout.',
        'Avant de changer de {direction|cap|route}, {notez|écrivez|mettez par écrit} ce que vous {quittez|laissez} et ce que vous {cherchez|espérez trouver|visez} : {le mouvement|le changement|le départ} devient alors un choix.',
        'Avant de dire oui à une nouvelle aventure, terminez-en une ancienne.',
        'Gardez un rituel fixe par semaine, un seul : il vous servira d’ancre.',
        'Quand {l’envie|le besoin|la tentation} de tout {changer|bouleverser} vous {prend|saisit}, {changez une seule chose|ne changez qu’une chose|modifiez une seule chose} et {observez-en l’effet|regardez ce que cela produit|notez ce qui bouge} {pendant un mois|sur un mois|un mois durant}.',
      ],
    },
    en: {
      path: 'Your life is made of movement: you are here to explore, change horizons and taste the variety of the world, and routine is the only real prison for you.',
      talent:
        'You act by adapting: you {seize the chance as it passes|catch chances as they come|grab the opening when it appears}, change {plans|course} without losing your bearings, and learn {fast|quickly|on the go}.',
      desire: 'Deep down, you long for freedom, room to live several lives and never feel boxed in.',
      mask: '{People see you as|You strike people as|Others see you as|People take you to be} {lively and curious|lively and inquisitive|curious and full of life}, {someone whose company|a companion whose presence|someone whose energy} {makes them want to get going|gives them the urge to set off|makes them want to move}.',
      later:
        '{Over the years|With time|As time goes on|As the years pass|Year after year}, {you feel a growing wish|a wish grows in you|you increasingly long} for a freedom you {choose with care|choose carefully|pick with care}: {travelling, learning, changing again|travelling, studying, changing once more|learning, moving, starting afresh}, but {with your eyes open|with open eyes|knowing what you are doing}.',
      day: '{Day to day|In daily life|In everyday life|Every day|In ordinary life}, you are {quick on your feet|quick to react|nimble}: {the unexpected|a surprise|a sudden change} rarely {finds you at a loss|catches you out|throws you}{, and you|, and you quickly|, and you soon} {bounce back|recover|get going again} {before others do|faster than most|ahead of everyone else}.',
      bond: '{With others|With people|In your bonds|In company|Around others} you bring {fresh air|a breath of fresh air|a change of air}; {the relationship|the bond|a relationship} {lasts|holds|endures} {when it gives you|as long as it leaves you|if it allows you} {room|space|breathing space} {and you keep your word|and you keep to your word|while you keep your word|and you honour your promises}, {even when|even as|even though} {the urge to be elsewhere|the pull of elsewhere|the wish to be off} {makes itself felt|is strong|tugs at you}.',
      shadow: [
        'Its flip side is restlessness: chasing novelty can mean running from what would need going deeper.',
        'Its shadow is excess, {the taste for intensity|a hunger for intensity|the pull of intensity} that {makes you forget moderation|leaves little room for moderation|drowns out any sense of measure}.',
        'Its shadow is {boredom that comes quickly|boredom that sets in fast|a boredom that comes fast} and {makes you drop things|makes you give things up|leads you to drop things} {just before they bear fruit|just before they pay off|on the eve of success}.',
      ],
      practice: [
        'Give yourself one new thing a month (a place, a class, a meeting) and keep a single commitment going to the end alongside it.',
        'Before changing direction, write down what you leave and what you seek: the move then becomes a choice.',
        'Before saying yes to a new adventure, finish an old one.',
        'Keep one fixed ritual a week, just one: it will serve as your anchor.',
        'When the urge to {change everything|overturn everything|start all over} {takes you|comes over you|grips you}, change {one thing only|just one thing|a single detail} {and|then} {watch its effect|observe what it does|see what it changes} {for a month|over the next month|for four weeks}.',
      ],
    },
  },
  6: {
    fr: {
      path: '{Votre existence|Votre vie} tourne autour {de la responsabilité affective|du soin des autres|de la responsabilité du cœur} : {prendre soin, embellir|soigner, embellir|protéger, embellir}, {tenir un foyer|faire vivre un foyer|tenir une maison} {au sens large|au sens le plus large|ouvert à tous}, et trouver {la juste mesure|le bon équilibre} entre donner et recevoir.',
      talent:
        '{Vous agissez par|Vous avancez par|Vous misez sur|Tout passe par} le soin : vous harmonisez {les lieux et les gens|les gens et les lieux|les espaces et les êtres}, vous réparez ce qui {est abîmé|s’est abîmé|a souffert}, vous savez rendre {un cadre|un lieu|un intérieur} accueillant.',
      desire:
        'Au fond, vous désirez aimer et recevoir de l’amour dans un cadre harmonieux, être utile à ceux qui comptent pour vous.',
      mask: 'On vous perçoit comme une personne chaleureuse et protectrice, vers qui l’on vient naturellement chercher conseil.',
      later:
        '{Avec les années|Avec le temps|Au fil des ans|Avec l’âge|Le temps aidant|À mesure que les années passent} {grandit|s’affirme|se renforce|mûrit|s’impose} {le rôle de pilier|la fonction de pilier|votre rôle de pilier} : vous {deviendrez|serez peu à peu|finirez par être} {le point d’ancrage|le repère|le socle} {d’une famille|d’un foyer}, {d’une équipe|d’un groupe} ou {d’une communauté|d’une association}.',
      day: '{Au quotidien|Jour après jour|Chaque jour|Tous les jours|D’ordinaire}, vous {avez le sens de l’accueil|savez recevoir comme personne|avez l’art de recevoir} : {un geste, un repas|un repas partagé|une table ouverte}, {une attention|un mot gentil|un sourire}, et {les autres se sentent chez eux|chacun se sent chez soi|vos invités se sentent bien}.',
      bond: '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous {donnez beaucoup|donnez sans relâche|offrez beaucoup} ; {la relation reste juste|le lien reste équilibré|la relation reste équilibrée} quand vous {acceptez aussi de recevoir|acceptez de recevoir à votre tour|savez aussi recevoir|recevez aussi volontiers}, sans {compter|tenir le compte de|mesurer} ce que vous avez donné.',
      shadow: [
        'Son revers est le sacrifice : à vouloir le bien de tous, on s’oublie, puis on en garde une amertume silencieuse.',
        'Sa part d’ombre tient dans le perfectionnisme {affectif|du cœur}, ce {désir|besoin|rêve} que tout soit {harmonieux|sans fausse note|paisible}, qui {empêche d’accepter|rend insupportables} les désaccords.',
        'Son revers est l’ingérence bienveillante : vouloir le bien des autres à leur place.',
        'Sa part d’ombre tient dans la culpabilité qui surgit dès que vous pensez à vous.',
      ],
      practice: [
        'Une fois par semaine, {faites pour vous-même|offrez-vous|prévoyez pour vous} ce que vous faites {si bien|si volontiers|sans compter} pour les autres : un repas {soigné|préparé avec soin|qui vous fait plaisir}, une soirée {tranquille|au calme|rien qu’à vous}, un soin.',
        'Quand on vous demande un service, {demandez-vous d’abord|vérifiez d’abord|regardez d’abord} {si vous le rendez|si vous rendez ce service} {par élan ou par devoir|par envie ou par obligation|de bon cœur ou par devoir} : {le premier vous nourrit|l’un vous nourrit|le premier vous porte}, {le second vous use|l’autre vous use|le second vous épuise}.',
        'Demandez à vos proches ce dont ils ont besoin avant de leur offrir votre aide.',
        'Notez chaque semaine ce que vous avez reçu des autres, pas seulement ce que vous avez donné.',
      ],
    },
    en: {
      path: 'Your life turns around {caring responsibility|responsibility for others|the duty of care}: {looking after others|looking after people|taking care of others}, {making things beautiful|bringing beauty|making life more beautiful}, keeping a home {in the widest sense|in the broadest sense|in every sense}, and {finding the right balance|striking the right balance|finding a fair balance} between {giving and receiving|what you give and what you receive|giving and being given to}.',
      talent:
        'You act through care: you bring {places and people|people and places} into harmony, {mend what is damaged|repair what is broken|patch up what has been hurt} and know how to make {any setting|any room|any place} {welcoming|feel like home|warm}.',
      desire:
        'Deep down, you long to love and be loved in a harmonious setting, to be of use to those who matter to you.',
      mask: '{People see you as|You strike people as|Others see you as|People take you to be} {warm and protective|warm and caring|protective and kind}, someone they {naturally come to|readily turn to|instinctively go to} {for advice|for counsel|when they need advice}.',
      later:
        '{Over the years|With time|As time goes on|As the years pass|Year after year} you {grow into|become|turn into} a pillar: {the anchor of|the mainstay of|the one who holds together} {a family, a team or a community|a household or a group of friends|a team, a family, a circle}.',
      day: '{Day to day|In daily life|In everyday life|Every day|In ordinary life}, you {have|show} {a gift for welcome|a talent for hospitality|a flair for welcoming people}: {a gesture, a meal, a kind word|the right meal, a small attention, a warm word|tea and a smile, a gesture|kind words, a shared meal}, and {people feel at home|everyone feels at home|people feel at ease|guests feel welcome}.',
      bond: '{With others|With people|In your bonds|In company|Around others} you give {a great deal|a lot|generously}; {the relationship|the bond|a relationship} {stays fair|keeps its balance|remains even} {when you also|if you also|once you} {let yourself receive|allow yourself to receive|learn to receive}, {without keeping count of|without tallying|without keeping score of} what you gave.',
      shadow: [
        'Its flip side is {self-sacrifice|self-denial|giving yourself away}: {wanting everyone’s good|wishing everyone well|seeing to everybody’s needs|caring for all}, you {forget yourself|leave yourself out|neglect yourself|put yourself last}, {then|and then|only to} {keep a quiet bitterness|nurse a quiet bitterness|feel a silent resentment}.',
        'Its shadow is {a perfectionism of the heart|perfectionism in matters of the heart|a heart that wants perfection}, the wish for {constant harmony|harmony at all times|unbroken harmony} that makes {disagreement|conflict|any discord} hard to {accept|bear|live with}.',
        'Its flip side is well-meant interference: wanting other people’s good on their behalf.',
        'Its shadow is the guilt that rises as soon as you think of yourself.',
      ],
      practice: [
        'Once a week, do for yourself what you do so well for others: a proper meal, a quiet evening, some care.',
        'When someone {asks a favour|asks you for something|needs a hand}, {first ask yourself|ask yourself first|check first} whether you are {doing it|saying yes} {out of warmth or out of duty|from warmth or from duty|for love or for duty}: the first {feeds you|nourishes you|fills you up}, the second {wears you down|drains you|wears you out}.',
        'Ask the people close to you what they need before you offer it.',
        'Each week, note what you received from others, not only what you gave.',
      ],
    },
  },
  7: {
    fr: {
      path: 'Votre existence est une quête de sens : comprendre, approfondir, chercher ce qui se cache sous les apparences, et la solitude choisie y tient une place précieuse.',
      talent:
        '{Vous agissez par|Vous avancez par|Vous misez sur|Tout passe par} l’analyse : vous {observez|examinez}, vous recoupez, vous {allez au fond des questions|creusez les questions|approfondissez les sujets} que d’autres {effleurent|survolent|ne font qu’effleurer}.',
      desire:
        'Au fond, vous désirez la vérité et le calme intérieur, le temps de penser sans que rien ne presse.',
      mask: 'On vous perçoit comme une personne réservée et profonde, un peu mystérieuse, dont l’avis compte parce qu’il est rare.',
      later:
        '{Avec les années|Avec le temps|Au fil des ans|Avec l’âge|Le temps aidant|À mesure que les années passent} {grandit|s’affirme|se renforce|mûrit|s’impose} le besoin de {sagesse|recul et de sagesse} : étudier, transmettre ce que vous avez {compris|appris|saisi}, vivre {plus simplement|avec moins|plus sobrement}.',
      day: '{Au quotidien|Jour après jour|Chaque jour|Tous les jours|D’ordinaire}, vous avez {l’œil du chercheur|un regard d’enquêteur|l’œil exercé} : {un détail qui cloche|le moindre détail qui cloche|une incohérence} ne vous échappe {pas|guère|jamais longtemps}.',
      bond: '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous {offrez|apportez} une écoute {profonde|attentive|rare} ; {la relation s’ouvre|le lien s’ouvre|la relation s’approfondit} quand vous {partagez|confiez} aussi ce que vous {pensez|pressentez}, même avant {d’en avoir la certitude|d’avoir tout vérifié|d’avoir conclu}.',
      shadow: [
        'Son revers est le retrait : à trop se protéger du monde, on finit par s’en couper.',
        'Sa part d’ombre tient dans le {doute sans fin|doute perpétuel}, {cette exigence|cette soif|ce besoin} de certitude qui {retarde|repousse} {l’engagement|toute décision}.',
        'Son revers est la froideur {apparente|de façade} : {on prend|les autres prennent} votre {réserve|pudeur|discrétion} pour {du détachement|de l’indifférence|de la distance}.',
        'Sa part d’ombre tient dans le perfectionnisme {intellectuel|de l’esprit|du savoir}, qui {empêche de conclure|interdit de trancher|retarde toute conclusion} {tant que tout n’est pas compris|avant d’avoir tout compris|tant qu’un point reste obscur|tant que subsiste une zone d’ombre}.',
      ],
      practice: [
        'Ménagez-vous chaque jour un temps de {silence|calme|retrait}, même {court|bref|minime} : c’est là que vos {meilleures réponses|réponses les plus sûres|bonnes idées} {arrivent|se présentent|viennent}.',
        'Quand une question vous habite, écrivez-la, puis notez ce que vous en savez déjà : la réflexion s’éclaircit sur le papier.',
        'Fixez une date pour trancher chaque question que vous étudiez, et tenez-la.',
        'Marchez une heure par semaine, sans compagnie ni écouteurs : vos idées s’y rangent d’elles-mêmes.',
      ],
    },
    en: {
      path: 'Your life is a search for meaning: understanding, going deeper, looking for what lies beneath appearances, and chosen solitude holds a precious place in it.',
      talent:
        'You act through analysis: you {observe, cross-check|watch, compare|observe, verify}, and get to the bottom of {questions|matters|problems} others only {skim|glance at|touch on}.',
      desire: 'Deep down, you long for truth and inner calm, time to think without being rushed.',
      mask: '{People see you as|You strike people as|Others see you as|People take you to be} {reserved and deep|reserved and thoughtful|quiet and deep}, {a little mysterious|somewhat mysterious|a touch enigmatic}, someone whose {opinion counts|opinion carries weight|word matters} because it is {rarely given|seldom given|rarely offered}.',
      later:
        '{Over the years|With time|As time goes on|As the years pass|Year after year}, {you feel a growing need|a need grows in you|you increasingly feel a need} for wisdom: {studying|reading and learning|going on learning}, {passing on what you have understood|sharing what you have come to understand|handing on what you have grasped}, {living more simply|living a simpler life|keeping life simple}.',
      day: '{Day to day|In daily life|In everyday life|Every day|In ordinary life}, you {have|show} {a researcher’s eye|an investigator’s eye|a keen, searching eye}: {a detail that does not fit|a detail out of place|anything that does not add up} {never escapes you|never gets past you|rarely slips past you}.',
      bond: '{With others|With people|In your bonds|In company|Around others} you offer {deep attention|close attention|a deep attentiveness}; {the relationship|the bond|a relationship} {opens up|grows warmer|comes alive} {when you|if you|once you} {share your own thoughts|share your thoughts|let your own thoughts show} too, {even before you are quite sure of them|even before they are fully formed|even the half-formed ones}.',
      shadow: [
        'Its flip side is {withdrawal|retreat|pulling back}: {protecting|shielding|guarding} yourself {too much|too closely|so much} {from the world|against the world|from the world around you} {ends by cutting you off from it|can leave you isolated from it|ends up shutting you away|finally walls you off from it}.',
        'Its shadow is endless doubt, a {demand|need|craving} for certainty that {delays commitment|puts off every commitment|holds back every decision}.',
        'Its flip side is apparent coldness: people take your reserve for detachment.',
        'Its shadow is intellectual perfectionism, which stops you concluding until everything is understood.',
      ],
      practice: [
        'Give yourself a moment of silence each day, however short: that is where your best answers come.',
        'When a question keeps returning, write it down, then note what you already know: thinking clears on paper.',
        'Set a date for deciding each question you study, and keep to it.',
        'Walk alone for an hour each week, without headphones: your thoughts sort themselves out on the way.',
      ],
    },
  },
  8: {
    fr: {
      path: '{Votre existence|Votre vie|Votre chemin} vous {confronte au|met face au|place devant le} pouvoir {d’agir sur le réel|d’agir sur les choses|de peser sur le réel} : diriger, bâtir {à grande échelle|en grand|pour durer}, {assumer des responsabilités|prendre des responsabilités|porter de lourdes charges}, et apprendre {l’usage juste|le bon usage|l’emploi juste} de votre force.',
      talent:
        'Vous {bâtissez en grand|construisez en grand|bâtissez à grande échelle} : vous {voyez loin|anticipez|regardez loin}, vous savez {mobiliser|réunir|rassembler} {les moyens et les gens|les gens et les moyens|les ressources et les talents}, et vous {tenez vos objectifs|atteignez vos buts|menez vos projets à terme}.',
      desire:
        '{Au fond|Intimement|Au plus profond de vous}, vous {désirez|voulez} {accomplir|réussir}, laisser une marque {tangible|concrète|durable} et que l’on {reconnaisse ce que vous avez réalisé|salue ce que vous avez bâti|reconnaisse votre œuvre|salue votre travail}.',
      mask: 'On vous perçoit comme une personne solide et déterminée, dont l’autorité s’impose sans qu’elle ait à la réclamer.',
      later:
        '{Avec les années|Avec le temps|Au fil des ans|Avec l’âge|Le temps aidant|À mesure que les années passent} {grandit|s’affirme|se renforce|mûrit|s’impose} le sens des responsabilités : on vous {demandera|confiera le soin} de {décider pour d’autres|trancher pour d’autres|choisir pour d’autres}, et de le faire {avec équité|avec justesse|en toute justice}.',
      day: '{Au quotidien|Jour après jour|Chaque jour|Tous les jours|D’ordinaire}, vous avez {l’énergie de l’exécution|le sens de l’action|la force d’exécuter} : {quand il faut|s’il faut|dès qu’il faut} {trancher et tenir|décider puis tenir bon|agir et durer}, {on peut compter sur vous|vous répondez présent|on sait pouvoir compter sur vous}.',
      bond: '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous {offrez|apportez} {la protection et l’appui|un appui solide|votre protection} ; {vos liens se resserrent|le lien s’approfondit|la relation s’enrichit} {quand vous|lorsque vous|dès que vous|chaque fois que vous} {baissez la garde|posez les armes|relâchez la garde} et {montrez|laissez voir|dites} {ce qui vous touche|ce qui vous émeut|vos émotions}.',
      shadow: [
        'Son revers est la dureté : à viser le résultat, on oublie parfois le prix humain du chemin.',
        'Sa part d’ombre tient dans le contrôle, ce besoin de tout {maîtriser|régenter|tenir en main} qui {épuise et éloigne|fatigue et isole|vous use et tient les autres à distance}.',
        'Sa part d’ombre tient dans {le rapport|la relation|un rapport ambigu} à l’argent, qui {peut devenir|risque de devenir|devient parfois} {la mesure|l’étalon|le baromètre} de votre {valeur|valeur personnelle|propre valeur}.',
      ],
      practice: [
        'Fixez-vous un objectif {ambitieux et mesurable|ambitieux mais chiffré|élevé et mesurable}, puis {nommez une personne à qui vous en rendrez compte|choisissez quelqu’un devant qui en répondre|désignez un témoin de vos progrès}.',
        'Chaque fois que vous exercez une autorité, demandez-vous qui en profite en dehors de vous.',
        'Une fois par mois, {accordez-vous|offrez-vous|gardez-vous} une journée sans {objectif ni résultat à atteindre|but ni résultat à viser|rien à prouver ni à produire}.',
        'Avant une négociation, écrivez ce que l’autre partie doit pouvoir y gagner.',
        'Déléguez {chaque mois|une fois par mois|tous les mois} {une décision|un choix|un arbitrage} à {quelqu’un|une personne} {de votre équipe|de votre entourage|de confiance|de votre cercle}, et {soutenez ce qui est décidé|appuyez sa décision|tenez-vous-en à son choix}.',
      ],
    },
    en: {
      path: 'Your life brings you face to face with the power to shape the real world: leading, building on a large scale, taking on responsibility, and learning the fair use of your strength.',
      talent:
        'You act as a builder on a large scale: you think big, you know how to rally means and people, and you hold to your goals.',
      desire:
        '{Deep down|At heart|In your heart|Deep inside|Secretly}, you {want|wish|long|would like} to {achieve|accomplish things|succeed}, to leave {a tangible mark|a visible mark|a mark you can point to} and be {recognised|acknowledged|valued|given credit} {for what you have|for all you have} {done|achieved|built}.',
      mask: '{People see you as|You strike people as|Others see you as|People take you to be} {solid and determined|solid and resolute|strong and determined}, someone whose authority {shows without needing to be claimed|needs no announcing|is felt without being claimed}.',
      later:
        '{Over the years|With time|As time goes on|As the years pass|Year after year} your sense of responsibility {grows|deepens|widens}: you will be {called on|asked|expected} to {decide for others|make decisions for others|choose on behalf of others}, and {to do so fairly|to do it fairly|to do so with fairness}.',
      day: '{Day to day|In daily life|In everyday life|Every day|In ordinary life}, you {have|show} {the drive|the energy|the grit|the staying power} to {carry things out|see things through|get things done}: when {someone must decide and hold firm|a decision must stick|a firm decision is needed}, {people can count on you|people turn to you|others rely on you|you are the one to call}.',
      bond: '{With others|With people|In your bonds|In company|Around others} you offer {protection and support|shelter and support|protection and backing}; {the relationship|the bond|a relationship} {deepens|grows deeper|gains depth} {when you|if you|once you} {lay down the armour|drop your guard|put the armour aside} and {show what moves you|let your feelings show|show what touches you}.',
      shadow: [
        'Its flip side is {hardness|harshness|toughness}: {aiming at results|focused on results|intent on the outcome}, you can {forget|lose sight of|overlook} the {human cost|cost to people|human price} {of the way there|of getting there|along the way}.',
        'Its shadow is control, the need to master everything that wears you out and pushes people away.',
        'Its shadow is your relationship with money, which can turn into the measure of your worth.',
      ],
      practice: [
        'Set yourself an ambitious, measurable goal, then name one person you will report to on it.',
        'Each time you use your authority, ask yourself who besides you benefits from it.',
        'Once a month, give yourself a day with no goal and no result to reach.',
        'Before a negotiation, write down what the other side should be able to gain from it.',
        'Each month, leave one decision to someone in your team or your circle, and back it.',
      ],
    },
  },
  9: {
    fr: {
      path: '{Votre existence|Votre vie} {s’ouvre sur le monde|regarde vers le monde|est tournée vers le monde} : comprendre {les autres|autrui}, servir {une cause|un idéal} {plus large que soi|qui vous dépasse|plus vaste que soi}, et {savoir|apprendre à} {clore les chapitres|refermer les chapitres|tourner les pages} {pour que d’autres puissent s’ouvrir|afin que d’autres commencent|pour laisser place à d’autres}.',
      talent:
        '{Vous agissez par|Vous avancez par|Vous misez sur|Tout passe par} {la largeur de vue|l’ouverture d’esprit|un regard large} : {vous comprenez|vous savez comprendre} des gens {très différents|de tous horizons|très divers}, vous reliez, vous inspirez {au-delà de votre cercle|bien au-delà de vos proches|loin de votre cercle}.',
      desire:
        '{Au fond|Intimement|Au plus profond de vous}, vous {désirez|souhaitez|voulez} que votre vie serve {à quelque chose de plus grand|une cause plus grande que vous|un dessein plus vaste}, un idéal qui {dépasse votre seul intérêt|va au-delà de votre intérêt|dépasse votre personne}.',
      mask: 'On vous perçoit comme une personne généreuse et ouverte, qui a toujours un mot pour chacun.',
      later:
        '{Avec les années|Avec le temps|Au fil des ans|Avec l’âge|Le temps aidant|À mesure que les années passent} {grandit|s’affirme|se renforce|mûrit|s’impose} {la vocation de transmettre|le désir de transmettre|l’envie de passer le relais} : ce que vous avez {vécu|traversé} devient une {ressource|richesse|aide} pour {les autres|d’autres|ceux qui suivent}.',
      day: '{Au quotidien|Jour après jour|Chaque jour|Tous les jours|D’ordinaire}, vous avez {la compassion|le cœur ouvert|une vraie compassion} : vous {devinez|sentez} {la peine|la douleur} {d’autrui|des autres} et {savez la reconnaître|savez l’accueillir|l’accueillez} {sans la juger|sans porter de jugement|sans jugement}.',
      bond: '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous {donnez sans compter|donnez à pleines mains|donnez largement} ; {la relation|le lien} {se nourrit|s’enrichit|trouve son équilibre} {quand|lorsque|dès que} vous {acceptez aussi|admettez aussi|acceptez enfin} qu’on vous {accompagne|soutienne|épaule|aide}, et que vous {dites|osez dire|nommez|exprimez} {ce qui vous manque|ce dont vous avez besoin|vos propres besoins}.',
      shadow: [
        'Son revers est la dispersion dans les {causes|combats|engagements} des autres, {au point de négliger|jusqu’à négliger|au risque d’oublier} votre {propre vie|propre existence|vie personnelle}.',
        'Sa part d’ombre tient dans la difficulté à lâcher : on {garde|conserve} {les regrets|ses regrets} {comme on garde|comme on range|comme on conserve} {de vieilles lettres|de vieilles photos}.',
        'Son revers est la mélancolie, ce regard {tourné|toujours tourné|porté} {vers ce qui n’est plus|vers le passé|vers ce qui a disparu}.',
        'Sa part d’ombre tient dans la déception, quand le monde ne {se montre pas|paraît pas} {à la hauteur|digne} de {votre idéal|vos attentes}.',
      ],
      practice: [
        'Choisissez {une cause précise|un engagement précis|une cause qui vous tient à cœur} et {donnez-lui|consacrez-lui|offrez-lui} {un temps régulier|du temps chaque semaine|quelques heures fixes}, {plutôt que de vous disperser|au lieu de vous éparpiller} {partout|tous azimuts} : {votre générosité|votre aide|votre engagement} {y gagnera|gagnera} {en profondeur|en justesse|en force}.',
        'À chaque fin de saison, faites le tri : ce que vous gardez, ce que vous donnez, ce que vous laissez partir.',
        'Écrivez une lettre, même jamais envoyée, à une personne ou à une période que vous voulez laisser partir.',
        'Avant d’aider une nouvelle cause, demandez-vous ce qu’il vous reste de temps pour votre propre vie.',
      ],
    },
    en: {
      path: 'Your life {opens onto the world|looks out on the world|opens out to the world}: {understanding others|understanding people|making sense of others}, serving a cause {larger than yourself|bigger than you|beyond yourself}, and {knowing how to close chapters|knowing when to close a chapter|learning to close chapters} so that {others can open|new ones can open|others may begin}.',
      talent:
        'You act with a broad view: you understand very different people, you connect them and inspire beyond your own circle.',
      desire:
        '{Deep down|At heart|In your heart|Deep inside|Secretly}, {you want|you would like|you wish} your life to {serve|be devoted to|be given over to|be spent on} {something larger|something bigger|a larger purpose}, an ideal that {goes beyond|reaches beyond|rises above} your own {interest|interests|concerns}.',
      mask: '{People see you as|You strike people as|Others see you as|People take you to be} {generous and open|open-handed and open-minded|generous and welcoming}, {someone who|a person who|the kind of person who} {always has a word for everyone|always finds a word for each person|has a kind word for everyone}.',
      later:
        '{Over the years|With time|As time goes on|As the years pass|Year after year}, {a calling grows in you|you feel more and more called|you increasingly feel called} to {pass things on|hand things on|share what you know}: what you have {lived through|been through|experienced} becomes {a resource for others|something others can draw on|a source of help for others}.',
      day: '{Day to day|In daily life|In everyday life|Every day|In ordinary life}, you {have|show} {compassion|a compassionate heart|real compassion}: you {sense|feel|pick up} {other people’s pain|the pain of others|what others are going through} and {can acknowledge it|know how to acknowledge it|can recognise it} {without judging|with no judgement|free of judgement|without any judgement}.',
      bond: '{With others|With people|In your bonds|In company|Around others} you give {without counting|freely|without keeping score}; {the relationship|the bond|a relationship} {is nourished|is fed|thrives} {when you also|if you also|once you} {let yourself be looked after|accept being cared for|let others look after you}, and {say what you lack|say what you are missing|name what you need}.',
      shadow: [
        'Its flip side is {losing yourself|getting lost|forgetting yourself} in other people’s {causes|battles|concerns}, {to the point of neglecting|until you neglect|so far that you neglect} {your own life|what is yours|the needs you have|your own affairs}.',
        'Its shadow is trouble letting go: you keep regrets the way one keeps old letters.',
        'Its flip side is melancholy, a gaze turned towards what is gone.',
        'Its shadow is disappointment, when the world does not live up to your ideal.',
      ],
      practice: [
        'Choose {one specific cause|a single cause|one precise cause} {and give it|then give it|and grant it} {regular time|time regularly|a regular slot}, {rather than|instead of} {spreading yourself everywhere|spreading yourself thin|scattering your efforts}: {your generosity will|your generous streak will|what you give will} {gain in depth|go deeper|grow deeper|count for more}.',
        'At the end of each season, sort things out: what you keep, what you give, what you let go.',
        'Write a letter, {even one you never send|which you need never send|whether or not you send it|even if it stays in a drawer}, to {a person or a time of life|someone or some time of your life|a person or a period of your life} you want to {let go of|leave behind|say goodbye to}.',
        'Before {taking up|embracing|signing up for} a new cause, {ask yourself|consider|work out} how much {time|room|space} {you have left|will remain|it leaves you} for your own life.',
      ],
    },
  },
  11: {
    fr: {
      path: 'Votre existence porte une vocation d’éveil : capter ce que d’autres ne voient pas encore, inspirer, servir de passeur entre une intuition et sa forme concrète.',
      talent:
        '{Vous agissez par|Vous avancez par|Vous misez sur|Tout passe par} l’intuition : vous {pressentez|devinez}, vous éclairez {une situation|un problème} {d’un mot|d’une phrase|en un mot}, vous {donnez à d’autres|donnez aux autres|inspirez à d’autres} {l’envie|le désir|le goût} de {s’élever|grandir|viser plus haut}.',
      desire:
        '{Au fond|Intimement|Au plus profond de vous}, vous {désirez|souhaitez} une vie qui {ait du sens|ait un sens|porte un sens} et {de la hauteur|de l’élévation|de l’ampleur}, où votre {sensibilité|finesse} {serve à quelque chose|trouve son utilité|soit utile}.',
      mask: '{On vous perçoit comme|On vous voit comme|On vous prend pour} une personne {inspirée et intense|intense et inspirée|habitée et intense}, dont la présence {ne laisse pas indifférent|ne passe pas inaperçue|marque les esprits}.',
      later:
        '{Avec les années|Avec le temps|Au fil des ans|Avec l’âge|Le temps aidant|À mesure que les années passent} {grandit|s’affirme|se renforce|mûrit|s’impose} le rôle de guide : votre intuition, {mûrie|affinée|mûrie par l’expérience}, devient un conseil {que l’on vient chercher|que l’on sollicite|recherché}.',
      day: '{Au quotidien|Jour après jour|Chaque jour|Tous les jours|D’ordinaire}, vous avez des antennes : vous {sentez|percevez|captez} une atmosphère avant {que quiconque ne dise un mot|qu’un seul mot soit dit|que personne n’ait parlé}.',
      bond: '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous {apportez|offrez} une compréhension {fine|subtile|intuitive} ; {la relation s’apaise|le lien s’apaise|la relation respire} quand toutes les émotions ne {reposent pas sur vous|pèsent pas sur vos seules épaules|retombent pas sur vous}, et que vous {dites|exprimez|nommez} ce que vous ressentez.',
      shadow: [
        'Son revers est la tension nerveuse : capter autant demande de savoir aussi se protéger.',
        'Sa part d’ombre tient dans l’idéalisme déçu, cette exigence si haute que le réel paraît toujours en deçà.',
        'Son revers est l’hypersensibilité : tout capter, c’est parfois tout encaisser.',
      ],
      practice: [
        'Notez {vos intuitions dès qu’elles viennent|chaque intuition dès qu’elle se présente|vos pressentiments sur le moment}, puis {relisez vos notes|reprenez ces notes|relisez-vous} {un mois plus tard|quelques semaines après|le mois suivant} : vous {apprendrez à vous faire confiance|apprendrez à vous fier à vous-même|saurez mieux vous faire confiance}.',
        'Après une journée {chargée|bien remplie|intense}, {accordez-vous|offrez-vous|prenez} un sas de calme : {une marche|quelques pas|une promenade}, {de la musique|un disque|un livre} ou {le silence|rien du tout|un long bain}.',
        'Choisissez chaque mois une intuition et vérifiez-la dans les faits.',
        'Avant de réagir à une impression {forte|vive|intense}, laissez passer une nuit.',
        'Donnez à une idée qui vous habite une forme simple : une page, un croquis, un plan.',
      ],
    },
    en: {
      path: 'Your life carries a calling to awaken: to pick up what others do not yet see, to inspire, to carry an intuition over into a concrete form.',
      talent:
        'You act through intuition: you sense things ahead, light up a situation with a word, make others want to rise.',
      desire:
        'Deep down, you long for a life with meaning and height, where your sensitivity serves a purpose.',
      mask: '{People see you as|You strike people as|Others see you as|People take you to be} {inspired and intense|inspired and vivid|intense and inspired}, {a presence that leaves no one indifferent|a presence no one can ignore|someone others remember|a figure who leaves a mark}.',
      later:
        '{Over the years|With time|As time goes on|As the years pass|Year after year} you {grow into|become|turn into} a guide: your intuition, {ripened|matured|grown wiser}, becomes {advice that people come looking for|advice people seek out|counsel that others come to ask for}.',
      day: '{Day to day|In daily life|In everyday life|Every day|In ordinary life}, you have {fine antennae|a sharp radar|a sixth sense for people}: you {feel|sense|pick up} the {mood|atmosphere|temperature} of a room {before anyone has said a word|before a word is spoken|before anyone speaks}.',
      bond: '{With others|With people|In your bonds|In company|Around others} you bring {subtle understanding|a fine understanding|a delicate understanding}; {the relationship|the bond|a relationship} {grows calmer|settles|finds its calm} {when you|if you|once you} {do not carry every feeling alone|stop carrying every feeling alone|share the weight of every feeling}, and {say what you sense|voice what you sense|put what you feel into words}.',
      shadow: [
        'Its flip side is nervous strain: {picking up|sensing|absorbing} so much means {learning to protect yourself too|learning to shield yourself too|learning to guard your calm}.',
        'Its shadow is {disappointed idealism|idealism that sours|wounded idealism}, a standard so {high|lofty|exacting} {that reality|that the real world|that life} {always seems to fall short|never quite measures up|always seems to disappoint|is bound to disappoint}.',
        'Its flip side is oversensitivity: picking up everything sometimes means taking every blow.',
      ],
      practice: [
        'Write your {intuitions|hunches|impressions} down {as they come|the moment they arrive|as they occur}, then {reread them|read them again|go back to them} {a month later|after a month|four weeks on}: you will {learn to trust yourself|come to trust them|see how often they are right}.',
        'After a crowded day, give yourself a quiet buffer: a walk, music or silence.',
        'Each month, choose one hunch and check it against the facts.',
        'Before reacting to a strong impression, let a night go by.',
        'Give an idea that stays with you a simple form: a page, a sketch, a plan.',
      ],
    },
  },
  22: {
    fr: {
      path: 'Votre existence appelle une construction d’envergure : donner une forme concrète à une grande vision, bâtir quelque chose qui serve bien au-delà de vous.',
      talent:
        'Vous agissez en maître d’œuvre : vous unissez la vision et la méthode, et vous savez faire exister à grande échelle ce que d’autres rêvent seulement.',
      desire:
        'Au fond, vous désirez bâtir une œuvre utile et durable, qui change concrètement la vie de beaucoup.',
      mask: 'On vous perçoit comme une personne d’envergure, à la fois pragmatique et habitée par un projet.',
      later:
        '{Avec les années|Avec le temps|Au fil des ans|Avec l’âge|Le temps aidant|À mesure que les années passent} {grandit|s’affirme|se renforce|mûrit|s’impose} la capacité {d’organiser pour le collectif|d’œuvrer pour le collectif|d’organiser au service de tous} : vos réalisations {prendront une portée publique|toucheront un large public|serviront bien au-delà de vous}.',
      day: '{Au quotidien|Jour après jour|Chaque jour|Tous les jours|D’ordinaire}, vous avez {le sens des ensembles|une vision d’ensemble|le goût des vues d’ensemble} : vous voyez comment {chaque pièce s’articule au tout|chaque élément trouve sa place|les pièces s’emboîtent entre elles}.',
      bond: '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous {offrez|apportez} {un cap et une structure|un cadre et une direction|une direction et un cadre} ; {la relation s’enrichit|le lien s’enrichit|la relation gagne} {quand|lorsque|dès que} vous y mettez aussi de la {légèreté|fantaisie}, et du temps {sans objectif|sans but|sans enjeu}.',
      shadow: [
        'Son revers est la pression : {l’ampleur|la taille|l’étendue} {de ce que vous|des tâches que vous} {portez|menez|prenez en charge} {peut devenir un poids|finit par peser|devient vite un fardeau} si vous n’en {partagez pas la charge|déléguez rien|confiez rien à personne}.',
        'Sa part d’ombre tient dans la peur de ne pas être à la hauteur, qui fait parfois renoncer avant d’avoir commencé.',
        'Son revers est l’impatience devant la lenteur des autres, qui isole le bâtisseur.',
      ],
      practice: [
        'Découpez votre grand projet en chantiers d’un trimestre, chacun avec un résultat visible, pour que l’ensemble avance sans vous épuiser.',
        'Entourez-vous de deux ou trois personnes de confiance à qui déléguer vraiment.',
        'Chaque trimestre, mesurez le chemin parcouru avant de regarder celui qui reste.',
        'Gardez chaque semaine une heure pour ce qui n’a rien à voir avec vos projets.',
      ],
    },
    en: {
      path: 'Your life calls for building on a large scale: giving concrete form to a great vision, building something that serves far beyond yourself.',
      talent:
        'You act as a master builder: you join vision and method, and you can make real, on a large scale, what others only dream of.',
      desire: 'Deep down, you want to build a useful, lasting work that changes many lives in practice.',
      mask: '{People see you as|You strike people as|Others see you as|People take you to be} {someone of scope|someone of wide reach|a person of scope}, {both practical and driven by a project|practical yet driven by a vision|down to earth and driven by a plan}.',
      later:
        '{Over the years|With time|As time goes on|As the years pass|Year after year}, {you become ever more able|you grow increasingly able|you find yourself better able} to organise {for the many|on behalf of many|for large numbers}: your {achievements|accomplishments|works} will reach {a public scale|a wide public|far beyond your circle}.',
      day: '{Day to day|In daily life|In everyday life|Every day|In ordinary life}, you see {the whole|the big picture|the whole picture}: you {grasp|understand|can tell} how each {piece|part|element} fits into {the larger design|the overall plan|the wider scheme}.',
      bond: '{With others|With people|In your bonds|In company|Around others} you offer {direction and structure|a direction and a frame|structure and a sense of direction}; {the relationship|the bond|a relationship} {is enriched|grows richer|gains} {when you|if you|once you} bring {some lightness to it too|a little lightness too|some lightness as well}, and {time with no purpose|time with no agenda|aimless moments}.',
      shadow: [
        'Its flip side is {pressure|strain|the weight of it all}: the {size|scale|sheer size} of what you carry can {become a burden|weigh you down|grow too heavy} if you do not {share the load|share it out|spread the load}.',
        'Its shadow is the fear of not measuring up, which sometimes makes you give up before you begin.',
        'Its flip side is impatience with other people’s slowness, which isolates the builder.',
      ],
      practice: [
        'Break your great project into three-month stages, each with a visible result, so that the whole moves forward without wearing you out.',
        'Surround yourself with two or three trusted people you genuinely delegate to.',
        'Each quarter, measure the road travelled before looking at what remains.',
        'Keep one hour each week for something that has nothing to do with your projects.',
      ],
    },
  },
  33: {
    fr: {
      path: 'Votre existence est placée sous le signe du dévouement éclairé : enseigner, soigner les liens, guider par l’exemple plutôt que par les discours.',
      talent:
        '{Vous agissez par|Vous avancez par|Vous misez sur|Tout passe par} la bienveillance active : vous {enseignez, vous soutenez|soutenez, vous enseignez|transmettez, vous soutenez}, vous savez faire grandir {les autres|ceux qui vous entourent|chacun}.',
      desire: 'Au fond, vous désirez aimer largement et voir ceux que vous accompagnez s’épanouir.',
      mask: 'On vous perçoit comme une présence protectrice et rassurante, à qui l’on confie volontiers ses doutes.',
      later:
        '{Avec les années|Avec le temps|Au fil des ans|Avec l’âge|Le temps aidant|À mesure que les années passent} {grandit|s’affirme|se renforce|mûrit|s’impose} {la vocation d’enseigner|le goût d’enseigner|l’appel à enseigner} : votre expérience deviendra {un héritage|un legs|une ressource} pour {d’autres|ceux qui viennent|ceux qui suivent}.',
      day: '{Au quotidien|Jour après jour|Chaque jour|Tous les jours|D’ordinaire}, vous savez {encourager|donner du courage|remonter le moral} : un mot de vous {redonne confiance|rend courage|redonne de l’assurance} à qui doutait.',
      bond: '{Avec les autres|Auprès des autres|Au contact des autres|Envers les autres}, vous {donnez|apportez|offrez} un soutien {immense|sans réserve|considérable} ; la relation reste {saine|équilibrée|juste} {quand elle|lorsqu’elle|dès qu’elle} ne {repose|pèse} pas sur vos seules épaules, et que vous acceptez {de l’aide|un coup de main|qu’on vous aide} à votre tour.',
      shadow: [
        'Son revers est l’oubli de soi : porter les autres peut vous faire négliger vos propres besoins.',
        'Sa part d’ombre tient dans le désir de sauver, qui prend parfois la place de la liberté de l’autre.',
        'Son revers est la fatigue de compassion : à force de porter la peine des autres, on s’use.',
      ],
      practice: [
        'Accompagnez une personne à la fois, et laissez-lui faire le chemin qui lui revient : c’est ainsi qu’elle grandit.',
        'Inscrivez dans votre semaine un temps qui ne soit qu’à vous, et tenez-le comme un rendez-vous.',
        'Avant d’aider, demandez ce dont la personne a besoin, et tenez-vous-en à sa réponse.',
        'Demandez de l’aide au moins une fois par semaine, même pour une petite chose.',
      ],
    },
    en: {
      path: 'Your life stands under the sign of wise devotion: teaching, tending bonds, guiding by example rather than by speeches.',
      talent: 'You act through active kindness: you teach, you support, you know how to help others grow.',
      desire: 'Deep down, you long to love widely and to see those you accompany flourish.',
      mask: '{People see you as|You strike people as|Others see you as|People take you to be} {a protective, reassuring presence|a protective and reassuring presence|a reassuring, sheltering presence}, someone {they readily confide their doubts to|they readily share their doubts with|people easily confide in}.',
      later:
        '{Over the years|With time|As time goes on|As the years pass|Year after year}, {a calling grows in you|you feel more and more called|you increasingly feel called} to teach: your experience will {become|turn into|grow into} {a legacy for others|a legacy others inherit|something left to others}.',
      day: '{Day to day|In daily life|In everyday life|Every day|In ordinary life}, you know how to {encourage|cheer people on|lift others up}: {a word from you|one word from you|a kind word from you} {restores the confidence of|gives confidence back to|brings confidence back to} {someone in doubt|a person who doubts|someone who is wavering}.',
      bond: '{With others|With people|In your bonds|In company|Around others} you give {immense support|tremendous support|unstinting support}; {the relationship|the bond|a relationship} {stays healthy|stays sound|keeps well} {when it|as long as it|if it} {does not rest on you alone|does not depend on you alone|is not carried by you alone}, {and you accept help in your turn|and you let yourself be helped in turn|and you take help in return|and others can help you too}.',
      shadow: [
        'Its flip side is forgetting yourself: carrying others can make you neglect your own needs.',
        'Its shadow is the wish to rescue, which sometimes takes the place of the other person’s freedom.',
        'Its flip side is compassion fatigue: carrying other people’s pain wears you down.',
      ],
      practice: [
        'Accompany one person at a time, and let them walk the part of the road that is theirs: that is how they grow.',
        'Put a time in your week that is yours alone, and keep it like an appointment.',
        'Before helping, ask {what the person needs|what they need|what would really help them}, and {keep to their answer|stick to their answer|respect their answer}.',
        'Ask for help at least once a week, even for something small.',
      ],
    },
  },
};

/**
 * More wordings of a number's depth. Its shadows and practices join the lists above; the single
 * sentences (how it lives with others, first of all) get other wordings that `numberDepth` chooses
 * with a reading's seed: « Avec les autres, vous donnez sans compter… » came back word for word in a
 * third of the readings.
 */
type MoreDepth = Partial<Record<'bond' | 'shadow' | 'practice', readonly string[]>>;

const MORE_DEPTHS: Record<number, Record<Lang, MoreDepth>> = {
  1: {
    fr: {
      bond: [
        '{Dans vos liens|Dans vos relations|Avec vos proches}, c’est {souvent|le plus souvent|en général} vous qui {lancez|amorcez|mettez en route} {les choses|le mouvement|les projets} ; {encore faut-il|reste à|pensez à|à vous de} laisser à l’autre {la place|l’espace|le temps} {d’avancer ses propres idées|de proposer les siennes|d’apporter ses idées}.',
        '{Auprès de vos proches|Chez ceux que vous aimez|Dans votre entourage}, votre élan {entraîne|emporte les autres|est contagieux} ; il devient un {cadeau|vrai cadeau|présent} quand vous savez aussi {suivre|vous laisser guider|marcher derrière}.',
        'Vos {relations|liens} {gagnent à votre {franchise|sincérité} {et à votre|comme à votre}|se nourrissent de votre {franchise|sincérité} {et de votre|comme de votre}} {allant|entrain|énergie}, {à condition de ne pas|pourvu que vous évitiez de|si vous évitez de} {décider pour deux|trancher pour l’autre|choisir à la place de l’autre|décider à sa place}.',
      ],
      practice: [
        'Avant de {lancer|démarrer|commencer} un {nouveau projet|projet neuf|chantier}, {demandez l’avis|prenez l’avis|recueillez l’avis} d’une personne qui {le vivra avec vous|le partagera avec vous|en vivra les effets avec vous}.',
      ],
    },
    en: {
      bond: [
        '{In your relationships|In your bonds|With those you love|In love and friendship} {you are usually the one who|it is mostly you who|you are the one who|it is generally you who} {starts things off|sets things going|makes the first move|takes the first step}; {make room for|leave space for|welcome|be open to} {the other person’s ideas|their ideas|what the other has in mind|the other’s suggestions} {too|as well}.',
        '{Those close to you|The people you love|Your nearest and dearest} are {carried along by|swept along by|drawn along by} your {drive|energy|momentum}, and {it becomes a gift when you|that force becomes a gift once you|this turns into a gift if you} {also know how to follow|can also follow|also know when to follow}.',
        'Your bonds {gain from|benefit from|thrive on} your {frankness and energy|candour and drive|frankness and vigour}, {as long as|provided|so long as} you {do not decide for two|leave the other their say|do not choose for both of you|let the other decide too}.',
      ],
      practice: [
        'Before {launching|starting|embarking on} something new, {ask the opinion of|ask the view of|consult} {one person who will|someone who will|the person who will} {live it with you|share it with you|live through it with you}.',
      ],
    },
  },
  2: {
    fr: {
      bond: [
        '{Dans vos liens|Dans vos relations|Avec vos proches}, vous {sentez|devinez|percevez} ce que l’autre n’ose pas {dire|formuler|avouer} ; {pensez à dire|n’oubliez pas de dire|dites} aussi ce que vous ressentez.',
        'Votre tact {apaise|désamorce|adoucit} bien des tensions {chez vos proches|parmi les vôtres|autour de vous}, pourvu que votre propre voix ne se perde pas {en chemin|en route|dans l’effort}.',
        '{Vos relations|Vos liens} reposent sur la confiance et {la délicatesse|le tact} ; un désaccord {exprimé|formulé|dit} avec douceur les renforce {au lieu de les menacer|plutôt que de les fragiliser|loin de les menacer}.',
      ],
      practice: [
        'Une fois par semaine, exprimez un avis personnel là où vous auriez d’habitude suivi celui des autres.',
      ],
    },
    en: {
      bond: [
        '{In your relationships|In your bonds|With those you love|In love and friendship} you {pick up|sense|catch} {what the other person dares not say|what the other cannot bring themselves to say|what others dare not say}; {remember to say|take care to say|do not forget to say} what you feel {as well|too|in turn}.',
        'Your tact {eases many tensions|soothes many a tension|calms many frictions} among {those close to you|the people you love|your nearest and dearest}, {provided|as long as|so long as} your own voice {is not lost along the way|does not get lost on the way|is still heard}.',
        'Your bonds {rest on|are built on|depend on} {trust and delicacy|trust and tact|trust and a light touch}; {a disagreement|a difference of opinion|an objection} {voiced gently|spoken gently|put kindly} {strengthens them rather than threatens them|makes them stronger, not weaker|strengthens rather than threatens them}.',
      ],
      practice: ['Once a week, give your own view where you would usually have gone along with others.'],
    },
  },
  3: {
    fr: {
      bond: [
        '{On vient chercher|On trouve|On aime trouver} {auprès de vous|chez vous} {l’humour et|le rire et} {la parole vive|les mots qui pétillent|la conversation vive} ; {l’intimité|la complicité} {commence|naît|s’installe} {quand|lorsque|dès que} vous {parlez aussi|parlez enfin|osez parler} {de ce qui vous touche|de ce qui vous émeut|de vos émotions|de ce qui vous remue}.',
        '{Chez vos proches|Parmi les vôtres|Dans votre entourage}, vous mettez {de la vie et des mots|de l’animation et de la parole|de la gaieté et des mots} partout ; {écouter autant que vous racontez|écouter autant que vous parlez|savoir aussi vous taire et écouter} {rend ces liens|rendra ces liens|rendra vos liens} {plus solides|plus forts|plus profonds}.',
        '{Vos relations sont faites|Vos amitiés sont faites|Vos relations se nourrissent} {d’échanges et de rires|de rires et de conversations|de fous rires et de confidences}, {et elles gagnent en profondeur|et leur profondeur grandit|des liens qui s’approfondissent} {les jours où|quand|dès que} vous {ne cherchez pas à|renoncez à|cessez de vouloir} {briller|éblouir|amuser la galerie}.',
      ],
      shadow: [
        'Son revers est l’éparpillement de la parole : à vouloir {plaire à tous|séduire tout le monde|contenter chacun}, on {finit par ne plus rien dire|ne dit bientôt plus rien|en vient à ne rien dire} de soi.',
      ],
    },
    en: {
      bond: [
        'People {come to you|seek you out|look to you|enjoy your company} for {your humour and lively talk|your wit and easy conversation|your laughter and lively conversation}; {intimacy begins|real closeness begins|the bond deepens} when you also {speak of|talk about|open up about} what {moves you|touches you|stirs you}.',
        '{Among those close to you|With the people you love|Among your nearest and dearest}, you bring {life and words everywhere|life and talk wherever you go|words and energy everywhere}; {listening as much as you tell|listening as much as you talk|hearing others out as much as you speak} {makes those bonds stronger|strengthens those bonds|makes those ties firmer}.',
        'Your bonds {are made of|are built on|live on} {talk and laughter|conversation and laughter|words and laughter}, and they {grow deeper|deepen|gain depth} {on the days|on days when|whenever} {you do not try to|you stop trying to|you give up trying to} {shine|dazzle|be brilliant}.',
      ],
      shadow: [
        'Its flip side is talk spread too thin: trying to please everyone, you end up saying nothing of yourself.',
      ],
    },
  },
  4: {
    fr: {
      bond: [
        '{On sait pouvoir compter sur vous|Vos proches savent pouvoir compter sur vous|On peut compter sur vous} ; {un peu de|un brin de|une pointe de} {fantaisie|légèreté|folie douce} {de temps en temps|par moments|à l’occasion} {fait du bien à vos liens aussi|fait aussi du bien à vos liens|allège aussi vos relations}.',
        'Votre fidélité sert de {socle|point d’appui|repère} à {vos proches|ceux que vous aimez|votre entourage} ; {votre tendresse|votre affection|votre douceur}, que vos {actes|gestes} {montrent|disent} mieux que vos {mots|paroles}, {gagne à être dite aussi|mérite aussi d’être dite|gagnerait à se dire aussi}.',
        '{Vos relations|Vos amitiés|Vos amours} se construisent {dans la durée|avec le temps|sur la durée}, par des gestes {sûrs et réguliers|fiables et réguliers|sûrs et constants}, et s’allègent {quand|lorsque|dès que} vous laissez {l’autre|chacun} {faire à sa façon|agir à sa manière|s’y prendre à sa manière}.',
      ],
      practice: [
        'Quand un plan déraille, accordez-vous une journée avant de le refaire : l’imprévu apporte parfois mieux.',
      ],
    },
    en: {
      bond: [
        '{People know|Those close to you know|Everyone knows} they can {count on you|rely on you|lean on you|depend on you}; {a little|a touch of|some|a dash of} {whimsy|light-heartedness|playfulness} {now and then|from time to time|once in a while|here and there} {does your bonds good too|is good for your bonds too|does your ties good as well|helps your bonds too}.',
        'Your loyalty is {a foundation|solid ground|a bedrock} for {those close to you|the people you love|your nearest and dearest}; your tenderness, which {your actions show better than your words|you show in deeds more than in words|your acts express better than your words}, {deserves to be spoken too|deserves words as well|is worth saying aloud too}.',
        'Your relationships {are built over time|are built slowly|take shape over time}, through {steady, reliable gestures|steady, dependable acts|small gestures people can rely on}, and {grow lighter|feel lighter|breathe more easily} {when you let the other person|if you let the other|once you leave the other free to} {do things their way|do things in their own way|go about things their own way}.',
      ],
      practice: [
        'When a plan goes off the rails, give yourself a day before redrawing it: the unexpected sometimes brings something better.',
      ],
    },
  },
  5: {
    fr: {
      bond: [
        '{Dans vos liens|Dans vos relations|Auprès des vôtres}, vous amenez {le mouvement et la découverte|la découverte et le mouvement|l’air du large} ; {ils tiennent|ces liens tiennent|ils durent} {quand|lorsque|dès que} la liberté va de pair avec {la fidélité à votre parole|une parole tenue|des promesses tenues}.',
        '{Pour vos proches|Aux yeux des vôtres|Pour ceux qui vous aiment}, vous {êtes|incarnez} la promesse {de l’imprévu|de surprises|d’aventures} ; ils ont besoin aussi de savoir {sur quoi compter|à quoi s’en tenir|ce qui reste stable}.',
        '{Vos relations|Vos liens} {vivent|se nourrissent} de curiosité {partagée|mutuelle} et {d’espace laissé à chacun|de liberté laissée à chacun|d’air pour chacun}.',
      ],
      shadow: [
        'Son revers est la fuite en avant : partir avant que les choses ne pèsent, au risque de ne rien laisser s’enraciner.',
      ],
    },
    en: {
      bond: [
        '{In your relationships|In your bonds|With those you love|In love and friendship} you bring {movement and discovery|new horizons and movement|change and surprise|a sense of adventure}; {your ties hold|your bonds last|these ties endure|the bond holds} {when freedom|as long as freedom|provided freedom} {goes hand in hand with|comes together with|is matched by} {keeping your word|a word kept|promises kept}.',
        '{For|To} {those close to you|the people you love|your nearest and dearest}, {you embody the unexpected|you promise surprises|you stand for the unexpected|you bring the unexpected}; they {also need|need as well|still need} to know {what they can count on|where they stand|what will not change}.',
        'Your bonds {live on|thrive on|feed on|grow on} {shared curiosity|a curiosity you share|common curiosity} {and on|as well as on|and also on} {room left to each|the space each keeps|the freedom left to each}.',
      ],
      shadow: [
        'Its flip side is {running ahead|moving on too soon|always moving on}: {leaving before things weigh on you|leaving before anything gets heavy|going before things get serious}, {at the risk of letting nothing take root|at the risk of never putting down roots|so that nothing takes root}.',
      ],
    },
  },
  6: {
    fr: {
      bond: [
        '{Dans vos liens|Dans vos relations|Avec vos proches}, vous veillez sur {chacun|tout le monde|les uns et les autres} ; laissez {parfois|de temps en temps|à votre tour} quelqu’un veiller sur vous.',
        '{Vos proches s’appuient sur vous|Les vôtres comptent sur vous|On s’appuie volontiers sur vous}, et un lien {équilibré|juste|sain} vous {rend|donne} autant qu’il vous {demande|prend}.',
        'Vos relations {fleurissent|s’épanouissent} {dans l’attention|grâce à l’attention|grâce au soin} que vous {portez aux autres|donnez à chacun}, et s’apaisent {quand|lorsque} vous {n’exigez pas|cessez d’exiger} {qu’elles soient|de les voir} {parfaites|sans défaut|idéales}.',
      ],
      practice: [
        'Chaque mois, dites non à une demande qui vous coûte : ceux qui vous aiment le comprendront.',
      ],
    },
    en: {
      bond: [
        '{In your relationships|In your bonds|With those you love|In love and friendship} you {watch over everyone|look after everyone|keep an eye on everyone}; {now and then|from time to time|once in a while}, let someone {watch over you|look after you|take care of you}.',
        '{Those close to you|The people you love|Your nearest and dearest} {lean on you|rely on you|count on you}, and {a balanced bond|a healthy relationship|a fair partnership|any good friendship} {gives back what it asks|returns what it receives|gives as much as it takes|is a two-way street|works both ways}.',
        'Your bonds {flourish|thrive|blossom} {in the care you give|through your care|on the care you offer}, and {grow calmer|become calmer|settle} {when you stop|once you stop|if you stop} {asking them to be perfect|expecting them to be perfect|wanting them flawless|demanding perfection}.',
      ],
      practice: [
        'Each month, turn down one request that costs you too much: those who love you will understand.',
      ],
    },
  },
  7: {
    fr: {
      bond: [
        '{Dans vos liens|Dans vos relations|Avec vos proches}, vous préférez {peu de monde|quelques proches|un cercle restreint} {et beaucoup de vérité|mais beaucoup de vérité|mais des liens vrais} ; {laisser l’autre entrer dans vos|ouvrir à l’autre vos|partager avec l’autre vos} {réflexions|pensées|questions} vous {rapproche|lie davantage}.',
        'Votre {réserve|discrétion} {peut passer|passe parfois} pour de la {distance|froideur} auprès {de vos proches|des vôtres} : {un mot|quelques mots|une phrase} sur ce qui vous {occupe|préoccupe|trotte dans la tête} suffit souvent à la dissiper.',
        '{Vos relations|Vos liens} {ont besoin|se nourrissent} {de silences|de moments de silence} {respectés|partagés} et de {conversations vraies|vrais échanges|paroles sincères}, {les deux à la fois|les deux ensemble|l’un autant que l’autre}.',
      ],
      practice: [
        'Partagez chaque semaine {une de vos réflexions|une réflexion personnelle} avec {une personne proche|quelqu’un de confiance|un proche}, même {inachevée|en chantier}.',
      ],
    },
    en: {
      bond: [
        '{In your relationships|In your bonds|In love and friendship} you {prefer|value} {a few people|a small circle} and {a lot of truth|plenty of honesty|real candour}; {letting the other into your thoughts|opening your thoughts to the other|sharing what goes on in your head} {brings you closer|draws you together|brings you nearer}.',
        'With {those close to you|the people you love|your nearest and dearest}, your {reserve|reticence|discretion} can {pass for|look like|be taken for} distance: {a word about|a single word on|a hint of} {what is on your mind|what you are thinking|what occupies you} is {often enough|usually enough|often all it takes} to {dispel it|clear it up|set that right}.',
        'Your bonds {need|call for|ask for} {respected silences|silences that are respected|room for silence} {and|as well as|along with} {real conversations|true conversations|real talk}, {both at once|at the same time|in equal measure}.',
      ],
      practice: ['Each week, share one of your thoughts with someone close, even half-formed.'],
    },
  },
  8: {
    fr: {
      bond: [
        '{Dans vos liens|Dans vos relations|Avec vos proches}, vous êtes un appui {solide|sûr|fiable} ; {montrer vos doutes|avouer vos doutes|laisser voir vos failles} ne vous {affaiblit|diminue} pas, {cela vous|au contraire, cela vous|bien au contraire, cela vous} {rapproche|rend plus proche}.',
        'Votre force rassure {vos proches|les vôtres|ceux que vous aimez} ; elle devient {de la tendresse|tendresse} {quand|lorsque|dès que} vous cessez de tout {diriger|mener|régenter}.',
        '{Vos relations|Vos liens} {gagnent à|ont tout à gagner à} {rester|se vivre} {d’égal à égal|sur un pied d’égalité} : votre {générosité|largeur de cœur|bienveillance} {protège|rassure|apaise}, votre écoute {fait le reste|complète le tableau|achève le travail}.',
      ],
      shadow: [
        'Son revers est l’obsession du résultat : tout mesurer finit par faire oublier ce qui ne se compte pas.',
      ],
    },
    en: {
      bond: [
        '{In your relationships|In your bonds|With those you love|In love and friendship} you are {a solid support|a firm support|someone to lean on}; {showing your doubts|letting your doubts show|admitting your doubts} does not weaken you, it {brings you closer|draws people nearer|brings others closer}.',
        'Your {strength|solidity|firmness} reassures {those close to you|the people you love|your nearest and dearest}; it {turns into tenderness|becomes tenderness|softens into tenderness} {when you stop|once you stop|if you stop} {running everything|running the whole show|managing everything}.',
        'Your bonds {do best|thrive|work best} between equals: your generosity {protects|shelters|looks after them}, your {listening|attention|listening ear} does the rest.',
      ],
      shadow: [
        'Its flip side is {an obsession with results|a fixation on results|being obsessed with results}: {measuring everything|counting everything|putting a figure on everything} {ends by making you forget|blinds you to|makes you lose sight of} what cannot be {counted|measured|put in figures}.',
      ],
    },
  },
  9: {
    fr: {
      bond: [
        '{Dans vos liens|Dans vos relations|Avec vos proches}, vous {comprenez et pardonnez|pardonnez et comprenez} {beaucoup|énormément|sans compter} ; {laissez aussi|laissez donc|mais laissez aussi} {les autres|ceux qui vous aiment|votre entourage} {prendre soin de vous|veiller sur vous|s’occuper de vous}.',
        'Votre générosité envers {vos proches|les vôtres|ceux que vous aimez} {est|reste|se montre} {immense|sans limites|considérable} ; elle {respire mieux|reste plus légère|se vit mieux} {quand|lorsque} vous {savez dire|osez dire|dites aussi} {ce qui vous manque|ce qui vous fait défaut|vos besoins}.',
        '{Vos relations s’étendent|Vos liens s’étendent|Vos amitiés s’étendent} {bien|loin} au-delà {du cercle familier|de votre cercle|du premier cercle}, {et les plus proches|et vos intimes|mais les plus chers} {ont besoin de sentir|ont besoin de savoir|veulent sentir} {qu’ils y gardent leur place|qu’ils y ont toujours leur place|que leur place reste intacte|qu’ils comptent toujours autant}.',
      ],
      practice: [
        'Une fois par mois, {demandez|sollicitez|acceptez} {de l’aide|un coup de main} pour {une chose|une tâche} que vous auriez {faite|menée} {sans personne|par vous-même}, sans vous {justifier|excuser}.',
      ],
    },
    en: {
      bond: [
        '{In your relationships|In your bonds|With those you love|In love and friendship} you {understand and forgive a great deal|understand much and forgive much|are understanding and quick to forgive}; {let others take care of you too|allow yourself to be looked after too|accept being cared for in turn}.',
        'Your {generosity|open-handedness} {towards|for} {those close to you|the people you love|your nearest and dearest} is {vast|boundless|great}; it {breathes better|flows more freely|sits more easily} {when you can|once you|if you can|when you dare to} {say what you lack|name what you need|say what you are missing}.',
        'Your bonds reach {well beyond|far beyond|a long way past} your {familiar circle|usual circle|own circle}, and {those nearest|the people closest to you|your nearest} {need to feel|want to feel|need to know|like to feel} they {keep their place in it|still have their place|keep a place of their own}.',
      ],
      practice: [
        'Once a month, ask for help with something you would have done on your own, without explaining why.',
      ],
    },
  },
  11: {
    fr: {
      bond: [
        '{Dans vos liens|Dans vos relations|Auprès des vôtres}, {vous percevez|vous captez|vous entendez} les non-dits ; {partagez|dites|confiez} ce que vous {sentez|ressentez|éprouvez} {plutôt que de|au lieu de} tout {porter|garder} {en silence|pour vous|sans rien dire}.',
        'Votre sensibilité {éclaire et inspire|éclaire et guide|inspire et apaise} {vos proches|les vôtres|ceux que vous aimez}, à condition de garder des moments {pour vous retrouver|rien qu’à vous|de solitude}.',
        'Vos relations sont {intenses et vraies|vraies et intenses|fortes et sincères} ; elles gagnent en {sérénité|douceur|paix} {quand|lorsque|dès que} vous acceptez l’autre {tel qu’il est|comme il est|sans vouloir le changer}.',
      ],
    },
    en: {
      bond: [
        '{In your relationships|In your bonds|With those you love|In love and friendship} you {pick up|sense|catch} {what goes unsaid|the unspoken|what is left unsaid}; {share what you sense|say what you feel|put your impressions into words} {rather than|instead of} {carrying it all in silence|carrying it all alone|keeping it all to yourself}.',
        'Your sensitivity {lights the way for|shows the way to|lights up the path for} {those close to you|the people you love|your nearest and dearest} and inspires them, {provided|as long as|so long as} you {keep|make|set aside} {moments to find your centre again|time to find your centre|moments to come back to yourself}.',
        'Your bonds are {intense and true|intense and sincere|deep and genuine}; {they|these ties} {grow calmer|settle|find their calm} {when you accept|once you accept|if you accept} {the other person|the other|those you love} {as they are|just as they are|as they really are}.',
      ],
    },
  },
  22: {
    fr: {
      bond: [
        '{Dans vos liens|Dans vos relations|Avec vos proches}, vous {entraînez|emmenez|portez} les autres vers {de grands projets|de vastes projets|des projets d’envergure} ; prenez aussi le temps de partager {les petites choses|les petits riens|le quotidien}.',
        '{Vos proches|Les vôtres|Ceux qui vous aiment} admirent votre vision ; ils ont besoin aussi de votre présence {simple|toute simple}, {sans ordre du jour|sans objectif|sans projet à la clé}.',
      ],
    },
    en: {
      bond: [
        '{In your relationships|In your bonds|With those you love|In love and friendship} you draw others into {large plans|big projects|grand designs}; {take time|make time|find time} to share {the small things too|the little things as well|everyday things too}.',
        '{Those close to you|The people you love|Your nearest and dearest} admire your {vision|breadth of view|sense of the future}; they also need {your plain presence|you simply there|your presence, pure and simple}, {with no agenda|with nothing to achieve|with no plan in mind}.',
      ],
    },
  },
  33: {
    fr: {
      bond: [
        '{Dans vos liens|Dans vos relations|Avec vos proches}, vous {soignez et vous encouragez|soignez et encouragez|consolez et encouragez} ; laissez l’autre vous rendre {un peu de|une part de} ce que vous {donnez|offrez}.',
        '{Vos proches|Les vôtres|Ceux qui vous aiment} trouvent en vous un {refuge|abri|havre} ; un lien {juste|équilibré|sain} vous laisse aussi le droit {à la fatigue|au repos|de souffler}.',
      ],
    },
    en: {
      bond: [
        '{In your relationships|In your bonds|With those you love|In love and friendship} you {heal and encourage|soothe and encourage|mend and support}; let the other {give you back|return|hand back} {some of what you give|a little of what you offer|part of what you give}.',
        '{Those close to you|The people you love|Your nearest and dearest} find {a refuge|a haven|shelter} in you; a fair bond also {leaves you the right|gives you the right|allows you} to be tired.',
      ],
    },
  },
};

/**
 * Other wordings of what a number means as the life path, the expression, the soul urge and the
 * personality, chosen like the bonds by `numberDepth` with a reading's seed.
 */
const MORE_ROLES: Record<
  number,
  Record<Lang, Partial<Record<'path' | 'talent' | 'desire' | 'mask', string>>>
> = {
  1: {
    fr: {
      path: 'Votre route est celle de l’autonomie : ouvrir des chemins, oser en premier, et apprendre que l’on peut mener sans écraser.',
      talent:
        'Votre force est l’initiative : là où un projet piétine, vous trouvez le premier geste et vous le faites.',
      desire:
        'Intimement, vous cherchez l’indépendance : décider de votre route sans avoir à demander la permission.',
      mask: 'Votre {allure|attitude|présence} {dit|exprime|respire} l’assurance et {l’élan|l’énergie} ; on vous prête {souvent|volontiers} plus {de certitudes|d’aplomb|de sang-froid} {que vous n’en avez|qu’en réalité|que vous n’en ressentez}.',
    },
    en: {
      path: 'Your road is one of independence: opening paths, daring first, and learning that you can lead without crushing.',
      talent: 'Your strength is initiative: where a project stalls, you find the first move and make it.',
      desire:
        '{Privately|In private|At heart}, you seek {independence|autonomy|your independence}: {choosing your road|choosing your own path|deciding your way} without {having to ask permission|asking anyone’s leave|needing anyone’s permission}.',
      mask: 'Your bearing {speaks of|says|conveys} confidence and drive; people {often credit you with|often lend you|tend to credit you with} more {certainty|assurance|self-assurance} than you {feel|really feel|actually have}.',
    },
  },
  2: {
    fr: {
      path: 'Votre route passe par les autres : accorder, réconcilier, faire équipe, et découvrir que la douceur est aussi une force.',
      talent:
        'Votre force est la diplomatie : vous savez rapprocher des points de vue que tout semblait opposer.',
      desire:
        'Ce qui vous anime au plus profond, c’est un lien sûr, une présence avec qui partager sans avoir à tout expliquer.',
      mask: 'Votre présence apaise ; on vient vers vous pour être écouté, sans toujours voir ce que vous gardez pour vous.',
    },
    en: {
      path: 'Your road runs through other people: attuning, reconciling, working as a team, and finding that gentleness is a strength too.',
      talent: 'Your strength is diplomacy: you can bring together views that seemed bound to clash.',
      desire:
        'What moves you most deeply is a safe bond, someone to share with without having to explain everything.',
      mask: 'Your presence calms people; they come to you to be heard, without always seeing what you keep to yourself.',
    },
  },
  3: {
    fr: {
      path: '{Votre route est celle|Votre chemin est celui|Votre voie est celle} {de la parole|du verbe|de l’expression} {et de la création|et de l’art|et de l’invention} : {donner forme|donner corps} à ce que vous {ressentez|éprouvez|vivez}, et faire circuler {la joie|la gaieté|l’allégresse} autour de vous.',
      talent:
        'Votre force est la communication : {un récit, une image, une formule|une histoire, une image, un mot juste|un récit, un croquis, une formule}, et les autres {voient ce que vous voyez|voient enfin ce que vous voyez|comprennent ce que vous percevez}.',
      desire:
        '{Votre vœu le plus intime|Votre souhait le plus cher|Ce que vous désirez au fond} : la joie {de créer|de créer librement|d’inventer}, et {de partager|de faire partager|d’offrir aux autres} ce qui vous {fait vibrer|touche|enthousiasme}.',
      mask: 'Votre entrain se voit de loin ; on vous croit toujours de bonne humeur, même les jours où ce n’est pas le cas.',
    },
    en: {
      path: 'Your road is one of words and creation: giving shape to what you feel, and spreading joy around you.',
      talent: 'Your strength is communication: a story, an image, a phrase, and others see what you see.',
      desire: 'Your most private wish is the joy of creating, and of sharing what makes you come alive.',
      mask: 'Your high spirits show from afar; people think you are always cheerful, even on days when you are not.',
    },
  },
  4: {
    fr: {
      path: 'Votre route demande de la patience et de la méthode : poser des bases sûres, tenir dans l’effort, et voir l’ouvrage durer.',
      talent:
        'Votre force est l’organisation : un plan clair, des étapes tenables, et les choses finissent par se faire.',
      desire: 'Secrètement, vous aspirez à la sécurité : savoir que ce que vous avez construit tiendra.',
      mask: 'Votre sérieux inspire confiance ; on s’adresse à vous quand il faut du solide, parfois sans voir votre humour.',
    },
    en: {
      path: 'Your road asks for patience and method: laying sound foundations, keeping up the effort, and seeing the work last.',
      talent: 'Your strength is organisation: a clear plan, manageable steps, and things end up done.',
      desire: 'Secretly, you long for security: knowing that what you have built will hold.',
      mask: 'Your seriousness inspires trust; people turn to you when something solid is needed, sometimes missing your humour.',
    },
  },
  5: {
    fr: {
      path: 'Votre route est faite de virages : expérimenter, voyager, apprendre par l’expérience, et trouver une liberté qui ne soit pas une fuite.',
      talent:
        '{Votre force est la souplesse|Votre atout est la souplesse|Votre force tient à la souplesse} : {vous vous adaptez|vous savez vous adapter} {vite|en un instant|sans peine}, vous reliez des mondes {différents|éloignés}, vous {osez l’inconnu|allez vers l’inconnu|tentez l’inconnu}.',
      desire:
        'Ce qui vous fait vivre, au-dedans, c’est l’espace : des horizons ouverts et des journées qui ne se ressemblent pas.',
      mask: 'Votre énergie se remarque tout de suite ; on vous voit libre et imprévisible, toujours sur le départ.',
    },
    en: {
      path: 'Your {road|path|way} is full of {bends|turns|twists}: {experimenting, travelling, learning by experience|trying, travelling, learning by doing|exploring, moving, learning from life}, and {finding a freedom|discovering a freedom|winning a freedom} {that is not an escape|that is no escape|that is more than flight}.',
      talent: 'Your strength is flexibility: you adapt quickly, link different worlds and dare the unknown.',
      desire: 'What keeps you alive inside is space: open horizons and days that are never alike.',
      mask: 'Your energy is noticed at once; people see you as free and unpredictable, always about to set off.',
    },
  },
  6: {
    fr: {
      path: 'Votre route est celle du soin : créer de l’harmonie autour de vous, tenir vos engagements, et apprendre à vous compter parmi ceux que vous protégez.',
      talent:
        'Votre force est le sens des autres : vous voyez ce qui manque à chacun et vous savez y pourvoir avec délicatesse.',
      desire:
        'Intimement, vous rêvez d’un foyer au sens large, un lieu où chacun trouve sa place et où vous trouvez la vôtre.',
      mask: 'Votre bienveillance se voit d’emblée ; on vous confie vite ses soucis, et l’on oublie parfois de vous demander les vôtres.',
    },
    en: {
      path: 'Your {road|path|way} {is one of care|is about care|leads through care}: {creating harmony around you|bringing harmony to others|spreading harmony around you}, {keeping your commitments|honouring your commitments|keeping your promises}, {and learning|and learning at last|while learning} to {count yourself among|include yourself among|number yourself among} those you {protect|look after|care for}.',
      talent:
        'Your strength is a feel for others: you see what each person lacks and know how to provide it with tact.',
      desire:
        '{In your heart|Deep inside|At heart} you {dream of|long for|picture} a home {in the widest sense|in the broadest sense|in every sense}, a place where {everyone finds their place|each person belongs|everyone has a place|there is room for all}, {yourself included|you among them|you as well|including you}.',
      mask: 'Your kindness shows at once; people quickly share their worries with you, and sometimes forget to ask about yours.',
    },
  },
  7: {
    fr: {
      path: 'Votre route est intérieure : chercher, douter, comprendre, et faire de votre savoir une sagesse qui éclaire.',
      talent:
        'Votre force est la lucidité : vous voyez ce qui cloche, vous posez la bonne question, vous ne vous contentez pas des apparences.',
      desire:
        '{Votre besoin le plus profond|Ce qui vous anime au fond|Votre aspiration intime} : comprendre le pourquoi des choses, {dans le calme et à votre rythme|au calme et sans hâte|loin du bruit et à votre propre rythme}.',
      mask: '{Votre discrétion intrigue|Votre réserve intrigue|Votre discrétion fascine} ; on {devine|sent} en vous {un regard aiguisé|un œil perçant|une perception fine} et une vie {intérieure|secrète} {riche|dense|foisonnante}, {sans toujours oser|sans forcément oser|sans toujours savoir comment} vous {approcher|aborder}.',
    },
    en: {
      path: 'Your road runs inward: searching, doubting, understanding, and turning what you know into wisdom that sheds light.',
      talent:
        'Your strength is clear sight: you see what is off, ask the right question and are never satisfied with appearances.',
      desire: 'Your deepest need is to understand why things are as they are, calmly and at your own pace.',
      mask: 'Your discretion {intrigues|fascinates|arouses curiosity}; {people sense|others sense|people feel|others can tell there is} {a sharp eye and a rich inner life|a keen eye and a deep inner life|a sharp mind and a rich inner world} {in you|behind it|beneath the calm}, {without always|though not always} {daring to come close|daring to approach|feeling free to come closer}.',
    },
  },
  8: {
    fr: {
      path: '{Votre route mène|Votre chemin mène|Votre vie vous mène} au concret et au pouvoir : {entreprendre, gérer, réussir|entreprendre, diriger, réussir|bâtir, gérer, aboutir}, et mettre votre force au service {de ce qui est juste|d’une cause juste|du bien commun}.',
      talent:
        'Votre force est le sens des affaires : vous jugez vite ce qui vaut la peine, et vous savez le mener à bien.',
      desire:
        '{Secrètement|En secret|Au fond de vous}, vous aspirez à la maîtrise : {tenir votre vie en main|avoir prise sur votre vie|rester maître de votre vie} et {voir vos efforts porter des fruits visibles|voir vos efforts porter leurs fruits|constater que vos efforts paient}.',
      mask: 'Votre assurance impressionne ; on vous confie volontiers les commandes, sans toujours voir ce que cela vous coûte.',
    },
    en: {
      path: 'Your road leads to the concrete and to power: undertaking, managing, succeeding, and putting your strength at the service of what is fair.',
      talent:
        'Your strength is business sense: you judge quickly what is worth it, and you know how to carry it through.',
      desire:
        '{Secretly|In private|Deep down}, you aim for mastery: {holding your life in your hands|having your life in hand|being in command of your own life} and {seeing your efforts bear visible fruit|watching your efforts pay off|seeing your work bear fruit}.',
      mask: 'Your assurance impresses; people readily hand you the controls, without always seeing what it costs you.',
    },
  },
  9: {
    fr: {
      path: '{Votre route est celle de l’ouverture|Votre chemin est celui de l’ouverture|L’ouverture trace votre route} : aimer {largement|sans frontières}, servir {ce qui vous dépasse|plus grand que vous}, et apprendre à {lâcher|laisser partir} ce qui est accompli.',
      talent:
        'Votre force est la compréhension : vous saisissez les points de vue les plus éloignés du vôtre et vous savez rassembler.',
      desire:
        '{Au plus profond de vous|Au fond de vous|Intimement}, vous {voulez|souhaitez} un monde {un peu plus juste|plus juste|plus équitable}, et {le sentiment|la certitude} d’y avoir {contribué|pris votre part|apporté votre pierre}.',
      mask: 'Votre ouverture se sent tout de suite ; on se confie à vous facilement, parfois sans mesurer ce que vous portez déjà.',
    },
    en: {
      path: '{Your road|Your path|Your way} is one of openness: loving {widely|generously|without borders}, serving what is {larger|bigger|greater} than you, and {learning to let go of|learning to release|knowing how to leave} what {is complete|is finished|has run its course}.',
      talent:
        'Your strength is understanding: you grasp views far from your own and you know how to bring people together.',
      desire:
        '{Deep inside|In your heart|At heart}, you {want|wish for|long for} {a slightly fairer world|a world a little fairer|a somewhat fairer world}, and {the sense of having helped to make it|the feeling that you helped bring it about|to know you had a hand in it|the knowledge that you did your part}.',
      mask: 'Your openness {is felt at once|shows straight away|is plain at once}; people {confide in you easily|open up to you readily|confide in you without effort}, {sometimes without measuring|not always seeing|often without gauging} what you already carry.',
    },
  },
  11: {
    fr: {
      path: 'Votre route est celle de l’intuition mise au service des autres : sentir avant de savoir, et oser transmettre ce que vous percevez.',
      talent:
        'Votre force est l’inspiration : un mot de vous, au bon moment, ouvre chez les autres une perspective neuve.',
    },
    en: {
      path: 'Your road is one of intuition put at others’ service: sensing before knowing, and daring to pass on what you perceive.',
      talent:
        'Your strength is inspiration: a word from you at the right time opens a new outlook for others.',
    },
  },
  22: {
    fr: {
      path: 'Votre route est celle des grandes œuvres : transformer une vision en réalité durable, au profit du plus grand nombre.',
      talent:
        'Votre force est de rendre possible l’ambitieux : vous voyez grand et vous savez par où commencer.',
    },
    en: {
      path: 'Your road is one of great works: turning a vision into a lasting reality, for the good of many.',
      talent: 'Your strength is making the ambitious possible: you think big and you know where to begin.',
    },
  },
  33: {
    fr: {
      path: 'Votre route est celle du don éclairé : aimer, enseigner, guérir les liens, sans vous oublier en chemin.',
      talent:
        'Votre force est l’élan du cœur : vous encouragez, vous consolez, vous aidez chacun à donner le meilleur de lui-même.',
    },
    en: {
      path: 'Your road is one of wise giving: loving, teaching, healing bonds, without losing yourself along the way.',
      talent:
        'Your strength is warmth in action: you encourage, you comfort, you help each person give their best.',
    },
  },
};

/** The sentences of a depth that have other wordings, chosen once per reading. */
type Single = 'path' | 'talent' | 'desire' | 'mask' | 'bond' | 'day' | 'later';
const SINGLES: readonly Single[] = ['path', 'talent', 'desire', 'mask', 'bond', 'day', 'later'];

/** Each number's wordings of those sentences (the first is the one in DEPTHS). */
const WORDINGS: Record<number, Record<Lang, Record<Single, readonly string[]>>> = {};
for (const n of Object.keys(DEPTHS).map(Number)) {
  const entry = {} as Record<Lang, Record<Single, readonly string[]>>;
  for (const lang of ['fr', 'en'] as const) {
    const base = DEPTHS[n]![lang];
    const more = MORE_DEPTHS[n]?.[lang] ?? {};
    const roles = MORE_ROLES[n]?.[lang] ?? {};
    const all = (list: readonly string[]) => list.flatMap((t) => longWordingsOf(lang, t));
    entry[lang] = {
      path: all([base.path, ...(roles.path ? [roles.path] : [])]),
      talent: all([base.talent, ...(roles.talent ? [roles.talent] : [])]),
      desire: all([base.desire, ...(roles.desire ? [roles.desire] : [])]),
      mask: all([base.mask, ...(roles.mask ? [roles.mask] : [])]),
      bond: all([base.bond, ...(more.bond ?? [])]),
      day: all([base.day]),
      later: all([base.later]),
    };
    DEPTHS[n]![lang] = {
      ...base,
      shadow: [...base.shadow, ...(more.shadow ?? [])],
      practice: [...base.practice, ...(more.practice ?? [])],
    };
  }
  WORDINGS[n] = entry;
}

/**
 * What a number means in each place a long reading meets it. With a `seed` (one per reading, the same
 * for all its numbers), each sentence that has several wordings (the life path, the talent, the wish,
 * the face shown, how it lives with others) is one of them, the same wherever that reading meets the
 * number; without one, the first.
 */
export function numberDepth(n: number, lang: Lang, seed?: number): Depth {
  const key = DEPTHS[n] ? n : n % 9 || 9;
  const depth = DEPTHS[key]![lang];
  if (seed === undefined) return depth;
  const chosen: Depth = { ...depth };
  for (const field of SINGLES) {
    const options = WORDINGS[key]![lang][field];
    chosen[field] = options[seedOf(`${seed}:${key}:${field}`) % options.length]!;
  }
  // Each shadow and each practice keeps its place in the list, in one of its wordings.
  for (const field of ['shadow', 'practice'] as const)
    chosen[field] = depth[field].map((t, i) => {
      const options = longWordingsOf(lang, t);
      return options[seedOf(`${seed}:${key}:${field}:${i}`) % options.length]!;
    });
  return chosen;
}

/** The texts of REWORDED that reword nothing (a key that no longer matches its text), for the tests. */
export function rewordedUnmatched(): string[] {
  const known = new Set<string>();
  for (const n of Object.keys(VOICES).map(Number))
    for (const lang of ['fr', 'en'] as const) {
      const v = VOICES[n]![lang];
      const d = DEPTHS[n]![lang];
      for (const t of [
        ...v.pace,
        ...v.step,
        ...v.field,
        ...v.pitfall,
        ...Object.values(v.topic).flat(),
        ...d.shadow,
        ...d.practice,
        ...Object.values(WORDINGS[n]![lang]).flat(),
      ])
        known.add(`${lang}:${t}`);
    }
  return (['fr', 'en'] as const).flatMap((lang) =>
    Object.keys(REWORDED[lang]).filter((t) => !known.has(`${lang}:${t}`)),
  );
}
