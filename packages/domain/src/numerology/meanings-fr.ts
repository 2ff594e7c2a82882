// Curated French meanings of 1–9 (master numbers: master-meanings.ts). Write plain spaces before ; : ! ? — meanings.ts turns them into
// no-break spaces, so the typography stays right whoever edits this file.

import type { NumberMeaning } from './meanings';
import type { Digit } from './reduction';

export const MEANINGS_FR: Record<Digit, NumberMeaning> = {
  1: {
    keywords: ['initiative', 'indépendance', 'volonté', 'commencement'],
    general:
      'Le 1 est le nombre du commencement : l’élan qui ouvre la voie, la volonté qui décide, le courage d’exister par soi-même. Il pousse à agir plutôt qu’à attendre, à inventer plutôt qu’à suivre. Son écueil est l’isolement de qui veut tout faire seul ; sa force, une énergie qui entraîne les autres.',
    lifePath:
      'Un chemin de vie 1 apprend à s’affirmer : prendre des initiatives, assumer ses choix, tracer une route qui ne doit rien à personne. La maturité vient lorsque cette volonté sait aussi écouter et s’entourer.',
    expression:
      'Inscrit dans votre nom, le 1 donne un talent de pionnier : lancer, diriger, trancher quand d’autres hésitent.',
    soulUrge:
      'Au fond de vous vit le désir d’être libre de vos choix et de laisser une empreinte personnelle ; dépendre des autres vous pèse plus que vous ne le dites.',
    personality:
      'On perçoit d’abord en vous une personne décidée et directe, qui sait où elle va, parfois plus sûre d’elle en apparence qu’au fond.',
    birthday: 'Votre jour de naissance vous donne le goût de commencer et la force de défendre vos idées.',
    maturity:
      'Avec les années, la vie vous invite à prendre la tête de vos projets et à vous fier davantage à votre propre jugement.',
    personalYear:
      'Une année personnelle 1 ouvre un nouveau cycle de neuf ans. C’est le temps des semailles : lancer un projet, changer de cap, prendre enfin la décision repoussée. Ce qui commence maintenant donnera le ton des années suivantes ; choisissez avec soin ce que vous mettez en route, puis osez.',
    personalMonth: 'Un mois pour commencer : prenez l’initiative, même à petite échelle.',
    love: 'En amour, le 1 demande de la franchise : dire ce que vous souhaitez, proposer plutôt qu’attendre, en laissant à l’autre toute sa place.',
    work: 'Au travail, il favorise les candidatures, les lancements et les prises de responsabilité : c’est le moment de vous avancer.',
    lucky: 'Le 1 porte chance aux premiers pas : signer, se lancer, passer en premier.',
  },
  2: {
    keywords: ['coopération', 'sensibilité', 'diplomatie', 'patience'],
    general:
      'Le 2 est le nombre du lien : l’écoute, la douceur, l’art d’accorder des points de vue opposés. Il œuvre dans la durée et dans l’ombre plus volontiers que sous les projecteurs. Sa sensibilité est un don lorsqu’elle devient tact, une fragilité lorsqu’elle tourne à la dépendance au regard des autres.',
    lifePath:
      'Un chemin de vie 2 se réalise à deux ou en groupe : associer, concilier, soutenir. La leçon est de trouver sa place sans s’effacer, et de faire de sa délicatesse une force reconnue.',
    expression:
      'Votre nom porte le talent du médiateur : vous savez apaiser, rapprocher et faire aboutir ce qui demande de la patience.',
    soulUrge:
      'Votre cœur aspire à l’harmonie, à une relation profonde et à un climat de confiance ; les conflits vous coûtent plus qu’aux autres.',
    personality:
      'On vous perçoit comme une personne douce, attentive et discrète, à qui l’on se confie volontiers.',
    birthday:
      'Votre jour de naissance vous rend sensible aux atmosphères et habile dans les rapports humains.',
    maturity:
      'Avec le temps, votre réussite passe par les alliances : les bonnes associations vous porteront plus loin que l’effort solitaire.',
    personalYear:
      'Une année personnelle 2 prolonge les semailles de l’année 1 : ce qui a été lancé doit maintenant mûrir. C’est une année de patience, d’alliances et de détails, où l’on avance mieux avec les autres que contre eux. Ne forcez pas le rythme ; cultivez les liens, écoutez, négociez.',
    personalMonth: 'Un mois d’attente active : écoutez, coopérez, laissez les choses mûrir.',
    love: 'En amour, le 2 favorise la tendresse, les rapprochements et les conversations sincères ; une belle vibration pour consolider un couple.',
    work: 'Au travail, misez sur la collaboration et la négociation : un partenariat ou un appui discret compte davantage qu’un coup d’éclat.',
    lucky: 'Le 2 porte chance aux démarches faites à deux : accords, associations, réconciliations.',
  },
  3: {
    keywords: ['expression', 'créativité', 'communication', 'joie'],
    general:
      'Le 3 est le nombre de l’expression : la parole, la création, l’enthousiasme qui se communique. Il aime plaire, partager, inventer, et donne une aisance naturelle avec les mots et les formes. Son risque est la dispersion ; sa réussite, une créativité mise au service d’un projet suivi.',
    lifePath:
      'Un chemin de vie 3 invite à s’exprimer : écrire, parler, créer, rassembler. La vie récompense la joie et la sociabilité, à condition d’apprendre la constance qui transforme les talents en œuvres.',
    expression:
      'Votre nom donne le talent de la communication et de l’imagination : vous savez trouver les mots, séduire et donner envie.',
    soulUrge:
      'Vous désirez profondément partager, faire entendre votre voix et créer quelque chose de beau ; la grisaille et le silence vous éteignent.',
    personality:
      'On vous perçoit comme une personne vive, chaleureuse et pleine d’humour, dont la présence anime une pièce.',
    birthday: 'Votre jour de naissance vous donne le sens de la formule et un optimisme communicatif.',
    maturity:
      'Avec les années, votre expression s’affirme : les talents créatifs mis de côté réclament leur place.',
    personalYear:
      'Une année personnelle 3 est une année d’ouverture et de rayonnement. Les rencontres se multiplient, les idées circulent, l’envie de créer revient. C’est le moment de vous montrer, de communiquer, de renouer avec ce qui vous donne de la joie, en gardant un cap pour ne pas vous disperser.',
    personalMonth: 'Un mois pour vous exprimer : sortez, parlez, créez.',
    love: 'En amour, le 3 apporte légèreté, séduction et rencontres : la parole circule, les sentiments aussi.',
    work: 'Au travail, il favorise la communication, la présentation de vos idées et tous les métiers de la création.',
    lucky: 'Le 3 porte chance aux échanges : un message envoyé, une idée présentée, une invitation acceptée.',
  },
  4: {
    keywords: ['construction', 'méthode', 'stabilité', 'persévérance'],
    general:
      'Le 4 est le nombre de la construction : la méthode, l’effort régulier, la fidélité à la parole donnée. Il bâtit pierre après pierre ce qui doit durer et inspire confiance par sa rigueur. Son écueil est la rigidité ; sa force, une solidité sur laquelle les autres s’appuient.',
    lifePath:
      'Un chemin de vie 4 se construit par le travail et la patience : poser des fondations, tenir ses engagements, avancer étape par étape. La vie vous demande de la discipline et vous rend en sécurité ce que vous lui donnez en constance.',
    expression:
      'Votre nom donne le talent de l’organisation : vous savez planifier, gérer et mener à terme ce que d’autres laissent en chantier.',
    soulUrge:
      'Votre cœur aspire à la sécurité : un foyer stable, des repères clairs, la certitude que l’on peut compter sur vous et sur les autres.',
    personality:
      'On vous perçoit comme une personne fiable, sérieuse et concrète, à qui l’on confie volontiers les responsabilités.',
    birthday: 'Votre jour de naissance vous donne le sens du détail et une endurance peu commune.',
    maturity:
      'Avec les années, votre réussite prend une forme concrète : un patrimoine, une maison, une œuvre solide.',
    personalYear:
      'Une année personnelle 4 est une année de travail et de consolidation. Ce qui a été semé doit maintenant être organisé : budget, santé, cadre de vie, projets de fond. Les résultats viennent par l’effort régulier plutôt que par la chance ; c’est précisément ce qui les rend durables.',
    personalMonth: 'Un mois pour organiser : rangez, planifiez, avancez pas à pas.',
    love: 'En amour, le 4 favorise l’engagement et les projets concrets à deux : s’installer, bâtir, se promettre.',
    work: 'Au travail, il récompense la rigueur : dossiers de fond, formations, mise en ordre de vos affaires.',
    lucky: 'Le 4 porte chance à ce qui se prépare : contrats relus, plans suivis, efforts réguliers.',
  },
  5: {
    keywords: ['liberté', 'changement', 'mouvement', 'curiosité'],
    general:
      'Le 5 est le nombre du mouvement : la curiosité, l’adaptabilité, le goût de l’expérience et du voyage. Il ne supporte ni l’ennui ni les cages, et apprend en vivant plutôt qu’en lisant. Son risque est l’excès et l’instabilité ; sa force, une capacité rare à rebondir.',
    lifePath:
      'Un chemin de vie 5 est fait de changements, de rencontres et de découvertes. La vie vous pousse à explorer et à vous adapter ; la leçon est de faire de votre liberté un usage constructif, sans fuir chaque fois que la routine s’installe.',
    expression:
      'Votre nom donne le talent de la polyvalence : vous apprenez vite, savez convaincre et vous sentez chez vous partout.',
    soulUrge:
      'Votre cœur réclame de l’air : la liberté de bouger, de changer d’avis, de goûter à tout ce que la vie propose.',
    personality:
      'On vous perçoit comme une personne vive, curieuse et séduisante, toujours partante pour une nouvelle aventure.',
    birthday:
      'Votre jour de naissance vous donne une grande faculté d’adaptation et le goût de la nouveauté.',
    maturity:
      'Avec les années, la liberté devient votre moteur : voyages, reconversions ou nouvelles manières de vivre.',
    personalYear:
      'Une année personnelle 5 est une année de changement. Déménagement, voyage, nouvelle activité ou simple envie de renouveau : le mouvement s’invite, parfois sans prévenir. Accueillez les occasions avec souplesse, mais choisissez celles qui vous font grandir plutôt que celles qui vous dispersent.',
    personalMonth: 'Un mois de mouvement : accueillez l’imprévu, changez d’air.',
    love: 'En amour, le 5 réveille le désir et la fantaisie ; il favorise les rencontres inattendues, mais supporte mal les relations qui étouffent.',
    work: 'Au travail, il ouvre des portes : mobilité, nouvelles missions, nouveaux contacts. Restez disponible pour saisir l’occasion.',
    lucky:
      'Le 5 porte chance à l’imprévu : un déplacement, un changement de programme, une rencontre de hasard.',
  },
  6: {
    keywords: ['responsabilité', 'harmonie', 'foyer', 'dévouement'],
    general:
      'Le 6 est le nombre de l’harmonie et de la responsabilité : le foyer, la famille, le souci des autres et de la beauté. Il veut que chacun soit bien et sait prendre soin. Son écueil est le perfectionnisme ou l’oubli de soi ; sa force, un amour qui construit et qui répare.',
    lifePath:
      'Un chemin de vie 6 passe par les responsabilités affectives : famille, couple, communauté. La vie vous demande de donner, de protéger, d’embellir, et vous enseigne que l’on aide mieux les autres lorsque l’on a appris à se respecter soi-même.',
    expression:
      'Votre nom donne le talent du soin et du conseil : vous savez créer un cadre harmonieux et rendre les autres meilleurs.',
    soulUrge:
      'Votre cœur aspire à un amour partagé et à un foyer paisible ; vous avez besoin de vous sentir utile à ceux qui comptent pour vous.',
    personality:
      'On vous perçoit comme une personne rassurante, chaleureuse et digne de confiance, vers qui l’on se tourne en cas de besoin.',
    birthday:
      'Votre jour de naissance vous donne le sens des responsabilités et un goût sûr pour ce qui est beau.',
    maturity:
      'Avec les années, la famille et la transmission prennent une place centrale : vous devenez un pilier pour les vôtres.',
    personalYear:
      'Une année personnelle 6 est une année du cœur et des responsabilités. Le foyer, la famille, le couple demandent votre attention : on s’engage, on s’installe, on règle ce qui devait l’être. L’année est aussi propice à l’embellissement de votre cadre de vie ; veillez seulement à ne pas porter toute la charge vous-même.',
    personalMonth: 'Un mois tourné vers les proches : famille, foyer, engagements.',
    love: 'En amour, le 6 est la vibration de l’engagement : déclaration, installation, mariage ou réconciliation.',
    work: 'Au travail, il favorise les métiers du conseil, du soin et de l’esthétique, et demande d’assumer pleinement les responsabilités confiées.',
    lucky:
      'Le 6 porte chance à ce qui touche au foyer et au cœur : une maison, une promesse, un geste pour un proche.',
  },
  7: {
    keywords: ['introspection', 'connaissance', 'analyse', 'spiritualité'],
    general:
      'Le 7 est le nombre de la recherche intérieure : l’analyse, l’étude, la foi, le besoin de comprendre ce qui se cache sous la surface. Il lui faut du silence et du temps pour penser. Son risque est l’isolement et la méfiance ; sa force, une profondeur d’esprit et une intuition remarquables.',
    lifePath:
      'Un chemin de vie 7 est une quête de sens. La vie vous invite à étudier, à vous spécialiser, à cultiver votre vie intérieure, et à faire confiance à une sagesse qui ne s’acquiert pas dans le bruit. La leçon est d’ouvrir votre cœur sans renoncer à votre exigence.',
    expression:
      'Votre nom donne le talent de l’analyse et de l’expertise : vous allez au fond des choses et repérez ce que d’autres ne voient pas.',
    soulUrge:
      'Votre cœur aspire à la vérité et à la paix intérieure ; vous avez besoin d’une solitude choisie pour vous retrouver.',
    personality:
      'On vous perçoit comme une personne réservée, réfléchie et un peu mystérieuse, dont l’avis est précieux.',
    birthday: 'Votre jour de naissance vous donne un esprit pénétrant et une intuition qui trompe rarement.',
    maturity:
      'Avec les années, vous vous tournez vers l’essentiel : la connaissance, la spiritualité, une sagesse à transmettre.',
    personalYear:
      'Une année personnelle 7 est une année de recul et d’approfondissement. Le monde extérieur ralentit pour laisser place à la réflexion : études, bilan, lectures, quête spirituelle. Ne forcez pas les résultats matériels ; les réponses viennent dans le calme, et ce que vous comprendrez cette année guidera les suivantes.',
    personalMonth: 'Un mois pour réfléchir : prenez du recul, étudiez, écoutez votre intuition.',
    love: 'En amour, le 7 demande de la profondeur : moins de bruit, plus de vérité, une relation qui a du sens plutôt qu’une aventure.',
    work: 'Au travail, il favorise la recherche, la formation et l’expertise ; c’est le moment de vous perfectionner plutôt que de vous exposer.',
    lucky:
      'Le 7 porte chance à la réflexion : une décision mûrie, une intuition suivie, un temps de retraite.',
  },
  8: {
    keywords: ['ambition', 'réussite', 'autorité', 'équilibre'],
    general:
      'Le 8 est le nombre de la puissance et de la réalisation matérielle : l’ambition, le sens des affaires, l’autorité naturelle. Il sait gérer, décider, transformer l’énergie en résultats. Son écueil est l’excès de contrôle ou l’attachement à l’argent ; sa force, un sens de la justice qui équilibre ce qu’il reçoit et ce qu’il donne.',
    lifePath:
      'Un chemin de vie 8 conduit vers les responsabilités et la réussite concrète. La vie vous met face à l’argent, au pouvoir, à l’organisation, et vous apprend à les exercer avec équité. Les revers y sont des leçons d’équilibre plutôt que des échecs.',
    expression: 'Votre nom donne le talent du dirigeant : vous savez gérer, négocier et faire fructifier.',
    soulUrge:
      'Votre cœur aspire à la réussite et à la reconnaissance ; vous voulez bâtir quelque chose de grand et en garder la maîtrise.',
    personality: 'On vous perçoit comme une personne forte, compétente et ambitieuse, qui impose le respect.',
    birthday:
      'Votre jour de naissance vous donne le sens des affaires et la capacité de prendre les commandes.',
    maturity:
      'Avec les années, l’autorité et la réussite matérielle viennent à vous, pour peu que vous les exerciez avec justice.',
    personalYear:
      'Une année personnelle 8 est une année de récolte et de pouvoir. Les efforts des années précédentes peuvent porter leurs fruits : une promotion, une reconnaissance, de meilleurs revenus, mais aussi des décisions d’argent à peser. Agissez avec ambition et loyauté ; l’année tend à rendre ce que l’on y met.',
    personalMonth: 'Un mois pour agir avec ambition : argent, négociations, décisions.',
    love: 'En amour, le 8 met en jeu l’équilibre des forces : une relation solide où chacun garde sa puissance, ou des mises au point nécessaires.',
    work: 'Au travail, c’est une vibration d’ambition : le moment de demander une augmentation, de viser une promotion ou de développer une affaire, sans rien tenir pour acquis.',
    lucky: 'Le 8 porte chance aux affaires : une négociation, une signature, une décision mûrement pesée.',
  },
  9: {
    keywords: ['accomplissement', 'altruisme', 'compassion', 'ouverture'],
    general:
      'Le 9 est le nombre de l’accomplissement : la générosité, la compassion, l’ouverture au monde et aux idéaux. Il a tout traversé et sait se mettre à la place des autres. Son risque est la dispersion affective ou le sacrifice ; sa force, un rayonnement qui inspire et console.',
    lifePath:
      'Un chemin de vie 9 est tourné vers les autres et vers le monde : servir une cause, transmettre, soigner, voyager. La vie vous apprend le détachement : donner sans compter, accepter les fins pour laisser place au renouveau.',
    expression:
      'Votre nom donne le talent de l’humaniste : vous comprenez les êtres et savez toucher un large public.',
    soulUrge:
      'Votre cœur aspire à un idéal plus grand que vous : rendre le monde un peu meilleur et vous sentir relié aux autres.',
    personality:
      'On vous perçoit comme une personne généreuse, ouverte et bienveillante, à l’aise dans tous les milieux.',
    birthday: 'Votre jour de naissance vous donne une grande largeur de vues et un cœur généreux.',
    maturity:
      'Avec les années, vos engagements s’élargissent : une cause, une transmission, un rôle au service du plus grand nombre.',
    personalYear:
      'Une année personnelle 9 clôt un cycle de neuf ans. C’est le temps du bilan et du tri : terminer ce qui doit l’être, laisser partir ce qui ne vous correspond plus, pardonner. Évitez de lancer de grands projets ; faites de la place, car l’année 1 qui suit ouvrira un cycle neuf.',
    personalMonth: 'Un mois pour conclure : terminez, triez, pardonnez.',
    love: 'En amour, le 9 apporte la générosité mais aussi les fins de cycle : une relation se transforme, s’approfondit ou s’achève pour laisser place au renouveau.',
    work: 'Au travail, il invite à finaliser les dossiers, à transmettre et à préparer la suite plutôt qu’à tout recommencer.',
    lucky:
      'Le 9 porte chance aux gestes généreux et aux fins bien menées : un projet bouclé, un don, un pardon.',
  },
};
