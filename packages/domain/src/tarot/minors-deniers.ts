// Denier (Coins), the suit of earth: money, work, the body, everything concrete.

import { meaning, type MinorEntry } from './meaning';

export const DENIERS: readonly MinorEntry[] = [
  {
    rank: 1,
    upright: meaning(
      ['prospérité en germe', 'opportunité concrète', 'ressources', 'incarnation'],
      ['budding prosperity', 'concrete opportunity', 'resources', 'making it real'],
      'L’As de Deniers est une grande pièce d’or marquée d’une fleur, posée au centre de la carte comme une graine : c’est la prospérité en germe, le corps, l’argent qui peut fructifier. Il invite à saisir une opportunité concrète et à donner corps à un projet : ce qui peut fructifier demande encore à être cultivé.',
      'The Ace of Coins is a large gold coin marked with a flower, set in the middle of the card like a seed: prosperity in the making, the body, money that can grow. It invites you to seize a concrete opportunity and give shape to a project: what can grow still needs tending.',
    ),
    reversed: meaning(
      ['occasion manquée', 'dépense imprudente', 'matérialisme', 'corps négligé'],
      ['missed chance', 'careless spending', 'materialism', 'neglected body'],
      'Renversé, l’As de Deniers signale une opportunité manquée ou mal gérée : dépense imprudente, attachement excessif à l’argent, corps négligé. Revenez à vos besoins réels.',
      'Reversed, the Ace of Coins points to an opportunity missed or mismanaged: careless spending, excessive attachment to money, a neglected body. Come back to your real needs.',
    ),
  },
  {
    rank: 2,
    upright: meaning(
      ['échanges', 'circulation', 'accord', 'équilibre mouvant'],
      ['exchange', 'circulation', 'agreement', 'shifting balance'],
      'Le Deux de Deniers relie deux pièces par un ruban ondulant : l’argent circule, les échanges s’organisent, un accord se prépare. Il parle de jongler entre plusieurs priorités, d’une association, d’un équilibre financier en construction.',
      'The Two of Coins links two coins with a winding ribbon: money circulates, exchanges take shape, an agreement is in the making. It speaks of juggling several priorities, of a partnership, of a financial balance under construction.',
    ),
    reversed: meaning(
      ['instabilité', 'dispersion', 'comptes fragiles', 'indécision'],
      ['instability', 'spreading too thin', 'shaky finances', 'indecision'],
      'Renversé, le Deux de Deniers révèle des comptes qui ne tombent pas juste : dispersion, instabilité, difficulté à choisir entre deux engagements. Simplifiez et fixez des priorités.',
      'Reversed, the Two of Coins reveals accounts that do not balance: spreading too thin, instability, trouble choosing between two commitments. Simplify and set priorities.',
    ),
  },
  {
    rank: 3,
    upright: meaning(
      ['première réalisation', 'savoir-faire', 'travail reconnu', 'construction'],
      ['first achievement', 'craftsmanship', 'recognised work', 'building'],
      'Le Trois de Deniers est la première réalisation concrète : un projet prend forme, un savoir-faire se montre, un travail commence à rapporter. C’est l’artisan qui pose sa première pierre avec talent et voit déjà l’édifice.',
      'The Three of Coins is the first concrete achievement: a project takes shape, a skill is shown, work starts to pay. It is the craftsman laying the first stone with talent and already seeing the building.',
    ),
    reversed: meaning(
      ['travail bâclé', 'manque de moyens', 'ambition sans méthode', 'retard'],
      ['sloppy work', 'lack of means', 'ambition without method', 'delay'],
      'Renversé, le Trois de Deniers montre un travail bâclé, une ambition sans méthode, un projet lancé sans moyens suffisants. Soignez les bases avant d’aller plus loin.',
      'Reversed, the Three of Coins shows sloppy work, ambition without method, a project launched without enough means. Take care of the foundations before going further.',
    ),
  },
  {
    rank: 4,
    upright: meaning(
      ['sécurité matérielle', 'patrimoine', 'emploi stable', 'prudence'],
      ['material security', 'assets', 'steady job', 'prudence'],
      'Le Quatre de Deniers est la sécurité matérielle : un capital, une maison, un emploi stable, un corps en bonne santé. Il enseigne la valeur de ce qui dure et l’art de gérer avec prudence.',
      'The Four of Coins is material security: savings, a house, a steady job, a healthy body. It teaches the value of what lasts and the art of careful management.',
    ),
    reversed: meaning(
      ['avarice', 'peur de manquer', 'immobilisme', 'base fragile'],
      ['stinginess', 'fear of scarcity', 'immobility', 'fragile base'],
      'Renversé, le Quatre de Deniers pousse la prudence jusqu’à l’avarice ou la peur de manquer : on retient, on thésaurise, on refuse le changement. Ou bien la base financière est fragile et demande à être consolidée.',
      'Reversed, the Four of Coins pushes prudence into stinginess or the fear of going without: holding back, hoarding, refusing change. Or else the financial base is fragile and needs shoring up.',
    ),
  },
  {
    rank: 5,
    upright: meaning(
      ['nouvelle approche', 'apprentissage', 'difficulté féconde', 'ouverture'],
      ['new approach', 'learning', 'fruitful difficulty', 'opening'],
      'Le Cinq de Deniers ouvre une perspective matérielle nouvelle : un savoir qui s’ajoute, une formation, une autre façon de travailler. Une difficulté peut obliger à changer d’approche et devenir ainsi la porte d’un progrès.',
      'The Five of Coins opens a new material perspective: added knowledge, a training course, another way of working. A difficulty may force a change of approach and thereby become the doorway to progress.',
    ),
    reversed: meaning(
      ['manque', 'précarité', 'exclusion', 'aide refusée'],
      ['want', 'insecurity', 'feeling left out', 'help refused'],
      'Renversé, le Cinq de Deniers parle de manque, de précarité ressentie, de sentiment d’exclusion. L’aide existe peut-être tout près ; encore faut-il accepter de la demander.',
      'Reversed, the Five of Coins speaks of want, of felt insecurity, of being left out in the cold. Help may be very close; you still have to accept asking for it.',
    ),
  },
  {
    rank: 6,
    upright: meaning(
      ['générosité', 'échange équitable', 'rémunération méritée', 'aide'],
      ['generosity', 'fair exchange', 'deserved reward', 'support'],
      'Le Six de Deniers est la générosité juste : donner et recevoir, échanger avec équité, prendre plaisir au travail bien fait. Il parle d’entraide, de prêts consentis de bonne foi, d’une juste rémunération, d’un équilibre entre ce que l’on offre et ce que l’on obtient.',
      'The Six of Coins is fair generosity: giving and receiving, exchanging equitably, enjoying work well done. It speaks of mutual support, loans made in good faith, fair pay, a balance between what you offer and what you get.',
    ),
    reversed: meaning(
      ['dettes', 'dépendance financière', 'échange faussé', 'travail mal payé'],
      ['debts', 'financial dependence', 'unfair exchange', 'underpaid work'],
      'Renversé, le Six de Deniers montre un échange faussé : dettes, dépendance financière, aide qui humilie, travail mal payé. Rétablissez la réciprocité.',
      'Reversed, the Six of Coins shows a lopsided exchange: debts, financial dependence, help that humiliates, underpaid work. Restore reciprocity.',
    ),
  },
  {
    rank: 7,
    upright: meaning(
      ['effort régulier', 'récolte', 'patience', 'investissement'],
      ['steady effort', 'harvest', 'patience', 'investment'],
      'Le Sept de Deniers est la matière mise en mouvement : efforts réguliers, récolte qui mûrit, patience récompensée. Un investissement de temps et de travail commence à porter ses fruits ; la santé et les ressources sont bien employées.',
      'The Seven of Coins is matter set in motion: steady effort, a ripening harvest, patience rewarded. An investment of time and work is starting to bear fruit; health and resources are well used.',
    ),
    reversed: meaning(
      ['impatience', 'effort vain', 'réévaluation', 'résultats lents'],
      ['impatience', 'wasted effort', 'reassessment', 'slow results'],
      'Renversé, le Sept de Deniers exprime l’impatience devant des résultats lents, ou un effort qui ne rapporte pas. Il est peut-être temps de réévaluer où vous investissez votre énergie.',
      'Reversed, the Seven of Coins expresses impatience with slow results, or an effort that does not pay off. It may be time to reconsider where you invest your energy.',
    ),
  },
  {
    rank: 8,
    upright: meaning(
      ['maîtrise du métier', 'excellence', 'abondance', 'ordre'],
      ['mastery of a craft', 'excellence', 'abundance', 'order'],
      'Le Huit de Deniers est la perfection matérielle : maîtrise du métier, ordre, abondance bien gérée, corps en harmonie. C’est la carte de l’excellence tranquille, du travail accompli avec soin.',
      'The Eight of Coins is material perfection: mastery of a craft, order, well-managed abundance, a body in harmony. It is the card of quiet excellence and of work done with care.',
    ),
    reversed: meaning(
      ['perfectionnisme', 'routine mécanique', 'rigidité', 'travail sans âme'],
      ['perfectionism', 'mechanical routine', 'rigidity', 'soulless work'],
      'Renversé, le Huit de Deniers tourne au perfectionnisme ou à la routine mécanique : travail sans âme, rigidité, obsession du détail. Retrouvez le sens de ce que vous faites.',
      'Reversed, the Eight of Coins turns into perfectionism or mechanical routine: soulless work, rigidity, obsession with detail. Find the meaning of what you do again.',
    ),
  },
  {
    rank: 9,
    upright: meaning(
      ['autonomie', 'aisance', 'confort mérité', 'nouvelle étape'],
      ['independence', 'comfort', 'well-earned ease', 'next stage'],
      'Le Neuf de Deniers marque l’autonomie conquise : aisance, indépendance, confort mérité. Il annonce aussi un passage : une situation matérielle s’achève pour qu’une autre commence, sur des bases plus justes.',
      'The Nine of Coins marks independence won: ease, self-reliance, well-earned comfort. It also announces a passage: one material situation ends so that another can begin, on fairer terms.',
    ),
    reversed: meaning(
      ['sécurité trompeuse', 'dépendance masquée', 'isolement', 'accrochage aux acquis'],
      ['false security', 'hidden dependence', 'isolation', 'clinging to gains'],
      'Renversé, le Neuf de Deniers évoque une sécurité trompeuse, une dépendance masquée, un confort qui isole. Acceptez la transition plutôt que de vous accrocher aux acquis.',
      'Reversed, the Nine of Coins evokes a false security, a hidden dependence, a comfort that isolates. Accept the transition rather than clinging to what you have.',
    ),
  },
  {
    rank: 10,
    upright: meaning(
      ['patrimoine', 'héritage', 'réussite durable', 'transmission'],
      ['legacy', 'inheritance', 'lasting success', 'handing down'],
      'Le Dix de Deniers accomplit le cycle de la matière : patrimoine, héritage, réussite durable, transmission. La richesse parvenue à son sommet appelle une forme nouvelle, souvent plus généreuse ou plus spirituelle.',
      'The Ten of Coins completes the cycle of matter: legacy, inheritance, lasting success, handing down. Wealth that has reached its peak calls for a new form, often more generous or more spiritual.',
    ),
    reversed: meaning(
      ['conflit d’héritage', 'prospérité qui s’effrite', 'dépendance familiale', 'valeurs à revoir'],
      ['inheritance dispute', 'crumbling prosperity', 'family dependence', 'values to rethink'],
      'Renversé, le Dix de Deniers signale des conflits d’héritage, une prospérité qui s’effrite, une dépendance à la famille ou à l’argent. Demandez-vous ce qui a vraiment de la valeur.',
      'Reversed, the Ten of Coins points to inheritance disputes, a prosperity that is crumbling, a dependence on family or money. Ask yourself what truly has value.',
    ),
  },
  {
    rank: 11,
    upright: meaning(
      ['apprentissage', 'études', 'talent à cultiver', 'projet concret'],
      ['apprenticeship', 'studies', 'talent to nurture', 'practical project'],
      'Le Valet de Deniers tient une pièce à la main et en garde une autre enfouie à ses pieds : il hésite entre semer et récolter. C’est l’étudiant, l’apprenti, le début d’un projet concret, une offre d’emploi, un talent à cultiver.',
      'The Page of Coins holds one coin in his hand and keeps another buried at his feet: he hesitates between sowing and reaping. He is the student, the apprentice, the start of a practical project, a job offer, a talent to nurture.',
    ),
    reversed: meaning(
      ['manque de concentration', 'procrastination', 'peur de s’engager', 'études négligées'],
      ['poor focus', 'procrastination', 'fear of commitment', 'neglected studies'],
      'Renversé, le Valet de Deniers manque de concentration ou de confiance : études négligées, projets rêvés mais jamais commencés, peur de s’engager matériellement. Plantez la graine.',
      'Reversed, the Page of Coins lacks focus or confidence: neglected studies, projects dreamt of but never started, fear of making a material commitment. Plant the seed.',
    ),
  },
  {
    rank: 12,
    upright: meaning(
      ['méthode', 'fiabilité', 'persévérance', 'démarches abouties'],
      ['method', 'reliability', 'perseverance', 'steps that succeed'],
      'Le Cavalier de Deniers avance lentement mais sûrement, un denier flottant devant lui comme un but : c’est le travail patient, la méthode, la fiabilité. Il soutient les démarches menées avec constance, les déplacements pour affaires, ce qui se gagne par la persévérance plutôt que par la chance.',
      'The Knight of Coins advances slowly but surely, a coin floating before him like a goal: patient work, method, reliability. He supports steps taken with steady effort, business trips, what is earned through perseverance rather than luck.',
    ),
    reversed: meaning(
      ['enlisement', 'lenteur', 'entêtement', 'démarches qui traînent'],
      ['getting bogged down', 'sluggishness', 'stubbornness', 'dragging procedures'],
      'Renversé, le Cavalier de Deniers s’enlise : lenteur excessive, immobilisme, entêtement, démarches qui traînent. Relancez le mouvement.',
      'Reversed, the Knight of Coins gets bogged down: excessive slowness, inertia, stubbornness, procedures that drag on. Get things moving again.',
    ),
  },
  {
    rank: 13,
    upright: meaning(
      ['sens pratique', 'abondance', 'générosité ancrée', 'sensualité'],
      ['practical sense', 'abundance', 'grounded generosity', 'sensuality'],
      'La Reine de Deniers tient son denier avec assurance : elle sait ce que valent les choses et prend soin de ce qui lui est confié. Elle incarne le sens pratique, l’abondance, la sensualité, une générosité ancrée dans le réel.',
      'The Queen of Coins holds her coin with assurance: she knows what things are worth and takes care of what is entrusted to her. She embodies practical sense, abundance, sensuality, a generosity rooted in reality.',
    ),
    reversed: meaning(
      ['matérialisme', 'anxiété', 'contrôle', 'oubli de soi'],
      ['materialism', 'anxiety', 'control', 'self-neglect'],
      'Renversée, la Reine de Deniers devient matérialiste ou anxieuse : peur de manquer, besoin de contrôle, oubli de soi au profit du devoir. Elle doit retrouver confiance dans ses ressources.',
      'Reversed, the Queen of Coins becomes materialistic or anxious: fear of going without, a need for control, neglecting herself for the sake of duty. She must regain trust in her resources.',
    ),
  },
  {
    rank: 14,
    upright: meaning(
      ['réussite matérielle', 'gestion avisée', 'expérience', 'protection'],
      ['material success', 'shrewd management', 'experience', 'protection'],
      'Le Roi de Deniers est la réussite matérielle accomplie : il gère, il bâtit, il protège. Il incarne la personne d’affaires avisée, le patrimoine solide, l’expérience qui sait faire fructifier.',
      'The King of Coins is material success achieved: he manages, builds and protects. He embodies the shrewd businessperson, solid assets, the experience that knows how to make things grow.',
    ),
    reversed: meaning(
      ['avidité', 'conservatisme', 'rigidité', 'pouvoir de l’argent'],
      ['greed', 'conservatism', 'rigidity', 'power of money'],
      'Renversé, le Roi de Deniers s’attache au pouvoir de l’argent : avidité, conservatisme, rigidité, affaires douteuses. La richesse qui ne circule plus finit par s’appauvrir.',
      'Reversed, the King of Coins clings to the power of money: greed, conservatism, rigidity, dubious dealings. Wealth that stops circulating ends up growing poorer.',
    ),
  },
];
