import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { dictionaries, localizePath, type Locale } from './support/site';

// Art. 13 GDPR at the point of collection (issue 15, item 3): every form links the privacy policy in the
// page's language, in a new tab, so what the visitor typed stays where it is.
const places: { url: string; locale: Locale; form: string; kind: 'contact' | 'application' }[] = [
  { url: '/', locale: 'en', form: '#contact form', kind: 'contact' },
  { url: '/de/contact', locale: 'de', form: 'main form', kind: 'contact' },
  { url: '/tr/careers', locale: 'tr', form: 'main form', kind: 'application' },
];

for (const { url, locale, form, kind } of places) {
  test(`the form on ${url} links the privacy policy in its language, keeping what was typed`, async ({
    page,
    context,
  }) => {
    const copy = dictionaries[locale];
    await gotoHydrated(page, url);
    const theForm = page.locator(form).first();
    const note = theForm.getByTestId('form-privacy');
    await expect(note).toContainText(copy.forms.privacyNote[kind].before.trim());
    const link = note.getByRole('link', { name: copy.forms.privacyNote[kind].link });
    await expect(link).toHaveAttribute('href', localizePath('/privacy-policy', locale));
    await expect(link).toHaveAttribute('target', '_blank');
    const name = theForm.getByLabel(copy.forms.fields.name, { exact: false }).first();
    await name.fill('Ada Lovelace');
    const [policy] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await policy.waitForLoadState();
    await expect(policy.getByRole('heading', { level: 1 })).toHaveText(copy.privacy.heading);
    await expect(name).toHaveValue('Ada Lovelace');
  });
}
