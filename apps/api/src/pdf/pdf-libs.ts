import type PDFKitDocument from 'pdfkit';
import type * as Fontkit from 'fontkit';
import type SvgToPdf from 'svg-to-pdfkit';

/**
 * pdfkit, fontkit and svg-to-pdfkit, imported on the first document rather than at start-up: they are
 * a fifth of what the server loads before it answers, and only PDFs need them (decision 0162).
 * `loadPdfLibs()` before drawing; the drawing code then takes them from `pdfLibs()`.
 */
export interface PdfLibs {
  PDFDocument: typeof PDFKitDocument;
  fontkit: typeof Fontkit;
  SVGtoPDF: typeof SvgToPdf;
}

let loaded: PdfLibs | null = null;
let loading: Promise<PdfLibs> | null = null;

export function loadPdfLibs(): Promise<PdfLibs> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= Promise.all([import('pdfkit'), import('fontkit'), import('svg-to-pdfkit')]).then(
    ([pdfkit, fontkit, svg]) => (loaded = { PDFDocument: pdfkit.default, fontkit, SVGtoPDF: svg.default }),
  );
  return loading;
}

/** The libraries, once `loadPdfLibs()` has resolved. */
export function pdfLibs(): PdfLibs {
  if (!loaded) throw new Error('pdf libraries not loaded: await loadPdfLibs() first');
  return loaded;
}
