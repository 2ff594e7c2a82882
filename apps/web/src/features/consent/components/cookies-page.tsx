import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { formatInstantDay } from '#web/lib/format-date.ts';
import { resetConsent, saveConsent, useConsent } from '#web/lib/consent.ts';
import { ALL_REFUSED, consentExpiresAt, consentKind, type ConsentChoices } from '#web/lib/consent-rules.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { ConsentChoicesFields } from './consent-choices';

/** /gestion-des-cookies: the current choices, a toggle per purpose, save (with a popup) and reset. */
export function CookiesPage() {
  const { t, i18n } = useTranslation('consent');
  const consent = useConsent();
  const [choices, setChoices] = useState<ConsentChoices>(() =>
    consent ? { analytics: consent.analytics, marketing: consent.marketing, ia: consent.ia } : ALL_REFUSED,
  );
  const [saved, setSaved] = useState(false);
  // A choice made elsewhere (the banner in another tab) shows here too.
  useEffect(() => {
    if (consent) setChoices({ analytics: consent.analytics, marketing: consent.marketing, ia: consent.ia });
  }, [consent]);
  const kind = consentKind(consent);
  const date = (iso: string | Date) => formatInstantDay(iso, i18n.language);
  const storage = t('page.storage', { returnObjects: true });

  return (
    <main id="main" className="page narrow cookies-page">
      <h1>{t('page.title')}</h1>
      <p className="lead">{t('page.intro')}</p>
      <section className="card" aria-labelledby="cookies-current">
        <h2 id="cookies-current">{t('page.current')}</h2>
        <p data-testid="consent-status">
          {consent ? t(`page.${kind}`, { date: date(consent.decided_at) }) : t('page.undecided')}
          {consent ? <> {t('page.expires', { date: date(consentExpiresAt(consent.decided_at)) })}</> : null}
        </p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void saveConsent(choices);
            setSaved(true);
          }}
        >
          <ConsentChoicesFields choices={choices} onChange={setChoices} />
          <div className="wf-actions wf-actions--start">
            <button type="submit" className="btn">
              {t('page.save')}
            </button>
            <button
              type="button"
              className="btn btn--ghost-dark"
              aria-describedby="cookies-reset-hint"
              onClick={() => {
                resetConsent();
                window.location.reload();
              }}
            >
              {t('page.reset')}
            </button>
          </div>
          <p id="cookies-reset-hint" className="field__hint">
            {t('page.resetHint')}
          </p>
        </form>
      </section>
      <section aria-labelledby="cookies-storage">
        <h2 id="cookies-storage">{t('page.storageTitle')}</h2>
        <div className="table-scroll">
          <table className="cookie-table">
            <thead>
              <tr>
                <th scope="col">{t('page.name')}</th>
                <th scope="col">{t('page.purpose')}</th>
                <th scope="col">{t('page.duration')}</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(storage).map(([name, [purpose, duration]]) => (
                <tr key={name}>
                  <th scope="row">
                    <code>{name}</code>
                  </th>
                  <td>{purpose}</td>
                  <td>{duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <Dialog
        open={saved}
        onClose={() => setSaved(false)}
        labelledBy="cookies-saved-title"
        describedBy="cookies-saved-text"
        className="small-dialog"
      >
        <h2 id="cookies-saved-title">{t('page.savedTitle')}</h2>
        <p id="cookies-saved-text">{t('page.savedText')}</p>
        <div className="wf-actions">
          <button type="button" className="btn" onClick={() => setSaved(false)}>
            {t('page.ok')}
          </button>
        </div>
      </Dialog>
    </main>
  );
}
