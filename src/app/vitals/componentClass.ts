/**
 * The kind of thing an interaction was with, from the roles and classes the site's markup gives it: the
 * measurement says "a card was slow", never which card, its selector or its text.
 */
import type { InteractionComponent } from '../../fieldVitals/beacon';

/** Checked in this order: a link inside a card is the card's, a button inside the menu the menu's. */
const kinds: readonly (readonly [InteractionComponent, string])[] = [
  ['marker', '.globe-marker, .globe-markers'],
  ['card', '.card, .globe-card, .blog-card, .news-card, .job-card, .overview-card, .service-card'],
  ['menu', 'header, nav, [role="menu"], [role="dialog"], .language-menu, .mobile-menu, .cookie-banner'],
  ['form', 'form'],
  ['link', 'a[href]'],
];

export function componentClass(node: Node | null): InteractionComponent {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  if (!element) return 'other';
  return kinds.find(([, selector]) => element.closest(selector) !== null)?.[0] ?? 'other';
}

/** The attribution's string back as a class: anything else (the library's own selector) is `other`. */
export function asComponent(target: string | undefined): InteractionComponent {
  return kinds.find(([kind]) => kind === target)?.[0] ?? 'other';
}
