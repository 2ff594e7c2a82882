import { DOMAIN_NAMES, optionName } from '@arcanes/domain/catalogue/offers';
import type { Config } from '#api/config.ts';
import type { ReportModel } from '#api/pdf/report-model.ts';
import { texts } from '#api/lib/i18n.ts';
import { getPlace } from '#api/modules/places/places.service.ts';
import type { Computation } from '#api/modules/readings/compute/computation.ts';
import { factsSummary } from '#api/interpreter/facts.ts';
import { longDate, shortDate } from '@arcanes/domain/writers/dates';
import { typeset } from '@arcanes/domain/text/typography';
import { orderedFrom, type ReadingInputs } from '#api/modules/readings/request/inputs.ts';
import { writerLabel } from '#api/modules/readings/writing/messages.ts';
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
  const t = texts(inputs.lang, 'pdf');
  const date = (iso: string) => longDate(iso, inputs.lang);
  // The clock time as the form took it, « 09 h 30 » / "09:30" (a format, not a text).
  const clock = (hhmm: string) => hhmm.replace(':', fr ? ' h ' : ':');
  const question: [string, string][] = inputs.question ? [[t('cover.question'), inputs.question]] : [];
  switch (inputs.domain) {
    case 'astrologie': {
      const status = c.facts.domain === 'astrologie' ? c.facts.birth.time_status : 'ok';
      const time = inputs.birth_time
        ? typeset(
            t('cover.time', {
              context: status === 'ambiguous' || status === 'nonexistent' ? status : undefined,
              replace: { time: clock(inputs.birth_time) },
            }),
            inputs.lang,
          )
        : t('cover.timeUnknown');
      return [
        ...question,
        [t('cover.birthDate'), date(inputs.birth_date)],
        [t('cover.birthTime'), time],
        [t('cover.birthPlace'), inputs.place?.label ?? inputs.place_input],
      ];
    }
    case 'numerologie': {
      const place = birthPlaceText(inputs.birth_place, inputs.lang);
      return [
        [t('cover.fullName'), inputs.full_name],
        [t('cover.birthDate'), date(inputs.birth_date)],
        ...(place ? ([[t('cover.birthPlace'), place]] as [string, string][]) : []),
        [t('cover.referenceDate'), date(inputs.current_date)],
      ];
    }
    case 'compatibilite':
      return inputs.people.map((p) => {
        const time = p.birth_time ? clock(p.birth_time) : t('cover.personTimeUnknown');
        return [
          `${p.first_name} ${p.last_name}`,
          `${date(p.birth_date)}, ${time}, ${p.place?.label ?? p.place_input}`,
        ] as [string, string];
      });
    case 'tarot':
      return [
        ...question,
        [t('cover.topic'), topicLabel(inputs.topic, inputs.lang)],
        [
          t('cover.spread'),
          c.visual.kind === 'tarot'
            ? t('cover.cards', {
                count: inputs.count,
                replace: { spread: c.visual.spread.name[inputs.lang], count: inputs.count },
              })
            : '',
        ],
      ];
  }
}

const TOPICS = ['amour', 'travail', 'sante', 'general'] as const;

export function topicLabel(topic: string | null, lang: 'fr' | 'en'): string {
  const known = TOPICS.find((x) => x === (topic ?? 'general'));
  return known ? texts(lang, 'pdf')(`topic.${known}`) : (topic ?? '');
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
  const t = texts(lang, 'pdf');
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
      dates: `${e.start === e.end ? short(e.start) : `${short(e.start)} → ${short(e.end)}`}${e.exact ? `\n${t('exact')} ${short(e.exact)}` : ''}`,
      title: e.title,
      note: e.note,
    })),
    forecastWindow: window ? { from: date(window.from), to: date(window.to) } : null,
    // A compatibility reading has no dated forecast.
    forecastNote: inputs.domain === 'compatibilite' ? '' : t(`forecastNote.${inputs.domain}`),
    legal: { publisher: args.config.LEGAL_PUBLISHER, contact: args.config.LEGAL_CONTACT },
  };
}
