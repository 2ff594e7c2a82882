import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DomainArea, type OptionSubmission } from '../../features/domains/components/domain-area';
import { localToday, profileDefaults } from '../../features/domains/prefill';
import { useReadingsMeta } from '../../features/readings/api/get-readings-meta';
import { READING_ENDPOINTS } from '../../features/readings/api/post-reading';
import { ReadingError } from '../../features/readings/components/reading-error';
import { ReadingPanel } from '../../features/readings/components/reading-panel';
import { useReadingRun } from '../../features/readings/hooks/use-reading-run';
import { useTarotDraw } from '../../features/tarot/api/post-tarot-draw';
import { ApiError } from '../../lib/api-client';
import { isQuestionRefusal } from '../../lib/question-check';
import { useSession } from '../../lib/session';
import { useWalletSync } from './use-wallet-sync';

// The card table and the card faces (the deck's SVG and texts) load only when tarot is chosen.
const TarotTable = lazy(() =>
  import('../../features/tarot/components/tarot-table').then((m) => ({ default: m.TarotTable })),
);
const RevealedSpread = lazy(() =>
  import('../../features/tarot/components/revealed-spread').then((m) => ({ default: m.RevealedSpread })),
);

/**
 * The domain pages put together: the forms (domains), the card table (tarot) and the reading
 * (readings). Astrology and numerology forms send their reading at once; a tarot form first asks
 * the server for a shuffled deck, and the reading goes when the customer validates the draw.
 */
export function DomainWorkspace() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const { user } = useSession();
  const profile = useMemo(() => profileDefaults(user), [user]);
  const meta = useReadingsMeta();
  const reading = useReadingRun(useWalletSync());
  const draw = useTarotDraw();
  const [tarotForm, setTarotForm] = useState<OptionSubmission | null>(null);
  const { reset: resetReading } = reading;
  const { reset: resetDraw } = draw;

  const onSelectionChange = useCallback(() => {
    resetReading();
    resetDraw();
    setTarotForm(null);
  }, [resetReading, resetDraw]);

  const onSubmit = (s: OptionSubmission) => {
    resetReading();
    if (s.domain === 'tarot') {
      setTarotForm(s);
      // The faces will be needed when the cards are revealed: fetch them while the customer picks.
      void import('../../features/tarot/components/revealed-spread');
      draw.mutate({ option: s.option, count: Number(s.body.numCards), langage: lang });
      return;
    }
    void reading.submit(READING_ENDPOINTS[s.domain][s.option], { ...s.body, langage: lang });
  };

  const validateDraw = (picked: number[]) => {
    if (!draw.data || !tarotForm) return;
    const { option, body } = tarotForm;
    void reading.submit(READING_ENDPOINTS.tarot[option], {
      cartes: picked,
      draw_id: draw.data.draw_id,
      date: localToday(),
      option,
      ...(body.question ? { question: body.question } : {}),
      domain: body.domain,
      numCards: Number(body.numCards),
      ...(body.period ? { period: body.period } : {}),
      langage: lang,
    });
  };

  const run = reading.run;
  const readingShown = run.phase === 'thinking' || run.phase === 'done';
  return (
    <DomainArea
      walletCents={user?.wallet_cents ?? 0}
      profile={profile}
      deliveryHours={meta.data?.delivery_promise_hours ?? 2}
      busy={reading.busy || draw.isPending}
      requestFailed={(run.phase === 'error' && !isQuestionRefusal(run.error.code)) || draw.isError}
      serverFields={
        run.phase === 'error'
          ? run.error.fields
          : draw.error instanceof ApiError
            ? draw.error.fields
            : undefined
      }
      onSubmit={onSubmit}
      onSelectionChange={onSelectionChange}
      renderResponse={(selection) => (
        <>
          {selection.domain === 'tarot' && draw.error instanceof ApiError && (
            <ReadingError error={draw.error} />
          )}
          {selection.domain === 'tarot' && draw.data && (
            // Kept mounted while the reading runs, so a refused reading leaves the picked cards in place.
            <div hidden={readingShown}>
              <Suspense fallback={<div className="tarot-table__loading" aria-busy="true" />}>
                <TarotTable
                  key={draw.data.draw_id}
                  draw={draw.data}
                  busy={reading.busy}
                  onValidate={validateDraw}
                />
              </Suspense>
            </div>
          )}
          <ReadingPanel
            run={run}
            before={(answer) =>
              answer.cards?.length ? (
                <Suspense fallback={null}>
                  <RevealedSpread cards={answer.cards} spread={draw.data?.spread ?? null} />
                </Suspense>
              ) : null
            }
          />
        </>
      )}
    />
  );
}
