// Curated texts for transits, one per transiting planet and aspect, in French and English.
// `{theme}` is replaced by the natal point's theme (transit-meaning.ts), a noun phrase that may
// be feminine or plural: no template refers back to it with a pronoun or an adjective that
// would have to agree. Plain spaces before : ; the writers typeset.
import type { TransitingId } from './transits';
import type { Lang } from './zodiac';

export type MeaningAspect = 'conjunction' | 'sextile' | 'trine' | 'square' | 'opposition' | 'quincunx';

type Row = Readonly<Record<MeaningAspect, string>>;

export const TRANSIT_TEXTS: Readonly<Record<Lang, Readonly<Record<TransitingId, Row>>>> = {
  fr: {
    sun: {
      conjunction:
        'Le Soleil passe sur le point qui touche {theme} : ce domaine revient au premier plan, c’est le moment de vous y montrer sans détour.',
      sextile:
        'Le Soleil en sextile ouvre une petite porte du côté de {theme} : une démarche simple, faite au bon moment, suffit à la franchir.',
      trine:
        'Le Soleil en trigone éclaire {theme} avec aisance : ce qui demandait de l’effort avance presque seul, profitez-en pour vous affirmer.',
      square:
        'Le Soleil au carré met {theme} sous tension : votre volonté se heurte à une résistance, et il faut choisir où dépenser votre énergie.',
      opposition:
        'Le Soleil en opposition place {theme} sous le regard des autres : un vis-à-vis vous oblige à trouver l’équilibre entre vous et eux.',
      quincunx:
        'Le Soleil en quinconce dérange {theme} sans bruit : quelque chose ne s’emboîte pas, et un petit réglage vaut mieux qu’un grand discours.',
    },
    mercury: {
      conjunction:
        'Mercure rejoint le point de {theme} : pensées, courriers et conversations s’y concentrent ; notez les idées qui viennent.',
      sextile:
        'Mercure en sextile facilite les échanges autour de {theme} : une question posée simplement reçoit une réponse utile.',
      trine:
        'Mercure en trigone vous donne les mots justes pour parler de {theme} : négociations, écrits et démarches gagnent en clarté.',
      square:
        'Mercure au carré brouille les messages qui touchent {theme} : relisez, vérifiez les dates et ne tranchez pas sur un malentendu.',
      opposition:
        'Mercure en opposition confronte votre point de vue sur {theme} à celui d’un autre : écoutez l’argument avant de répondre.',
      quincunx:
        'Mercure en quinconce demande de reformuler ce qui concerne {theme} : la bonne idée est là, mais pas encore dans les bons termes.',
    },
    venus: {
      conjunction:
        'Vénus se pose sur {theme} et y apporte de la douceur : un plaisir, une rencontre ou un geste d’affection trouvent naturellement leur place.',
      sextile:
        'Vénus en sextile offre à {theme} une occasion aimable : une invitation, un compromis, un sourire qui arrange les choses.',
      trine:
        'Vénus en trigone accorde {theme} à vos désirs : l’harmonie vient sans qu’il faille la forcer, laissez-vous recevoir.',
      square:
        'Vénus au carré révèle un désaccord autour de {theme} : ce que vous aimez et ce que vous devez tirent en sens contraire ; évitez de dépenser pour compenser.',
      opposition:
        'Vénus en opposition fait passer {theme} par la relation : l’autre attend un pas vers lui, et la tendresse se négocie.',
      quincunx:
        'Vénus en quinconce installe une gêne légère autour de {theme} : un goût ou une habitude affective demande à être ajusté.',
    },
    mars: {
      conjunction:
        'Mars enflamme {theme} : l’énergie monte d’un coup, idéale pour lancer, risquée si elle tourne à l’impatience.',
      sextile:
        'Mars en sextile donne à {theme} un coup de pouce concret : une initiative modeste prise maintenant porte loin.',
      trine:
        'Mars en trigone met du courage au service de {theme} : vous agissez vite et juste, sans avoir à lutter.',
      square:
        'Mars au carré provoque une friction autour de {theme} : colère, hâte ou conflit guettent ; versez cette force dans un effort physique ou une tâche précise.',
      opposition:
        'Mars en opposition dresse la volonté d’un autre face à {theme} : un rapport de force s’installe, mieux vaut l’aborder ouvertement que le subir.',
      quincunx:
        'Mars en quinconce disperse l’énergie que vous consacrez à {theme} : vous forcez au mauvais endroit ; changez d’angle plutôt que d’intensité.',
    },
    jupiter: {
      conjunction: 'Jupiter élargit {theme} : une chance, sans trop promettre.',
      sextile: 'Jupiter en sextile offre à {theme} une chance à saisir.',
      trine: 'Jupiter en trigone porte {theme} : voyez plus grand.',
      square: 'Jupiter au carré pousse {theme} vers l’excès : mesurez-vous.',
      opposition: 'Jupiter en opposition fait miroiter, pour {theme}, des promesses à trier.',
      quincunx:
        'Jupiter en quinconce vous fait hésiter entre deux façons de faire grandir {theme} : tout prendre ne sera pas possible.',
    },
    saturn: {
      conjunction:
        'Saturne s’installe sur {theme} : le temps de la consolidation commence ; ce qui est solide se renforce, le reste montre sa fragilité.',
      sextile: 'Saturne en sextile offre à {theme} un plan solide.',
      trine: 'Saturne en trigone récompense {theme} : vos fondations y tiennent bon.',
      square: 'Saturne au carré met {theme} à l’épreuve : reconstruisez, sans renoncer.',
      opposition: 'Saturne en opposition pèse sur {theme} : autrui y fixe des limites.',
      quincunx:
        'Saturne en quinconce fait peser sur {theme} une contrainte mal ajustée : réorganisez votre emploi du temps plutôt que de vous épuiser.',
    },
    uranus: {
      conjunction:
        'Uranus réveille {theme} par l’imprévu : un changement soudain libère ce qui était figé, à condition d’accepter de ne pas tout maîtriser.',
      sextile:
        'Uranus en sextile apporte une idée neuve ou une rencontre inattendue du côté de {theme} : essayez autre chose, sans tout bouleverser.',
      trine: 'Uranus en trigone libère {theme} : vous y innovez avec aisance.',
      square:
        'Uranus au carré secoue {theme} : ruptures, nervosité et décisions brusques sont possibles ; gardez une marge avant de tout rompre.',
      opposition:
        'Uranus en opposition fait venir de l’extérieur le changement qui touche {theme} : quelqu’un bouscule vos plans, et c’est l’occasion de les revoir.',
      quincunx:
        'Uranus en quinconce crée une instabilité diffuse autour de {theme} : de petits imprévus répétés demandent de la souplesse.',
    },
    neptune: {
      conjunction:
        'Neptune voile {theme} : l’inspiration et la sensibilité grandissent, les repères se brouillent ; laissez la brume se dissiper avant de trancher.',
      sextile:
        'Neptune en sextile nourrit {theme} d’intuition : un rêve, une lecture ou une musique vous souffle la bonne direction.',
      trine:
        'Neptune en trigone baigne {theme} de douceur et d’imagination : créer, aider ou vous ressourcer devient plus simple.',
      square:
        'Neptune au carré sème le doute sur {theme} : illusions, flou ou fatigue ; vérifiez les faits et ne signez rien de vague.',
      opposition:
        'Neptune en opposition vous fait projeter sur les autres ce qui touche {theme} : idéalisation puis déception ; regardez les gens tels qu’ils sont.',
      quincunx:
        'Neptune en quinconce brouille les contours de {theme} : un malaise léger vous invite à écouter votre corps et à simplifier.',
    },
    pluto: {
      conjunction:
        'Pluton s’attarde sur {theme} et y opère une transformation profonde : quelque chose doit finir pour que le reste se régénère.',
      sextile:
        'Pluton en sextile donne à {theme} un pouvoir de renouveau discret : vous pouvez changer une chose en profondeur, pas à pas.',
      trine:
        'Pluton en trigone renforce {theme} de l’intérieur : vous puisez dans des ressources que vous ne vous connaissiez pas.',
      square:
        'Pluton au carré met {theme} sous pression : une crise oblige à lâcher le contrôle ; ce qui résiste à tout prix finit par céder.',
      opposition:
        'Pluton en opposition fait surgir chez les autres une emprise qui touche {theme} : des jeux de pouvoir à repérer et à refuser calmement.',
      quincunx:
        'Pluton en quinconce impose à {theme} une mue lente et inconfortable : un renoncement partiel ouvre la suite.',
    },
  },
  en: {
    sun: {
      conjunction:
        'The Sun crosses the point tied to {theme}: the matter moves centre stage, a good moment to show yourself there without holding back.',
      sextile:
        'The Sun in sextile opens a small door onto {theme}: one simple step, taken at the right moment, is enough to go through it.',
      trine:
        'The Sun in trine lights up {theme} with ease: what took effort now moves almost by itself, so use it to assert yourself.',
      square:
        'A Sun square puts {theme} under strain: your will meets resistance, and you have to choose where your energy goes.',
      opposition:
        'The Sun in opposition sets {theme} before other people’s eyes: someone facing you makes you find the balance between you and them.',
      quincunx:
        'The Sun in quincunx quietly unsettles {theme}: something does not fit, and a small adjustment is worth more than a long speech.',
    },
    mercury: {
      conjunction:
        'Mercury joins the point of {theme}: thoughts, messages and conversations gather there; write down the ideas that come.',
      sextile:
        'Mercury in sextile eases exchanges around {theme}: a question asked plainly gets a useful answer.',
      trine:
        'Mercury in trine gives you the right words for {theme}: negotiations, writing and formalities gain in clarity.',
      square:
        'A Mercury square scrambles the messages that touch {theme}: read twice, check the dates, and do not decide on a misunderstanding.',
      opposition:
        'Mercury in opposition sets your view of {theme} against someone else’s: hear the argument out before you answer.',
      quincunx:
        'Mercury in quincunx asks you to rephrase what concerns {theme}: the right idea is there, but not yet in the right words.',
    },
    venus: {
      conjunction:
        'Venus settles on {theme} and brings softness: a pleasure, a meeting or a gesture of affection naturally finds its place.',
      sextile:
        'Venus in sextile offers {theme} a kindly opening: an invitation, a compromise, a smile that smooths things over.',
      trine:
        'Venus in trine brings {theme} in tune with what you want: harmony comes without forcing, so let yourself receive.',
      square:
        'A Venus square exposes a disagreement around {theme}: what you like and what you owe pull apart; avoid spending to make up for it.',
      opposition:
        'Venus in opposition routes {theme} through a relationship: the other person expects a step towards them, and tenderness has to be negotiated.',
      quincunx:
        'Venus in quincunx brings a slight unease around {theme}: a taste or an emotional habit needs adjusting.',
    },
    mars: {
      conjunction:
        'Mars sets {theme} alight: energy surges at once, ideal for starting, risky if it turns to impatience.',
      sextile:
        'Mars in sextile gives {theme} a practical push: a modest initiative taken now goes a long way.',
      trine: 'Mars in trine puts courage behind {theme}: you act quickly and well, without having to fight.',
      square:
        'A Mars square sparks friction around {theme}: anger, haste or conflict lie in wait; pour the force into physical effort or a precise task.',
      opposition:
        'Mars in opposition sets someone else’s will against {theme}: a tug of war begins, better met openly than endured.',
      quincunx:
        'Mars in quincunx scatters the energy you give {theme}: you are pushing in the wrong place; change the angle rather than the force.',
    },
    jupiter: {
      conjunction: 'Jupiter enlarges {theme}: a chance, without overpromising.',
      sextile: 'Jupiter in sextile offers {theme} a chance to take.',
      trine: 'Jupiter in trine carries {theme}: think bigger.',
      square: 'A Jupiter square pushes {theme} towards excess: measure first.',
      opposition: 'Jupiter in opposition dangles, before {theme}, promises to sort.',
      quincunx:
        'Jupiter in quincunx leaves you torn between two ways of growing {theme}: you cannot take everything.',
    },
    saturn: {
      conjunction:
        'Saturn settles on {theme}: a time of consolidation begins; what is sound grows stronger, the rest shows its weakness.',
      sextile: 'Saturn in sextile offers {theme} a sound plan.',
      trine: 'Saturn in trine rewards {theme}: the foundations you laid there hold.',
      square: 'A Saturn square tests {theme}: rebuild, do not give up.',
      opposition: 'Saturn in opposition weighs on {theme}: others set limits there.',
      quincunx:
        'Saturn in quincunx weighs on {theme} with an ill-fitting constraint: reorganise your schedule rather than wear yourself out.',
    },
    uranus: {
      conjunction:
        'Uranus wakes {theme} with the unexpected: a sudden change frees what was stuck, provided you accept not controlling everything.',
      sextile:
        'Uranus in sextile brings a fresh idea or an unexpected encounter to {theme}: try something different without overturning everything.',
      trine: 'Uranus in trine frees {theme}: you innovate there with ease.',
      square:
        'A Uranus square shakes {theme}: breaks, nervousness and abrupt decisions are possible; keep some margin before cutting ties.',
      opposition:
        'Uranus in opposition brings change to {theme} from outside: someone upsets your plans, and it is a chance to revise them.',
      quincunx:
        'Uranus in quincunx creates a low-level instability around {theme}: small repeated surprises call for flexibility.',
    },
    neptune: {
      conjunction:
        'Neptune veils {theme}: inspiration and sensitivity grow while landmarks blur; let the mist clear before you decide.',
      sextile:
        'Neptune in sextile feeds {theme} with intuition: a dream, a book or a piece of music points you the right way.',
      trine:
        'Neptune in trine bathes {theme} in gentleness and imagination: creating, helping or recharging comes more easily.',
      square:
        'A Neptune square sows doubt about {theme}: illusions, vagueness or fatigue; check the facts and sign nothing unclear.',
      opposition:
        'Neptune in opposition makes you project onto others what touches {theme}: idealising, then disappointment; see people as they are.',
      quincunx:
        'Neptune in quincunx blurs the outline of {theme}: a faint unease invites you to listen to your body and simplify.',
    },
    pluto: {
      conjunction:
        'Pluto lingers on {theme} and works a deep transformation: something has to end so that the rest can regenerate.',
      sextile:
        'Pluto in sextile gives {theme} a quiet power of renewal: you can change one thing deeply, step by step.',
      trine:
        'Pluto in trine strengthens {theme} from within: you draw on resources you did not know you had.',
      square:
        'A Pluto square puts {theme} under pressure: a crisis forces you to let go of control; what resists at all costs ends up giving way.',
      opposition:
        'Pluto in opposition brings out in others a hold over {theme}: power games to spot and calmly refuse.',
      quincunx:
        'Pluto in quincunx forces {theme} into a slow, uncomfortable shedding: letting go of part of it opens the way ahead.',
    },
  },
};

/**
 * Other wordings of the same meaning for the transits that recur most across customers (the slow
 * planets', Venus's and Mars's): a reading tells one of the curated text and these, chosen by the
 * wording of its theme (transit-meaning.ts), so that one sentence is not in every reading that meets
 * the transit (issue 38). The same rules as above: no word that would agree with {theme}.
 */
export const TRANSIT_TEXTS_OTHER: Readonly<
  Record<Lang, Partial<Record<TransitingId, Partial<Record<MeaningAspect, readonly string[]>>>>>
> = {
  fr: {
    venus: {
      conjunction: [
        'Vénus rejoint {theme} : c’est un temps de douceur, propice aux plaisirs partagés et aux gestes tendres.',
        'Avec Vénus sur {theme}, l’agrément revient ; une rencontre, un cadeau ou un moment d’affection tombent à point.',
      ],
      square: [
        'Vénus au carré froisse {theme} : le désir et le devoir ne s’entendent pas ; méfiez-vous des achats de consolation.',
        'Un carré de Vénus crée un malaise autour de {theme} : vous voulez une chose, la raison en demande une autre ; ne compensez pas par la dépense.',
      ],
    },
    mars: {
      conjunction: [
        'Mars s’installe sur {theme} : un regain d’énergie, bon pour démarrer, à tenir en bride si l’impatience s’en mêle.',
        'Avec Mars sur {theme}, tout s’accélère : l’audace paie, la précipitation beaucoup moins.',
      ],
      opposition: [
        'Mars en face de {theme} oppose votre volonté à celle d’un autre : parlez franchement plutôt que de laisser monter la tension.',
        'Une opposition de Mars met {theme} en rivalité avec quelqu’un : nommez le désaccord tôt, il se règle mieux à découvert.',
      ],
    },
    jupiter: {
      square: [
        'Un carré de Jupiter gonfle {theme} : l’envie d’en faire trop guette ; gardez la mesure.',
        'Jupiter au carré promet beaucoup à {theme} : tenez-vous-en au raisonnable.',
      ],
    },
    saturn: {
      conjunction: [
        'Saturne rejoint {theme} : l’heure est aux fondations ; ce qui est solide se confirme, ce qui ne l’est pas se voit.',
        'Avec Saturne sur {theme}, le temps devient exigeant : patience et rigueur construisent, le reste s’effrite.',
      ],
    },
    uranus: {
      square: [
        'Uranus au carré secoue {theme} : ruptures, impatience ou coups de tête sont possibles ; ne tranchez pas à chaud.',
        'Un carré d’Uranus bouscule {theme} : l’imprévu s’invite ; gardez de la souplesse avant de couper les ponts.',
      ],
    },
    neptune: {
      trine: [
        'Un trigone de Neptune adoucit {theme} : l’imagination circule, et créer ou soigner vous coûte moins.',
        'Neptune en trigone inspire {theme} : c’est le moment de rêver utile, d’aider ou de vous reposer.',
      ],
      square: [
        'Neptune au carré brouille {theme} : fatigue, flou ou illusions ; vérifiez tout avant de signer.',
        'Un carré de Neptune met {theme} dans le brouillard : ne décidez rien sur une impression, demandez des preuves.',
      ],
    },
    pluto: {
      square: [
        'Un carré de Pluton tend {theme} à l’extrême : une crise vous demande de lâcher prise ; s’accrocher ne fait que retarder.',
        'Pluton au carré pousse {theme} dans ses retranchements : ce que vous tenez trop fort finit par glisser ; laissez partir.',
      ],
    },
  },
  en: {
    venus: {
      conjunction: [
        'Venus joins {theme}: a gentle time, good for shared pleasures and tender gestures.',
        'With Venus on {theme}, things grow pleasant again; a meeting, a gift or a moment of affection comes at the right time.',
      ],
      square: [
        'A Venus square ruffles {theme}: desire and duty disagree; beware of buying comfort.',
        'Venus square {theme} brings unease: you want one thing, good sense another; do not make up for it by spending.',
      ],
      opposition: [
        'Venus opposite {theme} brings the other person in: they wait for a step from you, and affection becomes a give and take.',
        'With Venus in opposition, {theme} plays out in a relationship: meet the other halfway, tenderness is bargained for.',
      ],
    },
    mars: {
      conjunction: [
        'Mars lands on {theme}: a surge of energy, good for starting, to be reined in if impatience joins in.',
        'With Mars on {theme}, everything speeds up: boldness pays, haste far less.',
      ],
      sextile: [
        'A Mars sextile lends {theme} some drive: a small step taken now carries further than it seems.',
        'Mars in sextile backs {theme}: act on one concrete thing, and it moves.',
      ],
      square: [
        'Mars square {theme} raises the temperature: tempers and haste are close; spend the force on sport or careful work.',
        'A Mars square puts {theme} under friction: a clash is easy to start; channel the energy into a physical task.',
      ],
    },
    saturn: {
      conjunction: [
        'Saturn joins {theme}: time to lay foundations; what is solid is confirmed, what is not shows.',
        'With Saturn on {theme}, time turns demanding: patience and rigour build, the rest crumbles.',
      ],
    },
    uranus: {
      square: [
        'Uranus square {theme} shakes things up: sudden breaks and rash moves are possible; decide nothing in the heat of the moment.',
        'A Uranus square jolts {theme}: the unexpected walks in; stay flexible before burning bridges.',
      ],
    },
    neptune: {
      trine: [
        'A Neptune trine softens {theme}: imagination flows, and creating or caring costs you less.',
        'Neptune in trine inspires {theme}: a time to dream usefully, to help or to rest.',
      ],
      square: [
        'Neptune square {theme} blurs the picture: fatigue, haze or illusions; check everything before you sign.',
        'A Neptune square puts {theme} in a fog: decide nothing on an impression, ask for proof.',
      ],
    },
    pluto: {
      square: [
        'A Pluto square strains {theme} to the limit: a crisis asks you to let go; clinging only delays.',
        'Pluto square {theme} pushes things to the edge: what you hold too tightly ends up slipping; let it go.',
      ],
    },
  },
};
