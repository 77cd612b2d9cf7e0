/**
 * The newest news articles and job openings that name a place (content/collections/placedEntries.ts), as
 * markers on the home globe after the company's places: each a link to the entry with a card. An entry at or
 * near one of the company's places (Potsdam and Cottbus lie a degree apart, a few pixels on the globe) takes the
 * first free spot round its point, away from the other places, with a leader line back to it (labelLayout.ts);
 * where there is no room at all it yields, as the places come first.
 */
import { collections } from '../content/collections';
import { newestPlacedEntries, type PlacedEntry } from '../content/collections/placedEntries';
import type { Locale } from '../i18n/locales';
import { entryRouteId } from '../routes/routes';
import { latLonToVec } from './geo';
import { globeMarkers, type EntryMarkerId, type GlobeMarker, type MarkerId } from './markers';

/** An entry this close to a company place (great-circle degrees, about 660 km) looks for room away from the others as that place's marker says. */
const besideWithinDeg = 6;

function placeMarkerBeside(entry: PlacedEntry): MarkerId | undefined {
  if (entry.site) return globeMarkers.find((marker) => entry.site && marker.places.includes(entry.site))?.id;
  const at = latLonToVec(entry.lat, entry.lon);
  let nearest: { id: MarkerId; cosine: number } | undefined;
  for (const marker of globeMarkers) {
    const place = latLonToVec(marker.lat, marker.lon);
    const cosine = at.x * place.x + at.y * place.y + at.z * place.z;
    if (!nearest || cosine > nearest.cosine) nearest = { id: marker.id, cosine };
  }
  return nearest && nearest.cosine >= Math.cos((besideWithinDeg * Math.PI) / 180) ? nearest.id : undefined;
}

export function entryMarkers(locale: Locale): GlobeMarker[] {
  return newestPlacedEntries(collections, locale).map((entry) => ({
    id: `${entry.collection}/${entry.slug}` satisfies EntryMarkerId,
    places: entry.site ? [entry.site] : [],
    lat: entry.lat,
    lon: entry.lon,
    route: entryRouteId({ collection: entry.collection, slug: entry.slug }),
    labelSide: 'right',
    entry,
    beside: placeMarkerBeside(entry),
  }));
}
