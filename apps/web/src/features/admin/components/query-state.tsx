import { useTranslation } from '#web/lib/use-translation.tsx';

/** What a list shows while it loads or when it failed (with a retry), in one place. */
export function QueryState({
  isPending,
  error,
  onRetry,
}: {
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation('admin');
  if (error)
    return (
      <div className="admin-alert admin-alert--error" role="alert">
        <p>{error.message || t('errors.load')}</p>
        <button type="button" className="btn btn--small" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      </div>
    );
  if (isPending)
    return (
      <p className="admin-loading" role="status">
        {t('status.loading')}
      </p>
    );
  return null;
}
