import { pdfStrings } from './pdf-strings';
import { COLORS } from './pdf-visuals';
import { artifact, tagged } from './pdf-tags';
import type { ReportModel } from './report-model';

type Doc = PDFKit.PDFDocument;

/** The cover's free band between « En bref » and the writer box: the contents go there. */
export interface CoverRoom {
  top: number;
  bottom: number;
}

/** A few thin gold rings and ticks, like a chart wheel seen from afar: decoration only. */
function ornament(doc: Doc, cx: number, cy: number) {
  doc.save().opacity(0.32).lineWidth(0.7).strokeColor(COLORS.gold);
  for (const r of [34, 58, 86]) doc.circle(cx, cy, r).stroke();
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    doc
      .moveTo(cx + Math.cos(a) * 58, cy + Math.sin(a) * 58)
      .lineTo(cx + Math.cos(a) * 86, cy + Math.sin(a) * 86)
      .stroke();
  }
  doc.restore();
  doc.save().opacity(0.55).fillColor(COLORS.gold);
  for (let i = 0; i < 12; i++) {
    const a = ((i + 0.5) * Math.PI) / 6;
    doc.circle(cx + Math.cos(a) * 72, cy + Math.sin(a) * 72, 1.6).fill();
  }
  doc.restore();
}

/** Label / value rows in a tinted card with a gold edge; values wrap, never cut. */
function card(doc: Doc, x: number, y: number, width: number, heading: string, rows: [string, string][]) {
  const labelW = 128;
  const valueW = width - labelW - 36;
  const heights = rows.map(([, value]) =>
    Math.max(14, doc.font('serif').fontSize(10.5).heightOfString(value, { width: valueW })),
  );
  const height = 34 + heights.reduce((a, b) => a + b + 7, 0);
  doc.rect(x, y, width, height).fill(COLORS.paper);
  doc.rect(x, y, 3, height).fill(COLORS.gold);
  doc
    .font('sansBold')
    .fontSize(8)
    .fillColor(COLORS.gold)
    .text(heading.toLocaleUpperCase(), x + 18, y + 12, { characterSpacing: 1.2, lineBreak: false });
  let rowY = y + 30;
  rows.forEach(([label, value], i) => {
    doc
      .font('sansBold')
      .fontSize(8.5)
      .fillColor(COLORS.muted)
      .text(label, x + 18, rowY + 1.5, { width: labelW - 8 });
    doc
      .font('serif')
      .fontSize(10.5)
      .fillColor(COLORS.ink)
      .text(value, x + 18 + labelW, rowY, { width: valueW });
    rowY += heights[i]! + 7;
  });
  return y + height;
}

/** « En bref »: the key facts, in two columns when there are many. */
function brief(
  doc: Doc,
  x: number,
  y: number,
  width: number,
  heading: string,
  lines: string[],
  limit: number,
) {
  doc.font('serifBold').fontSize(13).fillColor(COLORS.navy).text(heading, x, y);
  const top = doc.y + 6;
  const columns = lines.length > 4 ? 2 : 1;
  const colW = (width - (columns - 1) * 18) / columns;
  const perColumn = Math.ceil(lines.length / columns);
  let bottom = top;
  for (let c = 0; c < columns; c++) {
    let lineY = top;
    for (const line of lines.slice(c * perColumn, (c + 1) * perColumn)) {
      const lx = x + c * (colW + 18);
      // A very long cover (a long question, many facts) keeps clear of the writer box.
      if (
        lineY +
          doc
            .font('serif')
            .fontSize(10)
            .heightOfString(line, { width: colW - 14 }) >
        limit
      )
        break;
      doc
        .font('sans')
        .fontSize(8)
        .fillColor(COLORS.gold)
        .text('✦', lx, lineY + 2, { lineBreak: false });
      doc
        .font('serif')
        .fontSize(10)
        .fillColor(COLORS.ink)
        .text(line, lx + 14, lineY, { width: colW - 14 });
      lineY = doc.y + 4;
    }
    bottom = Math.max(bottom, lineY);
  }
  return bottom;
}

/**
 * The cover fills the page: a navy band with the title and for whom, the person's details as a card,
 * the key facts, the contents (drawn last, when the page numbers are known) and, at the foot, what
 * wrote the intuitive reading.
 */
export function cover(doc: Doc, m: ReportModel): CoverRoom {
  const s = pdfStrings(m.lang);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const titleH = doc
    .font('serifBold')
    .fontSize(26)
    .heightOfString(m.title, { width: width - 70 });
  const band = Math.max(290, 196 + titleH);
  doc.rect(0, 0, doc.page.width, band).fill(COLORS.navy);
  ornament(doc, doc.page.width - 92, 118);
  doc
    .font('sansBold')
    .fontSize(11)
    .fillColor(COLORS.gold)
    .text('A R C A N E S', left, 56, { characterSpacing: 2, lineBreak: false });
  doc
    .font('sans')
    .fontSize(10)
    .fillColor('#d9deea')
    .text(`${m.domainName} · ${m.optionTitle}`, left, 80, { width: width - 120 });
  doc
    .font('serifBold')
    .fontSize(26)
    .fillColor('#ffffff')
    .text(m.title, left, 120, { width: width - 70 });
  const ruleY = doc.y + 10;
  doc.rect(left, ruleY, 56, 2).fill(COLORS.gold);
  doc
    .font('serifItalic')
    .fontSize(17)
    .fillColor('#ead9aa')
    .text(`${s.for} ${m.firstName}`, left, ruleY + 14, { width });
  doc
    .font('sans')
    .fontSize(8.5)
    .fillColor('#aeb6cb')
    .text(`${s.issuedOn} ${m.issuedOn} · ${s.reference} ${m.readingId.slice(0, 8)}`, left, band - 30, {
      lineBreak: false,
    });

  const inner = width - 28;
  const labelH = doc.font('serifBold').fontSize(10).heightOfString(m.writing.label, { width: inner });
  const notice = s.aiNotice(m.writing.kind);
  const noticeTextH = doc.font('sans').fontSize(8.5).heightOfString(notice, { width: inner });
  const noticeH = 30 + labelH + 4 + noticeTextH + 10;
  const noticeY = doc.page.height - doc.page.margins.bottom - noticeH - 6;
  let y = band + 26;
  if (m.coverLines.length > 0) y = card(doc, left, y, width, s.yourDetails, m.coverLines) + 22;
  if (m.summary.length > 0 && y + 40 < noticeY)
    y = brief(doc, left, y, width, s.inBrief, m.summary.slice(0, 10), noticeY - 12) + 10;

  doc.rect(left, noticeY, width, noticeH).lineWidth(0.8).strokeColor(COLORS.gold).stroke();
  doc
    .font('sansBold')
    .fontSize(8)
    .fillColor(COLORS.gold)
    .text(s.writtenBy.toLocaleUpperCase(), left + 14, noticeY + 12, {
      characterSpacing: 1.2,
      lineBreak: false,
    });
  doc
    .font('serifBold')
    .fontSize(10)
    .fillColor(COLORS.navy)
    .text(m.writing.label, left + 14, noticeY + 28, { width: inner });
  doc
    .font('sans')
    .fontSize(8.5)
    .fillColor(COLORS.ink)
    .text(notice, left + 14, noticeY + 28 + labelH + 4, { width: inner });
  return { top: y, bottom: noticeY - 14 };
}

/** « Dans ce rapport », with dotted leaders to the page numbers; left out when the room is too small. */
export function contents(
  doc: Doc,
  m: ReportModel,
  room: CoverRoom,
  entries: { title: string; page: number }[],
) {
  const s = pdfStrings(m.lang);
  const rowH = 17;
  const needed = 30 + entries.length * rowH;
  if (entries.length === 0 || room.bottom - room.top < needed) return;
  doc.switchToPage(0);
  const bottomMargin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = room.top + Math.min(24, (room.bottom - room.top - needed) / 2);
  // Tagged once on the cover's page (a marked sequence never spans a page switch).
  tagged(doc, 'TOC', () => {
    doc
      .font('serifBold')
      .fontSize(13)
      .fillColor(COLORS.navy)
      .text(s.contents, left, top, { lineBreak: false });
    entries.forEach((e, i) => {
      const y = top + 26 + i * rowH;
      const page = String(e.page);
      doc.font('serif').fontSize(10.5).fillColor(COLORS.ink);
      const titleW = doc.widthOfString(e.title);
      const pageW = doc.widthOfString(page);
      doc.text(e.title, left, y, { lineBreak: false });
      doc.text(page, left + width - pageW, y, { lineBreak: false });
      doc
        .moveTo(left + titleW + 6, y + 9)
        .lineTo(left + width - pageW - 6, y + 9)
        .dash(0.8, { space: 2.6 })
        .lineWidth(0.8)
        .strokeColor('#b9b2a0')
        .stroke()
        .undash();
    });
  });
  doc.page.margins.bottom = bottomMargin;
}

export function footers(doc: Doc, m: ReportModel) {
  const s = pdfStrings(m.lang);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing in the bottom margin would start a new page: lift the margin while the footer is drawn.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const left = doc.page.margins.left;
    const right = doc.page.width - doc.page.margins.right;
    const y = doc.page.height - 50;
    // Running text, the same on every page: an artifact, out of the reading order.
    artifact(
      doc,
      () => {
        doc
          .moveTo(left, y - 8)
          .lineTo(right, y - 8)
          .lineWidth(0.5)
          .strokeColor('#c9ccd6')
          .stroke();
        doc.font('sans').fontSize(7.5).fillColor(COLORS.muted);
        doc.text(s.footer(m.writing.kind), left, y, { width: right - left - 90, lineBreak: false });
        doc.text(s.page(i + 1, range.count), right - 90, y, { width: 90, align: 'right', lineBreak: false });
        doc.text(`${m.legal.publisher} · ${m.optionTitle} — ${m.firstName}`, left, y + 11, {
          width: right - left,
          lineBreak: false,
          ellipsis: true,
        });
      },
      'Pagination',
    );
    doc.page.margins.bottom = bottom;
  }
}
