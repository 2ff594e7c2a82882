/**
 * The text the checks read, whatever the spelling games a model (or a question it obeys) plays:
 * NFKC (full-width letters, ligatures, superscripts), no invisible characters (zero-width, soft
 * hyphen, word joiner, bidirectional marks), and the Cyrillic and Greek letters that look like
 * Latin ones folded to them (« Ѕоlеil », « dеcès »). Only the checks read it; the text shown is the
 * model's, cleaned (check-writing.ts `cleanText`).
 */
const INVISIBLE =
  /\u00ad|\u034f|\u061c|\u115f|\u1160|\u17b4|\u17b5|\u180e|[\u200b-\u200f]|[\u202a-\u202e]|[\u2060-\u206f]|\ufeff/g;

/** Look-alikes of Latin letters (Unicode's confusables for the scripts a reading never uses). */
const CONFUSABLES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'ë',
  з: '3',
  і: 'i',
  ї: 'ï',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ӏ: 'l',
  А: 'A',
  В: 'B',
  Е: 'E',
  Ё: 'Ë',
  З: '3',
  І: 'I',
  Ї: 'Ï',
  Ј: 'J',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  Ѕ: 'S',
  Ԁ: 'D',
  Ԛ: 'Q',
  Ԝ: 'W',
  Һ: 'H',
  Ӏ: 'I',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  // Latin look-alikes outside the letters a reading uses
  ı: 'i',
  ȷ: 'j',
  ɑ: 'a',
  ɡ: 'g',
};
const CONFUSABLE = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'g');

export function fold(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(CONFUSABLE, (c) => CONFUSABLES[c] ?? c)
    .normalize('NFC');
}
