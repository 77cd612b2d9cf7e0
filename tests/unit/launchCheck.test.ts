import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { claimRegister } from '../../src/content/claimSources';
import { company, companyFacts, launchFacts } from '../../src/content/company';
import { launchFindings, launchReport, type LaunchFinding } from '../../src/content/launchCheck';
import { NotSet, Placeholder, placeholder } from '../../src/content/placeholder';
import { greenEnergyVariant } from '../../src/content/services/greenEnergyVariant';
import { servicePageId, servicePages } from '../../src/content/services/pages';
import { findingPages, siteLaunchReport } from '../../src/routes/launchFindingPages';
import { routes, serviceCategories, serviceRouteId } from '../../src/routes/routes';
import { specFigures } from './support/specFigures';

const root = new URL('../..', import.meta.url).pathname;
// The placeholder() calls as written in company.ts (the import line aside): what the checker must find.
// A yes/no the site assumes (placeholder(true)) is reported as its word, "true".
const writtenPlaceholders = [
  ...readFileSync(`${root}src/content/company.ts`, 'utf8').matchAll(
    /placeholder\((?:'((?:[^'\\]|\\.)*)'|(true|false))\)/g,
  ),
].map((match) => match[1] ?? match[2] ?? '');
const found = launchFindings(launchFacts);
const everywhere = (): string => 'every page';
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The facts with every placeholder filled in by a plausible real value, as an operator would. */
function filledIn(facts: unknown, path = ''): unknown {
  if (facts instanceof Placeholder) {
    if (typeof facts.value === 'boolean') return facts.value;
    return path.endsWith('countryCode') ? 'DE' : `Real value of ${path}`;
  }
  if (facts instanceof NotSet) return { notRequired: 'decided by counsel' };
  if (Array.isArray(facts)) return facts.map((item: unknown, index) => filledIn(item, `${path}[${String(index)}]`));
  if (facts !== null && typeof facts === 'object') {
    return Object.fromEntries(
      Object.entries(facts).map(([key, child]) => [key, filledIn(child, path ? `${path}.${key}` : key)]),
    );
  }
  return facts;
}

/** The value the site shows at a path the checker reports ("processors[0].name"). */
function shownAt(path: string): unknown {
  return path
    .split(/\.|\[(\d+)\]/)
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], company);
}

describe('the launch check', () => {
  it('finds every placeholder() of company.ts in use, as written there', () => {
    // Before launch this is every fact the specification leaves open (29 when written); after it, none. The
    // static host's entry counts only with hosting 'staticHost'.
    const staticHost = companyFacts.processors.find((processor) => processor.id === 'staticHost');
    const unused =
      companyFacts.hosting === 'staticHost' || !staticHost
        ? []
        : launchFindings(staticHost).map((finding) => finding.value);
    const from = unused.length > 0 ? writtenPlaceholders.indexOf(unused[0] ?? '') : writtenPlaceholders.length;
    expect(writtenPlaceholders.slice(from, from + unused.length)).toEqual(unused);
    const inUse = [...writtenPlaceholders.slice(0, from), ...writtenPlaceholders.slice(from + unused.length)];
    expect(found.filter((finding) => finding.kind === 'placeholder').map((finding) => finding.value)).toEqual(inUse);
  });

  it('finds every fact not set yet, with what to fill in', () => {
    expect(found.filter((finding) => finding.kind === 'notSet').map((finding) => finding.path)).toEqual([
      'permits.propertyBrokerage',
      'permits.mortgageBrokerage',
      'permits.energyTrading',
      'partnerLawFirms',
    ]);
  });

  it('lists the conciliation body’s website while it is a placeholder, shown on the accessibility statement (A8)', () => {
    const item = siteLaunchReport().items.find((finding) => finding.path === 'accessibility.conciliation.website');
    expect(companyFacts.accessibility.conciliation.website).toBeInstanceOf(Placeholder);
    expect(item).toMatchObject({
      kind: 'placeholder',
      value: 'https://www.schlichtungsstelle-bgg.de',
      shownOn: '/accessibility, /de/accessibility, /tr/accessibility',
    });
  });

  it('knows where every finding shows, claims included', () => {
    for (const finding of siteLaunchReport().items) expect(finding.shownOn, finding.path).not.toBe('not shown');
    for (const finding of found) expect(findingPages(finding), finding.path).not.toBeNull();
  });

  it('lists each unconfirmed claim a page shows, with its figure, what to confirm and the pages in every language', () => {
    const claims = siteLaunchReport().items.filter((item) => item.kind === 'unconfirmed');
    const shown = Object.entries(claimRegister).filter(([, claim]) => 'unconfirmed' in claim.basis);
    expect(claims.length).toBeGreaterThan(0);
    // Green energy variant A is not shown: its claims wait until the setting flips.
    expect(claims.map((claim) => claim.path)).toEqual(
      shown.map(([id]) => id).filter((id) => !id.startsWith('greenEnergyA.')),
    );
    const volume = claims.find((claim) => claim.path === 'energy.volume');
    expect(volume?.line).toMatch(
      /^energy\.volume +€2\.5bn\+ +team experience: energy traded.* → \/services\/energy, \/de\/services\/energy, \/tr\/services\/energy/,
    );
    // Home's figures, which the head office's page shows again.
    expect(claims.find((claim) => claim.path === 'home.quality')?.shownOn).toBe(
      '/, /de, /tr; /places/potsdam, /de/places/potsdam, /tr/places/potsdam',
    );
    // A promise the copy repeats in words is listed where the words are too.
    expect(claims.find((claim) => claim.path === 'networking.support')?.shownOn).toBe(
      '/services/networking, /de/services/networking, /tr/services/networking (and its other addresses); /, /de, /tr, /services, /de/services, /tr/services',
    );
  });

  it("lists the specification's satisfaction, success, CO₂, technology and market figures, with their pages in every language", () => {
    const claims = siteLaunchReport().items.filter((item) => item.kind === 'unconfirmed');
    const shownPages = new Set(serviceCategories.map((category) => servicePageId(category, greenEnergyVariant)));
    const listed = specFigures
      .filter(({ claim }) => claims.some((item) => item.path === claim))
      .map(({ page }) => page);
    // Variant A's figure waits, like the rest of variant A, until the setting shows it.
    expect(listed).toEqual(specFigures.map(({ page }) => page).filter((page) => shownPages.has(page)));
    expect(listed).toHaveLength(5);
    for (const { claim, page, shown } of specFigures.filter((figure) => listed.includes(figure.page))) {
      const item = claims.find((candidate) => candidate.path === claim);
      const basis = claimRegister[claim].basis;
      const path = routes.find((route) => route.id === serviceRouteId(servicePages[page].copyKey))?.path ?? '';
      const shownOn = `${path}, /de${path}, /tr${path} (and its other addresses)`;
      expect(item, claim).toMatchObject({
        value: `${shown.en}  ${'unconfirmed' in basis ? basis.unconfirmed : ''}`,
        shownOn,
      });
      expect(item?.line, claim).toMatch(
        new RegExp(`^${escape(claim)} +${escape(shown.en)}  .+  → ${escape(shownOn)}$`),
      );
    }
  });

  it('reports each by its path, objects and lists alike', () => {
    const facts = {
      address: { street: placeholder('Musterstraße 1'), city: 'Potsdam' },
      processors: [{ id: 'hosting', name: placeholder('Hosting Muster GmbH') }],
    };
    const findings: LaunchFinding[] = launchFindings(facts);
    expect(findings).toEqual([
      { path: 'address.street', value: 'Musterstraße 1', kind: 'placeholder' },
      { path: 'processors[0].name', value: 'Hosting Muster GmbH', kind: 'placeholder' },
    ]);
    const report = launchReport(findings, everywhere);
    expect(report.ready).toBe(false);
    expect(report.summary).toBe('Not ready to go live: 2 placeholders.');
    expect(report.lines).toContain('  address.street      "Musterstraße 1"  → every page');
  });

  it('is ready once every fact is filled in', () => {
    const report = launchReport(launchFindings(filledIn(launchFacts)), everywhere);
    expect(report).toMatchObject({ ready: true, items: [] });
    expect(report.lines).toEqual([expect.stringMatching(/^Ready: /)]);
  });

  it('still refuses a placeholder value copied out of its placeholder() call unchanged', () => {
    const findings = launchFindings({
      ...(filledIn(launchFacts) as object),
      email: 'info@example.com',
      register: { number: 'HRB 00000 P' },
    });
    expect(findings).toEqual([
      { path: 'email', value: 'info@example.com', kind: 'looksLikePlaceholder' },
      { path: 'register.number', value: 'HRB 00000 P', kind: 'looksLikePlaceholder' },
    ]);
  });

  it('leaves the site showing each placeholder’s value', () => {
    // A yes/no placeholder is reported as its word ("true"): the site reads the value itself.
    for (const { path, value, kind } of found)
      expect(kind === 'notSet' ? shownAt(path) : String(shownAt(path)), path).toBe(kind === 'notSet' ? null : value);
  });

  it('runs as `npm run check:launch`: exit 1 and the list while anything blocks the launch, else exit 0 and "Ready"', async () => {
    const run = promisify(execFile)('npm', ['run', '-s', 'check:launch'], { cwd: root });
    const { items } = siteLaunchReport();
    if (items.length > 0) {
      const failed: unknown = await run.then(
        () => null,
        (error: unknown) => error,
      );
      expect(failed).toMatchObject({ code: 1 });
      const { stdout } = failed as { stdout: string };
      for (const item of items) expect(stdout).toContain(`  ${item.line}\n`);
    } else {
      await expect(run).resolves.toMatchObject({ stdout: expect.stringContaining('Ready:') as unknown });
    }
  }, 60_000);
});
