import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '#web/lib/router.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/use-translation.tsx';
import type { FreeChartResponse } from '@arcanes/contracts/free-tools';
import { renderChartWheel } from '@arcanes/domain/astrology/chart-wheel-svg';
import { ApiError } from '#web/lib/api-client.ts';
import { toChart } from '#web/lib/chart-wheel.ts';
import { svgDataUrl, useDocumentTheme } from '#web/lib/document-theme.ts';
import { formatCalendarDate } from '#web/lib/format-date.ts';
import { currentLang } from '#web/lib/i18n.ts';
import type { Place } from '#web/lib/places.ts';
import { freeChartQueryOptions, useFreeChart } from '#web/features/free-tools/api/get-free-chart.ts';
import { AspectGrid } from './aspect-grid';
import { HousesTable, PositionsTable } from './chart-tables';
import { BalanceBars, PatternsList, Portrait } from './chart-reading';
import { FreeChartForm } from './free-chart-form';
import { PaidReadings } from './paid-readings';
import { ShareLink } from './share-link';
import { scrollToId } from '#web/lib/scroll.ts';
import { useFreeToolError } from './use-free-tool-error';

/**
 * The free birth chart: the form, then the chart for the address's query string (date, time,
 * place, fold, system), which is also the link to share it.
 */
export function FreeChartPage() {
  const { t } = useTranslation('free-tools');
  const lang = currentLang();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const query = params.get('date') ? params.toString() : null;
  const chart = useFreeChart(query, lang);
  const failure = useFreeToolError(chart.error);
  const data = chart.isPlaceholderData ? undefined : chart.data;

  // The server's reading of the input is the address to share (same order, defaults dropped).
  useEffect(() => {
    if (!data || !query || data.share_query === query) return;
    queryClient.setQueryData(freeChartQueryOptions(data.share_query, lang).queryKey, data);
    setParams(new URLSearchParams(data.share_query), { replace: true });
  }, [data, query, lang, queryClient, setParams]);

  const initial = {
    date: params.get('date') ?? '',
    time: params.get('time') ?? '',
    place: params.get('place') ?? '',
    fold: params.get('fold') ?? '',
    system: params.get('system') ?? 'placidus',
  };
  // After a submit the chart is brought into view once it is drawn (it lies below the form, issue 39);
  // a shared link opened keeps the page at its top.
  const submitted = useRef(false);
  useEffect(() => {
    if (!data || !submitted.current) return;
    submitted.current = false;
    scrollToId('free-result-title');
  }, [data]);

  // The place last chosen in the form: the form keeps it when the server asks something back.
  const [chosen, setChosen] = useState<Place | null>(null);
  const addressPlace =
    chart.data?.place.id === initial.place ? chart.data.place : chosen?.id === initial.place ? chosen : null;
  const askFold =
    (chart.error instanceof ApiError && chart.error.code === 'TIME_AMBIGUOUS') || Boolean(initial.fold);

  return (
    <main id="main" className="page free-page">
      <header className="free-page__intro">
        <p className="eyebrow">{t('chart.eyebrow')}</p>
        <h1>{t('chart.title')}</h1>
        <p className="lead">{t('chart.lead')}</p>
      </header>
      <FreeChartForm
        // A new address (a shared link opened, the browser's back button) starts the form again.
        key={query ?? ''}
        initial={initial}
        addressPlace={addressPlace}
        busy={chart.isFetching}
        serverFields={failure.fields}
        serverError={failure.message}
        askFold={askFold}
        onSubmit={(q, place) => {
          submitted.current = true;
          setChosen(place);
          setParams(q);
        }}
      />
      {query && chart.isPending && <div className="free-result__placeholder" aria-busy="true" />}
      {chart.data && <ChartResult chart={chart.data} stale={chart.isPlaceholderData} />}
      <PaidReadings kind="chart" />
    </main>
  );
}

function ChartResult({ chart, stale }: { chart: FreeChartResponse; stale: boolean }) {
  const { t } = useTranslation('free-tools');
  const lang = currentLang();
  const theme = useDocumentTheme();
  const wheel = useMemo(
    () =>
      svgDataUrl(renderChartWheel(toChart(chart.chart, chart.place.lat, chart.place.lon), { lang, theme })),
    [chart, lang, theme],
  );
  const { date, time } = chart.query;
  const summary = t(time ? 'chart.result.for' : 'chart.result.forNoTime', {
    date: formatCalendarDate(date, lang),
    time,
    place: chart.place.label,
  });
  return (
    <section className="free-result" aria-labelledby="free-result-title" aria-busy={stale || undefined}>
      <h2 id="free-result-title" className="free-result__title">
        {t('chart.result.title')}
      </h2>
      <p className="free-result__for">{summary}</p>
      <ShareLink href={`${window.location.origin}${window.location.pathname}?${chart.share_query}`} />
      <div className="free-result__top">
        <figure className="free-wheel">
          <img
            src={wheel}
            width={600}
            height={600}
            alt={t('chart.result.wheelAlt', {
              points: chart.positions.map((p) => `${p.name} ${p.degree}° ${p.sign_name}`).join(', '),
            })}
          />
          {!chart.chart.time_known && (
            <figcaption className="muted small">{t('chart.result.noTime')}</figcaption>
          )}
        </figure>
        <PositionsTable chart={chart} />
      </div>
      <HousesTable chart={chart} />
      <AspectGrid chart={chart} />
      <PatternsList chart={chart} />
      <BalanceBars chart={chart} />
      <Portrait chart={chart} />
    </section>
  );
}
