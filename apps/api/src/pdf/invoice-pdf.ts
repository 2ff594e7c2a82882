import { formatCents } from '@arcanes/domain/money/cents';
import { typeset } from '@arcanes/domain/writers/astrology-typography';
import { texts } from '#api/lib/i18n.ts';
import { registerFonts } from './fonts';
import { loadPdfLibs } from './pdf-libs';

export interface InvoiceModel {
  kind: 'invoice' | 'credit_note';
  lang: 'fr' | 'en';
  reference: string;
  correctsReference: string | null;
  issuedAt: Date;
  seller: { publisher: string; contact: string };
  buyer: { name: string; email: string };
  description: string;
  netCents: number;
  vatCents: number;
  totalCents: number;
  vatRateBp: number;
  method: 'card' | 'paypal';
  provider: 'demo' | 'stripe' | 'paypal';
  paymentReference: string;
}

const NAVY = '#1c2340';
const GREY = '#5b6275';

/** An invoice or credit note on one A4 page: seller, buyer, the line, price before tax, VAT, total. */
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
  const left = 56;
  const width = doc.page.width - 112;
  const date = new Intl.DateTimeFormat(m.lang === 'en' ? 'en-GB' : 'fr-FR', {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(m.issuedAt);

  doc.font('sansBold').fontSize(11).fillColor(NAVY).text('A R C A N E S', left, 56, { characterSpacing: 2 });
  doc.moveDown(1).font('serifBold').fontSize(20).text(title);
  doc
    .font('sans')
    .fontSize(10)
    .fillColor(GREY)
    .text(t('invoice.issued', { replace: { date } }));
  if (m.kind === 'credit_note' && m.correctsReference)
    doc.text(t('invoice.corrects', { replace: { reference: m.correctsReference } }));
  doc.moveDown(1.2);

  const top = doc.y;
  const half = width / 2 - 10;
  doc.font('sansBold').fontSize(10).fillColor(NAVY).text(t('invoice.seller'), left, top, { width: half });
  doc
    .font('sans')
    .fillColor('#000')
    .text(m.seller.publisher, { width: half })
    .text(m.seller.contact, { width: half });
  const sellerBottom = doc.y;
  doc
    .font('sansBold')
    .fillColor(NAVY)
    .text(t('invoice.buyer'), left + half + 20, top, { width: half });
  doc
    .font('sans')
    .fillColor('#000')
    .text(m.buyer.name || '—', { width: half })
    .text(m.buyer.email, { width: half });
  doc.y = Math.max(sellerBottom, doc.y) + 24;

  const cols = [left, left + width * 0.52, left + width * 0.6, left + width * 0.82];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'sansBold' : 'sans')
      .fontSize(10)
      .fillColor('#000');
    doc.text(cells[0] ?? '', cols[0], y, { width: width * 0.5 });
    const after = doc.y;
    doc.text(cells[1] ?? '', cols[1], y, { width: width * 0.07, align: 'right' });
    doc.text(cells[2] ?? '', cols[2], y, { width: width * 0.21, align: 'right' });
    doc.text(cells[3] ?? '', cols[3], y, { width: width * 0.18, align: 'right' });
    doc.y = Math.max(after, doc.y) + 6;
    doc.x = left;
  };
  row([t('invoice.item'), t('invoice.qty'), t('invoice.unit'), t('invoice.net')], true);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(GREY)
    .lineWidth(0.5)
    .stroke();
  doc.y += 6;
  row([m.description, '1', money(m.netCents), money(m.netCents)]);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.y += 10;

  const rate = (m.vatRateBp / 100).toLocaleString(m.lang === 'en' ? 'en-GB' : 'fr-FR');
  const totals: [string, string, boolean][] = [
    [t('invoice.net'), money(m.netCents), false],
    [t('invoice.vat', { replace: { rate } }), money(m.vatCents), false],
    [m.kind === 'invoice' ? t('invoice.total') : t('invoice.refunded'), money(m.totalCents), true],
  ];
  for (const [label, value, bold] of totals) {
    const y = doc.y;
    doc
      .font(bold ? 'sansBold' : 'sans')
      .fontSize(bold ? 12 : 10)
      .fillColor(bold ? NAVY : '#000');
    doc.text(label, left, y, { width: width * 0.8, align: 'right' });
    doc.text(value, cols[3], y, { width: width * 0.18, align: 'right' });
    doc.y += 4;
  }
  doc.moveDown(2).x = left;
  const means = tr(`invoice.method.${m.method}`);
  const method = m.provider === 'demo' ? tr('invoice.demo', { replace: { method: means } }) : means;
  doc.font('sans').fontSize(9.5).fillColor(GREY);
  const settled =
    m.kind === 'invoice'
      ? t('invoice.paid', { replace: { method, reference: m.paymentReference } })
      : t('invoice.refundedBy', { replace: { method } });
  doc.text(settled, left, doc.y, { width });
  if (m.kind === 'invoice') doc.moveDown(0.5).text(t('invoice.prepaid'), { width });
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
