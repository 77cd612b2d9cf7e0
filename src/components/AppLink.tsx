import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../i18n/I18nProvider';
import { localizePath, type Locale } from '../i18n/locales';
import { scrollToId } from '../app/scrolling';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Locale-free path from the route table ("/about"). */
  to: string;
  /** Section id on the target page ("services"). */
  hash?: string;
  /** Link into another language than the page's own. */
  locale?: Locale;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Internal link: a real <a href> (works without JavaScript and for crawlers), navigated client-side so the
 * globe stays mounted. A link to a section of the current page scrolls there smoothly instead.
 */
export function AppLink({ to, hash, locale, children, onClick, ...rest }: AppLinkProps) {
  const { locale: pageLocale } = useI18n();
  const [location, navigate] = useLocation();
  const target = localizePath(to, locale ?? pageLocale);
  const href = hash ? `${target}#${hash}` : target;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event) || rest.target === '_blank') return;
    event.preventDefault();
    if (hash && target === location) {
      window.history.pushState(null, '', href);
      scrollToId(hash, 'smooth');
      return;
    }
    navigate(href);
  };

  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
