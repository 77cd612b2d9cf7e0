/**
 * The places' pages with the sample content (tests/fixtures/content: the IT support opening at the head office in en
 * and de, the solar park article at Cottbus, which is none of the company's places): the head office's page lists the
 * opening in its language, or in English with the language said where it has no file; a market with nothing placed
 * says so and links the news and careers pages.
 */
import { expect, test } from '@playwright/test';
import { skipConsent } from './support/forms';
import { withoutWebgl } from './support/globe';
import { gotoHydrated } from './support/hydration';
import { dictionaries } from './support/site';

const titles = { en: 'IT support specialist (m/f/d)', de: 'IT-Supporter (m/w/d)' } as const;

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
  await withoutWebgl(page);
});

for (const locale of ['en', 'de'] as const) {
  test(`(${locale}) the head office's page lists the opening placed there`, async ({ page }) => {
    await gotoHydrated(page, locale === 'en' ? '/places/potsdam' : '/de/places/potsdam');
    const entries = page.getByTestId('place-entries');
    await expect(entries.getByRole('listitem')).toHaveCount(1);
    await expect(entries).toContainText(dictionaries[locale].placePages.entries.job);
    await expect(entries.getByRole('link', { name: titles[locale] })).toHaveAttribute(
      'href',
      locale === 'en' ? '/careers/it-support-specialist' : '/de/careers/it-support-specialist',
    );
  });
}

test("(tr) the head office's page lists the opening in English, saying so", async ({ page }) => {
  await gotoHydrated(page, '/tr/places/potsdam');
  const entries = page.getByTestId('place-entries');
  const link = entries.getByRole('link', { name: titles.en });
  await expect(link).toHaveAttribute('href', '/careers/it-support-specialist');
  await expect(link).toHaveAttribute('hreflang', 'en');
  await expect(entries).toContainText(dictionaries.tr.placePages.entries.inLanguage.en);
});

test('a market with nothing placed says so and links the news and careers pages', async ({ page }) => {
  await gotoHydrated(page, '/de/places/azerbaijan');
  const empty = page.getByTestId('place-entries-empty');
  await expect(empty).toContainText(dictionaries.de.placePages.entries.empty);
  await expect(empty.getByRole('link')).toHaveText([
    dictionaries.de.placePages.entries.newsLink,
    dictionaries.de.placePages.entries.careersLink,
  ]);
});
