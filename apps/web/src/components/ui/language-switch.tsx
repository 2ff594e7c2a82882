import { useTranslation } from '#web/lib/use-translation.tsx';
import { useLocation, useNavigate } from '#web/lib/router.tsx';
import { counterpartPath } from '@arcanes/contracts/public-pages';
import { LANGS } from '#web/lib/i18n.ts';

const FLAGS: Record<string, { label: string; svg: React.ReactNode }> = {
  fr: {
    label: 'Français',
    svg: (
      <svg viewBox="0 0 3 2" width="24" height="16" aria-hidden="true">
        <rect width="1" height="2" fill="#002654" />
        <rect x="1" width="1" height="2" fill="#fff" />
        <rect x="2" width="1" height="2" fill="#ce1126" />
      </svg>
    ),
  },
  en: {
    label: 'English',
    svg: (
      <svg viewBox="0 0 60 30" width="24" height="16" aria-hidden="true">
        <clipPath id="uk-t">
          <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
        </clipPath>
        <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
        <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
        <path d="M0,0 L60,30 M60,0 L0,30" clipPath="url(#uk-t)" stroke="#C8102E" strokeWidth="4" />
        <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
        <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
      </svg>
    ),
  },
};

/**
 * Flag buttons; the choice is persisted as `selectedLang`. On a page whose address says its
 * language (/theme-astral, /en/birth-chart), the switch goes to the other language's address.
 */
export function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const choose = (lang: (typeof LANGS)[number]) => {
    const other = counterpartPath(location.pathname, lang);
    if (other && other !== location.pathname) void navigate(`${other}${location.search}${location.hash}`);
    else void i18n.changeLanguage(lang);
  };
  return (
    <div className="lang-switch" role="group" aria-label={t('nav.language')}>
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={i18n.language === lang}
          title={FLAGS[lang]?.label}
          onClick={() => choose(lang)}
        >
          {FLAGS[lang]?.svg}
          <span className="visually-hidden">{FLAGS[lang]?.label}</span>
        </button>
      ))}
    </div>
  );
}
