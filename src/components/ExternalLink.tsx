import ExternalIcon from 'lucide-react/icons/external-link';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/I18nProvider';

/** A link to another site: new tab, no opener, no referrer, and said so to screen readers. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalIcon aria-hidden="true" size={14} />
      <span className="visually-hidden"> {t('footer.newTab')}</span>
    </a>
  );
}
