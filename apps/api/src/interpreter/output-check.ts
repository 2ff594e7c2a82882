/**
 * A model's text is untrusted: before it is shown it must be non-empty, of a sensible length, in the
 * reading's language, and name no sign, planet, card or core number that the facts do not contain.
 * The offline writer's text goes through the same check (a test that its grounding holds).
 */
import { PLANETS, SIGNS } from '@arcanes/domain/astrology/zodiac';
import type { PlanetId } from '@arcanes/domain/astrology/zodiac';
import { DECK } from '@arcanes/domain/tarot/deck';
import type { ReadingFacts } from './facts';
import { InterpreterError, type InterpretRequest } from './interpreter';

export const LENGTH_BOUNDS = { short: { min: 250, max: 6000 }, long: { min: 1200, max: 30000 } } as const;

const STOP_WORDS = {
  fr: new Set(
    'le la les des est et vous votre vos une dans pour que qui pas sur avec du au ce cette son sa ses aux mais'.split(
      ' ',
    ),
  ),
  en: new Set('the and you your is are of to in with that this for it be will on as at but'.split(' ')),
};

/** Plain text: no control characters, no Markdown emphasis or headings, at most one blank line. */
export function sanitizeText(raw: string): string {
  return (
    raw
      .replace(/\r\n?/g, '\n')
      // Control characters (but tab and newline), zero-width and bidirectional overrides.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point here
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/^\s{0,3}#{1,6}\s+/gm, '')
      .replace(/\*\*|__|`+/g, '')
      .replace(/^\s*[*-]\s+/gm, '— ')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** Same spelling for comparisons: straight apostrophes, plain spaces. */
const norm = (s: string) => s.replace(/[’ʼ]/g, "'").replace(/[\u00a0\u202f]/g, ' ');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Word boundaries that know accented letters (\b does not, even with the u flag).
const B = '(?<![\\p{L}\\p{N}_])';
const E = '(?![\\p{L}\\p{N}_])';
// Compiled once: the same few hundred patterns serve every check.
const compiled = new Map<string, RegExp>();
function re(source: string, flags = 'u'): RegExp {
  const key = `${flags}/${source}`;
  let found = compiled.get(key);
  if (!found) {
    found = new RegExp(source, flags);
    compiled.set(key, found);
  }
  return found;
}
const word = (w: string) => re(`${B}${escape(w)}${E}`);
/** Not at the start of a sentence, where a common noun may be capitalised ("Balance", "Leo"). */
const midSentence = (w: string) => re(`(?<![.!?:;«"—]\\s*|^\\s*|\\n\\s*)${B}${escape(w)}${E}`);

function languageOf(text: string): { fr: number; en: number } {
  const counts = { fr: 0, en: 0 };
  for (const w of text.toLowerCase().match(/[a-zà-ÿ']+/g) ?? []) {
    if (STOP_WORDS.fr.has(w)) counts.fr += 1;
    if (STOP_WORDS.en.has(w)) counts.en += 1;
  }
  return counts;
}

/** Planet names that are not also an everyday word or a tarot card in that language. */
const UNAMBIGUOUS_PLANETS: Record<'fr' | 'en', PlanetId[]> = {
  fr: ['mercury', 'venus', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'],
  en: ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'],
};

function inventedNames(text: string, facts: ReadingFacts): string[] {
  const lang = facts.lang;
  const found: string[] = [];
  const ignore = new Set([norm(facts.first_name)]);
  const allowedSigns = new Set(facts.domain === 'astrologie' ? facts.placements.map((p) => p.sign) : []);
  for (const s of SIGNS) {
    if (allowedSigns.has(s.id) || ignore.has(s[lang])) continue;
    if (midSentence(s[lang]).test(text)) found.push(s[lang]);
  }
  if (facts.domain === 'astrologie') {
    // "Vénus en Lion" must be a placement of the chart.
    for (const p of facts.placements) {
      for (const s of SIGNS) {
        if (s.id === p.sign) continue;
        const claim = re(
          `${B}${escape(norm(p.name))}\\s+${lang === 'fr' ? 'en' : 'in'}\\s+${escape(s[lang])}${E}`,
        );
        if (claim.test(text)) found.push(`${p.name} ${s[lang]}`);
      }
    }
  } else {
    for (const id of UNAMBIGUOUS_PLANETS[lang])
      if (word(PLANETS[id][lang]).test(text)) found.push(PLANETS[id][lang]);
  }
  if (facts.domain === 'tarot') found.push(...inventedCards(text, facts));
  if (facts.domain === 'numerologie') found.push(...wrongNumbers(text, facts));
  return found;
}

const EN_BARE = new Set(['Justice', 'Strength', 'Temperance', 'Judgement']);

function inventedCards(text: string, facts: Extract<ReadingFacts, { domain: 'tarot' }>): string[] {
  const lang = facts.lang;
  const allowed = new Set([...facts.cards.map((c) => c.card_id), facts.synthesis.card_id]);
  const found: string[] = [];
  for (const card of DECK) {
    if (allowed.has(card.id)) continue;
    const name = norm(card.name[lang]);
    let patterns: RegExp[];
    if (card.arcana === 'minor') {
      patterns = [
        re(
          `${B}${escape(name).replace(/(Bâton|Coupe|Denier|Épée|Wands|Cups|Coins|Swords)$/, '$1s?')}${E}`,
          'iu',
        ),
      ];
    } else if (lang === 'fr') {
      // "la Force", "l'Étoile": the article and the capital tell the card from the common noun.
      patterns = name
        .replace(/[()]/g, '')
        .split(/\s+(?=La Mort)/)
        .map((n) => {
          const core = n.replace(/^(?:Le |La |L')/, '');
          return core === n ? midSentence(core) : re(`${B}(?:[Ll][ea]\\s+|[Ll]')${escape(core)}${E}`);
        });
    } else {
      const core = name.replace(/^The /, '').replace(/ \(.*\)$/, '');
      patterns = EN_BARE.has(core) ? [midSentence(core)] : [re(`${B}[Tt]he\\s+${escape(core)}${E}`)];
      if (card.id === 'major-13-l-arcane-sans-nom') patterns.push(midSentence('Death'));
    }
    if (patterns.some((p) => p.test(text))) found.push(card.name[lang]);
  }
  return found;
}

function wrongNumbers(text: string, facts: Extract<ReadingFacts, { domain: 'numerologie' }>): string[] {
  const n = facts.numbers;
  // "chemin de vie 7", "life path is 7" — but not the first digit of a worked sum "(1+9+…)".
  const labels: [string, number][] =
    facts.lang === 'fr'
      ? [
          ['chemin de vie', n.life_path],
          ['année personnelle', n.personal_year],
          ["nombre d'expression", n.expression],
        ]
      : [
          ['life path', n.life_path],
          ['personal year', n.personal_year],
          ['expression number', n.expression],
        ];
  const found: string[] = [];
  for (const [label, expected] of labels) {
    const pattern = re(`${escape(label)}[^\\d().=+\\n]{0,12}?(\\d{1,2})(?![\\d+=])`, 'giu');
    for (const m of text.matchAll(pattern)) if (Number(m[1]) !== expected) found.push(m[0]);
  }
  return found;
}

/** The text to show, or an InterpreterError saying why it cannot be shown. */
export function checkOutput(
  raw: string | null | undefined,
  request: InterpretRequest,
  prompt: string,
): string {
  const text = sanitizeText(raw ?? '');
  const fail = (kind: InterpreterError['kind'], message: string): never => {
    throw new InterpreterError(kind, message, prompt, raw ?? null);
  };
  if (!text) fail('empty', 'empty answer');
  const bounds = LENGTH_BOUNDS[request.length];
  if (text.length < bounds.min || text.length > bounds.max)
    fail('length', `answer of ${text.length} characters, expected ${bounds.min}–${bounds.max}`);
  const counts = languageOf(text);
  const other = request.lang === 'fr' ? 'en' : 'fr';
  if (counts[request.lang] < 8 || counts[request.lang] < 2 * counts[other])
    fail('language', `answer not in ${request.lang} (${JSON.stringify(counts)})`);
  // The person's own words may name anything ("mon Bélier de mari"); only the reading's words are checked.
  const question = request.facts.question ? norm(request.facts.question).trim() : '';
  const ownWords = question ? norm(text).split(question).join(' … ') : norm(text);
  const invented = inventedNames(ownWords, request.facts);
  if (invented.length > 0)
    fail(
      'invented',
      `answer names what the facts do not contain: ${[...new Set(invented)].slice(0, 5).join(', ')}`,
    );
  return text;
}
