// Bâtons (Wands), the suit of fire: desire, creative and sexual energy, initiative. Read as the
// Marseille tradition reads the pips, by number and suit (decision 0331); reversed, the same fire
// held back.

import { meaning, type MinorEntry } from './meaning';

export const BATONS: readonly MinorEntry[] = [
  {
    rank: 1,
    upright: meaning(
      ['désir', 'énergie créatrice', 'initiative', 'force vitale'],
      ['desire', 'creative energy', 'initiative', 'life force'],
      'L’As de Bâtons dresse une massue noueuse, taillée à même l’arbre : toute l’énergie créatrice, brute, en germe. Un désir qui naît, une envie d’agir, une idée qui prend feu. Le cycle du faire commence ici.',
      'The Ace of Wands raises a knotted club cut straight from the tree: all creative energy, raw and in seed. A desire being born, an urge to act, an idea catching fire. The cycle of doing begins here.',
    ),
    reversed: meaning(
      ['désir retenu', 'feu couvert', 'élan qu’on étouffe', 'énergie en réserve'],
      ['desire held back', 'banked fire', 'drive smothered', 'energy in reserve'],
      'Renversé, l’As de Bâtons couve son feu : le désir est là, puissant, mais on le retient, par prudence ou par crainte de ce qu’il pourrait déclencher. L’énergie ne se perd pas ; elle attend d’être reconnue et dirigée.',
      'Reversed, the Ace of Wands banks its fire: the desire is there, and strong, but you hold it back, out of caution or fear of what it might set off. The energy is not lost; it is waiting to be owned and given a direction.',
    ),
  },
  {
    rank: 2,
    upright: meaning(
      ['désir qui mûrit', 'attirance', 'projet en gestation', 'patience active'],
      ['ripening desire', 'attraction', 'plan in gestation', 'active patience'],
      'Deux, c’est rassembler avant d’agir : le Deux de Bâtons croise deux bâtons qui s’attirent. Un désir se précise, une attirance grandit, un projet créatif se prépare. L’énergie s’accumule ; son heure viendra.',
      'Two is gathering before acting: the Two of Wands crosses two wands drawn to each other. A desire takes shape, an attraction grows, a creative plan is being prepared. Energy is building up; its time will come.',
    ),
    reversed: meaning(
      ['désir tu', 'attirance qu’on cache', 'projet qui attend trop', 'énergie stockée'],
      ['desire unspoken', 'hidden attraction', 'plan waiting too long', 'stored energy'],
      'Renversé, le Deux de Bâtons retient le désir qu’il prépare : une attirance tue, un projet qu’on garde dans un tiroir. L’énergie accumulée est bonne ; elle finira par chercher une sortie, mieux vaut la lui offrir.',
      'Reversed, the Two of Wands holds back the desire it is preparing: an attraction kept quiet, a plan left in a drawer. The energy built up is good; it will end up looking for a way out, so better to give it one.',
    ),
  },
  {
    rank: 3,
    upright: meaning(
      ['élan créatif', 'passion naissante', 'audace', 'premier jet'],
      ['creative surge', 'budding passion', 'daring', 'first draft'],
      'Trois est l’explosion sans expérience : le Trois de Bâtons est le premier feu du désir, l’audace de qui ne sait pas encore ce qui est impossible. Passion naissante, création spontanée, projet lancé d’un seul élan.',
      'Three is a burst without experience: the Three of Wands is desire’s first fire, the daring of someone who does not yet know what cannot be done. Budding passion, spontaneous creation, a project launched in one go.',
    ),
    reversed: meaning(
      ['audace bridée', 'passion contenue', 'création qui n’ose pas', 'élan freiné'],
      ['daring reined in', 'passion contained', 'creativity that dares not', 'surge slowed'],
      'Renversé, le Trois de Bâtons retient son premier feu : on se censure avant d’avoir essayé, la passion reste en dedans. Le talent créatif est vivant ; il lui faut le droit à l’erreur pour jaillir.',
      'Reversed, the Three of Wands holds back its first fire: you censor yourself before trying, and the passion stays inside. The creative gift is alive; it needs the right to get things wrong in order to burst out.',
    ),
  },
  {
    rank: 4,
    upright: meaning(
      ['maîtrise du désir', 'énergie stable', 'cadre créatif', 'fidélité'],
      ['desire mastered', 'steady energy', 'creative frame', 'faithfulness'],
      'Quatre est l’assise : le Quatre de Bâtons donne au désir un cadre qui le rend durable. Énergie régulière, sexualité stable, création qui trouve sa méthode, engagement tenu. Le feu ne s’éteint pas, il se maintient.',
      'Four is footing: the Four of Wands gives desire a frame that lets it last. Steady energy, stable sexuality, creative work finding its method, a commitment kept. The fire does not go out; it is kept alive.',
    ),
    reversed: meaning(
      ['désir bridé', 'cadre qui étouffe', 'routine', 'énergie immobile'],
      ['desire curbed', 'stifling frame', 'routine', 'energy standing still'],
      'Renversé, le Quatre de Bâtons retient le feu dans un cadre trop étroit : la régularité tourne à la routine, le désir s’ennuie. La solidité acquise est précieuse ; elle supporterait un peu de fantaisie.',
      'Reversed, the Four of Wands keeps the fire in too narrow a frame: steadiness turns to routine and desire grows bored. The solidity you have gained is precious; it could bear a little fancy.',
    ),
  },
  {
    rank: 5,
    upright: meaning(
      ['désir neuf', 'défi', 'vocation', 'passage'],
      ['new desire', 'challenge', 'calling', 'crossing'],
      'Cinq est le pont vers un idéal : le Cinq de Bâtons quitte le cadre du Quatre pour un désir plus grand. Une vocation qui appelle, un défi créatif, une énergie qui veut servir autre chose que soi. Le passage demande du courage.',
      'Five is the bridge towards an ideal: the Five of Wands leaves the frame of the Four for a greater desire. A calling, a creative challenge, energy wanting to serve something beyond oneself. The crossing takes courage.',
    ),
    reversed: meaning(
      ['vocation différée', 'défi esquivé', 'désir qui hésite', 'pont non franchi'],
      ['calling put off', 'challenge dodged', 'hesitant desire', 'bridge not crossed'],
      'Renversé, le Cinq de Bâtons retient le défi qu’il propose : on sent l’appel d’un désir plus grand, mais on reste dans le cadre connu. L’énergie pour franchir le pont existe ; elle attend d’être engagée.',
      'Reversed, the Five of Wands holds back the challenge it offers: you feel the pull of a greater desire but stay within the familiar frame. The energy to cross the bridge is there; it is waiting to be committed.',
    ),
  },
  {
    rank: 6,
    upright: meaning(
      ['plaisir', 'créativité heureuse', 'désir partagé', 'beauté'],
      ['pleasure', 'happy creativity', 'shared desire', 'beauty'],
      'Six est le plaisir de faire ce qu’on aime : le Six de Bâtons est la création qui rend heureux, le désir vécu sans culpabilité. Sexualité épanouie, œuvre qui plaît, énergie au service de la beauté.',
      'Six is the pleasure of doing what you love: the Six of Wands is creation that makes you happy, desire lived without guilt. A fulfilled sexuality, work that pleases, energy in the service of beauty.',
    ),
    reversed: meaning(
      ['plaisir coupable', 'désir qu’on se refuse', 'joie de créer retenue', 'beauté cachée'],
      ['guilty pleasure', 'desire denied', 'joy of creating held back', 'hidden beauty'],
      'Renversé, le Six de Bâtons retient le plaisir qu’il promet : on se refuse ce qu’on désire, on crée en cachette, on n’ose pas jouir de son talent. Le plaisir est légitime ; il demande seulement d’être accepté.',
      'Reversed, the Six of Wands holds back the pleasure it promises: you deny yourself what you desire, create in secret, dare not enjoy your gift. The pleasure is legitimate; it only asks to be accepted.',
    ),
  },
  {
    rank: 7,
    upright: meaning(
      ['action résolue', 'rayonnement', 'énergie en œuvre', 'conquête'],
      ['resolute action', 'influence', 'energy at work', 'conquest'],
      'Sept est l’action dans le monde : le Sept de Bâtons met le désir au travail. Initiative, combat pour un projet, énergie qui rayonne et entraîne les autres. On ne rêve plus, on fait, et cela se voit.',
      'Seven is action in the world: the Seven of Wands puts desire to work. Initiative, a fight for a project, energy that radiates and carries others along. You no longer dream; you act, and it shows.',
    ),
    reversed: meaning(
      ['action retenue', 'énergie qui piétine', 'combat évité', 'force en attente'],
      ['action held back', 'energy marking time', 'fight avoided', 'strength waiting'],
      'Renversé, le Sept de Bâtons retient son action : l’énergie est prête mais piétine, on évite le combat qu’il faudrait mener. La force ne manque pas ; il lui faut un objectif clair pour se lancer.',
      'Reversed, the Seven of Wands holds back its action: the energy is ready but marks time, and you avoid the fight that needs fighting. Strength is not lacking; it needs a clear aim to launch itself.',
    ),
  },
  {
    rank: 8,
    upright: meaning(
      ['énergie accomplie', 'rythme juste', 'création aboutie', 'harmonie du désir'],
      ['energy fulfilled', 'right rhythm', 'creation completed', 'desire in harmony'],
      'Huit est la perfection tranquille : le Huit de Bâtons est l’énergie parfaitement réglée, ni trop ni trop peu. Création aboutie, désir en harmonie, rythme juste entre l’effort et le repos. Tout avance de soi-même.',
      'Eight is quiet perfection: the Eight of Wands is energy perfectly tuned, neither too much nor too little. Creation completed, desire in harmony, the right rhythm between effort and rest. Everything moves forward of its own accord.',
    ),
    reversed: meaning(
      ['élan qui se retient', 'perfectionnisme', 'énergie contenue', 'rythme forcé'],
      ['drive holding itself in', 'perfectionism', 'contained energy', 'forced rhythm'],
      'Renversé, le Huit de Bâtons retient son élan à force de vouloir le régler : on attend le moment parfait, l’œuvre parfaite, et le feu se contient. L’harmonie est à portée ; elle demande de lâcher un peu la bride.',
      'Reversed, the Eight of Wands holds back its drive by trying to regulate it: you wait for the perfect moment, the perfect work, and the fire stays contained. Harmony is within reach; it asks you to loosen the reins a little.',
    ),
  },
  {
    rank: 9,
    upright: meaning(
      ['tournant', 'désir qui change', 'crise créatrice', 'maturité'],
      ['turning point', 'desire changing', 'creative crisis', 'maturity'],
      'Neuf est la crise qui prépare un départ : le Neuf de Bâtons voit un désir ancien s’épuiser pour qu’un autre naisse. Changement d’orientation, remise en cause d’un projet, énergie qui se renouvelle. Ce qui finit libère la place.',
      'Nine is the crisis that prepares a departure: the Nine of Wands sees an old desire wear out so that another can be born. A change of direction, a project called into question, energy renewing itself. What ends frees the space.',
    ),
    reversed: meaning(
      ['tournant retardé', 'désir qu’on prolonge', 'crise contenue', 'passage refusé'],
      ['turning point delayed', 'desire dragged out', 'crisis kept in', 'crossing refused'],
      'Renversé, le Neuf de Bâtons retient le tournant qu’il annonce : on s’accroche à un projet ou à un désir qui n’a plus la même force. Le renouveau est prêt ; il demande d’accepter que l’ancien feu s’éteigne.',
      'Reversed, the Nine of Wands holds back the turning point it announces: you cling to a project or a desire that no longer has the same force. Renewal is ready; it asks you to accept that the old fire is dying down.',
    ),
  },
  {
    rank: 10,
    upright: meaning(
      ['cycle d’action accompli', 'aboutissement', 'relais', 'transformation du désir'],
      ['completed action', 'culmination', 'handing over', 'desire transformed'],
      'Dix clôt un cycle : le Dix de Bâtons a donné tout ce que ce désir pouvait donner. Un projet s’achève, une énergie passe le relais — souvent vers le cœur, ce que l’on a fait demandant maintenant à être aimé et partagé.',
      'Ten closes a cycle: the Ten of Wands has given everything this desire could give. A project comes to an end, an energy hands over — often to the heart, as what has been done now asks to be loved and shared.',
    ),
    reversed: meaning(
      ['fin qu’on repousse', 'énergie qui s’épuise', 'relais non passé', 'charge gardée'],
      ['ending put off', 'energy wearing out', 'baton not passed', 'burden kept'],
      'Renversé, le Dix de Bâtons retient la fin de son cycle : on continue de porter un projet qui a donné ce qu’il pouvait, l’énergie s’épuise à le prolonger. L’aboutissement est acquis ; il est temps de passer le relais.',
      'Reversed, the Ten of Wands holds back the end of its cycle: you keep carrying a project that has given what it could, and energy drains away in dragging it out. The culmination is already reached; it is time to hand over.',
    ),
  },
  {
    rank: 11,
    upright: meaning(
      ['désir qui s’éveille', 'enthousiasme', 'apprentissage créatif', 'jeunesse'],
      ['awakening desire', 'enthusiasm', 'creative apprenticeship', 'youth'],
      'Le Valet de Bâtons tient un bâton trop grand pour lui : il découvre la force de son désir sans encore la maîtriser. Jeune créateur, débutant plein d’envie, énergie neuve qui demande un premier terrain.',
      'The Page of Wands holds a wand too big for him: he is discovering the strength of his desire without yet mastering it. A young creator, an eager beginner, fresh energy looking for its first field.',
    ),
    reversed: meaning(
      ['enthousiasme timide', 'désir qu’on cache', 'premier pas retenu', 'énergie qui se cherche'],
      ['shy enthusiasm', 'hidden desire', 'first step held back', 'energy finding itself'],
      'Renversé, le Valet de Bâtons retient son bâton : il désire, mais n’ose pas montrer son envie ni faire le premier pas. L’enthousiasme est sincère ; il grandira dès qu’on lui donnera une chance.',
      'Reversed, the Page of Wands holds back his wand: he wants, but does not dare to show it or take the first step. The enthusiasm is sincere; it will grow as soon as it is given a chance.',
    ),
  },
  {
    rank: 12,
    upright: meaning(
      ['élan en marche', 'conquête', 'passion qui voyage', 'projet lancé'],
      ['drive on the move', 'conquest', 'passion travelling', 'project launched'],
      'Le Cavalier de Bâtons emporte son feu au galop : il est le désir qui part à la conquête, le projet qu’on lance au-dehors. Voyage, nouvelle aventure, passion qui se déclare. L’énergie se met en mouvement.',
      'The Knight of Wands carries his fire at a gallop: he is desire setting out to conquer, a project launched into the world. A journey, a new adventure, a passion declared. Energy gets moving.',
    ),
    reversed: meaning(
      ['départ retenu', 'passion qui attend', 'conquête différée', 'élan bridé'],
      ['departure held back', 'passion waiting', 'conquest put off', 'drive reined in'],
      'Renversé, le Cavalier de Bâtons retient sa monture : l’envie de partir, de conquérir, de déclarer sa flamme est là, mais le départ tarde. Le feu ne s’éteint pas ; il attend qu’on lui ouvre la route.',
      'Reversed, the Knight of Wands reins in his horse: the urge to leave, to conquer, to declare a passion is there, but the departure keeps slipping. The fire does not go out; it is waiting for the road to open.',
    ),
  },
  {
    rank: 13,
    upright: meaning(
      ['désir assumé', 'créativité féconde', 'force tranquille', 'sensualité'],
      ['desire owned', 'fruitful creativity', 'quiet strength', 'sensuality'],
      'La Reine de Bâtons tient son bâton contre elle, pleinement : elle possède son désir de l’intérieur et le rend fécond. Femme créative, sensuelle, sûre de sa force ; elle donne vie à ce qu’elle touche.',
      'The Queen of Wands holds her wand close, wholly: she owns her desire from within and makes it fruitful. A creative, sensual woman, sure of her strength; she brings to life whatever she touches.',
    ),
    reversed: meaning(
      ['désir gardé', 'force qui se retient', 'créativité contenue', 'sensualité tue'],
      ['desire kept in', 'strength holding back', 'creativity contained', 'sensuality unspoken'],
      'Renversée, la Reine de Bâtons garde son feu pour elle : elle sait ce qu’elle veut mais le tait, ou contient sa force pour ne pas déranger. Sa créativité est intacte ; elle demande à s’exprimer.',
      'Reversed, the Queen of Wands keeps her fire to herself: she knows what she wants but keeps quiet about it, or holds her strength in so as not to disturb. Her creativity is intact; it asks to be expressed.',
    ),
  },
  {
    rank: 14,
    upright: meaning(
      ['leadership', 'énergie maîtrisée', 'entreprise', 'autorité créatrice'],
      ['leadership', 'energy mastered', 'enterprise', 'creative authority'],
      'Le Roi de Bâtons exerce le désir dans le monde : il entreprend, il dirige, il répond de ce qu’il lance. Créateur d’entreprise, chef de projet, homme d’action qui entraîne les autres. Il invite à prendre la tête.',
      'The King of Wands exercises desire in the world: he undertakes, leads and answers for what he launches. A founder, a project leader, a man of action who carries others along. He invites you to take the lead.',
    ),
    reversed: meaning(
      ['autorité retenue', 'énergie qui se contient', 'entreprise différée', 'feu sous contrôle'],
      ['authority held back', 'energy holding itself in', 'venture put off', 'fire kept under control'],
      'Renversé, le Roi de Bâtons retient son autorité : il pourrait entreprendre, diriger, trancher, et garde sa force sous contrôle. Son énergie est là ; elle attend qu’il accepte de l’exercer pleinement.',
      'Reversed, the King of Wands holds back his authority: he could launch, lead and decide, yet keeps his strength under control. The energy is there; it is waiting for him to agree to use it fully.',
    ),
  },
];
