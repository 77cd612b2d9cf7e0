/** The one locale registry: every language has a loader, and node code and the browser get the same dictionaries. */
import { describe, expect, it } from 'vitest';
import { allMessages } from '../../src/i18n/allMessages';
import { loadedMessages, loadMessages } from '../../src/i18n/load';
import { dictionaryLoaders, locales, messagesModule } from '../../src/i18n/locales';

describe('the locale registry', () => {
  it('has a dictionary loader for each site language and no other', () => {
    expect(Object.keys(dictionaryLoaders).sort()).toEqual([...locales].sort());
  });

  it.each(locales)('gives node code and the browser the same %s dictionary', async (locale) => {
    expect(loadedMessages(locale)).toBeUndefined();
    const loaded = await loadMessages(locale);
    expect(loaded).toBe(allMessages[locale]);
    expect(loadedMessages(locale)).toBe(loaded);
  });

  it('names each dictionary module as the build manifest does', () => {
    expect(locales.map(messagesModule)).toEqual(['src/i18n/dict/en.ts', 'src/i18n/dict/de.ts', 'src/i18n/dict/tr.ts']);
  });
});
