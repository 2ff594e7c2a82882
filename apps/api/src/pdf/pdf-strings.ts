import type { HouseSystem } from '@arcanes/domain/astrology/chart';

/** Every word the report prints around the readings, in both languages. */
type Kind = 'ai' | 'rules';
export const PDF_STRINGS = {
  fr: {
    for: 'Pour',
    issuedOn: 'Établi le',
    reference: 'Référence',
    symbolic: 'Lecture symbolique',
    symbolicIntro:
      'Calculée à partir de vos données (positions réelles des astres, nombres, cartes tirées) et rédigée à partir de textes d’interprétation choisis.',
    aiHeading: 'Lecture intuitive',
    aiIntro: (kind: Kind, label: string) =>
      kind === 'ai'
        ? `${label}. Ce texte a été écrit par un modèle de langage à partir des seuls éléments calculés ci-dessus, puis vérifié phrase par phrase contre eux. Il est proposé comme une piste de réflexion.`
        : `${label}. Ce texte a été composé par nos règles d’interprétation à partir des seuls éléments calculés ci-dessus, et vérifié contre eux. Il est proposé comme une piste de réflexion.`,
    basis: 'Sur quoi repose cette lecture',
    basisIntro:
      'Chaque paragraphe de la lecture intuitive repose sur des éléments calculés. Les voici, section par section.',
    basisAnswer: 'La réponse',
    forecast: 'Prévision datée',
    forecastIntro: (from: string, to: string) => `Les repères de la période du ${from} au ${to}.`,
    exact: 'exact le',
    chart: 'Votre thème natal',
    spread: 'Votre tirage',
    numbers: 'Vos nombres',
    grid: 'Grille d’inclusion (lettres de votre nom par valeur)',
    reversed: 'à l’envers',
    placements: 'Positions',
    house: 'Maison',
    retrograde: 'rétrograde',
    houseSystem: (system: HouseSystem) =>
      `Maisons : ${system === 'placidus' ? 'Placidus' : system === 'equal' ? 'maisons égales' : 'signes entiers'}.`,
    houseFallback:
      'Maisons : signes entiers. À cette latitude, au-delà du cercle polaire, le système Placidus n’est pas défini ; chaque maison occupe un signe, la première étant celui de l’Ascendant.',
    timeUnknown:
      'Heure de naissance inconnue : ni Ascendant, ni Milieu du Ciel, ni maisons. Les positions sont celles de midi ; seule la Lune peut s’en écarter de quelques degrés.',
    inBrief: 'En bref',
    yourDetails: 'Vos données',
    contents: 'Dans ce rapport',
    essential: 'L’essentiel',
    writtenBy: 'Rédaction',
    about: 'À propos de ce rapport',
    aboutText: (publisher: string, contact: string, kind: Kind) =>
      `Ce rapport est proposé à des fins de divertissement et de réflexion personnelle. Il ne constitue pas un avis médical, juridique, financier ou psychologique et ne garantit aucun résultat. ${kind === 'ai' ? 'Conformément au règlement européen sur l’intelligence artificielle (art. 50), la lecture intuitive est signalée comme générée par intelligence artificielle.' : 'La lecture intuitive a été rédigée automatiquement par notre moteur d’interprétation, sans modèle de langage.'} Éditeur : ${publisher}. Contact : ${contact}.`,
    footer: (kind: Kind) =>
      kind === 'ai'
        ? 'Divertissement — ne remplace aucun avis professionnel. Contient un texte généré par IA.'
        : 'Divertissement — ne remplace aucun avis professionnel. Texte rédigé automatiquement.',
    page: (n: number, total: number) => `Page ${n} sur ${total}`,
    aiNotice: (kind: Kind) =>
      kind === 'ai'
        ? 'Ce rapport contient une lecture intuitive générée par intelligence artificielle, signalée comme telle.'
        : 'La lecture intuitive de ce rapport a été rédigée automatiquement par nos règles, à partir de vos données.',
    keywords: (kind: Kind) =>
      kind === 'ai'
        ? 'astrologie, numérologie, tarot, Arcanes, AI-generated, généré par IA'
        : 'astrologie, numérologie, tarot, Arcanes, rédigé automatiquement',
  },
  en: {
    for: 'For',
    issuedOn: 'Issued on',
    reference: 'Reference',
    symbolic: 'Symbolic reading',
    symbolicIntro:
      'Computed from your data (the real positions of the planets, your numbers, the cards drawn) and written from curated interpretation texts.',
    aiHeading: 'Intuitive reading',
    aiIntro: (kind: Kind, label: string) =>
      kind === 'ai'
        ? `${label}. This text was written by a language model from the computed elements above only, then checked against them sentence by sentence. It is offered as food for thought.`
        : `${label}. This text was composed by our interpretation rules from the computed elements above only, and checked against them. It is offered as food for thought.`,
    basis: 'What this reading rests on',
    basisIntro:
      'Each paragraph of the intuitive reading rests on computed elements. Here they are, section by section.',
    basisAnswer: 'The answer',
    forecast: 'Dated forecast',
    forecastIntro: (from: string, to: string) => `Landmarks of the period from ${from} to ${to}.`,
    exact: 'exact on',
    chart: 'Your natal chart',
    spread: 'Your draw',
    numbers: 'Your numbers',
    grid: 'Inclusion grid (letters of your name by value)',
    reversed: 'reversed',
    placements: 'Positions',
    house: 'House',
    retrograde: 'retrograde',
    houseSystem: (system: HouseSystem) =>
      `Houses: ${system === 'placidus' ? 'Placidus' : system === 'equal' ? 'equal houses' : 'whole signs'}.`,
    houseFallback:
      'Houses: whole signs. At this latitude, beyond the polar circle, the Placidus system is undefined; each house is one sign, the first being the Ascendant’s.',
    timeUnknown:
      'Birth time unknown: no Ascendant, no Midheaven, no houses. Positions are those of noon; only the Moon can differ from them by a few degrees.',
    inBrief: 'In brief',
    yourDetails: 'Your details',
    contents: 'In this report',
    essential: 'The essentials',
    writtenBy: 'Written by',
    about: 'About this report',
    aboutText: (publisher: string, contact: string, kind: Kind) =>
      `This report is offered for entertainment and personal reflection. It is not medical, legal, financial or psychological advice and guarantees no result. ${kind === 'ai' ? 'In line with the EU Artificial Intelligence Act (Art. 50), the intuitive reading is labelled as generated by artificial intelligence.' : 'The intuitive reading was written automatically by our interpretation engine, without a language model.'} Publisher: ${publisher}. Contact: ${contact}.`,
    footer: (kind: Kind) =>
      kind === 'ai'
        ? 'Entertainment — not a substitute for professional advice. Contains AI-generated text.'
        : 'Entertainment — not a substitute for professional advice. Automatically written text.',
    page: (n: number, total: number) => `Page ${n} of ${total}`,
    aiNotice: (kind: Kind) =>
      kind === 'ai'
        ? 'This report contains an intuitive reading generated by artificial intelligence, labelled as such.'
        : 'The intuitive reading of this report was written automatically by our rules, from your data.',
    keywords: (kind: Kind) =>
      kind === 'ai'
        ? 'astrology, numerology, tarot, Arcanes, AI-generated'
        : 'astrology, numerology, tarot, Arcanes, automatically written',
  },
} as const;

export type PdfStrings = (typeof PDF_STRINGS)['fr'] | (typeof PDF_STRINGS)['en'];
