import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { ORDER_ACCEPTANCE_FIELD } from '@arcanes/contracts/orders';
import {
  optionName,
  priceCents,
  DOMAIN_NAMES,
  type Domain,
  type ReadingOption,
} from '@arcanes/domain/catalogue/offers';
import { ReadingPayment } from '#web/features/purchase/components/reading-payment.tsx';
import type { SelectedPlan } from '#web/features/purchase/lib/workflow.ts';
import { coveringOffer, isFor, readPendingOrder, storePendingOrder } from '#web/lib/pending-order.ts';
import {
  DomainArea,
  type OptionSubmission,
  type Selection,
} from '#web/features/domains/components/domain-area.tsx';
import { localToday, profileDefaults } from '#web/features/domains/prefill.ts';
import { useReadingsMeta } from '#web/features/readings/api/get-readings-meta.ts';
import {
  READING_ENDPOINTS,
  newIdempotencyKey,
  type ReadingEndpoint,
} from '#web/features/readings/api/post-reading.ts';
import { ReadingError } from '#web/features/readings/components/reading-error.tsx';
import { ReadingPanel } from '#web/features/readings/components/reading-panel.tsx';
import { useReadingRun } from '#web/features/readings/hooks/use-reading-run.ts';
import { useTarotDraw } from '#web/features/tarot/api/post-tarot-draw.ts';
import type { TarotDrawResponse } from '@arcanes/contracts/divination';
import { ApiError } from '#web/lib/api-client.ts';
import { formatCents } from '#web/lib/money.ts';
import { isQuestionRefusal } from '#web/lib/question-check.ts';
import { useSession } from '#web/lib/session.ts';
import { paths } from '#web/lib/paths.ts';
import { useWalletSync } from './use-wallet-sync';
import { DomainExample, SignInToOrder } from './visitor-domain-parts';
import { WorkflowAuth } from './workflow-auth';

// The card table and the card faces (the deck's SVG and texts) load only when tarot is chosen.
const TarotTable = lazy(() =>
  import('#web/features/tarot/components/tarot-table.tsx').then((m) => ({ default: m.TarotTable })),
);
const RevealedSpread = lazy(() =>
  import('#web/features/tarot/components/revealed-spread.tsx').then((m) => ({ default: m.RevealedSpread })),
);

function endpointOf(domain: Domain, option: ReadingOption): ReadingEndpoint | null {
  if (option === 4) return domain === 'tarot' ? null : READING_ENDPOINTS[domain][4];
  return READING_ENDPOINTS[domain][option];
}

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
  // The top-up paying for the reading just ordered (decision 0315), and the spread of a paid tarot
  // order sent on the way back (its table is gone with the page).
  const [payment, setPayment] = useState<SelectedPlan | null>(null);
  const [resumedSpread, setResumedSpread] = useState<TarotDrawResponse['spread'] | null>(null);
  const { submit: submitReading } = reading;

  // Back from paying for an ordered reading: it is sent at once, with the key chosen at the order, and
  // kept (as `sent`) until its answer is on this screen. Mounted again before that (a reload, a session
  // re-read, the page left and found again), the option sends it again with the same key: the server
  // answers with the reading it already made, and charges nothing more.
  useEffect(() => {
    const order = readPendingOrder();
    if (!user || !initial || !order || order.stage === 'form' || !order.request || !order.idempotency_key)
      return;
    if (!isFor(order, initial.domain, initial.option)) return;
    const endpoint = endpointOf(order.domain, order.option);
    if (!endpoint) {
      storePendingOrder(null);
      return;
    }
    storePendingOrder({ ...order, stage: 'sent' });
    setResumedSpread(order.spread ?? null);
    void submitReading(endpoint, order.request, order.idempotency_key).then((shown) => {
      if (shown) storePendingOrder(null);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  /**
   * An order the wallet cannot pay for: the reading is kept (its request, the acceptance sent with it,
   * the draw and the picks) and the top-up that covers its price is paid first.
   */
  const orderWhenShort = (
    domain: Domain,
    option: ReadingOption,
    request: Record<string, unknown>,
    spread: TarotDrawResponse['spread'] | null = null,
  ): boolean => {
    const price = priceCents(option);
    if (!user || user.wallet_cents >= price) return false;
    const offer = coveringOffer(price);
    if (!offer) return false;
    storePendingOrder({
      stage: 'pay',
      domain,
      option,
      values: {},
      request,
      idempotency_key: newIdempotencyKey(),
      spread,
      created_at: Date.now(),
    });
    setPayment({
      option: offer.option,
      title: optionName(domain, option, lang),
      price_cents: offer.priceCents,
      reading: `${DOMAIN_NAMES[domain][lang]} — ${optionName(domain, option, lang)} (${formatCents(price, lang)})`,
    });
    return true;
  };

  const onSelectionChange = useCallback(() => {
    resetReading();
    resetDraw();
    setTarotForm(null);
    setOrderAsked(false);
  }, [resetReading, resetDraw]);

  // The payment closed without paying: the order is dropped (the form and the picks stay on the page).
  const closePayment = useCallback(() => {
    setPayment(null);
    storePendingOrder(null);
  }, []);

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
    const endpoint = endpointOf(s.domain, s.option);
    if (!endpoint) return;
    const request = { ...s.body, langage: lang };
    if (orderWhenShort(s.domain, s.option, request)) return;
    void reading.submit(endpoint, request);
  };

  const validateDraw = (picked: number[]) => {
    if (!draw.data || !tarotForm) return;
    const { option, body } = tarotForm;
    if (option === 4) return;
    const request = {
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
    };
    if (orderWhenShort('tarot', option, request, draw.data.spread)) return;
    void reading.submit(READING_ENDPOINTS.tarot[option], request);
  };

  const run = reading.run;
  const readingShown = run.phase === 'thinking' || run.phase === 'done';
  return (
    <>
      {payment && (
        <ReadingPayment
          plan={payment}
          renderAuth={(props) => <WorkflowAuth {...props} />}
          onClose={closePayment}
        />
      )}
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
                    <RevealedSpread cards={answer.cards} spread={draw.data?.spread ?? resumedSpread} />
                  </Suspense>
                ) : null
              }
            />
          </>
        )}
      />
    </>
  );
}
