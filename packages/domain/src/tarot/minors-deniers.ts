// Deniers (Coins), the suit of earth: the body, money, work, material life. Read as the Marseille
// tradition reads the pips, by number and suit (decision 0331); reversed, the same matter held back.

import { meaning, type MinorEntry } from './meaning';

export const DENIERS: readonly MinorEntry[] = [
  {
    rank: 1,
    upright: meaning(
      ['ressource neuve', 'corps', 'occasion concrète', 'base matérielle'],
      ['new resource', 'the body', 'practical opening', 'material ground'],
      'L’As de Deniers est une seule pièce, pleine, posée au milieu de la carte : toute la richesse possible, en germe. Un revenu, un emploi, une occasion tangible, une santé qui se remet ; le concret commence ici.',
      'The Ace of Coins is a single full coin set in the middle of the card: all possible wealth, in seed. An income, a job, a tangible opening, health recovering; practical life starts here.',
    ),
    reversed: meaning(
      [
        'ressource en attente',
        'occasion pas encore saisie',
        'énergie du corps retenue',
        'départ matériel différé',
      ],
      ['resource waiting', 'opening not yet taken', 'bodily energy held back', 'practical start delayed'],
      'Renversé, l’As de Deniers garde sa pièce en réserve : la ressource existe, mais on ne l’investit pas encore, par prudence ou par manque de confiance. L’occasion reste à portée ; elle attend un premier geste concret.',
      'Reversed, the Ace of Coins keeps its coin in reserve: the resource exists, but you are not yet putting it to use, out of caution or lack of confidence. The opening stays within reach; it is waiting for a first practical step.',
    ),
  },
  {
    rank: 2,
    upright: meaning(
      ['échange', 'accord matériel', 'épargne', 'projet en préparation'],
      ['exchange', 'practical agreement', 'saving', 'plan in the making'],
      'Deux, c’est accumuler et préparer : le Deux de Deniers relie deux pièces par un ruban qui ondule. Échange, accord commercial, épargne patiente, projet concret qui se monte à deux. Rien n’est encore produit, tout se prépare.',
      'Two is gathering and preparing: the Two of Coins ties two coins together with a winding ribbon. An exchange, a business agreement, patient saving, a practical plan built by two. Nothing is produced yet; everything is being prepared.',
    ),
    reversed: meaning(
      ['accord suspendu', 'argent qui dort', 'projet en attente', 'échange différé'],
      ['agreement on hold', 'money lying idle', 'plan waiting', 'exchange put off'],
      'Renversé, le Deux de Deniers retient l’échange qu’il prépare : un accord tarde à se signer, l’argent dort au lieu de circuler. Le projet est viable ; il lui manque une décision pour sortir de la préparation.',
      'Reversed, the Two of Coins holds back the exchange it is preparing: an agreement is slow to be signed, money lies idle instead of moving. The plan is viable; it lacks a decision to leave the preparation stage.',
    ),
  },
  {
    rank: 3,
    upright: meaning(
      ['premiers résultats', 'savoir-faire naissant', 'croissance', 'travail qui prend'],
      ['first results', 'budding skill', 'growth', 'work taking hold'],
      'Trois est l’élan sans expérience : le Trois de Deniers voit le travail donner ses premiers fruits. Un métier qui s’apprend, une affaire qui démarre, un corps qui retrouve de la vigueur. La croissance est là, encore à consolider.',
      'Three is a surge without experience: the Three of Coins sees work bear its first fruit. A trade being learnt, a business taking off, a body regaining vigour. Growth is here, still to be consolidated.',
    ),
    reversed: meaning(
      ['élan matériel freiné', 'talent qu’on n’exploite pas', 'démarrage lent', 'croissance retenue'],
      ['practical drive slowed', 'talent left unused', 'slow start', 'growth held back'],
      'Renversé, le Trois de Deniers retient sa croissance : le savoir-faire est là, mais on hésite à le mettre en valeur ou à le faire payer. Les premiers résultats viendront dès qu’on osera se lancer pour de bon.',
      'Reversed, the Three of Coins holds back its growth: the skill is there, but you hesitate to show it off or charge for it. The first results will come as soon as you dare to commit properly.',
    ),
  },
  {
    rank: 4,
    upright: meaning(
      ['sécurité', 'patrimoine', 'stabilité financière', 'solidité'],
      ['security', 'assets', 'financial stability', 'solidity'],
      'Quatre est l’assise : le Quatre de Deniers pose quatre pièces aux coins d’un carré. Sécurité matérielle, maison, emploi stable, santé solide. On peut construire dessus ; c’est le socle de tout le reste.',
      'Four is footing: the Four of Coins sets four coins at the corners of a square. Material security, a home, a stable job, sound health. You can build on it; it is the base of everything else.',
    ),
    reversed: meaning(
      ['sécurité qui fige', 'peur de manquer', 'argent bloqué', 'immobilisme'],
      ['security that freezes', 'fear of going without', 'money tied up', 'standing still'],
      'Renversé, le Quatre de Deniers serre ses pièces : la peur de manquer empêche de bouger, l’argent reste bloqué, la sécurité devient immobilité. Le socle est solide ; il supporterait qu’on ose un peu plus.',
      'Reversed, the Four of Coins clutches its coins: fear of going without stops any movement, money stays tied up, and security turns into standing still. The base is solid; it could bear a little more daring.',
    ),
  },
  {
    rank: 5,
    upright: meaning(
      ['nouvelle valeur', 'changement de métier', 'ouverture', 'passage'],
      ['new value', 'change of trade', 'opening', 'crossing'],
      'Cinq est le pont vers un idéal : le Cinq de Deniers quitte la sécurité du Quatre pour une valeur plus haute. Une autre façon de gagner sa vie, un métier qui a du sens, un rapport neuf au corps. La fleur au centre annonce ce qui peut naître.',
      'Five is the bridge towards an ideal: the Five of Coins leaves the safety of the Four for a higher value. Another way of earning a living, work that means something, a new relationship with the body. The flower at the centre announces what can be born.',
    ),
    reversed: meaning(
      ['changement différé', 'peur de lâcher la sécurité', 'valeur pressentie', 'pas retenu'],
      ['change put off', 'afraid to leave safety', 'value sensed', 'step held back'],
      'Renversé, le Cinq de Deniers se retient sur la rive de la sécurité : on sent qu’un autre travail, une autre façon de vivre serait plus juste, mais on n’ose pas encore quitter le connu. Le pont existe ; il attend votre pas.',
      'Reversed, the Five of Coins holds back on the bank of safety: you sense that other work or another way of living would be more right, but you do not yet dare to leave what you know. The bridge is there; it is waiting for your step.',
    ),
  },
  {
    rank: 6,
    upright: meaning(
      ['plaisir du travail', 'générosité', 'prospérité partagée', 'corps bien traité'],
      ['joy in work', 'generosity', 'shared prosperity', 'body well looked after'],
      'Six est le plaisir de ce qu’on aime : le Six de Deniers est le travail qui plaît, l’argent qui circule parce qu’on le partage. On prend soin de son corps, on aime ce qu’on fait, et la matière devient une source de joie.',
      'Six is the pleasure of what one loves: the Six of Coins is work you enjoy, money that moves because it is shared. You look after your body, love what you do, and material life becomes a source of joy.',
    ),
    reversed: meaning(
      ['plaisir qu’on se refuse', 'générosité retenue', 'travail sans joie', 'corps négligé'],
      ['pleasure denied', 'generosity held back', 'joyless work', 'neglected body'],
      'Renversé, le Six de Deniers retient le plaisir qu’il offre : on travaille sans s’accorder d’en profiter, on donne ou l’on reçoit avec gêne. La prospérité est là ; elle demande qu’on s’autorise à en jouir.',
      'Reversed, the Six of Coins holds back the pleasure it offers: you work without letting yourself enjoy it, and give or receive awkwardly. The prosperity is there; it asks you to allow yourself to enjoy it.',
    ),
  },
  {
    rank: 7,
    upright: meaning(
      ['réalisation', 'effort payé', 'travail dans le monde', 'concret en marche'],
      ['achievement', 'effort rewarded', 'work out in the world', 'practical progress'],
      'Sept est l’action dans le monde : le Sept de Deniers porte le travail au-dehors. Réalisations visibles, effort récompensé, affaire qui se développe, corps en mouvement. Ce qui était projet devient réalité sur le terrain.',
      'Seven is action in the world: the Seven of Coins takes work out into the open. Visible achievements, effort rewarded, a business expanding, a body on the move. What was a plan becomes real on the ground.',
    ),
    reversed: meaning(
      ['effort retenu', 'résultat qui tarde', 'travail gardé dans l’ombre', 'action différée'],
      ['effort held back', 'slow results', 'work kept out of sight', 'action put off'],
      'Renversé, le Sept de Deniers retient son action : le travail se fait, mais on ne le montre pas, on ne le vend pas, et les résultats tardent. L’effort est réel ; il lui manque d’être porté au-dehors.',
      'Reversed, the Seven of Coins holds back its action: the work gets done, but you do not show it or sell it, and the results are slow. The effort is real; what it lacks is being taken out into the world.',
    ),
  },
  {
    rank: 8,
    upright: meaning(
      ['prospérité', 'travail accompli', 'abondance tranquille', 'santé'],
      ['prosperity', 'work well done', 'quiet abundance', 'health'],
      'Huit est la perfection tranquille : le Huit de Deniers range ses pièces en bon ordre. Prospérité, travail parfaitement accompli, corps en bonne santé, vie matérielle en équilibre. Rien à ajouter : il suffit d’en prendre soin.',
      'Eight is quiet perfection: the Eight of Coins sets its coins in good order. Prosperity, work thoroughly done, a healthy body, material life in balance. Nothing to add: it only needs looking after.',
    ),
    reversed: meaning(
      ['abondance ignorée', 'exigence sans fin', 'richesse non goûtée', 'équilibre retenu'],
      ['abundance unrecognised', 'endless standards', 'wealth not enjoyed', 'balance held back'],
      'Renversé, le Huit de Deniers retient la prospérité qu’il porte : tout va bien, mais on ne se l’avoue pas, on en veut toujours un peu plus avant de souffler. L’abondance est là ; il reste à la reconnaître.',
      'Reversed, the Eight of Coins holds back the prosperity it carries: things are going well, but you will not admit it, always wanting a little more before you breathe. The abundance is there; it remains to recognise it.',
    ),
  },
  {
    rank: 9,
    upright: meaning(
      ['nouvelle donne', 'détachement matériel', 'changement de situation', 'maturité'],
      ['new deal', 'letting go', 'change of situation', 'maturity'],
      'Neuf est la crise qui prépare un départ : le Neuf de Deniers voit une situation matérielle arriver à son terme. Fin d’un emploi, vente, déménagement, corps qui demande un autre rythme. Ce détachement prépare une base plus juste.',
      'Nine is the crisis that prepares a departure: the Nine of Coins sees a material situation come to its end. A job ending, a sale, a move, a body asking for another pace. This letting go prepares a truer base.',
    ),
    reversed: meaning(
      ['changement retardé', 'attachement aux biens', 'situation qu’on prolonge', 'crise contenue'],
      ['change delayed', 'clinging to possessions', 'situation dragged out', 'crisis kept in'],
      'Renversé, le Neuf de Deniers retient le changement qu’il annonce : on prolonge une situation matérielle qui a fait son temps, par peur du vide. Le passage est nécessaire ; plus il est consenti tôt, plus il sera doux.',
      'Reversed, the Nine of Coins holds back the change it announces: you drag out a material situation that has had its day, for fear of the void. The crossing is needed; the sooner it is accepted, the gentler it will be.',
    ),
  },
  {
    rank: 10,
    upright: meaning(
      ['réussite accomplie', 'héritage', 'transmission', 'cycle matériel bouclé'],
      ['success complete', 'inheritance', 'handing on', 'material cycle closed'],
      'Dix clôt un cycle : le Dix de Deniers a tout acquis de ce que la matière pouvait donner. Réussite, héritage, patrimoine à transmettre ; et déjà l’appel d’autre chose — l’esprit, le sens, ce que l’argent ne suffit pas à remplir.',
      'Ten closes a cycle: the Ten of Coins has gained all that material life could give. Success, inheritance, assets to hand on; and already the call of something else — the mind, meaning, what money alone cannot fill.',
    ),
    reversed: meaning(
      ['transmission différée', 'réussite qui s’enlise', 'fin qu’on repousse', 'héritage en suspens'],
      ['handing on delayed', 'success getting stuck', 'ending put off', 'inheritance on hold'],
      'Renversé, le Dix de Deniers retient la fin de son cycle : une réussite qu’on n’ose pas transmettre ou dépasser, un héritage en suspens, un patrimoine qui pèse. Ce qui a été bâti est solide ; il attend d’être passé à la suite.',
      'Reversed, the Ten of Coins holds back the end of its cycle: a success you dare not hand on or move beyond, an inheritance on hold, assets that weigh. What was built is solid; it is waiting to be passed on.',
    ),
  },
  {
    rank: 11,
    upright: meaning(
      ['apprentissage', 'talent à développer', 'projet concret débutant', 'prudence'],
      ['apprenticeship', 'talent to develop', 'practical project at its start', 'caution'],
      'Le Valet de Deniers regarde sa pièce sans savoir encore s’il va la garder ou la semer : il découvre la valeur des choses. Apprenti, étudiant, débutant dans un métier ; un talent concret qui ne demande qu’à être cultivé.',
      'The Page of Coins looks at his coin, not yet sure whether to keep it or sow it: he is discovering what things are worth. An apprentice, a student, a beginner in a trade; a practical talent that only asks to be cultivated.',
    ),
    reversed: meaning(
      ['talent en réserve', 'hésitation à investir', 'apprentissage qui traîne', 'prudence excessive'],
      ['talent kept in reserve', 'hesitating to invest', 'learning that drags', 'excessive caution'],
      'Renversé, le Valet de Deniers garde sa pièce serrée : il hésite à investir son temps, son argent ou son talent, de peur de mal faire. Le potentiel est réel ; il grandira dès qu’il sera mis en terre.',
      'Reversed, the Page of Coins keeps his coin clenched: he hesitates to invest his time, money or talent, for fear of getting it wrong. The potential is real; it will grow as soon as it is put in the ground.',
    ),
  },
  {
    rank: 12,
    upright: meaning(
      ['affaire en mouvement', 'déplacement utile', 'nouveau terrain', 'investissement'],
      ['business in motion', 'useful journey', 'new ground', 'investment'],
      'Le Cavalier de Deniers emporte la richesse ailleurs : il est l’affaire qui se déplace, l’investissement qui part chercher un autre terrain. Déménagement, mutation, marché nouveau ; le concret se met en route.',
      'The Knight of Coins carries wealth elsewhere: he is business on the move, investment going to seek new ground. A move, a transfer, a new market; practical life sets out.',
    ),
    reversed: meaning(
      ['départ retardé', 'affaire en attente', 'investissement différé', 'terrain qu’on n’ose pas quitter'],
      ['departure delayed', 'business on hold', 'investment put off', 'ground one dares not leave'],
      'Renversé, le Cavalier de Deniers retient sa monture : le déménagement, la mutation ou l’affaire nouvelle sont prêts, mais le départ tarde. Le terrain d’arrivée existe ; c’est le moment du départ qui reste à fixer.',
      'Reversed, the Knight of Coins reins in his horse: the move, the transfer or the new venture are ready, but the departure keeps slipping. The ground ahead is there; it is the moment of leaving that remains to be set.',
    ),
  },
  {
    rank: 13,
    upright: meaning(
      ['bon sens', 'gestion', 'abondance gardée', 'soin du corps'],
      ['common sense', 'management', 'abundance kept', 'care of the body'],
      'La Reine de Deniers tient sa pièce comme on tient un bien précieux : elle possède la matière de l’intérieur, la fait fructifier et la protège. Bon sens, gestion avisée, sensualité tranquille ; elle sait ce que valent les choses.',
      'The Queen of Coins holds her coin the way one holds something precious: she owns material life from within, makes it grow and protects it. Common sense, wise management, easy sensuality; she knows what things are worth.',
    ),
    reversed: meaning(
      ['prudence qui retient', 'ressources gardées', 'difficulté à profiter', 'corps oublié'],
      ['caution that holds back', 'resources hoarded', 'hard to enjoy', 'body forgotten'],
      'Renversée, la Reine de Deniers garde ses biens au point de ne plus en profiter : elle économise, elle gère, et oublie le plaisir et le corps. Sa sagesse matérielle est précieuse ; elle gagnerait à se détendre.',
      'Reversed, the Queen of Coins keeps her goods so carefully that she no longer enjoys them: she saves, she manages, and forgets pleasure and the body. Her practical wisdom is precious; it would gain from relaxing.',
    ),
  },
  {
    rank: 14,
    upright: meaning(
      ['réussite assise', 'responsabilité', 'maîtrise des affaires', 'générosité sûre'],
      ['established success', 'responsibility', 'command of business', 'steady generosity'],
      'Le Roi de Deniers exerce la richesse dans le monde : il possède, il gère, il répond de ce qu’il a bâti. Chef d’entreprise, propriétaire, personne établie dont la réussite rassure. Il invite à assumer sa valeur.',
      'The King of Coins exercises wealth in the world: he owns, manages and answers for what he has built. A business owner, a landlord, an established figure whose success reassures. He invites you to own your worth.',
    ),
    reversed: meaning(
      ['pouvoir qui se retient', 'réussite qui se ferme', 'décision d’argent différée', 'contrôle'],
      ['power held in', 'success closing in on itself', 'money decision deferred', 'control'],
      'Renversé, le Roi de Deniers tient ses biens si serrés qu’ils cessent de circuler : la réussite se ferme, les décisions d’argent tardent. Sa solidité est réelle ; elle ne demande qu’à se montrer plus ouverte.',
      'Reversed, the King of Coins grips his goods so tightly that they stop moving: success closes in on itself and money decisions are slow. His solidity is real; it only asks to open up a little.',
    ),
  },
];
