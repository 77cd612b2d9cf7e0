/**
 * What `npm run check:launch` reports: every company fact still a placeholder, and any filled-in value
 * that still looks like one (an example.com address, "Mustermann", a run of zeros), so a fact copied
 * out of its placeholder() call unchanged is caught too.
 */
import { Placeholder } from './placeholder';

export interface LaunchFinding {
  /** Where the fact is in company.ts, e.g. "address.street" or "processors[0].name". */
  path: string;
  value: string;
  kind: 'placeholder' | 'looksLikePlaceholder';
}

const placeholderLike = /example\.(?:com|org|net)|muster|0{5}/i;

export function launchFindings(facts: unknown, path = ''): LaunchFinding[] {
  if (facts instanceof Placeholder) return [{ path, value: facts.value, kind: 'placeholder' }];
  if (typeof facts === 'string') return placeholderLike.test(facts) ? [{ path, value: facts, kind: 'looksLikePlaceholder' }] : [];
  if (Array.isArray(facts)) return facts.flatMap((item: unknown, index) => launchFindings(item, `${path}[${String(index)}]`));
  if (facts !== null && typeof facts === 'object') {
    return Object.entries(facts).flatMap(([key, child]) => launchFindings(child, path ? `${path}.${key}` : key));
  }
  return [];
}

export interface LaunchReport {
  ready: boolean;
  lines: string[];
}

export function launchReport(facts: unknown, file = 'src/content/company.ts'): LaunchReport {
  const findings = launchFindings(facts);
  if (findings.length === 0) return { ready: true, lines: [`Ready: ${file} has no placeholder facts left.`] };
  const width = Math.max(...findings.map((finding) => finding.path.length));
  return {
    ready: false,
    lines: [
      `Not ready to go live: ${String(findings.length)} company facts in ${file} are placeholders. Replace each with the real value:`,
      '',
      ...findings.map(
        ({ path, value, kind }) =>
          `  ${path.padEnd(width)}  ${JSON.stringify(value)}${kind === 'looksLikePlaceholder' ? '  (filled in, but looks like a placeholder)' : ''}`,
      ),
    ],
  };
}
