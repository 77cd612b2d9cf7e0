import { describe, expect, it } from 'vitest';
import { movedPaths, matchRoute, routePath, routes, serviceCategories, serviceRouteId } from '../../src/routes/routes';
import { greenEnergyVariant } from '../../src/content/services/greenEnergyVariant';

/** The route table of the specification, section 2. */
const specifiedPaths = [
  '/',
  '/services',
  '/services/it',
  '/services/energy',
  '/services/real-estate',
  '/services/hr',
  '/services/networking',
  '/services/research-development',
  '/services/green-energy',
  '/it-services',
  '/energy-trading',
  '/real-estate-services',
  '/hr-services',
  '/networking-services',
  '/research-development',
  '/green-energy',
  '/about',
  '/blog',
  '/contact',
  '/careers',
  '/privacy-policy',
  '/terms-conditions',
  '/impressum',
  '/globe-demo',
];

/**
 * Pages beyond the specification's table, each for a reason: the accessibility statement (BFSG, issue 43), and a page
 * for each of the company's places, behind its marker on the home globe.
 */
const addedPaths = [
  '/accessibility',
  '/places/potsdam',
  '/places/turkey',
  '/places/azerbaijan',
  '/places/dubai',
  '/places/qatar',
];

/** Sub-service links of the overview (specification, section 2): not pages, but never dead ends. */
const subServicePaths = [
  '/services/it/cloud',
  '/services/it/security',
  '/services/it/development',
  '/services/energy/solar',
  '/services/energy/wind',
  '/services/energy/storage',
  '/services/real-estate/residential',
  '/services/real-estate/commercial',
  '/services/real-estate/industrial',
  '/services/hr/executive-search',
  '/services/hr/consulting',
  '/services/hr/talent-management',
  '/services/networking/infrastructure',
  '/services/networking/security',
  '/services/networking/cloud-integration',
  '/services/research-development/ai-ml',
  '/services/research-development/iot',
  '/services/research-development/blockchain',
];

describe('the route table', () => {
  it('holds exactly the routes of the specification, the pages added since and the sub-service links; the rest are moved pages', () => {
    const pages = specifiedPaths.filter((path) => !movedPaths.has(path));
    expect(routes.map((route) => route.path).sort()).toEqual([...pages, ...addedPaths, ...subServicePaths].sort());
    expect([...movedPaths.keys()]).toEqual(['/green-energy']);
  });

  it('sends every moved page to a route, never to another moved page', () => {
    for (const target of movedPaths.values()) {
      expect(matchRoute(target)).toBeDefined();
      expect(movedPaths.has(target)).toBe(false);
    }
  });

  it('opens sub-service links on their category page, canonical to it', () => {
    for (const path of subServicePaths) {
      const route = matchRoute(path);
      const category = path.split('/').slice(0, 3).join('/');
      expect(route).toMatchObject({ page: 'service', canonical: category });
      expect(route?.service?.anchor).toMatch(/^(service|area)-/);
    }
  });

  it('has unique ids', () => {
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
  });

  it('matches known paths and nothing else', () => {
    expect(matchRoute('/about')?.page).toBe('about');
    expect(matchRoute('/about/')).toBeUndefined();
    expect(matchRoute('/services/it/nothing')).toBeUndefined();
    expect(matchRoute('/nope')).toBeUndefined();
  });

  it('gives each service category a main page and a twin that renders the same category (green energy: one page)', () => {
    for (const category of serviceCategories) {
      const pages = routes.filter((route) => route.service?.category === category && !route.service.anchor);
      const expected = category === 'greenEnergy' ? ['service'] : ['service', 'service'];
      expect(pages.map((route) => route.page)).toEqual(expected);
      expect(pages.some((route) => route.path === routePath(serviceRouteId(category)))).toBe(true);
    }
  });

  it('points twins at their /services page; green energy shows the configured variant on its one page', () => {
    expect(matchRoute('/it-services')?.canonical).toBe('/services/it');
    expect(matchRoute('/research-development')?.canonical).toBe('/services/research-development');
    expect(matchRoute('/green-energy')).toBeUndefined();
    expect(movedPaths.get('/green-energy')).toBe('/services/green-energy');
    expect(greenEnergyVariant).toBe('B');
    expect(matchRoute('/services/green-energy')).toMatchObject({
      canonical: '/services/green-energy',
      service: { variant: greenEnergyVariant },
    });
  });

  it('indexes every route (only the 404 is noindex)', () => {
    expect(routes.every((route) => route.robots === 'index, follow')).toBe(true);
  });
});
