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
      ['impulsivité', 'colère contenue', 'épuisement', 'rapport de force'],
      ['impulsiveness', 'pent-up anger', 'exhaustion', 'power struggle'],
      'Renversée, La Force perd le contact avec le lion : soit l’instinct déborde en colère ou en impulsivité, soit il est tellement bridé que l’énergie s’épuise. Elle peut signaler un rapport de force stérile, une fatigue nerveuse, un manque de confiance en ses capacités. Reprenez la relation avec douceur plutôt qu’avec contrainte.',
      'Reversed, Strength loses touch with the lion: either instinct overflows into anger and impulsiveness, or it is so tightly reined in that energy runs dry. It may signal a sterile power struggle, nervous fatigue, a lack of confidence in your abilities. Take the relationship up again with gentleness rather than force.',
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
      ['immobilisme', 'sacrifice inutile', 'victimisation', 'attente stérile'],
      ['stagnation', 'pointless sacrifice', 'victimhood', 'fruitless waiting'],
      'Renversé, Le Pendu subit au lieu de consentir : l’attente devient paralysie, le dévouement devient sacrifice sans contrepartie. Il peut signaler une situation bloquée que l’on entretient par peur de trancher, ou le rôle de victime dans lequel on s’installe. Il est temps de défaire la corde et de reposer les pieds sur terre.',
      'Reversed, the Hanged Man endures instead of consenting: waiting becomes paralysis, devotion becomes sacrifice with nothing in return. It may point to a stalemate you keep alive out of fear of deciding, or to a victim’s role you are settling into. It is time to untie the rope and put your feet back on the ground.',
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
      ['refus du changement', 'stagnation', 'deuil difficile', 'peur de finir'],
      ['refusing change', 'stagnation', 'difficult grieving', 'fear of endings'],
      'Renversé, l’Arcane sans nom montre une transformation retenue : on s’accroche à ce qui est fini, on repousse une rupture pourtant inévitable, on porte un deuil qui ne se fait pas. Cette résistance coûte plus que le changement lui-même. Laissez la faux faire son œuvre : le champ ne refleurit qu’une fois fauché.',
      'Reversed, the Nameless Arcanum shows a transformation held back: clinging to what is over, putting off a break that cannot be avoided, carrying a grief that will not heal. This resistance costs more than the change itself. Let the scythe do its work: the field only flowers again once it has been mown.',
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
      ['déséquilibre', 'excès', 'impatience', 'discorde'],
      ['imbalance', 'excess', 'impatience', 'discord'],
      'Renversée, Tempérance renverse les vases : excès, impatience, mélange de choses incompatibles, relations où les échanges ne circulent plus. Elle peut signaler une fatigue liée à un rythme intenable ou un dialogue qui tourne court. Retrouvez la juste mesure avant de vouloir aller plus loin.',
      'Reversed, Temperance spills the vases: excess, impatience, mixing things that do not belong together, relationships where nothing flows any more. It may point to fatigue from an unsustainable pace or to a conversation that keeps breaking down. Find the right measure again before trying to go further.',
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
      ['dépendance', 'emprise', 'tentation', 'libération possible'],
      ['dependence', 'hold over someone', 'temptation', 'release within reach'],
      'Renversé, Le Diable montre les chaînes : dépendance affective ou matérielle, emprise, jalousie, habitudes qui enferment. Mais comme pour les diablotins, les liens ne tiennent que parce qu’on les accepte. La carte invite à reconnaître ce qui vous retient pour pouvoir, enfin, vous en défaire.',
      'Reversed, the Devil shows the chains: emotional or material dependence, someone’s hold over you, jealousy, habits that lock you in. But as with the imps, the bonds only hold because they are accepted. The card invites you to recognise what holds you back so that you can, at last, break free of it.',
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
      ['effondrement', 'crise retardée', 'chaos', 'résistance'],
      ['collapse', 'delayed crisis', 'chaos', 'resistance'],
      'Renversée, La Maison Dieu annonce une crise que l’on retarde ou que l’on subit sans en tirer la leçon : murs qui se fissurent, tensions qui couvent, chute vécue comme une humiliation. Elle invite à ouvrir les fenêtres avant que la tour ne cède : mieux vaut un changement choisi qu’un effondrement imposé.',
      'Reversed, the House of God announces a crisis that is being put off, or one endured without learning from it: cracking walls, smouldering tensions, a fall felt as a humiliation. It invites you to open the windows before the tower gives way: a change you choose is better than a collapse imposed on you.',
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
      ['désillusion', 'épuisement', 'doute', 'don sans retour'],
      ['disillusion', 'depletion', 'doubt', 'giving without return'],
      'Renversée, L’Étoile se vide : on donne trop, à la mauvaise personne ou sans se ressourcer, et l’espoir cède à la lassitude. Elle peut signaler une déception, un manque de confiance en soi, le sentiment de ne pas trouver sa place. Commencez par remplir vos propres vases : la source est toujours là.',
      'Reversed, the Star runs dry: giving too much, to the wrong person or without replenishing yourself, until hope gives way to weariness. It may signal a disappointment, a lack of self-confidence, the feeling of not finding your place. Start by filling your own vases: the spring is still there.',
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
      ['confusion', 'illusions', 'angoisse', 'non-dits'],
      ['confusion', 'illusions', 'anxiety', 'things left unsaid'],
      'Renversée, La Lune brouille la vue : peurs sans fondement, illusions, mensonges ou non-dits, émotions qui submergent le jugement. Elle peut signaler une situation floue dans laquelle il vaut mieux ne rien décider tant que la lumière n’est pas revenue. Cherchez les faits avant de croire vos craintes.',
      'Reversed, the Moon clouds your sight: groundless fears, illusions, lies or things left unsaid, emotions that overwhelm judgement. It may point to a hazy situation in which it is better to decide nothing until the light returns. Look for the facts before believing your fears.',
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
      ['ego', 'besoin d’approbation', 'retard', 'éclat passager'],
      ['ego', 'need for approval', 'delay', 'passing glow'],
      'Renversé, Le Soleil brille encore mais éblouit : orgueil, besoin d’être admiré, optimisme qui refuse de voir les problèmes. Il peut aussi signaler une réussite retardée ou une relation où l’un prend toute la lumière. La chaleur revient dès que l’on cesse de vouloir garder toute la lumière pour soi.',
      'Reversed, the Sun still shines but dazzles: pride, the need to be admired, an optimism that refuses to see problems. It can also point to a delayed success or a relationship in which one person takes all the light. The warmth returns as soon as you stop wanting to shine alone.',
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
      ['appel ignoré', 'regrets', 'retard', 'surdité intérieure'],
      ['ignored calling', 'regrets', 'delay', 'inner deafness'],
      'Renversé, Le Jugement sonne dans le vide : on refuse d’entendre ce qui appelle, on reste enfermé dans ses regrets ou dans le jugement des autres. Il peut signaler une nouvelle qui tarde, une vocation étouffée, une décision remise à plus tard. Il n’est pas trop tard : la trompette sonne encore.',
      'Reversed, Judgement sounds into emptiness: refusing to hear what is calling, staying shut in your regrets or in other people’s judgement. It may point to news that is slow to come, a stifled vocation, a decision postponed once again. It is not too late: the trumpet is still sounding.',
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
      ['inachèvement', 'blocage final', 'enfermement', 'peur de réussir'],
      ['incompletion', 'last-minute block', 'confinement', 'fear of success'],
      'Renversé, Le Monde reste à une marche de l’accomplissement : un projet qui n’aboutit pas, une situation qui tourne en rond dans un cadre trop étroit, une réussite que l’on n’ose pas savourer. Il demande d’identifier ce qui manque pour conclure, puis de se permettre d’y arriver.',
      'Reversed, the World stays one step short of fulfilment: a project that never quite ends, a situation going round in circles in too narrow a frame, a success you dare not enjoy. It asks you to identify what is missing to conclude, and then to allow yourself to get there.',
    ),
  },
];
