import { lazy, Suspense } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { useLegalInfo } from '#web/lib/legal-info.ts';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { useNearViewport } from '#web/lib/near-viewport.ts';

// The form validates with the API's zod schema: it loads when the visitor nears it, not with the page.
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

export function ContactSection() {
  const { t } = useTranslation('home');
  const contact = useLegalInfo().data?.contact;
  const [near, ref] = useNearViewport<HTMLElement>();
  const placeholder = <div className="contact-form card contact-form--placeholder" aria-hidden="true" />;
  return (
    <section ref={ref} id="contact" className="section" aria-labelledby="contact-title">
      <div className="contact">
        <Reveal className="contact__intro">
          <h2 id="contact-title">{t('contact.title')}</h2>
          <p>{t('contact.intro')}</p>
          <ul className="contact__points">
            <li>
              <span aria-hidden="true">
                <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
                  <path
                    d="M3 6h18v12H3zM3 7l9 6 9-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinejoin="round"
                  />
                </svg>
              </span>
              {contact && contact.includes('@') ? (
                <a href={`mailto:${contact}`}>{contact}</a>
              ) : (
                <span>{contact}</span>
              )}
            </li>
            <li>
              <span aria-hidden="true">
                <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
                  <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="1.8" />
                  <path
                    d="M12 9v4l3 2M9 2h6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                  />
                </svg>
              </span>
              {t('contact.delay')}
            </li>
          </ul>
          {contact ? <p className="muted small">{t('contact.dsa', { contact })}</p> : null}
        </Reveal>
        {near ? (
          <Suspense fallback={placeholder}>
            <ContactForm />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </section>
  );
}
