import { memo, useEffect, useRef } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import { resolveRoute } from '../routes/useCurrentRoute';
import { usePendingPath } from './location';
import './NavigationProgress.css';

/** A navigation that has shown its page within this time shows no indication at all. */
const progressDelayMs = 100;

/**
 * The answer to a click whose page is not there within progressDelayMs: a fixed thin bar and a polite "Loading
 * About…". The bar is shown at the click, unseen for its CSS animation's delay, which the compositor keeps even
 * while the new page renders in one blocking task. Shown through the CSSOM (the CSP refuses style attributes).
 */
export const NavigationProgress = memo(function NavigationProgress() {
  const { t } = useI18n();
  const pending = usePendingPath();
  const barRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const [bar, status] = [barRef.current, statusRef.current];
    if (pending === null || !bar || !status) return;
    const crumb = resolveRoute(pending).route.crumb;
    const announcement =
      crumb && 'key' in crumb ? t('header.loadingPage', { page: t(crumb.key) }) : t('header.loadingNextPage');
    bar.style.setProperty('animation-delay', `${progressDelayMs}ms`);
    bar.hidden = false;
    const timer = window.setTimeout(() => (status.textContent = announcement), progressDelayMs);
    return () => {
      window.clearTimeout(timer);
      bar.hidden = true;
      status.textContent = '';
    };
  }, [pending, t]);
  return (
    <>
      <div ref={barRef} className="navigation-progress" data-testid="navigation-progress" hidden />
      <p ref={statusRef} className="visually-hidden" role="status" data-testid="navigation-status" />
    </>
  );
});
