import { createElement, useEffect, useState } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import type { RouteDef } from '../routes/routes';
import { loadedPage, preparePage } from './pageModules';

/**
 * Renders the page of a route from the route table. Its chunk is loaded before the route is shown
 * (shownLocation.ts, hydrate.tsx); should it not be, the outlet stays empty until it has arrived.
 */
export function PageOutlet({ route }: { route: RouteDef }) {
  const { locale } = useI18n();
  const Page = loadedPage(route.page);
  const [, setArrived] = useState(0);

  useEffect(() => {
    if (Page) return;
    let cancelled = false;
    void preparePage(route, locale).then(() => {
      if (!cancelled) setArrived((count) => count + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [Page, route, locale]);

  // A component from the loaded chunks' cache, the same one each render: no new component type per render.
  return Page ? createElement(Page, { route }) : null;
}
