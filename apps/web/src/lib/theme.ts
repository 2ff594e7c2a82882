import { useEffect, useState } from 'react';
import { readString, writeString, STORAGE_KEYS } from './storage';

export type Theme = 'classique' | 'nuit';

export function initialTheme(): Theme {
  return readString(STORAGE_KEYS.theme) === 'nuit' ? 'nuit' : 'classique';
}

/** The two themes: `classique` (default) and `nuit`, persisted as `theme`. */
export function useTheme() {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    writeString(STORAGE_KEYS.theme, theme);
  }, [theme]);
  return { theme, toggle: () => setTheme((t) => (t === 'classique' ? 'nuit' : 'classique')) };
}
