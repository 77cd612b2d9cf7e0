/** Injected by vite.config.ts `define`. */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  readonly VITE_SITE_ORIGIN?: string;
}
