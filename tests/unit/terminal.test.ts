import { describe, expect, it } from 'vitest';
import { printable } from '../../src/server/cli/terminal';

describe('text printed to a staff terminal', () => {
  it('shows escape sequences, C1 controls, carriage returns and invisible format characters as escapes', () => {
    const attack =
      'cv\u001b]0;owned\u0007\u001b[2J\u001b]52;c;ZXZpbA==\u0007\u009b31m\rhidden\u202egnp.pdf\u200b\ud800';
    const shown = printable(attack);
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(shown).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e\u200b]|[\ud800-\udfff]/u);
    expect(shown).toBe(
      'cv\\u001b]0;owned\\u0007\\u001b[2J\\u001b]52;c;ZXZpbA==\\u0007\\u009b31m\\u000dhidden\\u202egnp.pdf\\u200b\\ud800',
    );
  });

  it('leaves ordinary text, line breaks and every language alone', () => {
    const text = 'Grüße aus Potsdam\nİstanbul şubesi\tçalışıyor — 100 % 😀';
    expect(printable(text)).toBe(text);
  });

  it('keeps JSON valid JSON', () => {
    const json = JSON.stringify({ name: 'a\u0085b\u202ec' });
    expect(JSON.parse(printable(json))).toEqual({ name: 'a\u0085b\u202ec' });
  });
});
