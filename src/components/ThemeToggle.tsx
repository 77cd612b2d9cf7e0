import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useI18n } from '../i18n/I18nProvider';
import { useTheme } from '../state/theme';

/** A toggle button: its name stays "Dark theme", aria-pressed says whether it is on. */
export function ThemeToggle() {
  const { t } = useI18n();
  const { theme, toggle } = useTheme();
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={theme === 'dark'}
      aria-label={t('header.darkTheme')}
      title={t('header.darkTheme')}
      onClick={toggle}
      data-testid="theme-toggle"
    >
      <Sun className="only-dark" aria-hidden="true" size={20} />
      <Moon className="only-light" aria-hidden="true" size={20} />
    </button>
  );
}
