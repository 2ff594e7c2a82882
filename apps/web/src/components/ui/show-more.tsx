import { useTranslation } from '#web/lib/use-translation.tsx';
import type { MoreControl } from '#web/lib/paged-query.ts';

/**
 * « Voir plus » under a paged list: loads the next page below what is shown (decision 0305), says
 * when it is loading, and when the page could not be loaded (the button stays, to try again).
 */
export function ShowMore({ more }: { more: MoreControl }) {
  const { t } = useTranslation('common');
  if (!more.hasNextPage) return null;
  return (
    <div className="show-more">
      {more.isFetchNextPageError && (
        <p className="form-error" role="alert">
          {t('paging.error')}
        </p>
      )}
      <button
        type="button"
        className="btn btn--outline btn--small"
        disabled={more.isFetchingNextPage}
        aria-busy={more.isFetchingNextPage}
        onClick={() => void more.fetchNextPage()}
      >
        {more.isFetchingNextPage ? t('paging.loading') : t('paging.more')}
      </button>
    </div>
  );
}
