// The web's texts: a key looked up in a namespace's catalogue, its plural chosen by the language's
// rules, its {{placeholders}} filled. What the site uses of i18next, and no more (decision 0261): the
// catalogues are the same files, in the same format, as the API's (which keeps i18next).
import type { Catalogues } from '@arcanes/contracts/locales/catalogues';

/** The namespaces the web shows (the server's own are never fetched: lib/i18n.ts). */
export type Namespace = Exclude<keyof Catalogues, 'errors' | 'answers' | 'mail' | 'pdf' | 'tools'>;

type Plain<K extends string> = K extends `${infer B}_${'one' | 'other' | 'many'}` ? B : K;
/** The keys of a catalogue that hold a text (a plural's keys by their common stem: `days`, not `days_one`). */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string
    ? Plain<K>
    : T[K] extends readonly unknown[]
      ? never
      : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];
/** The keys of a catalogue that hold a list or a group of texts (read with `returnObjects`). */
type Branches<T> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends readonly unknown[]
      ? K
      : K | `${K}.${Branches<T[K]>}`;
}[keyof T & string];
type ValueAt<T, P extends string> = P extends `${infer H}.${infer R}`
  ? H extends keyof T
    ? ValueAt<T[H], R>
    : never
  : P extends keyof T
    ? T[P]
    : never;

export type TextKey<NS extends Namespace> = Leaves<Catalogues[NS]>;
/** A key of another namespace, named with it: `common:ui.retry`. */
export type PrefixedKey = { [N in Namespace]: `${N}:${TextKey<N>}` }[Namespace];

export interface TOptions {
  /** The namespace of the key, instead of the `t`'s own. */
  ns?: Namespace;
  /** Chooses the plural (`key_one`, `key_other`) and fills `{{count}}`. */
  count?: number;
  /** Shown when the key has no text. */
  defaultValue?: string;
  /** Returns the list or group of texts under the key, each filled. */
  returnObjects?: boolean;
  [placeholder: string]: unknown;
}

/** A namespace's `t`: a key of it (or a prefixed key of another) and its values → the text. */
export interface TFunction<NS extends Namespace = 'common'> {
  (key: TextKey<NS> | PrefixedKey, options?: TOptions & { ns?: undefined; returnObjects?: false }): string;
  /** A key of another namespace, named in the options. */
  <N extends Namespace>(key: TextKey<N>, options: TOptions & { ns: N; returnObjects?: false }): string;
  /** A key made from data (`period.${period}`), with the text to show when there is none. */
  (key: string, options: TOptions & { defaultValue: string; returnObjects?: false }): string;
  <K extends Branches<Catalogues[NS]>>(
    key: K,
    options: TOptions & { returnObjects: true },
  ): ValueAt<Catalogues[NS], K>;
}

type Tree = Record<string, unknown>;
type Resources = Record<string, Partial<Record<string, Tree>>>;

export interface TranslatorOptions {
  lng: string;
  /** Looked in when the language lacks a key (the catalogues' parity test keeps that from happening). */
  fallbackLng: string;
  /** Catalogues already there: `{ fr: { common: {…} } }`. */
  resources?: Resources;
  /** Fetches a namespace that is not there yet. */
  load?: (lang: string, ns: string) => Promise<Tree>;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

export class Translator {
  language: string;
  private readonly fallbackLng: string;
  private readonly resources: Resources;
  private readonly load: ((lang: string, ns: string) => Promise<Tree>) | undefined;
  private readonly pending = new Map<string, Promise<void>>();
  private readonly failures = new Map<string, unknown>();
  private readonly listeners = new Set<() => void>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private revision = 0;

  constructor(options: TranslatorOptions) {
    this.language = options.lng;
    this.fallbackLng = options.fallbackLng;
    this.resources = options.resources ?? {};
    this.load = options.load;
  }

  /** Whether the namespace's catalogue is there in the language (the current one by default). */
  hasNamespace(ns: string, lang = this.language): boolean {
    return this.resources[lang]?.[ns] !== undefined;
  }

  /** Fetches what is missing of these namespaces in the language (the current one by default). */
  loadNamespaces(namespaces: string | readonly string[], lang = this.language): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    return Promise.all(list.map((ns) => this.loadOne(lang, ns))).then(() => undefined);
  }

  /**
   * Null when every namespace is there in the current language; otherwise the promise of its arrival
   * (for Suspense), or the error its last fetch failed with (taken: the next call fetches again).
   */
  missing(namespaces: readonly string[]): Promise<void> | { error: unknown } | null {
    const absent = namespaces.filter((ns) => !this.hasNamespace(ns));
    if (absent.length === 0) return null;
    for (const ns of absent) {
      const id = `${this.language}/${ns}`;
      if (this.failures.has(id)) {
        const error = this.failures.get(id);
        this.failures.delete(id);
        return { error };
      }
    }
    return this.loadNamespaces(absent);
  }

  /**
   * Switches language once every namespace already shown is there in the new one. If one cannot be
   * fetched (offline), the page stays in its language: false.
   */
  async changeLanguage(lang: string): Promise<boolean> {
    if (lang === this.language) return true;
    const shown = Object.keys(this.resources[this.language] ?? {});
    try {
      await this.loadNamespaces(shown, lang);
    } catch {
      return false;
    }
    this.language = lang;
    this.revision += 1;
    for (const listener of [...this.listeners]) listener();
    return true;
  }

  /** Called after each language change; returns the unsubscription. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes with the language (for useSyncExternalStore). */
  getRevision = (): number => this.revision;

  /** Whether the key has a text (or list) in the namespace, in the current language or the fallback. */
  exists(key: string, options: { ns?: Namespace } = {}): boolean {
    const [ns, path] = this.split(key, options.ns ?? 'common');
    return this.languages().some((lang) => this.lookup(lang, ns, path) !== undefined);
  }

  /** A key of the common namespace, or of the one named in `options.ns` or before a colon. */
  t<N extends Namespace = 'common'>(
    key: TextKey<N> | PrefixedKey,
    options?: TOptions & { ns?: N; returnObjects?: false },
  ): string {
    return this.translate(key, options ?? {}, options?.ns ?? 'common') as string;
  }

  /** The `t` of one namespace, as useTranslation gives it. */
  fixedT<NS extends Namespace>(ns: NS): TFunction<NS> {
    return ((key: string, options?: TOptions & { ns?: Namespace }) =>
      this.translate(key, options ?? {}, options?.ns ?? ns)) as TFunction<NS>;
  }

  private translate(key: string, options: TOptions, defaultNs: string): unknown {
    const [ns, path] = this.split(key, defaultNs);
    for (const lang of this.languages()) {
      let found: unknown;
      if (typeof options.count === 'number') {
        found =
          this.lookup(lang, ns, `${path}_${this.plural(lang).select(options.count)}`) ??
          this.lookup(lang, ns, `${path}_other`);
      }
      found ??= this.lookup(lang, ns, path);
      if (found === undefined) continue;
      if (typeof found === 'string') return fill(found, options);
      if (options.returnObjects) return fillDeep(found, options);
      return path;
    }
    return options.defaultValue === undefined ? path : fill(options.defaultValue, options);
  }

  private split(key: string, defaultNs: string): [string, string] {
    const colon = key.indexOf(':');
    // A namespace is a word of letters and hyphens; a key never holds a colon, but a default text may.
    if (colon > 0 && /^[a-z-]+$/.test(key.slice(0, colon)))
      return [key.slice(0, colon), key.slice(colon + 1)];
    return [defaultNs, key];
  }

  private languages(): string[] {
    return this.language === this.fallbackLng ? [this.language] : [this.language, this.fallbackLng];
  }

  private lookup(lang: string, ns: string, path: string): unknown {
    let node: unknown = this.resources[lang]?.[ns];
    for (const part of path.split('.')) {
      if (node === null || typeof node !== 'object') return undefined;
      node = (node as Tree)[part];
    }
    return node;
  }

  private plural(lang: string): Intl.PluralRules {
    let rules = this.pluralRules.get(lang);
    if (!rules) this.pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
    return rules;
  }

  private loadOne(lang: string, ns: string): Promise<void> {
    if (this.hasNamespace(ns, lang)) return Promise.resolve();
    const id = `${lang}/${ns}`;
    let pending = this.pending.get(id);
    if (pending) return pending;
    if (!this.load) return Promise.reject(new Error(`texts ${id} are not there and cannot be fetched`));
    pending = this.load(lang, ns).then(
      (tree) => {
        (this.resources[lang] ??= {})[ns] = tree;
        this.pending.delete(id);
      },
      (error: unknown) => {
        this.pending.delete(id);
        this.failures.set(id, error);
        throw error;
      },
    );
    this.pending.set(id, pending);
    return pending;
  }
}

/** Each {{name}} replaced by its value; one left without a value stays as it is. */
function fill(text: string, values: TOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = name.includes('.')
      ? name.split('.').reduce<unknown>((v, part) => (v as Tree | undefined)?.[part], values)
      : values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

function fillDeep(node: unknown, values: TOptions): unknown {
  if (typeof node === 'string') return fill(node, values);
  if (Array.isArray(node)) return node.map((item) => fillDeep(item, values));
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fillDeep(v, values)]));
  return node;
}
