import { originFor } from './originFor';

/** Public origin for canonical and hreflang URLs: VITE_SITE_ORIGIN at build time, else company.ts. */
export const siteOrigin: string = originFor(import.meta.env);
