import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { OfferView } from '@arcanes/contracts/offers';
import { scrollToId } from '../../../lib/scroll';
import '../../../styles/home.css';
import { Hero } from './hero';
import { DomainsAccordion } from './domains-accordion';
import { FeaturesSection } from './features-section';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';
import { InformationSection } from './information-section';
import { PartnersSection } from './partners-section';
import { ContactSection } from './contact-section';

/** A message another page passed in the navigation state (the access guard's refusal). */
function navigationError(state: unknown): string | null {
  const error = (state as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error.trim() ? error : null;
}

export function HomePage({ onChooseOffer }: { onChooseOffer: (offer: OfferView) => void }) {
  const location = useLocation();
  const error = navigationError(location.state);

  // Anchors (#tarifs…) land 50 px below the top, smoothly, also when arriving from another page.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) return;
    const frame = requestAnimationFrame(() => scrollToId(id));
    return () => cancelAnimationFrame(frame);
  }, [location.hash, location.key]);

  return (
    <main id="main">
      {error ? (
        <div className="guard-error" role="alert">
          <p>{error}</p>
        </div>
      ) : null}
      <Hero />
      <DomainsAccordion />
      <FeaturesSection />
      <PricingSection onChooseOffer={onChooseOffer} />
      <TestimonialsSection />
      <InformationSection />
      <PartnersSection />
      <ContactSection />
    </main>
  );
}
