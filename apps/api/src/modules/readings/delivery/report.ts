import { DOMAIN_NAMES, optionName } from '@arcanes/domain/catalogue/offers';
import type { Config } from '#api/config.ts';
import type { ReportModel } from '#api/pdf/report-model.ts';
import { getPlace } from '#api/modules/places/places.service.ts';
import type { Computation } from '#api/modules/readings/compute/computation.ts';
import { factsSummary } from '#api/interpreter/facts.ts';
import { longDate, shortDate } from '@arcanes/domain/writers/dates';
import { orderedFrom, type ReadingInputs } from '#api/modules/readings/request/inputs.ts';
import { writerLabel } from '#api/modules/readings/request/messages.ts';
import type { StoredWriting } from '#api/modules/readings/writing/writing.ts';

/**
 * The numerology forms send the birth place as typed or as an id picked from /api/places: a report
 * prints the place's name, never « 2996944 ». An id that no longer resolves is left out.
 */
export function birthPlaceText(value: string | null, lang: 'fr' | 'en'): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (!/^\d+$/.test(text)) return text;
  return getPlace(text, lang)?.label ?? null;
}

/** A fact label that quotes the raw place id (readings stored before the id was resolved) names the place. */
function withoutPlaceId(label: string, inputs: ReadingInputs): string {
  if (inputs.domain !== 'numerologie') return label;
  const raw = inputs.birth_place?.trim();
  if (!raw || !/^\d+$/.test(raw) || !label.includes(raw)) return label;
  const name = birthPlaceText(raw, inputs.lang);
  return name ? label.replace(raw, name) : label.replace(new RegExp(`,?\\s*${raw}`), '');
}

function coverLines(inputs: ReadingInputs, c: Computation): [string, string][] {
  const fr = inputs.lang === 'fr';
  const date = (iso: string) => longDate(iso, inputs.lang);
  switch (inputs.domain) {
    case 'astrologie': {
      const status = c.facts.domain === 'astrologie' ? c.facts.birth.time_status : 'ok';
      const time = inputs.birth_time
        ? `${inputs.birth_time.replace(':', fr ? ' h ' : ':')}${status === 'ambiguous' ? (fr ? ' (heure répétée au changement d’heure : la première)' : ' (repeated at the clock change: the first)') : status === 'nonexistent' ? (fr ? ' (heure sautée au changement d’heure)' : ' (skipped at the clock change)') : ''}`
        : fr
          ? 'inconnue'
          : 'unknown';
      return [
        ...(inputs.question ? ([[fr ? 'Question' : 'Question', inputs.question]] as [string, string][]) : []),
        [fr ? 'Date de naissance' : 'Birth date', date(inputs.birth_date)],
        [fr ? 'Heure de naissance' : 'Birth time', time],
        [fr ? 'Lieu de naissance' : 'Birth place', inputs.place?.label ?? inputs.place_input],
      ];
    }
    case 'numerologie': {
      const place = birthPlaceText(inputs.birth_place, inputs.lang);
      return [
        [fr ? 'Nom complet' : 'Full name', inputs.full_name],
        [fr ? 'Date de naissance' : 'Birth date', date(inputs.birth_date)],
        ...(place ? ([[fr ? 'Lieu de naissance' : 'Birth place', place]] as [string, string][]) : []),
        [fr ? 'Date de référence' : 'Reference date', date(inputs.current_date)],
      ];
    }
    case 'compatibilite':
      return inputs.people.map((p) => {
        const time = p.birth_time
          ? p.birth_time.replace(':', fr ? ' h ' : ':')
          : fr
            ? 'heure inconnue'
            : 'time unknown';
        return [
          `${p.first_name} ${p.last_name}`,
          `${date(p.birth_date)}, ${time}, ${p.place?.label ?? p.place_input}`,
        ] as [string, string];
      });
    case 'tarot':
      return [
        ...(inputs.question ? ([[fr ? 'Question' : 'Question', inputs.question]] as [string, string][]) : []),
        [fr ? 'Sujet' : 'Topic', topicLabel(inputs.topic, inputs.lang)],
        [
          fr ? 'Tirage' : 'Spread',
          c.visual.kind === 'tarot'
            ? `${c.visual.spread.name[inputs.lang]} (${inputs.count} ${fr ? 'carte' : 'card'}${inputs.count > 1 ? 's' : ''})`
            : '',
        ],
      ];
  }
}

const FORECAST_NOTES = {
  astrologie: {
    fr: 'Ce sont les transits des planètes à votre thème natal, avec leur début, leur moment exact et leur fin (orbe d’un degré).',
    en: 'These are the transits of the planets to your natal chart, with their start, exact moment and end (one-degree orb).',
  },
  numerologie: {
    fr: 'Ce sont vos mois personnels, mois par mois, calculés à partir de votre date de naissance.',
    en: 'These are your personal months, month by month, computed from your birth date.',
  },
  tarot: {
    fr: 'Les cartes, dans l’ordre où vous les avez choisies, se partagent la période en tranches égales.',
    en: 'The cards, in the order you picked them, share the period in equal stretches.',
  },
  // A compatibility reading has no dated forecast.
  compatibilite: { fr: '', en: '' },
} as const;

export function topicLabel(topic: string | null, lang: 'fr' | 'en'): string {
  const fr: Record<string, string> = {
    amour: 'Amour',
    travail: 'Travail',
    sante: 'Santé',
    general: 'Général',
  };
  const en: Record<string, string> = { amour: 'Love', travail: 'Work', sante: 'Health', general: 'General' };
  return (lang === 'fr' ? fr : en)[topic ?? 'general'] ?? topic ?? '';
}

/** The report's model from the stored reading: the same row gives the same report. */
export function buildReportModel(args: {
  readingId: string;
  createdAt: Date;
  inputs: ReadingInputs;
  computation: Computation;
  writing: StoredWriting;
  config: Config;
}): ReportModel {
  const { inputs, computation: c } = args;
  const lang = inputs.lang;
  const fr = lang === 'fr';
  const date = (iso: string) => longDate(iso, lang);
  const short = (iso: string) => shortDate(iso, lang);
  const window = c.facts.window;
  return {
    lang,
    readingId: args.readingId,
    domainName: DOMAIN_NAMES[orderedFrom(inputs)][lang],
    optionTitle: optionName(orderedFrom(inputs), inputs.option, lang),
    title: c.symbolic.title,
    firstName: inputs.first_name,
    coverLines: coverLines(inputs, c),
    summary: factsSummary(c.facts),
    issuedOn: date(args.createdAt.toISOString().slice(0, 10)),
    visual: c.visual,
    symbolic: c.symbolic.sections,
    writing: {
      kind: args.writing.writer.kind,
      model: args.writing.writer.model ?? null,
      label: writerLabel(args.writing.writer, lang),
      paragraphs: args.writing.paragraphs.map((p) => ({
        ...p,
        // A fact the index could not name keeps its id as label (« period »): it has no words to show.
        facts: p.facts
          .filter((f) => f.label !== f.id)
          .map((f) => ({ ...f, label: withoutPlaceId(f.label, inputs) })),
      })),
    },
    forecast: c.facts.forecast.map((e) => ({
      dates: `${e.start === e.end ? short(e.start) : `${short(e.start)} → ${short(e.end)}`}${e.exact ? `\n${fr ? 'exact le' : 'exact on'} ${short(e.exact)}` : ''}`,
      title: e.title,
      note: e.note,
    })),
    forecastWindow: window ? { from: date(window.from), to: date(window.to) } : null,
    forecastNote: FORECAST_NOTES[inputs.domain][lang],
    legal: { publisher: args.config.LEGAL_PUBLISHER, contact: args.config.LEGAL_CONTACT },
  };
}
