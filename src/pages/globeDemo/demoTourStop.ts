/**
 * A stop of the demo's guided tour: one of the company's places (globe/tour.ts), or, at the end of a touring
 * kiosk's round, the newest news article or job opening that names a place. The globe turns to
 * `facing` and draws arc `arc` out (-1: none); the card (TourCard.tsx) says what is there.
 */
import type { PlacedEntry } from '../../content/collections/placedEntries';
import type { Rotation, TourStop } from '../../globe/stage';

export type DemoTourStop = {
  /** From 0, of `count` stops in the round. */
  index: number;
  count: number;
  facing: Rotation;
  arc: number;
} & ({ kind: 'place'; place: TourStop } | { kind: 'entry'; entry: PlacedEntry });
