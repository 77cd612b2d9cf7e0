import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../src/i18n/dictionary';
import { allMessages } from '../../src/i18n/allMessages';
import { createTranslator } from '../../src/i18n/translator';

const { de, en } = allMessages;

describe('createTranslator', () => {
  it('fills placeholders', () => {
    const { t } = createTranslator('en', en);
    expect(t('footer.copyright', { year: 2026, company: 'ACME GmbH' })).toBe('© 2026 ACME GmbH. All rights reserved.');
  });

  it('answers in its own language', () => {
    expect(createTranslator('de', de).t('nav.contact')).toBe('Kontakt');
  });

  it('throws on a key that resolves to nothing instead of rendering an empty string', () => {
    const { t } = createTranslator('en', en);
    expect(() => t('nav.nothing' as MessageKey)).toThrow(/Missing message "nav.nothing"/);
  });
});
