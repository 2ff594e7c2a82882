import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { ORDER_ACCEPTANCE_FIELD } from '@arcanes/contracts/orders';
import { priceCents } from '@arcanes/domain/catalogue/offers';
import {
  DomainArea,
  type OptionSubmission,
  type Selection,
} from '#web/features/domains/components/domain-area.tsx';
import { localToday, profileDefaults } from '#web/features/domains/prefill.ts';
import { useReadingsMeta } from '#web/features/readings/api/get-readings-meta.ts';
import { READING_ENDPOINTS } from '#web/features/readings/api/post-reading.ts';
import { ReadingError } from '#web/features/readings/components/reading-error.tsx';
import { ReadingPanel } from '#web/features/readings/components/reading-panel.tsx';
import { useReadingRun } from '#web/features/readings/hooks/use-reading-run.ts';
import { useTarotDraw } from '#web/features/tarot/api/post-tarot-draw.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { formatCents } from '#web/lib/money.ts';
import { isQuestionRefusal } from '#web/lib/question-check.ts';
import { useSession } from '#web/lib/session.ts';
import { paths } from '#web/lib/paths.ts';
import { useWalletSync } from './use-wallet-sync';
import { DomainExample, SignInToOrder } from './visitor-domain-parts';

// The card table and the card faces (the deck's SVG and texts) load only when tarot is chosen.
const TarotTable = lazy(() =>
  import('#web/features/tarot/components/tarot-table.tsx').then((m) => ({ default: m.TarotTable })),
);
const RevealedSpread = lazy(() =>
  import('#web/features/tarot/components/revealed-spread.tsx').then((m) => ({ default: m.RevealedSpread })),
);

/** Where a visitor comes back to after logging in: this page, with this option open. */
export function selectionPath(s: Selection): string {
  return `${paths.domains}?domaine=${s.domain}&option=${s.option}`;
}

/**
 * The domain pages put together: the forms (domains), the card table (tarot) and the reading
 * (readings). Astrology and numerology forms send their reading at once; a tarot form first asks
 * the server for a shuffled deck, and the reading goes when the customer validates the draw.
 * A visitor (no session) sees the same options, prices and forms, with an example beside them;
 * ordering asks for an account and brings them back to the option (`initial`).
 */
export function DomainWorkspace({
  initial = null,
  pageTitle = false,
}: { initial?: Selection | null; pageTitle?: boolean } = {}) {
  const { t, i18n } = useTranslation('domains');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const { user } = useSession();
  const profile = useMemo(() => profileDefaults(user), [user]);
  const meta = useReadingsMeta();
  const reading = useReadingRun(useWalletSync());
  const draw = useTarotDraw();
  const [tarotForm, setTarotForm] = useState<OptionSubmission | null>(null);
  const [orderAsked, setOrderAsked] = useState(false);
  const { reset: resetReading } = reading;
  const { reset: resetDraw } = draw;
  const visitor = !user;

  const onSelectionChange = useCallback(() => {
    resetReading();
    resetDraw();
    setTarotForm(null);
    setOrderAsked(false);
  }, [resetReading, resetDraw]);

  const askAgain = () => {
    resetReading();
    resetDraw();
    setTarotForm(null);
  };

  const onSubmit = (s: OptionSubmission) => {
    if (visitor) {
      setOrderAsked(true);
      return;
    }
    resetReading();
    if (s.domain === 'tarot') {
      setTarotForm(s);
      // The faces will be needed when the cards are revealed: fetch them while the customer picks.
      void import('#web/features/tarot/components/revealed-spread.tsx');
      if (s.option !== 4) draw.mutate({ option: s.option, count: Number(s.body.numCards), langage: lang });
      return;
    }
    const endpoint =
      s.option === 4
        ? READING_ENDPOINTS[s.domain === 'numerologie' ? 'numerologie' : 'astrologie'][4]
        : READING_ENDPOINTS[s.domain][s.option];
    void reading.submit(endpoint, { ...s.body, langage: lang });
  };

  const validateDraw = (picked: number[]) => {
    if (!draw.data || !tarotForm) return;
    const { option, body } = tarotForm;
    if (option === 4) return;
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
      // The button said « Payer … et recevoir ma lecture » with the order sentence beside it.
      [ORDER_ACCEPTANCE_FIELD]: true,
    });
  };

  const run = reading.run;
  const readingShown = run.phase === 'thinking' || run.phase === 'done';
  return (
    <DomainArea
      initial={initial}
      pageTitle={pageTitle}
      intro={visitor ? t('visitor.browsing') : undefined}
      walletCents={user ? user.wallet_cents : null}
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
      answered={run.phase === 'done'}
      onAskAgain={askAgain}
      onSubmit={onSubmit}
      onSelectionChange={onSelectionChange}
      renderAside={visitor ? (domain) => <DomainExample domain={domain} /> : undefined}
      renderResponse={(selection) => (
        <>
          {visitor && orderAsked && <SignInToOrder from={selectionPath(selection)} />}
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
                  price={formatCents(priceCents(selection.option), lang)}
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
