/**
 * The globe yields its frames (src/globe/inputYield.ts): from a press or a key it skips animation frames until
 * the page's answer has been painted, never longer than the cap; and while the navigation machine
 * (src/navigation/machine.ts) renders the next page, from painted to settled, never longer than a second.
 */
import { describe, expect, it } from 'vitest';
import { InputYield } from '../../src/globe/inputYield';
import { navigation } from '../../src/navigation/machine';

/** An input at `at` ms (the event's timeStamp), dispatched on a plain event target as the window would. */
function pressAt(target: EventTarget, at: number, type = 'pointerdown'): void {
  const event = new Event(type);
  Object.defineProperty(event, 'timeStamp', { value: at });
  target.dispatchEvent(event);
}

function attached(): { input: InputYield; page: EventTarget } {
  const page = new EventTarget();
  const input = new InputYield();
  input.attach(page);
  return { input, page };
}

/** Attached with a clock the test sets: when the navigation's hold starts. */
function attachedAt(now: number): { input: InputYield; clock: { now: number } } {
  const clock = { now };
  const input = new InputYield(() => clock.now);
  input.attach(new EventTarget());
  return { input, clock };
}

/** A navigation to `path` from the page shown, moved on by the test (the machine is the browser's one). */
function navigateTo(path: string) {
  const { id } = navigation.dispatch({ type: 'go', path });
  return {
    rendering: () => navigation.dispatch({ type: 'painted', id }),
    committed: () => navigation.dispatch({ type: 'committed', path }),
    settled: () => {
      navigation.dispatch({ type: 'committed', path });
      navigation.dispatch({ type: 'settled', path });
    },
  };
}

describe('the globe yielding to input', () => {
  it('draws every frame while nobody touches the page', () => {
    const { input } = attached();
    expect([16, 33, 50].map((now) => input.held(now))).toEqual([false, false, false]);
  });

  it('skips the frames after a press until two have passed and 100 ms are over', () => {
    const { input, page } = attached();
    pressAt(page, 1_000);
    // Two display frames pass within 100 ms: the hold lasts until 100 ms.
    expect([1_010, 1_026, 1_042, 1_090, 1_101].map((now) => input.held(now))).toEqual([true, true, true, true, false]);
    expect(input.held(1_118)).toBe(false);
  });

  it('waits for two frames on a page slower than 100 ms a frame, but never past 400 ms', () => {
    const { input, page } = attached();
    pressAt(page, 0, 'keydown');
    expect(input.held(150)).toBe(true);
    expect(input.held(300)).toBe(true);
    expect(input.held(310)).toBe(false);
    pressAt(page, 1_000);
    expect(input.held(1_399)).toBe(true);
    expect(input.held(1_400)).toBe(false);
  });

  it('starts over with each new input', () => {
    const { input, page } = attached();
    pressAt(page, 0);
    expect([10, 30].map((now) => input.held(now))).toEqual([true, true]);
    pressAt(page, 90);
    expect([100, 120, 150].map((now) => input.held(now))).toEqual([true, true, true]);
    expect(input.held(191)).toBe(false);
  });

  it('lets go at once when the input moves the globe itself (a drag, the arrow keys)', () => {
    const { input, page } = attached();
    pressAt(page, 0);
    input.release();
    expect(input.held(5)).toBe(false);
  });

  it('draws nothing while a navigation renders its next page, until that page is painted', () => {
    const { input, clock } = attachedAt(2_000);
    const page = navigateTo('/a');
    expect(input.held(2_016)).toBe(false);
    page.rendering();
    expect([2_016, 2_300, 2_900].map((now) => input.held(now))).toEqual([true, true, true]);
    page.committed();
    expect(input.held(2_916)).toBe(true);
    clock.now = 2_930;
    page.settled();
    expect(input.held(2_932)).toBe(false);
  });

  it('lets go at once when the address goes back to the page shown', () => {
    const { input } = attachedAt(0);
    navigateTo('/b').rendering();
    expect(input.held(16)).toBe(true);
    navigation.dispatch({ type: 'go', path: navigation.state().shown });
    expect(input.held(32)).toBe(false);
  });

  it('holds for a page at most one second, so a render that never ends does not freeze the globe', () => {
    const { input } = attachedAt(0);
    const page = navigateTo('/c');
    page.rendering();
    expect(input.held(999)).toBe(true);
    expect(input.held(1_000)).toBe(false);
    page.settled();
  });

  it('holds a later navigation for its own second', () => {
    const { input, clock } = attachedAt(0);
    navigateTo('/d').rendering();
    clock.now = 800;
    const later = navigateTo('/e');
    later.rendering();
    expect(input.held(1_500)).toBe(true);
    expect(input.held(1_800)).toBe(false);
    later.settled();
  });

  it('lets the page go too when the input moves the globe itself', () => {
    const { input } = attachedAt(0);
    const page = navigateTo('/f');
    page.rendering();
    input.release();
    expect(input.held(10)).toBe(false);
    page.committed();
    expect(input.held(20)).toBe(false);
    page.settled();
  });

  it('no longer listens once detached', () => {
    const { input, page } = attached();
    input.detach();
    pressAt(page, 0);
    expect(input.held(10)).toBe(false);
  });
});
