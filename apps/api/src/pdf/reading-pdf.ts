import PDFDocument from 'pdfkit';
import { registerFonts } from './fonts';
import { PDF_STRINGS } from './pdf-strings';
import { COLORS, drawVisual, ensureSpace } from './pdf-visuals';
import type { ReportModel } from './report-model';

const MARGIN = { top: 64, bottom: 78, left: 62, right: 62 };
type Doc = PDFKit.PDFDocument;

function heading1(doc: Doc, text: string) {
  ensureSpace(doc, 120);
  doc.moveDown(0.6).font('serifBold').fontSize(18).fillColor(COLORS.navy).text(text, { align: 'left' });
  const y = doc.y + 4;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.margins.left + 60, y)
    .lineWidth(1.5)
    .strokeColor(COLORS.gold)
    .stroke();
  doc.moveDown(0.8);
}

function heading2(doc: Doc, text: string) {
  ensureSpace(doc, 90);
  doc.moveDown(0.5).font('sansBold').fontSize(12).fillColor(COLORS.navy).text(text);
  doc.moveDown(0.3);
}

function paragraphs(doc: Doc, body: string, opts: { italic?: boolean } = {}) {
  for (const block of body.split(/\n{2,}/)) {
    const text = block.trim();
    if (!text) continue;
    ensureSpace(doc, 40);
    doc
      .font(opts.italic ? 'serifItalic' : 'serif')
      .fontSize(10.5)
      .fillColor(COLORS.ink)
      .text(text, { align: text.includes('\n—') || text.startsWith('—') ? 'left' : 'justify', lineGap: 2.2 });
    doc.moveDown(0.55);
  }
}

function cover(doc: Doc, m: ReportModel) {
  const s = PDF_STRINGS[m.lang];
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  doc.rect(0, 0, doc.page.width, 210).fill(COLORS.navy);
  doc
    .font('sansBold')
    .fontSize(11)
    .fillColor(COLORS.gold)
    .text('A R C A N E S', MARGIN.left, 58, { characterSpacing: 2 });
  doc
    .font('sans')
    .fontSize(10)
    .fillColor('#d9deea')
    .text(`${m.domainName} · ${m.optionTitle}`, MARGIN.left, 82);
  doc.font('serifBold').fontSize(26).fillColor('#ffffff').text(m.title, MARGIN.left, 112, { width });
  doc
    .font('serif')
    .fontSize(20)
    .fillColor(COLORS.navy)
    .text(`${s.for} ${m.firstName}`, MARGIN.left, 250, { width });
  let y = doc.y + 18;
  doc.rect(MARGIN.left, y, width, 18 + m.coverLines.length * 20).fill(COLORS.paper);
  y += 10;
  for (const [label, value] of m.coverLines) {
    doc
      .font('sansBold')
      .fontSize(9.5)
      .fillColor(COLORS.muted)
      .text(label, MARGIN.left + 14, y, { width: 130 });
    doc
      .font('serif')
      .fontSize(10.5)
      .fillColor(COLORS.ink)
      .text(value, MARGIN.left + 150, y - 1, { width: width - 164, height: 18, ellipsis: true });
    y += 20;
  }
  doc
    .font('sans')
    .fontSize(10)
    .fillColor(COLORS.muted)
    .text(`${s.issuedOn} ${m.issuedOn} · ${s.reference} ${m.readingId.slice(0, 8)}`, MARGIN.left, y + 16);
  if (m.summary.length > 0) {
    y = doc.y + 26;
    doc.font('serifBold').fontSize(13).fillColor(COLORS.gold).text(s.inBrief, MARGIN.left, y);
    y = doc.y + 6;
    for (const line of m.summary.slice(0, 10)) {
      doc
        .font('sans')
        .fontSize(9)
        .fillColor(COLORS.gold)
        .text('✦', MARGIN.left + 4, y + 1.5, { lineBreak: false });
      doc
        .font('serif')
        .fontSize(11)
        .fillColor(COLORS.ink)
        .text(line, MARGIN.left + 20, y, { width: width - 24 });
      y = doc.y + 4;
    }
  }
  const noticeY = doc.page.height - MARGIN.bottom - 70;
  doc.rect(MARGIN.left, noticeY, width, 46).lineWidth(0.8).strokeColor(COLORS.gold).stroke();
  doc
    .font('sans')
    .fontSize(9)
    .fillColor(COLORS.ink)
    .text(s.aiNotice(m.writing.kind), MARGIN.left + 12, noticeY + 10, { width: width - 24 });
}

function footers(doc: Doc, m: ReportModel) {
  const s = PDF_STRINGS[m.lang];
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing in the bottom margin would start a new page: lift the margin while the footer is drawn.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 50;
    const width = doc.page.width - MARGIN.left - MARGIN.right;
    doc
      .moveTo(MARGIN.left, y - 8)
      .lineTo(doc.page.width - MARGIN.right, y - 8)
      .lineWidth(0.5)
      .strokeColor('#c9ccd6')
      .stroke();
    doc.font('sans').fontSize(7.5).fillColor(COLORS.muted);
    doc.text(s.footer(m.writing.kind), MARGIN.left, y, { width: width - 90, lineBreak: false });
    doc.text(s.page(i + 1, range.count), doc.page.width - MARGIN.right - 90, y, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
    doc.text(`${m.legal.publisher}`, MARGIN.left, y + 11, { width, lineBreak: false });
    doc.page.margins.bottom = bottom;
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

/** « Sur quoi repose cette lecture »: the facts each section of the intuitive reading cites, in plain words. */
function basis(doc: Doc, m: ReportModel) {
  const s = PDF_STRINGS[m.lang];
  const sections: { heading: string; labels: string[] }[] = [];
  for (const p of m.writing.paragraphs) {
    if (p.heading || sections.length === 0)
      sections.push({ heading: p.heading ?? s.basisAnswer, labels: [] });
    const current = sections[sections.length - 1]!;
    for (const f of p.facts) if (!current.labels.includes(f.label)) current.labels.push(f.label);
  }
  doc.addPage();
  heading1(doc, s.basis);
  paragraphs(doc, s.basisIntro, { italic: true });
  for (const section of sections) {
    if (section.labels.length === 0) continue;
    heading2(doc, section.heading);
    ensureSpace(doc, 30);
    doc
      .font('serif')
      .fontSize(10)
      .fillColor(COLORS.ink)
      .list(section.labels, { bulletRadius: 1.6, textIndent: 10, lineGap: 1.5 });
    doc.moveDown(0.5);
  }
}

/** The designed report: cover, the chart/spread/grid, symbolic and AI readings, dated forecast, legal notes. */
export async function renderReadingPdf(m: ReportModel): Promise<{ bytes: Buffer; pages: number }> {
  const s = PDF_STRINGS[m.lang];
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: m.lang === 'fr' ? 'fr-FR' : 'en-GB',
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

  cover(doc, m);
  doc.addPage();
  drawVisual(doc, m);

  doc.addPage();
  heading1(doc, s.symbolic);
  paragraphs(doc, s.symbolicIntro, { italic: true });
  for (const section of m.symbolic) {
    heading2(doc, section.heading);
    paragraphs(doc, section.body);
  }

  doc.addPage();
  heading1(doc, s.aiHeading);
  paragraphs(doc, s.aiIntro(m.writing.kind, m.writing.label), { italic: true });
  for (const p of m.writing.paragraphs) {
    if (p.heading) heading2(doc, p.heading);
    paragraphs(doc, p.text);
  }

  if (m.forecast.length > 0 && m.forecastWindow) {
    heading1(doc, s.forecast);
    paragraphs(doc, `${s.forecastIntro(m.forecastWindow.from, m.forecastWindow.to)} ${m.forecastNote}`, {
      italic: true,
    });
    for (const row of m.forecast) {
      ensureSpace(doc, 46);
      const x = doc.page.margins.left;
      const top = doc.y;
      doc.font('sansBold').fontSize(8.5).fillColor(COLORS.gold).text(row.dates, x, top, { width: 150 });
      const left = doc.y;
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
      doc.y = Math.max(doc.y, left) + 8;
      doc.x = x;
    }
  }

  basis(doc, m);

  heading1(doc, s.about);
  doc
    .font('serif')
    .fontSize(10)
    .fillColor(COLORS.ink)
    .text(s.aboutText(m.legal.publisher, m.legal.contact, m.writing.kind), { align: 'left', lineGap: 2 });

  footers(doc, m);
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await done;
  return { bytes: Buffer.concat(chunks), pages };
}
