/**
 * The claims register (src/content/claims.ts) is where every headline figure comes from (issue 30): a count
 * counts the list beside it, and no guarantee, rate or CO₂ figure stands without its basis.
 */
import { describe, expect, it } from 'vitest';
import type { ClaimedFigure } from '../../src/content/claimedFigure';
import { isClaimId, type ClaimId } from '../../src/content/claims';
import { claimRegister } from '../../src/content/claimSources';
import { countriesBeyondGermany } from '../../src/content/company';
import { homeStats } from '../../src/content/homeStats';
import { catalogue } from '../../src/content/services/catalogue';
import { servicePages, type ServicePageId } from '../../src/content/services/pages';
import { allMessages } from '../../src/i18n/allMessages';
import { formatFigureWithIntl } from '../../src/i18n/intlFigures';
import { locales } from '../../src/i18n/locales';

const gridLength = (page: ServicePageId): number => servicePages[page].grid?.items.length ?? 0;

describe('the claims register', () => {
  it('gives every headline figure of the site, home and service pages, from its entry', () => {
    const stats: ClaimedFigure[] = [...homeStats, ...Object.values(servicePages).flatMap((page): readonly ClaimedFigure[] => page.stats)];
    for (const { claim, figure } of stats) {
      if (!isClaimId(claim)) throw new Error(`${claim} is in no part of the register`);
      expect(figure, claim).toBe(claimRegister[claim].figure);
    }
  });

  it('counts what the pages list, with no plus where the list is all there is', () => {
    const counted: Partial<Record<ClaimId, number>> = {
      'it.technologies': gridLength('it'),
      'energy.markets': gridLength('energy'),
      'hr.fields': gridLength('hr'),
      'rd.fields': gridLength('rd'),
      'greenEnergy.technologies': servicePages.greenEnergyB.services.length,
      'greenEnergyA.technologies': gridLength('greenEnergyA'),
    };
    for (const [id, length] of Object.entries(counted)) {
      expect(claimRegister[id as ClaimId].figure, id).toEqual({ kind: 'count', value: length, plus: false });
      expect(claimRegister[id as ClaimId].basis, id).toHaveProperty('counted');
    }
    // "15+ services in our portfolio" stays true of the catalogue it counts.
    const services = Object.values(catalogue).flat().length;
    expect(services).toBeGreaterThanOrEqual(15);
    expect(claimRegister['home.countries'].figure).toEqual({ kind: 'count', value: countriesBeyondGermany, plus: false });
  });

  it('leaves every other claim with a source or marked unconfirmed', () => {
    for (const [id, { basis }] of Object.entries(claimRegister)) {
      const text = 'source' in basis ? basis.source : 'counted' in basis ? basis.counted : basis.unconfirmed;
      expect(text.length, id).toBeGreaterThan(10);
    }
  });

  it.each(locales)('labels no figure a guarantee, a satisfaction or success rate, or a CO₂ saving (%s)', (locale) => {
    const labels = Object.values(allMessages[locale].servicePages).flatMap((copy) => Object.values<string>(copy.stats));
    const banned = /garant|guarant|zufriedenheit|satisfaction|memnuniyet|erfolgsquote|success rate|başarı oranı|CO₂/i;
    expect(labels.filter((label) => banned.test(label))).toEqual([]);
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
