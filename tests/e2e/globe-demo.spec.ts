import { axeViolations } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { fullscreenOnlyOnClick } from './support/globe';
import { gotoHydrated } from './support/hydration';
import { dictionaries } from './support/site';

// The globe demo as presenters use it (issue 14): shortcuts, links that open presenting, controls in
// human units, controls and cursor that step aside.
const { en } = dictionaries;
const variant = (number: number) => en.globeDemo.variant.replace('{{number}}', String(number));
const presentedTile = (page: Page) => page.locator('.globe-tile--presenting');
const leaveButton = (page: Page) => page.getByRole('button', { name: en.globeDemo.exitPresentation });

/** Keys go to the page, not to whatever control was clicked last. */
async function press(page: Page, key: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press(key);
}

test('shortcuts choose, present, step, pause, reset and leave', async ({ page }) => {
  await gotoHydrated(page, '/globe-demo');
  await press(page, '2');
  await expect(page.getByRole('radio', { name: variant(2) })).toBeChecked();
  await expect(page).toHaveURL(/\?show=2$/);

  await press(page, 'p');
  await expect(presentedTile(page).getByTestId('globe-tile-2')).toBeVisible();
  await expect(page).toHaveURL(/show=2&present=1/);
  // The presented globe named by its look, as an audience reads it.
  await expect(page.getByTestId('presentation-indicator')).toHaveText(
    en.globeDemo.indicator.replace('{{name}}', en.globeDemo.names.lively),
  );
  await page.keyboard.press('ArrowRight');
  await expect(presentedTile(page).getByTestId('globe-tile-3')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(presentedTile(page).getByTestId('globe-tile-1')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(presentedTile(page).getByTestId('globe-tile-4')).toBeVisible();
  await expect(page).toHaveURL(/show=4&present=1/);
  await page.keyboard.press('Escape');
  await expect(presentedTile(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\?show=4$/);

  const pause = page.getByTestId('globe-pause');
  await press(page, ' ');
  await expect(pause).toHaveText(en.globe.play);
  await press(page, ' ');
  await expect(pause).toHaveText(en.globe.pause);

  const dots = page.getByRole('slider', { name: en.globeDemo.dots });
  await dots.focus();
  await page.keyboard.press('ArrowRight');
  await expect(dots).toHaveValue('700');
  await press(page, 'r');
  await expect(dots).toHaveValue('600');
  await expect(page).toHaveURL(/\?show=4$/);
});

test('F toggles full screen while presenting, and ? lists the shortcuts in a dialog', async ({ page }) => {
  await gotoHydrated(page, '/globe-demo');
  await page.getByRole('button', { name: en.globeDemo.present, exact: true }).click();
  await expect(presentedTile(page)).toHaveCount(1);
  // The click is a gesture, so presenting enters full screen; the request settles after the tile shows, so
  // wait for it (reading the state while it was still pending made F's toggle race the entry).
  const fullscreen = () => page.evaluate(() => document.fullscreenElement !== null);
  await expect.poll(fullscreen).toBe(true);
  await press(page, 'f');
  await expect.poll(fullscreen).toBe(false);
  // Leaving full screen with F keeps presenting.
  await expect(presentedTile(page)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(presentedTile(page)).toHaveCount(0);

  await press(page, '?');
  const dialog = page.getByRole('dialog', { name: en.globeDemo.shortcuts.heading });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(en.globeDemo.shortcuts.actions.step)).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  // Keys inside the dialog are the dialog's: P does not start presenting behind it.
  await page.keyboard.press('p');
  await expect(presentedTile(page)).toHaveCount(0);
  expect(await axeViolations(page, { include: 'dialog' })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('no shortcut fires while a focused control takes the key', async ({ page }) => {
  await gotoHydrated(page, '/globe-demo');
  // Space on a button presses the button, and does not pause the globe.
  await page.getByRole('button', { name: en.globeDemo.shortcuts.open }).focus();
  await page.keyboard.press(' ');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('globe-pause')).toHaveText(en.globe.pause);
  // Arrows on the variant choice move the choice once (natively), not twice.
  await page.getByRole('radio', { name: variant(1) }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: variant(2) })).toBeChecked();
  // Typing in the colour field is typing: P does not present.
  await page.locator('input[type="color"]').focus();
  await page.keyboard.press('p');
  await expect(presentedTile(page)).toHaveCount(0);
  // Enter on a globe tile presents that variant.
  await page.getByRole('button', { name: en.globeDemo.presentVariant.replace('{{number}}', '3') }).focus();
  await page.keyboard.press('Enter');
  await expect(presentedTile(page).getByTestId('globe-tile-3')).toBeVisible();
});

test('a link opens the same variants straight into the presentation, and one click enters full screen', async ({
  page,
}) => {
  await fullscreenOnlyOnClick(page);
  await gotoHydrated(page, '/globe-demo?v3=d:1500,s:0.0006,r:0.9,c:ff0000&show=3&present=1&bg=black');
  await expect(presentedTile(page).getByTestId('globe-tile-3')).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  await expect(page.getByTestId('globe-stage')).toHaveCSS('background-image', 'none');
  const hint = page.getByText(en.globeDemo.fullscreenHint);
  await expect(hint).toBeVisible();
  await page.mouse.click(400, 300);
  await expect(hint).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.keyboard.press('Escape');
  if (await presentedTile(page).count()) await page.keyboard.press('Escape');
  await expect(presentedTile(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\?v3=d:1500,s:0\.0006,r:0\.9,c:ff0000&show=3&bg=black$/);
  await expect(page.getByRole('slider', { name: en.globeDemo.dots })).toHaveValue('1500');
  await expect(page.getByRole('radio', { name: en.globeDemo.backgrounds.black })).toBeChecked();
});

test('while presenting, controls and cursor hide after 2 s without movement and come back, nothing moving', async ({
  page,
}) => {
  // The page's clock, not the test's: 2.6 s pass when the test says so, however busy the machine is.
  await page.clock.install();
  await gotoHydrated(page, '/globe-demo?present=1');
  await page.mouse.move(300, 300);
  await expect(leaveButton(page)).toBeVisible();
  const indicator = page.getByTestId('presentation-indicator');
  const placed = await indicator.boundingBox();
  await page.clock.runFor(2600);
  await expect(leaveButton(page)).toBeHidden();
  await expect(presentedTile(page)).toHaveCSS('cursor', 'none');
  expect(await indicator.boundingBox()).toEqual(placed);
  await page.mouse.move(320, 310);
  await expect(leaveButton(page)).toBeVisible();
  await expect(presentedTile(page)).not.toHaveCSS('cursor', 'none');
  await leaveButton(page).click();
  await expect(presentedTile(page)).toHaveCount(0);
});

test('controls speak human units: seconds per turn, share of the tile, named colours, the look part by part', async ({
  page,
}) => {
  await gotoHydrated(page, '/globe-demo');
  const speed = page.getByRole('slider', { name: en.globeDemo.speed });
  await expect(speed).toHaveAttribute('aria-valuetext', 'one turn in 15.7\u00a0s');
  await expect(page.getByRole('slider', { name: en.globeDemo.radius })).toHaveAttribute('aria-valuetext', '70%');
  await expect(page.getByRole('radio', { name: en.globeDemo.colourNames.blue })).toBeChecked();
  await page.getByRole('radio', { name: en.globeDemo.colourNames.teal }).check();
  await expect(page).toHaveURL(/\?v1=d:1000,s:0\.0004,r:0\.7,c:0f8a7e$/);
  // The signature look, part by part: the body and halo show under the first globe, and go with a reset.
  const body = page.getByTestId('globe-stage').locator('.globe-stage__demo-bodies .globe-body');
  await page.getByRole('checkbox', { name: en.globeDemo.look.parts.body }).check();
  await expect(page).toHaveURL(/\?v1=d:1000,s:0\.0004,r:0\.7,c:0f8a7e,b:1$/);
  await expect(body).toBeVisible();
  await speed.focus();
  await page.keyboard.press('Home');
  await expect(speed).toHaveAttribute('aria-valuetext', en.globeDemo.still);
  await page.getByRole('button', { name: en.globeDemo.resetVariant.replace('{{number}}', '1') }).click();
  await expect(page).toHaveURL(/\/globe-demo$/);
  await expect(page.getByRole('checkbox', { name: en.globeDemo.look.parts.body })).not.toBeChecked();
  await expect(body).toBeHidden();
});

test('at 1440 x 900 the tiles stay beside the look controls, the look chips line up, no gap doubles and the dialog is opaque (issue 45)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, '/globe-demo');
  const look = page.getByRole('group', { name: en.globeDemo.look.legend });
  const resetAll = page.getByRole('button', { name: en.globeDemo.reset, exact: true });
  await look.scrollIntoViewIfNeeded();
  await expect(look).toBeInViewport({ ratio: 1 });
  // Switching a look shows at once: the tiles are in view beside the controls.
  for (const number of [1, 2, 3, 4])
    await expect(page.getByTestId(`globe-tile-${number}`)).toBeInViewport({ ratio: 0.95 });

  const chips = await Promise.all((await look.locator('.chip').all()).map((chip) => chip.boundingBox()));
  expect(chips).toHaveLength(3);
  for (const chip of chips) {
    expect(chip?.x).toBeCloseTo(chips[0]?.x ?? -1, 0);
    expect(chip?.width).toBeCloseTo(chips[0]?.width ?? -1, 0);
  }

  // The panel's rows of buttons are spaced by its gap alone (1.25rem), not by their margins besides.
  const shortcuts = page.getByRole('button', { name: en.globeDemo.shortcuts.open });
  const [above, below] = [await shortcuts.boundingBox(), await resetAll.boundingBox()];
  expect((below?.y ?? 0) - ((above?.y ?? 0) + (above?.height ?? 0))).toBeLessThanOrEqual(21);

  await shortcuts.click();
  const dialog = page.getByRole('dialog', { name: en.globeDemo.shortcuts.heading });
  await expect(dialog).toBeVisible();
  const background = await dialog.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
});
