import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import { resolveRoute } from '../routes/useCurrentRoute';
import { pendingNavigationAtom, type PendingNavigation } from '../state/pendingNavigation';
import './NavigationProgress.css';

/** A navigation that has shown its page within this time shows no indication at all (issue 57). */
const progressDelayMs = 100;

/**
 * The answer to a click whose page is not ready within progressDelayMs: a thin bar at the top of the viewport
 * (fixed, so nothing moves) and, in one polite live region, "Loading About…" for screen readers. Focus moves
 * to the new page when it comes (ScrollManager.tsx), which announces it.
 */
export function NavigationProgress() {
  const { t } = useI18n();
  const pending = useAtomValue(pendingNavigationAtom);
  // The navigation whose delay has run out; shown while it is still the pending one.
  const [overdue, setOverdue] = useState<PendingNavigation | null>(null);
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setOverdue(pending), progressDelayMs);
    return () => window.clearTimeout(timer);
  }, [pending]);
  const shown = pending && overdue === pending ? pending.path : null;
  const crumb = shown ? resolveRoute(shown).route.crumb : undefined;
  const announcement = !shown
    ? ''
    : crumb && 'key' in crumb
      ? t('header.loadingPage', { page: t(crumb.key) })
      : t('header.loadingNextPage');
  return (
    <>
      <div className="navigation-progress" data-testid="navigation-progress" hidden={!shown} />
      <p className="visually-hidden" role="status" data-testid="navigation-status">
        {announcement}
      </p>
    </>
  );
}
