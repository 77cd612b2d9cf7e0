/**
 * Issue 54: with the cookie banner open, nothing fixed covers a form's controls. The field being typed in and
 * the form's submit button stay clear of the banner and the header, and a plain click reaches the button.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { dictionaries } from './support/site';

const copy = dictionaries.en.forms;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const box = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });

const overlap = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Empty when the control is clear of the banner and the header, else what it overlaps. */
async function covering(page: Page, control: Locator): Promise<string> {
  const [own, banner, header] = await Promise.all([
    box(control),
    box(page.getByTestId('cookie-banner')),
    box(page.getByTestId('site-header')),
  ]);
  const where = `control ${own.top.toFixed(0)}-${own.bottom.toFixed(0)}`;
  if (overlap(own, banner)) return `${where} under the banner from ${banner.top.toFixed(0)}`;
  if (overlap(own, header)) return `${where} under the header to ${header.bottom.toFixed(0)}`;
  return '';
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`with the banner open, the typed-in field and the send button stay clear of it (${viewport.width} × ${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, '/contact');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const message = page.locator('#contact-message');
    const submit = page.getByTestId('contact-form').getByRole('button', { name: copy.contact.submit });
    await message.focus();
    await page.keyboard.type('We would like to hear about your energy trading services for our plant.');
    // Found at 1280 × 800: the field shown just above the banner, and the button half under it.
    await expect.poll(() => covering(page, message), { message: 'the message field' }).toBe('');
    await expect.poll(() => covering(page, submit), { message: 'the send button after typing' }).toBe('');

    for (let step = 0; step < 5 && !(await submit.evaluate((element) => element === document.activeElement)); step += 1)
      await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await expect.poll(() => covering(page, submit), { message: 'the focused send button' }).toBe('');

    // A plain click, as a visitor's: nothing intercepts it. The other fields are empty, so the form says so.
    await submit.click({ timeout: 10_000 });
    await expect(page.getByTestId('form-summary')).toBeVisible();
  });
}
