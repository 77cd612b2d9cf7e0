import { company } from '../content/company';
import { defaultLocale, locales } from '../i18n/locales';
import { servicePreset } from '../routes/contactPreset';
import { absoluteUrl } from '../routes/head';
import { routePath } from '../routes/routes';
import { siteOrigin } from '../routes/siteOrigin';

/** Where RFC 9116 puts the file: every deployment serves it as a plain file of the client build. */
export const securityTxtPath = '/.well-known/security.txt';

/**
 * How long a built file stays valid. RFC 9116 asks for less than a year, so that a file nobody looks after
 * expires instead of pointing researchers at an address that may be gone; a deploy writes a fresh one.
 */
const securityTxtValidDays = 364;

/**
 * security.txt (RFC 9116) from the company facts: whom a security researcher writes to (the company's
 * address, and the contact form with its security topic chosen as a second way), until when this holds, in which languages, and where
 * the file lives.
 */
export function securityTxt(builtAt: Date): string {
  const expires = new Date(builtAt.getTime() + securityTxtValidDays * 24 * 3600 * 1000);
  return [
    `Contact: mailto:${company.email}`,
    `Contact: ${absoluteUrl(routePath('contact'), defaultLocale)}?${new URLSearchParams(servicePreset('security')).toString()}`,
    `Expires: ${expires.toISOString()}`,
    `Preferred-Languages: ${locales.join(', ')}`,
    `Canonical: ${siteOrigin}${securityTxtPath}`,
    '',
  ].join('\n');
}
