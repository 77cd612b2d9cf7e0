/**
 * Internal links. AppLink names its target by route id (the route table's, so a wrong id does not compile);
 * CurrentPageLink links to the page being shown, as visited, in another language (the language menus).
 */
import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { useI18n } from '../i18n/I18nProvider';
import { localizePath, type Locale } from '../i18n/locales';
import { collectionPages, routeLocales, routePath, type RouteId } from '../routes/routes';
import { markPressed } from '../navigation/pressedLink';
import { scrollToId } from '../browser/scrolling';
import { useCurrentRoute } from '../routes/useCurrentRoute';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Section id on the target page ("services"). */
  hash?: string;
  /** The target's query, for what a page reads from its URL (the contact form's service: routes/contactPreset.ts `servicePreset`). */
  query?: Readonly<Record<string, string>>;
  /** Link into another language than the page's own. */
  locale?: Locale;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

interface AppLinkProps extends LinkProps {
  /** The target page's id in the route table ("about", serviceRouteId('it')). */
  route: RouteId;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A real <a href> (works without JavaScript and for crawlers), navigated client-side so the globe stays
 * mounted. A link to a section of the current page scrolls there smoothly instead.
 */
function PathLink({ path, hash, query, locale, children, onClick, ...rest }: LinkProps & { path: string }) {
  const { locale: pageLocale } = useI18n();
  const target = localizePath(path, locale ?? pageLocale);
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  const href = `${target}${search}${hash ? `#${hash}` : ''}`;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event) || rest.target === '_blank') return;
    event.preventDefault();
    // The address, read at the click: a link that subscribed to the location would render again at every
    // navigation, dozens of them in the header and footer.
    if (hash && !search && target === window.location.pathname) {
      window.history.pushState(null, '', href);
      scrollToId(hash, 'smooth');
      return;
    }
    // Another page: the link answers the tap in the press's own frame (navigation/pressedLink.ts).
    if (target !== window.location.pathname) markPressed(event.currentTarget, target);
    navigate(href);
  };

  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}

/** Link to a page of the route table, by id. */
export function AppLink({ route, ...rest }: AppLinkProps) {
  return <PathLink path={routePath(route)} {...rest} />;
}

/**
 * Link to the page being shown, at its address as visited (a 404's too), e.g. in another language. A news
 * article or job opening without a file in that language links to its list there instead of a 404.
 */
export function CurrentPageLink(props: LinkProps) {
  const { path, route } = useCurrentRoute();
  const missing = route.entry && props.locale !== undefined && !routeLocales(route).includes(props.locale);
  return (
    <PathLink
      path={missing && route.entry ? routePath(collectionPages[route.entry.collection].list) : path}
      {...props}
    />
  );
}
