/**
 * What a kiosk and an audience window tell a passer-by, who sees the stand without a guide: the company's name,
 * one line of its claim, and a QR code to the contact page in the stand's language (at the tour's last stop,
 * to that article's or opening's page), with the address written out for those who would rather type it. The code is drawn at build time (build/kioskQr.ts): no QR library in
 * the browser, no request. Part of the prerendered page and shown by CSS from the first paint where the
 * pre-paint script found a stand's address (state/demoStart.ts): a stand that starts or reloads shows the
 * company at once, not an empty screen while its scripts load.
 */
import kioskQr, { newestEntry } from 'virtual:kiosk-qr';
import { company } from '../../content/company';
import { useI18n } from '../../i18n/I18nProvider';
import type { DemoTourStop } from './demoTourStop';

/** `stop`: the tour's stop; at the newest article's or opening's, the code leads to its page instead. */
export function KioskBrand({ stop }: { stop: DemoTourStop | null }) {
  const { t, locale } = useI18n();
  const entry = stop?.kind === 'entry' ? stop.entry : null;
  const entryQr = entry && newestEntry[locale]?.slug === entry.slug ? newestEntry[locale] : null;
  const qr = entryQr ?? kioskQr[locale];
  const leadsTo = !entryQr ? 'contact' : entry?.collection === 'jobs' ? 'job' : 'article';
  return (
    <div className="kiosk-brand surface" data-testid="kiosk-brand">
      <div
        className="kiosk-brand__qr"
        role="img"
        aria-label={t(`globeDemo.kiosk.qrLabels.${leadsTo}`)}
        data-testid="kiosk-qr"
        data-url={qr.url}
        dangerouslySetInnerHTML={{ __html: qr.svg }}
      />
      <div className="kiosk-brand__words">
        <p className="kiosk-brand__name">{company.name}</p>
        <p className="kiosk-brand__claim">{t('home.heading')}</p>
        <p className="kiosk-brand__scan">{t(`globeDemo.kiosk.scans.${leadsTo}`)}</p>
        <p className="kiosk-brand__url">{qr.url.replace(/^https?:\/\/(www\.)?/, '')}</p>
      </div>
    </div>
  );
}
