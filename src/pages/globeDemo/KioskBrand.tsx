/**
 * What a kiosk and an audience window tell a passer-by, who sees the stand without a guide: the company's name,
 * one line of its claim, and a QR code to the contact page in the stand's language (on a tour, to the page of
 * the place it shows, and at its last stop to that article's or opening's), with the address written out for
 * those who would rather type it. The codes are drawn at build time (build/kioskQr.ts): no QR library in the
 * browser, no request. Part of the prerendered page and shown by CSS from the first paint where the pre-paint
 * script found a stand's address (state/demoStart.ts): a stand that starts or reloads shows the company at
 * once, not an empty screen while its scripts load.
 */
import kioskQr from 'virtual:kiosk-qr';
import { company } from '../../content/company';
import { useI18n } from '../../i18n/I18nProvider';
import type { StopCode } from './tourCode';

/** `code`: the tour's stop's code (tourCode.ts), else the contact page's. */
export function KioskBrand({ code }: { code: StopCode | null }) {
  const { t, locale } = useI18n();
  const { qr, leadsTo } = code ?? { qr: kioskQr[locale], leadsTo: 'contact' };
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
