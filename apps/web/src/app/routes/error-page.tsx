import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link, isRouteErrorResponse, useRouteError } from '#web/lib/router.tsx';

/** The router's error screen (the product description names it "Unexpected Application Error!"). */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <main id="main" className="page narrow" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>{status === 404 ? t('notFound.text') : t('errors.unexpected')}</p>
      <Link className="btn" to="/">
        {t('notFound.back')}
      </Link>
    </main>
  );
}
