// Curated meanings of pinnacles, challenges and life cycles, in French and English. Written with
// plain spaces; cycleMeaning() gives them out with the typography of their language.

import type { NumerologyNumber } from './reduction';

type Texts = { fr: string; en: string };

export const PINNACLE_TEXTS: Readonly<Record<NumerologyNumber, Texts>> = {
  1: {
    fr: 'Une période pour vous affirmer : les occasions demandent de l’initiative et récompensent l’autonomie.',
    en: 'A period for asserting yourself: opportunities call for initiative and reward independence.',
  },
  2: {
    fr: 'Une période de coopération : vos réussites passent par les alliances, la patience et le tact.',
    en: 'A period of cooperation: success comes through partnerships, patience and tact.',
  },
  3: {
    fr: 'Une période d’expression : créer, communiquer et vous montrer vous ouvre des portes.',
    en: 'A period of expression: creating, communicating and being seen open doors for you.',
  },
  4: {
    fr: 'Une période de construction : un travail régulier bâtit une base durable, au prix d’efforts soutenus.',
    en: 'A period of building: steady work lays a lasting foundation, at the cost of sustained effort.',
  },
  5: {
    fr: 'Une période de mouvement : voyages, changements et expériences nouvelles élargissent votre horizon.',
    en: 'A period of movement: travel, change and new experiences widen your horizon.',
  },
  6: {
    fr: 'Une période de responsabilités affectives : le foyer, la famille et vos engagements envers vos proches occupent le centre.',
    en: 'A period of caring responsibilities: home, family and your commitments to those close to you take centre stage.',
  },
  7: {
    fr: 'Une période d’approfondissement : l’étude, la réflexion et une part de solitude font mûrir votre compréhension.',
    en: 'A period of deepening: study, reflection and some solitude ripen your understanding.',
  },
  8: {
    fr: 'Une période d’ambition matérielle : autorité, argent et réussite professionnelle sont à portée, si vous les gérez avec droiture.',
    en: 'A period of material ambition: authority, money and professional success are within reach if you handle them with integrity.',
  },
  9: {
    fr: 'Une période d’achèvement et de générosité : vous donnez, vous transmettez et vous apprenez à laisser partir.',
    en: 'A period of completion and generosity: you give, you pass things on and you learn to let go.',
  },
  11: {
    fr: 'Une période d’inspiration : votre intuition s’aiguise et vous pouvez éclairer les autres, au prix d’une sensibilité à vif.',
    en: 'A period of inspiration: your intuition sharpens and you can enlighten others, at the price of raw sensitivity.',
  },
  22: {
    fr: 'Une période de grands chantiers : vous pouvez concrétiser un projet qui dépasse votre seule personne.',
    en: 'A period of great works: you can bring to life a project larger than yourself.',
  },
  33: {
    fr: 'Une période de dévouement : votre soutien aux autres devient une vocation, à condition de ne pas vous oublier.',
    en: 'A period of devotion: your support for others becomes a calling, provided you do not forget yourself.',
  },
};

export type ChallengeNumber = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export const CHALLENGE_TEXTS: Readonly<Record<ChallengeNumber, Texts>> = {
  0: {
    fr: 'Le défi 0 est celui du choix : aucune difficulté n’est imposée et toutes sont possibles ; c’est à vous de décider laquelle travailler.',
    en: 'Challenge 0 is the challenge of choice: no single difficulty is imposed and all are possible; it is up to you to decide which to work on.',
  },
  1: {
    fr: 'Apprendre à vous affirmer sans écraser les autres ni vous laisser écraser.',
    en: 'Learning to stand up for yourself without overriding others or being overridden.',
  },
  2: {
    fr: 'Dépasser l’hypersensibilité et la peur du conflit pour oser dire ce que vous ressentez.',
    en: 'Getting past oversensitivity and the fear of conflict so that you dare to say what you feel.',
  },
  3: {
    fr: 'Sortir de la dispersion ou de la timidité pour donner une forme à vos talents.',
    en: 'Moving beyond scattered energy or shyness to give your talents a shape.',
  },
  4: {
    fr: 'Trouver la discipline sans tomber dans la rigidité, et tenir vos efforts dans la durée.',
    en: 'Finding discipline without turning rigid, and keeping your efforts going over time.',
  },
  5: {
    fr: 'Apprivoiser votre besoin de liberté : ni fuite devant l’engagement, ni peur du changement.',
    en: 'Taming your need for freedom: neither running from commitment nor fearing change.',
  },
  6: {
    fr: 'Alléger le poids des responsabilités et du perfectionnisme que vous portez pour vos proches.',
    en: 'Easing the weight of responsibility and perfectionism you carry for the people you love.',
  },
  7: {
    fr: 'Faire confiance malgré le doute, sans vous enfermer dans un isolement intellectuel.',
    en: 'Trusting despite doubt, without shutting yourself away in intellectual isolation.',
  },
  8: {
    fr: 'Trouver la juste relation à l’argent et au pouvoir, sans les surestimer ni les fuir.',
    en: 'Finding the right relationship with money and power, neither overrating nor avoiding them.',
  },
};

export const LIFE_CYCLE_TEXTS: Readonly<Record<NumerologyNumber, Texts>> = {
  1: {
    fr: 'Un cycle placé sous le signe de l’autonomie : la vie vous pousse à compter sur vous-même.',
    en: 'A cycle marked by independence: life pushes you to rely on yourself.',
  },
  2: {
    fr: 'Un cycle de relations et d’écoute : vous grandissez au contact des autres.',
    en: 'A cycle of relationships and listening: you grow through contact with other people.',
  },
  3: {
    fr: 'Un cycle d’expression et de sociabilité : la créativité et les échanges nourrissent ces années.',
    en: 'A cycle of expression and sociability: creativity and exchange nourish these years.',
  },
  4: {
    fr: 'Un cycle de travail et de méthode : vous posez des bases, pierre après pierre.',
    en: 'A cycle of work and method: you lay foundations, one stone at a time.',
  },
  5: {
    fr: 'Un cycle de changements et de découvertes : rien ne reste longtemps figé.',
    en: 'A cycle of change and discovery: nothing stays fixed for long.',
  },
  6: {
    fr: 'Un cycle de foyer et d’engagements : la famille et le soin des autres prennent une grande place.',
    en: 'A cycle of home and commitment: family and caring for others take up a large place.',
  },
  7: {
    fr: 'Un cycle de recherche intérieure : vous cherchez le sens plus que la réussite visible.',
    en: 'A cycle of inner search: you look for meaning more than for visible success.',
  },
  8: {
    fr: 'Un cycle d’ambition et de résultats concrets : vous mesurez ce que valent vos efforts.',
    en: 'A cycle of ambition and concrete results: you find out what your efforts are worth.',
  },
  9: {
    fr: 'Un cycle d’ouverture au monde : vous élargissez vos horizons et vous apprenez à donner.',
    en: 'A cycle of opening to the world: you broaden your horizons and learn to give.',
  },
  11: {
    fr: 'Un cycle d’intuition et d’idéal : la vie vous demande d’écouter votre voix intérieure et de la partager.',
    en: 'A cycle of intuition and ideals: life asks you to listen to your inner voice and to share it.',
  },
  22: {
    fr: 'Un cycle de bâtisseur : de grandes réalisations concrètes sont possibles, au service d’un projet collectif.',
    en: 'A builder’s cycle: large practical achievements are possible, in the service of a shared project.',
  },
  33: {
    fr: 'Un cycle de service : l’attention aux autres devient le fil conducteur de ces années.',
    en: 'A cycle of service: care for others becomes the thread running through these years.',
  },
};

export const LIFE_CYCLE_NAMES: readonly Texts[] = [
  { fr: 'Le cycle formateur', en: 'The formative cycle' },
  { fr: 'Le cycle productif', en: 'The productive cycle' },
  { fr: 'Le cycle de la moisson', en: 'The harvest cycle' },
];

type More = { fr: readonly string[]; en: readonly string[] };

/**
 * Other wordings of each challenge (same grammar as CHALLENGE_TEXTS: infinitives in French, gerunds in
 * English, the 0 a whole sentence); the last is the stored meaning told with a few choices of words. A
 * challenge is told in most long readings: one wording per number would come back word for word in
 * every reading under it. They hold inline wordings (« {a|b} », drawn by the offline writer once per
 * reading), never in their first thirty characters: only the offline reading uses them.
 */
export const CHALLENGE_MORE: Readonly<Record<ChallengeNumber, More>> = {
  0: {
    fr: [
      'Avec le défi 0, rien n’est imposé : toutes les difficultés {restent possibles|demeurent possibles}, et c’est vous qui {choisissez|décidez de} celle à travailler.',
      'Le 0 est un défi ouvert : aucune épreuve ne {s’impose d’elle-même|vous est imposée}, et le choix de ce qui mérite votre effort {vous revient|vous appartient}.',
      'Le défi 0 est celui du choix : aucune difficulté n’est imposée et toutes sont possibles ; {c’est à vous de décider|à vous de choisir} laquelle travailler.',
    ],
    en: [
      'With challenge 0 nothing is imposed: every difficulty {remains possible|stays possible}, and you choose the one to {work on|take up}.',
      'The 0 is an open challenge: no trial forces itself on you, and choosing what deserves your effort {is up to you|is yours to do}.',
      'Challenge 0 is the challenge of choice: no single difficulty is imposed and all are possible; it is up to you to {decide|choose} which to work on.',
    ],
  },
  1: {
    fr: [
      'Prendre votre {place|juste place} sans la {prendre|ravir} aux autres, ni {céder la vôtre|abandonner la vôtre}.',
      'Oser vous {affirmer|imposer} en laissant aux autres {leur espace|leur place}, sans {plier pour autant|plier non plus}.',
      'Apprendre à vous affirmer sans {écraser|piétiner} les autres ni vous {laisser écraser|laisser marcher dessus}.',
    ],
    en: [
      'Taking your {place|rightful place} without {taking|stealing} anyone else’s, {and without|nor} {giving up|surrendering} your own.',
      'Daring to {assert|stand up for} yourself while leaving others {their room|their space}, without {bending either|giving way either}.',
      'Learning to {stand up for|assert} yourself without {overriding others or being overridden|crushing others or being crushed}.',
    ],
  },
  2: {
    fr: [
      'Sortir d’une sensibilité {à fleur de peau|à vif} et {oser le désaccord|oser dire non} quand il le faut.',
      'Dire ce que vous {ressentez|éprouvez}, même au risque {d’un froid|d’une tension}, sans vous laisser {submerger|déborder}.',
      'Dépasser l’hypersensibilité et la peur {du conflit|des conflits} pour oser dire ce que vous {ressentez|éprouvez}.',
    ],
    en: [
      'Moving past a {thin skin|touchy streak} and daring to {disagree|say no} when it matters.',
      'Saying what you {feel|really feel}, even at the risk {of friction|of a chill}, without being {swamped|overwhelmed} by it.',
      'Getting past oversensitivity and the fear of {conflict|confrontation} so that you dare to say what you {feel|really feel}.',
    ],
  },
  3: {
    fr: [
      'Rassembler vos {talents|dons} au lieu de vous {éparpiller|disperser}, {et les montrer|puis les montrer} {sans crainte|sans peur}.',
      'Donner corps à vos dons, sans {vous disperser ni vous cacher|vous cacher ni vous éparpiller|chercher à briller ni vous effacer}.',
      'Sortir de la dispersion ou de la {timidité|réserve} pour {donner une forme|donner corps} à vos talents.',
    ],
    en: [
      'Gathering your {talents|gifts} instead of {scattering them|spreading them thin}, and showing them without fear.',
      'Giving your gifts a body, neither {spreading yourself thin nor hiding|hiding nor scattering yourself}.',
      'Moving beyond scattered energy or {shyness|reserve} to give your {talents a shape|gifts a form}.',
    ],
  },
  4: {
    fr: [
      'Tenir un effort {dans le temps|dans la durée} en gardant {de la souplesse|une certaine souplesse}.',
      'Vous donner une méthode sans vous {y enfermer|y laisser enfermer}.',
      'Trouver la discipline sans tomber dans {la rigidité|l’excès de rigueur}, et tenir vos efforts {dans la durée|sur la durée}.',
    ],
    en: [
      'Keeping up an effort {over time|for the long haul} while staying {flexible|supple}.',
      'Giving yourself a method without {locking yourself into it|becoming its prisoner}.',
      'Finding discipline without {turning rigid|going rigid}, and {keeping your efforts going|keeping up your efforts} over time.',
    ],
  },
  5: {
    fr: [
      'Concilier liberté et engagement, sans {fuir ni vous figer|vous figer ni fuir}.',
      'Vivre le changement sans en faire une fuite, et vous engager sans vous {sentir en cage|sentir enfermé}.',
      'Apprivoiser votre besoin de liberté : ni fuite devant {l’engagement|les engagements}, ni peur du changement.',
    ],
    en: [
      'Reconciling freedom and commitment, neither {running off nor freezing|freezing nor running off}.',
      'Living with change without turning it into escape, and committing without {feeling caged|feeling trapped}.',
      'Taming your need for freedom: neither running from {commitment|commitments} nor fearing change.',
    ],
  },
  6: {
    fr: [
      'Poser une partie du fardeau que vous portez {pour les vôtres|pour vos proches}, et renoncer à la perfection.',
      'Aimer vos proches sans tout prendre sur vous ni {tout vouloir parfait|viser la perfection en tout}.',
      'Alléger le poids des responsabilités et du perfectionnisme que vous {portez|endossez} pour vos proches.',
    ],
    en: [
      'Putting down part of the load you carry for {your own|your people}, and letting go of perfection.',
      'Loving those close to you without taking everything on yourself or {wanting it all perfect|expecting perfection}.',
      'Easing the weight of responsibility and perfectionism you {carry|shoulder} for the people you love.',
    ],
  },
  7: {
    fr: [
      'Accorder votre confiance même quand le doute persiste, sans vous {retirer dans vos pensées|enfermer dans vos pensées}.',
      'Sortir de votre tour d’ivoire et faire confiance, {doute compris|malgré le doute}.',
      'Faire confiance malgré le doute, sans vous enfermer dans un {isolement intellectuel|isolement de l’esprit}.',
    ],
    en: [
      'Giving your trust even while doubt lingers, without retreating into your {own thoughts|own head}.',
      'Coming out of your ivory tower and trusting, {doubt and all|in spite of doubt}.',
      'Trusting despite doubt, without shutting yourself away in {intellectual isolation|a world of ideas}.',
    ],
  },
  8: {
    fr: [
      'Tenir l’argent et le pouvoir à leur juste place, {ni idoles ni tabous|sans en faire ni des idoles ni des tabous}.',
      'Assumer votre rapport à l’argent et à l’autorité, sans les craindre ni en faire {une fin|une fin en soi}.',
      'Trouver la juste relation à l’argent et au pouvoir, sans les {surestimer ni les fuir|fuir ni les surestimer}.',
    ],
    en: [
      'Keeping money and power in their proper place, neither {idols nor taboos|worshipped nor feared}.',
      'Owning your relationship with money and authority, neither fearing them nor making them {an end|an end in themselves}.',
      'Finding the right relationship with money and power, neither {overrating nor avoiding them|avoiding nor overrating them}.',
    ],
  },
};

/**
 * Other wordings of each life cycle's meaning, for the same reason as CHALLENGE_MORE; the last is the
 * stored meaning (LIFE_CYCLE_TEXTS) told with a few choices of words. They hold inline wordings
 * (« {a|b} », drawn by the offline writer once per reading): only the offline reading uses them.
 */
export const LIFE_CYCLE_MORE: Readonly<Record<NumerologyNumber, More>> = {
  1: {
    fr: [
      'Un cycle d’indépendance : vous apprenez à {vous appuyer sur|compter sur} vos {propres forces|seules forces}.',
      'Des années qui vous demandent de {tenir debout seul|vous tenir debout seul} et de décider {par vous-même|seul}.',
      'Un cycle {placé sous le signe|marqué du sceau} de l’autonomie : la vie vous {pousse|invite} à compter sur vous-même.',
    ],
    en: [
      'A cycle of independence: you learn to {lean on|rely on|draw on} your {own strength|own resources}.',
      'Years that {ask|require} you to {stand on your own feet|stand alone} and {decide for yourself|make your own choices}.',
      'A cycle {marked by|under the sign of} independence: life {pushes|urges} you to rely on yourself.',
    ],
  },
  2: {
    fr: [
      'Un cycle d’alliances : c’est {à deux, ou à plusieurs|avec les autres, et non seul}, que vous avancez.',
      'Des années de liens et de patience, où {l’écoute|savoir écouter|l’attention aux autres} vous fait {grandir|mûrir}.',
      'Un cycle de relations et {d’écoute|d’échange} : vous {grandissez|mûrissez} au contact des autres.',
    ],
    en: [
      'A cycle of partnership: you {move forward|advance|make headway} with others {rather than alone|more than on your own}.',
      'Years of bonds and patience, in which {listening|listening well|attention to others} {helps you grow|makes you grow}.',
      'A cycle of relationships and listening: you {grow|mature} through contact with other people.',
    ],
  },
  3: {
    fr: [
      'Un cycle de création et d’échanges : vous avez {des choses|beaucoup|tant} à {dire et à montrer|dire et à partager}.',
      'Des années vivantes, {faites|pleines} de rencontres, {d’idées|de projets} et de {paroles partagées|conversations}.',
      'Un cycle d’expression et de sociabilité : {la créativité et les échanges|la création et les rencontres|les idées et les échanges} {nourrissent|animent} ces années.',
    ],
    en: [
      'A cycle of creation and exchange: you have {things|much|a great deal} to {say and to show|say and to share}.',
      'Lively years, full of {meetings|encounters|new people}, ideas and {shared words|conversation}.',
      'A cycle of expression and sociability: {creativity and exchange|creation and company|ideas and conversation} {nourish|enliven} these years.',
    ],
  },
  4: {
    fr: [
      'Un cycle de fondations : {l’effort patient|la patience|l’effort tenace} construit ce qui {durera|tiendra}.',
      'Des années d’ouvrage régulier, où {la méthode|l’organisation|la rigueur} {l’emporte sur|prime sur} l’improvisation.',
      'Un cycle de travail et de méthode : vous {posez des bases|posez des fondations|bâtissez des bases}, {pierre après pierre|pierre à pierre}.',
    ],
    en: [
      'A cycle of foundations: {patient effort|patience|steady effort} builds what will {last|hold}.',
      'Years of steady work, in which {method|organisation|rigour} {wins over|beats} improvisation.',
      'A cycle of work and method: you {lay foundations|build foundations|lay the groundwork}, {one stone at a time|stone by stone}.',
    ],
  },
  5: {
    fr: [
      'Un cycle mobile : {voyages, rencontres et idées neuves|déplacements, rencontres et idées neuves|voyages, visages nouveaux et idées fraîches} {se succèdent|s’enchaînent}.',
      'Des années de mouvement, où {l’imprévu|l’inattendu} {devient une habitude|se fait habituel}.',
      'Un cycle de changements et de découvertes : rien ne {reste|demeure} {longtemps figé|figé bien longtemps}.',
    ],
    en: [
      'A cycle on the move: {travel, new people and fresh ideas|journeys, new faces and fresh ideas|travel, encounters and new ideas} {follow one another|come one after another}.',
      'Years of movement, in which {the unexpected|the unforeseen} {becomes a habit|turns into routine}.',
      'A cycle of {change and discovery|changes and discoveries}: nothing {stays|remains} {fixed|still} for long.',
    ],
  },
  6: {
    fr: [
      '{Un cycle tourné vers les vôtres|Un cycle consacré aux vôtres} : vous {prenez soin d’eux|veillez sur eux|les entourez}, et l’on {compte sur vous|s’appuie sur vous}.',
      'Des années où {le foyer|la maison|la vie de famille} et {ceux que vous aimez|vos proches} {tiennent le premier rôle|passent avant tout}.',
      'Un cycle de foyer et d’engagements : {la famille et le soin des autres|la famille et l’attention aux autres|vos proches et le soin que vous leur portez} {prennent une grande place|comptent beaucoup}.',
    ],
    en: [
      'A cycle turned towards your own: you {look after others|look after them|care for them}, and they {count on|rely on} you.',
      'Years in which {home|family life} and {the people you love|those you love|your loved ones} {take the leading part|come first}.',
      'A cycle of home and {commitment|commitments}: {family|your family} and {caring for others|looking after others|care for others} {take up a large place|count for a great deal|matter a great deal}.',
    ],
  },
  7: {
    fr: [
      'Un cycle de recul et d’étude : {le sens|le fond des choses|la signification} {compte plus que|l’emporte sur} les apparences.',
      'Des années plus intérieures, où comprendre {importe davantage|compte plus} que briller.',
      'Un cycle de recherche intérieure : vous {cherchez|poursuivez|privilégiez} le sens plus que la réussite {visible|affichée}.',
    ],
    en: [
      'A cycle of study and stepping back: {meaning|what things mean|substance} {counts for more than|outweighs} appearances.',
      '{More inward years|Years turned more inward|Quieter, more inward years}, in which {understanding|making sense of things} {matters more|counts for more} than {shining|being seen}.',
      'A cycle of inner search: you {look for|seek|value} meaning more than {visible|outward} success.',
    ],
  },
  8: {
    fr: [
      'Un cycle de réalisations : vos efforts {se traduisent en|deviennent des|se changent en} résultats {tangibles|concrets}.',
      'Des années d’ambition, où {l’on juge l’arbre à ses fruits|l’arbre se juge à ses fruits|les résultats parlent d’eux-mêmes}.',
      'Un cycle d’ambition et de résultats {concrets|tangibles} : vous {mesurez|découvrez} ce que valent vos efforts.',
    ],
    en: [
      'A cycle of achievement: your efforts {turn into|become|translate into} {tangible|concrete} results.',
      'Years of ambition, in which {the tree is judged by its fruit|a tree is known by its fruit|results speak for themselves}.',
      'A cycle of ambition and {concrete|tangible} results: you {find out|learn} what your efforts are worth.',
    ],
  },
  9: {
    fr: [
      'Un cycle généreux : vous {regardez|voyez} plus loin que votre {cercle|entourage} et vous donnez {volontiers|sans compter}.',
      'Des années d’horizon large, où {transmettre|partager|passer le relais} {compte plus que|importe plus que} retenir.',
      'Un cycle d’ouverture au monde : vous {élargissez|ouvrez} vos horizons {et vous apprenez à donner|et apprenez à donner|et le don vous devient naturel}.',
    ],
    en: [
      'A generous cycle: you {look|see} beyond your {own circle|usual circle} and give {freely|gladly}.',
      'Years of wide horizons, in which {passing things on|sharing|handing on} {matters more than|counts for more than} holding on.',
      'A cycle of opening to the world: you {broaden|widen} your horizons {and learn to give|and learn to be generous|and giving comes naturally}.',
    ],
  },
  11: {
    fr: [
      'Un cycle inspiré : votre intuition vous {guide|conduit}, et elle peut {guider|éclairer} {d’autres que vous|les autres aussi}.',
      'Des années d’idéal, où {la voix intérieure|votre voix intérieure} {demande|cherche} à être {écoutée, puis partagée|entendue, puis transmise}.',
      'Un cycle d’intuition et d’idéal : {la vie vous demande|ces années vous demandent} d’écouter {votre voix intérieure|la voix du dedans} et de la {partager|transmettre}.',
    ],
    en: [
      'An inspired cycle: your intuition {guides|leads} you, and it can {guide|light the way for} {others too|other people as well}.',
      'Years of ideals, in which your inner voice {asks|wants|longs} to be {heard and then shared|listened to, then passed on}.',
      'A cycle of intuition and ideals: {life asks you|these years ask you} to listen to {your inner voice|the voice within} and to {share it|pass it on}.',
    ],
  },
  22: {
    fr: [
      'Un cycle de grandes constructions : ce que vous {bâtissez|construisez} peut servir {bien au-delà de vous|bien plus loin que vous}.',
      'Des années de réalisations {d’envergure|ambitieuses}, au service d’une {œuvre commune|œuvre collective}.',
      'Un cycle de bâtisseur : de grandes réalisations {concrètes|tangibles} sont {possibles|à votre portée}, au service d’un projet {collectif|commun}.',
    ],
    en: [
      'A cycle of large constructions: what you {build|create} can serve {far beyond yourself|well beyond your own life}.',
      'Years of {far-reaching|ambitious} achievements, in the service of a {common|shared} work.',
      'A builder’s cycle: {large|major} practical achievements are {possible|within reach}, in the service of a {shared|common} project.',
    ],
  },
  33: {
    fr: [
      'Un cycle de dévouement : {prendre soin des autres|veiller sur les autres|le soin des autres} donne leur sens à ces années.',
      'Des années où {aider, soutenir et accompagner|aider, soutenir, accompagner|soutenir et accompagner les autres} deviennent votre {fil|fil conducteur}.',
      'Un cycle de service : {l’attention aux autres|le souci des autres} devient le fil {conducteur|rouge} de ces années.',
    ],
    en: [
      'A cycle of devotion: {caring for others|looking after others|care for others} gives these years their {meaning|purpose}.',
      'Years in which {helping, supporting and accompanying|helping, supporting, standing by others|supporting and accompanying others} become your {thread|guiding thread}.',
      'A cycle of service: {care for others|attention to others} becomes the thread {running through|that runs through} these years.',
    ],
  },
};
