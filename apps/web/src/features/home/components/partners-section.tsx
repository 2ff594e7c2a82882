import { useTranslation } from '#web/lib/use-translation.tsx';
import type { Partner } from '@arcanes/contracts/legal';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { useLegalInfo } from '#web/lib/legal-info.ts';

/** The partner's initial in a drawn disc: no image request, no third-party file. */
function Monogram({ name }: { name: string }) {
  return (
    <span className="partner__logo partner__monogram" aria-hidden="true">
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

function partnerText(partner: Partner, lang: 'fr' | 'en'): string | undefined {
  if (!partner.text) return undefined;
  return typeof partner.text === 'string' ? partner.text : partner.text[lang];
}

/**
 * The partners the publisher configured (setting PARTNERS, served by /api/legal). With none, the
 * section is not rendered at all: the site names no partner it does not have.
 */
export function PartnersSection() {
  const { t, i18n } = useTranslation(['home', 'common']);
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const partners = useLegalInfo().data?.partners ?? [];
  if (partners.length === 0) return null;
  return (
    <section id="partenaires" className="section section--alt" aria-labelledby="partners-title">
      <div className="section__inner">
        <Reveal className="section__head">
          <h2 id="partners-title">{t('partners.title')}</h2>
        </Reveal>
        <ul className="partners">
          {partners.map((partner) => {
            const text = partnerText(partner, lang);
            return (
              <Reveal as="li" key={partner.url} className="card partner">
                <Monogram name={partner.name} />
                <div>
                  <h3>
                    <a href={partner.url} target="_blank" rel="noopener noreferrer">
                      {partner.name}
                      <span className="visually-hidden">
                        {' '}
                        — {t('partners.visit', { name: partner.name })} {t('common:ui.newTab')}
                      </span>
                      <span aria-hidden="true" className="external">
                        ↗
                      </span>
                    </a>
                  </h3>
                  {text ? <p>{text}</p> : null}
                </div>
              </Reveal>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
