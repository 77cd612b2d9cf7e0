/** The only values this site keeps in the visitor's browser (the privacy policy says so). */
export const storageKeys = {
  theme: 'theme',
  consent: 'cookieConsent',
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** localStorage can throw (privacy modes, blocked storage): the site must work without it. */
export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not stored: the choice still applies for this visit.
  }
}
