import '../../styles/free-tools.css';
import '../../styles/card-library.css';
import { useParams } from 'react-router';
import { CardPage } from '../../features/card-library/components/card-page';

/** /tarot/cartes/:slug and /en/tarot/cards/:slug: one card's page. */
export function Component() {
  const { slug = '' } = useParams();
  return <CardPage key={slug} slug={slug} />;
}
