import { useAtomValue } from 'jotai';
import { memo, useEffect, useRef } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import { resolveRoute } from '../routes/useCurrentRoute';
import { pendingNavigationAtom } from '../state/pendingNavigation';
import './NavigationProgress.css';

/** A navigation that has shown its page within this time shows no indication at all (issue 57). */
const progressDelayMs = 100;

/**
 * The answer to a click whose page is not ready within progressDelayMs: a thin bar at the top of the viewport
 * (fixed, so nothing moves) and, in one polite live region, "Loading About…" for screen readers. Focus moves
 * to the new page when it comes (ScrollManager.tsx), which announces it.
 *
 * The bar is there from the click but unseen until the delay has passed: the delay is its CSS animation's
 * (opacity, which the compositor runs), so it appears on time even while the new page renders in one
 * blocking task (app/location.tsx), and a page that comes sooner hides it before it was ever seen. The
 * announcement waits for a timer: a screen reader must not say it for a page that is already there.
 * Neither needs a React render; memoised, the layout's render at each navigation leaves it alone.
 */
export const NavigationProgress = memo(function NavigationProgress() {
  const { t } = useI18n();
  const pending = useAtomValue(pendingNavigationAtom);
  const barRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const [bar, status] = [barRef.current, statusRef.current];
    if (!pending || !bar || !status) return;
    const crumb = resolveRoute(pending.path).route.crumb;
    const announcement =
      crumb && 'key' in crumb ? t('header.loadingPage', { page: t(crumb.key) }) : t('header.loadingNextPage');
    bar.style.setProperty('animation-delay', `${progressDelayMs}ms`);
    bar.hidden = false;
    const timer = window.setTimeout(() => {
      status.textContent = announcement;
    }, progressDelayMs);
    return () => {
      window.clearTimeout(timer);
      bar.hidden = true;
      status.textContent = '';
    };
  }, [pending, t]);
  // React renders both empty and hidden, and never changes them: the effect alone shows and hides them (through
  // the CSSOM: the page's CSP refuses a style attribute in the markup).
  return (
    <>
      <div ref={barRef} className="navigation-progress" data-testid="navigation-progress" hidden />
      <p ref={statusRef} className="visually-hidden" role="status" data-testid="navigation-status" />
    </>
  );
});
