/**
 * Where a touring kiosk's QR code leads at a stop: the place's page, or at the round's last stop the newest
 * article's or opening's. Part of the stage's lazy chunk (StageShow.tsx), so the demo page's first load carries
 * only the contact page's code (KioskBrand.tsx).
 */
import { newestEntry, places } from 'virtual:tour-qr';
import type { Locale } from '../../i18n/locales';
import type { DemoTourStop } from './demoTourStop';

export interface StopCode {
  qr: { url: string; svg: string };
  leadsTo: 'place' | 'job' | 'article';
}

export function tourCode(stop: DemoTourStop | null, locale: Locale): StopCode | null {
  if (stop?.kind === 'place') return { qr: places[locale][stop.place.place], leadsTo: 'place' };
  const entryQr = newestEntry[locale];
  if (stop?.kind === 'entry' && entryQr?.slug === stop.entry.slug)
    return { qr: entryQr, leadsTo: stop.entry.collection === 'jobs' ? 'job' : 'article' };
  return null;
}
