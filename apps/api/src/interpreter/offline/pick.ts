/**
 * Deterministic choices for the offline writer: a seed from the facts and the question (FNV-1a),
 * then a small generator, so that the same request always reads the same and a different chart,
 * draw, number or question reads differently.
 */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Picker {
  private state: number;
  constructor(seed: number) {
    this.state = seed || 0x9e3779b9;
  }
  /** xorshift32: plenty for choosing sentence frames. */
  next(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state;
  }
  private readonly turns = new Map<string, number>();
  /**
   * One of `items`. With a `key`, successive calls for that key walk the items from a random start,
   * so a frame used for one placement is not used again for the next until all have been used.
   */
  pick<T>(items: readonly T[], key?: string): T {
    if (items.length === 0) throw new RangeError('nothing to pick from');
    if (!key) return items[this.next() % items.length] as T;
    const turn = this.turns.get(key) ?? this.next();
    this.turns.set(key, turn + 1);
    return items[turn % items.length] as T;
  }
}

/** "a, b et c" / "a, b and c". */
export function joinList(items: readonly string[], lang: 'fr' | 'en'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${lang === 'fr' ? 'et' : 'and'} ${items[items.length - 1]}`;
}

/** `change` applied to a text's first letter; a text opening on wordings in braces has each of them changed. */
function firstLetter(s: string, change: (letter: string) => string): string {
  return s.startsWith('{')
    ? s.replace(
        /^\{([^{}]*)\}/,
        (_, inner: string) =>
          `{${inner
            .split('|')
            .map((w) => firstLetter(w, change))
            .join('|')}}`,
      )
    : change(s.charAt(0)) + s.slice(1);
}

/** The first letter in capitals; a text opening on wordings in braces has each of them capitalised. */
export const capitalise = (s: string): string => firstLetter(s, (c) => c.toUpperCase());

/** The first letter in lower case, each wording's where the text opens on braces (after « Mais »). */
export const uncapitalise = (s: string): string => firstLetter(s, (c) => c.toLowerCase());

/**
 * Inline wordings: « {Au quotidien|Jour après jour}, vous {tranchez|savez trancher} … » reads one of
 * the wordings in each pair of braces, drawn by `pick` (a wording may hold braces of its own). A text keyed on one number, sign
 * or card comes back in every reading that meets it; a few such choices, a handful of words apart,
 * make two readings of it share no run of seven words. The writer writes with them and
 * `writeOffline` draws them once the paragraphs are composed, before the typography; an empty wording
 * (« {très |}») leaves the words out.
 */
export function vary(text: string, pick: Picker): string {
  // Innermost groups first: a wording may hold a group of its own (a figure's name inside a frame).
  let out = text;
  while (/\{[^{}]*\}/.test(out))
    out = out.replace(/\{([^{}]*)\}/g, (_, inner: string) => pick.pick(inner.split('|')));
  return out;
}

/**
 * Months as a writer lists them: the year said once when they share it (« février, avril et juin
 * 2026 »), after each month otherwise (« novembre 2026 et janvier 2027 »).
 */
export function monthsList(labels: readonly string[], lang: 'fr' | 'en'): string {
  const year = (l: string) => /\s(\d{4})$/.exec(l)?.[1];
  const first = year(labels[0] ?? '');
  if (labels.length < 2 || !first || !labels.every((l) => year(l) === first)) return joinList(labels, lang);
  return joinList(
    labels.map((l, i) => (i === labels.length - 1 ? l : l.slice(0, -5))),
    lang,
  );
}
