import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';

/**
 * The page's address (its query string is the whole input) shown and copied: whoever opens it sees
 * the same result. Where the clipboard is refused, the address is selected for a manual copy.
 */
export function ShareLink({ href }: { href: string }) {
  const { t } = useTranslation('free-tools');
  const [status, setStatus] = useState('');
  const inputId = 'share-link-input';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setStatus(t('share.copied'));
    } catch {
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      input?.select();
      setStatus(t('share.selectToCopy'));
    }
  };
  return (
    <div className="share-link">
      <label htmlFor={inputId}>{t('share.label')}</label>
      <div className="share-link__row">
        <input id={inputId} type="url" readOnly value={href} onFocus={(e) => e.target.select()} />
        <button type="button" className="btn btn--sm" onClick={() => void copy()}>
          {t('share.copy')}
        </button>
      </div>
      <p className="share-link__status small" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
