import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOMAINS,
  DOMAIN_NAMES,
  optionName,
  priceCents,
  type Domain,
  type ReadingOption,
} from '@arcanes/domain/catalogue/offers';
import { DomainIcon } from '#web/components/ui/domain-icon.tsx';
import { formatCents } from '#web/lib/money.ts';
import { scrollToId } from '#web/lib/scroll.ts';
import { optionForm } from '#web/features/domains/option-forms.ts';
import type { ProfileDefaults } from '#web/features/domains/prefill.ts';
import { NatalChart } from './natal-chart';
import { NumerologyNumbers } from './numerology-numbers';
import { OptionForm } from './option-form';
import { OptionList } from './option-list';
import { optionPair } from '#web/features/domains/text-keys.ts';

export interface Selection {
  domain: Domain;
  option: ReadingOption;
}

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

/** The seed's delay before scrolling to a form that has just opened, and its offset from the top. */
export const OPEN_SCROLL_DELAY_MS = 350;
export const OPEN_SCROLL_OFFSET_PX = 100;

/** The domain chooser and the nine option forms; picking the open domain again, or Retour, closes everything. */
export function DomainArea({
  walletCents,
  profile,
  deliveryHours,
  busy,
  requestFailed,
  serverFields,
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
    if (!domain || !option) return;
    const timer = setTimeout(() => scrollToId('option-panel', OPEN_SCROLL_OFFSET_PX), OPEN_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
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
  const backButton = (
    <button type="button" className="btn btn--outline btn--small" onClick={back}>
      <span aria-hidden="true">←</span> {t('back')}
    </button>
  );

  return (
    <section className="domain-area" aria-labelledby="domain-area-title">
      {pageTitle ? (
        <h1 id="domain-area-title">{t('chooser.title')}</h1>
      ) : (
        <h2 id="domain-area-title">{t('chooser.title')}</h2>
      )}
      <p className="muted">{intro ?? t('chooser.intro')}</p>
      <div className="domain-tabs" role="group" aria-label={t('chooser.label')}>
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
        <div className={`domain-panel domain-panel--${domain}`}>
          <div className="domain-panel__main">
            <h3 className="domain-panel__title">
              {t('chooser.options', { domain: DOMAIN_NAMES[domain][lang] })}
            </h3>
            <OptionList
              domain={domain}
              selected={option}
              walletCents={walletCents}
              deliveryHours={deliveryHours}
              onPick={(o) => setOption((c) => (c === o ? null : o))}
            />
            {option && (
              <section id="option-panel" className="option-panel card" aria-labelledby="option-panel-title">
                <div className="option-panel__back">{backButton}</div>
                <h3 id="option-panel-title">
                  {optionName(domain, option, lang)}{' '}
                  <span className="option-panel__price">{formatCents(priceCents(option), lang)}</span>
                </h3>
                <p className="muted">{t(`intro.${optionPair(domain, option)}`, { count: deliveryHours })}</p>
                <OptionForm
                  key={`${domain}-${option}`}
                  spec={optionForm(domain, option)}
                  profile={profile}
                  busy={busy}
                  requestFailed={requestFailed}
                  serverFields={serverFields}
                  visitor={walletCents === null}
                  onSubmit={(body) => onSubmit({ domain, option, body })}
                />
                <div className="option-panel__response">{renderResponse({ domain, option })}</div>
                <div className="option-panel__back option-panel__back--bottom">{backButton}</div>
              </section>
            )}
          </div>
          <aside className="domain-panel__aside" aria-label={t('chooser.aside')}>
            {renderAside ? renderAside(domain) : null}
            {!renderAside && domain === 'astrologie' && <NatalChart profile={profile} />}
            {!renderAside && domain === 'numerologie' && (
              <NumerologyNumbers
                profile={profile}
                onOpen={(o) =>
                  walletCents === null || walletCents >= priceCents(o)
                    ? setOption(o)
                    : scrollToId(`numerologie-option-${o}-reason`, OPEN_SCROLL_OFFSET_PX)
                }
              />
            )}
            {!renderAside && domain === 'tarot' && (
              <div className="card tarot-aside">
                <h3>{t('tarotAside.title')}</h3>
                <p>{t('tarotAside.text')}</p>
              </div>
            )}
          </aside>
        </div>
      )}
    </section>
  );
}
