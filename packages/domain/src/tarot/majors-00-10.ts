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
      ['élan retenu', 'départ différé', 'liberté qu’on se refuse', 'énergie sans issue'],
      ['impulse held back', 'departure put off', 'freedom denied', 'energy with no outlet'],
      'Renversé, Le Mat garde son baluchon sur l’épaule sans se mettre en route : l’élan qui pousse à partir est intact, mais retenu par la peur de l’inconnu. L’énergie tourne sur place ; elle demande une direction, même provisoire, pour redevenir liberté.',
      'Reversed, the Fool keeps his bundle on his shoulder without setting off: the urge to go is intact but held back by fear of the unknown. The energy circles on the spot; it needs a direction, even a temporary one, to become freedom again.',
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
      ['commencement différé', 'talent qui doute', 'outils inutilisés', 'initiative retenue'],
      ['start put off', 'talent doubting itself', 'tools left unused', 'initiative held back'],
      'Renversé, Le Bateleur garde ses outils sur la table sans en choisir aucun : le talent est là, mais il doute de lui et n’ose pas commencer. Ce qui manque n’est pas la capacité, c’est le premier geste ; un seul outil pris en main suffirait.',
      'Reversed, the Magician holds back, leaving his tools on the table without picking any of them up: the talent is there, but it doubts itself and dares not begin. What is missing is not ability but the first move; taking up a single tool would be enough.',
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
      ['savoir gardé', 'gestation prolongée', 'parole retenue', 'intériorité close'],
      ['knowledge kept back', 'gestation drawn out', 'words held in', 'closed inner life'],
      'Renversée, La Papesse garde son livre fermé sur ses genoux : ce qu’elle sait reste en elle, la gestation se prolonge, la parole ne vient pas. Ce silence protège, mais il retient aussi ; ce qui a mûri demande maintenant à être dit.',
      'Reversed, the Popess keeps her book shut on her lap: what she knows stays within, the gestation drags on, and the words do not come. This silence protects but also holds back; what has ripened now asks to be spoken.',
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
      ['création retenue', 'expression bridée', 'fécondité en attente', 'charme qui se cache'],
      ['creation held back', 'expression curbed', 'fruitfulness on hold', 'charm in hiding'],
      'Renversée, L’Impératrice retient ce qu’elle voudrait créer : les idées sont là, fécondes, mais la peur du regard des autres les garde à l’intérieur. Son énergie de printemps n’est pas perdue ; elle attend la permission de s’exprimer.',
      'Reversed, the Empress holds back what she wants to create: the ideas are there and fertile, but fear of others’ eyes keeps them inside. Her spring energy is not lost; it is waiting for permission to express itself.',
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
      ['autorité retenue', 'structure figée', 'protection qui enferme', 'pouvoir non exercé'],
      ['authority held back', 'rigid structure', 'protection that confines', 'power unused'],
      'Renversé, L’Empereur retient son autorité : il pourrait décider, protéger, organiser, et reste assis sur son trône sans agir, ou durcit la structure au lieu de la faire vivre. Sa solidité est réelle ; elle attend d’être exercée avec souplesse.',
      'Reversed, the Emperor holds back his authority: he could decide, protect and organise, yet stays seated on his throne without acting, or hardens the structure instead of bringing it to life. His solidity is real; it is waiting to be used with some flexibility.',
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
      ['transmission retenue', 'conseil qu’on ne demande pas', 'idéal silencieux', 'pont non jeté'],
      ['teaching held back', 'advice not sought', 'silent ideal', 'bridge not built'],
      'Renversé, Le Pape retient ce qu’il pourrait transmettre : le conseil n’est pas donné, ou pas demandé, et le pont entre deux mondes reste à jeter. Sa sagesse est intacte ; elle demande qu’on ose s’adresser à elle.',
      'Reversed, the Pope holds back what he could pass on: the advice is not given, or not asked for, and the bridge between two worlds is still to be built. His wisdom is intact; it asks you to dare to turn to it.',
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
      ['choix suspendu', 'désir retenu', 'union qui hésite', 'cœur partagé'],
      ['choice on hold', 'desire held back', 'hesitant union', 'divided heart'],
      'Renversé, L’Amoureux retient son choix : pris entre plusieurs attirances, il n’ose s’engager dans aucune, et le désir reste en suspens. Le lien n’est pas perdu ; il attend que le cœur accepte de préférer.',
      'Reversed, the Lover holds back his choice: caught between several attractions, he dares not commit to any of them, and desire stays on hold. The bond is not lost; it is waiting for the heart to agree to prefer.',
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
      ['progression freinée', 'victoire différée', 'action retenue', 'élan à l’arrêt'],
      ['progress slowed', 'victory put off', 'action held back', 'drive at a standstill'],
      'Renversé, Le Chariot retient ses chevaux : la force d’avancer est là, mais l’action dans le monde tarde, faute d’une direction claire ou d’un premier pas. La victoire reste à portée ; elle demande qu’on reprenne les rênes.',
      'Reversed, the Chariot reins in its horses: the strength to advance is there, but action in the world is slow, for want of a clear direction or a first step. Victory stays within reach; it asks you to take the reins again.',
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
      ['décision retenue', 'équilibre qui tarde', 'vérité différée', 'jugement de soi'],
      ['decision held back', 'balance slow to come', 'truth deferred', 'self-judgement'],
      'Renversée, La Justice retient son glaive et sa balance : la décision juste est connue mais pas prise, la vérité attend d’être reconnue. L’équilibre est possible ; il demande d’accepter de trancher, d’abord envers soi-même.',
      'Reversed, Justice holds back her sword and scales: the fair decision is known but not made, and the truth is waiting to be acknowledged. Balance is possible; it asks you to agree to decide, starting with yourself.',
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
      ['recherche intérieure prolongée', 'retrait', 'lumière gardée', 'sagesse qui se cache'],
      ['inner search drawn out', 'withdrawal', 'light kept back', 'hidden wisdom'],
      'Renversé, L’Hermite garde sa lanterne sous son manteau : la recherche intérieure se prolonge en retrait, et la lumière trouvée n’éclaire encore personne. Cette sagesse est réelle ; le moment approche de la partager.',
      'Reversed, the Hermit keeps his lantern under his cloak: the inner search goes on in retreat, and the light he has found does not yet shine for anyone. This wisdom is real; the time to share it is coming.',
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
      ['cycle en suspens', 'changement retenu', 'occasion qui attend', 'roue arrêtée'],
      ['cycle on hold', 'change held back', 'chance waiting', 'wheel at rest'],
      'Renversée, La Roue de Fortune retient son mouvement et s’arrête entre deux tours : le changement est prêt mais ne se fait pas encore, et l’on attend qu’une main la relance. Ce temps d’arrêt n’est pas une panne ; le cycle reprendra dès qu’on agira.',
      'Reversed, the Wheel of Fortune holds its motion and halts between two turns: the change is ready but not yet happening, and it waits for a hand to set it going. This pause is not a breakdown; the cycle will resume as soon as you act.',
    ),
  },
];
