// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { controlTakesKey } from '../../src/pages/globeDemo/useDemoShortcuts';

const element = (html: string): HTMLElement => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
};

describe('globe demo shortcuts give way to focused controls', () => {
  it('a slider keeps its arrows, a radio its arrows and Space, a button its Space and Enter', () => {
    const slider = element('<input type="range">');
    expect(controlTakesKey(slider, 'ArrowRight')).toBe(true);
    expect(controlTakesKey(slider, 'p')).toBe(false);
    const radio = element('<input type="radio">');
    expect(controlTakesKey(radio, ' ')).toBe(true);
    expect(controlTakesKey(radio, 'ArrowLeft')).toBe(true);
    const button = element('<button>Present</button>');
    expect(controlTakesKey(button, ' ')).toBe(true);
    expect(controlTakesKey(button, 'Enter')).toBe(true);
    expect(controlTakesKey(button, 'r')).toBe(false);
  });

  it('typing is typing, but Escape always reaches the page', () => {
    for (const html of ['<input type="text">', '<input type="color">', '<textarea></textarea>', '<select></select>']) {
      const field = element(html);
      expect(controlTakesKey(field, 'p')).toBe(true);
      expect(controlTakesKey(field, '1')).toBe(true);
      expect(controlTakesKey(field, 'Escape')).toBe(false);
    }
    expect(controlTakesKey(document.body, ' ')).toBe(false);
  });
});
