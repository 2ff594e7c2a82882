import '#web/styles/free-tools.css';
import '#web/styles/card-library.css';
import { useParams } from '#web/lib/router.tsx';
import { CardPage } from '#web/features/card-library/components/card-page.tsx';

/** /tarot/cartes/:slug and /en/tarot/cards/:slug: one card's page. */
export function Component() {
  const { slug = '' } = useParams();
  return <CardPage key={slug} slug={slug} />;
}
