/**
 * Vite plugin serving `virtual:kiosk-qr`, the kiosk's QR code per language (kioskQr.ts), and `virtual:tour-qr`,
 * the codes to the places' pages and to the newest placed entry's page in each language that has one, made when the demo's chunk is built, for the
 * origin that build serves (VITE_SITE_ORIGIN, else company.ts).
 */
import type { Plugin, ResolvedConfig } from 'vite';
import { newestPlacedEntries } from '../content/collections/placedEntries';
import { locales } from '../i18n/locales';
import { originFor } from '../routes/originFor';
import type { LoadedCollections } from './collections/loader';
import { collectionIndex, collectionsPluginName, type CollectionsApi } from './collections/plugin';
import { entryQrCode, kioskQrCodes, placeQrCodes } from './kioskQr';

/** The newest placed entry's code per language (null where none is published), as the tour's last stop. */
async function newestEntryCodes(origin: string, collections: LoadedCollections) {
  const index = collectionIndex(collections);
  const codes = await Promise.all(
    locales.map(async (locale) => {
      const newest = newestPlacedEntries(index, locale, 1)[0];
      return [locale, newest ? await entryQrCode(origin, newest, locale) : null] as const;
    }),
  );
  return Object.fromEntries(codes);
}

const id = 'virtual:kiosk-qr';
const resolved = `\0${id}`;
/** The tour's codes apart: only the stage's lazy chunk carries them, not the demo page's first load. */
const tourId = 'virtual:tour-qr';
const tourResolved = `\0${tourId}`;

/** The collections as the build's collections plugin read them: the tour names the entries the site publishes. */
function collectionsOf(config: ResolvedConfig): () => LoadedCollections {
  const plugin = config.plugins.find(
    (candidate): candidate is Plugin<CollectionsApi> => candidate.name === collectionsPluginName,
  );
  const collections = plugin?.api?.collections;
  if (!collections) throw new Error(`The kiosk's codes need the ${collectionsPluginName} plugin in the same build`);
  return collections;
}

export function kioskQrPlugin(): Plugin {
  let env: Record<string, string | undefined> = {};
  let collections: (() => LoadedCollections) | undefined;
  return {
    name: 'kiosk-qr',
    configResolved(config) {
      env = config.env;
      collections = collectionsOf(config);
    },
    resolveId(source) {
      if (source === id) return resolved;
      return source === tourId ? tourResolved : null;
    },
    async load(source) {
      const origin = originFor(env);
      if (source === resolved) return `export default ${JSON.stringify(await kioskQrCodes(origin))};`;
      if (source !== tourResolved || !collections) return null;
      return [
        `export const newestEntry = ${JSON.stringify(await newestEntryCodes(origin, collections()))};`,
        `export const places = ${JSON.stringify(await placeQrCodes(origin))};`,
      ].join('\n');
    },
  };
}
