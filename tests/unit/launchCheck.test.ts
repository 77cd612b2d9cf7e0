import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { company, companyFacts } from '../../src/content/company';
import { launchFindings, launchReport } from '../../src/content/launchCheck';
import { Placeholder, placeholder } from '../../src/content/placeholder';

const root = new URL('../..', import.meta.url).pathname;
// The placeholder() calls as written in company.ts (the import line aside): what the checker must find.
const writtenPlaceholders = [...readFileSync(`${root}src/content/company.ts`, 'utf8').matchAll(/placeholder\('((?:[^'\\]|\\.)*)'\)/g)].map(
  (match) => match[1] ?? '',
);
const found = launchFindings(companyFacts);

/** The facts with every placeholder filled in by a plausible real value, as an operator would. */
function filledIn(facts: unknown, path = ''): unknown {
  if (facts instanceof Placeholder) return path.endsWith('countryCode') ? 'DE' : `Real value of ${path}`;
  if (Array.isArray(facts)) return facts.map((item: unknown, index) => filledIn(item, `${path}[${String(index)}]`));
  if (facts !== null && typeof facts === 'object') {
    return Object.fromEntries(Object.entries(facts).map(([key, child]) => [key, filledIn(child, path ? `${path}.${key}` : key)]));
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
  it('finds every placeholder() of company.ts, as written there', () => {
    // Before launch this is every fact the specification leaves open (29 when written); after it, none.
    expect(found.filter((finding) => finding.kind === 'placeholder').map((finding) => finding.value)).toEqual(writtenPlaceholders);
  });

  it('reports each by its path, objects and lists alike', () => {
    const facts = {
      address: { street: placeholder('Musterstraße 1'), city: 'Potsdam' },
      processors: [{ id: 'hosting', name: placeholder('Hosting Muster GmbH') }],
    };
    expect(launchFindings(facts)).toEqual([
      { path: 'address.street', value: 'Musterstraße 1', kind: 'placeholder' },
      { path: 'processors[0].name', value: 'Hosting Muster GmbH', kind: 'placeholder' },
    ]);
    const report = launchReport(facts);
    expect(report.ready).toBe(false);
    expect(report.lines[0]).toMatch(/^Not ready to go live: 2 company facts/);
    expect(report.lines).toContain('  address.street      "Musterstraße 1"');
  });

  it('is ready once every fact is filled in', () => {
    expect(launchReport(filledIn(companyFacts))).toEqual({ ready: true, lines: ['Ready: src/content/company.ts has no placeholder facts left.'] });
  });

  it('still refuses a placeholder value copied out of its placeholder() call unchanged', () => {
    const findings = launchFindings({ ...(filledIn(companyFacts) as object), email: 'info@example.com', register: { number: 'HRB 00000 P' } });
    expect(findings).toEqual([
      { path: 'email', value: 'info@example.com', kind: 'looksLikePlaceholder' },
      { path: 'register.number', value: 'HRB 00000 P', kind: 'looksLikePlaceholder' },
    ]);
  });

  it('leaves the site showing each placeholder’s value', () => {
    for (const { path, value } of found) expect(shownAt(path), path).toBe(value);
  });

  it('runs as `npm run check:launch`: exit 1 and the list while facts are missing, else exit 0 and "Ready"', async () => {
    const run = promisify(execFile)('npm', ['run', '-s', 'check:launch'], { cwd: root });
    if (found.length > 0) {
      await expect(run).rejects.toMatchObject({ code: 1, stdout: expect.stringContaining(`  ${found[0]?.path ?? ''} `) as unknown });
    } else {
      await expect(run).resolves.toMatchObject({ stdout: expect.stringContaining('Ready:') as unknown });
    }
  }, 60_000);
});
