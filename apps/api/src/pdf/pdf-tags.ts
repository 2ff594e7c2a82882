/**
 * The logical structure of a tagged PDF (PDF/UA, RGAA; issue 41): a `Document` element whose children
 * are the headings, paragraphs, lists and figures in reading order, each wrapping the content it draws,
 * and what only decorates or repeats (page footers) marked as an artifact. A document opened without
 * `tagged: true` draws the same, untagged.
 */
type Doc = PDFKit.PDFDocument;

const roots = new WeakMap<Doc, PDFKit.PDFStructureElement>();

/** Opens the document's structure tree; call once after creating a document with `tagged: true`. */
export function startTags(doc: Doc): void {
  const root = doc.struct('Document');
  doc.addStructure(root);
  roots.set(doc, root);
}

/** Closes the structure tree, before `doc.end()`. */
export function endTags(doc: Doc): void {
  roots.get(doc)?.end();
  roots.delete(doc);
}

/** Draws `draw` as one structure element (`H1`, `H2`, `P`, `Figure` with its `alt`…). */
export function tagged(
  doc: Doc,
  tag: string,
  draw: () => void,
  options: { alt?: string; title?: string } = {},
): void {
  const root = roots.get(doc);
  if (!root) return draw();
  root.add(doc.struct(tag, options, () => void draw()));
}

/** A list: `L`, an `LI` with its `LBody` per item. */
export function taggedList(doc: Doc, items: (() => void)[]): void {
  const root = roots.get(doc);
  if (!root) return items.forEach((draw) => draw());
  const list = doc.struct('L');
  root.add(list);
  for (const draw of items) list.add(doc.struct('LI', {}, [doc.struct('LBody', {}, () => void draw())]));
  list.end();
}

/**
 * Decoration or running text (footers, page numbers, rules): an artifact, left out of the reading order.
 * Never inside a `tagged` closure: pdfkit does not nest marked content (it would close the element).
 */
export function artifact(doc: Doc, draw: () => void, type: 'Pagination' | 'Layout' = 'Layout'): void {
  if (!roots.has(doc)) return draw();
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

/**
 * A table: `Table`, a `TR` per row, a `TH` (header row) or `TD` per cell, each cell drawn by its closure;
 * a row's `after` (a rule under it) is drawn once the row is done, outside its cells.
 */
export function taggedTable(
  doc: Doc,
  rows: { header?: boolean; cells: (() => void)[]; after?: () => void }[],
): void {
  const root = roots.get(doc);
  if (!root)
    return rows.forEach((r) => {
      r.cells.forEach((draw) => draw());
      r.after?.();
    });
  const table = doc.struct('Table');
  root.add(table);
  for (const r of rows) {
    table.add(
      doc.struct(
        'TR',
        {},
        r.cells.map((draw) => doc.struct(r.header ? 'TH' : 'TD', {}, () => void draw())),
      ),
    );
    r.after?.();
  }
  table.end();
}
