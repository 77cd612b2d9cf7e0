/**
 * What blocks a launch, as `npm run check:launch`, the build and the server's start-up report it:
 * - every company fact still a placeholder, and any filled-in value that still looks like one (an example.com
 *   address, "Mustermann", a run of zeros), so a fact copied out of its placeholder() call unchanged is caught too;
 * - every company fact not set yet (a permit, the partner law firms);
 * - every unconfirmed claim of the claims register that a page shows.
 * Each with where it shows (`shownOn`, worked out from the route table by routes/launchFindingPages.ts).
 */
import type { Claim } from './claimSources';
import { NotSet, Placeholder } from './placeholder';

type LaunchFindingKind = 'placeholder' | 'looksLikePlaceholder' | 'notSet' | 'unconfirmed';

export interface LaunchFinding {
  kind: LaunchFindingKind;
  /** Where it is: a path in company.ts ("address.street", "processors[0].name") or a claim's id ("it.projects"). */
  path: string;
  /** The value the site shows (a claim's figure as English readers see it), or what to fill in. */
  value: string;
}

const placeholderLike = /example\.(?:com|org|net)|muster|0{5}/i;

export function launchFindings(facts: unknown, path = ''): LaunchFinding[] {
  if (facts instanceof Placeholder) return [{ path, value: String(facts.value), kind: 'placeholder' }];
  if (facts instanceof NotSet) return [{ path, value: facts.what, kind: 'notSet' }];
  if (typeof facts === 'string')
    return placeholderLike.test(facts) ? [{ path, value: facts, kind: 'looksLikePlaceholder' }] : [];
  if (Array.isArray(facts))
    return facts.flatMap((item: unknown, index) => launchFindings(item, `${path}[${String(index)}]`));
  if (facts !== null && typeof facts === 'object') {
    return Object.entries(facts).flatMap(([key, child]) => launchFindings(child, path ? `${path}.${key}` : key));
  }
  return [];
}

/** The claims with no source and no count behind them, each with its figure as `formatFigure` writes it. */
export function unconfirmedClaims(
  claims: Readonly<Record<string, Claim>>,
  formatFigure: (claim: Claim) => string,
): LaunchFinding[] {
  return Object.entries(claims).flatMap(([path, claim]) =>
    'unconfirmed' in claim.basis
      ? [{ kind: 'unconfirmed' as const, path, value: `${formatFigure(claim)}  ${claim.basis.unconfirmed}` }]
      : [],
  );
}

interface LaunchItem extends LaunchFinding {
  /** Where a visitor meets it: "every page (en, de, tr)", "/impressum, /de/impressum, /tr/impressum". */
  shownOn: string;
  /** The finding as one line of the report, its columns aligned with the others'. */
  line: string;
  /** The same, unaligned: one line of the server's log. */
  text: string;
}

export interface LaunchReport {
  ready: boolean;
  /** The first line: ready, or how many of each kind are left. */
  summary: string;
  items: LaunchItem[];
  /** The whole report, as check:launch and the build print it. */
  lines: string[];
}

const sections: Record<LaunchFindingKind, { noun: string; heading: string }> = {
  placeholder: {
    noun: 'placeholders',
    heading: 'Placeholders in src/content/company.ts: replace each with the real value.',
  },
  looksLikePlaceholder: {
    noun: 'values that look like placeholders',
    heading: 'Filled in, but still looking like placeholders (src/content/company.ts):',
  },
  notSet: {
    noun: 'facts not set',
    heading:
      'Facts not set in src/content/company.ts: the site leaves out what needs them until they are set. A permit is set to { authority: … } or { notRequired: … } (README, "Before going live").',
  },
  unconfirmed: {
    noun: 'unconfirmed claims',
    heading: 'Unconfirmed claims in src/content/claims.ts: give each its source, or drop it.',
  },
};
const kinds = Object.keys(sections) as LaunchFindingKind[];

/** The report of `findings`; `shownOn` says where each one shows. Claims shown nowhere are left out. */
export function launchReport(
  findings: readonly LaunchFinding[],
  shownOn: (finding: LaunchFinding) => string | null,
): LaunchReport {
  const shown = findings.flatMap((finding) => {
    const where = shownOn(finding);
    return where === null && finding.kind === 'unconfirmed' ? [] : [{ ...finding, shownOn: where ?? 'not shown' }];
  });
  if (shown.length === 0) {
    const summary =
      'Ready: no placeholder, unset fact or unconfirmed claim left (src/content/company.ts, src/content/claims.ts).';
    return { ready: true, summary, items: [], lines: [summary] };
  }
  const width = Math.max(...shown.map((finding) => finding.path.length));
  const items = shown.map((finding) => {
    const value = finding.kind === 'unconfirmed' ? finding.value : JSON.stringify(finding.value);
    return {
      ...finding,
      line: `${finding.path.padEnd(width)}  ${value}  → ${finding.shownOn}`,
      text: `${finding.path} ${value} → ${finding.shownOn}`,
    };
  });
  const counts = kinds.flatMap((kind) => {
    const count = items.filter((item) => item.kind === kind).length;
    return count > 0 ? [`${String(count)} ${sections[kind].noun}`] : [];
  });
  const summary = `Not ready to go live: ${counts.join(', ')}.`;
  const lines = [summary];
  for (const kind of kinds) {
    const ofKind = items.filter((item) => item.kind === kind);
    if (ofKind.length > 0) lines.push('', sections[kind].heading, ...ofKind.map((item) => `  ${item.line}`));
  }
  return { ready: false, summary, items, lines };
}
