import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import {
  DOMAIN_NAMES,
  optionName,
  priceCents,
  type Domain,
  type ReadingOption,
} from '@arcanes/domain/catalogue/offers';
import { formatCents } from '#web/lib/money.ts';
import { scrollToId } from '#web/lib/scroll.ts';
import { optionForm } from '#web/features/domains/option-forms.ts';
import type { ProfileDefaults } from '#web/features/domains/prefill.ts';
import { optionPair } from '#web/features/domains/text-keys.ts';
import { OPEN_SCROLL_DELAY_MS, OPEN_SCROLL_OFFSET_PX, type Selection } from './domain-selection';
import { NatalChart } from './natal-chart';
import { NumerologyNumbers } from './numerology-numbers';
import { OptionForm } from './option-form';
import { OptionList } from './option-list';

export interface DomainPanelProps {
  domain: Domain;
  option: ReadingOption | null;
  /** Picking the open option again closes it. */
  onPick: (option: ReadingOption) => void;
  /** Opens an option (the numerology aside's numbers). */
  onOpen: (option: ReadingOption) => void;
  onBack: () => void;
  walletCents: number | null;
  profile: ProfileDefaults;
  deliveryHours: number;
  busy: boolean;
  requestFailed: boolean;
  serverFields?: Record<string, string>;
  /** The open option's reading has been answered: its form gives way to « Poser une autre question ». */
  answered?: boolean;
  /** Clears the answer and opens a fresh form. */
  onAskAgain?: () => void;
  onSubmit: (option: ReadingOption, body: Record<string, string>) => void;
  renderResponse: (selection: Selection) => ReactNode;
  renderAside?: (domain: Domain) => ReactNode;
}

/**
 * What opens under the domain tabs: the domain's options, the open option's form and the aside (the
 * customer's chart or numbers). Its own chunk (decision 0253): the forms, their schemas and the charts
 * are not evaluated before a customer page's first render, only when a domain is opened.
 */
export function DomainPanel({
  domain,
  option,
  onPick,
  onOpen,
  onBack,
  walletCents,
  profile,
  deliveryHours,
  busy,
  requestFailed,
  serverFields,
  answered = false,
  onAskAgain,
  onSubmit,
  renderResponse,
  renderAside,
}: DomainPanelProps) {
  const { t, i18n } = useTranslation('domains');
  const lang = i18n.language === 'en' ? 'en' : 'fr';

  // Here rather than in the domain area: the panel may mount after its option was chosen (its code
  // arriving then, or `?domaine=…&option=…` on arrival), and the form must be there to be scrolled to.
  useEffect(() => {
    if (!option) return;
    const timer = setTimeout(() => scrollToId('option-panel', OPEN_SCROLL_OFFSET_PX), OPEN_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [domain, option]);

  const backButton = (
    <button type="button" className="btn btn--outline btn--small" onClick={onBack}>
      <span aria-hidden="true">←</span> {t('back')}
    </button>
  );

  return (
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
          onPick={onPick}
        />
        {option && (
          <section id="option-panel" className="option-panel card" aria-labelledby="option-panel-title">
            <div className="option-panel__back">{backButton}</div>
            <h3 id="option-panel-title">
              {optionName(domain, option, lang)}{' '}
              <span className="option-panel__price">{formatCents(priceCents(option), lang)}</span>
            </h3>
            <p className="muted">{t(`intro.${optionPair(domain, option)}`, { count: deliveryHours })}</p>
            {answered ? (
              // The answer is below: no armed order button above it. A new reading starts from a fresh form.
              <p className="option-panel__again">
                <button type="button" className="btn btn--outline" onClick={onAskAgain}>
                  {t(option === 1 ? 'form.askAgain' : 'form.orderAgain')}
                </button>
              </p>
            ) : (
              <OptionForm
                key={`${domain}-${option}`}
                spec={optionForm(domain, option)}
                profile={profile}
                busy={busy}
                requestFailed={requestFailed}
                serverFields={serverFields}
                visitor={walletCents === null}
                onSubmit={(body) => onSubmit(option, body)}
              />
            )}
            <div id="option-panel-response" className="option-panel__response">
              {renderResponse({ domain, option })}
            </div>
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
            read={answered && option !== null ? option : null}
            onShowReading={() => scrollToId('option-panel-response', OPEN_SCROLL_OFFSET_PX)}
            onOpen={onOpen}
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
  );
}
