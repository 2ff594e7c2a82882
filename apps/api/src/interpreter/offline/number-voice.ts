/**
 * What the offline writer says a number asks for, in both languages: its pace, the steps it favours,
 * what a year of it is for, what it means for each topic of the forms (love, work, vitality, life in
 * general) and its pitfall. Several wordings of each, so that two people with the same number do not
 * read the same sentence; the writer picks among them with the reading's own seed.
 */
type Lang = 'fr' | 'en';
export type Topic = 'amour' | 'travail' | 'sante' | 'general';

export interface Voice {
  /** « un temps d’élan » — the colour of a month or a year with this number. */
  pace: readonly string[];
  /** « lancer ce qui attend depuis trop longtemps » — a step, as an infinitive phrase. */
  step: readonly string[];
  /** « l’initiative » — the quality, as a noun (with its article in French). */
  quality: string;
  /** « vos commencements » — what a period of this number is about, as a noun phrase. */
  field: readonly string[];
  /** A whole sentence on the number for each topic of the forms. */
  topic: Record<Topic, readonly string[]>;
  /** « vouloir tout décider seul » — its pitfall, as an infinitive phrase. */
  pitfall: readonly string[];
}

const VOICES: Record<number, Record<Lang, Voice>> = {
  1: {
    fr: {
      pace: ['un temps d’élan', 'une saison de départs', 'un moment d’initiative'],
      step: [
        'lancer ce qui attend depuis trop longtemps',
        'faire le premier pas sans attendre qu’on vous y invite',
        'poser une décision et vous y tenir',
      ],
      quality: 'l’initiative',
      field: ['vos commencements', 'ce que vous décidez de mettre en route'],
      topic: {
        amour: [
          'En amour, c’est à vous de proposer : une invitation, un mot clair, un projet à deux que vous portez.',
          'Côté cœur, le 1 préfère la franchise aux signaux : dites ce que vous souhaitez, simplement.',
        ],
        travail: [
          'Au travail, avancez-vous : une candidature, une idée présentée en premier, une responsabilité que vous demandez.',
          'Professionnellement, c’est le chiffre des lancements : ce que vous proposez maintenant a de l’allant.',
        ],
        sante: [
          'Pour votre énergie, le 1 aime les reprises : un rythme nouveau, commencé modestement et tenu.',
          'Votre vitalité répond bien à un départ simple, une habitude que vous choisissez et que vous gardez.',
        ],
        general: [
          'Dans l’ensemble, le 1 récompense ceux qui commencent plutôt que ceux qui attendent le moment parfait.',
          'Au fond, la consigne est simple : choisir une chose et la mettre en route.',
        ],
      },
      pitfall: ['vouloir tout décider par vous-même', 'foncer sans regarder qui vous suit'],
    },
    en: {
      pace: ['a time of momentum', 'a season of beginnings', 'a moment for initiative'],
      step: [
        'start what has waited too long',
        'take the first step without waiting to be asked',
        'make a decision and stand by it',
      ],
      quality: 'initiative',
      field: ['your beginnings', 'what you decide to set in motion'],
      topic: {
        amour: [
          'In love, it is yours to propose: an invitation, a clear word, a plan for two that you carry.',
          'In matters of the heart, the 1 prefers plain speaking to hints: say what you wish for, simply.',
        ],
        travail: [
          'At work, step forward: an application, an idea put first, a responsibility you ask for.',
          'Professionally, this is the number of launches: what you put forward now has drive.',
        ],
        sante: [
          'For your energy, the 1 likes fresh starts: a new rhythm, begun modestly and kept.',
          'Your vitality answers well to a simple start, a habit you choose and keep.',
        ],
        general: [
          'On the whole, the 1 rewards those who begin rather than those who wait for the perfect moment.',
          'At bottom the instruction is simple: choose one thing and set it going.',
        ],
      },
      pitfall: ['wanting to decide everything alone', 'rushing ahead without looking at who follows'],
    },
  },
  2: {
    fr: {
      pace: ['un temps d’accords et de patience', 'une saison d’écoute', 'un moment de rapprochements'],
      step: [
        'chercher l’appui d’un partenaire plutôt que de forcer les choses en solitaire',
        'laisser mûrir ce qui a été semé',
        'négocier avec douceur ce qui coinçait',
      ],
      quality: 'la coopération',
      field: ['vos alliances', 'ce qui se construit à deux'],
      topic: {
        amour: [
          'En amour, le 2 est le chiffre du couple : les conversations sincères et les gestes tendres comptent plus que les grandes déclarations.',
          'Côté cœur, prenez le temps d’écouter l’autre jusqu’au bout ; c’est là que le lien se resserre.',
        ],
        travail: [
          'Au travail, un appui discret ou un partenariat vous servira davantage qu’un coup d’éclat.',
          'Professionnellement, misez sur la négociation et le travail d’équipe plutôt que sur la conquête.',
        ],
        sante: [
          'Pour votre énergie, le 2 demande du calme : moins de tension, davantage de pauses choisies.',
          'Votre vitalité se refait dans la douceur et dans la compagnie de gens qui vous apaisent.',
        ],
        general: [
          'Dans l’ensemble, ce qui se fait avec les autres avance mieux que ce que vous forcez en solitaire.',
          'Au fond, la patience est ici une stratégie, pas une attente.',
        ],
      },
      pitfall: ['vous effacer pour éviter un désaccord', 'attendre que l’autre devine ce que vous voulez'],
    },
    en: {
      pace: ['a time of agreements and patience', 'a season of listening', 'a moment of coming together'],
      step: [
        'seek a partner’s support rather than force things alone',
        'let what was sown ripen',
        'gently negotiate what was stuck',
      ],
      quality: 'cooperation',
      field: ['your alliances', 'what is built by two'],
      topic: {
        amour: [
          'In love, the 2 is the number of the couple: honest talks and tender gestures count more than grand declarations.',
          'In matters of the heart, take time to hear the other out; that is where the bond tightens.',
        ],
        travail: [
          'At work, quiet backing or a partnership will serve you better than a stroke of brilliance.',
          'Professionally, bet on negotiation and teamwork rather than conquest.',
        ],
        sante: [
          'For your energy, the 2 asks for calm: less strain, more pauses you choose.',
          'Your vitality mends in gentleness and in the company of people who settle you.',
        ],
        general: [
          'On the whole, what you do with others moves better than what you force alone.',
          'At bottom, patience here is a strategy, not a wait.',
        ],
      },
      pitfall: ['fading out to avoid a disagreement', 'waiting for the other to guess what you want'],
    },
  },
  3: {
    fr: {
      pace: ['un temps d’expression', 'une saison de rencontres', 'un moment pour vous montrer'],
      step: [
        'parler, montrer, partager ce que vous préparez',
        'donner forme à une idée qui vous amuse',
        'renouer avec les gens qui vous donnent de l’entrain',
      ],
      quality: 'l’expression',
      field: ['ce que vous avez à dire', 'vos talents visibles'],
      topic: {
        amour: [
          'En amour, le 3 rend léger et communicatif : sortez, riez, dites ce qui vous plaît chez l’autre.',
          'Côté cœur, les mots comptent : un message, une attention, une soirée qui change de l’ordinaire.',
        ],
        travail: [
          'Au travail, faites voir ce que vous savez faire : présenter, écrire, convaincre.',
          'Professionnellement, c’est le chiffre de la communication : une prise de parole bien préparée ouvre des portes.',
        ],
        sante: [
          'Pour votre énergie, le 3 réclame de la joie : ce qui vous fait rire vous recharge vraiment.',
          'Votre vitalité remonte avec le mouvement et la compagnie ; l’ennui vous fatigue plus que l’effort.',
        ],
        general: [
          'Dans l’ensemble, ce que vous partagez vous revient, souvent par un chemin inattendu.',
          'Au fond, le 3 vous demande de vous montrer tel que vous êtes, sans attendre d’avoir tout préparé.',
        ],
      },
      pitfall: ['vous disperser entre dix envies', 'promettre plus que vous ne tiendrez'],
    },
    en: {
      pace: ['a time of expression', 'a season of meetings', 'a moment to show yourself'],
      step: [
        'speak, show and share what you are preparing',
        'give shape to an idea that amuses you',
        'reconnect with people who lift your spirits',
      ],
      quality: 'expression',
      field: ['what you have to say', 'your visible gifts'],
      topic: {
        amour: [
          'In love, the 3 makes you light and talkative: go out, laugh, say what you like in the other.',
          'In matters of the heart, words count: a message, a small attention, an evening out of the ordinary.',
        ],
        travail: [
          'At work, let people see what you can do: present, write, persuade.',
          'Professionally, this is the number of communication: a well-prepared talk opens doors.',
        ],
        sante: [
          'For your energy, the 3 asks for joy: what makes you laugh truly recharges you.',
          'Your vitality rises with movement and company; boredom tires you more than effort.',
        ],
        general: [
          'On the whole, what you share comes back to you, often by an unexpected road.',
          'At bottom, the 3 asks you to show yourself as you are, without waiting to be ready.',
        ],
      },
      pitfall: ['scattering yourself across ten wishes', 'promising more than you will keep'],
    },
  },
  4: {
    fr: {
      pace: ['un temps de construction', 'une saison d’ouvrage', 'un moment de fondations'],
      step: [
        'poser un cadre, un budget, un échéancier',
        'finir ce qui est à moitié fait avant d’ouvrir autre chose',
        'remettre de l’ordre dans vos papiers et vos priorités',
      ],
      quality: 'la méthode',
      field: ['vos fondations', 'ce qui doit tenir dans la durée'],
      topic: {
        amour: [
          'En amour, le 4 parle de solidité : des projets concrets à deux, une parole tenue, un quotidien mieux partagé.',
          'Côté cœur, la fiabilité séduit plus que l’éclat : soyez là quand vous l’avez dit.',
        ],
        travail: [
          'Au travail, c’est le moment des dossiers de fond, des procédures et des compétences qui se consolident.',
          'Professionnellement, un travail régulier et bien rangé paiera plus qu’un coup d’accélérateur.',
        ],
        sante: [
          'Pour votre énergie, le 4 aime les horaires réguliers : sommeil, repas, marche, tenus sans rigidité.',
          'Votre vitalité gagne à une routine simple que vous pouvez garder même les jours chargés.',
        ],
        general: [
          'Dans l’ensemble, ce que vous construisez pierre après pierre tiendra longtemps.',
          'Au fond, le 4 vous demande de préférer la solidité à la vitesse.',
        ],
      },
      pitfall: ['vous enfermer dans la routine', 'refuser tout imprévu par souci de contrôle'],
    },
    en: {
      pace: ['a time of building', 'a season of groundwork', 'a moment for foundations'],
      step: [
        'set a frame, a budget, a timetable',
        'finish what is half done before opening anything else',
        'put your papers and priorities back in order',
      ],
      quality: 'method',
      field: ['your foundations', 'what must last'],
      topic: {
        amour: [
          'In love, the 4 speaks of solidity: concrete plans for two, a word kept, daily life better shared.',
          'In matters of the heart, reliability charms more than brilliance: be there when you said you would.',
        ],
        travail: [
          'At work, this is a time for the substantial files, procedures and skills that consolidate.',
          'Professionally, steady and tidy work will pay more than a sudden push.',
        ],
        sante: [
          'For your energy, the 4 likes regular hours: sleep, meals, walks, kept without rigidity.',
          'Your vitality gains from a simple routine you can keep even on busy days.',
        ],
        general: [
          'On the whole, what you build stone by stone will last.',
          'At bottom, the 4 asks you to prefer solidity to speed.',
        ],
      },
      pitfall: ['shutting yourself in routine', 'refusing every surprise for the sake of control'],
    },
  },
  5: {
    fr: {
      pace: ['un temps de mouvement', 'une saison de changements', 'un moment d’ouverture'],
      step: [
        'ouvrir une porte nouvelle, quitte à bousculer vos habitudes',
        'dire oui à une proposition qui vous sort de l’ordinaire',
        'changer d’air, de méthode ou de point de vue',
      ],
      quality: 'la liberté',
      field: ['vos changements', 'ce qui vous fait bouger'],
      topic: {
        amour: [
          'En amour, le 5 apporte de l’imprévu : une rencontre, un voyage, une envie de renouveler la relation.',
          'Côté cœur, la curiosité est votre meilleure alliée ; la jalousie, la pire.',
        ],
        travail: [
          'Au travail, les mobilités, les formations et les missions nouvelles sont favorisées.',
          'Professionnellement, acceptez de changer de méthode : ce qui marchait hier peut vous freiner.',
        ],
        sante: [
          'Pour votre énergie, le 5 a besoin de mouvement : bouger, sortir, respirer ailleurs.',
          'Votre vitalité souffre de l’immobilité ; un changement de cadre vous redonne du souffle.',
        ],
        general: [
          'Dans l’ensemble, la vie vous propose du nouveau : accueillez-le sans tout lâcher.',
          'Au fond, le 5 vous rappelle que la liberté se choisit, même en petites doses.',
        ],
      },
      pitfall: ['changer pour le seul plaisir de changer', 'tout quitter sur un coup de tête'],
    },
    en: {
      pace: ['a time of movement', 'a season of change', 'a moment of openness'],
      step: [
        'open a new door, even if it shakes your habits',
        'say yes to an offer that takes you out of the ordinary',
        'change air, method or point of view',
      ],
      quality: 'freedom',
      field: ['your changes', 'what gets you moving'],
      topic: {
        amour: [
          'In love, the 5 brings the unexpected: a meeting, a journey, a wish to renew the relationship.',
          'In matters of the heart, curiosity is your best ally; jealousy the worst.',
        ],
        travail: [
          'At work, moves, training and new assignments are favoured.',
          'Professionally, be ready to change method: what worked yesterday may hold you back.',
        ],
        sante: [
          'For your energy, the 5 needs movement: get out, move, breathe elsewhere.',
          'Your vitality suffers from standing still; a change of scene gives you breath again.',
        ],
        general: [
          'On the whole, life is offering something new: welcome it without dropping everything.',
          'At bottom, the 5 reminds you that freedom is chosen, even in small doses.',
        ],
      },
      pitfall: ['changing for the sake of changing', 'leaving everything on a whim'],
    },
  },
  6: {
    fr: {
      pace: ['un temps d’engagements', 'une saison du foyer', 'un moment de responsabilités'],
      step: [
        'prendre soin des liens qui comptent et tenir parole',
        'réparer ce qui s’est abîmé dans une relation proche',
        'embellir votre cadre de vie',
      ],
      quality: 'la responsabilité',
      field: ['vos engagements', 'votre vie de famille'],
      topic: {
        amour: [
          'En amour, le 6 est le chiffre de l’engagement : s’installer, se promettre, ou dire enfin ce qui compte.',
          'Côté cœur, l’harmonie se travaille : un geste d’attention vaut mieux qu’une longue explication.',
        ],
        travail: [
          'Au travail, on compte sur vous : prenez les responsabilités qui vous ressemblent, refusez les autres.',
          'Professionnellement, le service rendu et la qualité du travail vous feront reconnaître.',
        ],
        sante: [
          'Pour votre énergie, le 6 vous rappelle de prendre soin de vous comme vous prenez soin des autres.',
          'Votre vitalité dépend d’un foyer apaisé : un intérieur rangé, des soirées tranquilles.',
        ],
        general: [
          'Dans l’ensemble, c’est autour de vos proches et de votre maison que tout se joue.',
          'Au fond, le 6 vous demande d’être fidèle à vos engagements sans vous y oublier.',
        ],
      },
      pitfall: ['porter sans aide ce qui devrait se partager', 'vouloir tout arranger pour tout le monde'],
    },
    en: {
      pace: ['a time of commitments', 'a season of home', 'a moment of responsibilities'],
      step: [
        'look after the bonds that matter and keep your word',
        'mend what was damaged in a close relationship',
        'make your home more beautiful',
      ],
      quality: 'responsibility',
      field: ['your commitments', 'your home and your close ones'],
      topic: {
        amour: [
          'In love, the 6 is the number of commitment: moving in, making promises, or finally saying what matters.',
          'In matters of the heart, harmony takes work: a thoughtful gesture is worth more than a long explanation.',
        ],
        travail: [
          'At work, people count on you: take the responsibilities that suit you and turn down the rest.',
          'Professionally, service and the quality of your work will get you noticed.',
        ],
        sante: [
          'For your energy, the 6 reminds you to look after yourself as you look after others.',
          'Your vitality depends on a peaceful home: a tidy place, quiet evenings.',
        ],
        general: [
          'On the whole, everything plays out around your close ones and your home.',
          'At bottom, the 6 asks you to stay true to your commitments without forgetting yourself.',
        ],
      },
      pitfall: ['carrying alone what should be shared', 'trying to fix everything for everyone'],
    },
  },
  7: {
    fr: {
      pace: ['un temps de recul', 'une saison d’étude', 'un moment de réflexion'],
      step: [
        'étudier, vérifier, réfléchir avant de trancher',
        'vous accorder du silence pour y voir clair',
        'approfondir un sujet plutôt que d’en survoler dix',
      ],
      quality: 'la réflexion',
      field: ['votre réflexion', 'ce que vous cherchez à comprendre'],
      topic: {
        amour: [
          'En amour, le 7 demande de la profondeur : moins de monde, des conversations vraies, du temps pour soi aussi.',
          'Côté cœur, ne vous forcez pas à décider vite : observer vous dira davantage qu’agir.',
        ],
        travail: [
          'Au travail, c’est le moment d’apprendre, d’analyser et de vérifier les chiffres avant de vous engager.',
          'Professionnellement, l’expertise compte plus que la visibilité : creusez votre sujet.',
        ],
        sante: [
          'Pour votre énergie, le 7 réclame du calme et du sommeil ; le bruit vous coûte plus que d’habitude.',
          'Votre vitalité se refait dans la solitude choisie, la lecture, la nature.',
        ],
        general: [
          'Dans l’ensemble, le temps passé à comprendre n’est pas du temps perdu.',
          'Au fond, le 7 vous fait confiance pour trouver vos réponses au-dedans.',
        ],
      },
      pitfall: ['vous isoler au point de ne plus rien partager', 'douter de tout au lieu de vérifier'],
    },
    en: {
      pace: ['a time of stepping back', 'a season of study', 'a moment of reflection'],
      step: [
        'study, check and think before deciding',
        'give yourself some silence to see clearly',
        'go deep into one subject rather than skim ten',
      ],
      quality: 'reflection',
      field: ['your reflection', 'what you are trying to understand'],
      topic: {
        amour: [
          'In love, the 7 asks for depth: fewer people, true conversations, time for yourself too.',
          'In matters of the heart, do not push yourself to decide fast: watching will tell you more than acting.',
        ],
        travail: [
          'At work, this is the moment to learn, analyse and check the figures before committing.',
          'Professionally, expertise counts more than visibility: dig into your subject.',
        ],
        sante: [
          'For your energy, the 7 asks for calm and sleep; noise costs you more than usual.',
          'Your vitality mends in chosen solitude, reading, nature.',
        ],
        general: [
          'On the whole, time spent understanding is not time lost.',
          'At bottom, the 7 trusts you to find your answers within.',
        ],
      },
      pitfall: ['withdrawing until you share nothing', 'doubting everything instead of checking'],
    },
  },
  8: {
    fr: {
      pace: ['un temps de réalisations', 'une saison de résultats', 'un moment de décisions'],
      step: [
        'négocier, décider et assumer votre ambition',
        'demander ce que vaut votre travail',
        'mettre vos comptes et vos projets au clair',
      ],
      quality: 'l’ambition',
      field: ['vos ambitions', 'ce que vous voulez voir aboutir'],
      topic: {
        amour: [
          'En amour, le 8 demande des relations d’égal à égal : dire ce que vous attendez, et l’entendre aussi.',
          'Côté cœur, l’intensité est au rendez-vous ; mettez-la au service du lien plutôt que du rapport de force.',
        ],
        travail: [
          'Au travail, c’est le chiffre des négociations, des promotions et des projets qui aboutissent.',
          'Professionnellement, osez parler argent et responsabilités : vous êtes en position de le faire.',
        ],
        sante: [
          'Pour votre énergie, le 8 pousse à en faire beaucoup : dosez l’effort et gardez des plages de récupération.',
          'Votre vitalité est forte mais pas illimitée : le repos fait partie de la performance.',
        ],
        general: [
          'Dans l’ensemble, vos efforts passés peuvent maintenant se traduire en résultats concrets.',
          'Au fond, le 8 vous demande de prendre votre place sans écraser celle des autres.',
        ],
      },
      pitfall: ['tout ramener à la réussite matérielle', 'confondre fermeté et dureté'],
    },
    en: {
      pace: ['a time of achievement', 'a season of results', 'a moment of decisions'],
      step: [
        'negotiate, decide and own your ambition',
        'ask what your work is worth',
        'clear up your accounts and plans',
      ],
      quality: 'ambition',
      field: ['your ambitions', 'what you want to see through'],
      topic: {
        amour: [
          'In love, the 8 asks for relationships between equals: say what you expect, and hear it too.',
          'In matters of the heart, intensity is there; put it to work for the bond rather than a power struggle.',
        ],
        travail: [
          'At work, this is the number of negotiations, promotions and projects that come through.',
          'Professionally, dare to talk about money and responsibility: you are in a position to.',
        ],
        sante: [
          'For your energy, the 8 pushes you to do a lot: measure the effort and keep time to recover.',
          'Your vitality is strong but not endless: rest is part of performance.',
        ],
        general: [
          'On the whole, your past efforts can now turn into concrete results.',
          'At bottom, the 8 asks you to take your place without crushing anyone else’s.',
        ],
      },
      pitfall: ['reducing everything to material success', 'mistaking firmness for hardness'],
    },
  },
  9: {
    fr: {
      pace: ['un temps de bilan', 'une saison de fins de cycle', 'un moment de tri'],
      step: [
        'terminer, trier et laisser partir ce qui a fait son temps',
        'boucler un dossier ouvert depuis longtemps',
        'faire la paix avec une page qui se tourne',
      ],
      quality: 'le détachement',
      field: ['ce qui doit se conclure', 'vos bilans'],
      topic: {
        amour: [
          'En amour, le 9 clôt des chapitres : une histoire qui se termine sereinement, ou un couple qui se libère d’un vieux reproche.',
          'Côté cœur, la générosité vous rapproche ; la rancune, elle, vous retient dans le passé.',
        ],
        travail: [
          'Au travail, finissez avant de commencer : un projet mené à terme vaut mieux que trois esquissés.',
          'Professionnellement, c’est une fin de cycle : faites le bilan de ce qui vous a appris quelque chose.',
        ],
        sante: [
          'Pour votre énergie, le 9 demande de lâcher ce qui pèse : engagements de trop, fatigue accumulée.',
          'Votre vitalité revient quand vous allégez votre agenda de ce qui ne vous ressemble plus.',
        ],
        general: [
          'Dans l’ensemble, c’est en faisant de la place que vous préparez le prochain départ.',
          'Au fond, le 9 vous demande de refermer avec gratitude ce qui a fait son temps.',
        ],
      },
      pitfall: ['vous accrocher à ce qui est fini', 'tout donner jusqu’à vous épuiser'],
    },
    en: {
      pace: ['a time of completion', 'a season of endings', 'a moment of sorting'],
      step: [
        'finish, sort and let go of what has had its day',
        'close a file left open for a long time',
        'make peace with a page that is turning',
      ],
      quality: 'letting go',
      field: ['what must be concluded', 'your reviews of the past'],
      topic: {
        amour: [
          'In love, the 9 closes chapters: a story ending calmly, or a couple freed from an old grievance.',
          'In matters of the heart, generosity brings you closer; resentment keeps you in the past.',
        ],
        travail: [
          'At work, finish before you start: one project completed is worth three sketched.',
          'Professionally, a cycle is ending: take stock of what taught you something.',
        ],
        sante: [
          'For your energy, the 9 asks you to drop what weighs: commitments too many, tiredness piled up.',
          'Your vitality comes back when you clear your diary of what no longer suits you.',
        ],
        general: [
          'On the whole, by making room you prepare the next start.',
          'At bottom, the 9 asks you to close with gratitude what has had its day.',
        ],
      },
      pitfall: ['clinging to what is over', 'giving everything until you are worn out'],
    },
  },
  11: {
    fr: {
      pace: ['un temps d’inspiration', 'une saison d’intuitions', 'un moment de vision'],
      step: [
        'écouter votre intuition et la mettre à l’épreuve des faits',
        'noter les idées qui vous viennent et en choisir une',
        'partager une conviction qui vous tient à cœur',
      ],
      quality: 'l’intuition',
      field: ['vos intuitions', 'ce qui vous inspire'],
      topic: {
        amour: [
          'En amour, le 11 rend sensible aux non-dits : fiez-vous à ce que vous ressentez, puis parlez-en.',
          'Côté cœur, une rencontre ou une conversation peut vous toucher plus profondément que prévu.',
        ],
        travail: [
          'Au travail, une idée originale peut faire son chemin si vous lui donnez une forme concrète.',
          'Professionnellement, votre capacité à inspirer les autres est votre meilleur atout du moment.',
        ],
        sante: [
          'Pour votre énergie, le 11 rend nerveux quand il n’est pas canalisé : ménagez des moments de calme.',
          'Votre vitalité dépend de votre tension intérieure ; apaisez-la avant de la dépenser.',
        ],
        general: [
          'Dans l’ensemble, vous sentez les choses avant de les comprendre : gardez trace de ces pressentiments.',
          'Au fond, le 11 demande d’accorder vos idéaux à vos gestes de tous les jours.',
        ],
      },
      pitfall: ['vous perdre dans l’idéal', 'prendre chaque impression pour une certitude'],
    },
    en: {
      pace: ['a time of inspiration', 'a season of intuitions', 'a moment of vision'],
      step: [
        'listen to your intuition and test it against the facts',
        'write down the ideas that come and pick one',
        'share a conviction close to your heart',
      ],
      quality: 'intuition',
      field: ['your intuitions', 'what inspires you'],
      topic: {
        amour: [
          'In love, the 11 makes you sensitive to the unsaid: trust what you feel, then talk about it.',
          'In matters of the heart, a meeting or a conversation may move you more deeply than expected.',
        ],
        travail: [
          'At work, an original idea can make its way if you give it a concrete form.',
          'Professionally, your gift for inspiring others is your best asset right now.',
        ],
        sante: [
          'For your energy, the 11 makes you restless when it is not channelled: keep moments of calm.',
          'Your vitality depends on your inner tension; soothe it before you spend it.',
        ],
        general: [
          'On the whole, you sense things before you understand them: keep a record of those hunches.',
          'At bottom, the 11 asks you to bring your ideals into your everyday gestures.',
        ],
      },
      pitfall: ['losing yourself in the ideal', 'taking every impression for a certainty'],
    },
  },
  22: {
    fr: {
      pace: ['un temps de grands chantiers', 'une saison de bâtisseur', 'un moment de vision concrète'],
      step: [
        'donner une forme durable à une idée ambitieuse',
        'découper un grand projet en étapes tenables',
        'rassembler les bonnes personnes autour d’un plan',
      ],
      quality: 'la vision',
      field: ['vos grands projets', 'ce que vous bâtissez pour longtemps'],
      topic: {
        amour: [
          'En amour, le 22 voit loin : un projet de vie commun, une maison, une décision qui engage l’avenir.',
          'Côté cœur, ce que vous construisez à deux a besoin de plans autant que de sentiments.',
        ],
        travail: [
          'Au travail, c’est le chiffre des grandes réalisations : voyez grand, mais planifiez chaque étape.',
          'Professionnellement, vous pouvez porter un projet collectif d’envergure si vous déléguez.',
        ],
        sante: [
          'Pour votre énergie, le 22 demande beaucoup : protégez votre sommeil et vos temps de pause.',
          'Votre vitalité tient si vos ambitions laissent de la place au repos.',
        ],
        general: [
          'Dans l’ensemble, une idée de longue haleine peut prendre corps si vous lui donnez un plan.',
          'Au fond, le 22 vous demande de bâtir pour durer, et pas seulement pour vous.',
        ],
      },
      pitfall: ['vouloir tout porter vous-même', 'viser si haut que rien ne commence'],
    },
    en: {
      pace: ['a time of great works', 'a builder’s season', 'a moment of practical vision'],
      step: [
        'give a lasting shape to an ambitious idea',
        'break a big project into steps you can hold',
        'gather the right people around a plan',
      ],
      quality: 'vision',
      field: ['your great projects', 'what you are building to last'],
      topic: {
        amour: [
          'In love, the 22 looks far ahead: a shared life plan, a home, a decision that commits the future.',
          'In matters of the heart, what you build together needs plans as much as feelings.',
        ],
        travail: [
          'At work, this is the number of great achievements: think big, but plan each step.',
          'Professionally, you can carry a large collective project if you delegate.',
        ],
        sante: [
          'For your energy, the 22 asks a lot: protect your sleep and your breaks.',
          'Your vitality holds if your ambitions leave room for rest.',
        ],
        general: [
          'On the whole, a long-term idea can take shape if you give it a plan.',
          'At bottom, the 22 asks you to build to last, and not only for yourself.',
        ],
      },
      pitfall: ['carrying it all yourself', 'aiming so high that nothing starts'],
    },
  },
  33: {
    fr: {
      pace: ['un temps de dévouement', 'une saison de transmission', 'un moment de bienveillance'],
      step: [
        'mettre votre énergie au service des autres sans vous oublier',
        'transmettre ce que vous savez',
        'soutenir quelqu’un sans faire à sa place',
      ],
      quality: 'la bienveillance',
      field: ['ceux qui comptent sur vous', 'ce que vous transmettez'],
      topic: {
        amour: [
          'En amour, le 33 donne beaucoup : veillez à recevoir autant que vous offrez.',
          'Côté cœur, la tendresse est votre langue ; laissez l’autre vous la parler aussi.',
        ],
        travail: [
          'Au travail, enseigner, conseiller ou accompagner vous réussit particulièrement.',
          'Professionnellement, votre sens du service est remarqué ; posez-lui des limites claires.',
        ],
        sante: [
          'Pour votre énergie, le 33 s’épuise à trop donner : gardez du temps qui ne soit qu’à vous.',
          'Votre vitalité revient quand vous acceptez de recevoir de l’aide à votre tour.',
        ],
        general: [
          'Dans l’ensemble, ce que vous offrez aux autres nourrit aussi votre propre chemin.',
          'Au fond, le 33 vous demande d’aimer sans vous sacrifier.',
        ],
      },
      pitfall: ['vous sacrifier pour tout le monde', 'vouloir sauver qui ne l’a pas demandé'],
    },
    en: {
      pace: ['a time of devotion', 'a season of passing things on', 'a moment of kindness'],
      step: [
        'put your energy at others’ service without forgetting yourself',
        'pass on what you know',
        'support someone without doing it for them',
      ],
      quality: 'kindness',
      field: ['those who count on you', 'what you pass on'],
      topic: {
        amour: [
          'In love, the 33 gives a great deal: make sure you receive as much as you offer.',
          'In matters of the heart, tenderness is your language; let the other speak it to you too.',
        ],
        travail: [
          'At work, teaching, advising or supporting others suits you particularly well.',
          'Professionally, your sense of service is noticed; give it clear limits.',
        ],
        sante: [
          'For your energy, the 33 wears itself out giving too much: keep time that is only yours.',
          'Your vitality returns when you accept help in turn.',
        ],
        general: [
          'On the whole, what you offer others also feeds your own path.',
          'At bottom, the 33 asks you to love without sacrificing yourself.',
        ],
      },
      pitfall: ['sacrificing yourself for everyone', 'trying to save people who did not ask'],
    },
  },
};

export function numberVoice(n: number, lang: Lang): Voice {
  return (VOICES[n] ?? VOICES[n % 9 || 9]!)[lang];
}

/** The topic of a form, as one of the voice's keys (the forms' « général » by default). */
export function topicKey(topic: string | null | undefined): Topic {
  return topic === 'amour' || topic === 'travail' || topic === 'sante' ? topic : 'general';
}

/** Numbers that push outwards (1, 3, 5, 8, 22) or ask to gather in (2, 4, 6, 7, 9, 11, 33). */
export const isOutward = (n: number) => [1, 3, 5, 8, 22].includes(n);
