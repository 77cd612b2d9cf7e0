import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { dictionaries } from './support/site';

const { en } = dictionaries;

/** Holds back the chunks whose address matches `glob` until the returned function is called. */
async function holdChunk(page: Page, glob: string): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** What the visitor sees of a link's mark: its background and the shadow drawn around it. */
const look = (link: Locator) =>
  link.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.backgroundColor} ${style.boxShadow}`;
  });

const footerServiceLink = (page: Page) =>
  page.getByRole('navigation', { name: en.footer.servicesHeading }).getByRole('link', { name: en.services.it.name });

test.describe('a followed link answers the tap where it was made, until its page is there (issue 57)', () => {
  test('a card on the services overview, whose page keeps the header’s current item', async ({ page }) => {
    const release = await holdChunk(page, '**/assets/energy-*.js');
    await gotoHydrated(page, '/services?globe=2d');
    const card = page.locator('a.card__link[href="/services/energy"]');
    await card.scrollIntoViewIfNeeded();
    const before = await look(card);
    const box = await card.boundingBox();
    await card.click();
    await expect(page).toHaveURL(/\/services\/energy$/);
    // Nothing else on the page changes before the page comes: Services stays the header's current item.
    await expect(
      page.getByRole('navigation', { name: en.nav.label }).getByRole('link', { name: en.nav.services }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(card).toHaveAttribute('data-pressed');
    expect(await look(card)).not.toBe(before);
    // Drawn around the text: nothing moves.
    expect(await card.boundingBox()).toEqual(box);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.servicePages.energy.title);
  });

  test('a footer link, which stays on the next page, loses the mark once that page is shown', async ({ page }) => {
    const release = await holdChunk(page, '**/assets/it-*.js');
    await gotoHydrated(page, '/about?globe=2d');
    const link = footerServiceLink(page);
    const before = await look(link);
    await link.click();
    await expect(link).toHaveAttribute('data-pressed');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.servicePages.it.title);
    await expect(link).not.toHaveAttribute('data-pressed');
    expect(await look(link)).toBe(before);
  });

  test('Back pressed before the page came takes the mark away', async ({ page }) => {
    await holdChunk(page, '**/assets/it-*.js');
    await gotoHydrated(page, '/about?globe=2d');
    const link = footerServiceLink(page);
    await link.click();
    await expect(link).toHaveAttribute('data-pressed');
    await page.goBack();
    await expect(page).toHaveURL(/\/about\?globe=2d$/);
    await expect(link).not.toHaveAttribute('data-pressed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.about.heading);
  });
});
