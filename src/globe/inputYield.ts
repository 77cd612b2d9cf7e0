/**
 * The globe yields its frames to the visitor: from a press or a key until the page has produced the frame
 * that answers it, and while a navigation renders its next page (navigation/machine.ts), it draws nothing.
 * Each globe frame costs the main thread its step and the markers' placement, and the compositor a new
 * canvas picture, all of which the answer to a tap would otherwise wait behind (its presentation delay). The
 * motion does not jump: the frame after the hold steps by the time that passed (frameLoop.ts caps it).
 */
import { navigation, rendersPage } from '../navigation/machine';

/** Animation frames the globe skips after an input: the first paints the answer, the second is its presentation. */
const heldFrames = 2;
/** Never held shorter than this (ms): on a slow phone the answer's frame takes longer than a display frame. */
const shortestHoldMs = 100;
/** Held at most this long (ms), however busy the page: the globe must not look frozen. */
const longestHoldMs = 400;

const inputEvents = ['pointerdown', 'keydown'] as const;

/**
 * Held at most this long (ms) for a navigation's render, however long it takes: each globe frame between the
 * render's slices (the step, the markers' layout, a canvas picture to composite) pushed the next page's
 * heading back on a cheap phone, but the globe must not look frozen.
 */
const longestPageHoldMs = 1000;

export class InputYield {
  private heldSince = Number.NEGATIVE_INFINITY;
  private framesHeld = 0;
  private target: EventTarget | null = null;
  /** Whether a navigation renders its next page, and since when it holds the globe (until it is painted). */
  private pageRenders = false;
  private pageHeldSince = Number.NEGATIVE_INFINITY;
  private unwatchNavigation = (): void => undefined;

  /** `now`: the clock of the animation frames. */
  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Listens to the page's input (capture: before any handler of the page runs) and its navigation. */
  attach(target: EventTarget): void {
    this.detach();
    this.target = target;
    for (const type of inputEvents) target.addEventListener(type, this.onInput, { capture: true, passive: true });
    this.unwatchNavigation = navigation.subscribe(this.onNavigation);
    this.onNavigation();
  }

  detach(): void {
    for (const type of inputEvents) this.target?.removeEventListener(type, this.onInput, { capture: true });
    this.target = null;
    this.unwatchNavigation();
    this.release();
  }

  /** Asked once per animation frame: whether the globe skips it. */
  held(now: number): boolean {
    if (now - this.pageHeldSince < longestPageHoldMs) return true;
    if (this.heldSince === Number.NEGATIVE_INFINITY) return false;
    const elapsed = now - this.heldSince;
    if (elapsed >= longestHoldMs || (this.framesHeld >= heldFrames && elapsed >= shortestHoldMs)) {
      this.release();
      return false;
    }
    this.framesHeld += 1;
    return true;
  }

  /** The input moves the globe itself (a drag, the arrow keys): it answers at once. */
  release(): void {
    this.heldSince = Number.NEGATIVE_INFINITY;
    this.pageHeldSince = Number.NEGATIVE_INFINITY;
  }

  private readonly onNavigation = (): void => {
    const renders = rendersPage(navigation.state());
    if (renders === this.pageRenders) return;
    this.pageRenders = renders;
    this.pageHeldSince = renders ? this.now() : Number.NEGATIVE_INFINITY;
  };

  private readonly onInput = (event: Event): void => {
    this.heldSince = event.timeStamp;
    this.framesHeld = 0;
  };
}
