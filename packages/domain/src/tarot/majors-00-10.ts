// Major arcana 0 to X, Tarot de Marseille. Meanings written for Arcanes (fr first, then en).

import { meaning, names, type MajorEntry } from './meaning';

export const MAJORS_00_10: readonly MajorEntry[] = [
  {
    id: 'major-00-le-mat',
    rank: 0,
    name: names('Le Mat', 'The Fool'),
    upright: meaning(
      ['liberté', 'élan', 'voyage', 'confiance en l’inconnu'],
      ['freedom', 'impulse', 'journey', 'trust in the unknown'],
      'Le Mat marche sans numéro, hors du rang des autres arcanes : il est l’énergie pure qui ose partir sans tout savoir. Son baluchon est léger, son bâton le guide, et l’animal qui le pousse rappelle que l’instinct aussi fait avancer. Il annonce un départ, une liberté retrouvée, une aventure qu’aucun calcul ne garantit mais que la confiance rend possible.',
      'The Fool walks without a number, outside the ranks of the other arcana: he is raw energy that dares to set out without knowing everything. His bundle is light, his staff guides him, and the animal at his heels is a reminder that instinct also moves us forward. He announces a departure, a freedom regained, an adventure that no calculation can guarantee but that trust makes possible.',
    ),
    reversed: meaning(
      ['errance', 'fuite en avant', 'imprudence', 'dispersion'],
      ['wandering', 'running away', 'recklessness', 'scattered energy'],
      'Renversé, Le Mat perd sa direction : l’élan devient fuite en avant ou dispersion. Il signale une décision prise pour échapper à une situation plutôt que pour aller vers quelque chose, ou une imprudence qui coûte cher en énergie. Avant de repartir, demandez-vous ce que vous cherchez vraiment à quitter.',
      'Reversed, the Fool loses his bearings: momentum turns into running away or scattering. It points to a decision made to escape a situation rather than to move towards something, or to a recklessness that drains your energy. Before setting off again, ask yourself what you are really trying to leave behind.',
    ),
  },
  {
    id: 'major-01-le-bateleur',
    rank: 1,
    name: names('Le Bateleur', 'The Magician'),
    upright: meaning(
      ['commencement', 'habileté', 'initiative', 'potentiel'],
      ['beginning', 'skill', 'initiative', 'potential'],
      'Debout devant sa table, Le Bateleur dispose de tous les outils : pièces, coupe, couteau et dés, une baguette dans la main gauche. C’est la carte des commencements, du talent encore neuf qui ne demande qu’à s’exercer. Elle invite à prendre l’initiative et à faire confiance à ses ressources : tout ce qu’il faut pour réussir est déjà sur la table.',
      'Standing before his table, the Magician has every tool at hand: coins, cup, knife and dice, a wand in his left hand. This is the card of beginnings, of a fresh talent eager to be used. It invites you to take the initiative and to trust your resources: everything you need to succeed is already on the table.',
    ),
    reversed: meaning(
      ['manque d’assurance', 'manipulation', 'projets dispersés', 'hésitation'],
      ['self-doubt', 'manipulation', 'scattered projects', 'hesitation'],
      'Renversé, Le Bateleur jongle sans rien construire : trop de projets commencés, un talent qui se disperse ou qui sert à faire illusion. Il peut aussi désigner quelqu’un qui promet plus qu’il ne tient, ou votre propre doute face à un commencement. Choisissez un seul outil sur la table et commencez par lui.',
      'Reversed, the Magician juggles without building anything: too many projects started, a talent that scatters or is used to create an illusion. It can also point to someone who promises more than they deliver, or to your own doubt before a new start. Pick a single tool from the table and begin with that one.',
    ),
  },
  {
    id: 'major-02-la-papesse',
    rank: 2,
    name: names('La Papesse', 'The Popess'),
    upright: meaning(
      ['connaissance', 'patience', 'intériorité', 'gestation'],
      ['knowledge', 'patience', 'inner life', 'gestation'],
      'La Papesse siège voilée, un livre ouvert sur les genoux : elle étudie, elle médite, elle couve ce qui n’est pas encore prêt à naître. Elle incarne le savoir patient, l’intuition nourrie par l’étude, la fidélité à soi-même. Sa présence conseille le recueillement et la discrétion : ce qui mûrit en silence sera plus solide.',
      'The Popess sits veiled, an open book on her lap: she studies, she meditates, she broods over what is not yet ready to be born. She embodies patient knowledge, intuition fed by study, faithfulness to oneself. Her presence advises reflection and discretion: what ripens in silence will be stronger.',
    ),
    reversed: meaning(
      ['froideur', 'secret pesant', 'rigidité', 'repli'],
      ['coldness', 'heavy secret', 'rigidity', 'withdrawal'],
      'Renversée, La Papesse se ferme : le savoir devient dogme, la réserve devient froideur, le secret finit par peser. Elle peut signaler une attente qui n’en finit pas, une émotion qu’on s’interdit, un jugement trop sévère envers soi ou envers les autres. Il est temps de refermer le livre et de vivre ce que l’on sait.',
      'Reversed, the Popess closes up: knowledge hardens into dogma, reserve into coldness, and the secret becomes a burden. She may point to a wait that never ends, a feeling you forbid yourself, a judgement too severe towards yourself or others. It is time to close the book and live what you already know.',
    ),
  },
  {
    id: 'major-03-l-imperatrice',
    rank: 3,
    name: names('L’Impératrice', 'The Empress'),
    upright: meaning(
      ['créativité', 'expression', 'fécondité', 'séduction'],
      ['creativity', 'expression', 'fertility', 'charm'],
      'Couronnée, le sceptre en main et l’aigle sur son bouclier, L’Impératrice est l’intelligence qui jaillit et s’exprime. Elle annonce une période féconde : idées nouvelles, projets qui éclosent, charme et aisance dans la relation aux autres. C’est l’énergie du printemps, qui crée sans se demander si elle en a le droit.',
      'Crowned, sceptre in hand and the eagle on her shield, the Empress is intelligence that bursts forth and expresses itself. She announces a fruitful period: new ideas, projects coming into bloom, charm and ease in dealing with others. Hers is the energy of spring, creating without asking whether it is allowed to.',
    ),
    reversed: meaning(
      ['vanité', 'blocage créatif', 'superficialité', 'excès'],
      ['vanity', 'creative block', 'superficiality', 'excess'],
      'Renversée, L’Impératrice s’épuise à plaire ou se bloque : l’élan créatif se heurte à la peur du jugement, l’expression devient bavardage ou coquetterie. Elle peut signaler un projet qui ne parvient pas à naître, ou une abondance gaspillée. Revenez à ce que vous avez vraiment envie de créer, pour vous.',
      'Reversed, the Empress wears herself out trying to please, or she blocks: creative momentum hits the fear of judgement, expression turns into chatter or vanity. She may point to a project that cannot get born, or to an abundance that is wasted. Come back to what you genuinely want to create, for yourself.',
    ),
  },
  {
    id: 'major-04-l-empereur',
    rank: 4,
    name: names('L’Empereur', 'The Emperor'),
    upright: meaning(
      ['stabilité', 'autorité', 'structure', 'protection'],
      ['stability', 'authority', 'structure', 'protection'],
      'L’Empereur, assis de profil, les jambes croisées en forme de quatre, tient le monde dans son sceptre : il est l’ordre, la loi, la construction durable. Il annonce une situation qui se stabilise, un cadre solide, une autorité bienveillante sur laquelle s’appuyer. Il invite à prendre les commandes de sa vie avec méthode et responsabilité.',
      'Seated in profile, legs crossed in the shape of a four, the Emperor holds the world in his sceptre: he is order, law and lasting construction. He announces a situation that settles, a solid framework, a benevolent authority to lean on. He invites you to take charge of your life with method and responsibility.',
    ),
    reversed: meaning(
      ['autoritarisme', 'rigidité', 'domination', 'fondations fragiles'],
      ['authoritarianism', 'rigidity', 'domination', 'shaky foundations'],
      'Renversé, L’Empereur abuse de son pouvoir ou perd son assise : rigidité, besoin de tout contrôler, autorité qui écrase au lieu de protéger. Il peut aussi désigner des bases matérielles fragiles, ou un rapport difficile à une figure d’autorité. La vraie force consiste ici à assouplir ce qui s’est figé.',
      'Reversed, the Emperor abuses his power or loses his footing: rigidity, a need to control everything, an authority that crushes instead of protecting. It can also point to fragile material foundations, or a difficult relationship with an authority figure. True strength here lies in loosening what has set hard.',
    ),
  },
  {
    id: 'major-05-le-pape',
    rank: 5,
    name: names('Le Pape', 'The Pope'),
    upright: meaning(
      ['transmission', 'conseil', 'idéal', 'médiation'],
      ['teaching', 'counsel', 'ideal', 'mediation'],
      'Le Pape bénit deux disciples tournés vers lui : il est le pont entre le ciel et la terre, celui qui transmet et qui relie. Sa carte annonce un bon conseil, un enseignement, une rencontre avec un guide ou une institution digne de confiance. Elle rappelle aussi la valeur d’un idéal partagé et de la parole donnée.',
      'The Pope blesses two disciples turned towards him: he is the bridge between heaven and earth, the one who passes on and connects. His card announces good advice, a teaching, a meeting with a trustworthy guide or institution. It is also a reminder of the value of a shared ideal and of a promise kept.',
    ),
    reversed: meaning(
      ['dogmatisme', 'mauvais conseil', 'hypocrisie', 'dialogue rompu'],
      ['dogmatism', 'bad advice', 'hypocrisy', 'broken dialogue'],
      'Renversé, Le Pape prêche sans écouter : conseils intéressés, règles appliquées sans discernement, discours qui ne correspond pas aux actes. Il peut signaler une rupture de communication, ou la difficulté à trouver quelqu’un de confiance. Écoutez votre propre conscience plutôt qu’une autorité qui ne vous comprend pas.',
      'Reversed, the Pope preaches without listening: self-serving advice, rules applied without discernment, words that do not match deeds. It may signal a breakdown in communication, or the difficulty of finding someone to trust. Listen to your own conscience rather than to an authority that does not understand you.',
    ),
  },
  {
    id: 'major-06-l-amoureux',
    rank: 6,
    name: names('L’Amoureux', 'The Lover'),
    upright: meaning(
      ['choix du cœur', 'union', 'désir', 'relation'],
      ['choice of the heart', 'union', 'desire', 'relationship'],
      'Un jeune homme se tient entre deux femmes, tandis qu’un ange dans le soleil vise de sa flèche : L’Amoureux est la carte de la vie affective et des choix qu’elle impose. Elle annonce une rencontre, une union, une relation qui prend de l’importance, ou la nécessité de décider selon son cœur. Le plaisir de vivre et d’être ensemble y tient une grande place.',
      'A young man stands between two women while an angel in the sun takes aim with his arrow: the Lover is the card of emotional life and the choices it demands. It announces a meeting, a union, a relationship growing in importance, or the need to decide with your heart. The joy of living and of being together plays a large part here.',
    ),
    reversed: meaning(
      ['indécision', 'dépendance affective', 'mauvais choix', 'triangle'],
      ['indecision', 'emotional dependence', 'wrong choice', 'love triangle'],
      'Renversé, L’Amoureux hésite sans fin : tiraillement entre deux personnes ou deux voies, peur de perdre ce que l’on ne choisit pas, relation où l’on s’oublie soi-même. Il met en garde contre une décision prise pour faire plaisir, ou contre la confusion des sentiments. Choisir, ici, c’est aussi accepter de renoncer.',
      'Reversed, the Lover hesitates endlessly: torn between two people or two paths, afraid of losing what is not chosen, caught in a relationship where you forget yourself. The card warns against a decision made to please others, or against confused feelings. Here, choosing also means accepting to let something go.',
    ),
  },
  {
    id: 'major-07-le-chariot',
    rank: 7,
    name: names('Le Chariot', 'The Chariot'),
    upright: meaning(
      ['victoire', 'progression', 'action dans le monde', 'maîtrise'],
      ['victory', 'progress', 'action in the world', 'self-command'],
      'Couronné sous son dais, un prince avance sur un char tiré par deux chevaux qui tirent chacun de leur côté : Le Chariot est la volonté qui unit les forces contraires pour avancer. Il favorise l’avancée, les déplacements et la réussite qui se construit par la détermination. C’est le moment de prendre la route et d’occuper sa place dans le monde.',
      'Crowned beneath his canopy, a prince rides a chariot drawn by two horses pulling in different directions: the Chariot is the will that unites opposing forces to move forward. It favours progress, travel and the kind of success that is built through determination. Now is the time to take the road and claim your place in the world.',
    ),
    reversed: meaning(
      ['perte de contrôle', 'forces dispersées', 'orgueil', 'enlisement'],
      ['loss of control', 'scattered forces', 'pride', 'getting stuck'],
      'Renversé, Le Chariot n’avance plus : les chevaux tirent à hue et à dia, l’énergie se disperse, ou l’orgueil conduit à foncer sans regarder. Il peut signaler un projet qui s’enlise, un voyage contrarié, une réussite de façade. Reprenez les rênes : clarifiez votre but avant de relancer l’attelage.',
      'Reversed, the Chariot no longer moves: the horses pull every which way, energy scatters, or pride makes you charge ahead blindly. It may point to a project bogged down, a journey thwarted, a success that is only for show. Take the reins back: clarify your goal before setting the team in motion again.',
    ),
  },
  {
    id: 'major-08-la-justice',
    rank: 8,
    name: names('La Justice', 'Justice'),
    upright: meaning(
      ['équilibre', 'décision juste', 'vérité', 'responsabilité'],
      ['balance', 'fair decision', 'truth', 'responsibility'],
      'La Justice siège de face, l’épée dressée dans une main, la balance dans l’autre : elle pèse puis elle tranche. Elle parle de décisions pesées avec équité, de contrats, de la recherche de ce qui est juste, et surtout d’un retour à l’équilibre. Elle demande d’être juste envers soi-même : donner à chaque chose sa juste place.',
      'Justice sits facing us, sword raised in one hand, scales in the other: she weighs, then she decides. She speaks of decisions weighed fairly, of contracts, of the search for what is just, and above all of a return to balance. She asks you to be fair to yourself as well: to give each thing its proper place.',
    ),
    reversed: meaning(
      ['déséquilibre', 'injustice', 'sévérité', 'culpabilité'],
      ['imbalance', 'injustice', 'harshness', 'guilt'],
      'Renversée, La Justice perd sa mesure : décision partiale, démarches administratives ou juridiques qui traînent, sentiment d’être jugé injustement. Elle peut aussi révéler une exigence excessive envers soi, un perfectionnisme qui condamne au lieu d’éclairer. Rétablir l’équilibre passe par un regard plus indulgent.',
      'Reversed, Justice loses her measure: a biased decision, legal or administrative matters that drag on, the feeling of being unfairly judged. She can also reveal an excessive demand on yourself, a perfectionism that condemns instead of enlightening. Restoring balance begins with a more forgiving eye.',
    ),
  },
  {
    id: 'major-09-l-hermite',
    rank: 9,
    name: names('L’Hermite', 'The Hermit'),
    upright: meaning(
      ['sagesse', 'recherche intérieure', 'prudence', 'transition'],
      ['wisdom', 'inner search', 'prudence', 'transition'],
      'Enveloppé dans son manteau, L’Hermite avance lentement, appuyé sur son bâton, la lanterne à demi voilée levée devant lui : il est l’expérience qui devient sagesse. Sa carte annonce une période de retrait fécond, de réflexion, de crise qui prépare un renouveau. Elle conseille la patience et la lucidité : la lumière dont vous avez besoin, vous la portez déjà.',
      'Wrapped in his cloak, the Hermit walks slowly, leaning on his staff, his half-veiled lantern held high: he is experience turning into wisdom. His card announces a period of fruitful retreat, of reflection, of a crisis that prepares a renewal. It advises patience and clear sight: the light you need, you are already carrying.',
    ),
    reversed: meaning(
      ['isolement', 'méfiance', 'amertume', 'lenteur'],
      ['isolation', 'mistrust', 'bitterness', 'slowness'],
      'Renversé, L’Hermite s’enferme dans sa solitude : repli sur soi, méfiance envers les autres, refus de l’aide qui se présente. Il peut signaler une période qui s’éternise, une amertume liée au passé, une prudence devenue peur. Tournez la lanterne vers l’avant : quelqu’un attend peut-être que vous fassiez signe.',
      'Reversed, the Hermit locks himself in his solitude: withdrawal, mistrust of others, refusal of the help that is offered. It may signal a period that drags on, bitterness about the past, a caution that has turned into fear. Turn the lantern forward: someone may be waiting for you to reach out.',
    ),
  },
  {
    id: 'major-10-la-roue-de-fortune',
    rank: 10,
    name: names('La Roue de Fortune', 'The Wheel of Fortune'),
    upright: meaning(
      ['changement', 'cycle', 'occasion', 'tournant'],
      ['change', 'cycle', 'opportunity', 'turning point'],
      'La Roue de Fortune tourne, une créature montant, une autre descendant, une troisième immobile au sommet : rien ne reste en place. Elle annonce la fin d’un cycle et le début d’un autre, une occasion à saisir, un retournement de situation souvent favorable. La manivelle attend une main : à vous de donner l’impulsion.',
      'The Wheel of Fortune turns, one creature rising, another falling, a third motionless at the top: nothing stays where it is. It announces the end of one cycle and the start of another, an opportunity to seize, a turn of events that is often favourable. The crank is waiting for a hand: it is up to you to give the push.',
    ),
    reversed: meaning(
      ['blocage', 'répétition', 'résistance au changement', 'contretemps'],
      ['standstill', 'repetition', 'resistance to change', 'setbacks'],
      'Renversée, La Roue de Fortune se grippe : les mêmes situations se répètent, les occasions passent sans être saisies, les contretemps s’accumulent. Elle montre souvent une résistance au changement, l’envie de retenir ce qui doit finir. Ce qui semble de la malchance est parfois un cycle qui demande à être bouclé.',
      'Reversed, the Wheel of Fortune jams: the same situations repeat, opportunities pass by unseized, setbacks pile up. It often shows a resistance to change, a wish to hold on to what must end. What looks like bad luck is sometimes a cycle asking to be completed.',
    ),
  },
];
