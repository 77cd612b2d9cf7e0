/** The part of `web-vitals/attribution`'s report the site reads (library.ts). */

/** What a report carries that the site reads; everything else of the library's report is left where it is. */
export interface LibraryMetric {
  name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
  value: number;
  /** The library's navigation types, `soft-navigation` for a client-side page change. */
  navigationType: string;
  /** The address of the page the value belongs to (web-vitals 6), read for its route only. */
  navigationURL?: string;
  /** INP's attribution: the target as `generateTarget` named it (here a component class, never a selector). */
  attribution?: { interactionTarget?: string };
}
