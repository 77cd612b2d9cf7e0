/**
 * The places the company works, as points on the globe: where arcs end and pulses beat (story.ts), and
 * what the markers (markers.ts) and the tour (tour.ts) stand for. Their one source is content/places.ts
 * (an article or opening may name one); apart from the markers, whose links need the route table, so that
 * the globe's workers draw the story without carrying the site's routes.
 */
export { sitePlaces as globePlaces, type PlaceId } from '../content/places';
