import { useTranslation } from '#web/lib/use-translation.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { useResendVerification } from '#web/features/account/api/resend-verification.ts';

/** The address, whether its owner confirmed it, and a way to get the link again. */
export function EmailStatus({ email, verified }: { email: string; verified: boolean }) {
  const { t } = useTranslation('account');
  const resend = useResendVerification();
  return (
    <>
      {email}{' '}
      <span className={`status-badge status-badge--${verified ? 'succeeded' : 'pending'}`}>
        {t(verified ? 'emailCheck.verified' : 'emailCheck.unverified')}
      </span>
      {!verified && (
        <>
          <button
            type="button"
            className="link-button"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? t('emailCheck.resending') : t('emailCheck.resend')}
          </button>
          <FormMessage kind="success">{resend.data?.message}</FormMessage>
          <FormMessage kind="error">{resend.error?.message}</FormMessage>
        </>
      )}
    </>
  );
}
