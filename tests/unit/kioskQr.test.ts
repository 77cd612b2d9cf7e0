/**
 * The kiosk's QR code (issue 45) as the build makes it (`virtual:kiosk-qr`, build/kioskQrPlugin.ts): per
 * language, it leads to that language's contact page on the site's origin, and its SVG is exactly the code
 * `qrcode` draws for that address, so a scan reads that address.
 */
import QRCode from 'qrcode';
import kioskQr from 'virtual:kiosk-qr';
import { newestEntry, places } from 'virtual:tour-qr';
import { entryQrCode } from '../../src/build/kioskQr';
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales';
import { matchRoute } from '../../src/routes/routes';
import { siteOrigin } from '../../src/routes/siteOrigin';

const expected = { en: '/contact', de: '/de/contact', tr: '/tr/contact' } as const;

describe("the kiosk's QR code", () => {
  it.each(locales)('in %s leads to the contact page in that language', async (locale) => {
    const { url, svg } = kioskQr[locale];
    expect(url).toBe(`${siteOrigin}${expected[locale]}`);
    expect(matchRoute(new URL(url).pathname.replace(/^\/(de|tr)(?=\/)/, ''))?.id).toBe('contact');
    expect(svg).toBe((await QRCode.toString(url, { type: 'svg' })).trim());
    // What a scanner reads: the same modules as the code made for the address itself.
    const modules = QRCode.create(url).modules;
    expect(modules.size).toBeGreaterThan(20);
    expect(svg).toContain(`viewBox="0 0 ${modules.size + 8} ${modules.size + 8}"`);
  });

  it('carries no script and no request: black modules on a white square, nothing else', () => {
    for (const locale of locales) {
      const { svg } = kioskQr[locale];
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d ]+" shape-rendering="crispEdges"><path fill="#ffffff" d="[^"]+"\/><path stroke="#000000" d="[^"]+"\/><\/svg>$/,
      );
    }
  });

  it("leads from the tour's last stop to that entry's page in the stand's language, and to none while nothing is placed", async () => {
    const job = { collection: 'jobs', slug: 'it-support-specialist' } as const;
    const code = await entryQrCode(siteOrigin, job, 'de');
    expect(code.url).toBe(`${siteOrigin}/de/careers/it-support-specialist`);
    expect(code.slug).toBe(job.slug);
    expect(code.svg).toBe((await QRCode.toString(code.url, { type: 'svg' })).trim());
    const article = await entryQrCode(siteOrigin, { collection: 'news', slug: 'solar-park-brandenburg' }, 'en');
    expect(article.url).toBe(`${siteOrigin}/blog/solar-park-brandenburg`);
    // The shipped content places nothing: the kiosk's code stays the contact page's.
    expect(newestEntry).toEqual({ en: null, de: null, tr: null });
  });

  it.each(locales)("in %s leads from a tour's stop to that place's page in that language", async (locale) => {
    for (const [place, { url, svg }] of Object.entries(places[locale])) {
      const path = new URL(url).pathname.replace(/^\/(de|tr)(?=\/)/, '');
      expect(url.startsWith(siteOrigin), place).toBe(true);
      expect(matchRoute(path)?.id, place).toBe(`place:${place}`);
      expect(new URL(url).pathname.startsWith(locale === 'en' ? '/places/' : `/${locale}/places/`)).toBe(true);
      expect(svg).toBe((await QRCode.toString(url, { type: 'svg' })).trim());
    }
    expect(Object.keys(places[locale])).toHaveLength(5);
  });
});
