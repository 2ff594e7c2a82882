import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link } from '#web/lib/router.tsx';
import type { Domain } from '@arcanes/domain/catalogue/offers';
import { paths, type ReturnState } from '#web/lib/paths.ts';

// The home page's examples (Camille's chart wheel, spread and numbers), drawn by the readings' code.
const SpecimenArt = lazy(() =>
  import('#web/features/home/components/specimen-art.tsx').then((m) => ({ default: m.SpecimenArt })),
);

const KIND = { astrologie: 'chart', tarot: 'spread', numerologie: 'numbers' } as const;

/** Beside a visitor's options: an example of what the domain's readings give. */
export function DomainExample({ domain }: { domain: Domain }) {
  const { t } = useTranslation('domains');
  return (
    <section className="card domain-example" aria-labelledby="domain-example-title">
      <h3 id="domain-example-title">{t('visitor.exampleTitle')}</h3>
      <div className="specimen__art domain-example__art">
        <Suspense fallback={<div className="specimen__placeholder" aria-hidden="true" />}>
          <SpecimenArt kind={KIND[domain]} />
        </Suspense>
      </div>
      <p className="domain-example__text">{t(`visitor.example.${domain}`)}</p>
      <p className="muted small">{t('features.example', { ns: 'home' })}</p>
    </section>
  );
}

/**
 * A visitor ordering: an account first (free), then back to this very option. The login and
 * registration pages read `from` and return here once done.
 */
export function SignInToOrder({ from }: { from: string }) {
  const { t } = useTranslation('domains');
  const state: ReturnState = { from };
  const box = useRef<HTMLElement>(null);
  // Shown in answer to the order button: the focus (and the view) moves to it.
  useEffect(() => box.current?.focus(), []);
  return (
    <section
      ref={box}
      tabIndex={-1}
      className="card sign-in-to-order"
      aria-labelledby="sign-in-to-order-title"
    >
      <h4 id="sign-in-to-order-title">{t('visitor.orderTitle')}</h4>
      <p>{t('visitor.orderText')}</p>
      <p className="sign-in-to-order__actions">
        <Link className="btn" to={paths.user.register} state={state}>
          {t('visitor.register')}
        </Link>
        <Link className="btn btn--outline" to={paths.user.login} state={state}>
          {t('visitor.login')}
        </Link>
      </p>
    </section>
  );
}
