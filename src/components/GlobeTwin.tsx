import { useId } from 'react';
import type { PlaceId } from '../content/places';
import { placeRouteId } from '../routes/routes';
import { AppLink } from './AppLink';

export interface TwinPlace {
  place: PlaceId;
  /** The place as the page names it ("Baku, Azerbaijan", "Azerbaijan – real estate"). */
  label: string;
}

/**
 * The globe in words, for those who cannot see it and on paper: a figure whose caption says what the globe shows and
 * lists the places on it, each a link to its page (the page's own place as text). The globe itself is the stage's
 * canvases, hidden from screen readers and from print (base.css); this is what they get instead. `shown`: on screen
 * for everyone (a place's page); otherwise for screen readers and print only, its links out of the tab order, as home's
 * markers are the same links on screen.
 */
export function GlobeTwin({
  caption,
  places,
  current,
  shown,
}: {
  caption: string;
  places: readonly TwinPlace[];
  current?: PlaceId;
  shown: boolean;
}) {
  const captionId = useId();
  return (
    <figure
      className={`globe-twin ${shown ? 'surface' : 'visually-hidden'}`}
      aria-labelledby={captionId}
      data-testid="globe-twin"
    >
      <figcaption id={captionId}>
        <p>{caption}</p>
        <ul>
          {places.map(({ place, label }) => (
            <li key={place}>
              {place === current ? (
                <span aria-current="page">{label}</span>
              ) : (
                <AppLink route={placeRouteId(place)} tabIndex={shown ? undefined : -1}>
                  {label}
                </AppLink>
              )}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
