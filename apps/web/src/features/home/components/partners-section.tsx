import { useTranslation } from 'react-i18next';
import { Reveal } from '../../../components/ui/reveal';

/** Logos drawn here (no image request, no third-party file): a globe pin and an orbit. */
function GeonamesLogo() {
  return (
    <svg
      viewBox="0 0 64 64"
      width="56"
      height="56"
      aria-hidden="true"
      focusable="false"
      className="partner__logo"
    >
      <circle cx="32" cy="32" r="26" fill="#1f6f8b" />
      <path
        d="M6 32h52M32 6c-9 8-9 44 0 52M32 6c9 8 9 44 0 52M10 19h44M10 45h44"
        fill="none"
        stroke="#bfe6f2"
        strokeWidth="2"
      />
      <path
        d="M42 14a8 8 0 0 0-8 8c0 6 8 14 8 14s8-8 8-14a8 8 0 0 0-8-8z"
        fill="#f0b429"
        stroke="#0b3d4f"
        strokeWidth="1.5"
      />
      <circle cx="42" cy="22" r="2.8" fill="#0b3d4f" />
    </svg>
  );
}

function AstronomyLogo() {
  return (
    <svg
      viewBox="0 0 64 64"
      width="56"
      height="56"
      aria-hidden="true"
      focusable="false"
      className="partner__logo"
    >
      <circle cx="32" cy="32" r="26" fill="#2b2255" />
      <ellipse
        cx="32"
        cy="32"
        rx="24"
        ry="9"
        fill="none"
        stroke="#c8b6ff"
        strokeWidth="2"
        transform="rotate(-20 32 32)"
      />
      <circle cx="32" cy="32" r="8" fill="#f0cf74" />
      <circle cx="53" cy="24" r="3.5" fill="#8fd3ff" />
    </svg>
  );
}

const PARTNERS = [
  { id: 'geonames', url: 'https://www.geonames.org/', Logo: GeonamesLogo },
  { id: 'astronomy', url: 'https://github.com/cosinekitty/astronomy', Logo: AstronomyLogo },
] as const;

export function PartnersSection() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <section id="partenaires" className="section section--alt" aria-labelledby="partners-title">
      <div className="section__inner">
        <Reveal className="section__head">
          <h2 id="partners-title">{t('partners.title')}</h2>
          <p className="section__intro">{t('partners.intro')}</p>
        </Reveal>
        <ul className="partners">
          {PARTNERS.map(({ id, url, Logo }) => {
            const name = t(`partners.items.${id}.name`);
            return (
              <Reveal as="li" key={id} className="card partner">
                <Logo />
                <div>
                  <h3>
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      {name}
                      <span className="visually-hidden">
                        {' '}
                        — {t('partners.visit', { name })} {t('common:ui.newTab')}
                      </span>
                      <span aria-hidden="true" className="external">
                        ↗
                      </span>
                    </a>
                  </h3>
                  <p>{t(`partners.items.${id}.text`)}</p>
                </div>
              </Reveal>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
