import { useTranslation } from '#web/lib/use-translation.tsx';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * A free tool's failure as the form shows it: the server's per-field messages (already in the
 * page's language), and one sentence for the whole form — ours for the rate limit, which says
 * what to do, the server's otherwise.
 */
export function useFreeToolError(error: unknown): { fields: Record<string, string>; message: string | null } {
  const { t } = useTranslation('free-tools');
  if (!error) return { fields: {}, message: null };
  if (error instanceof ApiError) {
    if (error.status === 429) return { fields: {}, message: t('errors.rateLimited') };
    if (error.status === 0) return { fields: {}, message: error.message };
    if (error.code === 'TIME_AMBIGUOUS') return { fields: error.fields ?? {}, message: t('errors.fold') };
    return { fields: error.fields ?? {}, message: error.message };
  }
  return { fields: {}, message: t('errors.generic', { ns: 'common' }) };
}
