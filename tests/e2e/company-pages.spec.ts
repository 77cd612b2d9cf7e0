import { expect, test } from '@playwright/test';
import { company, processorsInUse } from '../../src/content/company';
import { legalLastUpdated } from '../../src/content/legal';
import { formatDateWithIntl } from '../../src/i18n/intlFormat';
import { createTranslator } from '../../src/i18n/translator';
import { privacySectionHeadings } from '../privacySections';
import { dictionaries, localizePath, locales, type Locale } from './support/site';

/**
 * Each company page hydrated, one language per page kind in turn: what the server renders, in every language
 * and as a visitor without JavaScript reads it, is checked in tests/unit/companyRender.test.ts.
 */
const hydratedIn: Record<'about' | 'news' | 'contact' | 'careers' | 'privacy' | 'terms' | 'impressum', Locale> = {
  about: 'en',
  news: 'de',
  contact: 'tr',
  careers: 'en',
  privacy: 'de',
  terms: 'tr',
  impressum: 'de',
};

const hours: Record<Locale, { days: string[]; closedDay: string }> = {
  en: { days: ['Monday – Friday', 'Saturday', 'Sunday'], closedDay: 'Sunday' },
  de: { days: ['Montag – Freitag', 'Samstag', 'Sonntag'], closedDay: 'Sonntag' },
  tr: { days: ['Pazartesi – Cuma', 'Cumartesi', 'Pazar'], closedDay: 'Pazar' },
};

/**
 * The line a legal text shows under its heading, from the one date it names (content/legal.ts), formatted with
 * Intl as the build formats it ("Stand: 27. November 2026"): a new date needs no change here, a wrong one on
 * the page (another date, an ISO string, the wrong language) still fails.
 */
const lastUpdatedLine = (locale: Locale, text: keyof typeof legalLastUpdated): string =>
  createTranslator(locale, dictionaries[locale]).t('legal.lastUpdated', {
    date: formatDateWithIntl(legalLastUpdated[text], locale),
  });

for (const locale of locales) {
  const copy = dictionaries[locale];
  const url = (path: string): string => localizePath(path, locale);

  if (hydratedIn.about === locale)
    test(`about (${locale}): mission, the three values and the call to contact`, async ({ page }) => {
      await page.goto(url('/about'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.about.heading);
      await expect(page.getByRole('heading', { name: copy.about.missionHeading })).toBeVisible();
      for (const value of Object.values(copy.about.values)) {
        await expect(page.getByRole('heading', { name: value.title, level: 3 })).toBeVisible();
      }
      await expect(page.getByRole('main').getByRole('link', { name: copy.about.ctaButton })).toHaveAttribute(
        'href',
        url('/contact'),
      );
    });

  if (hydratedIn.news === locale)
    test(`news (${locale}): disabled search and filter, empty categories, tags, placeholders`, async ({ page }) => {
      await page.goto(url('/blog'));
      await expect(page.getByRole('searchbox', { name: copy.blog.searchLabel })).toBeDisabled();
      await expect(page.getByRole('button', { name: copy.blog.filterButton })).toBeDisabled();
      await expect(page.getByText(copy.blog.unavailableHint)).toBeVisible();
      const categories = page.getByTestId('blog-categories').getByRole('listitem');
      await expect(categories).toHaveCount(5);
      for (const item of await categories.all()) await expect(item.locator('.blog__count')).toHaveText('0');
      await expect(page.getByTestId('blog-tags').getByRole('listitem')).toHaveText(Object.values(copy.blog.tags));
      if (locale === 'en')
        expect(Object.values(copy.blog.tags)).toEqual(['IT', 'Trading', 'HR', 'Innovation', 'Digital']);
      await expect(page.getByRole('heading', { name: copy.blog.comingSoonHeading })).toBeVisible();
      const cards = page.getByTestId('blog-placeholders').getByRole('listitem');
      await expect(cards).toHaveCount(4);
      await expect(cards.getByText(copy.blog.readTime.replace('{{minutes}}', '5'))).toHaveCount(4);
      await expect(page.getByRole('link', { name: copy.blog.notifyMe })).toHaveAttribute('href', url('/contact'));
      await expect(page.getByRole('main').getByRole('link', { name: copy.blog.backHome })).toHaveAttribute(
        'href',
        url('/'),
      );
    });

  if (hydratedIn.contact === locale)
    test(`contact (${locale}): details, business hours, response time and notes`, async ({ page }) => {
      await page.goto(url('/contact'));
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: company.email }).first()).toHaveAttribute(
        'href',
        `mailto:${company.email}`,
      );
      await expect(main.getByText(company.address.street)).toBeVisible();
      const rows = page.getByTestId('business-hours').locator('.business-hours__row');
      await expect(rows.locator('dt')).toHaveText(hours[locale].days);
      await expect(rows.locator('dd').nth(0)).toContainText('09:00–18:00');
      await expect(rows.locator('dd').nth(1)).toContainText('10:00–14:00');
      await expect(rows.locator('dd').nth(2)).toHaveText(copy.contact.closed);
      await expect(page.getByTestId('response-time')).toContainText('24');
      await expect(main.getByText(copy.forms.requiredNote)).toBeVisible();
      // What happens to the message, beside the form, not a promise that it goes to no one (issue 30).
      await expect(main.getByTestId('form-privacy')).toContainText(copy.forms.privacyNote.contact.before.trim());
      await expect(main.getByTestId('contact-form')).toBeVisible();
    });

  if (hydratedIn.careers === locale)
    test(`careers (${locale}): no-openings notice, speculative application, safe social link, four benefits`, async ({
      page,
    }) => {
      await page.goto(url('/careers'));
      await expect(page.getByRole('heading', { name: copy.careers.noPositionsHeading })).toBeVisible();
      const speculative = page.getByRole('link', { name: copy.careers.speculativeLink });
      await expect(speculative).toHaveAttribute('href', `${url('/careers')}#application-form`);
      await speculative.click();
      await expect(page.locator('#application-form')).toBeInViewport();
      const social = page.getByRole('main').getByRole('link', { name: new RegExp(copy.careers.socialLink) });
      await expect(social).toHaveAttribute('href', company.social.linkedin);
      await expect(social).toHaveAttribute('target', '_blank');
      await expect(social).toHaveAttribute('rel', /noopener/);
      await expect(page.getByTestId('careers-benefits').getByRole('listitem')).toHaveCount(4);
    });

  if (hydratedIn.privacy === locale)
    test(`privacy policy (${locale}): date, sections, officer, processors, rights and contact`, async ({ page }) => {
      await page.goto(url('/privacy-policy'));
      await expect(page.getByTestId('last-updated')).toHaveText(lastUpdatedLine(locale, 'privacy'));
      await expect(page.getByRole('main').getByRole('link', { name: copy.legal.backHome })).toHaveAttribute(
        'href',
        url('/'),
      );
      const privacy = copy.privacy;
      for (const heading of privacySectionHeadings(privacy)) {
        await expect(page.getByRole('heading', { name: heading, level: 2, exact: true })).toBeVisible();
      }
      // Art. 13(1)(b), (e) and 13(2)(e), (f) GDPR: the officer's contact, the processors, the two statements.
      const dpo = company.dataProtectionOfficer;
      await expect(page.getByTestId('privacy-dpo')).toContainText(dpo.name);
      await expect(page.getByTestId('privacy-dpo').getByRole('link', { name: dpo.email })).toHaveAttribute(
        'href',
        `mailto:${dpo.email}`,
      );
      for (const processor of processorsInUse) {
        await expect(
          page.getByRole('heading', { name: privacy.processors[processor.id].heading, level: 3 }),
        ).toBeVisible();
        await expect(page.getByTestId(`privacy-processor-${processor.id}`)).toContainText(processor.name);
      }
      await expect(page.getByText(privacy.requirement)).toBeVisible();
      await expect(page.getByText(privacy.automated)).toBeVisible();
      await expect(page.getByText('cookieConsent', { exact: false }).first()).toBeVisible();
      await expect(page.getByTestId('privacy-contact').getByRole('link', { name: company.email })).toBeVisible();
    });

  if (hydratedIn.terms === locale)
    test(`terms (${locale}): liability, German law, Potsdam, key points, date`, async ({ page }) => {
      await page.goto(url('/terms-conditions'));
      await expect(page.getByText(copy.terms.disclaimer)).toBeVisible();
      await expect(page.getByText(copy.terms.law)).toContainText('Potsdam');
      await expect(page.getByTestId('terms-key-points').getByRole('listitem')).toHaveCount(4);
      await expect(page.getByTestId('last-updated')).toHaveText(lastUpdatedLine(locale, 'terms'));
    });

  if (hydratedIn.impressum === locale)
    test(`Impressum (${locale}): provider, register at Amtsgericht Potsdam, EUID`, async ({ page }) => {
      await page.goto(url('/impressum'));
      await expect(page.getByTestId('impressum-provider')).toContainText(company.legalName);
      await expect(page.getByTestId('impressum-provider')).toContainText(`${company.address.postalCode} Potsdam`);
      await expect(page.getByRole('main')).toContainText(company.managingDirector);
      const register = page.getByTestId('impressum-register');
      await expect(register).toContainText('Amtsgericht Potsdam');
      await expect(register).toContainText(company.register.number);
      await expect(register).toContainText(company.register.euid);
    });
}

test.describe('the about section entrance', () => {
  test.use({ viewport: { width: 390, height: 500 } });

  test('waits below the fold and appears once 10 percent is in view', async ({ page }) => {
    await page.goto('/about');
    const section = page.locator('[data-reveal]');
    await expect(section).toHaveAttribute('data-reveal', 'waiting');
    await section.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - window.innerHeight + 80),
    );
    await expect(section).toHaveAttribute('data-reveal', 'shown');
    await expect.poll(() => section.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  });

  test('is shown at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-reveal]')).toHaveAttribute('data-reveal', 'static');
  });
});
