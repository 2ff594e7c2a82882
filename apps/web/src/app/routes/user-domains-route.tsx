import '#web/styles/user-area.css';
import '#web/styles/domain-pages.css';
import '#web/styles/readings.css';
import '#web/styles/tarot.css';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { useSearchParams } from '#web/lib/router.tsx';
import { DOMAINS, readingOptions, type Domain, type ReadingOption } from '@arcanes/domain/catalogue/offers';
import type { Selection } from '#web/features/domains/components/domain-area.tsx';
import { ReadingDataNotice } from '#web/features/domains/components/reading-data-notice.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { useSession } from '#web/lib/session.ts';
import { DomainWorkspace } from '#web/app/compose/domain-workspace.tsx';

/** `?domaine=tarot&option=2`: the option to open on arrival, if it exists. */
function selectionFrom(params: URLSearchParams): Selection | null {
  const domain = params.get('domaine') as Domain | null;
  const option = Number(params.get('option')) as ReadingOption;
  if (!domain || !DOMAINS.includes(domain)) return null;
  return readingOptions(domain).includes(option) ? { domain, option } : null;
}

/**
 * /choisir-un-domaine: the domain chooser, open to everyone (a visitor route in the seed). A visitor
 * browses every option with its price, form and an example, and is asked to log in only to order; a
 * customer at any balance sees the same page, each option they cannot pay for saying so with
 * « Recharger ». The reading pages of /user/UserConnected keep the seed's access guard.
 */
export function Component() {
  const { t } = useTranslation('domains');
  useDocumentTitle(t('chooser.title'));
  const { user, isPending } = useSession();
  const [params] = useSearchParams();
  return (
    <main id="main" className="page user-area">
      {isPending ? (
        <div className="guard guard--loading" role="status" aria-live="polite">
          <span className="guard__spinner" aria-hidden="true" />
          {t('guard.loading')}
        </div>
      ) : (
        <>
          {user && <ReadingDataNotice />}
          <DomainWorkspace key={user ? 'customer' : 'visitor'} initial={selectionFrom(params)} pageTitle />
        </>
      )}
    </main>
  );
}
