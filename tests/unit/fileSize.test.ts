import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../src/i18n/intlFormat';

// Intl separates number and unit with a (no-break) space; compare the words, not the kind of space.
const shown = (bytes: number, locale: 'en' | 'de' | 'tr'): string => formatFileSize(bytes, locale).replace(/\s/g, ' ');

describe('the size of a chosen file (review K16)', () => {
  it('shows a tiny file in bytes, not as "0.00 MB"', () => {
    expect(shown(193, 'en')).toBe('193 bytes');
    expect(shown(193, 'de')).toBe('193 Byte');
    expect(shown(193, 'tr')).toBe('193 bayt');
  });

  it('shows kilobytes, one decimal below ten', () => {
    expect(shown(12_345, 'en')).toBe('12 kB');
    expect(shown(1_536, 'en')).toBe('1.5 kB');
    expect(shown(1_536, 'de')).toBe('1,5 kB');
    expect(shown(123_456, 'tr')).toBe('121 kB');
  });

  it('shows megabytes in the reader’s number format, and the 5 MB limit as "5 MB"', () => {
    expect(shown(1_258_291, 'en')).toBe('1.2 MB');
    expect(shown(1_258_291, 'de')).toBe('1,2 MB');
    expect(shown(1_258_291, 'tr')).toBe('1,2 MB');
    expect(shown(5_242_880, 'en')).toBe('5 MB');
    expect(shown(2_100_000, 'de')).toBe('2 MB');
  });

  it('never shows 1,024 kB', () => {
    expect(shown(1_048_300, 'en')).toBe('1 MB'); // 1,023.7 kB
    expect(shown(1_047_000, 'en')).toBe('1,022 kB');
  });
});
