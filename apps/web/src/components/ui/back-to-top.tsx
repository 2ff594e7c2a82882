import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { prefersReducedMotion } from '#web/lib/scroll.ts';

/** Shown after 200 px of scroll (the seed's threshold). */
export const BACK_TO_TOP_AFTER_PX = 200;

/**
 * Hidden (visibility: hidden, so neither seen, focused nor announced) until the threshold. Once the
 * footer scrolls into view the button rides on its top edge, so it never covers the footer's text.
 */
export function BackToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [lift, setLift] = useState(0);
  useEffect(() => {
    const onScroll = () => {
      setShown(window.scrollY > BACK_TO_TOP_AFTER_PX);
      const footer = document.querySelector('.site-footer');
      const top = footer ? footer.getBoundingClientRect().top : Infinity;
      setLift(Math.max(0, Math.round(window.innerHeight - top)));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);
  return (
    <button
      type="button"
      className={`back-to-top${shown ? ' is-shown' : ''}`}
      style={lift ? { bottom: `calc(1.25rem + ${lift}px)` } : undefined}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        const main = document.getElementById('main');
        if (main) {
          if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
          main.focus({ preventScroll: true });
        }
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 5l-7 7m7-7l7 7M12 5v14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{t('ui.backToTop')}</span>
    </button>
  );
}
