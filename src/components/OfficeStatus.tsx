import { useEffect, useState } from 'react';
import { company } from '../content/company';
import { officeStatus, type OfficeStatus as Status } from '../content/officeHours';
import { useI18n } from '../i18n/I18nProvider';

/** Live "open now / closed" line; rendered after hydration because it depends on the visitor's clock. */
export function OfficeStatus() {
  const { t } = useI18n();
  const [status, setStatus] = useState<Status | null>(null);

  useEffect(() => {
    const update = (): void => setStatus(officeStatus(new Date()));
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <p className="office-status" data-testid="office-status">
      {status && (
        <>
          <span className={`office-status__dot${status.open ? ' office-status__dot--open' : ''}`} aria-hidden="true" />
          {status.open
            ? t('footer.statusOpen', { time: status.closesAt })
            : t('footer.statusClosed', { hours: company.responseTimeHours })}
        </>
      )}
    </p>
  );
}
