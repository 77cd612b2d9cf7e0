/**
 * Type test: a link to a page the route table lacks does not compile. `npm run typecheck` (tsc with the root
 * tsconfig.json, which includes tests/) checks this file; each `@ts-expect-error` below must meet an error,
 * or the unused directive is itself an error. Vitest runs it too, for the runtime guards beside the types.
 */
import type { ComponentProps } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { routePath, routes, serviceRouteId, subServiceRouteId, type RouteId } from '../../src/routes/routes';
import type { AppLink } from '../../src/components/AppLink';
import type { BackLink } from '../../src/components/BackLink';
import type { GlobeMarker } from '../../src/globe/markers';

type LinkProps = ComponentProps<typeof AppLink>;

describe('route ids', () => {
  it('are the literal ids of the table, so a typo does not compile', () => {
    expectTypeOf<'about'>().toExtend<RouteId>();
    expectTypeOf<'service:realEstate'>().toExtend<RouteId>();
    expectTypeOf<'service-twin:it'>().toExtend<RouteId>();
    expectTypeOf<'sub-service:rd:ai-ml'>().toExtend<RouteId>();
    expectTypeOf<'abuot'>().not.toExtend<RouteId>();
    expectTypeOf<string>().not.toExtend<RouteId>();
    // Green energy's twin is a redirect, and a sub-service needs a slug the overview lists.
    expectTypeOf<'service-twin:greenEnergy'>().not.toExtend<RouteId>();
    expectTypeOf<'sub-service:it:ai-ml'>().not.toExtend<RouteId>();
    expectTypeOf(serviceRouteId('hr')).toEqualTypeOf<'service:hr'>();
  });

  it('are what AppLink, BackLink and the globe markers take, never a path', () => {
    const link: LinkProps = { route: 'contact', hash: 'form', children: 'Contact' };
    // @ts-expect-error "abuot" is no route id
    const typo: LinkProps = { route: 'abuot', children: 'About' };
    // @ts-expect-error a path is not a route id: links name their page by id
    const byPath: LinkProps = { route: '/about', children: 'About' };
    // @ts-expect-error AppLink has no `to` any more
    const oldProp: LinkProps = { to: '/about', children: 'About' };
    // @ts-expect-error BackLink takes a route id too
    const back: ComponentProps<typeof BackLink> = { route: '/', label: 'Home' };
    // @ts-expect-error a marker links to a page of the table
    const marker: Pick<GlobeMarker, 'route'> = { route: 'service:realestate' };
    expect([link, typo, byPath, oldProp, back, marker]).toHaveLength(6);
  });

  it('resolve to the paths of the table, and an id built at run time must be in it', () => {
    expect(routePath('about')).toBe('/about');
    expect(routePath(serviceRouteId('rd'))).toBe('/services/research-development');
    expect(routePath(subServiceRouteId('rd', 'ai-ml'))).toBe('/services/research-development/ai-ml');
    expect(() => subServiceRouteId('it', 'ai-ml')).toThrow(/sub-service:it:ai-ml/);
    // @ts-expect-error "privacy-policy" is a path segment, the route id is "privacy"
    expect(() => routePath('privacy-policy')).toThrow(/privacy-policy/);
    expect(new Set(routes.map((route) => routePath(route.id))).size).toBe(routes.length);
  });
});
