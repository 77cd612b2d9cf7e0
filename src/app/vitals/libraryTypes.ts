/** The part of `web-vitals/attribution`'s types the site reads (library.ts): its report and its options. */

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

export interface LibraryOptions {
  /** Separate values per client-side page change (web-vitals 6, where the browser detects them). */
  reportSoftNavs?: boolean;
  /** How the attribution names a target: the site gives a component class, so no selector is ever made. */
  generateTarget?: (element: Node | null) => string | undefined;
}

export type OnMetric = (report: (metric: LibraryMetric) => void, options?: LibraryOptions) => void;
