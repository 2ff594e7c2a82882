// Coupe (Cups), the suit of water: feelings, love, bonds, inner life.

import { meaning, type MinorEntry } from './meaning';

export const COUPES: readonly MinorEntry[] = [
  {
    rank: 1,
    upright: meaning(
      ['cœur ouvert', 'amour naissant', 'joie profonde', 'accueil'],
      ['open heart', 'new love', 'deep joy', 'receptiveness'],
      'L’As de Coupes dresse un grand calice ouvragé, semblable à une cathédrale : c’est le cœur ouvert, l’amour dans sa puissance première. Il annonce une émotion nouvelle, une rencontre, une réconciliation, une joie profonde qui ne demande qu’à déborder.',
      'The Ace of Cups raises a great, finely worked chalice that looks like a cathedral: the open heart, love in its first strength. It announces a new emotion, a meeting, a reconciliation, a deep joy ready to overflow.',
    ),
    reversed: meaning(
      ['cœur fermé', 'déception', 'émotions refoulées', 'vide intérieur'],
      ['closed heart', 'disappointment', 'repressed feelings', 'inner emptiness'],
      'Renversé, l’As de Coupes signale un cœur qui se ferme ou se vide : déception, émotions refoulées, amour donné sans retour. Prenez soin de votre propre source avant de vouloir combler les autres.',
      'Reversed, the Ace of Cups points to a heart closing or emptying: disappointment, repressed feelings, love given without return. Look after your own spring before trying to fill other people’s cups.',
    ),
  },
  {
    rank: 2,
    upright: meaning(
      ['affinité', 'attirance réciproque', 'promesse', 'rapprochement'],
      ['affinity', 'mutual attraction', 'promise', 'coming together'],
      'Le Deux de Coupes parle d’une émotion qui se construit dans la rencontre : affinité, attirance réciproque, promesse d’union. C’est l’amour en gestation, encore pudique, où deux cœurs apprennent à se reconnaître.',
      'The Two of Cups speaks of a feeling that grows through meeting: affinity, mutual attraction, the promise of a union. It is love in gestation, still shy, as two hearts learn to recognise each other.',
    ),
    reversed: meaning(
      ['déséquilibre', 'attente excessive', 'malentendu', 'confiance rompue'],
      ['imbalance', 'excessive expectations', 'misunderstanding', 'broken trust'],
      'Renversé, le Deux de Coupes évoque un lien déséquilibré : l’un attend plus que l’autre, un malentendu s’installe, la confiance se fissure. Rouvrez le dialogue avec sincérité.',
      'Reversed, the Two of Cups evokes an unbalanced bond: one expects more than the other, a misunderstanding settles in, trust begins to crack. Reopen the conversation sincerely.',
    ),
  },
  {
    rank: 3,
    upright: meaning(
      ['célébration', 'amitié', 'joie partagée', 'spontanéité'],
      ['celebration', 'friendship', 'shared joy', 'spontaneity'],
      'Le Trois de Coupes est l’éclosion du sentiment : joie partagée, fête, amitié, fécondité. Le cœur s’exprime avec spontanéité ; on tombe amoureux, on retrouve des proches, on célèbre une bonne nouvelle.',
      'The Three of Cups is feeling coming into bloom: shared joy, festivity, friendship, fertility. The heart speaks spontaneously; you fall in love, see dear ones again, celebrate good news.',
    ),
    reversed: meaning(
      ['excès', 'légèreté', 'triangle amoureux', 'fête pour oublier'],
      ['excess', 'frivolity', 'love triangle', 'partying to forget'],
      'Renversé, le Trois de Coupes montre des émotions qui débordent sans se poser : excès, légèreté, triangle amoureux, fête qui sert à fuir un manque. Approfondissez plutôt que de multiplier.',
      'Reversed, the Three of Cups shows emotions overflowing without settling: excess, frivolity, a love triangle, partying to escape an emptiness. Go deeper rather than wider.',
    ),
  },
  {
    rank: 4,
    upright: meaning(
      ['sécurité affective', 'foyer', 'fidélité', 'sérénité'],
      ['emotional security', 'home', 'faithfulness', 'serenity'],
      'Le Quatre de Coupes apporte la stabilité affective : un amour sûr, un foyer, une famille, une sécurité émotionnelle durable. C’est le cœur qui se pose et se sent enfin chez lui.',
      'The Four of Cups brings emotional stability: a steady love, a home, a family, a lasting sense of security. It is the heart settling down and feeling at home at last.',
    ),
    reversed: meaning(
      ['lassitude', 'insatisfaction', 'repli', 'occasion ignorée'],
      ['weariness', 'dissatisfaction', 'withdrawal', 'missed offer'],
      'Renversé, le Quatre de Coupes voit la sécurité affective tourner à l’ennui ou au repli : lassitude, insatisfaction, émotions figées par la routine. Il y a peut-être une offre ou un sentiment nouveau que vous refusez de voir.',
      'Reversed, the Four of Cups sees emotional security turn into boredom or withdrawal: weariness, dissatisfaction, feelings frozen by routine. There may be an offer or a new feeling you refuse to see.',
    ),
  },
  {
    rank: 5,
    upright: meaning(
      ['idéal', 'foi', 'remise en question', 'amour qui élève'],
      ['ideal', 'faith', 'questioning', 'uplifting love'],
      'Le Cinq de Coupes ouvre le cœur à un idéal nouveau : un amour qui élève, une foi, une émotion qui pousse à dépasser le connu. Une déception peut aussi bousculer les habitudes du cœur et préparer une vérité plus profonde.',
      'The Five of Cups opens the heart to a new ideal: a love that lifts you, a faith, an emotion that pushes you beyond the familiar. A disappointment may also shake the heart’s habits and prepare a deeper truth.',
    ),
    reversed: meaning(
      ['regrets', 'nostalgie', 'désillusion', 'deuil inachevé'],
      ['regrets', 'nostalgia', 'disillusion', 'unfinished grief'],
      'Renversé, le Cinq de Coupes insiste sur le regret : on pleure ce qui est perdu sans voir ce qui reste. Nostalgie, désillusion, deuil inachevé ; tournez-vous vers ce qui est encore vivant.',
      'Reversed, the Five of Cups dwells on regret: mourning what is lost without seeing what remains. Nostalgia, disillusion, unfinished grief; turn towards what is still alive.',
    ),
  },
  {
    rank: 6,
    upright: meaning(
      ['harmonie', 'tendresse', 'souvenirs heureux', 'amour de soi'],
      ['harmony', 'tenderness', 'happy memories', 'self-love'],
      'Le Six de Coupes est l’amour dans sa beauté : harmonie, tendresse, souvenirs heureux, affinités profondes. Il parle d’un cœur en paix avec lui-même, qui se reconnaît dans l’autre et éprouve un plaisir sincère à aimer.',
      'The Six of Cups is love in its beauty: harmony, tenderness, happy memories, deep affinities. It speaks of a heart at peace with itself, recognising itself in another and taking sincere pleasure in loving.',
    ),
    reversed: meaning(
      ['narcissisme', 'passé idéalisé', 'complaisance', 'illusion'],
      ['narcissism', 'idealised past', 'complacency', 'illusion'],
      'Renversé, le Six de Coupes tourne au narcissisme ou à la nostalgie : on idéalise le passé, on cherche dans l’autre son propre reflet. Aimez la personne réelle plutôt que l’image.',
      'Reversed, the Six of Cups turns to narcissism or nostalgia: idealising the past, looking for your own reflection in someone else. Love the real person rather than the image.',
    ),
  },
  {
    rank: 7,
    upright: meaning(
      ['générosité', 'engagement affectif', 'imagination', 'propositions'],
      ['generosity', 'emotional commitment', 'imagination', 'offers'],
      'Le Sept de Coupes porte l’amour dans le monde : générosité, engagement affectif, émotions mises au service des autres. Il annonce aussi des propositions multiples et une imagination fertile, riche de rêves à concrétiser.',
      'The Seven of Cups carries love out into the world: generosity, emotional commitment, feelings put at the service of others. It also announces several offers and a fertile imagination, rich in dreams waiting to come true.',
    ),
    reversed: meaning(
      ['illusions', 'indécision', 'fantasmes', 'dispersion'],
      ['illusions', 'indecision', 'fantasies', 'scattering'],
      'Renversé, le Sept de Coupes se perd dans les illusions : trop de possibles, choix impossible, fantasmes qui éloignent du réel. Distinguez le rêve de la promesse.',
      'Reversed, the Seven of Cups gets lost in illusions: too many possibilities, no way to choose, fantasies that lead away from reality. Tell the dream apart from the promise.',
    ),
  },
  {
    rank: 8,
    upright: meaning(
      ['plénitude', 'paix intérieure', 'vie affective riche', 'gratitude'],
      ['fullness', 'inner peace', 'rich emotional life', 'gratitude'],
      'Le Huit de Coupes est la plénitude du cœur : coupes pleines, vie affective riche, paix intérieure. Il parle d’une émotion parvenue à sa perfection, d’un amour qui nourrit sans rien exiger.',
      'The Eight of Cups is the heart’s fullness: brimming cups, a rich emotional life, inner peace. It speaks of a feeling that has reached its perfection, of a love that nourishes without demanding anything.',
    ),
    reversed: meaning(
      ['vide', 'manque de sens', 'éloignement', 'insatisfaction'],
      ['emptiness', 'lack of meaning', 'drifting away', 'dissatisfaction'],
      'Renversé, le Huit de Coupes signale un vide derrière l’abondance : tout est là pour être heureux et pourtant quelque chose manque, ou l’on s’éloigne de ce qui ne nourrit plus. Écoutez ce besoin de sens.',
      'Reversed, the Eight of Cups points to an emptiness behind the abundance: everything needed for happiness is there and yet something is missing, or you are drifting away from what no longer nourishes you. Listen to that need for meaning.',
    ),
  },
  {
    rank: 9,
    upright: meaning(
      ['vœu exaucé', 'contentement', 'bonheur tranquille', 'passage'],
      ['wish fulfilled', 'contentment', 'quiet happiness', 'passage'],
      'Le Neuf de Coupes est la carte du vœu exaucé : satisfaction, bonheur tranquille, contentement lucide. Il marque aussi un passage, le moment de laisser une émotion ancienne s’achever pour accueillir la suite.',
      'The Nine of Cups is the card of the wish come true: satisfaction, quiet happiness, clear-eyed contentment. It also marks a passage, the moment to let an old feeling come to an end and welcome what follows.',
    ),
    reversed: meaning(
      ['satisfaction superficielle', 'égoïsme', 'attachement au passé', 'excès'],
      ['shallow satisfaction', 'selfishness', 'clinging to the past', 'overindulgence'],
      'Renversé, le Neuf de Coupes parle d’une satisfaction superficielle ou égoïste, d’un attachement à un bonheur dépassé. Le cœur doit accepter de se vider pour se remplir autrement.',
      'Reversed, the Nine of Cups speaks of a shallow or selfish satisfaction, of clinging to a happiness that has had its day. The heart has to accept emptying in order to be filled anew.',
    ),
  },
  {
    rank: 10,
    upright: meaning(
      ['amour accompli', 'famille', 'harmonie durable', 'renouveau affectif'],
      ['love fulfilled', 'family', 'lasting harmony', 'emotional renewal'],
      'Le Dix de Coupes accomplit le cycle de l’eau : l’amour est réalisé, partagé, il peut se transmettre. Harmonie familiale, bonheur durable, communauté de cœur ; un renouveau affectif suit cet accomplissement.',
      'The Ten of Cups completes the cycle of water: love is fulfilled, shared, ready to be passed on. Family harmony, lasting happiness, a community of hearts; an emotional renewal follows this fulfilment.',
    ),
    reversed: meaning(
      ['bonheur de façade', 'tensions familiales', 'fin de cycle', 'liens figés'],
      ['happiness for show', 'family tension', 'end of a cycle', 'frozen bonds'],
      'Renversé, le Dix de Coupes évoque un bonheur de façade, une famille où l’on ne se parle plus vraiment, une fin de cycle émotionnel difficile à accepter. Renouvelez les liens plutôt que d’en garder seulement la forme.',
      'Reversed, the Ten of Cups evokes happiness kept up for show, a family where people no longer really talk, the end of an emotional cycle that is hard to accept. Renew the bonds rather than keeping only their outward form.',
    ),
  },
  {
    rank: 11,
    upright: meaning(
      ['sentiment naissant', 'sensibilité', 'timidité', 'message tendre'],
      ['budding feelings', 'sensitivity', 'shyness', 'tender message'],
      'Le Valet de Coupes tient sa coupe avec précaution, sans savoir encore s’il doit l’ouvrir : c’est le cœur qui découvre l’amour, la déclaration qu’on n’ose pas faire. Il annonce un sentiment naissant, une invitation, un message tendre.',
      'The Page of Cups holds his cup carefully, not yet sure whether to open it: the heart discovering love, the declaration one does not dare make. He announces budding feelings, an invitation, a tender message.',
    ),
    reversed: meaning(
      ['peur d’aimer', 'immaturité affective', 'rêverie', 'susceptibilité'],
      ['fear of loving', 'emotional immaturity', 'daydreaming', 'touchiness'],
      'Renversé, le Valet de Coupes montre une sensibilité qui se protège trop : peur d’aimer, émotions immatures, rêveries qui remplacent l’engagement. Risquez un premier pas.',
      'Reversed, the Page of Cups shows a sensitivity that over-protects itself: fear of loving, immature emotions, daydreams that stand in for commitment. Risk a first step.',
    ),
  },
  {
    rank: 12,
    upright: meaning(
      ['proposition sentimentale', 'romantisme', 'réconciliation', 'offrande'],
      ['romantic proposal', 'romance', 'reconciliation', 'offering'],
      'Le Cavalier de Coupes avance, sa coupe tendue comme une offrande : c’est le messager du cœur, la proposition sentimentale, la réconciliation, l’élan romantique. Il apporte la tendresse là où elle manquait.',
      'The Knight of Cups rides forward with his cup held out like an offering: the messenger of the heart, the romantic proposal, the reconciliation, the loving impulse. He brings tenderness where it was missing.',
    ),
    reversed: meaning(
      ['séduction sans lendemain', 'belles paroles', 'fuite', 'inconstance'],
      ['seduction without follow-through', 'sweet talk', 'evasion', 'fickleness'],
      'Renversé, le Cavalier de Coupes promet plus qu’il ne tient : séduction sans engagement, belles paroles, fuite devant les responsabilités affectives. Jugez sur les actes, non sur les déclarations.',
      'Reversed, the Knight of Cups promises more than he delivers: seduction without commitment, sweet talk, running from emotional responsibilities. Judge by deeds, not declarations.',
    ),
  },
  {
    rank: 13,
    upright: meaning(
      ['intuition', 'compassion', 'écoute', 'profondeur émotionnelle'],
      ['intuition', 'compassion', 'listening', 'emotional depth'],
      'La Reine de Coupes contemple la coupe fermée qu’elle tient contre elle : elle garde un mystère, une profondeur émotionnelle, une intuition sûre. Elle incarne l’amour qui protège, l’écoute, la compassion, la fidélité à ses sentiments.',
      'The Queen of Cups gazes at the closed cup she holds close: she keeps a mystery, an emotional depth, an unerring intuition. She embodies protective love, listening, compassion, faithfulness to her own feelings.',
    ),
    reversed: meaning(
      ['hypersensibilité', 'jalousie', 'chantage affectif', 'repli'],
      ['oversensitivity', 'jealousy', 'emotional blackmail', 'withdrawal'],
      'Renversée, la Reine de Coupes se noie dans ses émotions : hypersensibilité, jalousie, chantage affectif ou repli sur ses secrets. Elle doit ouvrir sa coupe pour ne pas étouffer ce qu’elle ressent.',
      'Reversed, the Queen of Cups drowns in her emotions: oversensitivity, jealousy, emotional blackmail or retreat into her secrets. She must open her cup so as not to smother what she feels.',
    ),
  },
  {
    rank: 14,
    upright: meaning(
      ['bienveillance', 'maturité affective', 'protection', 'sage conseil'],
      ['kindness', 'emotional maturity', 'protection', 'wise counsel'],
      'Le Roi de Coupes règne sur ses émotions sans les nier : il est le cœur mûr et généreux, capable d’aimer sans perdre pied. Il incarne la bienveillance, la protection, la sagesse affective et l’art de conseiller.',
      'The King of Cups rules his emotions without denying them: he is the mature, generous heart, able to love without losing his footing. He embodies kindness, protection, emotional wisdom and the art of giving advice.',
    ),
    reversed: meaning(
      ['manipulation', 'froideur', 'dépendances', 'générosité intéressée'],
      ['manipulation', 'coldness', 'dependencies', 'self-serving kindness'],
      'Renversé, le Roi de Coupes manipule ou dissimule les sentiments : froideur apparente, dépendances, générosité intéressée. Retrouvez une sincérité simple.',
      'Reversed, the King of Cups manipulates or hides feelings: outward coldness, dependencies, kindness with strings attached. Come back to a simple sincerity.',
    ),
  },
];
