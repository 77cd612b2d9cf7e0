/**
 * The kiosk's QR codes: one per language, to that language's contact page on the site's origin, drawn as SVG
 * at build time by the `qrcode` package, so the browser carries no QR library and asks no host.
 */
import QRCode from 'qrcode';
import { locales, localizePath, type Locale } from '../i18n/locales';
import { routePath } from '../routes/routes';

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

export async function kioskQrCodes(origin: string): Promise<Record<Locale, KioskQr>> {
  const entries = await Promise.all(
    locales.map(async (locale): Promise<[Locale, KioskQr]> => {
      const url = contactUrl(origin, locale);
      return [locale, { url, svg: (await QRCode.toString(url, kioskQrOptions)).trim() }];
    }),
  );
  return Object.fromEntries(entries) as Record<Locale, KioskQr>;
}
