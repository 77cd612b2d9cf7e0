/**
 * The one headless Chromium of the benchmark, launched with chrome-launcher so that Lighthouse can use
 * it too, and driven by Playwright over CDP for everything else.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';

import { chromiumPath, quietChromiumArgs, softwareWebglArgs } from '../e2e/support/browser';

export { chromiumPath };

export const chromeFlags = [
  '--headless=new',
  // WebGL through SwiftShader: there is no GPU here, and the WebGL globe must really run.
  ...softwareWebglArgs,
  ...quietChromiumArgs,
  '--window-size=1280,900',
  // Nothing but 127.0.0.1 can be reached: every other host name fails to resolve.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  // Chromium refuses to start its sandbox as root (containers).
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

export function launchChrome(extraFlags: readonly string[] = []): Promise<LaunchedChrome> {
  return launch({ chromePath: chromiumPath, chromeFlags: [...chromeFlags, ...extraFlags], logLevel: 'silent' });
}

export interface Attached {
  browser: Browser;
  context: BrowserContext;
}

/**
 * `noDefaults` keeps Playwright from turning on focus emulation, which would keep every tab "visible":
 * the hidden-tab measurement needs a background tab to really be hidden.
 */
export async function attach(chrome: LaunchedChrome): Promise<Attached> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`, { noDefaults: true });
  const [context] = browser.contexts();
  if (!context) throw new Error('Chromium has no default context');
  return { browser, context };
}

/**
 * A new foreground tab, the only one: without focus emulation a tab behind another is hidden and gets
 * no animation frames, so each measurement runs alone in front.
 */
export async function freshPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  for (const other of context.pages()) if (other !== page) await other.close();
  await page.bringToFront();
  return page;
}

export type StageRenderer = 'webgl' | 'flat';

/** Waits until the globe stage shows this renderer and it has drawn at least one frame. */
export async function waitForRenderer(page: Page, renderer: StageRenderer, timeout = 90_000): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const stage = document.querySelector<HTMLElement>('[data-testid=globe-stage]');
      return stage?.dataset.renderer === expected && (window.__globe?.frames ?? 0) > 0;
    },
    renderer,
    { timeout, polling: 100 },
  );
}

export const framesDrawn = (page: Page): Promise<number> => page.evaluate(() => window.__globe?.frames ?? Number.NaN);
