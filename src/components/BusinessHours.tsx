import { company } from '../content/company';
import { officeHourRows } from '../content/officeHours';
import { weekdayName } from '../i18n/preformatted';
import { useI18n } from '../i18n/I18nProvider';

/** Office hours from company.ts, as a definition list with weekday names in the page language. */
export function BusinessHours() {
  const { t, locale } = useI18n();
  return (
    <dl className="business-hours" data-testid="business-hours">
      {officeHourRows(company.officeHours).map((row) => {
        const days =
          row.from === row.to
            ? weekdayName(row.from, locale)
            : t('contact.dayRange', { from: weekdayName(row.from, locale), to: weekdayName(row.to, locale) });
        return (
          <div key={row.from} className="business-hours__row">
            <dt>{days}</dt>
            <dd>
              {row.hours ? t('contact.hoursRange', { open: row.hours[0], close: row.hours[1] }) : t('contact.closed')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
