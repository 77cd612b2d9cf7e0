import ChevronDown from 'lucide-react/icons/chevron-down';
import type { Ref } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import { localeInfo } from '../i18n/locales';
import { Flag } from './Flag';

/**
 * The narrow header's language control: it shows the page's own language (flag and code) and opens the
 * mobile menu at its language list. Its name says both ("Language: Deutsch (DE). Change language"), and
 * holds the visible code, so speech users can say what they see.
 */
export function LanguageToggle({
  expanded,
  onOpen,
  ref,
}: {
  expanded: boolean;
  onOpen: () => void;
  ref: Ref<HTMLButtonElement>;
}) {
  const { t, locale } = useI18n();
  return (
    <button
      ref={ref}
      type="button"
      className="pill-button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls="mobile-menu"
      aria-label={t('header.changeLanguage', { name: `${localeInfo[locale].endonym} (${locale.toUpperCase()})` })}
      onClick={onOpen}
      data-testid="language-toggle"
    >
      <Flag locale={locale} />
      <span aria-hidden="true">{locale.toUpperCase()}</span>
      <ChevronDown aria-hidden="true" size={16} />
    </button>
  );
}
