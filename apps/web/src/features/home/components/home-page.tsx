import { startTransition, useEffect, useState } from 'react';
import { useLocation, useReturningToPosition } from '#web/lib/router.tsx';
import type { OfferView } from '@arcanes/contracts/offers';
import { scrollToId } from '#web/lib/scroll.ts';
import '#web/styles/home.css';
import { Hero } from './hero';
import { DomainsAccordion } from './domains-accordion';
import { FeaturesSection } from './features-section';
import { PricingSection } from './pricing-section';
import { InformationSection } from './information-section';
import { PartnersSection } from './partners-section';
import { ReviewsSection } from './reviews-section';
import { ContactSection } from './contact-section';

const BELOW_FOLD = 7;

/** A message another page passed in the navigation state (the access guard's refusal). */
function navigationError(state: unknown): string | null {
  const error = (state as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error.trim() ? error : null;
}

export function HomePage({ onChooseOffer }: { onChooseOffer: (offer: OfferView) => void }) {
  const location = useLocation();
  const error = navigationError(location.state);
  // The hero paints first; the sections below the fold follow one per frame, each rendered in a
  // transition, so no single long task holds the page up. A link to #tarifs renders them all at once,
  // and so does a return by back or forward: the position kept for that entry may be far down, and is
  // restored right after this commit (decision 0286).
  const returning = useReturningToPosition();
  const [shown, setShown] = useState(() => (location.hash || returning ? BELOW_FOLD : 0));
  useEffect(() => {
    if (shown >= BELOW_FOLD) return;
    const frame = requestAnimationFrame(() => startTransition(() => setShown((n) => n + 1)));
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  const belowFold = shown >= BELOW_FOLD;

  // Anchors (#tarifs…) land 50 px below the top, smoothly, also when arriving from another page.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) return;
    if (!belowFold) return setShown(BELOW_FOLD);
    const frame = requestAnimationFrame(() => scrollToId(id));
    return () => cancelAnimationFrame(frame);
  }, [location.hash, location.key, belowFold]);

  return (
    <main id="main">
      {error ? (
        <div className="guard-error" role="alert">
          <p>{error}</p>
        </div>
      ) : null}
      <Hero />
      {shown > 0 ? <DomainsAccordion /> : null}
      {shown > 1 ? <FeaturesSection /> : null}
      {shown > 2 ? <PricingSection onChooseOffer={onChooseOffer} /> : null}
      {/* Reviews of real customers only, once moderated; none published: no section (decision 0147). */}
      {shown > 3 ? <ReviewsSection /> : null}
      {shown > 4 ? <InformationSection /> : null}
      {shown > 5 ? <PartnersSection /> : null}
      {shown > 6 ? <ContactSection /> : null}
    </main>
  );
}
