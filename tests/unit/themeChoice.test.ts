/** The theme decision the pre-paint script and the app share: a stored choice first, then the system. */
import { describe, expect, it } from 'vitest';
import { themeFor } from '../../src/state/themeChoice';

describe('the theme before first paint and after hydration', () => {
  it('takes a stored choice whatever the system prefers, and does not ask the system then', () => {
    const asked: boolean[] = [];
    const system = (dark: boolean) => () => {
      asked.push(dark);
      return dark;
    };
    expect(themeFor('dark', system(false))).toBe('dark');
    expect(themeFor('light', system(true))).toBe('light');
    expect(asked).toEqual([]);
  });

  it('follows the system while nothing is stored', () => {
    expect(themeFor(null, () => true)).toBe('dark');
    expect(themeFor(null, () => false)).toBe('light');
    expect(themeFor('', () => true)).toBe('dark');
  });

  it('reads anything else stored under the key as light, as the toggle will overwrite it', () => {
    expect(themeFor('blue', () => true)).toBe('light');
  });
});
