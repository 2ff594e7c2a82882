import { formatCents } from '@arcanes/domain/money/cents';
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

const T = {
  fr: {
    invoice: 'Facture',
    credit_note: 'Avoir',
    number: 'n°',
    issued: 'Date d’émission',
    corrects: 'Avoir sur la facture',
    seller: 'Vendeur',
    buyer: 'Client',
    item: 'Désignation',
    qty: 'Qté',
    unit: 'Prix unitaire HT',
    net: 'Total HT',
    vat: (rate: string) => `TVA ${rate} %`,
    total: 'Total TTC',
    refunded: 'Montant remboursé TTC',
    paid: (method: string, ref: string) => `Payé par ${method} — référence ${ref}.`,
    refundedBy: (method: string) => `Remboursé sur ${method}.`,
    methods: { card: 'carte bancaire', paypal: 'PayPal' },
    demo: ' (démonstration, aucun paiement réel)',
    prepaid:
      'Crédit prépayé utilisable pour les consultations Arcanes ; la part non utilisée peut être remboursée pendant 14 jours après l’achat.',
  },
  en: {
    invoice: 'Invoice',
    credit_note: 'Credit note',
    number: 'No.',
    issued: 'Date of issue',
    corrects: 'Credit note on invoice',
    seller: 'Seller',
    buyer: 'Customer',
    item: 'Description',
    qty: 'Qty',
    unit: 'Unit price excl. VAT',
    net: 'Total excl. VAT',
    vat: (rate: string) => `VAT ${rate}%`,
    total: 'Total incl. VAT',
    refunded: 'Amount refunded incl. VAT',
    paid: (method: string, ref: string) => `Paid by ${method} — reference ${ref}.`,
    refundedBy: (method: string) => `Refunded to ${method}.`,
    methods: { card: 'card', paypal: 'PayPal' },
    demo: ' (demo, no real payment)',
    prepaid:
      'Prepaid credit for Arcanes readings; its unused part may be refunded within 14 days of the purchase.',
  },
} as const;

const NAVY = '#1c2340';
const GREY = '#5b6275';

/** An invoice or credit note on one A4 page: seller, buyer, the line, price before tax, VAT, total. */
export async function renderInvoicePdf(m: InvoiceModel): Promise<Uint8Array> {
  const t = T[m.lang];
  const money = (c: number) => formatCents(c, m.lang);
  const title = `${t[m.kind]} ${t.number} ${m.reference}`;
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
  doc.font('sans').fontSize(10).fillColor(GREY).text(`${t.issued} : ${date}`);
  if (m.kind === 'credit_note' && m.correctsReference) doc.text(`${t.corrects} ${m.correctsReference}`);
  doc.moveDown(1.2);

  const top = doc.y;
  const half = width / 2 - 10;
  doc.font('sansBold').fontSize(10).fillColor(NAVY).text(t.seller, left, top, { width: half });
  doc
    .font('sans')
    .fillColor('#000')
    .text(m.seller.publisher, { width: half })
    .text(m.seller.contact, { width: half });
  const sellerBottom = doc.y;
  doc
    .font('sansBold')
    .fillColor(NAVY)
    .text(t.buyer, left + half + 20, top, { width: half });
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
  row([t.item, t.qty, t.unit, t.net], true);
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
    [t.net, money(m.netCents), false],
    [t.vat(rate), money(m.vatCents), false],
    [m.kind === 'invoice' ? t.total : t.refunded, money(m.totalCents), true],
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
  const method = `${t.methods[m.method]}${m.provider === 'demo' ? t.demo : ''}`;
  doc.font('sans').fontSize(9.5).fillColor(GREY);
  doc.text(m.kind === 'invoice' ? t.paid(method, m.paymentReference) : t.refundedBy(method), left, doc.y, {
    width,
  });
  if (m.kind === 'invoice') doc.moveDown(0.5).text(t.prepaid, { width });
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
