/**
 * The navigation machine's transition function (src/navigation/machine.ts), case by case: idle → preparing →
 * painted → committed → settled, a later address overtaking, the shown page's address making it idle at
 * once, and what it ignores (a late event of a navigation overtaken). Pure: no DOM, no React.
 */
import { describe, expect, it } from 'vitest';
import {
  pendingPath,
  rendersPage,
  transition,
  type Navigation,
  type NavigationEvent,
  type Phase,
} from '../../src/navigation/machine';

const at = (phase: Phase, path: string, shown: string, id = 1): Navigation => ({ phase, path, shown, id });

const cases: [string, Navigation, NavigationEvent, Navigation][] = [
  // An address changes.
  ['idle: another page is prepared', at('idle', '/', '/'), { type: 'go', path: '/a' }, at('preparing', '/a', '/', 2)],
  ['settled: another page', at('settled', '/a', '/a'), { type: 'go', path: '/b' }, at('preparing', '/b', '/a', 2)],
  [
    'at rest: the page shown (a query of it)',
    at('settled', '/a', '/a'),
    { type: 'go', path: '/a' },
    at('settled', '/a', '/a'),
  ],
  [
    'preparing: the same page again',
    at('preparing', '/a', '/'),
    { type: 'go', path: '/a' },
    at('preparing', '/a', '/'),
  ],
  ['preparing: overtaken', at('preparing', '/a', '/'), { type: 'go', path: '/b' }, at('preparing', '/b', '/', 2)],
  ['preparing: back to the page shown', at('preparing', '/a', '/'), { type: 'go', path: '/' }, at('idle', '/', '/', 2)],
  ['painted: back to the page shown', at('painted', '/a', '/'), { type: 'go', path: '/' }, at('idle', '/', '/', 2)],
  ['painted: overtaken', at('painted', '/a', '/'), { type: 'go', path: '/b' }, at('preparing', '/b', '/', 2)],
  [
    'committed: to the page before',
    at('committed', '/a', '/a'),
    { type: 'go', path: '/' },
    at('preparing', '/', '/a', 2),
  ],
  // The page is prepared and the press's frame painted.
  ['preparing: painted', at('preparing', '/a', '/'), { type: 'painted', id: 1 }, at('painted', '/a', '/')],
  [
    'preparing: an overtaken one painted',
    at('preparing', '/b', '/', 2),
    { type: 'painted', id: 1 },
    at('preparing', '/b', '/', 2),
  ],
  ['idle: one the page shown overtook', at('idle', '/', '/', 2), { type: 'painted', id: 1 }, at('idle', '/', '/', 2)],
  ['painted: painted again', at('painted', '/a', '/'), { type: 'painted', id: 1 }, at('painted', '/a', '/')],
  // React committed a path.
  [
    'painted: its page committed',
    at('painted', '/a', '/'),
    { type: 'committed', path: '/a' },
    at('committed', '/a', '/a'),
  ],
  ['idle: the first render', at('idle', '', '', 0), { type: 'committed', path: '/' }, at('idle', '/', '/', 0)],
  ['idle: the page shown again', at('idle', '/', '/'), { type: 'committed', path: '/' }, at('idle', '/', '/')],
  [
    'preparing: an overtaken render',
    at('preparing', '/b', '/'),
    { type: 'committed', path: '/a' },
    at('preparing', '/b', '/a'),
  ],
  // The committed page's frame is painted.
  ['committed: settled', at('committed', '/a', '/a'), { type: 'settled', path: '/a' }, at('settled', '/a', '/a')],
  [
    'preparing: an overtaken page painted',
    at('preparing', '/b', '/a'),
    { type: 'settled', path: '/a' },
    at('preparing', '/b', '/a'),
  ],
  ['settled: settled again', at('settled', '/a', '/a'), { type: 'settled', path: '/a' }, at('settled', '/a', '/a')],
];

describe('the navigation machine', () => {
  it.each(cases)('%s', (_name, state, event, expected) => {
    expect(transition(state, event)).toEqual(expected);
  });

  it('returns the same state when an event changes nothing, so nobody is told', () => {
    const state = at('preparing', '/a', '/');
    expect(transition(state, { type: 'painted', id: 0 })).toBe(state);
    expect(transition(state, { type: 'go', path: '/a' })).toBe(state);
  });

  it('runs idle → preparing → painted → committed → settled for one click', () => {
    const events: NavigationEvent[] = [
      { type: 'go', path: '/about' },
      { type: 'painted', id: 1 },
      { type: 'committed', path: '/about' },
      { type: 'settled', path: '/about' },
    ];
    const states = events.reduce<Navigation[]>(
      (passed, event) => [...passed, transition(passed.at(-1) ?? at('idle', '/', '/', 0), event)],
      [at('idle', '/', '/', 0)],
    );
    expect(states.map(({ phase }) => phase)).toEqual(['idle', 'preparing', 'painted', 'committed', 'settled']);
    expect(states.map(pendingPath)).toEqual([null, '/about', '/about', '/about', null]);
    expect(states.map(rendersPage)).toEqual([false, false, true, true, false]);
  });
});
