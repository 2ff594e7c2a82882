import '#web/styles/free-tools.css';
import '#web/styles/card-library.css';
import '#web/styles/daily.css';
import { useParams } from '#web/lib/router.tsx';
import { SignPage } from '#web/features/daily/components/sign-page.tsx';

/** /horoscope/:slug and /en/horoscope/:slug: one sign's horoscope of the day. */
export function Component() {
  const { slug = '' } = useParams();
  return <SignPage key={slug} slug={slug} />;
}
