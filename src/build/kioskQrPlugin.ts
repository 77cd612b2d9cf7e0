/**
 * Vite plugin serving `virtual:kiosk-qr`: the kiosk's QR code per language (kioskQr.ts), made when the
 * kiosk's chunk is built, for the origin that build serves (VITE_SITE_ORIGIN, else company.ts).
 */
import type { Plugin } from 'vite';
import { originFor } from '../routes/originFor';
import { kioskQrCodes } from './kioskQr';

const id = 'virtual:kiosk-qr';
const resolved = `\0${id}`;

export function kioskQrPlugin(): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'kiosk-qr',
    configResolved(config) {
      env = config.env;
    },
    resolveId(source) {
      return source === id ? resolved : null;
    },
    async load(source) {
      if (source !== resolved) return null;
      return `export default ${JSON.stringify(await kioskQrCodes(originFor(env)))};`;
    },
  };
}
