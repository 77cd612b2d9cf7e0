import { expect, type Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales';
import { gotoHydrated } from './hydration';
import { dictionaries } from './site';

interface FocusStop {
  key: string;
  /** Where the visitor sees the focus: `self`, the element drawn in the control's place, or nothing. */
  ring: string | undefined;
}

/** What the visitor can operate with the keyboard: links, buttons and every kind of form control. */
const controls = 'a[href], button, input, select, textarea';

/**
 * Defines the page's `controlKey`: a control as the sweep names it. A link or button by its target and words,
 * a form control by its kind, name and label, so that a radio of a group is told from the others.
 */
async function defineControlKey(page: Page): Promise<void> {
  await page.evaluate(() => {
    const scope = window as unknown as { controlKey?: (element: Element) => string };
    scope.controlKey ??= (element) => {
      const label = element.getAttribute('aria-label') ?? '';
      if (!(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      ))
        return `${element.tagName}|${element.getAttribute('href') ?? ''}|${element.textContent.trim()}|${label}`;
      const labelText = [...(element.labels ?? [])].map((each) => each.textContent.trim()).join(' ');
      return `${element.tagName}|${element.type}|${element.name || element.id}|${labelText || label}`;
    };
  });
}

/**
 * Tabs through the whole page, recording each focused control and where its focus ring shows. A control that
 * is visually replaced (a radio or checkbox under a drawn chip, a file input under its button: transparent,
 * or clipped to a pixel) shows its focus on what is drawn for it, its label or what follows it
 * (`input:focus-visible + .chip`): the ring counts there, on something the visitor sees. A control that
 * script places once it has focus (the hero globe's circle) is looked at again over the next frames.
 */
export async function tabThrough(page: Page, limit = 120): Promise<FocusStop[]> {
  await defineControlKey(page);
  const stops: FocusStop[] = [];
  for (let index = 0; index < limit; index += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(async () => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      // Stop once focus comes back round to a control already visited (same element, not same text).
      const scope = window as unknown as { focusSeen?: Set<Element>; controlKey: (element: Element) => string };
      const seen = (scope.focusSeen ??= new Set<Element>());
      if (seen.has(element)) return null;
      seen.add(element);
      const shown = (candidate: Element): boolean => {
        const box = candidate.getBoundingClientRect();
        const style = getComputedStyle(candidate);
        return box.width > 1 && box.height > 1 && Number(style.opacity) > 0 && style.clipPath === 'none';
      };
      const ringed = (candidate: Element): boolean => {
        const style = getComputedStyle(candidate);
        const colour = style.outlineColor.replace(/\s/g, '');
        return (
          style.outlineStyle !== 'none' &&
          parseFloat(style.outlineWidth) >= 2 &&
          colour !== 'transparent' &&
          !/,0\)$/.test(colour)
        );
      };
      const describe = (candidate: Element): string =>
        `${candidate.tagName.toLowerCase()}${[...candidate.classList].map((name) => `.${name}`).join('')}`;
      // A control placed by script once focused (the hero globe's circle, sized by the globe's next frame, which
      // its worker reports): looked at again over the page's next frames, at most 30.
      for (let frame = 0; frame < 30 && !shown(element); frame += 1)
        await new Promise((resolve) => requestAnimationFrame(resolve));
      let ring: string | undefined;
      if (shown(element)) ring = ringed(element) ? 'self' : undefined;
      else {
        // What is drawn in its place: its labels, and what follows it (each with what it holds).
        const drawn = [
          ...((element as HTMLInputElement).labels ?? []),
          ...[element.nextElementSibling, element.parentElement?.nextElementSibling].filter(
            (sibling): sibling is Element => sibling != null,
          ),
        ].flatMap((holder) => [holder, ...holder.querySelectorAll('*')]);
        const holder = drawn.find((candidate) => shown(candidate) && ringed(candidate));
        ring = holder && describe(holder);
      }
      return { key: scope.controlKey(element), ring };
    });
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

/**
 * Every visible control that Tab should reach, in the same key format: of a radio group, the checked radio
 * (or the first, where none is checked), since the arrow keys move within the group.
 */
async function visibleControls(page: Page): Promise<string[]> {
  await defineControlKey(page);
  return page.evaluate((selector) => {
    const scope = window as unknown as { controlKey: (element: Element) => string };
    const groups = new Set<string>();
    return (
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((element) => element.offsetParent !== null || getComputedStyle(element).position === 'fixed')
        .filter((element) => element.getClientRects().length > 0)
        .filter((element) => !(element as HTMLInputElement).disabled && element.closest('[inert]') === null)
        // A tab list's other tabs are reached with the arrow keys, not Tab (WAI-ARIA tabs pattern): checked apart.
        .filter((element) => !(element.getAttribute('role') === 'tab' && element.tabIndex === -1))
        // A field hidden from people on purpose (the forms' trap for bots): out of the tab order and of the tree.
        .filter((element) => !(element.tabIndex < 0 && element.closest('[aria-hidden="true"]')))
        // Links for screen readers and print only (home's globe in words), out of the tab order because the
        // same links are on screen (the globe's markers).
        .filter((element) => !(element.tabIndex < 0 && element.closest('.visually-hidden')))
        .filter((element) => {
          if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.name === '') return true;
          const group = [...document.querySelectorAll<HTMLInputElement>(`input[type="radio"]`)].filter(
            (radio) => radio.name === element.name && radio.form === element.form,
          );
          const stop = group.find((radio) => radio.checked) ?? group[0];
          if (stop !== element || groups.has(element.name)) return false;
          groups.add(element.name);
          return true;
        })
        .map((element) => scope.controlKey(element))
    );
  }, controls);
}

/**
 * The sweep the accessibility statement describes, on one page: with the cookie banner open, Tab reaches every
 * visible link, button and form control, the skip link first, each with a focus ring the visitor sees; a tab
 * list's other tabs by the arrow keys.
 */
export async function sweepPage(page: Page, url: string, locale: Locale, width = 1440): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await gotoHydrated(page, url);
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  const stops = await tabThrough(page, 400);
  expect(stops[0]?.key).toContain(dictionaries[locale].header.skipLink);
  expect(stops.filter((stop) => stop.ring === undefined)).toEqual([]);
  const reached = new Set(stops.map((stop) => stop.key));
  const missed = (await visibleControls(page)).filter(
    (control) => !reached.has(control) && !control.includes(dictionaries[locale].header.skipLink),
  );
  expect(missed).toEqual([]);
  // A tab list (home's services): Tab reaches its selected tab, the arrow keys the others.
  const tabs = page.getByRole('tab');
  if ((await tabs.count()) > 1) {
    await page.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
  }
}
