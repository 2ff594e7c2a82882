/**
 * Names the GeoNames data lacks: French (and a few native or English) names of foreign towns, and
 * region names for the countries whose admin codes are numbers. The data names towns in English or in
 * the local language ("Munich", "Köln", "Genève"), so "Bruxelles" or "Cologne" would find nothing.
 */

/** Lower case, no accents, punctuation as single spaces: "Pointe-à-Pitre" → "pointe a pitre". */
export function normalizeName(text: string): string {
  // Most names are plain ASCII: a fast path keeps the 135 k-name index build short.
  if (/^[\x20-\x7e]*$/.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/[ßæœøđłı]/g, (c) => FOLD[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// Ranges of combining marks (what NFD splits accents into), written as escapes on purpose.
// eslint-disable-next-line no-misleading-character-class
const COMBINING_MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]+/g;
const FOLD: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', ı: 'i' };

/** [another name, the town's name in the data, its country]. */
export const PLACE_ALIASES: readonly (readonly [string, string, string])[] = [
  // Belgium, Switzerland, the Netherlands
  ['Bruxelles', 'Brussels', 'BE'],
  ['Brussel', 'Brussels', 'BE'],
  ['Anvers', 'Antwerpen', 'BE'],
  ['Antwerp', 'Antwerpen', 'BE'],
  ['Gand', 'Gent', 'BE'],
  ['Ghent', 'Gent', 'BE'],
  ['Bruges', 'Brugge', 'BE'],
  ['Louvain', 'Leuven', 'BE'],
  ['Malines', 'Mechelen', 'BE'],
  ['Courtrai', 'Kortrijk', 'BE'],
  ['Geneva', 'Genève', 'CH'],
  ['Bâle', 'Basel', 'CH'],
  ['Zurich', 'Zürich', 'CH'],
  ['Berne', 'Bern', 'CH'],
  ['Lucerne', 'Luzern', 'CH'],
  ['Coire', 'Chur', 'CH'],
  ['La Haye', 'The Hague', 'NL'],
  ['Den Haag', 'The Hague', 'NL'],
  // Germany, Austria
  ['Cologne', 'Köln', 'DE'],
  ['München', 'Munich', 'DE'],
  ['Nuremberg', 'Nürnberg', 'DE'],
  ['Mayence', 'Mainz', 'DE'],
  ['Aix-la-Chapelle', 'Aachen', 'DE'],
  ['Trèves', 'Trier', 'DE'],
  ['Francfort', 'Frankfurt am Main', 'DE'],
  ['Francfort-sur-le-Main', 'Frankfurt am Main', 'DE'],
  ['Hambourg', 'Hamburg', 'DE'],
  ['Brême', 'Bremen', 'DE'],
  ['Dresde', 'Dresden', 'DE'],
  ['Ratisbonne', 'Regensburg', 'DE'],
  ['Augsbourg', 'Augsburg', 'DE'],
  ['Sarrebruck', 'Saarbrücken', 'DE'],
  ['Coblence', 'Koblenz', 'DE'],
  ['Fribourg-en-Brisgau', 'Freiburg', 'DE'],
  ['Vienne', 'Vienna', 'AT'],
  ['Wien', 'Vienna', 'AT'],
  ['Salzbourg', 'Salzburg', 'AT'],
  // Italy
  ['Venise', 'Venice', 'IT'],
  ['Venezia', 'Venice', 'IT'],
  ['Firenze', 'Florence', 'IT'],
  ['Milano', 'Milan', 'IT'],
  ['Torino', 'Turin', 'IT'],
  ['Gênes', 'Genoa', 'IT'],
  ['Genova', 'Genoa', 'IT'],
  ['Napoli', 'Naples', 'IT'],
  ['Roma', 'Rome', 'IT'],
  ['Padoue', 'Padova', 'IT'],
  ['Padua', 'Padova', 'IT'],
  ['Vérone', 'Verona', 'IT'],
  ['Sienne', 'Siena', 'IT'],
  ['Pise', 'Pisa', 'IT'],
  ['Bologne', 'Bologna', 'IT'],
  ['Parme', 'Parma', 'IT'],
  ['Mantoue', 'Mantova', 'IT'],
  // Iberia
  ['Lisbonne', 'Lisbon', 'PT'],
  ['Lisboa', 'Lisbon', 'PT'],
  ['Séville', 'Sevilla', 'ES'],
  ['Seville', 'Sevilla', 'ES'],
  ['Barcelone', 'Barcelona', 'ES'],
  ['Saragosse', 'Zaragoza', 'ES'],
  ['Cordoue', 'Córdoba', 'ES'],
  ['Grenade', 'Granada', 'ES'],
  // British Isles, Nordics, Central and Eastern Europe
  ['Londres', 'London', 'GB'],
  ['Édimbourg', 'Edinburgh', 'GB'],
  ['Douvres', 'Dover', 'GB'],
  ['Cantorbéry', 'Canterbury', 'GB'],
  ['Copenhague', 'Copenhagen', 'DK'],
  ['Varsovie', 'Warsaw', 'PL'],
  ['Warszawa', 'Warsaw', 'PL'],
  ['Cracovie', 'Kraków', 'PL'],
  ['Prag', 'Prague', 'CZ'],
  ['Praha', 'Prague', 'CZ'],
  ['Bucarest', 'Bucharest', 'RO'],
  ['Moscou', 'Moscow', 'RU'],
  ['Saint-Pétersbourg', 'Saint Petersburg', 'RU'],
  ['Kiev', 'Kyiv', 'UA'],
  ['Athènes', 'Athens', 'GR'],
  // Mediterranean, Africa, Middle East
  ['Alger', 'Algiers', 'DZ'],
  ['Marrakech', 'Marrakesh', 'MA'],
  ['Fez', 'Fès', 'MA'],
  ['Tanger', 'Tangier', 'MA'],
  ['Le Caire', 'Cairo', 'EG'],
  ['Alexandrie', 'Alexandria', 'EG'],
  ['Jérusalem', 'Jerusalem', 'IL'],
  ['Beyrouth', 'Beirut', 'LB'],
  ['Damas', 'Damascus', 'SY'],
  ['Le Cap', 'Cape Town', 'ZA'],
  // Asia, the Americas
  ['Pékin', 'Beijing', 'CN'],
  ['Canton', 'Guangzhou', 'CN'],
  ['Séoul', 'Seoul', 'KR'],
  ['Hanoï', 'Hanoi', 'VN'],
  ['Hô-Chi-Minh-Ville', 'Ho Chi Minh City', 'VN'],
  ['Saïgon', 'Ho Chi Minh City', 'VN'],
  ['Bombay', 'Mumbai', 'IN'],
  ['Calcutta', 'Kolkata', 'IN'],
  ['La Nouvelle-Orléans', 'New Orleans', 'US'],
  ['Nouvelle-Orléans', 'New Orleans', 'US'],
  ['La Havane', 'Havana', 'CU'],
  ['Mexico', 'Mexico City', 'MX'],
  ['Montreal', 'Montréal', 'CA'],
];

type Names = { fr: string; en: string };
const same = (name: string): Names => ({ fr: name, en: name });

/**
 * How a town is written in each language, where the data's name is another language's: a French
 * customer born in Brussels reads « Bruxelles, Bruxelles-Capitale, Belgique », an English one "Cologne"
 * for the data's "Köln". Keyed by country and the data's name; a language left out keeps that name.
 */
export const TOWN_NAMES: Record<string, Partial<Names>> = {
  'BE:Brussels': { fr: 'Bruxelles' },
  'BE:Antwerpen': { fr: 'Anvers', en: 'Antwerp' },
  'BE:Gent': { fr: 'Gand', en: 'Ghent' },
  'BE:Brugge': { fr: 'Bruges', en: 'Bruges' },
  'BE:Leuven': { fr: 'Louvain' },
  'BE:Mechelen': { fr: 'Malines' },
  'BE:Kortrijk': { fr: 'Courtrai' },
  'CH:Genève': { en: 'Geneva' },
  'CH:Basel': { fr: 'Bâle' },
  'CH:Zürich': { fr: 'Zurich' },
  'CH:Bern': { fr: 'Berne' },
  'CH:Luzern': { fr: 'Lucerne', en: 'Lucerne' },
  'CH:Chur': { fr: 'Coire' },
  'NL:The Hague': { fr: 'La Haye' },
  'DE:Köln': { fr: 'Cologne', en: 'Cologne' },
  'DE:Nürnberg': { fr: 'Nuremberg', en: 'Nuremberg' },
  'DE:Mainz': { fr: 'Mayence' },
  'DE:Aachen': { fr: 'Aix-la-Chapelle' },
  'DE:Trier': { fr: 'Trèves' },
  'DE:Frankfurt am Main': { fr: 'Francfort-sur-le-Main' },
  'DE:Hamburg': { fr: 'Hambourg' },
  'DE:Bremen': { fr: 'Brême' },
  'DE:Dresden': { fr: 'Dresde' },
  'DE:Regensburg': { fr: 'Ratisbonne' },
  'DE:Augsburg': { fr: 'Augsbourg' },
  'DE:Saarbrücken': { fr: 'Sarrebruck' },
  'DE:Koblenz': { fr: 'Coblence' },
  'DE:Freiburg': { fr: 'Fribourg-en-Brisgau' },
  'AT:Vienna': { fr: 'Vienne' },
  'AT:Salzburg': { fr: 'Salzbourg' },
  'IT:Venice': { fr: 'Venise' },
  'IT:Genoa': { fr: 'Gênes' },
  'IT:Padova': { fr: 'Padoue', en: 'Padua' },
  'IT:Verona': { fr: 'Vérone' },
  'IT:Siena': { fr: 'Sienne' },
  'IT:Pisa': { fr: 'Pise' },
  'IT:Bologna': { fr: 'Bologne' },
  'IT:Parma': { fr: 'Parme' },
  'IT:Mantova': { fr: 'Mantoue', en: 'Mantua' },
  'PT:Lisbon': { fr: 'Lisbonne' },
  'ES:Sevilla': { fr: 'Séville', en: 'Seville' },
  'ES:Barcelona': { fr: 'Barcelone' },
  'ES:Zaragoza': { fr: 'Saragosse' },
  'ES:Córdoba': { fr: 'Cordoue' },
  'ES:Granada': { fr: 'Grenade' },
  'GB:London': { fr: 'Londres' },
  'GB:Edinburgh': { fr: 'Édimbourg' },
  'GB:Dover': { fr: 'Douvres' },
  'GB:Canterbury': { fr: 'Cantorbéry' },
  'DK:Copenhagen': { fr: 'Copenhague' },
  'PL:Warsaw': { fr: 'Varsovie' },
  'PL:Kraków': { fr: 'Cracovie' },
  'RO:Bucharest': { fr: 'Bucarest' },
  'RU:Moscow': { fr: 'Moscou' },
  'RU:Saint Petersburg': { fr: 'Saint-Pétersbourg' },
  'GR:Athens': { fr: 'Athènes' },
  'DZ:Algiers': { fr: 'Alger' },
  'MA:Marrakesh': { fr: 'Marrakech' },
  'MA:Tangier': { fr: 'Tanger' },
  'EG:Cairo': { fr: 'Le Caire' },
  'EG:Alexandria': { fr: 'Alexandrie' },
  'IL:Jerusalem': { fr: 'Jérusalem' },
  'LB:Beirut': { fr: 'Beyrouth' },
  'SY:Damascus': { fr: 'Damas' },
  'ZA:Cape Town': { fr: 'Le Cap' },
  'CN:Beijing': { fr: 'Pékin' },
  'KR:Seoul': { fr: 'Séoul' },
  'VN:Hanoi': { fr: 'Hanoï' },
  'VN:Ho Chi Minh City': { fr: 'Hô-Chi-Minh-Ville' },
  'US:New York City': { fr: 'New York', en: 'New York' },
  'US:New Orleans': { fr: 'La Nouvelle-Orléans' },
  'CU:Havana': { fr: 'La Havane' },
  'MX:Mexico City': { fr: 'Mexico' },
};

/** The town's name in the customer's language: the data's, unless TOWN_NAMES writes it otherwise. */
export function townName(country: string, name: string, lang: 'fr' | 'en'): string {
  return TOWN_NAMES[`${country}:${name}`]?.[lang] ?? name;
}

/** Region names by country and GeoNames admin1 code, where the code alone reads as nothing. */
export const REGION_NAMES: Record<string, Record<string, Names>> = {
  FR: {
    '11': same('Île-de-France'),
    '24': same('Centre-Val de Loire'),
    '27': same('Bourgogne-Franche-Comté'),
    '28': same('Normandie'),
    '32': same('Hauts-de-France'),
    '44': same('Grand Est'),
    '52': same('Pays de la Loire'),
    '53': same('Bretagne'),
    '75': same('Nouvelle-Aquitaine'),
    '76': same('Occitanie'),
    '84': same('Auvergne-Rhône-Alpes'),
    '93': same('Provence-Alpes-Côte d’Azur'),
    '94': same('Corse'),
  },
  BE: {
    BRU: { fr: 'Bruxelles-Capitale', en: 'Brussels-Capital' },
    WAL: { fr: 'Wallonie', en: 'Wallonia' },
    VLG: { fr: 'Flandre', en: 'Flanders' },
  },
  GB: {
    ENG: { fr: 'Angleterre', en: 'England' },
    SCT: { fr: 'Écosse', en: 'Scotland' },
    WLS: { fr: 'Pays de Galles', en: 'Wales' },
    NIR: { fr: 'Irlande du Nord', en: 'Northern Ireland' },
  },
  CA: {
    '01': same('Alberta'),
    '02': { fr: 'Colombie-Britannique', en: 'British Columbia' },
    '03': same('Manitoba'),
    '04': { fr: 'Nouveau-Brunswick', en: 'New Brunswick' },
    '05': { fr: 'Terre-Neuve-et-Labrador', en: 'Newfoundland and Labrador' },
    '07': { fr: 'Nouvelle-Écosse', en: 'Nova Scotia' },
    '08': same('Ontario'),
    '09': { fr: 'Île-du-Prince-Édouard', en: 'Prince Edward Island' },
    '10': { fr: 'Québec', en: 'Quebec' },
    '11': same('Saskatchewan'),
    '12': same('Yukon'),
    '13': { fr: 'Territoires du Nord-Ouest', en: 'Northwest Territories' },
    '14': same('Nunavut'),
  },
};

/** The region to show: a known name, else an alphabetic admin code that differs from the country ("TX"). */
export function regionName(country: string, adminCode: string, lang: 'fr' | 'en'): string | null {
  const known = REGION_NAMES[country]?.[adminCode];
  if (known) return known[lang];
  if (/^[A-Z]{2,3}$/.test(adminCode) && adminCode !== country) return adminCode;
  return null;
}

const displayNames = {
  fr: new Intl.DisplayNames(['fr'], { type: 'region' }),
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
};

export function countryName(code: string, lang: 'fr' | 'en'): string {
  try {
    return displayNames[lang].of(code) ?? code;
  } catch {
    return code; // a code ICU does not know
  }
}
