/** The browser's dictionary parts (src/i18n/parts.ts) add up to the whole dictionary node code reads. */
import { describe, expect, it } from 'vitest';
import { allMessages } from '../../src/i18n/allMessages';
import { loadMessages } from '../../src/i18n/load';
import { locales } from '../../src/i18n/locales';
import { loadParts, messagesParts, partModule } from '../../src/i18n/parts';
import { createTranslator } from '../../src/i18n/translator';
import { routes } from '../../src/routes/routes';

describe('the dictionary parts', () => {
  it.each(locales)('of %s, all loaded, are the whole dictionary, no word more or less', async (locale) => {
    expect(await loadParts(locale, ['core', ...messagesParts])).toEqual(allMessages[locale]);
  });

  it('do not overlap: each top-level section, and each service page, comes from one part only', async () => {
    const seen = new Map<string, string>();
    for (const part of ['core', ...messagesParts] as const) {
      const words = (await loadParts('en', [part])) as unknown as Record<string, object>;
      const sections = Object.entries(words).flatMap(([key, value]) =>
        key === 'servicePages' ? Object.keys(value).map((page) => `servicePages.${page}`) : [key],
      );
      for (const section of sections) {
        expect(seen.get(section), `${section} in ${part}`).toBeUndefined();
        seen.set(section, part);
      }
    }
    expect(seen.get('servicePages.it')).toBe('service:it');
    expect(seen.get('privacy')).toBe('legal');
    expect(seen.get('forms')).toBe('forms');
  });

  it('give a page only what it asked for, and keep what a language has loaded', async () => {
    const core = await loadParts('de', ['core']);
    expect(core.nav.home).toBe(allMessages.de.nav.home);
    expect('privacy' in core).toBe(false);
    const legal = loadMessages('tr', ['legal']);
    // One request per language and parts: React's use() must be handed the same promise on every render.
    expect(loadMessages('tr', ['legal'])).toBe(legal);
    const turkish = await legal;
    expect(turkish.privacy).toEqual(allMessages.tr.privacy);
    expect('forms' in turkish).toBe(false);
    expect(await loadMessages('tr', ['forms'])).toBe(turkish);
    expect(turkish.forms).toEqual(allMessages.tr.forms);
  });

  // A navigation is announced by the name of the page it goes to, in the words of the page it leaves.
  it.each(locales)('of %s: the core names every page the trail names by its key', async (locale) => {
    const { t } = createTranslator(locale, await loadParts(locale, ['core']));
    for (const { id, crumb } of routes)
      if (crumb && 'key' in crumb) expect(() => t(crumb.key), `${id}: ${crumb.key}`).not.toThrow();
  });

  it('name their modules as the build manifest does', () => {
    expect(partModule('de', 'core')).toBe('src/i18n/dict/core/de.ts');
    expect(partModule('tr', 'service:realEstate')).toBe('src/i18n/dict/services/tr/realEstate.ts');
    expect(partModule('en', 'legal')).toBe('src/i18n/dict/legal/en.ts');
  });
});
