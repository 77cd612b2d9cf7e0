/**
 * Where each launch finding shows, from the route table: the one report `npm run check:launch`, the build and
 * the server's start-up print (content/launchCheck.ts).
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
import { routes, serviceCategories, serviceRouteId, type PageKind, type ServiceCategory } from './routes';

/** Every page (header, footer, head), some kinds of page, or a service's page. */
type Place = 'every page' | readonly PageKind[] | { service: ServiceCategory };

/** Where each top-level company fact shows (company.ts); a fact missing here is reported as "not shown" (and fails unit/launchCheck.test.ts). */
const factPlaces: Readonly<Record<string, Place>> = {
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

/** The pages that show a claim of the register: home's figures, the service pages shown, the head count (about page, and every page's structured data). */
function claimPlaces(id: ClaimId): readonly Place[] | null {
  if (homeStats.some((stat) => stat.claim === id)) return [['home']];
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

/** A place as a reader of the report finds it: the addresses in every language. */
function describePlace(place: Place): string {
  if (place === 'every page') return `every page (${locales.join(', ')})`;
  if ('service' in place) {
    const route = routes.find((candidate) => candidate.id === serviceRouteId(place.service));
    return route ? `${inEveryLanguage(route.path)} (and its other addresses)` : 'not shown';
  }
  const paths = routes
    .filter((route) => place.includes(route.page) && route.canonical === route.path)
    .map((route) => route.path);
  return paths.map(inEveryLanguage).join(', ');
}

/** Where a finding shows: one place or more, or null when no page shows it. */
export function findingPlaces(finding: LaunchFinding): readonly Place[] | null {
  if (finding.kind === 'unconfirmed') return isClaimId(finding.path) ? claimPlaces(finding.path) : null;
  const place = factPlaces[finding.path.split(/[.[]/)[0] ?? ''];
  return place ? [place] : null;
}

/** Everything that blocks the launch, with where it shows. */
export function siteLaunchReport(): LaunchReport {
  const findings = [
    ...launchFindings(launchFacts),
    ...unconfirmedClaims(claimRegister, (claim) => formatFigureWithIntl(claim.figure, 'en')),
  ];
  return launchReport(findings, (finding) => {
    const places = findingPlaces(finding);
    return places === null ? null : places.map(describePlace).join('; ');
  });
}
