// Coupes (Cups), the suit of water: feelings, love, bonds, the inner life. Read as the Marseille
// tradition reads the pips, by number and suit (decision 0331); reversed, the same feeling held back.

import { meaning, type MinorEntry } from './meaning';

export const COUPES: readonly MinorEntry[] = [
  {
    rank: 1,
    upright: meaning(
      ['cœur ouvert', 'amour naissant', 'source affective', 'accueil'],
      ['open heart', 'love at its source', 'emotional wellspring', 'welcome'],
      'L’As de Coupes dresse un calice ouvragé comme une cathédrale : tout l’amour possible, en puissance, avant qu’il ait trouvé à qui se donner. Il ouvre un cycle du cœur — une rencontre, une réconciliation, une émotion neuve qui demande à être reçue.',
      'The Ace of Cups raises a chalice worked like a cathedral: all the love there could be, in potential, before it has found anyone to be given to. It opens a cycle of the heart — a meeting, a reconciliation, a new feeling asking to be welcomed.',
    ),
    reversed: meaning(
      ['cœur retenu', 'amour qui n’ose pas', 'émotion contenue', 'source fermée'],
      ['heart held back', 'love that dares not', 'feeling kept in', 'closed spring'],
      'Renversé, l’As de Coupes garde son amour pour lui : la source est là, mais le calice ne verse pas. Un sentiment existe et n’ose pas encore se montrer, par peur d’être refusé ou de trop donner.',
      'Reversed, the Ace of Cups keeps its love to itself: the spring is there, but the chalice does not pour. A feeling exists and does not yet dare to show itself, for fear of being refused or of giving too much.',
    ),
  },
  {
    rank: 2,
    upright: meaning(
      ['affinité', 'accord à deux', 'promesse', 'sentiment qui mûrit'],
      ['affinity', 'two in tune', 'promise', 'feeling that ripens'],
      'Deux, c’est l’accumulation et l’attente : le Deux de Coupes rassemble deux cœurs qui se reconnaissent sans encore s’engager. Un accord se prépare, une tendresse grandit en silence ; rien ne presse, le lien se nourrit de sa propre patience.',
      'Two is gathering and waiting: the Two of Cups brings together two hearts that recognise each other without yet committing. An understanding is forming, tenderness grows quietly; nothing is rushed, and the bond feeds on its own patience.',
    ),
    reversed: meaning(
      ['accord suspendu', 'attente qui dure', 'tendresse tue', 'lien en sommeil'],
      ['understanding on hold', 'waiting that drags', 'unspoken tenderness', 'bond asleep'],
      'Renversé, le Deux de Coupes retient l’accord qu’il prépare : chacun attend que l’autre fasse le premier pas, et la tendresse reste tue. Le lien n’est pas rompu, il dort ; un mot simple suffirait à le réveiller.',
      'Reversed, the Two of Cups holds back the understanding it is preparing: each waits for the other to move first, and the tenderness goes unspoken. The bond is not broken, it is asleep; one simple word would wake it.',
    ),
  },
  {
    rank: 3,
    upright: meaning(
      ['premier amour', 'élan du cœur', 'joie qui jaillit', 'enthousiasme'],
      ['first love', 'surge of the heart', 'joy breaking out', 'enthusiasm'],
      'Trois est l’explosion qui ne sait pas encore où elle va : le Trois de Coupes est le cœur qui s’enflamme pour la première fois, la joie d’aimer avant toute expérience. Il annonce un sentiment vif, une amitié, un coup de cœur qui fait du bien même s’il reste à éprouver.',
      'Three is the burst that does not yet know where it is heading: the Three of Cups is the heart catching fire for the first time, the joy of loving before any experience. It announces a lively feeling, a friendship, an infatuation that does good even if it has yet to be tested.',
    ),
    reversed: meaning(
      ['élan retenu', 'joie qui n’ose pas', 'timidité du cœur', 'sentiment gardé pour soi'],
      ['surge held in', 'joy that holds back', 'shy heart', 'feeling kept to oneself'],
      'Renversé, le Trois de Coupes garde son élan en dedans : on aime sans le dire, on se retient de se réjouir, de peur que la joie ne dure pas. Le sentiment est vivant ; il lui manque seulement la permission de se montrer.',
      'Reversed, the Three of Cups keeps its surge inside: you love without saying so, and stop yourself from rejoicing in case the joy does not last. The feeling is alive; all it lacks is permission to show itself.',
    ),
  },
  {
    rank: 4,
    upright: meaning(
      ['sécurité affective', 'foyer', 'fidélité', 'amour stable'],
      ['emotional security', 'home', 'faithfulness', 'steady love'],
      'Quatre est l’assise : le Quatre de Coupes donne au cœur des murs et un toit. Amour stable, foyer, famille, fidélité — l’émotion cesse de chercher et se pose. C’est la carte de ceux qui peuvent compter les uns sur les autres.',
      'Four is footing: the Four of Cups gives the heart walls and a roof. Steady love, home, family, faithfulness — feeling stops searching and settles. It is the card of people who can count on one another.',
    ),
    reversed: meaning(
      ['cœur barricadé', 'sécurité qui enferme', 'habitude', 'émotions figées'],
      ['barricaded heart', 'security that shuts in', 'habit', 'frozen feelings'],
      'Renversé, le Quatre de Coupes retient le cœur derrière ses murs : la sécurité devient clôture, on protège le foyer au point de ne plus rien y laisser entrer. L’affection est là, mais immobile ; elle demande un peu d’air.',
      'Reversed, the Four of Cups keeps the heart behind its walls: security turns into a fence, and the home is guarded so closely that nothing new gets in. The affection is there but motionless; it needs some air.',
    ),
  },
  {
    rank: 5,
    upright: meaning(
      ['nouvel idéal', 'foi', 'amour qui élève', 'passage'],
      ['new ideal', 'faith', 'love that lifts', 'crossing'],
      'Cinq est le pont vers un idéal : le Cinq de Coupes quitte la sécurité du Quatre pour aimer plus haut. Une foi, une vocation du cœur, un sentiment qui oblige à se dépasser. Le passage peut bousculer, mais il mène vers un amour plus vrai.',
      'Five is the bridge towards an ideal: the Five of Cups leaves the safety of the Four to love more highly. A faith, a calling of the heart, a feeling that asks you to outgrow yourself. The crossing may shake things, but it leads to a truer love.',
    ),
    reversed: meaning(
      ['idéal différé', 'foi qui hésite', 'pas non franchi', 'attachement au connu'],
      ['ideal put off', 'wavering faith', 'step not taken', 'clinging to the known'],
      'Renversé, le Cinq de Coupes reste au bord du pont : l’idéal est aperçu, mais on n’ose pas quitter le connu pour lui. Le cœur sait où il voudrait aller ; la peur de perdre ce qu’il a le retient encore.',
      'Reversed, the Five of Cups stays at the edge of the bridge: the ideal is glimpsed, but you dare not leave the familiar for it. The heart knows where it would like to go; fear of losing what it has still holds it back.',
    ),
  },
  {
    rank: 6,
    upright: meaning(
      ['amour de soi', 'harmonie', 'plaisir partagé', 'beauté du lien'],
      ['self-love', 'harmony', 'shared pleasure', 'beauty of the bond'],
      'Six est le plaisir de faire ce qu’on aime : le Six de Coupes est l’amour qui s’aime lui-même sans égoïsme, l’accord de l’âme avec ce qu’elle ressent. On se sent en paix avec ses sentiments, et la relation devient belle parce que chacun y est entier.',
      'Six is the pleasure of doing what you love: the Six of Cups is love at ease with itself without selfishness, the soul in tune with what it feels. You are at peace with your feelings, and the relationship becomes beautiful because each person is whole in it.',
    ),
    reversed: meaning(
      ['plaisir qu’on se refuse', 'harmonie empêchée', 'doute de soi', 'beauté non vue'],
      ['pleasure denied', 'harmony held off', 'self-doubt', 'beauty unseen'],
      'Renversé, le Six de Coupes retient l’harmonie qu’il promet : on ne s’accorde pas le droit d’être bien, on doute d’être aimable. L’accord intérieur est possible ; il attend qu’on cesse de se juger.',
      'Reversed, the Six of Cups holds back the harmony it promises: you do not allow yourself to feel good, you doubt you are lovable. Inner accord is within reach; it is waiting for you to stop judging yourself.',
    ),
  },
  {
    rank: 7,
    upright: meaning(
      ['amour qui agit', 'générosité', 'don au monde', 'rayonnement'],
      ['love in action', 'generosity', 'giving to the world', 'radiance'],
      'Sept est l’action dans le monde : le Sept de Coupes fait sortir l’amour de soi pour le porter aux autres. Générosité, dévouement, tendresse qui se traduit en actes. Le cœur ne se contente plus de ressentir, il agit.',
      'Seven is action in the world: the Seven of Cups takes love out of oneself and carries it to others. Generosity, devotion, tenderness turned into deeds. The heart is no longer content to feel; it acts.',
    ),
    reversed: meaning(
      ['don retenu', 'générosité qui se méfie', 'amour sans suite', 'bonté en réserve'],
      ['giving held back', 'wary generosity', 'love without follow-through', 'kindness in reserve'],
      'Renversé, le Sept de Coupes retient son don : l’envie d’aider ou d’aimer reste en intention, par crainte d’être déçu ou mal reçu. La générosité est intacte ; elle attend de trouver un geste à sa mesure.',
      'Reversed, the Seven of Cups holds back its gift: the wish to help or to love stays an intention, for fear of being let down or badly received. The generosity is intact; it is waiting for a gesture that fits it.',
    ),
  },
  {
    rank: 8,
    upright: meaning(
      ['plénitude', 'cœur comblé', 'paix intérieure', 'amour accompli'],
      ['fullness', 'heart content', 'inner peace', 'love fulfilled'],
      'Huit est la perfection tranquille : le Huit de Coupes remplit le cœur jusqu’au bord. Rien ne manque, aucune émotion ne déborde ; c’est la plénitude d’un amour vécu, la paix de qui n’a plus rien à prouver.',
      'Eight is quiet perfection: the Eight of Cups fills the heart to the brim. Nothing is missing and no feeling overflows; it is the fullness of a love lived, the peace of someone with nothing left to prove.',
    ),
    reversed: meaning(
      ['plénitude ignorée', 'bonheur non goûté', 'cœur qui doute', 'paix différée'],
      ['unrecognised fullness', 'happiness not tasted', 'doubting heart', 'peace put off'],
      'Renversé, le Huit de Coupes retient la plénitude qu’il porte : le cœur est plein, mais on ne se permet pas de le sentir. On cherche encore ce qui manque alors que tout est là ; il suffirait de s’arrêter pour le recevoir.',
      'Reversed, the Eight of Cups holds back the fullness it carries: the heart is full, yet you do not let yourself feel it. You keep looking for what is missing when everything is there; stopping would be enough to receive it.',
    ),
  },
  {
    rank: 9,
    upright: meaning(
      ['détachement', 'sagesse du cœur', 'deuil fécond', 'amour libre'],
      ['letting go', 'wisdom of the heart', 'fruitful mourning', 'free love'],
      'Neuf est la crise qui prépare un départ : le Neuf de Coupes vide une partie de ce que le Huit avait rempli. Le cœur apprend à aimer sans retenir, à faire le deuil d’une forme ancienne du lien. C’est une sagesse, pas une perte.',
      'Nine is the crisis that prepares a departure: the Nine of Cups empties part of what the Eight had filled. The heart learns to love without holding on, to mourn an old shape of the bond. This is wisdom, not loss.',
    ),
    reversed: meaning(
      ['deuil retardé', 'difficulté à lâcher', 'nostalgie', 'passage qui attend'],
      ['delayed mourning', 'hard to let go', 'nostalgia', 'crossing on hold'],
      'Renversé, le Neuf de Coupes retient ce qu’il devrait laisser partir : un attachement, un souvenir, une forme de relation qui a fait son temps. Le passage se fera ; il attend que le cœur consente à lâcher.',
      'Reversed, the Nine of Cups holds on to what it should let go: an attachment, a memory, a way of relating that has had its day. The crossing will come; it is waiting for the heart to agree to release.',
    ),
  },
  {
    rank: 10,
    upright: meaning(
      ['cycle affectif accompli', 'partage', 'famille', 'cœur qui se renouvelle'],
      ['emotional cycle complete', 'sharing', 'family', 'heart renewing itself'],
      'Dix clôt un cycle : le Dix de Coupes a tout vécu de ce que le cœur pouvait vivre dans cette forme-là. Il parle de famille, de bonheur partagé, et déjà d’un passage vers le concret — l’amour qui veut maintenant se construire dans la vie réelle.',
      'Ten closes a cycle: the Ten of Cups has lived all the heart could live in this form. It speaks of family and shared happiness, and already of a passage towards the practical — love that now wants to build itself in real life.',
    ),
    reversed: meaning(
      ['fin qui tarde', 'bonheur qui ne se concrétise pas', 'cycle prolongé', 'passage retenu'],
      ['ending that lingers', 'happiness not made real', 'cycle drawn out', 'passage held back'],
      'Renversé, le Dix de Coupes retient la fin de son cycle : un bonheur accompli qu’on n’ose pas faire passer à l’étape suivante, une famille, un couple qui reste dans le sentiment sans bâtir. Ce qui a été vécu est réel ; reste à le traduire en actes.',
      'Reversed, the Ten of Cups holds back the end of its cycle: a happiness fulfilled that you dare not take to the next stage, a family or a couple staying in feeling without building. What was lived is real; it remains to turn it into deeds.',
    ),
  },
  {
    rank: 11,
    upright: meaning(
      ['cœur qui s’éveille', 'sentiment timide', 'offrande', 'découverte'],
      ['awakening heart', 'shy feeling', 'offering', 'discovery'],
      'Le Valet de Coupes tient sa coupe ouverte sans savoir encore qu’en faire : il découvre ce qu’il ressent. C’est le sentiment débutant, l’offre hésitante, la personne jeune ou novice en amour. Il invite à oser tendre ce qu’on porte.',
      'The Page of Cups holds his cup open without yet knowing what to do with it: he is discovering what he feels. He is feeling at its first steps, a hesitant offer, someone young or new to love. He invites you to dare to hold out what you carry.',
    ),
    reversed: meaning(
      ['offre retenue', 'sentiment caché', 'peur de se déclarer', 'cœur indécis'],
      ['offer held back', 'hidden feeling', 'fear of speaking up', 'undecided heart'],
      'Renversé, le Valet de Coupes garde sa coupe contre lui : il ressent mais ne se déclare pas, il attend d’être sûr avant de tendre quoi que ce soit. Le sentiment est sincère ; il lui manque le courage du premier geste.',
      'Reversed, the Page of Cups keeps his cup close: he feels but does not speak up, waiting to be sure before offering anything. The feeling is sincere; it lacks the courage of the first move.',
    ),
  },
  {
    rank: 12,
    upright: meaning(
      ['message du cœur', 'déclaration', 'rapprochement', 'élan vers l’autre'],
      ['message from the heart', 'declaration', 'coming closer', 'moving towards another'],
      'Le Cavalier de Coupes porte sa coupe devant lui comme on porte une nouvelle : il est le messager du cœur. Une déclaration, une réconciliation, un pas vers l’autre ; l’émotion ne reste plus chez soi, elle voyage.',
      'The Knight of Cups carries his cup before him the way one carries news: he is the messenger of the heart. A declaration, a reconciliation, a step towards another; feeling no longer stays at home, it travels.',
    ),
    reversed: meaning(
      ['message différé', 'démarche suspendue', 'rapprochement qui tarde', 'cœur en route'],
      ['message delayed', 'approach on hold', 'slow reconciliation', 'heart on the way'],
      'Renversé, le Cavalier de Coupes retient sa monture : le message est prêt mais ne part pas, la démarche vers l’autre reste suspendue. Ce qui doit être dit le sera ; le moment n’est pas encore choisi.',
      'Reversed, the Knight of Cups reins in his horse: the message is ready but not sent, the move towards the other stays on hold. What has to be said will be said; the moment has not yet been chosen.',
    ),
  },
  {
    rank: 13,
    upright: meaning(
      ['amour qui protège', 'profondeur', 'intuition', 'fidélité'],
      ['protective love', 'depth', 'intuition', 'faithfulness'],
      'La Reine de Coupes tient sa coupe fermée et la garde près d’elle : elle possède le sentiment de l’intérieur, le protège, le nourrit. Amour profond et fidèle, intuition des êtres, capacité à consoler ; elle donne sans se vider.',
      'The Queen of Cups holds her lidded cup close: she owns feeling from within, protects it and feeds it. Deep and faithful love, insight into people, the gift of comfort; she gives without emptying herself.',
    ),
    reversed: meaning(
      ['amour gardé', 'cœur trop protégé', 'émotions tues', 'tendresse enfermée'],
      ['love kept back', 'over-guarded heart', 'unspoken feelings', 'tenderness shut in'],
      'Renversée, la Reine de Coupes serre sa coupe au point de ne plus rien en donner : elle protège son cœur plus qu’elle ne le vit. Sa tendresse est immense et ne sort pas ; il faudrait soulever le couvercle.',
      'Reversed, the Queen of Cups clutches her cup so tightly that nothing comes out: she protects her heart more than she lives it. Her tenderness is vast and stays inside; the lid needs lifting.',
    ),
  },
  {
    rank: 14,
    upright: meaning(
      ['maturité affective', 'bienveillance', 'cœur qui gouverne', 'générosité sûre'],
      ['emotional maturity', 'kindness', 'a heart that leads', 'steady generosity'],
      'Le Roi de Coupes exerce le sentiment dans le monde : il sait ce qu’il ressent et en répond. Maturité affective, bienveillance qui tient sur la durée, cœur capable de guider sans écraser. Il aime en adulte.',
      'The King of Cups exercises feeling in the world: he knows what he feels and answers for it. Emotional maturity, kindness that lasts, a heart able to guide without crushing. He loves as a grown man loves.',
    ),
    reversed: meaning(
      ['sentiment maîtrisé à l’excès', 'distance', 'cœur qui se tient', 'bonté réservée'],
      ['feeling over-controlled', 'distance', 'a heart that holds itself in', 'reserved kindness'],
      'Renversé, le Roi de Coupes tient son cœur si bien en main qu’il n’en laisse rien voir : la maîtrise devient distance. Sa bienveillance est réelle mais retenue ; elle gagnerait à se montrer simplement.',
      'Reversed, the King of Cups holds his heart so firmly that nothing shows: mastery turns into distance. His kindness is real but held back; it would gain from showing itself simply.',
    ),
  },
];
