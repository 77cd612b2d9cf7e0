/** The server's start-up warnings (issue 30): the check:launch report, one line per item, never a stop. */
import { describe, expect, it } from 'vitest';
import { launchReport } from '../../src/content/launchCheck';
import { siteLaunchReport } from '../../src/routes/launchFindingPages';
import { warnAboutLaunch } from '../../src/server/launchWarnings';

interface Line {
  level: 'info' | 'warn';
  msg: string;
  path?: string;
  launchCheck?: string;
  shownOn?: string;
}

/** The lines a pino logger would write, as the server's logger is called. */
function logged(report = siteLaunchReport()) {
  const lines: Line[] = [];
  const record =
    (level: Line['level']) =>
    (fieldsOrMessage: object | string, message?: string): void => {
      lines.push(
        typeof fieldsOrMessage === 'string'
          ? { level, msg: fieldsOrMessage }
          : { level, ...fieldsOrMessage, msg: message ?? '' },
      );
    };
  warnAboutLaunch({ info: record('info'), warn: record('warn') }, report);
  return { at: (level: Line['level']) => lines.filter((line) => line.level === level) };
}

describe('the start-up warnings', () => {
  it('warn once per placeholder, fact not set and unconfirmed claim, each with where it shows', () => {
    const report = siteLaunchReport();
    expect(report.ready).toBe(false);
    const warnings = logged(report).at('warn');
    expect(warnings[0]?.msg).toContain(report.summary);
    expect(warnings.slice(1).map((line) => line.path)).toEqual(report.items.map((item) => item.path));
    const kinds = new Set(warnings.slice(1).map((line) => line.launchCheck));
    expect([...kinds].sort()).toEqual(['notSet', 'placeholder', 'unconfirmed']);
    const street = warnings.find((line) => line.path === 'address.street');
    expect(street).toMatchObject({
      shownOn: 'every page (en, de, tr)',
      msg: expect.stringContaining('"Musterstraße 1"') as unknown,
    });
    const volume = warnings.find((line) => line.path === 'energy.volume');
    expect(volume?.msg).toMatch(
      /^not ready to go live: unconfirmed energy\.volume €2\.5bn\+ {2}team experience: .* → \/services\/energy, \/de\/services\/energy, \/tr\/services\/energy/,
    );
  });

  it('say "Ready" in one information line once nothing is left', () => {
    const capture = logged(launchReport([], () => null));
    expect(capture.at('warn')).toEqual([]);
    expect(capture.at('info').map((line) => line.msg)).toEqual([expect.stringMatching(/^Ready: /)]);
  });
});
