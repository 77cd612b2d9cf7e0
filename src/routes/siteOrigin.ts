import { company } from '../content/company';

/** Public origin for canonical and hreflang URLs: VITE_SITE_ORIGIN at build time, else company.ts. */
export const siteOrigin: string = import.meta.env.VITE_SITE_ORIGIN ?? company.origin;
