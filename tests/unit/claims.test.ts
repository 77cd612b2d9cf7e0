/**
 * The claims register (src/content/claims.ts) is where every headline figure comes from (issue 30): a count
 * counts the list beside it, availability is a target, never a guarantee, and the specification's satisfaction,
 * success and CO₂ figures are shown as it gives them, unconfirmed until the company proves them (issue 44).
 */
import { describe, expect, it } from 'vitest';
import type { ClaimedFigure } from '../../src/content/claimedFigure';
import { isClaimId } from '../../src/content/claims';
import { claimRegister } from '../../src/content/claimSources';
import { countriesBeyondGermany } from '../../src/content/company';
import { homeStats } from '../../src/content/homeStats';
import { catalogue } from '../../src/content/services/catalogue';
import { servicePages, type ServicePageId } from '../../src/content/services/pages';
import { allMessages } from '../../src/i18n/allMessages';
import { formatFigureWithIntl } from '../../src/i18n/intlFigures';
import { locales } from '../../src/i18n/locales';
import { pageCopy } from '../../src/pages/service/pageCopy';
import { specFigures } from './support/specFigures';

describe('the claims register', () => {
  it('gives every headline figure of the site, home and service pages, from its entry', () => {
    const stats: ClaimedFigure[] = [
      ...homeStats,
      ...Object.values(servicePages).flatMap((page): readonly ClaimedFigure[] => page.stats),
    ];
    for (const { claim, figure } of stats) {
      if (!isClaimId(claim)) throw new Error(`${claim} is in no part of the register`);
      expect(figure, claim).toBe(claimRegister[claim].figure);
    }
  });

  it('counts what the pages list: the home catalogue; the counts issue 44 replaced are gone', () => {
    // "15+ services in our portfolio" stays true of the catalogue it counts.
    expect(claimRegister['home.services'].basis).toHaveProperty('counted');
    const services = Object.values(catalogue).flat().length;
    expect(services).toBeGreaterThanOrEqual(15);
    expect(claimRegister['home.countries'].figure).toEqual({
      kind: 'count',
      value: countriesBeyondGermany,
      plus: false,
    });
    for (const gone of ['hr.fields', 'rd.fields', 'greenEnergy.technologies', 'greenEnergyA.technologies'])
      expect(isClaimId(gone), gone).toBe(false);
  });

  it('leaves every other claim with a source or marked unconfirmed', () => {
    for (const [id, { basis }] of Object.entries(claimRegister)) {
      const text = 'source' in basis ? basis.source : 'counted' in basis ? basis.counted : basis.unconfirmed;
      expect(text.length, id).toBeGreaterThan(10);
    }
  });

  it.each(specFigures)(
    'holds $claim as the specification gives it, unconfirmed until the company proves it',
    ({ claim, figure, proof }) => {
      expect(claimRegister[claim].figure).toEqual(figure);
      expect(claimRegister[claim].basis).toEqual({ unconfirmed: expect.stringMatching(proof) as unknown });
    },
  );

  it.each(specFigures)(
    'shows $claim on its page, in the place the specification gives it',
    ({ claim, page, stat, position }) => {
      expect(servicePages[page].stats[position]).toMatchObject({ id: stat, claim });
    },
  );

  it("gives both green energy variants exactly the specification's four figures", () => {
    const english = (page: ServicePageId): string[] =>
      servicePages[page].stats.map((stat) => formatFigureWithIntl(stat.figure, 'en'));
    expect(english('greenEnergyA')).toEqual(['500+', '50 MW+', '15+', '1,000 t+']);
    expect(english('greenEnergyB')).toEqual(['500 MW+', '100+', '15+', '50%']);
  });

  it.each(locales)('labels no figure a guarantee (%s)', (locale) => {
    const labels = Object.values(allMessages[locale].servicePages).flatMap((copy) => Object.values<string>(copy.stats));
    expect(labels.filter((label) => /garant|guarant/i.test(label))).toEqual([]);
  });

  it.each(locales)('labels the satisfaction, success and CO₂ figures as what they are (%s)', (locale) => {
    for (const { page, stat, label } of specFigures) {
      const labels: Readonly<Record<string, string>> = pageCopy(allMessages[locale], servicePages[page].copyKey).stats;
      expect(labels[stat], `${page}.${stat}`).toMatch(label[locale]);
    }
  });
});

describe('figures with a unit', () => {
  it('read "über 500 MW" in German, as euro amounts do, and "500 MW+" in English (review N15)', () => {
    const withUnit = Object.values(claimRegister)
      .map((claim) => claim.figure)
      .filter((figure) => figure.kind === 'megawatt' || figure.kind === 'tonnes');
    expect(withUnit.length).toBeGreaterThan(0);
    for (const figure of withUnit) {
      expect(formatFigureWithIntl(figure, 'de')).toMatch(/^über\u00a0[\d.]+ (MW|t)$/);
      expect(formatFigureWithIntl(figure, 'en')).toMatch(/^[\d,]+ (MW|t)\+$/);
    }
  });
});

describe('percentages and tonnes', () => {
  it.each(locales)('read as Intl writes them, "95%", "95 %" (no-break space), "%95" (%s)', (locale) => {
    for (const { claim, figure, shown } of specFigures)
      expect(formatFigureWithIntl(figure, locale), claim).toBe(shown[locale]);
  });
});
