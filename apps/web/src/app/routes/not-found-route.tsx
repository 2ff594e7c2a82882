import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link } from '#web/lib/router.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <main id="main" className="page narrow">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="btn" to="/">
        {t('notFound.back')}
      </Link>
    </main>
  );
}
