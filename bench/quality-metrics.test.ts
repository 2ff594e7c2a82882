import { describe, expect, it } from 'vitest';
import { cardGenderFaults, grammarFaults } from './grammar-faults';
import {
  brokenEcho,
  contentWords,
  frameSpans,
  intuitiveParagraphs,
  jaccard,
  meanPairwiseJaccard,
  mostFrequentSentence,
  namesAny,
  ngrams,
  openingParagraph,
  repeatedSentences,
  sentences,
  topFrame,
  withoutQuotations,
} from './quality-metrics';

const rules = (text: string, lang: 'fr' | 'en') => grammarFaults(text, lang).map((h) => h.rule);

describe('paragraphs and the opening answer', () => {
  it('splits the text on blank lines and skips a heading to find the opening', () => {
    const text = 'Votre chemin de vie 5\n\nBonjour Léa. Votre chemin de vie 5 dit…\n\nDeuxième paragraphe.';
    const paragraphs = intuitiveParagraphs({ text });
    expect(paragraphs).toEqual([
      { text: 'Bonjour Léa. Votre chemin de vie 5 dit…', heading: 'Votre chemin de vie 5' },
      { text: 'Deuxième paragraphe.' },
    ]);
    expect(openingParagraph(paragraphs)).toBe('Bonjour Léa. Votre chemin de vie 5 dit…');
  });

  it('prefers the structured paragraphs when the interpreter returns them', () => {
    const result = {
      text: 'ignored\n\nignored too.',
      paragraphs: [{ text: 'Oui, partez.', facts: ['x'], heading: 'H' }],
    };
    expect(intuitiveParagraphs(result)).toEqual([{ text: 'Oui, partez.', heading: 'H' }]);
  });

  it('a quoted question does not name its subject; its own words, inflected or unaccented, do', () => {
    const opening = 'Vous demandez : « Dois-je accepter l’offre à Bordeaux ? » Les astres sont favorables.';
    expect(namesAny(opening, ['Bordeaux', 'offre'])).toBe(true);
    expect(namesAny(withoutQuotations(opening), ['Bordeaux', 'offre'])).toBe(false);
    expect(namesAny('Les OFFRES reçues à bordeaux', ['offre'])).toBe(true);
    expect(namesAny('votre associée', ['associé'])).toBe(true);
    expect(namesAny('le Deneb brille', ['ex'])).toBe(false);
    expect(namesAny('votre chemin de vie', ['chemin de vie'])).toBe(true);
    expect(namesAny('votre chemin, la vie', ['chemin de vie'])).toBe(false);
  });

  it('content words leave out function words and the verbs every question carries', () => {
    expect(contentWords('Mon couple va-t-il tenir après notre déménagement à Lyon ?')).toEqual([
      'couple',
      'demenagement',
      'lyon',
    ]);
    expect(contentWords('Should I go back to university this year?')).toEqual(['university']);
  });
});

describe('similarity and sentences', () => {
  it('word 4-gram Jaccard: 1 for the same text, 0 for unrelated texts, in between for a shared phrase', () => {
    const a = 'Le ciel vous invite à prendre votre temps.';
    expect(jaccard(ngrams(a), ngrams(a.toUpperCase()))).toBe(1);
    expect(jaccard(ngrams(a), ngrams('Une tout autre phrase sans aucun rapport.'))).toBe(0);
    const mixed = jaccard(ngrams(a), ngrams('Le ciel vous invite à changer de cap.'));
    expect(mixed).toBeGreaterThan(0);
    expect(mixed).toBeLessThan(1);
    expect(meanPairwiseJaccard([a, a, 'Rien de commun ici, vraiment rien du tout.'])).toEqual({
      mean: 1 / 3,
      pairs: 3,
    });
  });

  it('splits sentences on . ! ? … and line breaks, and drops those under six words', () => {
    expect(
      sentences('Un deux trois quatre cinq six. Court ici ! Sept huit neuf dix onze douze…\nTitre'),
    ).toEqual(['Un deux trois quatre cinq six.', 'Sept huit neuf dix onze douze…']);
  });

  it('finds the most frequent sentence, the first name masked, each text counted once', () => {
    const closing = (name: string) => `Je vous souhaite une belle route, ${name}, à votre rythme.`;
    const top = mostFrequentSentence([
      { text: `${closing('Léa')} ${closing('Léa')}`, firstName: 'Léa' },
      { text: closing('Hugo'), firstName: 'Hugo' },
      { text: 'Une phrase différente et assez longue pour compter.', firstName: 'Yann' },
    ]);
    expect(top).toEqual({ sentence: closing('Léa'), count: 2 });
  });

  it('reports a sentence said twice in the intuitive part, or in both parts, and nothing in distinct texts', () => {
    const said = 'Vos atouts sont dans ces placements, à vous de jouer.';
    const rep = repeatedSentences(
      `${said} Autre phrase bien différente de la première. ${said}`,
      `Intro du thème natal ici. ${said}`,
    );
    expect(rep).toEqual({ within: [said], between: [said] });
    expect(
      repeatedSentences(
        'Une phrase de six mots ici. Puis une autre de six.',
        'Tout autre chose écrite ici, vraiment.',
      ),
    ).toEqual({
      within: [],
      between: [],
    });
  });
});

describe('grammar faults', () => {
  it('catches « de les », « à les », « de le », « à le » used as articles, but not as pronouns', () => {
    expect(rules('le domaine de les ressources', 'fr')).toEqual(['« de les » (des)']);
    expect(rules('il pense à les amis', 'fr')).toEqual(['« à les » (aux)']);
    expect(rules('du côté de le travail', 'fr')).toEqual(['« de le » (du)']);
    expect(rules('grâce à le Soleil', 'fr')).toEqual(['« à le » (au)']);
    expect(
      rules('Il est temps de les laisser partir et de le faire savoir, prêt à les accueillir.', 'fr'),
    ).toEqual([]);
  });

  it('catches a preposition said once before two possessive complements, and two colons in one sentence', () => {
    expect(rules('Vénus touche au cœur de votre foyer et vos proches.', 'fr')).toEqual([
      '« de votre X et vos Y » (de repeated)',
    ]);
    expect(rules('Face à vos liens et votre confiance.', 'fr')).toEqual([
      '« de votre X et vos Y » (de repeated)',
    ]);
    expect(rules('Au cœur de votre foyer et de vos proches, et de la vie et votre rythme.', 'fr')).toEqual(
      [],
    );
    expect(rules('Du 3 au 5 mai : Vénus au carré révèle un désaccord : ce que vous aimez.', 'fr')).toEqual([
      'two colons in one sentence',
    ]);
    expect(rules('Mars is tense: it pushes. Then comes the Sun: it shines.', 'en')).toEqual([]);
    expect(rules('Venus squares your Moon: a quarrel: say it.', 'en')).toEqual([
      'two colons in one sentence',
    ]);
    expect(rules('Avec le Neuf d’Épées, renversé,, le défi dépend de vous.', 'fr')).toEqual([
      'doubled comma',
    ]);
    expect(rules('The Nine of Swords, reversed, , asks.', 'en')).toEqual(['doubled comma']);
    // A table line and a list announced on its own line are not sentences.
    expect(rules('1 : 3   ·   2 : 1   ·   3 : 4', 'fr')).toEqual([]);
    expect(rules('Vos lettres se répartissent ainsi :\n1 : 3', 'fr')).toEqual([]);
  });

  it('catches « du N au N » with the same day, not a real span', () => {
    expect(rules('Du 22 au 22 novembre 2026, Mars avance.', 'fr')).toEqual([
      '« du N au N » (same day twice)',
    ]);
    expect(rules('du 3 au 9 mars, puis du 22 novembre au 22 décembre', 'fr')).toEqual([]);
  });

  it('catches a span and its height both dated with the year, not a height in another year', () => {
    expect(rules('Du 13 au 16 septembre 2026 (exact le 15 septembre 2026), Mars avance.', 'fr')).toEqual([
      'a span and its height both dated with the year',
    ]);
    expect(rules('From 12 to 15 October 2026 (exact on 13 October 2026), Mars acts.', 'en')).toEqual([
      'a span and its height both dated with the year',
    ]);
    expect(rules('Mars acts (1–5 August 2027, exact on 3 August 2027).', 'en')).toEqual([
      'a span and its height both dated with the year',
    ]);
    expect(
      rules(
        'Du 13 au 16 septembre 2026 (exact le 15), du 20 décembre 2026 au 3 janvier 2027 (exact le 28 décembre 2026).',
        'fr',
      ),
    ).toEqual([]);
    expect(rules('Mars acts (1–5 August 2027, exact on 3 August).', 'en')).toEqual([]);
    expect(rules('Du 11 au 12 janvier 2026, exact le 11 janvier 2026 : Mercure en trigone.', 'fr')).toEqual([
      'a span and its height both dated with the year',
    ]);
    expect(rules('Du 11 au 12 janvier 2026, exact le 11 janvier : Mercure en trigone.', 'fr')).toEqual([]);
  });

  it('catches « de » before a vowel, a mute h or a month such as août, and spares « d’août », « de onze », « de huit »', () => {
    expect(rules('De août 2027 à octobre', 'fr')).toEqual(['« de » + month starting with a vowel (d’août)']);
    expect(rules('à partir de avril', 'fr')).toEqual(['« de » + month starting with a vowel (d’août)']);
    expect(rules('le jour de une rencontre', 'fr')).toEqual(['« de » before a vowel or mute h (d’)']);
    expect(rules('Il s’agit de des tendances.', 'fr')).toEqual(['« de des » (de)']);
    expect(rules('Il s’agit de tendances, pas des lois.', 'fr')).toEqual([]);
    expect(rules('le poids de habitudes', 'fr')).toEqual(['« de » before a vowel or mute h (d’)']);
    expect(rules('À partir d’août, le travail de onze mois et de huit heures ; de yoga.', 'fr')).toEqual([]);
    // « de l’août » is not French either, but it is not an elision fault: no rule claims it.
    expect(rules('de l’août', 'fr')).toEqual([]);
  });

  it('catches « que il », « si il », a leading-zero hour and a doubled word, sparing « vous vous »', () => {
    expect(rules('Il faut que il parte, même si il hésite.', 'fr')).toEqual([
      '« que il / que elle / que on » (qu’)',
      '« si il » (s’il)',
    ]);
    expect(rules('né à 01 h 30 le le matin', 'fr')).toEqual(['leading-zero hour (« 01 h »)', 'doubled word']);
    expect(rules('Vous vous sentez prêt, né à 1 h 30 puis à 14 h.', 'fr')).toEqual([]);
  });

  it('English: "a" before a vowel sound, "an" before a consonant, doubled words; spares "a university", "an hour"', () => {
    expect(rules('A hour of calm.', 'en')).toEqual(['"a" before a vowel sound (an)']);
    expect(rules('There is a opposition and an trine, the the end.', 'en')).toEqual([
      '"a" before a vowel sound (an)',
      '"an" before a consonant (a)',
      'doubled word',
    ]);
    expect(
      rules('A university, a one-off, an hour, an honest look, a Uranus square and a European trip.', 'en'),
    ).toEqual([]);
  });

  it('French card genders: a participle or pronoun of the other gender is caught, the right one is not', () => {
    const bad = [
      '« Cavalier d’Épées », renversée, occupe la place « La solution ».',
      'Renversée, le Pape invite à douter.',
      'L’Étoile est sorti à l’envers.',
      '« Le Bateleur » apparaît à l’endroit et vous parle de talent. Dans cette position, elle éclaire la suite.',
      '« La Force » apparaît renversé.',
    ];
    for (const text of bad) expect(cardGenderFaults(text), text).toHaveLength(1);
    const good = [
      '« Cavalier d’Épées », renversé, occupe la place « La solution ».',
      'Renversée, L’Étoile se vide. Elle peut signaler une déception.',
      'La Reine de Coupes est sortie à l’envers.',
      'L’Amoureux est la carte des choix. Elle annonce une union.',
      'L’Arcane sans nom (La Mort), renversé, montre une fin. Il y a là un passage.',
      'la carte « Le Jugement », tirée en dernier, résume le tirage.',
      'L’Arcane sans nom, seule lame du jeu sans titre, montre une fin.',
      'Renversé, le Trois d’Épées retient l’idée. L’intuition est bonne ; elle a besoin d’être dite.',
    ];
    for (const text of good) expect(cardGenderFaults(text), text).toEqual([]);
  });
});

describe('broken question echoes (issue 38)', () => {
  it('flags a noun phrase cut inside a clause, after an article or before a number', () => {
    expect(brokenEcho('votre téléphone le', 'fr', 'noun')).toMatch(/le/);
    expect(brokenEcho('votre meilleur ami que sa femme le', 'fr', 'noun')).not.toBeNull();
    expect(brokenEcho('the night-shift supervisor job even though', 'en', 'noun')).not.toBeNull();
    expect(brokenEcho('your brother 5', 'en', 'noun')).not.toBeNull();
    expect(brokenEcho('your colleagues judging you', 'en', 'noun')).not.toBeNull();
    expect(brokenEcho('votre projet d’', 'fr', 'noun')).not.toBeNull();
  });

  it('passes whole noun phrases and indirect questions, English stranded prepositions included', () => {
    expect(brokenEcho('votre concours de professeur des écoles', 'fr', 'noun')).toBeNull();
    expect(brokenEcho('your relationship with Tom', 'en', 'noun')).toBeNull();
    expect(
      brokenEcho('si vous devez dire à votre meilleur ami que sa femme le trompe', 'fr', 'clause'),
    ).toBeNull();
    expect(brokenEcho('whether your marriage is worth fighting for', 'en', 'clause')).toBeNull();
    expect(brokenEcho('whether you will get the promotion you applied for', 'en', 'clause')).toBeNull();
  });
});

describe('English calqued on French (issue 38)', () => {
  it('flags "rather yes", "the matter unties" and "The sky’s answer:", not plain English', () => {
    expect(rules('The sky’s answer: rather yes.', 'en')).toContain(
      'English calqued on French ("rather yes", "unties", "X’s answer:")',
    );
    expect(rules('That is the path by which the matter unties.', 'en').length).toBe(1);
    expect(rules('I would rather go home; the cards answer: mostly yes.', 'en')).toEqual([]);
  });
});

describe('English calques and agreement (issue 38)', () => {
  const CALQUE = 'English calqued on French ("on the side of", "the moment to", "what you live")';
  const AGREE = 'subject–verb agreement ("they is", "it are")';
  it('flags the literal forms of French phrases', () => {
    expect(rules('On the side of skills, the 5 speaks of freedom.', 'en')).toContain(CALQUE);
    expect(rules('This month carries your number: the moment to use it.', 'en')).toContain(CALQUE);
    expect(rules('What you live now touches the heart of your road.', 'en')).toContain(CALQUE);
    expect(
      rules('At the level of work, the month gives the tone.', 'en').filter((r) => r === CALQUE),
    ).toHaveLength(2);
  });
  it('spares the same words in plain English', () => {
    expect(
      rules('She stood on the side of the road. What you live for matters; it is time to act.', 'en'),
    ).toEqual([]);
    expect(rules('The month sets the tone, and at this moment you can choose.', 'en')).toEqual([]);
  });
  it('flags a pronoun and a verb that disagree, not the subjunctive', () => {
    expect(rules('When the two numbers meet, they is stronger.', 'en')).toContain(AGREE);
    expect(rules('It are the months of the year.', 'en')).toContain(AGREE);
    expect(
      rules('They are strong; it is clear, as it were, and if it were so, they were right.', 'en'),
    ).toEqual([]);
  });
});

describe('frames shared across readings', () => {
  const fixed = 'Le feu ne compte qu’une planète et il vous faut de bonnes raisons pour vous lancer.';
  const texts = [
    { text: `Bonjour Léa. ${fixed} Votre Lune est en Cancer, en maison 4.`, firstName: 'Léa' },
    { text: `Bonjour Marc. ${fixed} Votre Soleil est en Lion, en maison 10.`, firstName: 'Marc' },
    {
      text: 'Bonjour Anne. Votre Vénus est en Balance : l’accord vous importe plus que tout.',
      firstName: 'Anne',
    },
  ];

  it('counts a 7-word frame once per reading, the first name and the digits masked', () => {
    expect(topFrame(texts)).toEqual({ frame: 'le feu ne compte qu une planete', count: 2 });
  });

  it('joins the frames of one fixed sentence into one span, and leaves what varies out', () => {
    const spans = frameSpans(texts, 7, 0.5);
    expect(spans).toEqual([
      {
        span: 'le feu ne compte qu une planete et il vous faut de bonnes raisons pour vous lancer',
        count: 2,
      },
    ]);
    // Under the share, nothing is listed: the same sentence in one reading of three is not a frame.
    expect(frameSpans(texts, 7, 0.7)).toEqual([]);
  });
});
