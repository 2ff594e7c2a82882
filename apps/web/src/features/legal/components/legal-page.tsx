import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { priceCents, type ReadingOption } from '@arcanes/domain/catalogue/offers';
import { LEGAL_LAST_UPDATED } from '@arcanes/contracts/legal';
import { LANGS } from '#web/lib/i18n.ts';
import { legalInfoQueryOptions } from '#web/lib/legal-info.ts';
import { formatCents } from '#web/lib/money.ts';
import { RichText } from './rich-text';

export type LegalDoc = 'notice' | 'privacy' | 'terms' | 'accessibility';

interface Section {
  id: string;
  title: string;
  body: (string | string[])[];
}

const LANG_NAMES = { fr: 'Français', en: 'English' } as const;

/**
 * One legal page (notice, privacy, terms) in French or English, with its own language switch,
 * its last-update date and a table of contents. Publisher, director, host and contact come from the
 * server's configuration; prices from the catalogue, so the terms always quote what is charged.
 */
export function LegalPage({ doc }: { doc: LegalDoc }) {
  const { t, i18n } = useTranslation('legal');
  const { data: info } = useSuspenseQuery(legalInfoQueryOptions);
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const price = (option: ReadingOption) => formatCents(priceCents(option), lang);
  const registration = [
    info.rcs ? t('identity.rcs', { value: info.rcs }) : null,
    info.siren ? t('identity.siren', { value: info.siren }) : null,
    info.capital ? t('identity.capital', { value: info.capital }) : null,
    info.vat ? t('identity.vat', { value: info.vat }) : null,
  ].filter((x): x is string => x !== null);
  const values = {
    ...info,
    aiProcessor: info.processors.ai ?? t('privacyProcessors.aiNone'),
    mailProcessor: info.processors.mail ?? t('privacyProcessors.mailNone'),
    registration: registration.length ? registration.join(' ; ') : t('identity.none'),
    hours: info.delivery_promise_hours,
    price1: price(1),
    price2: price(2),
    price3: price(3),
    price4: price(4),
  };
  const sections = t(`${doc}.sections`, { returnObjects: true, ...values }) as Section[];

  return (
    <LegalPageFrame doc={doc}>
      {sections.length > 4 ? (
        <nav className="legal-toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title">{t('toc')}</h2>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="legal-section">
          <h2 id={`${s.id}-title`}>{s.title}</h2>
          {s.body.map((block, i) =>
            Array.isArray(block) ? (
              <ul key={i}>
                {block.map((item) => (
                  <li key={item}>
                    <RichText text={item} />
                  </li>
                ))}
              </ul>
            ) : (
              <p key={i}>
                <RichText text={block} />
              </p>
            ),
          )}
        </section>
      ))}
    </LegalPageFrame>
  );
}

/**
 * The page down to its introduction (language switch, title, date, introduction): nothing there
 * comes from the server, so the build pre-paints it as the page's first screen (app/first-screen.tsx).
 */
export function LegalPageFrame({ doc, children }: { doc: LegalDoc; children?: ReactNode }) {
  const { t, i18n } = useTranslation('legal');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const [y, m, d] = LEGAL_LAST_UPDATED[doc].split('-');
  return (
    <main id="main" className="page legal-page">
      <div className="legal-lang" role="group" aria-label={t('switch')}>
        {LANGS.map((l) => (
          <button
            key={l}
            type="button"
            lang={l}
            aria-pressed={lang === l}
            onClick={() => void i18n.changeLanguage(l)}
          >
            {LANG_NAMES[l]}
          </button>
        ))}
      </div>
      <h1>{t(`${doc}.title`)}</h1>
      <p className="legal-updated">{t('lastUpdated', { date: `${d}/${m}/${y}` })}</p>
      <p className="lead">{t(`${doc}.intro`)}</p>
      {children}
    </main>
  );
}
