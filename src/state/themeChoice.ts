/**
 * The theme decision, free of React so that the pre-paint script (state/prePaintEntry.ts) and the app
 * (state/theme.ts) run the same code: a stored choice wins, else the system's colour scheme.
 */
export type Theme = 'light' | 'dark';

export const darkSchemeQuery = '(prefers-color-scheme: dark)';

/** `systemDark` is asked only when nothing is stored: the pre-paint script then skips matchMedia. */
export function themeFor(stored: string | null, systemDark: () => boolean): Theme {
  return (stored ? stored === 'dark' : systemDark()) ? 'dark' : 'light';
}
