import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { skipConsent } from './support/forms';
import { waitForHydration } from './support/hydration';
import { localizePath, locales, pageCases } from './support/site';
import { watchPage } from './support/watch';
import { splitLocale } from '../../src/i18n/locales';

// Hydration takes over the prerendered page as it is: nothing the visitor already sees is removed and
// drawn again (that would flash, shift the layout and lose what was selected or scrolled to). Nor does it
// start Intl: the first formatter loads ICU's locale data, 15-40 ms of blocked main thread, so every
// date, weekday, country and figure a page shows on load was formatted at build time.
for (const path of ['/', '/about', '/de/services/it', '/tr/contact', '/careers', '/globe-demo', '/de/privacy-policy']) {
  test(`${path}: hydration keeps the prerendered page's elements and starts no Intl formatter`, async ({ page }) => {
    await skipConsent(page);
    await page.addInitScript(() => {
      const removed: string[] = [];
      const intlBeforeHydration: string[] = [];
      Object.assign(window, { removedWhileLoading: removed, intlBeforeHydration });
      for (const name of [
        'NumberFormat',
        'DateTimeFormat',
        'DisplayNames',
        'PluralRules',
        'Collator',
        'ListFormat',
        'RelativeTimeFormat',
      ] as const) {
        const note = (args: unknown[]): void => {
          if (!document.documentElement.dataset.hydrated)
            intlBeforeHydration.push(`Intl.${name}(${JSON.stringify(args)})`);
        };
        // A transparent proxy: called with or without `new`, the formatter behaves as before; its use is noted.
        const watched = new Proxy(Intl[name] as unknown as new (...args: unknown[]) => object, {
          construct: (target, args, newTarget) => (note(args), Reflect.construct(target, args, newTarget) as object),
          apply: (target, self, args) => (
            note(args),
            Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args)
          ),
        });
        Object.defineProperty(Intl, name, { value: watched, configurable: true, writable: true });
      }
      new MutationObserver((records) => {
        for (const record of records) {
          const parent = record.target;
          // Inside the page frame and the footer: the shell swaps its own placeholders (banner, globe still).
          if (!(parent instanceof Element) || !parent.closest('.page-frame, footer')) continue;
          for (const node of record.removedNodes) {
            if (node instanceof Element)
              removed.push(
                `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} from ${parent.tagName.toLowerCase()}`,
              );
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await waitForHydration(page);
    const seen = await page.evaluate(() => {
      const { removedWhileLoading, intlBeforeHydration } = window as unknown as Record<
        'removedWhileLoading' | 'intlBeforeHydration',
        string[]
      >;
      return { removedWhileLoading, intlBeforeHydration };
    });
    expect(seen.removedWhileLoading).toEqual([]);
    expect(seen.intlBeforeHydration).toEqual([]);
  });
}

/** The version of react-dom the lock file installs: the one runtime that may render the pages. */
const reactDomVersion = (
  JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
    packages: Record<string, { version: string }>;
  }
).packages['node_modules/react-dom']?.version;

test('React DOM itself hydrates the page: one renderer, the installed version, committing to #root', async ({
  page,
}) => {
  // The hook React's developer tools install: React DOM announces itself to it and reports every commit.
  await page.addInitScript(() => {
    const seen = { renderers: [] as { name: string; version: string }[], roots: [] as string[] };
    Object.assign(window, {
      reactSeen: seen,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: { rendererPackageName: string; version: string }) {
          seen.renderers.push({ name: renderer.rendererPackageName, version: renderer.version });
          return seen.renderers.length;
        },
        onCommitFiberRoot(_id: number, root: { containerInfo?: Element }) {
          const id = root.containerInfo?.id ?? '(none)';
          if (!seen.roots.includes(id)) seen.roots.push(id);
        },
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onScheduleFiberRoot: () => undefined,
        checkDCE: () => undefined,
      },
    });
  });
  await page.goto('/de/services/it?globe=2d');
  await waitForHydration(page);
  const seen = await page.evaluate(
    () => (window as unknown as { reactSeen: { renderers: unknown[]; roots: string[] } }).reactSeen,
  );
  expect(reactDomVersion).toMatch(/^19\./);
  expect(seen.renderers).toEqual([{ name: 'react-dom', version: reactDomVersion }]);
  expect(seen.roots).toEqual(['root']);
});

/**
 * A page prerendered in the light theme and opened on a dark system: the pre-paint script turns it dark before
 * the first paint, and hydration must take it over without a mismatch. One page of each kind, the languages
 * in turn (the quality matrix switches the theme after load, on every page).
 */
const onePagePerKind = [...new Map(pageCases.map((pageCase) => [pageCase.route.page, pageCase.url])).values()]
  .map((url, at) => localizePath(splitLocale(url).path, locales[at % locales.length] ?? 'en'))
  .concat('/de/no-such-page');

test.describe('dark theme from the start', () => {
  test.use({ colorScheme: 'dark' });
  for (const url of onePagePerKind) {
    test(`${url} hydrates in the dark theme without a mismatch or an error`, async ({ page, baseURL }) => {
      const problems = await watchPage(page, new URL(baseURL ?? '').origin, {
        notFoundPage: url.endsWith('/no-such-page'),
      });
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [], foreignRequests: [] });
    });
  }
});
