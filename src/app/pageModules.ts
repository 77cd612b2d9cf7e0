/**
 * Each kind of page is a chunk of its own, with the dictionary parts it shows (i18n/parts.ts): a page
 * downloads its own code and words, forms code only where a form is. The prerender lists a page's chunk
 * and parts with the start-up modules, so hydration never waits for a second round trip; a client-side
 * navigation loads them before the new page is shown (shownLocation.ts).
 */
import type { ComponentType } from 'react';
import type { Locale } from '../i18n/locales';
import { loadedMessages, loadMessages } from '../i18n/load';
import { partModule, type MessagesPart } from '../i18n/parts';
import type { PageKind, RouteDef } from '../routes/routes';

export type PageComponent = ComponentType<{ route: RouteDef }>;

interface PageModule {
  /** The component's name, which is also its file's in src/pages unless `module` names another. */
  component: string;
  /** The module in src/pages that exports the component: several small pages share one chunk. */
  module?: 'smallPages' | 'formPages';
  parts: (route: RouteDef) => readonly MessagesPart[];
}

const none = (): readonly MessagesPart[] => [];

const pages: Record<PageKind, PageModule> = {
  home: { component: 'HomePage', parts: () => ['home', 'forms'] },
  services: { component: 'ServicesOverviewPage', module: 'smallPages', parts: () => ['overview'] },
  service: { component: 'ServicePage', parts: (route) => (route.service ? [`service:${route.service.category}`] : []) },
  about: { component: 'AboutPage', parts: () => ['company'] },
  blog: { component: 'BlogPage', parts: () => ['company'] },
  contact: { component: 'ContactPage', module: 'formPages', parts: () => ['company', 'forms'] },
  careers: { component: 'CareersPage', module: 'formPages', parts: () => ['company', 'forms'] },
  privacy: { component: 'PrivacyPage', module: 'smallPages', parts: () => ['legal'] },
  terms: { component: 'TermsPage', module: 'smallPages', parts: () => ['legal'] },
  impressum: { component: 'ImpressumPage', module: 'smallPages', parts: () => ['legal'] },
  accessibility: { component: 'AccessibilityPage', module: 'smallPages', parts: () => ['legal'] },
  globeDemo: { component: 'GlobeDemoPage', parts: () => ['demo'] },
  notFound: { component: 'NotFoundPage', module: 'smallPages', parts: none },
};

// Only the modules named above: a page that a shared module exports is loaded through that module alone.
const pageFiles = import.meta.glob<Readonly<Record<string, PageComponent>>>([
  '../pages/{Home,Service,About,Blog,GlobeDemo}Page.tsx',
  '../pages/{smallPages,formPages}.ts',
]);
const loadedPages = new Map<PageKind, PageComponent>();

/** The page's module as the build names it (the manifest's key). */
function pageModuleFile(kind: PageKind): string {
  const { component, module } = pages[kind];
  return module ? `src/pages/${module}.ts` : `src/pages/${component}.tsx`;
}

async function loadPage(kind: PageKind): Promise<PageComponent> {
  const { component } = pages[kind];
  const file = pageModuleFile(kind);
  const Page = (await pageFiles[file.replace('src/pages/', '../pages/')]?.())?.[component];
  if (!Page) throw new Error(`No page component ${component} in ${file}`);
  loadedPages.set(kind, Page);
  return Page;
}

/** The dictionary parts a route's page shows; a sub-service's breadcrumb names it as the overview does. */
export function pageParts(route: RouteDef): readonly MessagesPart[] {
  const parts = pages[route.page].parts(route);
  return route.crumb && 'overview' in route.crumb && !parts.includes('overview') ? [...parts, 'overview'] : parts;
}

/** Loads what a route's page needs in a language: its component and its words. */
export async function preparePage(route: RouteDef, locale: Locale): Promise<void> {
  await Promise.all([loadedPages.has(route.page) ? undefined : loadPage(route.page), loadMessages(locale, pageParts(route))]);
}

/** Whether a route's page can render at once in a language. */
export function pageReady(route: RouteDef, locale: Locale): boolean {
  return loadedPages.has(route.page) && loadedMessages(locale, pageParts(route)) !== undefined;
}

/** A loaded page's component (synchronous, for rendering; preparePage ran first). */
export function loadedPage(kind: PageKind): PageComponent | undefined {
  return loadedPages.get(kind);
}

/** The modules a route's page needs in a language, as the build manifest names their chunks. */
export function pageStartupModules(route: RouteDef, locale: Locale): string[] {
  return [pageModuleFile(route.page), ...['core' as const, ...pageParts(route)].map((part) => partModule(locale, part))];
}
