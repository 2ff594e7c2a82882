import { api } from './api-client';
import { onConsent } from './consent';

/**
 * First-party audience measure: one anonymous page-view count per page shown, sent only once the
 * visitor has accepted "analytics" (nothing is sent, stored or read before). Returns the cancel
 * function of the wait, so a page left before consent is never counted afterwards.
 */
export function countPageView(path: string): () => void {
  return onConsent('analytics', () => {
    void api('/api/analytics/pageview', { body: { path }, keepalive: true }).catch(() => {
      /* counting is best effort: a lost view must never disturb the visitor */
    });
  });
}
