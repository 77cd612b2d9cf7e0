import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { brandBlue } from '../../src/styles/brand';

const tokens = readFileSync(new URL('../../src/styles/tokens.css', import.meta.url), 'utf8');

test('the style sheet and the scripts name the same brand blue, and the style sheet only once', () => {
  expect(tokens).toContain(`--brand-blue: ${brandBlue};`);
  expect(tokens.toLowerCase().split(brandBlue.slice(1).toLowerCase())).toHaveLength(2);
});
