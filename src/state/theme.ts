import { atom, useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { readStored, storageKeys, writeStored } from './storage';
import { darkSchemeQuery, themeFor, type Theme } from './themeChoice';

/**
 * null until hydrated: the prerendered markup cannot know the theme, so the first client render must
 * not either. The real value was already applied to <html> by the pre-paint script (prePaintEntry.ts).
 */
const themeAtom = atom<Theme | null>(null);

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

function documentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** Reads the theme the pre-paint script chose and follows the system while the visitor has not chosen. */
export function useThemeSync(): void {
  // Only the setter: reading the atom here would re-render the whole layout when it is set after hydration.
  const setTheme = useSetAtom(themeAtom);
  useEffect(() => {
    const query = window.matchMedia(darkSchemeQuery);
    const follow = (): void => {
      // The pre-paint script's decision (themeFor): a stored choice stays, else the system decides.
      const next = themeFor(readStored(storageKeys.theme), () => query.matches);
      applyTheme(next);
      setTheme(next);
    };
    // The system may have switched between the first paint and hydration: follow it now too.
    follow();
    setTheme(documentTheme());
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [setTheme]);
}

export function useTheme(): { theme: Theme | null; toggle: () => void } {
  const [theme, setTheme] = useAtom(themeAtom);
  const toggle = useCallback(() => {
    const next: Theme = documentTheme() === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    writeStored(storageKeys.theme, next);
    setTheme(next);
  }, [setTheme]);
  return { theme, toggle };
}
