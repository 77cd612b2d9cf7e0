import { useEffect, type RefObject } from 'react';

/** Air between a revealed field and the banner or header, in CSS pixels. */
const clearance = 8;

/**
 * What a visitor operates. A container the page's own script focuses (tabindex -1: the main content after a
 * path change, a section reached by its #id) is left where that script scrolled it: revealing it would move a
 * new page down from its top.
 */
const operable =
  'a[href], area[href], button, input, select, textarea, summary, iframe, [contenteditable=""], [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/**
 * The control's box, grown to take in its form's submit button where both fit in the room: a field shown
 * just above the banner would leave "Send message" half under it, where a click hits the banner.
 */
function withSubmit(control: HTMLElement, room: number): { top: number; bottom: number } {
  const box = control.getBoundingClientRect();
  const submit = control.closest('form')?.querySelector('[type="submit"]');
  if (!submit || submit === control) return box;
  const button = submit.getBoundingClientRect();
  const top = Math.min(box.top, button.top);
  const bottom = Math.max(box.bottom, button.bottom);
  return bottom - top <= room ? { top, bottom } : box;
}

/**
 * Scrolls a focused control fully into the room between the fixed header and the banner: below the banner's
 * top edge, below the header's bottom, with its form's submit button where both fit; a control taller than that room
 * shows from its top.
 */
function revealAboveBanner(control: HTMLElement, banner: HTMLElement): void {
  const bannerBox = banner.getBoundingClientRect();
  // Hidden by CSS (a choice stored but not read yet): nothing covers the page.
  if (bannerBox.height === 0) return;
  const roomTop = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
  const roomBottom = bannerBox.top;
  const box = withSubmit(control, roomBottom - roomTop - 2 * clearance);
  let scrollBy = 0;
  if (box.bottom > roomBottom - clearance) scrollBy = box.bottom - (roomBottom - clearance);
  if (box.top - scrollBy < roomTop + clearance) scrollBy = box.top - (roomTop + clearance);
  if (Math.abs(scrollBy) >= 1) window.scrollBy({ top: scrollBy, behavior: 'instant' });
}

/**
 * While the cookie banner is up, a control that takes focus (by Tab, by a tap on the part still in view, or
 * by a script) is never left under the banner or the header: WCAG 2.2's 2.4.12, Focus Not Obscured
 * (Enhanced). The page's scroll-padding covers keyboard focus only, and only as far as the banner's usual
 * height; this measures the banner as it is.
 */
export function useFocusAboveBanner(banner: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    const onFocus = (event: FocusEvent): void => {
      const control = event.target;
      const region = banner.current;
      if (!(control instanceof HTMLElement) || !region || region.contains(control)) return;
      // Scrolling the page cannot move what stays put: the fixed header, a dialog over the page.
      if (control.closest('dialog, .site-header')) return;
      if (!control.matches(operable)) return;
      // After the browser's own scrolling to the focused control, which may already have done it.
      requestAnimationFrame(() => revealAboveBanner(control, region));
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [banner, shown]);
}
