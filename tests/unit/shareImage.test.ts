import { describe, expect, it } from 'vitest';
import { allMessages } from '../../src/i18n/allMessages';
import { locales } from '../../src/i18n/locales';
import { createTranslator } from '../../src/i18n/translator';
import { routes } from '../../src/routes/routes';
import { shareImageSize, shareImageWords } from '../../src/routes/shareImage';
import { pngSize } from '../../src/build/palettePng';
import { shareImageKit, shareImagePng } from '../../src/build/shareImage';

/** LinkedIn and others fetch the picture on every share: it stays small. */
const maxBytes = 80 * 1024;

const kit = shareImageKit();

describe('share pictures (og:image)', () => {
  for (const locale of locales) {
    it(`are 1200×630 PNGs under 80 KB, even with the longest heading in ${locale}`, async () => {
      const { t } = createTranslator(locale, allMessages[locale]);
      const words = routes.map((route) => shareImageWords(route, t, locale));
      const longest = words.reduce((a, b) => (b.heading.length > a.heading.length ? b : a));
      const png = await shareImagePng(longest, kit);
      expect(pngSize(png)).toEqual(shareImageSize);
      expect(png.byteLength).toBeLessThanOrEqual(maxBytes);
    });
  }

  it("fit an article's longest headline (120 characters, the schema's limit) under 80 KB", async () => {
    const heading =
      'Ausbildungsplätze 2027 in Potsdam: Kaufleute für Büromanagement, Fachinformatiker und Energiehändler '.padEnd(
        120,
        'x',
      );
    const png = await shareImagePng({ eyebrow: 'Aktuelles', heading }, kit);
    expect(pngSize(png)).toEqual(shareImageSize);
    expect(png.byteLength).toBeLessThanOrEqual(maxBytes);
  });
});
