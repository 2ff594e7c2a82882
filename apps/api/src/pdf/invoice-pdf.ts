import { formatCents } from '@arcanes/domain/money/cents';
import { typeset } from '@arcanes/domain/writers/astrology-typography';
import { texts } from '#api/lib/i18n.ts';
import { registerFonts } from './fonts';
import { loadPdfLibs } from './pdf-libs';
import { plainLine } from './plain-text';
import { countryName } from '#api/lib/country.ts';
import { artifact, endTags, startTags, tagged, taggedTable } from './pdf-tags';

export interface InvoiceModel {
  kind: 'invoice' | 'credit_note';
  lang: 'fr' | 'en';
  reference: string;
  correctsReference: string | null;
  issuedAt: Date;
  /** The seller's identity from the settings (LEGAL_*); an identifier left unset is not printed. */
  seller: {
    publisher: string;
    contact: string;
    /** The publisher's telephone (LEGAL_PHONE). */
    phone?: string;
    siren?: string;
    rcs?: string;
    vat?: string;
    capital?: string;
  };
  /** As the customer typed it: printed as plain text (plainLine), never interpreted; the billing country's code. */
  buyer: { name: string; email: string; country: string };
  /** The sale's VAT regime (decision 0345): it says which VAT mention the document carries. */
  vatRegime: 'single-purpose' | 'multi-purpose';
  /** Whose VAT the document charges (FR, a member state's through the one-stop shop), null for none. */
  vatCountry: string | null;
  /** A reading's invoice or its credit note (multi-purpose voucher), not a top-up's document. */
  reading: boolean;
  description: string;
  netCents: number;
  vatCents: number;
  totalCents: number;
  vatRateBp: number;
  method: 'card' | 'paypal';
  /** Only to say « demonstration »: no provider's identifier is ever printed on a customer's document. */
  provider: 'demo' | 'stripe' | 'paypal';
}

const NAVY = '#1c2340';
const GREY = '#5b6275';

/**
 * An invoice or credit note on one A4 page: seller, buyer, the line, price before tax, VAT, total. The
 * two parties are framed blocks side by side; whatever a name holds stays inside its block, wrapped to
 * its width, after its label.
 */
export async function renderInvoicePdf(m: InvoiceModel): Promise<Uint8Array> {
  // The labels come from the `pdf` catalogue (invoice.*, decision 0241), set by the one typesetter.
  const tr = texts(m.lang, 'pdf');
  const t = ((...args: Parameters<typeof tr>) => typeset(tr(...args), m.lang)) as typeof tr;
  const money = (c: number) => formatCents(c, m.lang);
  const title = t('invoice.title', { context: m.kind, replace: { reference: m.reference } });
  const { PDFDocument } = await loadPdfLibs();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    lang: m.lang === 'fr' ? 'fr-FR' : 'en-GB',
    // Tagged (issue 41, RGAA): headings, paragraphs and the tables in its structure tree.
    tagged: true,
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: title, Author: 'Arcanes', Creator: 'Arcanes', Producer: 'Arcanes (pdfkit)' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  registerFonts(doc);
  startTags(doc);
  const left = 56;
  const width = doc.page.width - 112;
  const date = new Intl.DateTimeFormat(m.lang === 'en' ? 'en-GB' : 'fr-FR', {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(m.issuedAt);

  artifact(doc, () =>
    doc
      .font('sansBold')
      .fontSize(11)
      .fillColor(NAVY)
      .text('A R C A N E S', left, 56, { characterSpacing: 2 }),
  );
  doc.moveDown(1);
  tagged(doc, 'H1', () => doc.font('serifBold').fontSize(20).text(title));
  tagged(doc, 'P', () =>
    doc
      .font('sans')
      .fontSize(10)
      .fillColor(GREY)
      .text(t('invoice.issued', { replace: { date } })),
  );
  if (m.kind === 'credit_note' && m.correctsReference)
    tagged(doc, 'P', () => doc.text(t('invoice.corrects', { replace: { reference: m.correctsReference } })));
  doc.moveDown(1.2);

  const top = doc.y;
  const half = width / 2 - 10;
  const pad = 8;
  const inner = half - 2 * pad;
  const seller = m.seller;
  // A number is never cut at the end of a line (« FR12 | 123456789 »).
  const whole = (value: string) => value.replace(/ /g, '\u00a0');
  const sellerLines = [
    seller.publisher,
    seller.capital && t('invoice.capital', { replace: { value: whole(seller.capital) } }),
    seller.rcs,
    seller.siren && t('invoice.siren', { replace: { value: whole(seller.siren) } }),
    seller.vat && t('invoice.vatNumber', { replace: { value: whole(seller.vat) } }),
    seller.contact,
    seller.phone && t('invoice.phone', { replace: { value: whole(seller.phone) } }),
  ].filter((line): line is string => Boolean(line));
  tagged(doc, 'H2', () =>
    doc
      .font('sansBold')
      .fontSize(10)
      .fillColor(NAVY)
      .text(t('invoice.seller'), left + pad, top + pad, { width: inner }),
  );
  doc.font('sans').fillColor('#000');
  for (const line of sellerLines) tagged(doc, 'P', () => doc.text(line, { width: inner }));
  const sellerBottom = doc.y;
  const buyerLeft = left + half + 20 + pad;
  tagged(doc, 'H2', () =>
    doc
      .font('sansBold')
      .fillColor(NAVY)
      .text(t('invoice.buyer'), buyerLeft, top + pad, { width: inner }),
  );
  // Label, then the customer's text in another colour: even « TOTAL TTC 0,00 € » reads as a name.
  const field = (label: string, value: string) =>
    tagged(doc, 'P', () => {
      doc.font('sans').fillColor(GREY).text(`${label} `, buyerLeft, doc.y, { width: inner, continued: true });
      doc.fillColor('#000').text(plainLine(value) || '—', { width: inner });
    });
  field(t('invoice.buyerName'), m.buyer.name);
  field(t('invoice.buyerEmail'), m.buyer.email);
  field(t('invoice.buyerCountry'), countryName(m.buyer.country, m.lang));
  const bottom = Math.max(sellerBottom, doc.y) + pad;
  artifact(doc, () => {
    doc.lineWidth(0.5).strokeColor(GREY);
    doc.roundedRect(left, top, half, bottom - top, 4).stroke();
    doc.roundedRect(left + half + 20, top, half, bottom - top, 4).stroke();
  });
  doc.x = left;
  doc.y = bottom + 24;

  const cols = [left, left + width * 0.52, left + width * 0.6, left + width * 0.82];
  // A rule between rows: drawn after a row's last cell, outside the table's cells.
  const rule = (gap: number) => () => {
    artifact(doc, () =>
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .strokeColor(GREY)
        .lineWidth(0.5)
        .stroke(),
    );
    doc.y += gap;
  };
  const row = (cells: string[], ruleBelow: () => void, bold = false) => {
    let y = 0;
    let after = 0;
    const widths = [0.5, 0.07, 0.21, 0.18];
    return {
      header: bold,
      cells: cells.map((text, i) => () => {
        if (i === 0) {
          y = doc.y;
          doc
            .font(bold ? 'sansBold' : 'sans')
            .fontSize(10)
            .fillColor('#000');
        }
        doc.text(text, cols[i], y, { width: width * widths[i]!, align: i === 0 ? 'left' : 'right' });
        if (i === 0) after = doc.y;
        if (i === cells.length - 1) {
          doc.y = Math.max(after, doc.y) + 6;
          doc.x = left;
        }
      }),
      after: ruleBelow,
    };
  };
  const head = row([t('invoice.item'), t('invoice.qty'), t('invoice.unit'), t('invoice.net')], rule(6), true);
  const line = row([m.description, '1', money(m.netCents), money(m.netCents)], rule(10));
  taggedTable(doc, [head, line]);

  const rate = (m.vatRateBp / 100).toLocaleString(m.lang === 'en' ? 'en-GB' : 'fr-FR');
  const totals: [string, string, boolean][] = [
    [t('invoice.net'), money(m.netCents), false],
    [
      m.vatCountry === null ? t('invoice.vatNotDue') : t('invoice.vat', { replace: { rate } }),
      money(m.vatCents),
      false,
    ],
    [m.kind === 'invoice' ? t('invoice.total') : t('invoice.refunded'), money(m.totalCents), true],
  ];
  taggedTable(
    doc,
    totals.map(([label, value, bold]) => {
      let y = 0;
      return {
        cells: [
          () => {
            y = doc.y;
            doc
              .font(bold ? 'sansBold' : 'sans')
              .fontSize(bold ? 12 : 10)
              .fillColor(bold ? NAVY : '#000');
            doc.text(label, left, y, { width: width * 0.8, align: 'right' });
          },
          () => {
            doc.text(value, cols[3], y, { width: width * 0.18, align: 'right' });
            doc.y += 4;
          },
        ],
      };
    }),
  );
  doc.moveDown(2).x = left;
  const means = tr(`invoice.method.${m.method}`);
  const method = m.provider === 'demo' ? tr('invoice.demo', { replace: { method: means } }) : means;
  doc.font('sans').fontSize(9.5).fillColor(GREY);
  // A reading's documents move the wallet's credit, not money: paid from it, given back to it.
  const settled = m.reading
    ? m.kind === 'invoice'
      ? t('invoice.paidFromCredit')
      : t('invoice.returnedToWallet')
    : m.kind === 'invoice'
      ? t('invoice.paid', { replace: { method } })
      : t('invoice.refundedBy', { replace: { method } });
  tagged(doc, 'P', () => doc.text(settled, left, doc.y, { width }));
  if (m.kind === 'invoice' && !m.reading) {
    doc.moveDown(0.5);
    tagged(doc, 'P', () => doc.text(t('invoice.prepaid'), { width }));
  }
  // The VAT's ground (CGI art. 242 nonies A: the provision when none is charged; decision 0345).
  const ground = m.reading
    ? m.vatCountry && m.vatCountry !== 'FR'
      ? t('invoice.readingDestination', { replace: { country: countryName(m.vatCountry, m.lang), rate } })
      : t('invoice.readingFrench')
    : m.vatRegime === 'multi-purpose'
      ? t('invoice.multiPurpose')
      : t('invoice.singlePurpose');
  doc.moveDown(0.5);
  tagged(doc, 'P', () => doc.text(ground, { width }));
  endTags(doc);
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
