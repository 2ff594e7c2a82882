import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link, useSearchParams } from '#web/lib/router.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useProfile } from '#web/features/account/api/get-profile.ts';
import { AccountShell } from './account-shell';
import { AccountSummary } from './account-summary';
import { ChangePasswordForm } from './change-password-form';
import { ProfileEditForm } from './profile-edit-form';

interface Props {
  onLogout: () => void;
  loggingOut: boolean;
  /** Shown under the summary: the card of the day (another feature, composed by the route). */
  daily?: ReactNode;
}

/**
 * « Mon compte », first section: who the account is, the wallet's balance, the profile and the
 * password. The wallet's movements, the readings, the forecasts and the data have pages of their own.
 */
export function AccountPage({ onLogout, loggingOut, daily }: Props) {
  const { t } = useTranslation('account');
  const profile = useProfile();
  // « Ajouter ma date de naissance » (the sky page) comes here with ?edit=birth: the form opens on it.
  const [params] = useSearchParams();
  const editBirth = params.get('edit') === 'birth';
  const [editing, setEditing] = useState(editBirth);
  const [saved, setSaved] = useState(false);
  const loaded = Boolean(profile.data);
  useEffect(() => {
    if (editBirth && loaded)
      document.getElementById('profile-edit-title')?.scrollIntoView({ block: 'start' });
  }, [editBirth, loaded]);

  return (
    <AccountShell
      title={
        profile.data
          ? t('title', { name: profile.data.first_name || profile.data.username })
          : t('titlePlain')
      }
      actions={
        <>
          <Link className="btn" to={paths.user.connected}>
            {t('actions.consult')}
          </Link>
          <button type="button" className="btn btn--outline" disabled={loggingOut} onClick={onLogout}>
            {t('actions.logout')}
          </button>
        </>
      }
    >
      {profile.isPending && <p className="muted">{t('loading')}</p>}
      {profile.isError && (
        <p className="form-error" role="alert">
          {profile.error instanceof ApiError && profile.error.code === 'NETWORK'
            ? t('profile.noResponse')
            : profile.error.message || t('profile.error')}
        </p>
      )}
      {profile.data && (
        <>
          <AccountSummary profile={profile.data} />
          {daily}
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
    </AccountShell>
  );
}
