import { inflateSync } from 'node:zlib';

/**
 * Reads back a PDF's logical structure (the StructTreeRoot and its StructElem children), as a screen
 * reader would follow it: from the catalogue's /StructTreeRoot through each element's /K. pdfkit writes
 * its objects uncompressed (only page content streams are deflated), so the dictionaries are read as
 * they are written: `N 0 obj << … >> endobj`, references `N 0 R`.
 */
export interface StructNode {
  type: string;
  children: StructNode[];
  /** Marked-content ids on pages (the leaves: what text belongs to this element). */
  mcids: number;
}

export interface PdfStructure {
  marked: boolean;
  lang: string | null;
  displayDocTitle: boolean;
  root: StructNode | null;
}

export function readPdfStructure(pdf: Uint8Array): PdfStructure {
  const src = Buffer.from(pdf).toString('latin1');
  const objects = new Map<number, string>();
  for (const m of src.matchAll(/(\d+) 0 obj\s*(<<[\s\S]*?>>)\s*(?:stream[\s\S]*?endstream\s*)?endobj/g))
    objects.set(Number(m[1]), m[2]!);
  const catalog = [...objects.values()].find((o) => /\/Type \/Catalog\b/.test(o)) ?? '';
  /** A key's value: the dictionary it refers to, or the one written in place. */
  const entry = (dict: string, key: string) => {
    const m = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
    return m ? (objects.get(Number(m[1])) ?? '') : (new RegExp(`/${key} (<<[^>]*>>)`).exec(dict)?.[1] ?? '');
  };
  /** The /K entry: structure elements (references) and marked-content ids (integers). */
  const kids = (dict: string) => {
    const k = /\/K \[([^\]]*)\]/.exec(dict)?.[1] ?? /\/K (\d+(?: 0 R)?)/.exec(dict)?.[1] ?? '';
    const tokens = [...k.matchAll(/(\d+)( 0 R)?/g)];
    return {
      elements: tokens
        .filter((t) => t[2])
        .map((t) => objects.get(Number(t[1])))
        .filter((o): o is string => o !== undefined && /\/S \//.test(o)),
      mcids: tokens.filter((t) => !t[2]).length,
    };
  };
  const node = (dict: string): StructNode => {
    const k = kids(dict);
    return { type: /\/S \/(\w+)/.exec(dict)?.[1] ?? '?', children: k.elements.map(node), mcids: k.mcids };
  };
  const treeRoot = entry(catalog, 'StructTreeRoot');
  const top = treeRoot ? kids(treeRoot).elements : [];
  return {
    marked: /\/Marked true/.test(entry(catalog, 'MarkInfo')),
    lang: /\/Lang \(([^)]*)\)/.exec(catalog)?.[1] ?? null,
    displayDocTitle: /\/DisplayDocTitle true/.test(entry(catalog, 'ViewerPreferences')),
    root: top[0] ? node(top[0]) : null,
  };
}

/** Every structure type in the tree, depth first. */
export function structTypes(n: StructNode | null): string[] {
  return n ? [n.type, ...n.children.flatMap(structTypes)] : [];
}

/**
 * Whether every marked-content sequence of the page streams is closed where it opened (BDC/BMC … EMC,
 * never an EMC without its opening): a viewer reading a broken sequence loses the tags after it.
 */
export function markedContentBalanced(pdf: Uint8Array): boolean {
  const bytes = Buffer.from(pdf);
  const src = bytes.toString('latin1');
  let streams = 0;
  for (const m of src.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = src.indexOf('endstream', start);
    let text: string;
    try {
      text = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      continue; // fonts and other binary streams
    }
    if (!/\bBT\b/.test(text)) continue;
    streams += 1;
    let depth = 0;
    for (const op of text.matchAll(/\b(BDC|BMC|EMC)\b/g)) {
      depth += op[1] === 'EMC' ? -1 : 1;
      if (depth < 0) return false;
    }
    if (depth !== 0) return false;
  }
  return streams > 0;
}
