import { describe, expect, it } from 'vitest';
import { matchRoute, routes, serviceCategories, serviceRoute } from '../../src/app/routes';

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

describe('the route table', () => {
  it('holds exactly the routes of the specification', () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...specifiedPaths].sort());
  });

  it('has unique ids', () => {
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
  });

  it('matches known paths and nothing else', () => {
    expect(matchRoute('/about')?.page).toBe('about');
    expect(matchRoute('/about/')).toBeUndefined();
    expect(matchRoute('/services/it/cloud')).toBeUndefined();
    expect(matchRoute('/nope')).toBeUndefined();
  });

  it('gives each service category a main page and a twin that renders the same category', () => {
    for (const category of serviceCategories) {
      const pages = routes.filter((route) => route.service?.category === category);
      expect(pages).toHaveLength(2);
      expect(pages.map((route) => route.page)).toEqual(['service', 'service']);
      expect(pages.some((route) => route.path === serviceRoute(category))).toBe(true);
    }
  });

  it('points twins at their /services page, except the two green energy variants', () => {
    expect(matchRoute('/it-services')?.canonical).toBe('/services/it');
    expect(matchRoute('/research-development')?.canonical).toBe('/services/research-development');
    expect(matchRoute('/green-energy')).toMatchObject({ canonical: '/green-energy', service: { variant: 'A' } });
    expect(matchRoute('/services/green-energy')).toMatchObject({ canonical: '/services/green-energy', service: { variant: 'B' } });
  });

  it('indexes every route (only the 404 is noindex)', () => {
    expect(routes.every((route) => route.robots === 'index, follow')).toBe(true);
  });
});
