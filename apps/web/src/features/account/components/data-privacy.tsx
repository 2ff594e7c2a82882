import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAccountRequestSchema } from '@arcanes/contracts/accounts';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-client';
import { checkForm } from '../../../lib/form-check';
import { useDeleteAccount } from '../api/delete-account';
import { useWithdrawals } from '../api/get-withdrawals';
import { formatCents } from '../../../lib/money';
import { useExportData } from '../api/export-data';

/** GDPR: download everything as JSON; erase the account after confirming with the password. */
export function DataPrivacy({ onDeleted }: { onDeleted: () => void }) {
  const { t, i18n } = useTranslation('account');
  const exporter = useExportData();
  const remover = useDeleteAccount();
  const balance = useWithdrawals().data?.erasure;
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const ask = (e: FormEvent) => {
    e.preventDefault();
    const check = checkForm(deleteAccountRequestSchema, { password }, i18n.language);
    if (!check.ok) {
      setError(check.fields.password ?? t('form.allRequired'));
      return;
    }
    setError(null);
    setConfirming(true);
  };
  const erase = async () => {
    try {
      await remover.mutateAsync({ password, langage: i18n.language === 'en' ? 'en' : 'fr' });
      setConfirming(false);
      onDeleted();
    } catch (err) {
      setConfirming(false);
      setError(err instanceof ApiError ? err.message : t('form.failed'));
    }
  };

  return (
    <section className="card privacy" aria-labelledby="privacy-title">
      <h2 id="privacy-title">{t('privacy.title')}</h2>
      <div className="privacy__block">
        <h3>{t('privacy.exportTitle')}</h3>
        <p className="muted">{t('privacy.exportText')}</p>
        <button
          type="button"
          className="btn btn--outline"
          disabled={exporter.isPending}
          onClick={() => exporter.mutate()}
        >
          {exporter.isPending ? t('privacy.exporting') : t('privacy.export')}
        </button>
        {exporter.isError && <FormMessage kind="error">{exporter.error.message}</FormMessage>}
      </div>
      <form className="privacy__block privacy__danger" onSubmit={ask} noValidate>
        <h3>{t('privacy.deleteTitle')}</h3>
        <p className="muted">{t('privacy.deleteText')}</p>
        <PasswordField
          label={t('privacy.password')}
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
        />
        <button type="submit" className="btn btn--danger">
          {t('privacy.delete')}
        </button>
      </form>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        labelledBy="delete-confirm-title"
        describedBy="delete-confirm-text"
      >
        <h2 id="delete-confirm-title">{t('privacy.confirmTitle')}</h2>
        <div id="delete-confirm-text">
          <p>{t('privacy.confirmText')}</p>
          {balance && balance.refundable_cents > 0 && (
            <p>{t('privacy.balanceRefund', { amount: formatCents(balance.refundable_cents, lang) })}</p>
          )}
          {balance && balance.unrefundable_cents > 0 && (
            <p>
              <strong>
                {t('privacy.balanceLost', { amount: formatCents(balance.unrefundable_cents, lang) })}
              </strong>
            </p>
          )}
        </div>
        <div className="form-actions">
          <button
            type="button"
            className="btn btn--danger"
            disabled={remover.isPending}
            onClick={() => void erase()}
          >
            {remover.isPending ? t('privacy.deleting') : t('privacy.confirm')}
          </button>
          <button type="button" className="btn btn--outline" onClick={() => setConfirming(false)}>
            {t('profile.cancel')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
