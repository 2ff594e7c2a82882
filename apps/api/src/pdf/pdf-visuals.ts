import { pdfLibs } from './pdf-libs';
import { ASPECTS } from '@arcanes/domain/astrology/aspects';
import { renderBiWheel } from '@arcanes/domain/astrology/chart-biwheel-svg';
import { renderChartWheel } from '@arcanes/domain/astrology/chart-wheel-svg';
import { ASPECT_NAMES } from '@arcanes/domain/astrology/transit-meaning';
import { elides } from '@arcanes/domain/writers/compatibility-texts';
import { PLANETS, formatLongitude, pointName } from '@arcanes/domain/astrology/zodiac';
import { renderCardFace } from '@arcanes/domain/tarot/card-svg';
import { reversedWord } from '@arcanes/domain/writers/tarot-phrases';
import { fontForSvg } from './fonts';
import {
  CAPTION_NAME,
  CAPTION_TITLE,
  layoutSpread,
  type CaptionStyle,
  type Measure,
  type Rect,
} from './spread-layout';
import { pdfStrings } from './pdf-strings';
import type { ReportModel } from './report-model';

type Doc = PDFKit.PDFDocument;

export const COLORS = {
  navy: '#1f2a44',
  gold: '#a8843a',
  ink: '#23262e',
  muted: '#5f6577',
  paper: '#f5f1e8',
} as const;

/** Starts a new page when less than `needed` points remain above the bottom margin. */
export function ensureSpace(doc: Doc, needed: number) {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function svg(doc: Doc, markup: string, x: number, y: number, width: number, height: number) {
  pdfLibs().SVGtoPDF(doc, markup, x, y, {
    width,
    height,
    preserveAspectRatio: 'xMidYMid meet',
    fontCallback: (family, bold) => fontForSvg(family, bold),
    warningCallback: () => {},
  });
}

function title(doc: Doc, text: string) {
  doc
    .font('serifBold')
    .fontSize(18)
    .fillColor(COLORS.navy)
    .text(text, doc.page.margins.left, doc.page.margins.top);
  doc.moveDown(0.6);
}

function chartPage(doc: Doc, m: ReportModel & { visual: { kind: 'chart' } }) {
  const s = pdfStrings(m.lang);
  const chart = m.visual.chart;
  title(doc, s.chart);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const size = 360;
  const top = doc.y;
  svg(
    doc,
    renderChartWheel(chart, { lang: m.lang, size: 600, theme: 'classique' }),
    doc.page.margins.left + (width - size) / 2,
    top,
    size,
    size,
  );
  let y = top + size + 16;
  const left = doc.page.margins.left;
  const cols = [left, left + 130, left + 280, left + 370];
  doc.font('sansBold').fontSize(9).fillColor(COLORS.navy);
  [s.placements, '', s.house, ''].forEach((h, i) => h && doc.text(h, cols[i]!, y, { lineBreak: false }));
  y += 15;
  const rows: [string, string, string, string][] = chart.planets.map((p) => [
    `${PLANETS[p.id].glyph}  ${PLANETS[p.id][m.lang]}`,
    formatLongitude(p.longitude, m.lang),
    p.house ? String(p.house) : '',
    p.retrograde && p.id !== 'node' ? `℞ ${s.retrograde}` : '',
  ]);
  if (chart.ascendant !== null)
    rows.push([`AC  ${s.ascendant}`, formatLongitude(chart.ascendant, m.lang), '', '']);
  if (chart.mc !== null) rows.push([`MC  ${s.mc}`, formatLongitude(chart.mc, m.lang), '', '']);
  rows.forEach((row, i) => {
    if (i % 2 === 0) doc.rect(left - 4, y - 2, width + 8, 13).fill(COLORS.paper);
    row.forEach(
      (cell, c) =>
        cell &&
        doc
          .font(c === 0 ? 'sansBold' : 'sans')
          .fontSize(8.5)
          .fillColor(c === 0 ? COLORS.navy : COLORS.ink)
          .text(cell, cols[c]!, y, { lineBreak: false }),
    );
    y += 13;
  });
  // Which houses these are, or why there are none: a reader must not take whole signs for Placidus.
  const note = !chart.timeKnown
    ? s.timeUnknown
    : chart.houseSystem !== chart.houseSystemRequested
      ? s.houseFallback
      : s.houseSystem(chart.houseSystem);
  doc
    .font('sans')
    .fontSize(8.5)
    .fillColor(COLORS.ink)
    .text(note, left, y + 6, { width });
  doc.x = left;
  doc.y = doc.y + 8;
}

function tarotPage(doc: Doc, m: ReportModel & { visual: { kind: 'tarot' } }) {
  const s = pdfStrings(m.lang);
  const { cards, spread } = m.visual;
  title(doc, `${s.spread} — ${spread.name[m.lang]}`);
  const left = doc.page.margins.left;
  const area = {
    x: left,
    y: doc.y + 4,
    w: doc.page.width - left - doc.page.margins.right,
    h: doc.page.height - doc.page.margins.bottom - doc.y - 14,
  };
  const slots = cards.map((c) => ({
    ...c.spreadPosition.layout,
    title: `${c.spreadPosition.index + 1}. ${c.spreadPosition.name[m.lang]}`,
    name: `${c.card.name[m.lang]}${c.reversed ? ` (${m.lang === 'fr' ? reversedWord(c.card) : s.reversed})` : ''}`,
  }));
  const layout = layoutSpread(slots, area, measureWith(doc));
  cards.forEach((c, i) => {
    const place = layout.cards[i]!;
    const angle = (c.spreadPosition.layout.rotate ?? 0) + (c.reversed ? 180 : 0);
    doc.save();
    if (angle) doc.rotate(angle, { origin: [place.cx, place.cy] });
    svg(
      doc,
      renderCardFace(c.card, { lang: m.lang, theme: 'classique' }),
      place.cx - place.w / 2,
      place.cy - place.h / 2,
      place.w,
      place.h,
    );
    doc.restore();
    const caption = (text: string, style: CaptionStyle, r: Rect, color: string) =>
      doc
        .font(style.font)
        .fontSize(style.size)
        .fillColor(color)
        .text(text, r.x, r.y, { width: r.w, align: place.badge ? 'left' : 'center', lineGap: 0 });
    if (place.badge) {
      const { cx, cy, r } = place.badge;
      doc.circle(cx, cy, r).fill(COLORS.navy);
      doc
        .font('sansBold')
        .fontSize(8)
        .fillColor('#ffffff')
        .text(String(c.spreadPosition.index + 1), cx - r, cy - 4.6, {
          width: 2 * r,
          align: 'center',
          lineBreak: false,
        });
    }
    caption(slots[i]!.title, CAPTION_TITLE, place.title, COLORS.navy);
    caption(slots[i]!.name, CAPTION_NAME, place.name, COLORS.ink);
  });
  doc.x = left;
  doc.y = area.y + layout.height + 10;
}

/** Caption heights as pdfkit will set them. */
export function measureWith(doc: Doc): Measure {
  return (text, style, width) =>
    doc.font(style.font).fontSize(style.size).heightOfString(text, { width, lineGap: 0 });
}

function numerologyPage(doc: Doc, m: ReportModel & { visual: { kind: 'numerology' } }) {
  const s = pdfStrings(m.lang);
  const p = m.visual.profile;
  title(doc, s.numbers);
  const cells: [string, number][] = [
    [s.cell('life_path'), p.life_path],
    [s.cell('expression'), p.expression],
    [s.cell('soul_urge'), p.soul_urge],
    [s.cell('personality'), p.personality],
    [s.cell('birthday'), p.birthday],
    [s.personalYear(p.personal_year_of), p.personal_year],
    [s.cell('maturity'), p.maturity],
    [s.cell('lucky_number'), p.lucky_number],
  ];
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const boxW = (width - 3 * 12) / 4;
  const top = doc.y + 6;
  cells.forEach(([label, value], i) => {
    const x = doc.page.margins.left + (i % 4) * (boxW + 12);
    const y = top + Math.floor(i / 4) * 96;
    doc.roundedRect(x, y, boxW, 84, 6).fill(COLORS.paper);
    doc
      .font('serifBold')
      .fontSize(30)
      .fillColor(COLORS.navy)
      .text(String(value), x, y + 12, { width: boxW, align: 'center' });
    doc
      .font('sans')
      .fontSize(8.5)
      .fillColor(COLORS.muted)
      .text(label, x + 4, y + 58, { width: boxW - 8, align: 'center' });
  });
  let y = top + 2 * 96 + 16;
  doc.font('sansBold').fontSize(10).fillColor(COLORS.navy).text(s.grid, doc.page.margins.left, y);
  y = doc.y + 8;
  const cell = 58;
  const gridLeft = doc.page.margins.left + (width - 3 * cell) / 2;
  for (let d = 1; d <= 9; d++) {
    const x = gridLeft + ((d - 1) % 3) * cell;
    const yy = y + Math.floor((d - 1) / 3) * cell;
    const count = p.inclusion_grid[d as keyof typeof p.inclusion_grid];
    doc.rect(x, yy, cell, cell).lineWidth(0.8).strokeColor(COLORS.gold).stroke();
    doc
      .font('sans')
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(String(d), x + 5, yy + 4, { lineBreak: false });
    doc
      .font('serifBold')
      .fontSize(20)
      .fillColor(count === 0 ? '#b34a3c' : COLORS.navy)
      .text(String(count), x, yy + 18, { width: cell, align: 'center', lineBreak: false });
  }
  doc.x = doc.page.margins.left;
  doc.y = y + 3 * cell + 14;
  const notes: string[] = [];
  if (p.karmic_lessons.length) notes.push(s.karmicLessons(p.karmic_lessons.join(', ')));
  if (p.karmic_debts.length) notes.push(s.karmicDebts(p.karmic_debts.map((k) => k.number).join(', ')));
  if (notes.length)
    doc.font('serif').fontSize(10).fillColor(COLORS.ink).text(notes.join(' · '), { align: 'center' });
}

/** Compatibility (decision 0200): the bi-wheel and the closest synastry aspects, then the composite wheel. */
function compatibilityPages(doc: Doc, m: ReportModel & { visual: { kind: 'compatibility' } }) {
  const s = pdfStrings(m.lang);
  const { a, b, composite, synastry, names } = m.visual;
  // Which houses the composite's are: one system on both sides, or two when a birth beyond the polar
  // circle has whole signs (the composite then mixes them: its label alone would say Placidus).
  const housesNote = !composite.timeKnown
    ? ''
    : a.houseSystem === b.houseSystem
      ? s.houseSystem(a.houseSystem)
      : a.houseSystem !== 'placidus'
        ? s.compositeHousesMixed(names[0], names[1])
        : s.compositeHousesMixed(names[1], names[0]);
  title(doc, s.biwheel);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const size = 340;
  const top = doc.y;
  svg(
    doc,
    renderBiWheel(a, b, synastry, { lang: m.lang, size: 600, names }),
    left + (width - size) / 2,
    top,
    size,
    size,
  );
  let y = top + size + 14;
  doc.font('sansBold').fontSize(9).fillColor(COLORS.navy).text(s.synastry, left, y, { lineBreak: false });
  y += 15;
  const pointText = (id: Parameters<typeof pointName>[0], who: string) =>
    s.synastryPoint(pointName(id, m.lang), who, elides(who));
  synastry
    .filter((x) => x.a !== 'node' && x.b !== 'node')
    .slice(0, 14)
    .forEach((x, i) => {
      if (i % 2 === 0) doc.rect(left - 4, y - 2, width + 8, 13).fill(COLORS.paper);
      const cells = [
        pointText(x.a, names[0]),
        `${ASPECTS[x.type].glyph}  ${ASPECT_NAMES[x.type][m.lang]}`,
        pointText(x.b, names[1]),
        s.orb(`${Math.floor(x.orb)}°${String(Math.floor((x.orb % 1) * 60)).padStart(2, '0')}′`),
      ];
      [left, left + 150, left + 250, left + 400].forEach((cx, c) =>
        doc
          .font(c === 1 ? 'sansBold' : 'sans')
          .fontSize(8.5)
          .fillColor(c === 1 ? COLORS.navy : COLORS.ink)
          .text(cells[c]!, cx, y, { lineBreak: false }),
      );
      y += 13;
    });
  doc.x = left;
  doc.addPage();
  title(doc, s.composite);
  const top2 = doc.y;
  svg(
    doc,
    renderChartWheel(composite, { lang: m.lang, size: 600, theme: 'classique' }),
    left + (width - size) / 2,
    top2,
    size,
    size,
  );
  doc
    .font('sans')
    .fontSize(8.5)
    .fillColor(COLORS.ink)
    .text(housesNote ? `${s.compositeNote} ${housesNote}` : s.compositeNote, left, top2 + size + 14, {
      width,
    });
  doc.x = left;
  doc.y = doc.y + 8;
}

export function drawVisual(doc: Doc, m: ReportModel) {
  if (m.visual.kind === 'compatibility')
    compatibilityPages(doc, m as ReportModel & { visual: { kind: 'compatibility' } });
  else if (m.visual.kind === 'chart') chartPage(doc, m as ReportModel & { visual: { kind: 'chart' } });
  else if (m.visual.kind === 'tarot') tarotPage(doc, m as ReportModel & { visual: { kind: 'tarot' } });
  else numerologyPage(doc, m as ReportModel & { visual: { kind: 'numerology' } });
}
