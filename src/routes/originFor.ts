import { company } from '../content/company';

/**
 * The public origin from a build's environment: VITE_SITE_ORIGIN, else company.ts. Apart from siteOrigin.ts
 * so that a Vite plugin, which runs in Node without `import.meta.env`, reads the same rule (kioskQrPlugin.ts).
 */
export function originFor(env: { readonly VITE_SITE_ORIGIN?: string }): string {
  return env.VITE_SITE_ORIGIN ?? company.origin;
}
