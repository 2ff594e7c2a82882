/**
 * Every e-mail the site sends goes through `brandedMail` (decision 0220): one layout in the brand's
 * colours (the site's tokens, decision 0196) with a plain-text alternative written from the same
 * blocks. Links are absolute (they start from PUBLIC_URL) and clickable in both parts: a URL in any
 * text becomes a link in the HTML. French text gets its non-breaking spaces here, once.
 */
import { typeset } from '@arcanes/domain/writers/astrology-typography';
import { texts } from '#api/lib/i18n.ts';

type Lang = 'fr' | 'en';

export type MailBlock =
  /** A paragraph; `\n` breaks a line. */
  | { kind: 'p'; text: string }
  /** A bulleted list. */
  | { kind: 'list'; items: string[] }
  /** Labelled values (a receipt's lines). */
  | { kind: 'facts'; rows: [label: string, value: string][] }
  /** The message's main action, drawn as a button; the plain text gives the URL. */
  | { kind: 'button'; label: string; url: string }
  /** Small print (why you receive this, legal notes). */
  | { kind: 'note'; text: string }
  /** Someone else's words (a contact message): shown as typed, no typography, no links made from them. */
  | { kind: 'quote'; text: string }
  /**
   * A reading's text under its label. Written by a model (`model` set), the HTML marks it for machines
   * (AI Act art. 50(2)): `data-ai-generated` and the IPTC digital source type as schema.org microdata.
   * Written by our rules, it carries no such mark. Shown as text: no links made from it.
   */
  | { kind: 'generated'; label: string; text: string; model: boolean };

/** IPTC's term for text a trained model wrote (also in the PDFs' XMP and the reading API). */
export const IPTC_TRAINED_ALGORITHMIC_MEDIA =
  'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia';

export interface BrandedMail {
  /** The heading under the brand. */
  title: string;
  /** Shown by mail clients beside the subject; defaults to the first paragraph. */
  preheader?: string;
  blocks: MailBlock[];
  /** The seller's identity, at the foot of commercial messages. */
  seller?: { publisher: string; contact: string };
}

/** The brand (apps/web/src/styles/tokens.css, `classique`). */
const C = {
  ink: '#1c1830',
  muted: '#57516a',
  accent: '#3f3794',
  night: '#141130',
  gold: '#b8892b',
  goldText: '#7d5a12',
  onDarkGold: '#ecd9a4',
  parchment: '#f8f3e9',
  surface: '#fffdf8',
  border: '#e2d6bf',
};
const SERIF = "Georgia, 'DejaVu Serif', 'Times New Roman', serif";
const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const URL_RE = /\bhttps?:\/\/[^\s<>"«»“”]+[^\s<>"«»“”.,;:!?)]/g;

/** Escaped text whose URLs are links and whose line breaks are kept. */
function inline(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(URL_RE)) {
    out += escapeHtml(text.slice(last, m.index));
    const url = escapeHtml(m[0]);
    out += `<a href="${url}" style="color:${C.accent};text-decoration:underline">${url}</a>`;
    last = (m.index ?? 0) + m[0].length;
  }
  out += escapeHtml(text.slice(last));
  return out.replace(/\n/g, '<br>');
}

function colon(lang: Lang) {
  return lang === 'fr' ? '\u00a0: ' : ': ';
}

function blockText(b: MailBlock, lang: Lang): string {
  switch (b.kind) {
    case 'p':
    case 'note':
    case 'quote':
      return b.text;
    case 'generated':
      return `${b.label}\n${b.text}`;
    case 'list':
      return b.items.map((i) => `• ${i}`).join('\n');
    case 'facts':
      return b.rows.map(([k, v]) => `${k}${colon(lang)}${v}`).join('\n');
    case 'button':
      return `${b.label}${colon(lang)}${b.url}`;
  }
}

const P = `margin:0 0 16px;font-family:${SANS};font-size:16px;line-height:1.6;color:${C.ink}`;

function blockHtml(b: MailBlock, lang: Lang): string {
  switch (b.kind) {
    case 'p':
      return `<p style="${P}">${inline(b.text)}</p>`;
    case 'note':
      return `<p style="${P};font-size:13px;color:${C.muted}">${inline(b.text)}</p>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:10px 14px;border-left:3px solid ${C.gold};background:${C.parchment};font-family:${SANS};font-size:15px;line-height:1.6;color:${C.ink};white-space:pre-wrap">${escapeHtml(b.text)}</blockquote>`;
    case 'generated': {
      const mark = b.model
        ? ' data-ai-generated="true" itemscope itemtype="https://schema.org/CreativeWork"'
        : '';
      const meta = b.model
        ? `<meta itemprop="digitalSourceType" content="${IPTC_TRAINED_ALGORITHMIC_MEDIA}">`
        : '';
      const paragraphs = b.text
        .split(/\n{2,}/)
        .map((x) => `<p style="${P}">${escapeHtml(x).replace(/\n/g, '<br>')}</p>`)
        .join('');
      return `<div style="margin:0 0 16px;padding:12px 14px 2px;border-left:3px solid ${C.accent};background:${C.parchment}"${mark}>${meta}<p style="${P};font-size:13px;font-weight:600;color:${C.muted}">${escapeHtml(b.label)}</p>${paragraphs}</div>`;
    }
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:22px;font-family:${SANS};font-size:16px;line-height:1.6;color:${C.ink}">${b.items
        .map((i) => `<li style="margin:0 0 6px">${inline(i)}</li>`)
        .join('')}</ul>`;
    case 'facts':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 18px;border-collapse:collapse;background:${C.parchment};border:1px solid ${C.border};border-radius:8px">${b.rows
        .map(
          ([k, v]) =>
            `<tr><td style="padding:8px 12px;border-bottom:1px solid ${C.border};font-family:${SANS};font-size:14px;color:${C.muted};vertical-align:top;width:42%">${inline(k)}</td><td style="padding:8px 12px;border-bottom:1px solid ${C.border};font-family:${SANS};font-size:15px;color:${C.ink};vertical-align:top">${inline(v)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'button': {
      const url = escapeHtml(b.url);
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:6px 0 22px"><tr><td style="border-radius:999px;background:${C.accent}"><a href="${url}" style="display:inline-block;padding:12px 26px;font-family:${SANS};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:999px">${escapeHtml(b.label)}</a></td></tr></table><p style="${P};font-size:13px;color:${C.muted}">${escapeHtml(texts(lang, 'mail')('layout.copyLink'))}${escapeHtml(colon(lang))}<a href="${url}" style="color:${C.accent};word-break:break-all">${url}</a></p>`;
    }
  }
}

const typesetBlock = (b: MailBlock, lang: Lang): MailBlock => {
  const t = (s: string) => typeset(s, lang);
  switch (b.kind) {
    case 'p':
    case 'note':
      return { ...b, text: t(b.text) };
    case 'list':
      return { ...b, items: b.items.map(t) };
    case 'facts':
      return { ...b, rows: b.rows.map(([k, v]) => [t(k), t(v)] as [string, string]) };
    case 'button':
      return { ...b, label: t(b.label) };
    case 'generated':
      return { ...b, label: t(b.label), text: t(b.text) };
    case 'quote':
      return b;
  }
};

/** The text and HTML parts of a branded e-mail, in `lang`, with links from `publicUrl`. */
export function brandedMail(
  mail: BrandedMail,
  lang: Lang,
  publicUrl: string,
): { text: string; html: string } {
  const base = publicUrl.replace(/\/+$/, '');
  const blocks = mail.blocks.map((b) => typesetBlock(b, lang));
  const title = typeset(mail.title, lang);
  const t = texts(lang, 'mail');
  const tagline = t('layout.tagline');
  const seller = mail.seller ? typeset(t('layout.seller', { replace: mail.seller }), lang) : null;
  const footer = t('layout.footer');

  const text = [
    title,
    '',
    blocks.map((b) => blockText(b, lang)).join('\n\n'),
    '',
    '—',
    `Arcanes · ${base}/`,
    ...(seller ? [seller] : []),
    '',
  ].join('\n');

  const first = blocks.find((b) => b.kind === 'p');
  const preheader = mail.preheader ?? (first?.kind === 'p' ? first.text : title);
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${C.parchment}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preheader)}</div>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="background:${C.parchment}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="max-width:600px;background:${C.surface};border:1px solid ${C.border};border-radius:14px;overflow:hidden">
<tr><td style="background:${C.night};background-image:linear-gradient(135deg,${C.night},#2f2868);padding:22px 28px;border-bottom:3px solid ${C.gold}">
<a href="${escapeHtml(base)}/" style="text-decoration:none;font-family:${SERIF};font-size:28px;font-weight:600;letter-spacing:0.04em;color:${C.onDarkGold}">✦ Arcanes</a>
<div style="margin-top:4px;font-family:${SANS};font-size:12px;letter-spacing:0.16em;text-transform:uppercase;color:#cdc6df">${escapeHtml(tagline)}</div>
</td></tr>
<tr><td style="padding:28px 28px 8px">
<h1 style="margin:0 0 18px;font-family:${SERIF};font-size:24px;line-height:1.25;font-weight:600;color:${C.ink}">${escapeHtml(title)}</h1>
${blocks.map((b) => blockHtml(b, lang)).join('\n')}
</td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid ${C.border};background:${C.parchment}">
<p style="margin:0 0 6px;font-family:${SANS};font-size:13px;color:${C.muted}"><a href="${escapeHtml(base)}/" style="color:${C.goldText};font-weight:600;text-decoration:none">${escapeHtml(footer)}</a></p>
${seller ? `<p style="margin:0;font-family:${SANS};font-size:12px;color:${C.muted}">${inline(seller)}</p>` : ''}
</td></tr>
</table>
</td></tr></table>
</body></html>
`;
  return { text, html };
}

/** The seller's identity at the foot of a commercial message, from the settings. */
export function sellerOf(config: { LEGAL_PUBLISHER: string; LEGAL_CONTACT: string }): {
  publisher: string;
  contact: string;
} {
  return { publisher: config.LEGAL_PUBLISHER, contact: config.LEGAL_CONTACT };
}
