/**
 * The pages each launch finding shows on, from the route table: the one report `npm run check:launch`, the
 * build and the server's start-up print (content/launchCheck.ts), so a reader knows which pages a
 * placeholder or an unconfirmed claim would reach.
 */
import { isClaimId, type ClaimId } from '../content/claims';
import { claimRegister } from '../content/claimSources';
import { launchFacts } from '../content/company';
import { homeStats } from '../content/homeStats';
import {
  launchFindings,
  launchReport,
  unconfirmedClaims,
  type LaunchFinding,
  type LaunchReport,
} from '../content/launchCheck';
import { greenEnergyVariant } from '../content/services/greenEnergyVariant';
import { servicePageId, servicePages } from '../content/services/pages';
import { formatFigureWithIntl } from '../i18n/intlFigures';
import { locales, localizePath } from '../i18n/locales';
import {
  placeRouteId,
  routeById,
  routes,
  serviceCategories,
  serviceRouteId,
  type PageKind,
  type RouteId,
  type ServiceCategory,
} from './routes';

/** Every page (header, footer, head), some kinds of page, a service's page, or one page of a kind. */
type Pages = 'every page' | readonly PageKind[] | { service: ServiceCategory } | { route: RouteId };

/** Where each top-level company fact shows (company.ts); a fact missing here is reported as "not shown" (and fails unit/launchCheck.test.ts). */
const factPages: Readonly<Record<string, Pages>> = {
  name: 'every page',
  legalName: 'every page',
  address: 'every page',
  email: 'every page',
  phone: 'every page',
  social: 'every page',
  origin: 'every page',
  managingDirector: ['impressum', 'privacy'],
  register: ['impressum'],
  vatId: ['impressum'],
  businessPurpose: ['impressum'],
  permits: ['impressum'],
  dataProtectionOfficer: ['privacy'],
  processors: ['privacy'],
  partnerLawFirms: { service: 'realEstate' },
  accessibility: ['accessibility'],
};

/** Claims the copy also makes in words beyond their figure: "24/7 support" among the overview's features, home's "we run and monitor your network around the clock". */
const alsoInWords: Partial<Record<ClaimId, readonly PageKind[]>> = {
  'it.support': ['services'],
  'networking.support': ['home', 'services'],
};

/**
 * The pages that show a claim of the register: home's figures (again on the head office's page), the service pages
 * shown, the head count (about page, and every page's structured data).
 */
function claimPages(id: ClaimId): readonly Pages[] | null {
  if (homeStats.some((stat) => stat.claim === id)) return [['home'], { route: placeRouteId('potsdam') }];
  if (id === 'about.employees') return ['every page'];
  const category = serviceCategories.find((candidate) =>
    servicePages[servicePageId(candidate, greenEnergyVariant)].stats.some((stat) => stat.claim === id),
  );
  if (!category) return null;
  const inWords = alsoInWords[id];
  return inWords ? [{ service: category }, inWords] : [{ service: category }];
}

function inEveryLanguage(path: string): string {
  return locales.map((locale) => localizePath(path, locale)).join(', ');
}

/** Pages as a reader of the report finds them: the addresses in every language. */
function describePages(pages: Pages): string {
  if (pages === 'every page') return `every page (${locales.join(', ')})`;
  if ('route' in pages) return inEveryLanguage(routeById(pages.route).path);
  if ('service' in pages) {
    const route = routes.find((candidate) => candidate.id === serviceRouteId(pages.service));
    return route ? `${inEveryLanguage(route.path)} (and its other addresses)` : 'not shown';
  }
  const paths = routes
    .filter((route) => pages.includes(route.page) && route.canonical === route.path)
    .map((route) => route.path);
  return paths.map(inEveryLanguage).join(', ');
}

/** Where a finding shows: one set of pages or more, or null when no page shows it. */
export function findingPages(finding: LaunchFinding): readonly Pages[] | null {
  if (finding.kind === 'unconfirmed') return isClaimId(finding.path) ? claimPages(finding.path) : null;
  const pages = factPages[finding.path.split(/[.[]/)[0] ?? ''];
  return pages ? [pages] : null;
}

/** Everything that blocks the launch, with where it shows. */
export function siteLaunchReport(): LaunchReport {
  const findings = [
    ...launchFindings(launchFacts),
    ...unconfirmedClaims(claimRegister, (claim) => formatFigureWithIntl(claim.figure, 'en')),
  ];
  return launchReport(findings, (finding) => {
    const pages = findingPages(finding);
    return pages === null ? null : pages.map(describePages).join('; ');
  });
}
