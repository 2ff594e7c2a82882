import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { DOMAINS, DOMAIN_NAMES, type Domain, type ReadingOption } from '@arcanes/domain/catalogue/offers';
import { DomainIcon } from '#web/components/ui/domain-icon.tsx';
import { scrollToId } from '#web/lib/scroll.ts';
import type { ProfileDefaults } from '#web/features/domains/prefill.ts';
import { OPEN_SCROLL_OFFSET_PX, type Selection } from './domain-selection';

// The options, forms and charts under a tab: their code (with the forms' schemas) is fetched and run
// when a domain is first opened, or when the pointer or the focus comes to the tabs, not before the
// page's first render (decision 0253).
const loadPanel = () => import('./domain-panel');
const DomainPanel = lazy(() => loadPanel().then((m) => ({ default: m.DomainPanel })));
const prefetchPanel = () => void loadPanel();

export { OPEN_SCROLL_DELAY_MS, OPEN_SCROLL_OFFSET_PX, type Selection } from './domain-selection';

export interface OptionSubmission extends Selection {
  body: Record<string, string>;
}

interface Props {
  /** The balance, or null for a visitor (every option opens; ordering asks to log in). */
  walletCents: number | null;
  profile: ProfileDefaults;
  deliveryHours: number;
  busy: boolean;
  requestFailed: boolean;
  serverFields?: Record<string, string>;
  /** The open option's reading has been answered (its form closes until « Poser une autre question »). */
  answered?: boolean;
  onAskAgain?: () => void;
  onSubmit: (submission: OptionSubmission) => void;
  /** Told whenever the open form changes (or closes), so the page can drop a previous answer. */
  onSelectionChange: (selection: Selection | null) => void;
  /** The response area under the open form: card table, thinking, reading. */
  renderResponse: (selection: Selection) => ReactNode;
  /** Beside the options instead of the customer's own chart or numbers (a visitor's example). */
  renderAside?: (domain: Domain) => ReactNode;
  /** The domain and option open on arrival (a visitor back from logging in). */
  initial?: Selection | null;
  /** Instead of the chooser's introduction (a visitor's has no birth data filled in). */
  intro?: string;
  /** The page's own title (h1): the chooser is a page of its own at /choisir-un-domaine. */
  pageTitle?: boolean;
}

/** The domain chooser and the nine option forms; picking the open domain again, or Retour, closes everything. */
export function DomainArea({
  walletCents,
  profile,
  deliveryHours,
  busy,
  requestFailed,
  serverFields,
  answered = false,
  onAskAgain,
  onSubmit,
  onSelectionChange,
  renderResponse,
  renderAside,
  initial = null,
  intro,
  pageTitle = false,
}: Props) {
  const { t, i18n } = useTranslation('domains');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const [domain, setDomain] = useState<Domain | null>(initial?.domain ?? null);
  const [option, setOption] = useState<ReadingOption | null>(initial?.option ?? null);
  const changed = useRef(onSelectionChange);
  useEffect(() => {
    changed.current = onSelectionChange;
  }, [onSelectionChange]);

  useEffect(() => {
    changed.current(domain && option ? { domain, option } : null);
  }, [domain, option]);

  const pickDomain = (d: Domain) => {
    setOption(null);
    setDomain((current) => (current === d ? null : d));
  };
  const back = () => {
    setOption(null);
    setDomain(null);
    setTimeout(() => scrollToId('domain-area-title', OPEN_SCROLL_OFFSET_PX), 0);
  };

  return (
    <section className="domain-area" aria-labelledby="domain-area-title">
      {pageTitle ? (
        <h1 id="domain-area-title">{t('chooser.title')}</h1>
      ) : (
        <h2 id="domain-area-title">{t('chooser.title')}</h2>
      )}
      <p className="muted">{intro ?? t('chooser.intro')}</p>
      <div
        className="domain-tabs"
        role="group"
        aria-label={t('chooser.label')}
        onPointerEnter={prefetchPanel}
        onTouchStart={prefetchPanel}
        onFocus={prefetchPanel}
      >
        {DOMAINS.map((d) => (
          <button
            key={d}
            type="button"
            className="domain-tab"
            aria-pressed={domain === d}
            onClick={() => pickDomain(d)}
          >
            <span className="domain-tab__glyph">
              <DomainIcon domain={d} />
            </span>
            <span className="domain-tab__name">{DOMAIN_NAMES[d][lang]}</span>
            <span className="domain-tab__text">{t(`domains.${d}`)}</span>
          </button>
        ))}
      </div>
      {domain && (
        <Suspense fallback={<div className={`domain-panel domain-panel--${domain}`} aria-busy="true" />}>
          <DomainPanel
            domain={domain}
            option={option}
            onPick={(o) => setOption((c) => (c === o ? null : o))}
            onOpen={setOption}
            onBack={back}
            walletCents={walletCents}
            profile={profile}
            deliveryHours={deliveryHours}
            busy={busy}
            requestFailed={requestFailed}
            serverFields={serverFields}
            answered={answered}
            onAskAgain={onAskAgain}
            onSubmit={(o, body) => onSubmit({ domain, option: o, body })}
            renderResponse={renderResponse}
            renderAside={renderAside}
          />
        </Suspense>
      )}
    </section>
  );
}
