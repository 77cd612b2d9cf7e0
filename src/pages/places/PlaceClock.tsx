import { useEffect, useState } from 'react';
import { company } from '../../content/company';
import { officeStatus, type OfficeStatus } from '../../content/officeClock';
import { officeHourRows } from '../../content/officeHours';
import { officeHoursAt, shiftTime, wallClock, type PlaceHoursRow } from '../../content/placeClock';
import { placeTimeZones, type PlaceId } from '../../content/places';
import { useI18n } from '../../i18n/I18nProvider';
import { weekdayName } from '../../i18n/preformatted';
import { afterNextPaint } from '../../navigation/afterNextPaint';

interface Reading {
  /** The place's wall clock now. */
  weekday: number;
  time: string;
  /** Whether the head office is open now (its office hours, Potsdam time). */
  office: OfficeStatus;
  /** The head office's hours, row by row, with the same hours on the place's clock today. */
  rows: PlaceHoursRow[];
  /** Minutes the place's clock is ahead of Potsdam's now. */
  ahead: number;
}

function read(place: PlaceId): Reading {
  const now = new Date();
  const here = wallClock(now, placeTimeZones[place]);
  const rows = officeHoursAt(place, now);
  const ahead = here.offsetMinutes - wallClock(now, company.timeZone).offsetMinutes;
  return { weekday: here.weekday, time: here.time, office: officeStatus(now), rows, ahead };
}

const minuteMs = 60_000;

/**
 * The hour at a place and whether the company is at work: the head office's office hours (company.ts), and abroad,
 * where the company states none of its own, the same hours told on the place's clock. The clock is the visitor's:
 * read once the page has painted and each minute after, never prerendered; the hours themselves are.
 */
export function PlaceClock({ place }: { place: PlaceId }) {
  const { t, locale } = useI18n();
  const [reading, setReading] = useState<Reading | null>(null);
  const abroad = place !== 'potsdam';

  useEffect(() => {
    let timer = 0;
    const update = (): void => setReading(read(place));
    // The first time zone lookup starts Intl's data: after the page's frame, not in the way of it.
    const cancel = afterNextPaint(() => {
      update();
      // On the minute, then every minute.
      timer = window.setTimeout(
        function tick() {
          update();
          timer = window.setTimeout(tick, minuteMs - (Date.now() % minuteMs));
        },
        minuteMs - (Date.now() % minuteMs),
      );
    });
    return () => {
      cancel();
      window.clearTimeout(timer);
    };
  }, [place]);

  const local = (hours: string): string => (abroad ? t(`placePages.localHours.${place}`, { hours }) : hours);
  const status = (office: OfficeStatus, ahead: number): string => {
    if (!abroad)
      return office.open
        ? t('footer.statusOpen', { time: office.closesAt })
        : t('footer.statusClosed', { hours: company.responseTimeHours });
    return office.open
      ? t('placePages.clock.marketOpen', { time: office.closesAt, local: local(shiftTime(office.closesAt, ahead)) })
      : t('placePages.clock.marketClosed', { hours: company.responseTimeHours });
  };
  const range = (hours: readonly [string, string]): string =>
    t('placePages.clock.range', { open: hours[0], close: hours[1] });
  // Before the clock is read (and in the prerendered page): the head office's hours alone.
  const rows: readonly PlaceHoursRow[] =
    reading?.rows ?? officeHourRows(company.officeHours).map((row) => ({ ...row, local: null }));

  return (
    <section className="surface place-clock" aria-labelledby="place-clock-heading" data-testid="place-clock">
      <h2 id="place-clock-heading">{t(`placePages.${place}.clockHeading`)}</h2>
      <p className="place-clock__now">
        {reading && (
          <>
            <time dateTime={reading.time} data-testid="place-time">
              {reading.time}
            </time>{' '}
            <span className="place-clock__day">{weekdayName(reading.weekday, locale)}</span>
          </>
        )}
      </p>
      <p className="place-clock__status" data-testid="place-status">
        {reading && status(reading.office, reading.ahead)}
      </p>
      <h3>{t('placePages.clock.hoursHeading')}</h3>
      <dl className="place-hours">
        {rows.map((row) => {
          const from = weekdayName(row.from, locale);
          const days =
            row.from === row.to ? from : t('officeHours.dayRange', { from, to: weekdayName(row.to, locale) });
          return (
            <div key={row.from} className="place-hours__row">
              <dt>{days}</dt>
              <dd>
                {row.hours ? range(row.hours) : t('placePages.clock.closed')}
                {/* Its line is kept before the clock is read, so nothing below moves when it is. */}
                {abroad && row.hours && (
                  <span className="place-hours__local">
                    {row.local ? local(`${row.local[0]}–${row.local[1]}`) : '\u00a0'}
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
