/** Scrolls to a section and moves focus there, so keyboard and screen reader users land with the view. */
export function scrollToId(id: string, behavior: 'smooth' | 'auto'): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduced ? 'auto' : behavior, block: 'start' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  return true;
}
