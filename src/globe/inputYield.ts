/**
 * The globe yields its frames to the visitor's input: from a press or a key until the page has
 * produced the frame that answers it, the globe draws nothing. Each globe frame costs the main thread its
 * step and the markers' placement, and the compositor a new canvas picture, all of which the answer to a
 * tap would otherwise wait behind (its presentation delay). The motion does not jump: the frame after the
 * hold steps by the time that passed (frameLoop.ts caps it).
 */

/** Animation frames the globe skips after an input: the first paints the answer, the second is its presentation. */
const heldFrames = 2;
/** Never held shorter than this (ms): on a slow phone the answer's frame takes longer than a display frame. */
const shortestHoldMs = 100;
/** Held at most this long (ms), however busy the page: the globe must not look frozen. */
const longestHoldMs = 400;

const inputEvents = ['pointerdown', 'keydown'] as const;

/**
 * Held at most this long (ms) for the page's own change (a navigation's render): on a cheap phone the next
 * page's render runs in slices, and each globe frame between two slices (the step, the markers' layout, a
 * canvas picture to composite) pushed the next page's heading back by hundreds of ms.
 */
const longestPageHoldMs = 1000;

export class InputYield {
  private heldSince = Number.NEGATIVE_INFINITY;
  private framesHeld = 0;
  private target: EventTarget | null = null;
  /** Since when the page holds the globe for a change of its own (holdForPage), until it lets go. */
  private pageHeldSince = Number.NEGATIVE_INFINITY;

  /** Listens to the page's input (capture: before any handler of the page runs). */
  attach(target: EventTarget): void {
    this.detach();
    this.target = target;
    for (const type of inputEvents) target.addEventListener(type, this.onInput, { capture: true, passive: true });
  }

  detach(): void {
    for (const type of inputEvents) this.target?.removeEventListener(type, this.onInput, { capture: true });
    this.target = null;
    this.release();
  }

  /**
   * The page is changing (a navigation renders its next page) since `now`: the globe draws nothing until it
   * is called again with -Infinity (let go), or for longestPageHoldMs at most.
   */
  holdForPage(now: number): void {
    this.pageHeldSince = now;
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

  private readonly onInput = (event: Event): void => {
    this.heldSince = event.timeStamp;
    this.framesHeld = 0;
  };
}
