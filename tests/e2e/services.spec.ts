import { expect, test } from '@playwright/test';
import { homeStats } from '../../src/content/homeStats';
import { greenEnergyVariant } from '../../src/content/services/greenEnergyVariant';
import { servicePageId, servicePages } from '../../src/content/services/pages';
// The pages show the build's table of these texts; a unit test holds the table to what Intl gives.
import { formatFigureWithIntl as formatFigure } from '../../src/i18n/intlFigures';
import { pageCopy } from '../../src/pages/service/pageCopy';
import { dictionaries, localizePath, locales, routes } from './support/site';

const serviceRoutes = routes.filter((route) => route.page === 'service' && !route.service?.anchor);

for (const locale of locales) {
  const copy = dictionaries[locale];

  test(`the home hero states its three figures (${locale})`, async ({ page }) => {
    await page.goto(localizePath('/', locale));
    const stats = page.locator('#home').getByTestId('service-stats');
    for (const { id, figure } of homeStats) {
      await expect(stats).toContainText(copy.home.stats[id]);
      await expect(stats).toContainText(formatFigure(figure, locale));
    }
    if (locale === 'en') await expect(stats.locator('dd')).toHaveText(['15+', '4', '100%']);
  });

  for (const route of serviceRoutes) {
    test(`${localizePath(route.path, locale)} shows every figure, service, benefit and step`, async ({ page }) => {
      const service = route.service;
      if (!service) throw new Error('not a service route');
      const facts = servicePages[servicePageId(service.category, service.variant)];
      const text = pageCopy(copy, facts.copyKey);
      await page.goto(localizePath(route.path, locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      const stats = page.getByTestId('service-stats');
      for (const stat of facts.stats) {
        await expect(stats).toContainText(formatFigure(stat.figure, locale));
        await expect(stats).toContainText(text.stats[stat.id]);
      }
      const cards = page.getByTestId('service-cards').locator(':scope > li');
      await expect(cards.locator('h3')).toHaveText(facts.services.map((card) => text.services[card.id].title));
      for (const card of await cards.all()) await expect(card.locator('.service-card__features li')).toHaveCount(4);
      await expect(page.getByTestId('service-benefits').locator('h3')).toHaveText(facts.benefits.map((b) => text.benefits[b.id].title));
      await expect(page.getByTestId('service-process').locator('h3')).toHaveText(facts.process.map((step) => text.process[step].title));
      await expect(page.getByTestId('service-process').locator('.process-steps__number')).toHaveText(['01', '02', '03', '04']);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: copy.serviceCommon.freeConsultation })).toHaveAttribute('href', localizePath('/contact', locale));
      await expect(main.getByRole('link', { name: copy.serviceCommon.allServices })).toHaveAttribute('href', localizePath('/services', locale));
    });
  }

  test(`the energy page lists all eight markets with region and type (${locale})`, async ({ page }) => {
    await page.goto(localizePath('/services/energy', locale));
    const rows = page.getByTestId('service-grid').locator('tbody tr');
    await expect(rows.locator('th')).toHaveText(['EPEX SPOT', 'EEX', 'ICE', 'TTF', 'NBP', 'PJM', 'NYMEX', 'ICE Brent']);
    for (const row of await rows.all()) {
      await expect(row.locator('td')).toHaveCount(2);
      for (const cell of await row.locator('td').all()) await expect(cell).not.toBeEmpty();
    }
  });
}

test('English headline figures are those of the specification', async ({ page }) => {
  const expected: Record<string, string[]> = {
    '/services/it': ['500+', '99.9%', '24/7', '50+'],
    '/services/energy': ['€2.5bn+', '15+', '50+', '24/7'],
    '/services/real-estate': ['€500m+', '200+', '15+', '50+'],
    '/services/hr': ['500+', '95%', '10+', '50+'],
    '/services/networking': ['99.9%', '24/7', '15+', '200+'],
    '/services/research-development': ['50+', '25+', '15+', '95%'],
    '/services/green-energy': { A: ['500+', '50 MW+', '15+', '1,000 t+'], B: ['500 MW+', '100+', '15+', '50%'] }[greenEnergyVariant],
  };
  for (const [path, figures] of Object.entries(expected)) {
    await page.goto(path);
    await expect(page.getByTestId('service-stats').locator('dd')).toHaveText(figures);
  }
});

test('German figures use German number formats', async ({ page }) => {
  await page.goto('/de/services/energy');
  await expect(page.getByTestId('service-stats').locator('dd').first()).toHaveText('über\u00a02,5\u00a0Mrd.\u00a0€');
});

test('Turkish euro figures spell out milyar and milyon', async ({ page }) => {
  await page.goto('/tr/services/energy');
  await expect(page.getByTestId('service-stats').locator('dd').first()).toHaveText('2,5\u00a0milyar\u00a0€+');
  await page.goto('/tr/services/real-estate');
  await expect(page.getByTestId('service-stats').locator('dd').first()).toHaveText('500\u00a0milyon\u00a0€+');
});
