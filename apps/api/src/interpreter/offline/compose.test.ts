import { describe, expect, test } from 'vitest';
import { askedOf, deFr, isClosedQuestion, isPlural, repeatPrepositions, spareEcho } from './compose';
import { capitalise, monthsList, Picker, seedOf, uncapitalise, vary } from './pick';

describe('repeatPrepositions', () => {
  test('says « de » and « à » again before a second possessive complement', () => {
    expect(repeatPrepositions('Saturne met à l’épreuve le cœur de votre foyer et vos émotions.')).toBe(
      'Saturne met à l’épreuve le cœur de votre foyer et de vos émotions.',
    );
    expect(repeatPrepositions('Mars dresse une volonté face à vos liens et vos plaisirs.')).toBe(
      'Mars dresse une volonté face à vos liens et à vos plaisirs.',
    );
    expect(repeatPrepositions('De vos projets d’expansion et votre générosité, Jupiter fait un appui.')).toBe(
      'De vos projets d’expansion et de votre générosité, Jupiter fait un appui.',
    );
  });

  test('leaves alone what is already right, and a clause that only follows', () => {
    const right = [
      'Au service de votre foyer et de vos proches.',
      'Le temps de votre Lune et la force de votre Soleil.',
      'La patience de votre Lune vous aide beaucoup dans vos choix et votre Soleil agit.',
      'Votre Soleil tient la direction, et votre Lune sait où vous vous ressourcez.',
    ];
    for (const text of right) expect(repeatPrepositions(text)).toBe(text);
  });
});

describe('isClosedQuestion', () => {
  test('a question asking when, how or why is not a yes-or-no question, even with an inverted verb', () => {
    expect(isClosedQuestion('Quand vais-je trouver l’amour ?', 'fr')).toBe(false);
    expect(isClosedQuestion('Comment puis-je réussir mon examen ?', 'fr')).toBe(false);
    expect(isClosedQuestion('Qu’est-ce qui m’attend au travail ?', 'fr')).toBe(false);
    expect(isClosedQuestion('When will I find love?', 'en')).toBe(false);
    expect(isClosedQuestion('How can I pass my exam?', 'en')).toBe(false);
  });

  test('a yes-or-no question stays one', () => {
    expect(isClosedQuestion('Vais-je trouver l’amour ?', 'fr')).toBe(true);
    expect(isClosedQuestion('Est-ce le bon moment pour partir ?', 'fr')).toBe(true);
    expect(isClosedQuestion('Dois-je accepter ce poste ?', 'fr')).toBe(true);
    expect(isClosedQuestion('Will I find love this year?', 'en')).toBe(true);
  });
});

describe('deFr', () => {
  test('contracts « de » with the article', () => {
    expect(deFr('le travail')).toBe('du travail');
    expect(deFr('les voyages')).toBe('des voyages');
    expect(deFr('la carrière')).toBe('de la carrière');
    expect(deFr('l’intimité')).toBe('de l’intimité');
    expect(deFr('une idée')).toBe('d’une idée');
    expect(deFr('votre foyer')).toBe('de votre foyer');
  });

  test('says « de » again before each item of a list whose items have their article', () => {
    expect(deFr('les voyages lointains, les études et la quête de sens')).toBe(
      'des voyages lointains, des études et de la quête de sens',
    );
    expect(deFr('la communication, l’entourage proche et les petits déplacements')).toBe(
      'de la communication, de l’entourage proche et des petits déplacements',
    );
    expect(deFr('la vie intérieure, le retrait et ce qui se joue en coulisses')).toBe(
      'de la vie intérieure, du retrait et de ce qui se joue en coulisses',
    );
  });

  test('leaves a list alone when one item has no article of its own', () => {
    expect(deFr('la manière de se présenter et d’agir')).toBe('de la manière de se présenter et d’agir');
  });
});

describe('monthsList', () => {
  test('says the year once when the months share it', () => {
    expect(monthsList(['février 2026', 'avril 2026', 'juin 2026'], 'fr')).toBe('février, avril et juin 2026');
    expect(monthsList(['February 2026', 'April 2026'], 'en')).toBe('February and April 2026');
  });

  test('keeps each year when they differ, and a lone month as it is', () => {
    expect(monthsList(['novembre 2026', 'janvier 2027'], 'fr')).toBe('novembre 2026 et janvier 2027');
    expect(monthsList(['mars 2027'], 'fr')).toBe('mars 2027');
  });
});

describe('deFr keeps the list’s own separators', () => {
  test('a list without « et » stays without it', () => {
    expect(deFr('les voyages, les études, la quête de sens')).toBe(
      'des voyages, des études, de la quête de sens',
    );
  });
});

describe('isPlural', () => {
  test.each([
    ['vos appuis', 'fr', true],
    ['votre cœur et vos liens', 'fr', true],
    ['les mois qui viennent', 'fr', true],
    ['votre boulangerie', 'fr', false],
    ['ce qui vous soutient', 'fr', false],
    ['your supports', 'en', true],
    ['your hopes and fears', 'en', true],
    ['the people around you', 'en', true],
    ['the coming months', 'en', true],
    ['your business', 'en', false],
    ['the situation as it stands', 'en', false],
    ['what holds you up', 'en', false],
  ] as const)('%s (%s) → %s', (phrase, lang, plural) => {
    expect(isPlural(phrase, lang)).toBe(plural);
  });
});

describe('askedOf: the thing asked about, as later sentences name it (a venture as the customer’s project)', () => {
  test.each([
    ['Est-il raisonnable d’ouvrir un restaurant à Nantes ?', 'fr', 'votre projet d’ouvrir un restaurant'],
    ['Faut-il reprendre un commerce à Lyon ?', 'fr', 'votre projet de reprendre un commerce'],
    ['Est-ce le moment d’acheter une maison ?', 'fr', 'votre projet d’acheter une maison'],
    ['Faut-il lancer une boutique de vêtements ?', 'fr', 'votre projet de lancer une boutique'],
    ['Should I take over the family business?', 'en', 'your plan to take over the family business'],
    ['Is it wise to open a coffee shop in Leeds?', 'en', 'your plan to open a coffee shop'],
    ['Dois-je reprendre l’entreprise familiale ?', 'fr', 'l’entreprise familiale'],
    ['Dois-je vendre l’appartement de ma mère ?', 'fr', 'l’appartement de votre mère'],
    ['Dois-je prendre ma retraite anticipée l’an prochain ?', 'fr', 'votre retraite anticipée'],
    ['Est-ce le bon moment pour quitter mon poste et lancer ma boulangerie ?', 'fr', 'votre boulangerie'],
    ['Dois-je accepter l’offre de poste à Bordeaux ?', 'fr', 'l’offre de poste'],
    ['Mon livre va-t-il trouver un éditeur ?', 'fr', 'votre livre'],
    ['Is my ex going to come back?', 'en', 'your ex'],
    ['Is my marriage worth fighting for?', 'en', 'your marriage'],
    ['Will I get the promotion I applied for?', 'en', 'the promotion'],
    ['Will my relationship with Tom survive the move to Leeds?', 'en', 'your relationship with Tom'],
    ['Is it the right time to quit my job and open a bakery?', 'en', 'your plan to open a bakery'],
    // The subject cut after a verb the cutter does not list: the clause's own subject is the thing.
    ['Will my sister spend Christmas with us?', 'en', 'your sister'],
    ['Will my mother like my new partner?', 'en', 'your mother'],
    ['Ma sœur passera-t-elle Noël avec nous ?', 'fr', 'votre sœur'],
  ] as const)('%s', (question, lang, ref) => {
    expect(askedOf(question, 'votre travail', lang).ref).toBe(ref);
  });

  test('a question about no venture keeps « votre question »; a noun phrase stays the reference', () => {
    expect(askedOf('Vais-je rencontrer quelqu’un ?', 'vos amours', 'fr').ref).toBe('votre question');
    expect(askedOf('Est-ce le bon moment pour lancer ma boulangerie ?', 'votre travail', 'fr').ref).toBe(
      'votre boulangerie',
    );
  });
});

describe('vary', () => {
  const text = '{Au quotidien|Jour après jour|Chaque jour}, vous {tranchez|savez trancher} vite{ et bien|}.';
  test('reads one wording of each pair of braces, the same for the same seed', () => {
    const read = vary(text, new Picker(7));
    expect(read).toMatch(
      /^(Au quotidien|Jour après jour|Chaque jour), vous (tranchez|savez trancher) vite( et bien)?\.$/,
    );
    expect(vary(text, new Picker(7))).toBe(read);
  });
  test('draws every wording over many readings, and leaves a text without braces as it is', () => {
    const seen = new Set(
      Array.from({ length: 60 }, (_, i) => vary(text, new Picker(seedOf(`reading ${i}`)))),
    );
    expect(seen.size).toBe(12);
    expect(vary('Sans choix.', new Picker(3))).toBe('Sans choix.');
  });
  test('reads a wording that holds braces of its own', () => {
    const nested = 'Rien ne {retient {le vieil homme|l’ermite}|freine {le vieil homme|l’ermite}}.';
    const seen = new Set(Array.from({ length: 80 }, (_, i) => vary(nested, new Picker(seedOf(`n ${i}`)))));
    expect([...seen].sort()).toEqual([
      'Rien ne freine le vieil homme.',
      'Rien ne freine l’ermite.',
      'Rien ne retient le vieil homme.',
      'Rien ne retient l’ermite.',
    ]);
  });
  test('capitalises each wording of a text that opens on braces', () => {
    expect(capitalise('{au quotidien|jour après jour}, vous tranchez')).toBe(
      '{Au quotidien|Jour après jour}, vous tranchez',
    );
    expect(capitalise('élan')).toBe('Élan');
    expect(uncapitalise('{Bon signe|Bonne nouvelle} pour vous')).toBe('{bon signe|bonne nouvelle} pour vous');
    expect(uncapitalise('Bon signe')).toBe('bon signe');
  });
});

describe('spareEcho', () => {
  const ref = 'votre choix de partir';
  const para = (text: string) => ({ text, facts: [] });
  test('keeps the first mentions, then drops an opening or closing aside and refers back elsewhere', () => {
    const [a, b] = spareEcho(
      [
        para('Pour votre choix de partir, l’Étoile éclaire. Votre choix de partir mûrit.'),
        para(
          'Pour votre choix de partir, le Sept signale un risque. Le nœud est là : pour votre choix de partir, agissez. Que souhaitez-vous, pour votre choix de partir ? La Lune pèse sur votre choix de partir. Votre choix de partir avance.',
        ),
      ],
      ref,
      'fr',
      2,
    );
    expect(a!.text).toBe('Pour votre choix de partir, l’Étoile éclaire. Votre choix de partir mûrit.');
    expect(b!.text).toBe(
      'Le Sept signale un risque. Le nœud est là : agissez. Que souhaitez-vous ? La Lune pèse sur {cette question|votre question|la question posée}. {La question posée|Cette question|Votre question} avance.',
    );
  });
  test('in English, and a text without the subject as it is', () => {
    const [a] = spareEcho(
      [para('For your move, the Star shines. For your move, act. This leans on your move.')],
      'your move',
      'en',
      1,
    );
    expect(a!.text).toBe(
      'For your move, the Star shines. Act. This leans on {this question|your question|the question you asked}.',
    );
    expect(spareEcho([para('Nothing here.')], 'your move', 'en')[0]!.text).toBe('Nothing here.');
  });
});
