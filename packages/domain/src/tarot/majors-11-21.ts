// Major arcana XI to XXI, Tarot de Marseille. Meanings written for Arcanes (fr first, then en).

import { meaning, names, type MajorEntry } from './meaning';

export const MAJORS_11_21: readonly MajorEntry[] = [
  {
    id: 'major-11-la-force',
    rank: 11,
    name: names('La Force', 'Strength'),
    upright: meaning(
      ['courage', 'maîtrise de soi', 'douceur', 'énergie intérieure'],
      ['courage', 'self-mastery', 'gentleness', 'inner energy'],
      'Coiffée d’un chapeau en forme de huit couché, une femme tient sans effort la gueule d’un lion : La Force est l’alliance de l’instinct et de la conscience. Elle annonce le courage tranquille, la capacité à traverser une épreuve, une vitalité retrouvée. Ce n’est pas la force qui écrase, mais celle qui apprivoise.',
      'Wearing a hat shaped like a lying-down eight, a woman holds a lion’s jaws without strain: Strength is the alliance of instinct and awareness. She announces quiet courage, the ability to come through an ordeal, a vitality regained. This is not the strength that crushes, but the strength that tames.',
    ),
    reversed: meaning(
      ['force retenue', 'courage qui doute', 'énergie contenue', 'douceur crispée'],
      ['strength held back', 'doubting courage', 'contained energy', 'tense gentleness'],
      'Renversée, La Force retient sa puissance : elle pourrait dompter ce qui rugit, mais doute d’en avoir le droit, et l’énergie reste contenue. Le courage est là ; il se libère quand on cesse de le garder en laisse.',
      'Reversed, Strength holds back her power: she could tame what roars but doubts she has the right, and the energy stays contained. The courage is there; it comes free when you stop keeping it on a leash.',
    ),
  },
  {
    id: 'major-12-le-pendu',
    rank: 12,
    name: names('Le Pendu', 'The Hanged Man'),
    upright: meaning(
      ['pause', 'lâcher-prise', 'autre point de vue', 'maturation'],
      ['pause', 'letting go', 'new perspective', 'ripening'],
      'Suspendu par un pied entre deux arbres, les mains derrière le dos, Le Pendu ne se débat pas : il regarde le monde à l’envers et découvre ce qu’on ne voit pas debout. Sa carte annonce un temps d’arrêt nécessaire, une attente qui fait mûrir, un renversement de perspective. Ne forcez rien : ce qui se prépare demande votre consentement, pas votre effort.',
      'Hanging by one foot between two trees, hands behind his back, the Hanged Man does not struggle: he sees the world upside down and discovers what cannot be seen standing. His card announces a necessary pause, a wait that brings things to ripeness, a reversal of perspective. Force nothing: what is coming asks for your consent, not your effort.',
    ),
    reversed: meaning(
      ['attente qui dure', 'lâcher-prise refusé', 'pause prolongée', 'maturation lente'],
      ['wait that lasts', 'letting go refused', 'pause drawn out', 'slow ripening'],
      'Renversé, Le Pendu retient encore ce qu’il devrait lâcher : la pause se prolonge parce qu’on résiste à l’immobilité au lieu de l’habiter. Rien n’est perdu ; l’autre point de vue viendra quand on cessera de se débattre.',
      'Reversed, the Hanged Man still clings to what he should release: the pause drags on because you resist stillness instead of living in it. Nothing is lost; the other point of view will come once you stop struggling.',
    ),
  },
  {
    id: 'major-13-l-arcane-sans-nom',
    rank: 13,
    name: names('L’Arcane sans nom (La Mort)', 'The Nameless Arcanum (Death)'),
    upright: meaning(
      ['transformation', 'fin nécessaire', 'renouveau', 'nettoyage'],
      ['transformation', 'necessary ending', 'renewal', 'clearing'],
      'L’Arcane sans nom, seule lame du jeu qui ne porte pas de titre, montre un squelette qui fauche un champ où repoussent déjà mains et visages : il annonce une transformation profonde, rarement une mort au sens propre. Quelque chose se termine pour que la vie reprenne ailleurs. C’est la carte du grand ménage, du changement radical qui libère de ce qui était usé.',
      'The Nameless Arcanum, the only card of the deck without a title, shows a skeleton mowing a field where hands and faces are already sprouting again: it announces a deep transformation, seldom a literal death. Something is ending so that life can start again elsewhere. It is the card of the great clear-out, of the radical change that frees you from what was worn out.',
    ),
    reversed: meaning(
      ['transformation retenue', 'fin repoussée', 'renouveau en attente', 'nettoyage différé'],
      ['transformation held back', 'ending pushed away', 'renewal waiting', 'clearing put off'],
      'Renversé, L’Arcane sans nom retient sa faux : la transformation nécessaire est reconnue, mais on repousse la fin qu’elle demande. Ce qui doit partir ne part pas encore ; le renouveau attend cette place libérée.',
      'Reversed, the Nameless Arcanum holds back its scythe: the necessary transformation is recognised, but the ending it requires keeps being pushed away. What must go has not gone yet; renewal is waiting for that space to be cleared.',
    ),
  },
  {
    id: 'major-14-temperance',
    rank: 14,
    name: names('Tempérance', 'Temperance'),
    upright: meaning(
      ['harmonie', 'guérison', 'juste mesure', 'protection'],
      ['harmony', 'healing', 'moderation', 'protection'],
      'Un ange aux ailes bleues verse un liquide d’un vase dans l’autre sans en perdre une goutte : Tempérance est la circulation apaisée entre deux pôles. Elle parle d’apaisement, de réconciliation, d’un équilibre qui se retrouve entre le cœur et la raison. Sa présence rassure et invite à avancer avec douceur, au bon rythme.',
      'A blue-winged angel pours a liquid from one vase into the other without losing a drop: Temperance is the calm flow between two poles. She speaks of soothing, of reconciliation, of a balance found again between heart and reason. Her presence reassures and invites you to move forward gently, at the right pace.',
    ),
    reversed: meaning(
      ['harmonie retenue', 'guérison lente', 'mesure qui se cherche', 'échange suspendu'],
      ['harmony held back', 'slow healing', 'measure still sought', 'exchange on hold'],
      'Renversée, Tempérance retient le passage d’un vase à l’autre : la guérison est en cours mais lente, l’harmonie se cherche sans se trouver encore. Le flux reprendra ; il demande de la patience et un peu plus de confiance.',
      'Reversed, Temperance holds back the flow from one vessel to the other: healing is under way but slow, and harmony is sought without yet being found. The flow will resume; it asks for patience and a little more trust.',
    ),
  },
  {
    id: 'major-15-le-diable',
    rank: 15,
    name: names('Le Diable', 'The Devil'),
    upright: meaning(
      ['passion', 'désir', 'puissance', 'attachement'],
      ['passion', 'desire', 'power', 'attachment'],
      'Ailes de chauve-souris, torche à la main, Le Diable tient enchaînés deux petits diablotins dont les liens sont pourtant bien lâches : il est la force des désirs, de l’argent, de la sexualité, de tout ce qui attache. À l’endroit, il parle d’une énergie puissante et créatrice, d’une attirance forte, d’une ambition assumée. Il rappelle seulement de rester maître de ce qui vous anime.',
      'With bat’s wings and a torch in hand, the Devil keeps two little imps chained, although their bonds are quite loose: he is the force of desire, money, sexuality, of everything that binds. Upright, he speaks of a powerful, creative energy, a strong attraction, an ambition owned without shame. He only reminds you to remain master of what drives you.',
    ),
    reversed: meaning(
      ['passion retenue', 'désir refoulé', 'puissance qui s’ignore', 'attachement caché'],
      ['passion held back', 'repressed desire', 'power unaware of itself', 'hidden attachment'],
      'Renversé, Le Diable retient sa puissance : la passion, le désir, la force créatrice sont là, mais refoulés, jugés ou cachés. Ce feu inconscient n’est pas mauvais en soi ; il devient une ressource dès qu’on accepte de le regarder.',
      'Reversed, the Devil holds back his power: passion, desire and creative force are there, but repressed, judged or hidden. This unconscious fire is not bad in itself; it becomes a resource once you agree to look at it.',
    ),
  },
  {
    id: 'major-16-la-maison-dieu',
    rank: 16,
    name: names('La Maison Dieu', 'The House of God'),
    upright: meaning(
      ['libération', 'révélation', 'bouleversement', 'éclat de joie'],
      ['liberation', 'revelation', 'upheaval', 'burst of joy'],
      'Une flamme venue du ciel soulève le toit d’une tour, deux personnages touchent terre au milieu d’une pluie de boules colorées : La Maison Dieu fait éclater ce qui était enfermé. Elle annonce un bouleversement soudain, souvent libérateur, une vérité qui sort, une énergie qui jaillit enfin. Ce qui tombe devait tomber ; ce qui reste est solide.',
      'A flame from the sky lifts the roof off a tower, and two figures land amid a shower of coloured balls: the House of God bursts open what was shut in. It announces a sudden upheaval, often a liberating one, a truth coming out, an energy finally breaking free. What falls had to fall; what remains is solid.',
    ),
    reversed: meaning(
      ['libération retenue', 'éclat contenu', 'ouverture différée', 'joie qui n’explose pas'],
      ['release held back', 'burst contained', 'opening put off', 'joy not yet breaking out'],
      'Renversée, La Maison Dieu retient son éclat : la tour tient encore, alors que ce qu’elle enferme ne demande qu’à sortir. La libération viendra ; mieux vaut ouvrir la porte soi-même que d’attendre que les murs cèdent.',
      'Reversed, the House of God holds back its burst: the tower still stands, while what it shuts in only wants to get out. Release will come; better to open the door yourself than wait for the walls to give way.',
    ),
  },
  {
    id: 'major-17-l-etoile',
    rank: 17,
    name: names('L’Étoile', 'The Star'),
    upright: meaning(
      ['espérance', 'générosité', 'inspiration', 'trouver sa place'],
      ['hope', 'generosity', 'inspiration', 'finding your place'],
      'Nue, un genou posé au bord de la rivière, une femme verse deux vases sous un grand astre entouré de sept étoiles : L’Étoile est la confiance retrouvée dans la vie. Elle ouvre à l’espoir, à l’inspiration, au sentiment d’être enfin à sa place. Elle donne sans compter et reçoit en retour : ce qui est offert ici tend à revenir.',
      'Naked, one knee on the riverbank, a woman pours two vases beneath a great star ringed by seven more: the Star is trust in life regained. She opens the way to hope, to inspiration, to the feeling of being in your place at last. She gives without counting and receives in return: what is offered here tends to come back.',
    ),
    reversed: meaning(
      ['don retenu', 'espoir discret', 'générosité qui se garde', 'place pas encore prise'],
      ['giving held back', 'quiet hope', 'generosity kept in', 'place not yet taken'],
      'Renversée, L’Étoile retient ses vases : elle a tant à donner, mais n’ose pas encore verser, ni prendre sa place dans le monde. L’espoir est là, discret ; il grandira dès qu’on acceptera de se montrer sans masque.',
      'Reversed, the Star holds back her jugs: she has so much to give but dares not pour yet, nor take her place in the world. Hope is there, quietly; it will grow as soon as you agree to show yourself unmasked.',
    ),
  },
  {
    id: 'major-18-la-lune',
    rank: 18,
    name: names('La Lune', 'The Moon'),
    upright: meaning(
      ['intuition', 'rêve', 'imagination', 'inconscient'],
      ['intuition', 'dreams', 'imagination', 'the unconscious'],
      'Deux chiens hurlent vers la Lune entre deux tours, tandis qu’une écrevisse remonte du bassin : La Lune règne sur la nuit, les rêves et les eaux profondes. Elle annonce une période riche en intuitions, en émotions, en créativité poétique, où ce qui était enfoui remonte à la surface. Fiez-vous à vos ressentis, même s’ils ne s’expliquent pas encore.',
      'Two dogs howl at the Moon between two towers while a crayfish climbs out of the pool: the Moon rules the night, dreams and deep waters. She announces a period rich in intuitions, emotions and poetic creativity, when what was buried rises to the surface. Trust your feelings, even if they cannot yet be explained.',
    ),
    reversed: meaning(
      ['intuition retenue', 'rêve qui inquiète', 'émotion enfouie', 'réceptivité close'],
      ['intuition held back', 'unsettling dream', 'buried feeling', 'closed receptiveness'],
      'Renversée, La Lune retient ce qu’elle sait : l’intuition est là, mais on s’en méfie, et l’émotion enfouie trouble sans se dire. Ce monde de la nuit n’est pas un piège ; il devient un guide dès qu’on l’écoute.',
      'Reversed, the Moon holds back what she knows: the intuition is there, but you distrust it, and a buried feeling unsettles you without speaking. This night world is not a trap; it becomes a guide once you listen to it.',
    ),
  },
  {
    id: 'major-19-le-soleil',
    rank: 19,
    name: names('Le Soleil', 'The Sun'),
    upright: meaning(
      ['joie', 'réussite', 'clarté', 'fraternité'],
      ['joy', 'success', 'clarity', 'kinship'],
      'Sous un grand soleil qui répand ses gouttes d’or, deux enfants se tiennent devant un petit mur : Le Soleil est la carte de la lumière, de la chaleur et de l’entente. Il favorise la réussite, la joie, les relations heureuses et ce qui se construit sur des bases saines. Tout devient clair : c’est le moment de vous montrer sous votre vrai jour.',
      'Beneath a great sun scattering golden drops, two children stand before a low wall: the Sun is the card of light, warmth and harmony. It favours success, joy, happy relationships and whatever is built on sound foundations. Everything becomes clear: this is the moment to show yourself as you are.',
    ),
    reversed: meaning(
      ['joie retenue', 'réussite qu’on s’interdit', 'chaleur différée', 'clarté voilée'],
      ['joy held back', 'success one dares not claim', 'warmth put off', 'veiled clarity'],
      'Renversé, Le Soleil retient sa chaleur : la réussite, la joie, la fraternité sont là, mais on n’ose pas encore les vivre pleinement. La lumière n’est pas éteinte ; elle attend que l’on s’autorise à être heureux.',
      'Reversed, the Sun holds back its warmth: success, joy and fellowship are there, but you do not yet dare to live them fully. The light has not gone out; it is waiting for you to allow yourself to be happy.',
    ),
  },
  {
    id: 'major-20-le-jugement',
    rank: 20,
    name: names('Le Jugement', 'Judgement'),
    upright: meaning(
      ['éveil', 'appel', 'renaissance', 'bonne nouvelle'],
      ['awakening', 'calling', 'rebirth', 'good news'],
      'Un ange sonne de la trompette et, d’une tombe ouverte, un être renaît sous le regard de deux témoins : Le Jugement est l’appel qui réveille. Il annonce une nouvelle importante, une vocation qui se révèle, une renaissance après une période difficile. Quelque chose en vous demande à naître : répondez à cet appel.',
      'An angel blows a trumpet and, from an open grave, a being is reborn before two witnesses: Judgement is the call that awakens. It announces important news, a vocation revealing itself, a rebirth after a difficult period. Something in you is asking to be born: answer that call.',
    ),
    reversed: meaning(
      ['appel retenu', 'éveil différé', 'vocation qui attend', 'renaissance en suspens'],
      ['call held back', 'awakening put off', 'calling waiting', 'rebirth on hold'],
      'Renversé, Le Jugement retient son appel : la trompette sonne, mais on n’y répond pas encore, par doute ou par peur de ce qu’elle exige. La renaissance est prête ; elle attend votre réponse.',
      'Reversed, Judgement holds back its call: the trumpet sounds, but you do not yet answer, out of doubt or fear of what it asks. Rebirth is ready; it is waiting for your reply.',
    ),
  },
  {
    id: 'major-21-le-monde',
    rank: 21,
    name: names('Le Monde', 'The World'),
    upright: meaning(
      ['accomplissement', 'plénitude', 'réussite', 'ouverture au monde'],
      ['fulfilment', 'wholeness', 'success', 'opening to the world'],
      'Au centre d’une couronne de feuillage, une figure danse, entourée de l’ange, de l’aigle, du lion et du taureau : Le Monde est la réalisation totale. Il parle d’accomplissement : un projet qui peut trouver sa forme achevée, un travail qui se fait reconnaître, une harmonie entre ce que l’on est et ce que l’on vit. Les portes s’ouvrent, y compris vers l’étranger.',
      'At the centre of a wreath of leaves a figure dances, surrounded by the angel, the eagle, the lion and the bull: the World is complete fulfilment. It speaks of fulfilment: a project that can find its finished form, work that earns recognition, harmony between who you are and the life you lead. Doors open, including towards far horizons.',
    ),
    reversed: meaning(
      [
        'accomplissement retenu',
        'réussite qui tarde à se montrer',
        'plénitude intérieure',
        'ouverture différée',
      ],
      ['fulfilment held back', 'success slow to show', 'inner fullness', 'opening put off'],
      'Renversé, Le Monde retient son accomplissement : tout est réalisé à l’intérieur, mais ne se montre pas encore au-dehors. La plénitude existe ; il reste à l’ouvrir au monde et à accepter d’y être vu.',
      'Reversed, the World holds back its fulfilment: everything is achieved within, but does not yet show outside. The fullness exists; what remains is to open it to the world and agree to be seen there.',
    ),
  },
];
