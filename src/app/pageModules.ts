/**
 * Each kind of page is a chunk of its own, with the dictionary parts it shows (i18n/parts.ts); the prerender
 * lists them with the start-up modules, so hydration waits for no second round trip.
 */
import type { Locale } from '../i18n/locales';
import { partModule, type MessagesPart } from '../i18n/parts';
import type { PageKind, RouteDef } from '../routes/routes';
import { bodyModule } from '../content/collections';
import { pagePreparation, type PageComponent } from '../navigation/prepare';

/** `component` also names its file in src/pages, unless a `module` shared by several small pages exports it. */
interface PageModule {
  component: string;
  module?: 'smallPages' | 'formPages' | 'collectionPages';
  parts: (route: RouteDef) => readonly MessagesPart[];
}

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
  place: { component: 'PlacePage', parts: () => ['place'] },
  notFound: { component: 'NotFoundPage', module: 'smallPages', parts: () => [] },
};

// Only the modules named above: a page that a shared module exports is loaded through that module alone.
const pageFiles = import.meta.glob<Readonly<Record<string, PageComponent>>>([
  '../pages/{Home,Service,About,GlobeDemo,Place}Page.tsx',
  '../pages/{smallPages,formPages,collectionPages}.ts',
]);

/** The page's module as the build manifest names it. */
function pageModuleFile(kind: PageKind): string {
  const { component, module } = pages[kind];
  return module ? `src/pages/${module}.ts` : `src/pages/${component}.tsx`;
}

/** A kind of page's component, from its chunk (the browser fetches a module once, however often asked). */
async function importPage(kind: PageKind): Promise<PageComponent> {
  const [{ component }, file] = [pages[kind], pageModuleFile(kind)];
  const Page = (await pageFiles[file.replace('src/pages/', '../pages/')]?.())?.[component];
  if (!Page) throw new Error(`No page component ${component} in ${file}`);
  return Page;
}

/** The dictionary parts a route's page shows; a sub-service's breadcrumb names it as the overview does. */
function pageParts(route: RouteDef): readonly MessagesPart[] {
  const parts = pages[route.page].parts(route);
  return route.crumb && 'overview' in route.crumb && !parts.includes('overview') ? [...parts, 'overview'] : parts;
}

/** The modules a route's page needs in a language, as the build manifest names their chunks. */
export function pageStartupModules(route: RouteDef, locale: Locale): string[] {
  const body = route.entry && bodyModule(route.entry.collection, route.entry.slug, locale);
  const words = ['core' as const, ...pageParts(route)].map((part) => partModule(locale, part));
  return [pageModuleFile(route.page), ...words, ...(body ? [body] : [])];
}

/** The site's pages, prepared before they render (navigation/prepare.ts), then read at once. */
const site = pagePreparation({ load: importPage, parts: pageParts });
export const [prepareLocation, preparedPage, preparedWords] = [site.prepare, site.page, site.words];
