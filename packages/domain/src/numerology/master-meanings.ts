// Curated fr/en meanings of the master numbers 11, 22 and 33, each read as a heightened form of
// the digit it reduces to. French: plain spaces before ; : ! ?, fixed by meanings.ts.

import type { Lang, NumberMeaning } from './meanings';
import type { MasterNumber } from './reduction';

export const MASTER_MEANINGS: Record<Lang, Record<MasterNumber, NumberMeaning>> = {
  fr: {
    11: {
      keywords: ['intuition', 'inspiration', 'idéal', 'sensibilité'],
      general:
        'Le 11 est le premier nombre maître : une vibration d’inspiration et d’intuition, plus intense que le 2 dont il procède (1 + 1 = 2). Il capte ce que d’autres ne perçoivent pas et peut éclairer, inspirer, guider. Cette haute tension demande un ancrage : sans lui, elle tourne à la nervosité et au doute.',
      lifePath:
        'Un chemin de vie 11 est celui d’un messager : votre rôle est d’inspirer, par votre sensibilité, votre vision ou votre art. La vie vous demande d’assumer cette lumière sans vous y brûler, et de revenir au 2 (écoute, patience, coopération) lorsque la tension devient trop forte.',
      expression:
        'Votre nom porte l’inspiration : vous savez éveiller les consciences, convaincre par l’enthousiasme et transmettre une vision.',
      soulUrge:
        'Votre cœur aspire à un idéal élevé et à donner un sens spirituel à votre vie ; le quotidien seul ne vous suffit pas.',
      personality:
        'On vous perçoit comme une personne magnétique et sensible, dont l’intensité ne laisse pas indifférent.',
      birthday:
        'Votre jour de naissance vous dote d’une intuition aiguë et d’une sensibilité qui perçoit les non-dits.',
      maturity:
        'Avec les années, votre intuition devient une force reconnue : on viendra chercher auprès de vous inspiration et conseil.',
      personalYear:
        'Une année personnelle 11 est une année 2 portée à haute tension. Intuitions, rencontres marquantes, prises de conscience : l’année éclaire votre chemin, parfois de façon inattendue. Écoutez vos pressentiments, mais gardez les pieds sur terre ; la patience et la coopération du 2 restent le meilleur moyen de concrétiser ce que l’inspiration vous montre.',
      personalMonth: 'Un mois d’intuition intense : fiez-vous à vos pressentiments et ménagez vos nerfs.',
      love: 'En amour, le 11 apporte des rencontres marquantes et des liens d’âme ; il demande de la douceur pour apaiser une sensibilité à vif.',
      work: 'Au travail, il favorise les idées nouvelles et les métiers de l’inspiration ; présentez votre vision, mais appuyez-la sur des faits.',
      lucky:
        'Le 11 porte chance aux intuitions : un pressentiment suivi, une coïncidence saisie, une rencontre qui semble écrite.',
    },
    22: {
      keywords: ['maître bâtisseur', 'vision', 'réalisation', 'envergure'],
      general:
        'Le 22 est le maître bâtisseur : il unit la vision du 11 et le sens pratique du 4 (2 + 2 = 4). C’est le nombre des grandes réalisations concrètes, de celles qui servent au-delà de soi. Son défi est à la mesure de son potentiel : la pression peut paralyser, ou pousser à se contenter d’objectifs trop modestes.',
      lifePath:
        'Un chemin de vie 22 porte la capacité de bâtir en grand : entreprises, institutions, œuvres durables. La vie vous demande de transformer vos idéaux en réalités utiles au plus grand nombre, avec la méthode patiente du 4 et sans craindre l’ampleur de vos projets.',
      expression:
        'Votre nom donne le talent du grand organisateur : vous voyez loin et savez réunir les moyens d’y parvenir.',
      soulUrge:
        'Votre cœur aspire à laisser une œuvre qui dure et qui serve ; les objectifs trop modestes ne vous comblent pas.',
      personality:
        'On vous perçoit comme une personne solide et visionnaire, capable de porter de lourdes responsabilités.',
      birthday:
        'Votre jour de naissance, le 22, vous donne une vision d’ensemble et le sens pratique pour la réaliser.',
      maturity:
        'Avec les années, vos projets prennent de l’envergure : vous pourriez bâtir quelque chose qui vous dépasse.',
      personalYear:
        'Une année personnelle 22 est une année 4 à grande échelle. Le travail y est exigeant, mais il peut poser les fondations d’un projet d’envergure : création d’entreprise, construction, engagement collectif. Organisez-vous avec rigueur et voyez loin ; ce qui se bâtit cette année peut durer longtemps.',
      personalMonth: 'Un mois pour bâtir en grand : donnez une structure à un projet ambitieux.',
      love: 'En amour, le 22 invite à construire à deux un projet solide : une maison, une famille, une entreprise commune.',
      work: 'Au travail, il favorise les projets d’envergure, les responsabilités importantes et les réalisations qui marquent.',
      lucky:
        'Le 22 porte chance aux grands projets : une fondation posée, un chantier lancé, une vision partagée.',
    },
    33: {
      keywords: ['maître de compassion', 'guérison', 'transmission', 'dévouement'],
      general:
        'Le 33 est le maître de la compassion : il élève le 6 (3 + 3 = 6) à la dimension du service. C’est le nombre de l’amour qui soigne, enseigne et console. Rare et exigeant, il demande de donner beaucoup sans s’oublier, et d’accepter que l’on ne peut pas sauver tout le monde.',
      lifePath:
        'Un chemin de vie 33 est un chemin de service : soigner, enseigner, accompagner. La vie vous confie une grande capacité d’amour et vous demande d’en faire un rayonnement plutôt qu’un fardeau, en respectant vos propres limites.',
      expression: 'Votre nom donne le talent de guider et de soigner : votre présence apaise et élève.',
      soulUrge: 'Votre cœur aspire à aimer sans condition et à soulager la peine des autres.',
      personality:
        'On vous perçoit comme une personne bienveillante et lumineuse, d’une patience presque infinie.',
      birthday: 'Votre jour de naissance vous donne une rare capacité de compassion.',
      maturity:
        'Avec les années, vous devenez une figure de transmission : votre expérience nourrit et soigne les autres.',
      personalYear:
        'Une année personnelle 33 est une année 6 vécue au service des autres. Les responsabilités affectives y sont fortes, mais l’amour que vous donnez peut transformer des vies, à commencer par la vôtre. Accompagnez, enseignez, pardonnez, et gardez du temps pour vous ressourcer.',
      personalMonth: 'Un mois de dévouement : aidez, enseignez, mais ménagez vos forces.',
      love: 'En amour, le 33 favorise un amour généreux et protecteur ; il demande de donner sans s’oublier.',
      work: 'Au travail, il favorise les métiers du soin, de l’enseignement et de l’accompagnement.',
      lucky:
        'Le 33 porte chance aux gestes de bonté : une aide apportée, un savoir transmis, une main tendue.',
    },
  },
  en: {
    11: {
      keywords: ['intuition', 'inspiration', 'idealism', 'sensitivity'],
      general:
        'Eleven is the first master number: a vibration of inspiration and intuition, more intense than the 2 it comes from (1 + 1 = 2). It picks up what others do not perceive and can enlighten, inspire and guide. This high voltage needs grounding; without it, it turns into nervousness and doubt.',
      lifePath:
        'A life path 11 is the path of a messenger: your role is to inspire, through your sensitivity, your vision or your art. Life asks you to carry that light without burning out, and to come back to the 2 (listening, patience, cooperation) when the tension runs too high.',
      expression:
        'Your name carries inspiration: you awaken people, win them over with enthusiasm and pass on a vision.',
      soulUrge:
        'Your heart longs for a high ideal and a spiritual meaning to your life; everyday life alone is not enough.',
      personality:
        'People see you as magnetic and sensitive, with an intensity that leaves no one indifferent.',
      birthday:
        'The day you were born gives you sharp intuition and a sensitivity that hears what goes unsaid.',
      maturity:
        'As the years pass, your intuition becomes a recognised strength: people will come to you for inspiration and advice.',
      personalYear:
        'A personal year 11 is a year 2 at high voltage. Intuitions, memorable encounters, sudden insights: the year lights up your path, sometimes unexpectedly. Listen to your hunches but keep your feet on the ground; the patience and cooperation of the 2 remain the best way to make real what inspiration shows you.',
      personalMonth: 'A month of intense intuition: trust your hunches and look after your nerves.',
      love: 'In love, the 11 brings memorable meetings and soul-deep bonds; it calls for gentleness to soothe a raw sensitivity.',
      work: 'At work it favours new ideas and inspiring professions; present your vision, but back it with facts.',
      lucky:
        'The 11 brings luck to intuition: a hunch followed, a coincidence seized, a meeting that seems meant to be.',
    },
    22: {
      keywords: ['master builder', 'vision', 'achievement', 'scale'],
      general:
        'Twenty-two is the master builder: it joins the vision of the 11 with the practical sense of the 4 (2 + 2 = 4). It is the number of great, concrete achievements that serve beyond oneself. Its challenge matches its potential: the pressure can paralyse, or tempt you to settle for goals that are too small.',
      lifePath:
        'A life path 22 carries the ability to build on a large scale: companies, institutions, lasting works. Life asks you to turn your ideals into realities useful to many, with the patient method of the 4 and without fearing the size of your plans.',
      expression:
        'Your name gives the talent of a great organiser: you see far ahead and know how to gather the means to get there.',
      soulUrge:
        'Your heart longs to leave a lasting, useful work behind; goals that are too modest leave you unfulfilled.',
      personality: 'People see you as solid and visionary, able to carry heavy responsibilities.',
      birthday: 'Born on the 22nd, you have both the big picture and the practical sense to make it real.',
      maturity:
        'As the years pass, your projects grow in scale: you could build something bigger than yourself.',
      personalYear:
        'A personal year 22 is a year 4 on a grand scale. The work is demanding, but it can lay the foundations of a major project: starting a company, building, a collective commitment. Organise yourself rigorously and think long-term; what is built this year can last a long time.',
      personalMonth: 'A month to build big: give structure to an ambitious project.',
      love: 'In love, the 22 invites you to build something solid together: a home, a family, a shared venture.',
      work: 'At work it favours large-scale projects, major responsibilities and achievements that leave a mark.',
      lucky: 'The 22 brings luck to big projects: a foundation laid, a venture launched, a vision shared.',
    },
    33: {
      keywords: ['master of compassion', 'healing', 'teaching', 'devotion'],
      general:
        'Thirty-three is the master of compassion: it lifts the 6 (3 + 3 = 6) to the level of service. It is the number of love that heals, teaches and comforts. Rare and demanding, it asks you to give a great deal without forgetting yourself, and to accept that you cannot save everyone.',
      lifePath:
        'A life path 33 is a path of service: healing, teaching, accompanying others. Life entrusts you with a great capacity for love and asks you to let it shine rather than become a burden, while respecting your own limits.',
      expression: 'Your name gives a talent for guiding and healing: your presence calms and uplifts.',
      soulUrge: 'Your heart longs to love unconditionally and to ease the pain of others.',
      personality: 'People see you as kind and radiant, with an almost endless patience.',
      birthday: 'The day you were born gives you a rare capacity for compassion.',
      maturity:
        'As the years pass, you become someone who passes things on: your experience nourishes and heals others.',
      personalYear:
        'A personal year 33 is a year 6 lived in the service of others. Emotional responsibilities run high, but the love you give can change lives, starting with your own. Support, teach, forgive, and keep time to recharge.',
      personalMonth: 'A month of devotion: help, teach, but spare your strength.',
      love: 'In love, the 33 favours a generous, protective love; it asks you to give without forgetting yourself.',
      work: 'At work it favours caring, teaching and coaching professions.',
      lucky: 'The 33 brings luck to acts of kindness: help given, knowledge shared, a hand held out.',
    },
  },
};
