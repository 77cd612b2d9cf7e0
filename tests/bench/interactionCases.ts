/**
 * The interactions `npm run bench -- interactions` times (issue 39): what a visitor does once a page is
 * there. Each case opens its page unthrottled, prepares what comes before the measured tap, and then acts
 * once at the calibrated slowdown. Names come from the dictionaries the site is built from.
 */
import type { Locator, Page } from '@playwright/test';
import { consentTexts } from '../../src/i18n/consent/allTexts';
import type { BareEffect } from './bareFloor';
import { dictionaries } from '../e2e/support/site';

const en = dictionaries.en;

type Viewport = 'desktop' | 'phone';

export interface InteractionCase {
  name: string;
  path: string;
  viewport: Viewport;
  /** Leaves the cookie banner up (the case answers it). */
  keepBanner?: boolean;
  /** Unthrottled, before the measurement: what the visitor did before the measured interaction. */
  prepare?: (page: Page) => Promise<void>;
  /**
   * The measured interaction, at the calibrated slowdown: a press on `target` (a click, on a phone a tap) at
   * its centre, found before the CPU slows down so that only the site's own work is timed (Playwright's
   * checks before a locator's click run scripts in the page), or `act` for keys and drags.
   */
  target?: (page: Page) => Locator;
  act?: (page: Page) => Promise<void>;
  /** A link: also time the next page's heading. */
  navigates?: boolean;
  /** Also time the same press on the page's HTML and CSS alone, answered by a bare handler (bareFloor.ts). */
  floor?: { effect: BareEffect; selector: string };
}

const header = (page: Page) => page.getByTestId('site-header');
/** A radio's label, where a visitor presses (the input itself may be drawn as part of it). */
const choiceLabel = (page: Page, name: string) =>
  page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });

/** Drags the hero globe 160 px to the left over 8 moves, as a visitor's swipe would. */
async function dragGlobe(page: Page): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  const x = size.width * 0.7;
  const y = size.height * 0.45;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - 160, y, { steps: 8 });
  await page.mouse.up();
}

export const interactionCases: readonly InteractionCase[] = [
  {
    name: 'home: choose the energy tab',
    path: '/',
    viewport: 'desktop',
    target: (page) =>
      page.getByRole('tablist', { name: en.catalogue.tabsLabel }).getByRole('tab', { name: en.services.energy.name }),
  },
  {
    name: 'home: open the phone menu',
    path: '/',
    viewport: 'phone',
    target: (page) => header(page).getByRole('button', { name: en.header.openMenu }),
    floor: { effect: 'phone menu', selector: '[data-testid=menu-button]' },
  },
  {
    name: 'about: dark theme',
    path: '/about',
    viewport: 'desktop',
    target: (page) => header(page).getByRole('button', { name: en.header.darkTheme }),
    floor: { effect: 'theme', selector: '[data-testid=theme-toggle]' },
  },
  {
    name: 'services: choose the energy filter',
    path: '/services',
    viewport: 'desktop',
    target: (page) => choiceLabel(page, en.services.energy.name),
  },
  {
    name: 'home → about, header link',
    path: '/',
    viewport: 'desktop',
    navigates: true,
    target: (page) => header(page).getByRole('link', { name: en.nav.about }).first(),
    floor: { effect: 'navigation', selector: '[data-testid=site-header] nav a[href="/about"]' },
  },
  {
    name: 'about → IT services, footer link',
    path: '/about',
    viewport: 'desktop',
    navigates: true,
    target: (page) => page.locator('.site-footer').getByRole('link', { name: en.services.it.name }),
    floor: { effect: 'navigation', selector: '.site-footer a[href="/services/it"]' },
  },
  {
    name: 'about → Deutsch, language menu',
    path: '/about',
    viewport: 'desktop',
    navigates: true,
    prepare: (page) =>
      header(page)
        .getByRole('button', { name: /^Language: English/ })
        .click(),
    target: (page) => header(page).getByRole('link', { name: 'Deutsch' }),
    floor: { effect: 'navigation', selector: '[data-testid=site-header] a[href="/de/about"]' },
  },
  {
    name: 'services → energy, card link',
    path: '/services',
    viewport: 'desktop',
    navigates: true,
    target: (page) =>
      page
        .getByTestId('overview-cards')
        .getByRole('link', { name: en.overview.openCategory.replace('{{name}}', en.services.energy.name) }),
    floor: { effect: 'navigation', selector: '[data-testid=overview-cards] a[href="/services/energy"]' },
  },
  {
    name: 'contact: type in the message field',
    path: '/contact',
    viewport: 'desktop',
    prepare: (page) => page.locator('#contact-message').focus(),
    act: (page) => page.keyboard.press('a'),
  },
  {
    name: 'accept cookies',
    path: '/about',
    viewport: 'desktop',
    keepBanner: true,
    target: (page) => page.getByTestId('cookie-banner').getByRole('button', { name: consentTexts.en.accept }),
  },
  {
    name: 'home: drag the globe',
    path: '/',
    viewport: 'desktop',
    act: dragGlobe,
  },
  {
    name: 'about: open the phone menu',
    path: '/about',
    viewport: 'phone',
    target: (page) => header(page).getByRole('button', { name: en.header.openMenu }),
    floor: { effect: 'phone menu', selector: '[data-testid=menu-button]' },
  },
  {
    name: 'demo: choose variant 2',
    path: '/globe-demo',
    viewport: 'desktop',
    target: (page) => choiceLabel(page, en.globeDemo.variant.replace('{{number}}', '2')),
  },
  {
    name: 'demo: more dots (arrow key on the slider)',
    path: '/globe-demo',
    viewport: 'desktop',
    prepare: (page) => page.getByRole('slider', { name: en.globeDemo.dots }).focus(),
    act: (page) => page.keyboard.press('ArrowRight'),
  },
];
