/**
 * Each kind of page is a chunk of its own, with the dictionary parts it shows (i18n/parts.ts): a page
 * downloads its own code and words, forms code only where a form is. The prerender lists a page's chunk
 * and parts with the start-up modules, so hydration never waits for a second round trip; a client-side
 * navigation renders the new page in a transition, and React shows it once they are here (location.tsx).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadingChunk } from '../browser/chunkLoad';
import type { Messages } from '../i18n/dictionary';
import { splitLocale, type Locale } from '../i18n/locales';
import { loadMessages } from '../i18n/load';
import { resolveRoute } from '../routes/useCurrentRoute';
import { partModule, type MessagesPart } from '../i18n/parts';
import type { PageKind, RouteDef } from '../routes/routes';
import { entryBody } from '../routes/entryBody';
import { bodyModule } from '../content/collections';

export type PageComponent = ComponentType<{ route: RouteDef }>;

interface PageModule {
  /** The component's name, which is also its file's in src/pages unless `module` names another. */
  component: string;
  /** The module in src/pages that exports the component: several small pages share one chunk. */
  module?: 'smallPages' | 'formPages' | 'collectionPages';
  parts: (route: RouteDef) => readonly MessagesPart[];
}

const none = (): readonly MessagesPart[] => [];

const pages: Record<PageKind, PageModule> = {
  home: { component: 'HomePage', parts: () => ['home', 'forms'] },
  services: { component: 'ServicesOverviewPage', module: 'smallPages', parts: () => ['overview'] },
  service: { component: 'ServicePage', parts: (route) => (route.service ? [`service:${route.service.category}`] : []) },
  about: { component: 'AboutPage', parts: () => ['company'] },
  blog: { component: 'BlogPage', module: 'collectionPages', parts: () => ['company'] },
  article: { component: 'ArticlePage', module: 'collectionPages', parts: () => ['company'] },
  contact: { component: 'ContactPage', module: 'formPages', parts: () => ['company', 'forms'] },
  careers: { component: 'CareersPage', module: 'formPages', parts: () => ['company', 'forms'] },
  job: { component: 'JobPage', module: 'collectionPages', parts: () => ['company'] },
  privacy: { component: 'PrivacyPage', module: 'smallPages', parts: () => ['legal'] },
  terms: { component: 'TermsPage', module: 'smallPages', parts: () => ['legal'] },
  impressum: { component: 'ImpressumPage', module: 'smallPages', parts: () => ['legal'] },
  accessibility: { component: 'AccessibilityPage', module: 'smallPages', parts: () => ['legal'] },
  globeDemo: { component: 'GlobeDemoPage', parts: () => ['demo'] },
  notFound: { component: 'NotFoundPage', module: 'smallPages', parts: none },
};

// Only the modules named above: a page that a shared module exports is loaded through that module alone.
const pageFiles = import.meta.glob<Readonly<Record<string, PageComponent>>>([
  '../pages/{Home,Service,About,GlobeDemo}Page.tsx',
  '../pages/{smallPages,formPages,collectionPages}.ts',
]);
const pageLoads = new Map<PageKind, Promise<PageComponent>>();
/** Pages whose chunk is here: their lazy component resolves without suspending (see pageComponents). */
const loadedPages = new Map<PageKind, PageComponent>();

/** The page's module as the build manifest names it. */
function pageModuleFile(kind: PageKind): string {
  const { component, module } = pages[kind];
  return module ? `src/pages/${module}.ts` : `src/pages/${component}.tsx`;
}

/** A page's component, fetched once; a chunk that cannot be fetched rejects and is asked for again next time. */
function loadPage(kind: PageKind): Promise<PageComponent> {
  let load = pageLoads.get(kind);
  if (!load) {
    const { component } = pages[kind];
    const file = pageModuleFile(kind);
    const importModule = pageFiles[file.replace('src/pages/', '../pages/')];
    if (!importModule) throw new Error(`No page module ${file}`);
    load = loadingChunk(importModule()).then((module) => {
      const Page = module[component];
      if (!Page) throw new Error(`No page component ${component} in ${file}`);
      loadedPages.set(kind, Page);
      return Page;
    });
    load.catch(() => pageLoads.delete(kind));
    pageLoads.set(kind, load);
  }
  return load;
}

/**
 * Each kind of page as one lazy component, made once. A navigation renders it in a transition
 * (location.tsx), so React keeps the page before on screen until this one's chunk is here.
 */
export const pageComponents = Object.fromEntries(
  Object.keys(pages).map((kind) => [kind, lazy(() => pageModule(kind as PageKind))]),
) as Record<PageKind, LazyExoticComponent<PageComponent>>;

/**
 * What a lazy page's loader returns. A chunk already here comes as a thenable that answers at once: React's
 * `lazy` then renders the page in the same pass instead of suspending for a microtask and starting over.
 */
function pageModule(kind: PageKind): Promise<{ default: PageComponent }> {
  const loaded = loadedPages.get(kind);
  return loaded ? answeredAtOnce({ default: loaded }) : loadPage(kind).then((Page) => ({ default: Page }));
}

/**
 * A thenable that calls back inside `then`. Typed as the Promise that `lazy` asks for: React only ever
 * calls its `then`, and reads the module in the same pass when the callback came at once.
 */
function answeredAtOnce<T>(value: T): Promise<T> {
  const thenable = {
    then(onFulfilled: (answer: T) => unknown) {
      onFulfilled(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}

/** The dictionary parts a route's page shows; a sub-service's breadcrumb names it as the overview does. */
export function pageParts(route: RouteDef): readonly MessagesPart[] {
  const parts = pages[route.page].parts(route);
  return route.crumb && 'overview' in route.crumb && !parts.includes('overview') ? [...parts, 'overview'] : parts;
}

/** The words of a route's page in a language (the browser's dictionary, cached per language and parts). */
const routeWords = (route: RouteDef, locale: Locale): Promise<Messages> => loadMessages(locale, pageParts(route));

/** The words a location's page shows, in its language (the browser's dictionary; app/PageWords.tsx). */
export function locationWords(pathname: string): Promise<Messages> {
  return routeWords(resolveRoute(pathname).route, splitLocale(pathname).locale);
}

/**
 * Fetches what a location's page needs (its code, its words, a news article's or job opening's body) ahead
 * of rendering it: on hydration, on a link's hover.
 */
export async function prepareLocation(pathname: string): Promise<void> {
  const { route } = resolveRoute(pathname);
  const { locale } = splitLocale(pathname);
  await Promise.all([
    loadPage(route.page),
    routeWords(route, locale),
    route.entry ? entryBody(route.entry, locale) : undefined,
  ]);
}

/** The modules a route's page needs in a language, as the build manifest names their chunks. */
export function pageStartupModules(route: RouteDef, locale: Locale): string[] {
  const body = route.entry && bodyModule(route.entry.collection, route.entry.slug, locale);
  return [
    pageModuleFile(route.page),
    ...['core' as const, ...pageParts(route)].map((part) => partModule(locale, part)),
    ...(body ? [body] : []),
  ];
}
