import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link, useLocation } from '#web/lib/router.tsx';
import {
  closeConsentSettings,
  getConsent,
  openConsentSettings,
  saveConsent,
  useConsent,
  useConsentSettingsOpen,
} from '#web/lib/consent.ts';
import { ALL_ACCEPTED, ALL_REFUSED, type ConsentChoices } from '#web/lib/consent-rules.ts';
import { paths } from '#web/lib/paths.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { ConsentChoicesFields } from './consent-choices';

/**
 * The CNIL-style banner: "Refuser" is a button as large and visible as "Accepter", and
 * "Paramétrer" opens the choice per purpose. It stays until a choice is made (nothing optional runs
 * before), and comes back after six months or a new policy version.
 */
export function ConsentBanner() {
  const { t } = useTranslation('consent');
  const consent = useConsent();
  const location = useLocation();
  const settingsOpen = useConsentSettingsOpen();
  const onCookiesPage = location.pathname === paths.cookies;
  return (
    <>
      {!consent && !onCookiesPage ? (
        <section className="consent-banner" aria-labelledby="consent-title" data-testid="consent-banner">
          <div className="consent-banner__inner">
            <div className="consent-banner__text">
              <h2 id="consent-title">{t('banner.title')}</h2>
              <p>
                {t('banner.text')} <Link to={paths.privacy}>{t('banner.more')}</Link>
              </p>
            </div>
            <div className="consent-banner__actions">
              <button
                type="button"
                className="btn btn--consent"
                onClick={() => void saveConsent(ALL_REFUSED)}
              >
                {t('banner.refuse')}
              </button>
              <button
                type="button"
                className="btn btn--consent"
                onClick={() => void saveConsent(ALL_ACCEPTED)}
              >
                {t('banner.accept')}
              </button>
              <button type="button" className="btn btn--ghost-dark" onClick={openConsentSettings}>
                {t('banner.settings')}
              </button>
            </div>
          </div>
        </section>
      ) : null}
      {settingsOpen ? <ConsentSettingsDialog /> : null}
    </>
  );
}

function ConsentSettingsDialog() {
  const { t } = useTranslation('consent');
  const [choices, setChoices] = useState<ConsentChoices>(() => {
    const c = getConsent();
    return c ? { analytics: c.analytics, marketing: c.marketing, ia: c.ia } : ALL_REFUSED;
  });
  return (
    <Dialog
      open
      onClose={closeConsentSettings}
      labelledBy="consent-dialog-title"
      describedBy="consent-dialog-intro"
      className="consent-dialog"
    >
      <div className="workflow__top">
        <h2 id="consent-dialog-title">{t('dialog.title')}</h2>
        <button type="button" className="dialog__close" onClick={closeConsentSettings}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('dialog.close')}</span>
        </button>
      </div>
      <p id="consent-dialog-intro" className="muted">
        {t('dialog.intro')}
      </p>
      <ConsentChoicesFields choices={choices} onChange={setChoices} />
      <div className="consent-dialog__actions">
        <button type="button" className="btn btn--consent" onClick={() => void saveConsent(ALL_REFUSED)}>
          {t('dialog.refuseAll')}
        </button>
        <button type="button" className="btn btn--consent" onClick={() => void saveConsent(ALL_ACCEPTED)}>
          {t('dialog.acceptAll')}
        </button>
        <button type="button" className="btn" onClick={() => void saveConsent(choices)}>
          {t('dialog.save')}
        </button>
      </div>
      <p className="consent-dialog__page">
        <Link to={paths.cookies} onClick={closeConsentSettings}>
          {t('dialog.page')}
        </Link>
      </p>
    </Dialog>
  );
}
