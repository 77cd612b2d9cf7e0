/**
 * The kiosk's QR codes: one per language, to that language's contact page on the site's origin, and one to
 * the page of the newest news article or job opening with a place, where a touring kiosk ends its round;
 * drawn as SVG at build time by the `qrcode` package, so the browser carries no QR library and asks no host.
 */
import QRCode from 'qrcode';
import type { PlacedEntry } from '../content/collections/placedEntries';
import { locales, localizePath, type Locale } from '../i18n/locales';
import { entryPath, routePath } from '../routes/routes';

export interface KioskQr {
  /** Where the code leads. */
  url: string;
  /** The code as an SVG element: black modules on white with a quiet zone, sized by CSS. */
  svg: string;
}

/** `qrcode`'s defaults (error correction M, a quiet zone of 4 modules, black on white), said once for the test. */
const kioskQrOptions = { type: 'svg', errorCorrectionLevel: 'M', margin: 4 } as const;

function contactUrl(origin: string, locale: Locale): string {
  return `${origin}${localizePath(routePath('contact'), locale)}`;
}

const drawn = async (url: string): Promise<KioskQr> => ({
  url,
  svg: (await QRCode.toString(url, kioskQrOptions)).trim(),
});

/** The code to an entry's page in `locale`, named by the entry it leads to. */
export async function entryQrCode(
  origin: string,
  entry: Pick<PlacedEntry, 'collection' | 'slug'>,
  locale: Locale,
): Promise<KioskQr & { slug: string }> {
  const path = localizePath(entryPath(entry), locale);
  return { ...(await drawn(`${origin}${path}`)), slug: entry.slug };
}

export async function kioskQrCodes(origin: string): Promise<Record<Locale, KioskQr>> {
  const entries = await Promise.all(
    locales.map(async (locale): Promise<[Locale, KioskQr]> => {
      return [locale, await drawn(contactUrl(origin, locale))];
    }),
  );
  return Object.fromEntries(entries) as Record<Locale, KioskQr>;
}
