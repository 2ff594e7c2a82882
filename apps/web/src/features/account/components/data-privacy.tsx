import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { deleteAccountRequestSchema } from '@arcanes/contracts/accounts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { applyApiErrors, errorOf, submitWith, useContractForm } from '#web/lib/contract-form.ts';
import { useDeleteAccount } from '#web/features/account/api/delete-account.ts';
import { useWithdrawals } from '#web/features/account/api/get-withdrawals.ts';
import { formatCents } from '#web/lib/money.ts';
import { useExportData } from '#web/features/account/api/export-data.ts';

/**
 * GDPR: download everything as JSON; erase the account after confirming with the password. On its
 * own page (`headingLevel` null) the page's title names it and each block is a section of its own.
 */
export function DataPrivacy({
  onDeleted,
  headingLevel = 2,
}: {
  onDeleted: () => void;
  headingLevel?: 2 | null;
}) {
  const Block = headingLevel === null ? 'h2' : 'h3';
  const { t, i18n } = useTranslation('account');
  const exporter = useExportData();
  const remover = useDeleteAccount();
  const balance = useWithdrawals().data?.erasure;
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const form = useContractForm(deleteAccountRequestSchema, { defaultValues: { password: '' } });
  const [confirming, setConfirming] = useState(false);

  const erase = async () => {
    try {
      await remover.mutateAsync({ password: form.getValues('password'), langage: lang });
      setConfirming(false);
      onDeleted();
    } catch (err) {
      setConfirming(false);
      // The refusal (a wrong password) is said under the password.
      form.setError('password', { type: 'server', message: applyApiErrors(form, err, t('form.failed')) });
    }
  };

  return (
    <section
      className="card privacy"
      aria-labelledby={headingLevel === null ? undefined : 'privacy-title'}
      aria-label={headingLevel === null ? t('privacy.title') : undefined}
    >
      {headingLevel !== null && <h2 id="privacy-title">{t('privacy.title')}</h2>}
      <div className="privacy__block">
        <Block>{t('privacy.exportTitle')}</Block>
        <p className="muted">{t('privacy.exportText')}</p>
        <button
          type="button"
          className="btn btn--outline"
          disabled={exporter.isPending}
          onClick={() => exporter.mutate()}
        >
          {exporter.isPending ? t('privacy.exporting') : t('privacy.export')}
        </button>
        {exporter.isSuccess && <FormMessage kind="success">{exporter.data.message}</FormMessage>}
        {exporter.isError && <FormMessage kind="error">{exporter.error.message}</FormMessage>}
      </div>
      <form
        className="privacy__block privacy__danger"
        onSubmit={submitWith(form, () => setConfirming(true))}
        noValidate
      >
        <Block>{t('privacy.deleteTitle')}</Block>
        <p className="muted">{t('privacy.deleteText')}</p>
        <PasswordField
          label={t('privacy.password')}
          required
          autoComplete="current-password"
          error={errorOf(form.formState.errors, 'password')}
          {...form.register('password')}
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
