import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import type { SessionUser } from '#web/lib/session.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import type { NoticeKey } from '#web/features/purchase/lib/workflow.ts';
import { StepHeading } from './step-heading';

export interface AuthRenderProps {
  tab: 'login' | 'register';
  /** A successful login inside the workflow: go on to the payment. */
  onLoggedIn: () => void;
  /** A successful registration: stay here, on the login tab. */
  onRegistered: () => void;
}

interface Props {
  user: SessionUser | null;
  tab: 'login' | 'register';
  notice: NoticeKey | null;
  onTab: (tab: 'login' | 'register') => void;
  onGoToPayment: () => void;
  onCancel: () => void;
  renderAuth: (props: AuthRenderProps) => ReactNode;
  onLoggedIn: () => void;
  onRegistered: () => void;
}

const TABS = ['login', 'register'] as const;

/** Connexion / Inscription tabs (ARIA tabs, arrow keys), or "already connected" with a way to pay. */
export function AuthStep({
  user,
  tab,
  notice,
  onTab,
  onGoToPayment,
  onCancel,
  renderAuth,
  onLoggedIn,
  onRegistered,
}: Props) {
  const { t } = useTranslation('purchase');
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  // The registration form has gone: keep the keyboard user on the tab that takes over.
  useEffect(() => {
    if (notice === 'registered') tabRefs.current.login?.focus();
  }, [notice]);

  if (user) {
    return (
      <>
        <StepHeading>{t('auth.heading')}</StepHeading>
        <p className="notice notice--info">
          {t('auth.connected', { name: user.first_name || user.username })}
        </p>
        <div className="wf-actions">
          <button type="button" className="btn btn--ghost-dark" onClick={onCancel}>
            {t('auth.cancel')}
          </button>
          <button type="button" className="btn" onClick={onGoToPayment}>
            {t('auth.goToPayment')}
          </button>
        </div>
      </>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const i = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(i + 1) % 2]
        : event.key === 'ArrowLeft'
          ? TABS[(i + 1) % 2]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[1]
              : null;
    if (!next) return;
    event.preventDefault();
    onTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <StepHeading>{t('auth.heading')}</StepHeading>
      <p className="muted">{t('auth.intro')}</p>
      {notice === 'registered' ? <FormMessage kind="success">{t('auth.registered')}</FormMessage> : null}
      {notice === 'sessionLost' ? <FormMessage kind="error">{t('auth.sessionLost')}</FormMessage> : null}
      <div className="tabs" role="tablist" aria-label={t('auth.tabs')}>
        {TABS.map((id) => (
          <button
            key={id}
            ref={(el) => {
              tabRefs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`wf-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`wf-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            className="tabs__tab"
            onClick={() => onTab(id)}
            onKeyDown={onKeyDown}
          >
            {t(`auth.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`wf-panel-${tab}`} aria-labelledby={`wf-tab-${tab}`} className="tabs__panel">
        {renderAuth({ tab, onLoggedIn, onRegistered })}
      </div>
      <div className="wf-actions wf-actions--start">
        <button type="button" className="btn btn--ghost-dark" onClick={onCancel}>
          {t('auth.cancel')}
        </button>
      </div>
    </>
  );
}
