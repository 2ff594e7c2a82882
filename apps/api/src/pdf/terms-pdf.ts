import { priceCents, type ReadingOption } from '@arcanes/domain/catalogue/offers';
import { formatCents } from '@arcanes/domain/money/cents';
import { typeset } from '@arcanes/domain/writers/astrology-typography';
import type { LegalInfoResponse } from '@arcanes/contracts/legal';
import { TERMS_DATE } from '@arcanes/contracts/legal-texts';
import { texts } from '#api/lib/i18n.ts';
import { registerFonts } from './fonts';
import { loadPdfLibs } from './pdf-libs';

interface Section {
  id: string;
  title: string;
  body: (string | string[])[];
}

const NAVY = '#1c2340';
const GREY = '#5b6275';
/** The legal texts' only markup, a link written [label](href), printed as « label (href) ». */
const LINK = /\[([^\]]+)\]\(((?:https:\/\/|\/)[^)\s]*)\)/g;

/**
 * The terms (CGV) in force, as the terms page shows them (the `legal` catalogue, the same values: the
 * LEGAL_* identity and the catalogue's prices), as a tagged PDF: the durable copy attached to each
 * order's confirmation (directive 2011/83 art. 8(7)). Headings and paragraphs are in its structure
 * tree (H1, H2, P, L/LI/LBody) with the document's language and title, for screen readers.
 */
export async function renderTermsPdf(
  lang: 'fr' | 'en',
  info: LegalInfoResponse,
  publicUrl: string,
): Promise<Buffer> {
  const t = texts(lang, 'legal');
  const price = (option: ReadingOption) => formatCents(priceCents(option), lang);
  const values = {
    ...info,
    hours: info.delivery_promise_hours,
    price1: price(1),
    price2: price(2),
    price3: price(3),
    price4: price(4),
  };
  const site = publicUrl.replace(/\/+$/, '');
  const plain = (s: string) =>
    typeset(
      s.replace(
        LINK,
        (_m, label: string, href: string) => `${label} (${href.startsWith('/') ? site + href : href})`,
      ),
      lang,
    );
  const title = plain(t('terms.title'));
  const sections = t('terms.sections', { returnObjects: true, ...values }) as unknown as Section[];
  const date = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(new Date(`${TERMS_DATE}T12:00:00Z`));

  const { PDFDocument } = await loadPdfLibs();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 60, right: 60 },
    lang: lang === 'fr' ? 'fr-FR' : 'en-GB',
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
  const root = doc.struct('Document');
  doc.addStructure(root);
  const heading = (tag: 'H1' | 'H2', text: string, size: number) => {
    root.add(doc.struct(tag, {}, () => doc.font('serifBold').fontSize(size).fillColor(NAVY).text(text)));
    doc.moveDown(0.4);
  };
  const paragraph = (text: string, color = '#1f2230') => {
    root.add(
      doc.struct('P', {}, () =>
        doc.font('serif').fontSize(10).fillColor(color).text(text, { align: 'justify' }),
      ),
    );
    doc.moveDown(0.5);
  };

  heading('H1', title, 20);
  paragraph(plain(t('lastUpdated', { replace: { date } })), GREY);
  paragraph(plain(t('terms.intro', values)));
  for (const section of sections) {
    heading('H2', plain(section.title), 13);
    for (const block of section.body) {
      if (!Array.isArray(block)) {
        paragraph(plain(block));
        continue;
      }
      const list = doc.struct('L');
      root.add(list);
      for (const item of block) {
        list.add(
          doc.struct('LI', {}, [
            doc.struct('LBody', {}, () =>
              doc
                .font('serif')
                .fontSize(10)
                .fillColor('#1f2230')
                .text(`•  ${plain(item)}`, { indent: 12, align: 'left' }),
            ),
          ]),
        );
      }
      list.end();
      doc.moveDown(0.5);
    }
  }
  root.end();
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
