/**
 * A guided tour's stop over the presented variant: which stop of how many, the place, its service and a
 * link there (none in a kiosk, which follows no link). A polite live region: each place is announced.
 */
import { AppLink } from '../../components/AppLink';
import { tourStops, type TourStop } from '../../globe/stage';
import { useI18n } from '../../i18n/I18nProvider';

export function TourCard({ stop, linked }: { stop: TourStop | null; linked: boolean }) {
  const { t } = useI18n();
  return (
    <div className={`globe-tile__tour${stop ? ' surface' : ''}`} aria-live="polite" data-testid="demo-tour-card">
      {stop && (
        <>
          <p className="globe-tile__tour-caption">
            {t('places.tour.caption', {
              number: stop.index + 1,
              count: tourStops.length,
              place: t(`places.cards.${stop.place}.place`),
            })}
          </p>
          <p>{t(`places.cards.${stop.place}.service`)}</p>
          {linked && (
            <AppLink route={stop.marker.route} className="globe-card__link">
              {t(`places.cards.${stop.place}.link`)}
            </AppLink>
          )}
        </>
      )}
    </div>
  );
}
