import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useProfile } from '../api/get-profile';
import type { DomainHistoryEntry } from '../api/get-domain-history';
import { AccountSummary } from './account-summary';
import { ChangePasswordForm } from './change-password-form';
import { DataPrivacy } from './data-privacy';
import { DomainHistory } from './domain-history';
import { LedgerTable } from './ledger-table';
import { PaymentsTable } from './payments-table';
import { PromptHistory } from './prompt-history';
import { ProfileEditForm } from './profile-edit-form';

interface Props {
  onLogout: () => void;
  loggingOut: boolean;
  onDeleted: () => void;
  renderDelivery?: (entry: DomainHistoryEntry) => ReactNode;
}

/** "Mon compte": identity, wallet, every history, profile and password, data export and erasure, logout. */
export function AccountPage({ onLogout, loggingOut, onDeleted, renderDelivery }: Props) {
  const { t } = useTranslation('account');
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  return (
    <main id="main" className="page account-page">
      <header className="page-head">
        <div>
          <p className="eyebrow eyebrow--dark">{t('eyebrow')}</p>
          <h1>
            {profile.data
              ? t('title', { name: profile.data.first_name || profile.data.username })
              : t('titlePlain')}
          </h1>
        </div>
        <div className="page-head__actions">
          <Link className="btn" to={paths.user.connected}>
            {t('actions.consult')}
          </Link>
          <button type="button" className="btn btn--outline" disabled={loggingOut} onClick={onLogout}>
            {t('actions.logout')}
          </button>
        </div>
      </header>
      {profile.isPending && <p className="muted">{t('loading')}</p>}
      {profile.isError && (
        <p className="form-error" role="alert">
          {profile.error.message || t('profile.error')}
        </p>
      )}
      {profile.data && (
        <>
          <AccountSummary profile={profile.data} />
          <section className="card" aria-labelledby="profile-edit-title">
            <div className="section-head">
              <h2 id="profile-edit-title">{t('profile.title')}</h2>
              {!editing && (
                <button
                  type="button"
                  className="btn btn--outline btn--small"
                  onClick={() => {
                    setSaved(false);
                    setEditing(true);
                  }}
                >
                  {t('profile.edit')}
                </button>
              )}
            </div>
            <div role="status" aria-live="polite">
              {saved && !editing && <p className="form-success">{t('profile.saved')}</p>}
            </div>
            {editing ? (
              <ProfileEditForm
                profile={profile.data}
                onDone={() => {
                  setEditing(false);
                  setSaved(true);
                }}
                onCancel={() => setEditing(false)}
              />
            ) : (
              <p className="muted">{t('profile.text')}</p>
            )}
            <details className="password-details">
              <summary>{t('password.title')}</summary>
              <ChangePasswordForm />
            </details>
          </section>
        </>
      )}
      <DomainHistory renderDelivery={renderDelivery} />
      <PromptHistory />
      <PaymentsTable />
      <LedgerTable />
      {profile.data && <DataPrivacy onDeleted={onDeleted} />}
    </main>
  );
}
