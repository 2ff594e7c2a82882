import { useTranslation } from '#web/lib/use-translation.tsx';
import { useTheme } from '#web/lib/theme.ts';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggle } = useTheme();
  return (
    <button
      type="button"
      className="icon-btn"
      onClick={toggle}
      aria-pressed={theme === 'nuit'}
      title={t('theme.toggle')}
    >
      <span aria-hidden="true">{theme === 'nuit' ? '☾' : '☀'}</span>
      <span className="visually-hidden">{t('theme.toggle')}</span>
    </button>
  );
}
