import { useEffect, useRef, useState } from 'react';
import { company } from '../content/company';
import { officeStatus, type OfficeStatus as Status } from '../content/officeClock';
import { useI18n } from '../i18n/I18nProvider';

/**
 * Live "open now / closed" line; rendered after hydration because it depends on the visitor's clock, and
 * only once it comes near the viewport: the first time zone lookup starts Intl (ICU's locale data), a long
 * task the page's start need not carry.
 */
export function OfficeStatus() {
  const { t } = useI18n();
  const [status, setStatus] = useState<Status | null>(null);
  const line = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const element = line.current;
    if (!element) return;
    let timer = 0;
    const update = (): void => setStatus(officeStatus(new Date()));
    const near = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        near.disconnect();
        update();
        timer = window.setInterval(update, 60_000);
      },
      { rootMargin: '400px 0px' },
    );
    near.observe(element);
    return () => {
      near.disconnect();
      window.clearInterval(timer);
    };
  }, []);

  return (
    <p ref={line} className="office-status" data-testid="office-status">
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
