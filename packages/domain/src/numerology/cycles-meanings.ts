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
