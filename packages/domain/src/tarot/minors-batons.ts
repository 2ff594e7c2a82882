// Bâton (Wands), the suit of fire: desire, creative energy, initiative. The pips follow the
// Marseille numerology of the minors (1 seed, 2 gathering, 3 burst, 4 stability … 10 completion).

import { meaning, type MinorEntry } from './meaning';

export const BATONS: readonly MinorEntry[] = [
  {
    rank: 1,
    upright: meaning(
      ['élan vital', 'désir', 'commencement', 'potentiel créatif'],
      ['life force', 'desire', 'beginning', 'creative potential'],
      'L’As de Bâtons dresse une massue noueuse, encore taillée à même l’arbre : c’est l’énergie créatrice à l’état brut, le désir qui veut naître. Il annonce un commencement porté par l’enthousiasme, une idée qui prend feu, une envie d’agir qu’il serait dommage d’étouffer.',
      'The Ace of Wands raises a knotted club, still cut straight from the tree: creative energy in its raw state, desire wanting to be born. It announces a beginning carried by enthusiasm, an idea catching fire, an urge to act that it would be a shame to stifle.',
    ),
    reversed: meaning(
      ['énergie bloquée', 'frustration', 'faux départ', 'colère'],
      ['blocked energy', 'frustration', 'false start', 'anger'],
      'Renversé, l’As de Bâtons signale une énergie retenue ou mal dirigée : un désir bridé par la peur, une colère qui tourne en rond, un projet qui s’essouffle avant d’avoir commencé. Retrouvez ce qui vous anime vraiment avant de forcer l’action.',
      'Reversed, the Ace of Wands points to energy held back or misdirected: a desire curbed by fear, an anger going round in circles, a project running out of breath before it has begun. Find what truly drives you before forcing action.',
    ),
  },
  {
    rank: 2,
    upright: meaning(
      ['préparation', 'alliance', 'désir contenu', 'choix de direction'],
      ['preparation', 'alliance', 'contained desire', 'choosing a direction'],
      'Deux bâtons croisés : l’énergie s’accumule et se prépare. Le Deux de Bâtons décrit une phase où le désir est là, encore contenu ; une alliance se dessine, un projet mûrit à deux, un choix de direction se précise. C’est une patience active, pleine de promesses.',
      'Two crossed wands: energy gathers and gets ready. The Two of Wands describes a phase in which desire is present but still contained; an alliance takes shape, a project ripens between two people, a direction becomes clearer. It is an active patience, full of promise.',
    ),
    reversed: meaning(
      ['hésitation', 'rivalité', 'attente stérile', 'désir frustré'],
      ['hesitation', 'rivalry', 'idle waiting', 'frustrated desire'],
      'Renversé, le Deux de Bâtons montre une énergie qui stagne à force d’attendre : hésitation, rivalité sourde, désir qui ne trouve pas d’issue. L’alliance manque de franchise ou le projet reste au stade de l’intention. Décidez de quel côté porter vos forces.',
      'Reversed, the Two of Wands shows energy stagnating from too much waiting: hesitation, a muted rivalry, a desire that finds no outlet. The alliance lacks frankness or the project stays at the stage of intention. Decide where to put your strength.',
    ),
  },
  {
    rank: 3,
    upright: meaning(
      ['expansion', 'enthousiasme', 'lancement', 'horizon'],
      ['expansion', 'enthusiasm', 'launch', 'new horizons'],
      'Le Trois de Bâtons est la première explosion du désir : la créativité jaillit, les projets se lancent, l’enthousiasme déborde. Il annonce une expansion, une initiative qui trouve son public, un horizon qui s’ouvre. L’élan est encore un peu naïf, mais il est sincère et fécond.',
      'The Three of Wands is the first burst of desire: creativity springs up, projects are launched, enthusiasm overflows. It announces expansion, an initiative that finds its audience, a horizon opening up. The momentum is still a little naive, but it is sincere and fruitful.',
    ),
    reversed: meaning(
      ['éparpillement', 'précipitation', 'enthousiasme retombé', 'manque de préparation'],
      ['scattering', 'haste', 'fading enthusiasm', 'lack of preparation'],
      'Renversé, l’élan du Trois de Bâtons s’éparpille : trop d’idées à la fois, un enthousiasme qui retombe aussi vite qu’il est venu, des initiatives lancées sans préparation. Canalisez l’énergie dans une seule direction plutôt que de la disperser.',
      'Reversed, the momentum of the Three of Wands scatters: too many ideas at once, an enthusiasm that fades as fast as it came, initiatives launched without preparation. Channel the energy in one direction rather than spreading it thin.',
    ),
  },
  {
    rank: 4,
    upright: meaning(
      ['fondations', 'foyer', 'stabilité', 'célébration'],
      ['foundations', 'home', 'stability', 'celebration'],
      'Le Quatre de Bâtons donne un cadre au feu : l’énergie s’installe dans la durée, le désir trouve sa maison. Il parle de fondations solides, d’un foyer heureux, d’une créativité sereine, d’un projet qui tient debout et que l’on peut fêter. Consolidez ce qui a été allumé.',
      'The Four of Wands gives the fire a frame: energy settles in for the long run, desire finds its home. It speaks of solid foundations, a happy household, a serene creativity, a project that stands on its own and deserves celebrating. Consolidate what has been lit.',
    ),
    reversed: meaning(
      ['routine', 'flamme éteinte', 'bases fragiles', 'ennui'],
      ['routine', 'dying flame', 'fragile foundations', 'boredom'],
      'Renversé, le Quatre de Bâtons voit la stabilité tourner à la routine : le cadre étouffe la flamme, la vie s’organise sans passion. Il peut aussi signaler des bases fragiles, un projet qui manque de structure. Ravivez l’envie sans tout démolir.',
      'Reversed, the Four of Wands sees stability turn into routine: the frame smothers the flame, life is organised without passion. It can also point to fragile foundations, a project lacking structure. Rekindle the desire without tearing everything down.',
    ),
  },
  {
    rank: 5,
    upright: meaning(
      ['défi', 'émulation', 'nouvel intérêt', 'confrontation'],
      ['challenge', 'healthy competition', 'new interest', 'confrontation'],
      'Le Cinq de Bâtons introduit un intérêt nouveau qui bouscule l’ordre établi : défis, compétition, tensions créatrices. Une envie neuve pousse à sortir de sa zone de confort ; la confrontation, si elle reste loyale, stimule et fait grandir.',
      'The Five of Wands brings in a new interest that shakes the established order: challenges, competition, creative tension. A fresh desire pushes you out of your comfort zone; confrontation, as long as it stays fair, stimulates and helps you grow.',
    ),
    reversed: meaning(
      ['conflit stérile', 'querelles d’ego', 'agitation', 'désir contrarié'],
      ['pointless conflict', 'ego battles', 'restlessness', 'thwarted desire'],
      'Renversé, le Cinq de Bâtons change la saine émulation en conflit stérile : querelles d’ego, agitation, désir contrarié. L’énergie se perd dans des luttes qui ne mènent nulle part. Choisissez vos combats.',
      'Reversed, the Five of Wands turns healthy competition into pointless conflict: ego battles, restlessness, thwarted desire. Energy is lost in struggles that lead nowhere. Choose your battles.',
    ),
  },
  {
    rank: 6,
    upright: meaning(
      ['plaisir d’agir', 'reconnaissance', 'réussite personnelle', 'désir assumé'],
      ['joy in action', 'recognition', 'personal success', 'desire embraced'],
      'Le Six de Bâtons est le plaisir de l’énergie bien employée : on aime ce que l’on fait, et cela se voit. Il parle de reconnaissance, de réussite personnelle, d’une créativité vécue avec joie, un désir pleinement assumé. La victoire est intérieure avant d’être publique.',
      'The Six of Wands is the pleasure of energy well spent: you love what you do, and it shows. It speaks of recognition, personal success, creativity lived with joy, a desire fully embraced. The victory is an inner one before it becomes public.',
    ),
    reversed: meaning(
      ['besoin d’approbation', 'orgueil', 'succès différé', 'doute de soi'],
      ['need for approval', 'pride', 'delayed success', 'self-doubt'],
      'Renversé, le Six de Bâtons parle d’une satisfaction qui se fait attendre ou d’une reconnaissance qui dépend trop du regard des autres. Orgueil, complaisance ou doute sur sa propre valeur : retrouvez le plaisir de faire, pour vous-même.',
      'Reversed, the Six of Wands speaks of a satisfaction slow to come, or of a recognition that depends too much on how others see you. Pride, complacency or doubt about your own worth: rediscover the pleasure of doing things for yourself.',
    ),
  },
  {
    rank: 7,
    upright: meaning(
      ['détermination', 'courage', 'persévérance', 'défendre sa position'],
      ['determination', 'courage', 'perseverance', 'holding your ground'],
      'Le Sept de Bâtons porte l’énergie dans le monde avec force : action déterminée, défense de ses convictions, courage face aux obstacles. Il annonce une période intense où la persévérance fait la différence ; vous êtes en position de tenir bon.',
      'The Seven of Wands carries energy out into the world with force: determined action, defending your convictions, courage in the face of obstacles. It announces an intense period in which perseverance makes the difference; you are in a position to hold firm.',
    ),
    reversed: meaning(
      ['épuisement', 'posture défensive', 'renoncement', 'pression'],
      ['exhaustion', 'defensiveness', 'giving up', 'pressure'],
      'Renversé, le Sept de Bâtons fait de l’action une réaction : on se défend contre tout, on s’épuise à lutter sur tous les fronts, ou l’on renonce sous la pression. Reprenez l’initiative au lieu de subir.',
      'Reversed, the Seven of Wands turns action into reaction: defending yourself against everything, wearing yourself out fighting on every front, or giving in under pressure. Take the initiative back instead of enduring.',
    ),
  },
  {
    rank: 8,
    upright: meaning(
      ['accélération', 'nouvelles', 'mouvement', 'plein épanouissement'],
      ['acceleration', 'news', 'movement', 'full bloom'],
      'Le Huit de Bâtons est l’énergie parfaitement ordonnée : les choses vont vite, les messages circulent, les projets avancent sans résistance. Il annonce une accélération, des nouvelles, un voyage peut-être, et une créativité dans son plein épanouissement.',
      'The Eight of Wands is energy in perfect order: things move fast, messages fly, projects advance without resistance. It announces acceleration, news, perhaps a journey, and a creativity in full bloom.',
    ),
    reversed: meaning(
      ['précipitation', 'retards', 'malentendus', 'jalousie'],
      ['haste', 'delays', 'misunderstandings', 'jealousy'],
      'Renversé, le Huit de Bâtons change la vitesse en précipitation ou en blocage : retards, malentendus, projets qui patinent, jalousies. Ralentissez pour remettre de l’ordre avant de relancer le mouvement.',
      'Reversed, the Eight of Wands turns speed into haste or gridlock: delays, misunderstandings, projects spinning their wheels, jealousies. Slow down and restore order before setting things moving again.',
    ),
  },
  {
    rank: 9,
    upright: meaning(
      ['vigilance', 'résilience', 'transition', 'dernier effort'],
      ['vigilance', 'resilience', 'transition', 'final effort'],
      'Le Neuf de Bâtons marque une transition : une énergie ancienne s’achève, une autre n’est pas encore née. Il parle de vigilance, de résilience, de la force de tenir malgré la fatigue ; c’est une crise de croissance qui prépare un nouveau départ.',
      'The Nine of Wands marks a transition: an old energy is ending, a new one is not yet born. It speaks of vigilance, resilience, the strength to hold on despite fatigue; it is a growth crisis preparing a new start.',
    ),
    reversed: meaning(
      ['fatigue', 'méfiance', 'crispation', 'refus de lâcher'],
      ['fatigue', 'mistrust', 'tension', 'refusing to let go'],
      'Renversé, le Neuf de Bâtons exprime l’épuisement, la méfiance excessive, la crispation sur une position défensive. Acceptez de lâcher ce qui est terminé pour laisser venir la suite.',
      'Reversed, the Nine of Wands expresses exhaustion, excessive mistrust, clinging to a defensive position. Accept letting go of what is finished so that what comes next can arrive.',
    ),
  },
  {
    rank: 10,
    upright: meaning(
      ['aboutissement', 'responsabilités', 'transmission', 'fin de cycle'],
      ['completion', 'responsibilities', 'handing on', 'end of a cycle'],
      'Le Dix de Bâtons clôt le cycle du feu : l’énergie a tout donné et demande à changer de forme. Il décrit des responsabilités accumulées mais aussi l’aboutissement d’un long effort. Il invite à transmettre, à déléguer, à passer à autre chose.',
      'The Ten of Wands closes the cycle of fire: energy has given everything and asks to take another form. It describes accumulated responsibilities, but also the completion of a long effort. It invites you to hand on, delegate and move on to something else.',
    ),
    reversed: meaning(
      ['fardeau', 'surmenage', 'obstination', 'incapacité à déléguer'],
      ['burden', 'overwork', 'stubbornness', 'unable to delegate'],
      'Renversé, le Dix de Bâtons signale un fardeau porté trop longtemps, le surmenage, le refus de déposer ce qui pèse. La solution n’est pas de forcer encore, mais de poser les choses à terre et de choisir ce que l’on garde.',
      'Reversed, the Ten of Wands points to a burden carried too long, overwork, a refusal to put down what weighs on you. The answer is not to push harder, but to set things down and choose what you keep.',
    ),
  },
  {
    rank: 11,
    upright: meaning(
      ['jeune talent', 'enthousiasme', 'proposition', 'désir qui s’éveille'],
      ['young talent', 'enthusiasm', 'proposal', 'awakening desire'],
      'Le Valet de Bâtons tient son bâton comme une promesse qu’il n’ose pas encore brandir : c’est le désir qui découvre sa force, l’apprenti plein d’enthousiasme. Il annonce une envie nouvelle, une proposition, le début d’une aventure créative.',
      'The Page of Wands holds his wand like a promise he does not yet dare to brandish: desire discovering its strength, an apprentice full of enthusiasm. He announces a new wish, a proposal, the start of a creative adventure.',
    ),
    reversed: meaning(
      ['immaturité', 'impatience', 'hésitation', 'désir mal assumé'],
      ['immaturity', 'impatience', 'hesitation', 'desire not owned'],
      'Renversé, le Valet de Bâtons hésite trop longtemps ou s’emballe sans réfléchir : immaturité, impatience, désir mal assumé. Osez, mais avec un minimum de méthode.',
      'Reversed, the Page of Wands hesitates too long or gets carried away without thinking: immaturity, impatience, a desire not fully owned. Dare, but with a minimum of method.',
    ),
  },
  {
    rank: 12,
    upright: meaning(
      ['départ', 'passion', 'mission', 'conquête'],
      ['departure', 'passion', 'mission', 'conquest'],
      'Le Cavalier de Bâtons porte le feu au loin : voyage, déménagement, mission, passion qui entraîne. Il est le messager de l’action, celui qui part conquérir un territoire nouveau avec élan et assurance.',
      'The Knight of Wands carries the fire far afield: travel, a move, a mission, a passion that sweeps you along. He is the messenger of action, setting out to conquer new territory with drive and confidence.',
    ),
    reversed: meaning(
      ['impulsivité', 'départ précipité', 'emportement', 'projet abandonné'],
      ['impulsiveness', 'hasty departure', 'temper', 'abandoned project'],
      'Renversé, le Cavalier de Bâtons fonce sans regarder : impulsivité, départs précipités, emportements, projets abandonnés en route. L’énergie est là ; c’est la direction qui manque.',
      'Reversed, the Knight of Wands charges without looking: impulsiveness, hasty departures, fits of temper, projects dropped along the way. The energy is there; what is missing is direction.',
    ),
  },
  {
    rank: 13,
    upright: meaning(
      ['charisme', 'chaleur', 'confiance en soi', 'sensualité'],
      ['charisma', 'warmth', 'self-confidence', 'sensuality'],
      'La Reine de Bâtons tient son sceptre avec une autorité tranquille : elle connaît sa puissance créatrice et la met au service de ce qu’elle aime. Elle incarne le charisme, la chaleur, la sensualité, la confiance en soi et le don d’entraîner les autres.',
      'The Queen of Wands holds her sceptre with quiet authority: she knows her creative power and puts it at the service of what she loves. She embodies charisma, warmth, sensuality, self-confidence and the gift of carrying others along.',
    ),
    reversed: meaning(
      ['possessivité', 'jalousie', 'autoritarisme', 'énergie réprimée'],
      ['possessiveness', 'jealousy', 'bossiness', 'repressed energy'],
      'Renversée, la Reine de Bâtons devient possessive, jalouse ou autoritaire ; sa chaleur se change en emprise. Elle peut aussi signaler une créativité réprimée, une confiance en soi qui vacille.',
      'Reversed, the Queen of Wands becomes possessive, jealous or domineering; her warmth turns into control. She may also point to a repressed creativity, a self-confidence that wavers.',
    ),
  },
  {
    rank: 14,
    upright: meaning(
      ['leadership', 'vision', 'esprit d’entreprise', 'passion maîtrisée'],
      ['leadership', 'vision', 'enterprise', 'mastered passion'],
      'Le Roi de Bâtons est la maîtrise accomplie de l’énergie : il sait ce qu’il veut et comment l’obtenir. Il incarne le meneur, l’entrepreneur, la vision d’ensemble, la passion canalisée au service d’un projet durable.',
      'The King of Wands is energy fully mastered: he knows what he wants and how to get it. He embodies the leader, the entrepreneur, the broad vision, passion channelled into a lasting project.',
    ),
    reversed: meaning(
      ['abus de pouvoir', 'impatience', 'orgueil', 'colère'],
      ['abuse of power', 'impatience', 'arrogance', 'anger'],
      'Renversé, le Roi de Bâtons abuse de sa force : autoritarisme, impatience, orgueil, décisions prises sous le coup de la colère. Le pouvoir a besoin d’écoute pour rester juste.',
      'Reversed, the King of Wands misuses his strength: authoritarianism, impatience, arrogance, decisions made in anger. Power needs to listen if it is to stay fair.',
    ),
  },
];
