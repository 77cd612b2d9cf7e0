/** The places the company works, shown on the home globe as links to their services. */
import { serviceRoute } from '../app/routes';

export type MarkerId = 'potsdam' | 'turkey' | 'azerbaijan' | 'dubai' | 'qatar';

export interface GlobeMarker {
  id: MarkerId;
  lat: number;
  lon: number;
  /** Locale-free path the marker links to. */
  path: string;
  /** Which side of the dot the label sits, so Dubai's and Doha's labels do not overlap. */
  labelSide: 'left' | 'right';
}

export const globeMarkers: readonly GlobeMarker[] = [
  { id: 'potsdam', lat: 52.4, lon: 13.06, path: '/about', labelSide: 'left' },
  { id: 'turkey', lat: 39.93, lon: 32.86, path: serviceRoute('realEstate'), labelSide: 'left' },
  { id: 'azerbaijan', lat: 40.41, lon: 49.87, path: serviceRoute('realEstate'), labelSide: 'right' },
  { id: 'dubai', lat: 25.2, lon: 55.27, path: serviceRoute('realEstate'), labelSide: 'right' },
  { id: 'qatar', lat: 25.29, lon: 51.53, path: serviceRoute('realEstate'), labelSide: 'left' },
];
