/** The offline intuitive reading for tarot: the revealed cards in their places, the synthesis card, the dated timeline. */
import type { CardFact, TarotFacts } from '../facts';
import { lexiconOf } from './offline-astrology';
import type { Section } from './offline-astrology-long';
import { closingLine, openingLine, quoted, topicWords } from './offline-phrases';
import { capitalise, joinList, type Picker } from './pick';

const name = (c: { card_name: string }, lang: 'fr' | 'en') => quoted(c.card_name, lang);
/** "de courage", "d’attente": French elision before a vowel or a mute h. */
const de = (word: string) => (/^[aeiouyàâéèêëîïôûœh]/i.test(word) ? `d’${word}` : `de ${word}`);

function orientation(c: CardFact, lang: 'fr' | 'en', pick: Picker): string {
  if (lang === 'fr') return c.reversed ? pick.pick(['à l’envers', 'renversée']) : 'à l’endroit';
  return c.reversed ? 'reversed' : 'upright';
}

function cardParagraph(f: TarotFacts, c: CardFact, pick: Picker): string {
  const fr = f.lang === 'fr';
  const [k1 = '', k2 = '', k3 = ''] = c.keywords;
  const pos = quoted(c.position_name, f.lang);
  const lead = fr
    ? pick.pick(
        [
          `En position ${pos}, ${name(c, 'fr')} apparaît ${orientation(c, 'fr', pick)} et vous parle ${de(k1)} et ${de(k2)}.`,
          `${name(c, 'fr')}, ${orientation(c, 'fr', pick)}, occupe la place ${pos} : ${k1}, ${k2}${k3 ? `, ${k3}` : ''}.`,
          `Pour ${pos}, c’est ${name(c, 'fr')} qui se présente, ${orientation(c, 'fr', pick)}, avec ce premier message : ${k1}.`,
        ],
        'card',
      )
    : pick.pick(
        [
          `In the position ${pos}, ${name(c, 'en')} appears ${orientation(c, 'en', pick)} and speaks of ${k1} and ${k2}.`,
          `${name(c, 'en')}, ${orientation(c, 'en', pick)}, holds the place ${pos}: ${k1}, ${k2}${k3 ? `, ${k3}` : ''}.`,
          `For ${pos}, ${name(c, 'en')} comes forward, ${orientation(c, 'en', pick)}, with this first message: ${k1}.`,
        ],
        'card',
      );
  const meaning = c.position_meaning.replace(/\.$/, '').toLowerCase();
  const tail = c.reversed
    ? fr
      ? pick.pick(
          [
            ` Renversée, elle signale ce qui coince encore : ${meaning}, c’est là qu’un ajustement est possible.`,
            ` À l’envers, son énergie est freinée plutôt qu’absente : donnez-lui du temps.`,
            ` Renversée, elle invite à revoir ${meaning} sous un autre angle.`,
          ],
          'tail-down',
        )
      : pick.pick(
          [
            ` Reversed, it points at what is still stuck: ${meaning}, that is where an adjustment is possible.`,
            ' Reversed, its energy is held back rather than absent: give it time.',
            ` Reversed, it invites you to look at ${meaning} from another angle.`,
          ],
          'tail-down',
        )
    : fr
      ? pick.pick(
          [
            ` Ici, cela touche ${meaning}.`,
            ` C’est une énergie disponible, que vous pouvez accueillir sans crainte.`,
            ` Dans cette position, elle éclaire ${meaning}.`,
          ],
          'tail-up',
        )
      : pick.pick(
          [
            ` Here it touches ${meaning}.`,
            ' It is an energy at hand, one you can welcome without fear.',
            ` In this place it sheds light on ${meaning}.`,
          ],
          'tail-up',
        );
  return lead + tail;
}

function synthesisParagraph(f: TarotFacts, pick: Picker): string {
  const fr = f.lang === 'fr';
  const s = f.synthesis;
  const echo = s.in_draw
    ? fr
      ? ' Elle figure déjà dans votre tirage, ce qui renforce son message.'
      : ' It is already in your draw, which strengthens its message.'
    : '';
  return fr
    ? `${pick.pick([`Additionnées, vos cartes donnent ${s.sum} et désignent la carte ${name({ card_name: s.card_name }, 'fr')} comme carte de synthèse.`, `La somme de votre tirage, ${s.sum}, mène à la carte ${name({ card_name: s.card_name }, 'fr')}, qui résume l’ensemble.`])}${echo} ${s.reversed > 0 ? `${s.reversed} carte${s.reversed > 1 ? 's' : ''} sur ${f.cards.length} ${s.reversed > 1 ? 'sont sorties' : 'est sortie'} à l’envers : ${pick.pick(['un appel à la patience plutôt qu’un mauvais présage.', 'le signe qu’une part de la situation demande encore à mûrir.'])}` : pick.pick(['Toutes vos cartes sont à l’endroit : le courant est favorable à l’expression de ce qu’elles portent.', 'Aucune carte renversée : les énergies du tirage circulent librement.'])}`
    : `${pick.pick([`Added together, your cards make ${s.sum} and point to ${name({ card_name: s.card_name }, 'en')} as the synthesis card.`, `The sum of your draw, ${s.sum}, names ${name({ card_name: s.card_name }, 'en')} as the synthesis card.`])}${echo} ${s.reversed > 0 ? `${s.reversed} card${s.reversed > 1 ? 's' : ''} out of ${f.cards.length} came out reversed: ${pick.pick(['a call for patience rather than a bad omen.', 'a sign that part of the situation still needs to ripen.'])}` : pick.pick(['All your cards are upright: the current favours what they carry.', 'No reversed card: the energies of the draw flow freely.'])}`;
}

/** Option 1: the question, each card in its place, the synthesis, a warm close. */
export function tarotShort(f: TarotFacts, pick: Picker): string[] {
  const fr = f.lang === 'fr';
  const count = f.cards.length;
  const intro = `${openingLine(f.lang, f.first_name, f.question, pick)} ${
    fr
      ? `Vous avez tiré ${count === 1 ? 'une carte' : `${count} cartes`} selon le tirage ${quoted(f.spread.name, 'fr')}, pour éclairer ${topicWords('fr', f.topic)}.`
      : `You drew ${count === 1 ? 'one card' : `${count} cards`} using the spread ${quoted(f.spread.name, 'en')}, to shed light on ${topicWords('en', f.topic)}.`
  }`;
  return [
    intro,
    ...f.cards.map((c) => cardParagraph(f, c, pick)),
    synthesisParagraph(f, pick),
    closingLine(f.lang, f.first_name, pick),
  ];
}

/** Options 2–3: the draw, each card, the dated timeline, the synthesis card, a last word. */
export function tarotLong(f: TarotFacts, pick: Picker): Section[] {
  const fr = f.lang === 'fr';
  const lex = lexiconOf(f.lang);
  const timeline = f.forecast.map((e) => {
    const words = joinList(
      (f.cards.find((c) => c.card_name === e.title)?.keywords ?? []).slice(0, 2),
      f.lang,
    );
    return `— ${capitalise(lex.range(e.start, e.end))}${fr ? ' : ' : ': '}${quoted(e.title, f.lang)} (${e.note})${words ? `, ${words}` : ''}.`;
  });
  return [
    {
      heading: fr ? 'Votre tirage' : 'Your draw',
      paragraphs: [
        `${openingLine(f.lang, f.first_name, f.question, pick)} ${
          fr
            ? `Les ${f.cards.length} cartes du tirage ${quoted(f.spread.name, 'fr')} ont été tirées pour vous dans un jeu de 78 lames mélangé sur le serveur, et révélées dans l’ordre où vous les avez choisies.`
            : `The ${f.cards.length} cards of the spread ${quoted(f.spread.name, 'en')} were drawn for you from a deck of 78 shuffled on the server, and revealed in the order you chose them.`
        }`,
      ],
    },
    ...f.cards.map((c) => ({
      heading: `${c.position_name} — ${c.card_name}`,
      paragraphs: [cardParagraph(f, c, pick)],
    })),
    ...(timeline.length
      ? [
          {
            heading: fr ? 'Le fil du temps' : 'Your timeline',
            paragraphs: [
              `${fr ? 'Voici comment vos cartes se répartissent sur la période, dans l’ordre du tirage :' : 'Here is how your cards spread over the period, in the order of the draw:'}\n${timeline.join('\n')}`,
            ],
          },
        ]
      : []),
    {
      heading: fr ? 'La carte de synthèse' : 'The synthesis card',
      paragraphs: [synthesisParagraph(f, pick)],
    },
    { heading: fr ? 'Un dernier mot' : 'A last word', paragraphs: [closingLine(f.lang, f.first_name, pick)] },
  ];
}
