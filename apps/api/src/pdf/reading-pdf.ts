import { registerFonts } from './fonts';
import { contents, cover, footers } from './pdf-cover';
import { pdfStrings } from './pdf-strings';
import { COLORS, drawVisual, ensureSpace } from './pdf-visuals';
import type { ReportModel } from './report-model';
import { loadPdfLibs } from './pdf-libs';
import { artifact, endTags, startTags, tagged } from './pdf-tags';

const MARGIN = { top: 64, bottom: 78, left: 62, right: 62 };
type Doc = PDFKit.PDFDocument;

/** The sections, with their page, for the cover's contents. */
type Toc = { title: string; page: number }[];

function pageNumber(doc: Doc): number {
  const range = doc.bufferedPageRange();
  return range.start + range.count;
}

function heading1(doc: Doc, text: string, toc?: Toc) {
  ensureSpace(doc, 150);
  const left = doc.page.margins.left;
  if (doc.y > doc.page.margins.top + 1) doc.moveDown(1.2);
  toc?.push({ title: text, page: pageNumber(doc) });
  tagged(doc, 'H1', () =>
    doc.font('serifBold').fontSize(20).fillColor(COLORS.navy).text(text, left, doc.y, { align: 'left' }),
  );
  artifact(doc, () => doc.rect(left, doc.y + 5, 48, 2).fill(COLORS.gold));
  doc.x = left;
  doc.y += 20;
}

/** A section title: serif, navy, over a hairline the width of the text column. */
function heading2(doc: Doc, text: string) {
  ensureSpace(doc, 90);
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  doc.moveDown(0.7);
  tagged(doc, 'H2', () =>
    doc.font('serifBold').fontSize(12.5).fillColor(COLORS.navy).text(text, left, doc.y),
  );
  const y = doc.y + 3;
  artifact(doc, () => doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor('#d8cfb8').stroke());
  doc.x = left;
  doc.y = y + 8;
}

/** The answer, set apart at the top of the intuitive reading: a tinted box with a gold edge. */
function answerBox(doc: Doc, label: string, text: string) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const inner = width - 36;
  const textH = doc.font('serif').fontSize(11.5).heightOfString(text, { width: inner, lineGap: 2.6 });
  const height = textH + 46;
  if (height > doc.page.height - doc.page.margins.top - doc.page.margins.bottom - 40) {
    heading2(doc, label);
    paragraphs(doc, text);
    return;
  }
  ensureSpace(doc, height + 10);
  const top = doc.y;
  artifact(doc, () => {
    doc.rect(left, top, width, height).fill(COLORS.paper);
    doc.rect(left, top, 3, height).fill(COLORS.gold);
  });
  tagged(doc, 'H2', () =>
    doc
      .font('sansBold')
      .fontSize(8)
      .fillColor(COLORS.gold)
      .text(label.toLocaleUpperCase(), left + 20, top + 14, { characterSpacing: 0.6, lineBreak: false }),
  );
  tagged(doc, 'P', () =>
    doc
      .font('serif')
      .fontSize(11.5)
      .fillColor(COLORS.ink)
      .text(text, left + 20, top + 32, { width: inner, lineGap: 2.6, align: 'left' }),
  );
  doc.x = left;
  doc.y = top + height + 14;
}

function paragraphs(doc: Doc, body: string, opts: { italic?: boolean } = {}) {
  for (const block of body.split(/\n{2,}/)) {
    const text = block.trim();
    if (!text) continue;
    const font = opts.italic ? 'serifItalic' : 'serif';
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const height = doc.font(font).fontSize(10.5).heightOfString(text, { width, lineGap: 2.2 });
    // A short paragraph moves whole to the next page rather than leave a line or two behind.
    ensureSpace(doc, height < 110 ? height + 4 : 40);
    tagged(doc, 'P', () =>
      doc
        .font(font)
        .fontSize(10.5)
        .fillColor(COLORS.ink)
        .text(text, {
          align: text.includes('\n—') || text.startsWith('—') ? 'left' : 'justify',
          lineGap: 2.2,
        }),
    );
    doc.moveDown(0.55);
  }
}

/**
 * EU AI Act art. 50: machine-readable marking of what wrote the intuitive text, in the document
 * information and in its XMP metadata (IPTC digital source type: trained algorithmic media for a
 * language model, algorithmic media for our rules).
 */
function markWriter(doc: Doc, m: ReportModel) {
  const info = doc.info as Record<string, unknown>;
  info.AIGenerated = m.writing.kind === 'ai' ? 'true' : 'false';
  info.Writer = m.writing.kind === 'ai' ? `ai:${m.writing.model ?? ''}` : 'rules';
  info.WriterLabel = m.writing.label;
  const source = m.writing.kind === 'ai' ? 'trainedAlgorithmicMedia' : 'algorithmicMedia';
  const xml = (v: string) => v.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  (doc as unknown as { appendXML(xml: string): void }).appendXML(`
        <rdf:Description rdf:about="" xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/" xmlns:arcanes="urn:arcanes:reading:1">
            <Iptc4xmpExt:DigitalSourceType>http://cv.iptc.org/newscodes/digitalsourcetype/${source}</Iptc4xmpExt:DigitalSourceType>
            <arcanes:WriterKind>${m.writing.kind}</arcanes:WriterKind>
            <arcanes:WriterModel>${xml(m.writing.model ?? '')}</arcanes:WriterModel>
            <arcanes:WriterLabel>${xml(m.writing.label)}</arcanes:WriterLabel>
        </rdf:Description>
        `);
}

/**
 * « Sur quoi repose cette lecture »: the facts each section of the intuitive reading cites, in plain
 * words, compact: the section on the left, its facts on the right.
 */
function basis(doc: Doc, m: ReportModel, toc: Toc) {
  const s = pdfStrings(m.lang);
  const sections: { heading: string; labels: string[] }[] = [];
  for (const p of m.writing.paragraphs) {
    if (p.heading || sections.length === 0) sections.push({ heading: p.heading ?? s.essential, labels: [] });
    const current = sections[sections.length - 1]!;
    for (const f of p.facts) if (!current.labels.includes(f.label)) current.labels.push(f.label);
  }
  heading1(doc, s.basis, toc);
  paragraphs(doc, s.basisIntro, { italic: true });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const headW = 138;
  const factW = width - headW - 14;
  for (const section of sections.filter((x) => x.labels.length > 0)) {
    const headH = doc.font('sansBold').fontSize(8.5).heightOfString(section.heading, { width: headW });
    const factsH = section.labels.reduce(
      (h, l) =>
        h +
        doc
          .font('serif')
          .fontSize(9)
          .heightOfString(l, { width: factW - 10 }) +
        2,
      0,
    );
    ensureSpace(doc, Math.max(headH, factsH) + 12);
    const top = doc.y;
    artifact(doc, () =>
      doc
        .moveTo(left, top)
        .lineTo(left + width, top)
        .lineWidth(0.4)
        .strokeColor('#e2dccb')
        .stroke(),
    );
    tagged(doc, 'H3', () =>
      doc
        .font('sansBold')
        .fontSize(8.5)
        .fillColor(COLORS.navy)
        .text(section.heading, left, top + 6, { width: headW }),
    );
    let y = top + 6;
    for (const label of section.labels) {
      artifact(doc, () => doc.circle(left + headW + 16, y + 5.5, 1.3).fill(COLORS.gold));
      tagged(doc, 'P', () =>
        doc
          .font('serif')
          .fontSize(9)
          .fillColor(COLORS.ink)
          .text(label, left + headW + 24, y, { width: factW - 10 }),
      );
      y = doc.y + 2;
    }
    doc.x = left;
    doc.y = Math.max(y, top + 6 + headH) + 6;
  }
}

/** The designed report: cover, the chart/spread/grid, symbolic and AI readings, dated forecast, legal notes. */
export async function renderReadingPdf(m: ReportModel): Promise<{ bytes: Buffer; pages: number }> {
  const s = pdfStrings(m.lang);
  const { PDFDocument } = await loadPdfLibs();
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: m.lang === 'fr' ? 'fr-FR' : 'en-GB',
    // Tagged (issue 41, RGAA): its structure tree gives headings, paragraphs and figures in reading order.
    tagged: true,
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: `${m.optionTitle} — ${m.firstName}`,
      Author: 'Arcanes',
      Subject: `${m.domainName} · ${m.title}`,
      Keywords: s.keywords(m.writing.kind),
      Creator: 'Arcanes',
      Producer: 'Arcanes (pdfkit)',
    },
  });
  markWriter(doc, m);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  registerFonts(doc);
  startTags(doc);

  const toc: Toc = [];
  let room: ReturnType<typeof cover> | undefined;
  tagged(doc, 'Sect', () => (room = cover(doc, m)), { title: m.optionTitle });
  doc.addPage();
  const visualTitle =
    m.visual.kind === 'compatibility'
      ? s.biwheel
      : m.visual.kind === 'chart'
        ? s.chart
        : m.visual.kind === 'tarot'
          ? s.spread
          : s.numbers;
  toc.push({ title: visualTitle, page: pageNumber(doc) });
  tagged(doc, 'Figure', () => drawVisual(doc, m), { alt: `${visualTitle} — ${m.title}` });

  // The symbolic reading follows the drawing on its page when a good part of the page is left.
  ensureSpace(doc, 200);
  heading1(doc, s.symbolic, toc);
  paragraphs(doc, s.symbolicIntro, { italic: true });
  for (const section of m.symbolic) {
    heading2(doc, section.heading);
    paragraphs(doc, section.body);
  }

  doc.addPage();
  heading1(doc, s.aiHeading, toc);
  paragraphs(doc, s.aiIntro(m.writing.kind, m.writing.label), { italic: true });
  m.writing.paragraphs.forEach((p, i) => {
    if (i === 0) return answerBox(doc, p.heading ?? s.essential, p.text);
    if (p.heading) heading2(doc, p.heading);
    paragraphs(doc, p.text);
  });

  if (m.forecast.length > 0 && m.forecastWindow) {
    heading1(doc, s.forecast, toc);
    paragraphs(doc, `${s.forecastIntro(m.forecastWindow.from, m.forecastWindow.to)} ${m.forecastNote}`, {
      italic: true,
    });
    for (const row of m.forecast) {
      ensureSpace(doc, 46);
      const x = doc.page.margins.left;
      const top = doc.y;
      let left = 0;
      tagged(doc, 'P', () => {
        doc.font('sansBold').fontSize(8.5).fillColor(COLORS.gold).text(row.dates, x, top, { width: 150 });
        left = doc.y;
        doc
          .font('serifBold')
          .fontSize(10.5)
          .fillColor(COLORS.navy)
          .text(row.title, x + 160, top, { width: doc.page.width - x - 160 - MARGIN.right });
        if (row.note)
          doc
            .font('serif')
            .fontSize(9.5)
            .fillColor(COLORS.ink)
            .text(row.note, { width: doc.page.width - x - 160 - MARGIN.right });
      });
      doc.y = Math.max(doc.y, left) + 8;
      doc.x = x;
    }
  }

  basis(doc, m, toc);

  heading1(doc, s.about, toc);
  tagged(doc, 'P', () =>
    doc
      .font('serif')
      .fontSize(10)
      .fillColor(COLORS.ink)
      .text(s.aboutText(m.legal.publisher, m.legal.contact, m.writing.kind), { align: 'left', lineGap: 2 }),
  );

  contents(doc, m, room!, toc);
  footers(doc, m);
  endTags(doc);
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await done;
  return { bytes: Buffer.concat(chunks), pages };
}
