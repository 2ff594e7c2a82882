// Épées (Swords), the suit of air: thought, speech, decisions. Read as the Marseille tradition reads
// the pips, by number and suit (decision 0331); reversed, the same thought held back.

import { meaning, type MinorEntry } from './meaning';

export const EPEES: readonly MinorEntry[] = [
  {
    rank: 1,
    upright: meaning(
      ['clarté', 'décision', 'esprit qui tranche', 'vérité'],
      ['clarity', 'decision', 'a mind that cuts through', 'truth'],
      'L’As d’Épées lève une lame couronnée : toute la puissance de l’esprit, encore en germe. Il tranche le flou, nomme ce qui est, ouvre un cycle de pensée neuve. Une idée juste, une décision nette, une parole qui libère.',
      'The Ace of Swords raises a crowned blade: the whole power of the mind, still in seed. It cuts through fog, names what is, opens a cycle of new thinking. A sound idea, a clean decision, words that set free.',
    ),
    reversed: meaning(
      ['décision retenue', 'vérité pas encore dite', 'pensée contenue', 'lame au fourreau'],
      ['decision held back', 'truth not yet spoken', 'thought kept in', 'sword in its sheath'],
      'Renversé, l’As d’Épées garde sa lame au fourreau : la décision est mûre mais ne se prend pas, la vérité est sue mais pas dite. La clarté existe déjà en vous ; elle attend d’être énoncée.',
      'Reversed, the Ace of Swords keeps its blade sheathed: the decision is ripe but not taken, the truth is known but not spoken. The clarity is already in you; it is waiting to be put into words.',
    ),
  },
  {
    rank: 2,
    upright: meaning(
      ['réflexion', 'pesée', 'pensée qui mûrit', 'accord des idées'],
      ['reflection', 'weighing up', 'thought that ripens', 'ideas in accord'],
      'Deux, c’est rassembler avant d’agir : le Deux d’Épées met les idées en balance et prend le temps de les laisser mûrir. Deux pensées qui se répondent, un accord intellectuel qui se prépare, une décision qu’on ne précipite pas.',
      'Two is gathering before acting: the Two of Swords sets ideas in the balance and gives them time to ripen. Two thoughts answering each other, a meeting of minds in the making, a decision not rushed.',
    ),
    reversed: meaning(
      ['hésitation', 'pensée en suspens', 'choix différé', 'idées qui tournent'],
      ['hesitation', 'thought in suspense', 'choice put off', 'ideas going round'],
      'Renversé, le Deux d’Épées retient sa pesée au-delà du nécessaire : on réfléchit encore pour ne pas avoir à choisir. Les éléments de la décision sont réunis ; il reste à accepter d’en prendre une.',
      'Reversed, the Two of Swords keeps weighing longer than needed: you go on thinking so as not to have to choose. The makings of the decision are all there; what remains is agreeing to make one.',
    ),
  },
  {
    rank: 3,
    upright: meaning(
      ['idée neuve', 'enthousiasme intellectuel', 'parole vive', 'projet qui naît'],
      ['fresh idea', 'intellectual excitement', 'lively speech', 'plan being born'],
      'Trois est l’élan sans expérience : le Trois d’Épées est l’idée qui jaillit, le projet qu’on formule avec feu avant de l’avoir éprouvé. La pensée s’exalte, la parole est vive ; il y a là une intuition juste, à vérifier ensuite.',
      'Three is a surge without experience: the Three of Swords is the idea that springs up, the plan put into words with fire before it has been tested. Thought runs high and speech is lively; there is a true insight here, to be checked later.',
    ),
    reversed: meaning(
      ['idée gardée pour soi', 'parole retenue', 'audace intellectuelle bridée', 'projet non formulé'],
      ['idea kept to oneself', 'words held back', 'bridled boldness of mind', 'plan not yet voiced'],
      'Renversé, le Trois d’Épées retient l’idée qui voudrait jaillir : on n’ose pas formuler ce qu’on pense, de peur d’avoir l’air naïf. L’intuition est bonne ; elle a besoin d’être dite pour devenir projet.',
      'Reversed, the Three of Swords holds back the idea that wants to burst out: you dare not say what you think, for fear of looking naive. The insight is good; it needs saying to become a plan.',
    ),
  },
  {
    rank: 4,
    upright: meaning(
      ['pensée posée', 'repos de l’esprit', 'méthode', 'certitude'],
      ['settled thinking', 'rest for the mind', 'method', 'certainty'],
      'Quatre est l’assise : le Quatre d’Épées donne à la pensée un cadre solide. Méthode, convictions stables, esprit au repos après l’effort. C’est le moment de se fier à ce que l’on sait et de laisser les idées se déposer.',
      'Four is footing: the Four of Swords gives thought a solid frame. Method, steady convictions, a mind at rest after effort. It is a time to trust what you know and let ideas settle.',
    ),
    reversed: meaning(
      ['idées figées', 'certitude qui enferme', 'esprit à l’arrêt', 'raisonnement en cercle'],
      ['fixed ideas', 'certainty that shuts in', 'mind at a standstill', 'circular reasoning'],
      'Renversé, le Quatre d’Épées retient la pensée dans son cadre : la méthode devient routine, la certitude empêche d’entendre autre chose. L’esprit est solide ; il lui faut rouvrir une fenêtre.',
      'Reversed, the Four of Swords keeps thought inside its frame: method becomes routine, and certainty stops you hearing anything else. The mind is sound; it needs a window opened.',
    ),
  },
  {
    rank: 5,
    upright: meaning(
      ['idée nouvelle', 'remise en question', 'curiosité', 'passage à un autre regard'],
      ['new idea', 'questioning', 'curiosity', 'a change of viewpoint'],
      'Cinq est le pont vers un idéal : le Cinq d’Épées quitte les certitudes du Quatre pour penser autrement. Une idée nouvelle bouscule l’ordre établi, on apprend, on doute, on change de point de vue. C’est inconfortable et nécessaire.',
      'Five is the bridge towards an ideal: the Five of Swords leaves the certainties of the Four to think differently. A new idea unsettles the established order; you learn, doubt and shift your point of view. It is uncomfortable and necessary.',
    ),
    reversed: meaning(
      ['doute paralysant', 'idée repoussée', 'peur de changer d’avis', 'débat intérieur'],
      ['paralysing doubt', 'idea pushed away', 'fear of changing one’s mind', 'inner debate'],
      'Renversé, le Cinq d’Épées retient l’idée nouvelle à la porte : on la pressent juste, mais l’admettre obligerait à revoir trop de choses. Le débat reste intérieur ; le pont attend d’être franchi.',
      'Reversed, the Five of Swords keeps the new idea at the door: you sense it is right, but admitting it would mean revising too much. The debate stays inside; the bridge is waiting to be crossed.',
    ),
  },
  {
    rank: 6,
    upright: meaning(
      ['pensée juste', 'accord avec soi', 'paroles qui apaisent', 'clarté sereine'],
      ['sound thinking', 'at one with oneself', 'words that soothe', 'calm clarity'],
      'Six est le plaisir de ce qu’on aime : le Six d’Épées est la pensée en accord avec elle-même. On aime ce que l’on comprend, on trouve les mots justes, l’esprit cesse de lutter. Une conversation apaise, une idée claire met en paix.',
      'Six is the pleasure of what one loves: the Six of Swords is thought in tune with itself. You enjoy what you understand, you find the right words, and the mind stops fighting. A conversation brings calm; a clear idea brings peace.',
    ),
    reversed: meaning(
      ['paix d’esprit différée', 'mots qu’on ne trouve pas', 'jugement de soi', 'sérénité retenue'],
      ['peace of mind put off', 'words not found', 'self-judgement', 'serenity held back'],
      'Renversé, le Six d’Épées retient la paix qu’il promet : la pensée pourrait s’apaiser, mais on continue de se juger, on ne trouve pas encore les mots. L’accord avec soi est proche ; il demande d’être plus indulgent envers ses propres idées.',
      'Reversed, the Six of Swords holds back the peace it promises: the mind could settle, but you keep judging yourself and cannot yet find the words. Being at one with yourself is close; it asks you to be kinder to your own ideas.',
    ),
  },
  {
    rank: 7,
    upright: meaning(
      ['pensée en action', 'stratégie', 'parole qui porte', 'combat d’idées'],
      ['thought in action', 'strategy', 'words that carry', 'battle of ideas'],
      'Sept est l’action dans le monde : le Sept d’Épées porte la pensée sur le terrain. Stratégie, arguments, parole publique, idées défendues face aux autres. L’esprit ne se contente plus de comprendre, il agit et convainc.',
      'Seven is action in the world: the Seven of Swords takes thought into the field. Strategy, arguments, speaking up, ideas defended in front of others. The mind is no longer content to understand; it acts and persuades.',
    ),
    reversed: meaning(
      ['argument retenu', 'stratégie cachée', 'parole qui n’ose pas', 'combat évité'],
      ['argument held back', 'hidden strategy', 'speech that dares not', 'fight avoided'],
      'Renversé, le Sept d’Épées garde ses arguments pour lui : on prépare en silence ce qu’on n’ose pas défendre en face, on contourne plutôt que d’affronter. La stratégie est bonne ; elle gagnerait à être dite ouvertement.',
      'Reversed, the Seven of Swords keeps its arguments to itself: you quietly prepare what you dare not defend face to face, going round rather than through. The strategy is sound; it would gain from being stated openly.',
    ),
  },
  {
    rank: 8,
    upright: meaning(
      ['esprit clair', 'rigueur', 'pensée accomplie', 'silence intérieur'],
      ['clear mind', 'rigour', 'thought brought to completion', 'inner quiet'],
      'Huit est la perfection tranquille : le Huit d’Épées est l’esprit parfaitement clair, sans agitation. Rigueur, justesse, pensée qui a fait le tour de la question. Au centre de la carte, la fleur dit que cette clarté peut devenir douce.',
      'Eight is quiet perfection: the Eight of Swords is a perfectly clear mind, without agitation. Rigour, precision, thinking that has gone all the way round the question. At the centre of the card, the flower says this clarity can turn gentle.',
    ),
    reversed: meaning(
      ['perfectionnisme', 'rigueur qui bloque', 'esprit qui se retient', 'clarté crispée'],
      ['perfectionism', 'rigour that blocks', 'mind holding itself back', 'tense clarity'],
      'Renversé, le Huit d’Épées retient sa clarté à force d’exigence : tout doit être parfait avant d’être dit ou décidé, et rien ne sort. La pensée est juste ; elle peut se permettre d’être imparfaite pour avancer.',
      'Reversed, the Eight of Swords holds back its clarity through sheer exactingness: everything must be perfect before it is said or decided, and nothing comes out. The thinking is sound; it can afford to be imperfect in order to move on.',
    ),
  },
  {
    rank: 9,
    upright: meaning(
      ['remise en cause', 'lucidité', 'fin d’une croyance', 'veille'],
      ['reappraisal', 'lucidity', 'end of a belief', 'vigil'],
      'Neuf est la crise qui prépare un départ : le Neuf d’Épées voit une façon de penser arriver à son terme. Nuits de réflexion, lucidité parfois douloureuse, croyances qui tombent. Ce qui se défait laisse place à une pensée plus libre.',
      'Nine is the crisis that prepares a departure: the Nine of Swords sees a way of thinking come to its end. Nights of reflection, a sometimes painful lucidity, beliefs falling away. What comes undone makes room for freer thinking.',
    ),
    reversed: meaning(
      ['inquiétude ruminée', 'croyance qu’on garde', 'lucidité refusée', 'nuit qui se prolonge'],
      ['brooding worry', 'belief held on to', 'lucidity refused', 'night that drags on'],
      'Renversé, le Neuf d’Épées retient la remise en cause qu’il appelle : on rumine plutôt que de laisser tomber une idée qui ne sert plus. L’inquiétude tourne en rond ; elle cessera quand la croyance sera lâchée.',
      'Reversed, the Nine of Swords holds back the reappraisal it calls for: you brood rather than drop an idea that no longer serves. The worry goes round in circles; it will stop once the belief is let go.',
    ),
  },
  {
    rank: 10,
    upright: meaning(
      ['cycle de pensée bouclé', 'page qui se tourne', 'esprit vidé', 'recommencement'],
      ['cycle of thought closed', 'page turning', 'emptied mind', 'starting afresh'],
      'Dix clôt un cycle : le Dix d’Épées a pensé tout ce qu’il y avait à penser dans cette voie-là. Une page se tourne, un projet intellectuel s’achève, l’esprit se vide pour laisser place à autre chose — souvent à l’action.',
      'Ten closes a cycle: the Ten of Swords has thought all there was to think along this road. A page turns, an intellectual project ends, and the mind empties to make room for something else — often for action.',
    ),
    reversed: meaning(
      ['fin qu’on repousse', 'pensée qui s’épuise', 'page qu’on ne tourne pas', 'cycle prolongé'],
      ['ending pushed back', 'thought wearing itself out', 'page not turned', 'cycle drawn out'],
      'Renversé, le Dix d’Épées retient la fin de son cycle : on continue d’analyser ce qui est déjà compris, on repousse la page à tourner. La réflexion a donné ce qu’elle pouvait ; le passage à autre chose est prêt.',
      'Reversed, the Ten of Swords holds back the end of its cycle: you keep analysing what is already understood and put off turning the page. Reflection has given what it could; the move to something else is ready.',
    ),
  },
  {
    rank: 11,
    upright: meaning(
      ['esprit qui apprend', 'curiosité', 'idée débutante', 'vigilance'],
      ['learning mind', 'curiosity', 'idea at its start', 'watchfulness'],
      'Le Valet d’Épées tient sa lame et son fourreau, sans encore savoir lequel choisir : il apprend à penser par lui-même. Étudiant, débutant, esprit curieux et vigilant ; il découvre le pouvoir des mots et des idées.',
      'The Page of Swords holds both blade and sheath, not yet knowing which to choose: he is learning to think for himself. A student, a beginner, a curious and watchful mind; he is discovering the power of words and ideas.',
    ),
    reversed: meaning(
      ['parole rentrée', 'idée qu’on n’ose pas', 'indécision', 'méfiance'],
      ['words swallowed', 'idea one dares not voice', 'indecision', 'wariness'],
      'Renversé, le Valet d’Épées retient sa lame et la remet au fourreau avant de s’en servir : il pense, mais n’ose pas encore parler ni trancher, par méfiance ou manque d’assurance. Sa lucidité est réelle ; elle demande à s’exercer.',
      'Reversed, the Page of Swords holds his blade back, sheathing it before using it: he thinks, but does not yet dare to speak or decide, out of wariness or lack of confidence. His clear sight is real; it asks to be used.',
    ),
  },
  {
    rank: 12,
    upright: meaning(
      ['décision en marche', 'mission', 'parole qui avance', 'passage à l’acte'],
      ['decision on the move', 'mission', 'words going forward', 'moving to act'],
      'Le Cavalier d’Épées emporte sa pensée ailleurs : il est l’idée devenue mission, la décision qui se met en route. Démarche, négociation, voyage d’affaires, parole portée loin. L’esprit quitte la réflexion pour l’action.',
      'The Knight of Swords carries his thinking elsewhere: he is the idea turned mission, the decision setting out. An approach, a negotiation, a work trip, words carried far. The mind leaves reflection for action.',
    ),
    reversed: meaning(
      ['démarche suspendue', 'décision qui tarde', 'mission en attente', 'élan retenu'],
      ['approach on hold', 'decision slow in coming', 'mission waiting', 'drive held back'],
      'Renversé, le Cavalier d’Épées retient sa monture : la décision est prise dans la tête mais ne part pas sur le terrain. La démarche est prête ; elle attend un signal que vous seul pouvez donner.',
      'Reversed, the Knight of Swords reins in his horse: the decision is made in your head but has not gone out into the field. The approach is ready; it is waiting for a signal only you can give.',
    ),
  },
  {
    rank: 13,
    upright: meaning(
      ['discernement', 'indépendance d’esprit', 'parole juste', 'protection'],
      ['discernment', 'independent mind', 'the right word', 'protection'],
      'La Reine d’Épées possède la pensée de l’intérieur : elle discerne, elle protège ce qu’elle sait, elle tranche quand il le faut. Femme d’esprit, lucide et indépendante ; sa parole est rare et juste.',
      'The Queen of Swords owns thought from within: she discerns, guards what she knows, and cuts when she must. A woman of wit, clear-sighted and independent; her words are few and right.',
    ),
    reversed: meaning(
      ['lucidité gardée', 'parole retenue', 'défense excessive', 'pensée qui se protège'],
      ['clear sight kept back', 'words withheld', 'over-defended', 'thought guarding itself'],
      'Renversée, la Reine d’Épées garde sa lucidité comme une armure : elle voit juste mais se tait, ou se défend avant d’être attaquée. Sa pensée est précieuse ; elle gagnerait à se dire sans se protéger.',
      'Reversed, the Queen of Swords wears her clear sight like armour: she sees rightly but keeps silent, or defends herself before anyone attacks. Her thinking is precious; it would gain from being spoken without a shield.',
    ),
  },
  {
    rank: 14,
    upright: meaning(
      ['autorité de la pensée', 'jugement', 'décision assumée', 'expertise'],
      ['authority of mind', 'judgement', 'decision owned', 'expertise'],
      'Le Roi d’Épées exerce la pensée dans le monde et en répond : il juge, il décide, il assume. Expert, conseiller, personne d’autorité dont la parole fait loi. Il invite à décider avec la tête froide.',
      'The King of Swords exercises thought in the world and answers for it: he judges, decides and stands by it. An expert, an adviser, a figure of authority whose word counts. He invites you to decide with a cool head.',
    ),
    reversed: meaning(
      ['jugement retenu', 'autorité qui se tait', 'décision différée', 'rigueur froide'],
      ['judgement withheld', 'authority keeping silent', 'decision deferred', 'cold rigour'],
      'Renversé, le Roi d’Épées retient son jugement : il sait, mais ne tranche pas, ou tranche si froidement qu’on ne l’entend plus. Son autorité est réelle ; elle demande d’être exercée avec un peu de chaleur.',
      'Reversed, the King of Swords holds back his judgement: he knows but does not rule, or rules so coldly that no one hears him any more. His authority is real; it asks to be exercised with some warmth.',
    ),
  },
];
