// @vitest-environment happy-dom
/**
 * A click's way through the navigation module (src/navigation/location.tsx driving machine.ts), with a
 * preparation the test holds and lets go of, and the globe's hold (src/globe/inputYield.ts) watching the
 * machine: the states in order, a click overtaken by another, Back to the page shown before the click's
 * preparation ended, and a preparation that fails.
 */
import { useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { markShellHydrated } from '../../src/browser/hydrationProgress';
import { InputYield } from '../../src/globe/inputYield';
import { afterNextPaint } from '../../src/navigation/afterNextPaint';
import { LocationProvider } from '../../src/navigation/location';
import { navigation, pendingPath, type Phase } from '../../src/navigation/machine';
import type { Prepare } from '../../src/navigation/prepare';
import { markPressed } from '../../src/navigation/pressedLink';

/** A preparation per path that the test ends: `done` or `fail`. */
function heldPreparation() {
  const held = new Map<string, { done: () => void; fail: () => void }>();
  const prepare: Prepare = (path) =>
    new Promise<void>((resolve, reject) => {
      held.set(path, { done: resolve, fail: () => reject(new TypeError('Failed to fetch')) });
    });
  const end = (path: string) => {
    const preparation = held.get(path);
    if (!preparation) throw new Error(`${path} is not being prepared`);
    return preparation;
  };
  return { prepare, end };
}

/** What the site renders: each committed path, in order, and a link in the page to focus. */
const committed: string[] = [];
function Page() {
  const [path] = useLocation();
  useLayoutEffect(() => void committed.push(path), [path]);
  return (
    <main id="main" tabIndex={-1}>
      <a href="/contact">{path}</a>
    </main>
  );
}

/** Resolves once the machine is in `phase` (at once if it is). */
const reached = (phase: Phase): Promise<void> =>
  new Promise((resolve) => {
    if (navigation.state().phase === phase) {
      resolve();
      return;
    }
    const stop = navigation.subscribe(() => {
      if (navigation.state().phase !== phase) return;
      stop();
      resolve();
    });
  });

/** Two frames painted: whatever waited for the frames before them has run. */
const framesPainted = async (): Promise<void> => {
  await new Promise<void>((resolve) => afterNextPaint(resolve));
  await new Promise<void>((resolve) => afterNextPaint(resolve));
};

let root: Root;
let phases: Phase[];
let globe: InputYield;
let stopWatching = (): void => undefined;
const globeHeld = (): boolean => globe.held(performance.now());

async function showFrom(path: string, prepare: Prepare): Promise<HTMLElement> {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  root = createRoot(container);
  root.render(
    <LocationProvider prepare={prepare}>
      <Page />
    </LocationProvider>,
  );
  await vi.waitFor(() => expect(committed).toEqual([path]));
  // The provider's effects (its history listeners) have run.
  await framesPainted();
  expect(pendingPath(navigation.state())).toBeNull();
  expect(navigation.state()).toMatchObject({ path, shown: path });
  phases = [];
  stopWatching = navigation.subscribe(() => phases.push(navigation.state().phase));
  return container;
}

describe('a click on a link', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    // After hydration: a navigation renders in one go, as on a page the visitor uses.
    markShellHydrated();
  });
  beforeEach(() => {
    committed.length = 0;
    globe = new InputYield();
    globe.attach(new EventTarget());
  });
  afterEach(() => {
    stopWatching();
    globe.detach();
    root.unmount();
    // The next test starts from a page at rest.
    navigation.dispatch({ type: 'go', path: navigation.state().shown });
    vi.restoreAllMocks();
  });

  it('goes through every state in order, the globe held from painted to settled', async () => {
    const { prepare, end } = heldPreparation();
    await showFrom('/impressum', prepare);
    const held: boolean[] = [];
    const stop = navigation.subscribe(() => held.push(globeHeld()));
    navigate('/about');
    expect(navigation.state()).toMatchObject({ phase: 'preparing', path: '/about', shown: '/impressum' });
    end('/about').done();
    await reached('settled');
    stop();
    expect(phases).toEqual(['preparing', 'painted', 'committed', 'settled']);
    expect(held).toEqual([false, true, true, false]);
    expect(committed).toEqual(['/impressum', '/about']);
  });

  it('overtaken by another click, renders only the last page and settles once', async () => {
    const { prepare, end } = heldPreparation();
    await showFrom('/impressum', prepare);
    navigate('/about');
    navigate('/privacy-policy');
    end('/privacy-policy').done();
    await reached('settled');
    // The first click's page comes last: too late to be shown.
    end('/about').done();
    await framesPainted();
    expect(committed).toEqual(['/impressum', '/privacy-policy']);
    expect(phases.filter((phase) => phase === 'settled')).toHaveLength(1);
    expect(navigation.state()).toMatchObject({ phase: 'settled', shown: '/privacy-policy' });
    expect(globeHeld()).toBe(false);
  });

  it('Back to the page shown before its preparation ended: idle at once, the globe free, the focus kept', async () => {
    const { prepare, end } = heldPreparation();
    const page = await showFrom('/impressum', prepare);
    const link = page.querySelector('a');
    if (!link) throw new Error('no link');
    link.focus();
    markPressed(link, '/about');
    navigate('/about');
    // Back, as the browser does it: the address first, then popstate.
    History.prototype.replaceState.call(window.history, null, '', '/impressum');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(navigation.state()).toMatchObject({ phase: 'idle', shown: '/impressum' });
    expect(globeHeld()).toBe(false);
    expect(link.hasAttribute('data-pressed')).toBe(false);
    // The click's preparation ends late: it renders nothing, holds nothing, blurs nothing.
    end('/about').done();
    await framesPainted();
    expect(phases).toEqual(['preparing', 'idle']);
    expect(globeHeld()).toBe(false);
    expect(document.activeElement).toBe(link);
    expect(committed).toEqual(['/impressum']);
  });

  it('lets the globe go at once when the address goes back while the next page renders', () => {
    navigation.dispatch({ type: 'committed', path: '/impressum' });
    const { id } = navigation.dispatch({ type: 'go', path: '/about' });
    navigation.dispatch({ type: 'painted', id });
    expect(globeHeld()).toBe(true);
    navigation.dispatch({ type: 'go', path: '/impressum' });
    expect(globeHeld()).toBe(false);
  });

  it('whose preparation fails loads the address from the server, the page before staying', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const { prepare, end } = heldPreparation();
    await showFrom('/impressum', prepare);
    navigate('/about');
    end('/about').fail();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(committed).toEqual(['/impressum']);
    expect(globeHeld()).toBe(false);
  });

  it('whose preparation fails once another click overtook it is left alone', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const { prepare, end } = heldPreparation();
    await showFrom('/impressum', prepare);
    navigate('/about');
    navigate('/privacy-policy');
    end('/about').fail();
    end('/privacy-policy').done();
    await reached('settled');
    await framesPainted();
    expect(reload).not.toHaveBeenCalled();
    expect(committed).toEqual(['/impressum', '/privacy-policy']);
  });
});
