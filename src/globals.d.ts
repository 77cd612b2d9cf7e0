/** Injected by vite.config.ts `define`. */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  readonly VITE_SITE_ORIGIN?: string;
  /** 'off': the build ships a service worker that removes itself, and the demo registers none (the kill switch). */
  readonly VITE_SERVICE_WORKER?: string;
  /** The share of visits with consent whose field measurements are sent, 0 to 1 (app/vitals/FieldVitals.ts). */
  readonly VITE_VITALS_SAMPLE_RATE?: string;
}

/** Land dots baked at build time by src/build/landDotsPlugin.ts. */
declare module 'virtual:land-dots/home' {
  const sets: readonly import('./globe/landDots').BakedDotSet[];
  export default sets;
}
declare module 'virtual:land-dots/variants' {
  const sets: readonly import('./globe/landDots').BakedDotSet[];
  export default sets;
}
declare module 'virtual:land-dots/demo' {
  const sets: readonly import('./globe/landDots').BakedDotSet[];
  export default sets;
}

/** Figures, dates, weekdays and countries formatted per language at build time by src/build/intlTextPlugin.ts. */
declare module 'virtual:intl-text' {
  const table: Record<import('./i18n/locales').Locale, import('./i18n/intlFormat').IntlText>;
  export default table;
}

/** The globe demo's numbers formatted per language at build time by src/build/intlTextPlugin.ts. */
declare module 'virtual:intl-text/numbers' {
  const table: Record<import('./i18n/locales').Locale, import('./i18n/intlFormat').IntlNumbers>;
  export default table;
}

/** The company's time zones' offsets over the year ahead, read by src/build/zoneOffsetsTable.ts. */
declare module 'virtual:intl-text/zones' {
  const table: Readonly<Record<string, import('./content/zoneOffsets').ZoneOffsets>>;
  export default table;
}

/** The hero still's size and place, generated from globe/framing.ts by src/build/globeStillPlugin.ts. */
declare module 'virtual:globe-still.css';

/** The pre-paint script (state/prePaintEntry.ts), bundled and minified by src/build/prePaintPlugin.ts. */
declare module 'virtual:pre-paint-script' {
  const script: string;
  export default script;
}

/** The kiosk's QR code to the contact page, per language, made at build time by src/build/kioskQrPlugin.ts. */
declare module 'virtual:kiosk-qr' {
  /** `url`: where the code leads; `svg`: the code, black on white with its quiet zone (src/build/kioskQr.ts). */
  const codes: Record<import('./i18n/locales').Locale, { url: string; svg: string }>;
  export default codes;
}

/**
 * A touring kiosk's QR codes (src/build/kioskQrPlugin.ts): to each place's page, and to the newest placed entry's
 * page (the tour's last stop; null in a language without one).
 */
declare module 'virtual:tour-qr' {
  export const newestEntry: Record<import('./i18n/locales').Locale, { url: string; svg: string; slug: string } | null>;
  export const places: Record<
    import('./i18n/locales').Locale,
    Record<import('./content/places').PlaceId, { url: string; svg: string }>
  >;
}
