/**
 * The inline pre-paint script, as built (state/prePaintEntry.ts bundled by build/prePaintPlugin.ts): it runs
 * here against a stand-in document, and its banner decision is checked against consentLanguage, which the
 * app's banner uses. The decisions themselves are tested in themeChoice.test.ts and consentLanguage.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { prePaintScript } from '../../src/state/prePaintScript';
import { consentLanguage } from '../../src/i18n/consent/language';
import { defaultLocale, locales, type Locale } from '../../src/i18n/locales';
import { consentChoiceAttribute, consentChoices, consentPendingClass } from '../../src/state/consent';
import { storageKeys } from '../../src/state/storage';
import { presentablePageAttribute, presentingClass, standClass } from '../../src/state/demoStart';

class FakeElement {
  constructor(private readonly choice: string | null) {}
  closest(selector: string): FakeElement | null {
    return selector === `[${consentChoiceAttribute}]` && this.choice !== null ? this : null;
  }
  getAttribute(name: string): string | null {
    return name === consentChoiceAttribute ? this.choice : null;
  }
}

interface Setting {
  lang: Locale;
  /** The globe demo's page (build/renderPage.tsx marks its <html>) and the address's query. */
  presentable?: boolean;
  search?: string;
  languages?: readonly string[];
  stored?: Record<string, string>;
  prefersDark?: boolean;
}

function runScript({
  lang,
  languages = [],
  stored = {},
  prefersDark = false,
  presentable = false,
  search = '',
}: Setting) {
  const classes = new Set<string>();
  const root = {
    lang,
    hasAttribute: (name: string) => presentable && name === presentablePageAttribute,
    dataset: {} as Record<string, string>,
    classList: {
      add: (name: string) => classes.add(name),
      remove: (name: string) => classes.delete(name),
      toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
    },
  };
  const storage = new Map(Object.entries(stored));
  const clickListeners: ((event: { target: unknown }) => void)[] = [];
  const document = {
    documentElement: root,
    addEventListener: (type: string, listener: (event: { target: unknown }) => void) => {
      if (type === 'click') clickListeners.push(listener);
    },
  };
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  };
  const matchMedia = (query: string) => ({ matches: prefersDark && query === '(prefers-color-scheme: dark)' });
  // The script is the site's own, built as a string for the page; its globals are passed in.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const script = new Function(
    'document',
    'localStorage',
    'matchMedia',
    'navigator',
    'Element',
    'location',
    prePaintScript,
  ) as (...globals: unknown[]) => void;
  script(document, localStorage, matchMedia, { languages }, FakeElement, { search });
  const click = (choice: string | null): void => {
    for (const listener of clickListeners) listener({ target: new FakeElement(choice) });
  };
  return { classes, storage, root, click };
}

const browserLanguageLists: readonly (readonly string[])[] = [
  [],
  ['en-GB'],
  ['de-DE', 'en'],
  ['TR-tr'],
  ['fr-CA', 'de'],
  ['sv-SE', 'tr', 'en'],
  ['sv', 'fi'],
  ['zh-Hans-CN'],
  ['ar-EG', 'de'],
  ['pt-BR', 'es'],
];

describe('the pre-paint script', () => {
  it('is one small self-contained statement, so that its CSP hash covers all of it', () => {
    // 752 characters when hand-written; the bundle keeps the shared decisions as small functions. Raised from
    // 1200 on 2026-11-28, a decision: the globe demo's stage from the first paint (state/demoStart.ts)
    // took 164 characters, 1229 in all. Raised to 1400 on 2026-12-07, a decision: a stand's brand from the
    // first paint (standsAtStart) took 119 characters, 1348 in all.
    expect(prePaintScript.length).toBeLessThan(1400);
    expect(prePaintScript).toMatch(/^\(function\(\)\{.*\}\)\(\);$/);
    expect(prePaintScript).not.toMatch(/\n|\bimport\b|\bexport\b|\brequire\(|<\/script/);
  });

  it('shows the banner at first paint exactly when it will speak the page language', () => {
    for (const lang of locales) {
      for (const languages of browserLanguageLists) {
        const banner = consentLanguage(lang, lang !== defaultLocale, languages);
        const { classes } = runScript({ lang, languages });
        expect(
          classes.has(consentPendingClass),
          `${lang} page, browser ${languages.join(',') || '(none)'}: banner in ${banner}`,
        ).toBe(banner === lang);
      }
    }
  });

  it('shows no banner once a choice is stored, and a banner for anything else stored under the key', () => {
    for (const choice of consentChoices)
      expect(
        runScript({ lang: 'de', stored: { [storageKeys.consent]: choice } }).classes.has(consentPendingClass),
      ).toBe(false);
    expect(runScript({ lang: 'de', stored: { [storageKeys.consent]: 'maybe' } }).classes.has(consentPendingClass)).toBe(
      true,
    );
  });

  it('stores a choice clicked before hydration and hides the banner; after hydration React handles it', () => {
    const early = runScript({ lang: 'tr' });
    early.click(null);
    expect(early.classes.has(consentPendingClass)).toBe(true);
    early.click('declined');
    expect(early.storage.get(storageKeys.consent)).toBe('declined');
    expect(early.classes.has(consentPendingClass)).toBe(false);

    const late = runScript({ lang: 'tr' });
    late.root.dataset.hydrated = 'true';
    late.click('accepted');
    expect(late.storage.has(storageKeys.consent)).toBe(false);
  });

  it('picks the stored theme first, then the system preference, and marks the page as scripted', () => {
    expect(runScript({ lang: 'en', prefersDark: true }).classes).toEqual(new Set(['js', 'dark', consentPendingClass]));
    expect(
      runScript({ lang: 'en', prefersDark: true, stored: { [storageKeys.theme]: 'light' } }).classes.has('dark'),
    ).toBe(false);
    expect(runScript({ lang: 'en', stored: { [storageKeys.theme]: 'dark' } }).classes.has('dark')).toBe(true);
    expect(runScript({ lang: 'en' }).classes.has('dark')).toBe(false);
  });

  it('presents the globe demo from the first paint when its address opens a stage, and on no other page', () => {
    const demo = (search: string) => runScript({ lang: 'de', presentable: true, search }).classes.has(presentingClass);
    for (const search of ['?kiosk=1', '?v1=d:800&kiosk=1&every=30&tour=1', '?present=1&follow=1', '?show=2&present=1'])
      expect(demo(search), search).toBe(true);
    for (const search of ['', '?show=2', '?kiosk=0', '?present=0&v1=d:800', '?kiosk=10', '?nokiosk=1'])
      expect(demo(search), search).toBe(false);
    expect(runScript({ lang: 'de', search: '?kiosk=1' }).classes.has(presentingClass)).toBe(false);
  });

  it("shows a stand's brand from the first paint on a kiosk and an audience window, not on a presenter's link", () => {
    const stand = (search: string) => runScript({ lang: 'de', presentable: true, search }).classes.has(standClass);
    for (const search of ['?kiosk=1', '?v1=d:800&kiosk=1&every=30&tour=1', '?present=1&follow=1'])
      expect(stand(search), search).toBe(true);
    for (const search of ['', '?show=2&present=1', '?kiosk=0', '?follow=0&present=1'])
      expect(stand(search), search).toBe(false);
    expect(runScript({ lang: 'de', search: '?kiosk=1' }).classes.has(standClass)).toBe(false);
  });
});
