// Épée (Swords), the suit of air: thought, speech, decisions, conflict and truth.

import { meaning, type MinorEntry } from './meaning';

export const EPEES: readonly MinorEntry[] = [
  {
    rank: 1,
    upright: meaning(
      ['clarté', 'décision', 'vérité', 'victoire de l’esprit'],
      ['clarity', 'decision', 'truth', 'triumph of the mind'],
      'L’As d’Épées surgit d’un nuage, la lame dressée vers une couronne : c’est la force de la pensée claire, la décision qui tranche, la vérité qui s’impose. Il apporte la clarté d’une idée juste, la force de convaincre et le courage de dire non.',
      'The Ace of Swords emerges from a cloud, its blade raised towards a crown: the strength of clear thinking, the decision that cuts through, the truth that prevails. It brings the clarity of a sound idea, the strength to convince and the courage to say no.',
    ),
    reversed: meaning(
      ['agressivité', 'confusion', 'parole blessante', 'décision hâtive'],
      ['aggression', 'confusion', 'hurtful words', 'hasty decision'],
      'Renversé, l’As d’Épées retourne sa lame contre soi : agressivité, confusion, parole blessante, décision prise trop vite. Clarifiez votre pensée avant de trancher.',
      'Reversed, the Ace of Swords turns its blade against itself: aggression, confusion, hurtful words, a decision made too fast. Clear your thinking before you cut.',
    ),
  },
  {
    rank: 2,
    upright: meaning(
      ['réflexion', 'trêve', 'équilibre provisoire', 'recul'],
      ['reflection', 'truce', 'temporary balance', 'stepping back'],
      'Le Deux d’Épées dessine deux lames courbes enlacées autour d’une fleur : la pensée s’accumule, hésite, pèse le pour et le contre. Il parle d’une trêve, d’un équilibre provisoire, d’une décision en gestation qui demande du recul.',
      'The Two of Swords draws two curved blades intertwined around a flower: thought gathers, hesitates, weighs pros and cons. It speaks of a truce, a temporary balance, a decision in gestation that needs some distance.',
    ),
    reversed: meaning(
      ['indécision', 'déni', 'dialogue bloqué', 'choix évité'],
      ['indecision', 'denial', 'stalled dialogue', 'avoided choice'],
      'Renversé, le Deux d’Épées montre l’indécision qui paralyse, le refus de voir, le dialogue bloqué. L’équilibre n’était qu’une manière d’éviter le choix.',
      'Reversed, the Two of Swords shows paralysing indecision, a refusal to see, a dialogue at a standstill. The balance was only a way of avoiding the choice.',
    ),
  },
  {
    rank: 3,
    upright: meaning(
      ['prise de conscience', 'vérité qui perce', 'chagrin libérateur', 'idée neuve'],
      ['realisation', 'truth breaking through', 'freeing sorrow', 'new idea'],
      'Le Trois d’Épées est l’explosion de la pensée : une idée perce, une vérité jaillit, parfois douloureusement. Il peut annoncer un chagrin qui libère, une prise de conscience, une parole qui tranche enfin ce qui devait l’être.',
      'The Three of Swords is thought bursting out: an idea breaks through, a truth springs forth, sometimes painfully. It may announce a sorrow that sets you free, a realisation, words that finally cut what needed cutting.',
    ),
    reversed: meaning(
      ['rancune', 'blessure rouverte', 'confusion mentale', 'mots de trop'],
      ['resentment', 'reopened wound', 'mental confusion', 'words too far'],
      'Renversé, le Trois d’Épées aggrave la blessure : rancune, mots qui dépassent la pensée, confusion mentale. Laissez la douleur se refermer plutôt que de la rouvrir sans cesse.',
      'Reversed, the Three of Swords deepens the wound: resentment, words that go further than meant, mental confusion. Let the pain heal rather than reopening it again and again.',
    ),
  },
  {
    rank: 4,
    upright: meaning(
      ['repos', 'méditation', 'convalescence', 'pensée apaisée'],
      ['rest', 'meditation', 'recovery', 'settled mind'],
      'Le Quatre d’Épées stabilise l’esprit : repos, méditation, convalescence, pensée qui se pose. C’est le moment de faire une pause pour rassembler ses idées et reprendre des forces avant d’agir.',
      'The Four of Swords steadies the mind: rest, meditation, recovery, thoughts settling. It is time to pause, gather your ideas and regain strength before acting.',
    ),
    reversed: meaning(
      ['rigidité mentale', 'inertie', 'insomnie', 'retranchement'],
      ['rigid thinking', 'inertia', 'sleeplessness', 'entrenchment'],
      'Renversé, le Quatre d’Épées devient rigidité mentale ou inertie : on se retranche derrière ses certitudes, on refuse de reprendre la lutte. Ou bien le repos est impossible et l’esprit tourne sans fin.',
      'Reversed, the Four of Swords turns into rigid thinking or inertia: hiding behind certainties, refusing to return to the fray. Or else rest is impossible and the mind spins endlessly.',
    ),
  },
  {
    rank: 5,
    upright: meaning(
      ['débat', 'idée nouvelle', 'remise en question', 'affirmation'],
      ['debate', 'new idea', 'questioning', 'assertiveness'],
      'Le Cinq d’Épées introduit une idée nouvelle qui se heurte à l’ordre établi : débat, confrontation d’opinions, remise en question. Il parle d’une pensée qui cherche un idéal et doit défendre sa position avec loyauté.',
      'The Five of Swords brings in a new idea that clashes with the established order: debate, a confrontation of opinions, questioning. It speaks of a mind in search of an ideal that must defend its position fairly.',
    ),
    reversed: meaning(
      ['victoire amère', 'humiliation', 'ruse', 'conflit d’ego'],
      ['hollow victory', 'humiliation', 'trickery', 'ego clash'],
      'Renversé, le Cinq d’Épées mène à une victoire amère : conflit pour avoir raison, humiliation, ruse. Demandez-vous si la bataille en vaut vraiment la peine.',
      'Reversed, the Five of Swords leads to a hollow victory: fighting just to be right, humiliation, trickery. Ask yourself whether the battle is really worth it.',
    ),
  },
  {
    rank: 6,
    upright: meaning(
      ['apaisement', 'passage', 'clarté', 'curiosité'],
      ['relief', 'passage', 'clarity', 'curiosity'],
      'Le Six d’Épées est le plaisir de penser : clarté, curiosité, esprit qui voyage. Il annonce un passage vers des eaux plus calmes, un apaisement après une période difficile, une solution qui se dessine.',
      'The Six of Swords is the pleasure of thinking: clarity, curiosity, a mind that travels. It announces a passage towards calmer waters, relief after a difficult time, a solution taking shape.',
    ),
    reversed: meaning(
      ['fuite', 'ressassement', 'départ retardé', 'problèmes qui suivent'],
      ['escape', 'rumination', 'delayed departure', 'problems that follow'],
      'Renversé, le Six d’Épées signale un esprit qui tourne en rond ou qui fuit : le départ est retardé, les problèmes suivent, la pensée se complaît dans ses justifications.',
      'Reversed, the Six of Swords points to a mind going round in circles or running away: the departure is delayed, the problems follow, thinking indulges in its own justifications.',
    ),
  },
  {
    rank: 7,
    upright: meaning(
      ['stratégie', 'diplomatie', 'habileté', 'bon moment'],
      ['strategy', 'diplomacy', 'skill', 'good timing'],
      'Le Sept d’Épées est la pensée en action dans le monde : stratégie, diplomatie, habileté. Il invite à agir avec intelligence, à choisir le bon moment, à faire preuve de tact plutôt que de force.',
      'The Seven of Swords is thought acting in the world: strategy, diplomacy, skill. It invites you to act intelligently, to choose your moment, to use tact rather than force.',
    ),
    reversed: meaning(
      ['mensonge', 'manœuvres', 'secret découvert', 'plan qui échoue'],
      ['deceit', 'scheming', 'secret exposed', 'failed plan'],
      'Renversé, le Sept d’Épées dévoile la ruse qui se retourne : mensonges, manœuvres, plans qui échouent, secret découvert. La transparence protège mieux que la stratégie.',
      'Reversed, the Seven of Swords reveals cunning that backfires: lies, schemes, plans that fail, a secret brought to light. Openness protects better than strategy.',
    ),
  },
  {
    rank: 8,
    upright: meaning(
      ['rigueur', 'concentration', 'précision', 'limites choisies'],
      ['rigour', 'focus', 'precision', 'chosen limits'],
      'Le Huit d’Épées est la perfection de la pensée : rigueur, concentration, clarté absolue. Mais cette perfection peut enfermer : l’esprit crée aussi ses propres limites, et il suffit parfois de changer de point de vue pour s’en libérer.',
      'The Eight of Swords is thought at its most perfect: rigour, focus, absolute clarity. But that perfection can also confine: the mind builds its own limits, and sometimes a change of viewpoint is all it takes to be free of them.',
    ),
    reversed: meaning(
      ['sentiment d’enfermement', 'peur', 'paralysie', 'pensées obsédantes'],
      ['feeling trapped', 'fear', 'paralysis', 'obsessive thoughts'],
      'Renversé, le Huit d’Épées se sent prisonnier : restrictions, peur, paralysie, pensées obsédantes. Les liens sont souvent moins solides qu’ils n’en ont l’air.',
      'Reversed, the Eight of Swords feels imprisoned: restrictions, fear, paralysis, obsessive thoughts. The bonds are often weaker than they look.',
    ),
  },
  {
    rank: 9,
    upright: meaning(
      ['inquiétude', 'crise de conscience', 'lucidité naissante', 'nuit blanche'],
      ['worry', 'crisis of conscience', 'dawning clarity', 'sleepless night'],
      'Le Neuf d’Épées traverse une crise de la pensée : inquiétude, nuits agitées, remise en cause profonde. Cette épreuve prépare pourtant une lucidité nouvelle ; la douleur mentale annonce un changement de regard.',
      'The Nine of Swords goes through a crisis of thought: worry, restless nights, deep questioning. Yet this ordeal prepares a new clarity; the mental pain heralds a change of outlook.',
    ),
    reversed: meaning(
      ['angoisse', 'culpabilité', 'cauchemars', 'isolement'],
      ['anguish', 'guilt', 'nightmares', 'isolation'],
      'Renversé, le Neuf d’Épées intensifie l’angoisse : culpabilité, cauchemars, anxiété qui se nourrit d’elle-même. En parler à une personne de confiance allège ce qui semblait insurmontable.',
      'Reversed, the Nine of Swords heightens anguish: guilt, nightmares, an anxiety that feeds on itself. Talking to someone you trust lightens what seemed insurmountable.',
    ),
  },
  {
    rank: 10,
    upright: meaning(
      ['fin', 'acceptation', 'point le plus bas', 'renaissance'],
      ['ending', 'acceptance', 'lowest point', 'rebirth'],
      'Le Dix d’Épées clôt le cycle de l’esprit : une situation se termine, parfois brutalement, et il n’y a plus rien à penser, seulement à accepter. C’est le point le plus bas, celui qui annonce la remontée.',
      'The Ten of Swords closes the cycle of the mind: a situation ends, sometimes abruptly, and there is nothing left to think, only to accept. It is the lowest point, the one that heralds the climb back up.',
    ),
    reversed: meaning(
      ['fin refusée', 'douleur entretenue', 'défaite ressassée', 'relèvement'],
      ['refused ending', 'nursed pain', 'dwelling on defeat', 'getting back up'],
      'Renversé, le Dix d’Épées parle d’une fin qu’on refuse, d’une douleur entretenue, d’une défaite ressassée. Il est pourtant temps de se relever : le pire est derrière.',
      'Reversed, the Ten of Swords speaks of an ending you refuse, a pain you keep alive, a defeat you keep replaying. Yet it is time to get back up: the worst is behind you.',
    ),
  },
  {
    rank: 11,
    upright: meaning(
      ['curiosité', 'vigilance', 'études', 'nouvelle information'],
      ['curiosity', 'vigilance', 'studies', 'new information'],
      'Le Valet d’Épées tient son épée et son fourreau, hésitant à dégainer : c’est l’esprit jeune, curieux, vigilant. Il annonce des études, une nouvelle information, une parole qui cherche encore sa justesse.',
      'The Page of Swords holds his sword and its scabbard, hesitating to draw: the young, curious, watchful mind. He announces studies, a new piece of information, words still searching for the right note.',
    ),
    reversed: meaning(
      ['méfiance', 'commérages', 'critique gratuite', 'immaturité'],
      ['suspicion', 'gossip', 'needless criticism', 'immaturity'],
      'Renversé, le Valet d’Épées se méfie de tout ou parle trop vite : commérages, critiques gratuites, décisions immatures. Vérifiez avant d’affirmer.',
      'Reversed, the Page of Swords distrusts everything or speaks too quickly: gossip, needless criticism, immature decisions. Check before you assert.',
    ),
  },
  {
    rank: 12,
    upright: meaning(
      ['action rapide', 'détermination', 'défense d’une cause', 'changement soudain'],
      ['swift action', 'determination', 'championing a cause', 'sudden change'],
      'Le Cavalier d’Épées s’élance, lame au clair : action rapide, décision tranchée, défense d’une cause. Il annonce un changement soudain, une nouvelle qui arrive vite, une énergie intellectuelle qui balaie les obstacles.',
      'The Knight of Swords charges forward, blade drawn: swift action, a clear-cut decision, a cause defended. He announces a sudden change, news that arrives fast, an intellectual energy that sweeps obstacles aside.',
    ),
    reversed: meaning(
      ['brutalité', 'précipitation', 'conflit inutile', 'projet avorté'],
      ['harshness', 'recklessness', 'needless conflict', 'aborted plan'],
      'Renversé, le Cavalier d’Épées devient brutal ou imprudent : agressivité, précipitation, conflit inutile, projet avorté. La vitesse sans réflexion blesse.',
      'Reversed, the Knight of Swords becomes harsh or reckless: aggression, haste, needless conflict, a plan cut short. Speed without thought wounds.',
    ),
  },
  {
    rank: 13,
    upright: meaning(
      ['lucidité', 'franchise', 'indépendance', 'discernement'],
      ['clear sight', 'frankness', 'independence', 'discernment'],
      'La Reine d’Épées tient son épée avec lucidité, le regard droit : elle voit clair, parle vrai et protège ce qu’elle aime avec fermeté. Elle incarne l’indépendance, la finesse, l’intelligence qui a traversé l’épreuve.',
      'The Queen of Swords holds her sword with clear sight and a level gaze: she sees plainly, speaks truly and protects what she loves with firmness. She embodies independence, finesse, an intelligence that has come through hardship.',
    ),
    reversed: meaning(
      ['froideur', 'critique acerbe', 'rancune', 'solitude défensive'],
      ['coldness', 'biting criticism', 'resentment', 'defensive solitude'],
      'Renversée, la Reine d’Épées devient froide, tranchante, amère : critique acerbe, rancune, solitude défensive. Sa lucidité a besoin d’un peu de douceur pour être entendue.',
      'Reversed, the Queen of Swords turns cold, cutting and bitter: biting criticism, resentment, a defensive solitude. Her clear sight needs a little gentleness to be heard.',
    ),
  },
  {
    rank: 14,
    upright: meaning(
      ['jugement', 'éthique', 'objectivité', 'autorité intellectuelle'],
      ['judgement', 'ethics', 'objectivity', 'intellectual authority'],
      'Le Roi d’Épées est l’autorité de l’esprit : jugement sûr, éthique, capacité de décider avec objectivité. Il incarne l’expert, le juriste, le stratège, celui dont la parole fait autorité parce qu’elle est juste.',
      'The King of Swords is the authority of the mind: sound judgement, ethics, the ability to decide objectively. He embodies the expert, the lawyer, the strategist, the one whose word carries weight because it is fair.',
    ),
    reversed: meaning(
      ['manipulation', 'froideur', 'abus de pouvoir', 'jugement partial'],
      ['manipulation', 'coldness', 'abuse of power', 'biased judgement'],
      'Renversé, le Roi d’Épées abuse de son intelligence : manipulation, cruauté froide, abus de pouvoir, jugement partial. La raison sans cœur devient tyrannie.',
      'Reversed, the King of Swords misuses his intelligence: manipulation, cold cruelty, abuse of power, biased judgement. Reason without heart becomes tyranny.',
    ),
  },
];
