/**
 * The places' pages in the route table (routes.ts takes them in): one for the head office and each market, its
 * address ending in the place's id, its globe facing the place. Apart from the table so that it stays readable;
 * routes.ts checks each against RouteDef.
 */
import type { PlaceId } from '../content/places';
import type { SegmentKey } from '../i18n/dictionary';

/**
 * The section the places' pages stand in. It is no page of its own: the breadcrumbs name it in the page's language
 * and link it nowhere (sectionCrumbs, routes/breadcrumbs.ts).
 */
const placesSection = '/places';

/** Locale-free paths that are a section of the site without a page: their breadcrumb's words. */
export const sectionCrumbs: ReadonlyMap<string, SegmentKey> = new Map([[placesSection, 'places']]);

/** Id of a place's page ("place:azerbaijan"). */
export function placeRouteId<P extends PlaceId>(place: P): `place:${P}` {
  return `place:${place}`;
}

/** A place's page (the head office, each market). Its name in the trail is a core word: see the dictionary's. */
export function placeRoute<P extends PlaceId>(place: P) {
  const path = `${placesSection}/${place}`;
  return {
    id: placeRouteId(place),
    path,
    page: 'place',
    metaKey: 'place',
    robots: 'index, follow',
    canonical: path,
    globe: `place:${place}`,
    crumb: { key: `breadcrumbs.placeNames.${place}` },
    place,
  } as const;
}
