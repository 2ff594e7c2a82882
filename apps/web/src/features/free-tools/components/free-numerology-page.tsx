import { useEffect } from 'react';
import { useSearchParams } from '#web/lib/router.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { formatCalendarDate } from '#web/lib/format-date.ts';
import { currentLang } from '#web/lib/i18n.ts';
import {
  freeNumerologyQueryOptions,
  useFreeNumerology,
} from '#web/features/free-tools/api/get-free-numerology.ts';
import { FreeNumerologyForm } from './free-numerology-form';
import { KarmaAndGrid, LetterTable, NumberCards } from './numerology-result';
import { PaidReadings } from './paid-readings';
import { ShareLink } from './share-link';
import { useFreeToolError } from './use-free-tool-error';

/** The free numerology: the form, then the numbers for the address's query string (the share link). */
export function FreeNumerologyPage() {
  const { t } = useTranslation('free-tools');
  const lang = currentLang();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const query = params.get('name') || params.get('birth_date') ? params.toString() : null;
  const numbers = useFreeNumerology(query, lang);
  const failure = useFreeToolError(numbers.error);
  const data = numbers.isPlaceholderData ? undefined : numbers.data;

  // The server's reading of the input (the year filled in) is the address to share.
  useEffect(() => {
    if (!data || !query || data.share_query === query) return;
    queryClient.setQueryData(freeNumerologyQueryOptions(data.share_query, lang).queryKey, data);
    setParams(new URLSearchParams(data.share_query), { replace: true });
  }, [data, query, lang, queryClient, setParams]);

  const shown = numbers.data;
  return (
    <main id="main" className="page free-page">
      <header className="free-page__intro">
        <p className="eyebrow">{t('chart.eyebrow')}</p>
        <h1>{t('numerology.title')}</h1>
        <p className="lead">{t('numerology.lead')}</p>
      </header>
      <FreeNumerologyForm
        key={query ?? ''}
        initial={{
          name: params.get('name') ?? '',
          birth_date: params.get('birth_date') ?? '',
          year: params.get('year') ?? '',
        }}
        busy={numbers.isFetching}
        serverFields={failure.fields}
        serverError={failure.message}
        onSubmit={(q) => setParams(q)}
      />
      {query && numbers.isPending && <div className="free-result__placeholder" aria-busy="true" />}
      {shown && (
        <section
          className="free-result"
          aria-labelledby="free-result-title"
          aria-busy={numbers.isPlaceholderData || undefined}
        >
          <h2 id="free-result-title" className="free-result__title">
            {t('numerology.result.title')}
          </h2>
          <p className="free-result__for">
            {t('numerology.result.for', {
              name: shown.query.name,
              date: formatCalendarDate(shown.query.birth_date, lang),
              year: shown.query.year,
            })}
          </p>
          <ShareLink href={`${window.location.origin}${window.location.pathname}?${shown.share_query}`} />
          <NumberCards data={shown} />
          <LetterTable data={shown} />
          <KarmaAndGrid data={shown} />
        </section>
      )}
      <PaidReadings kind="numerology" />
    </main>
  );
}
