/**
 * The globe's animation frames: a wake asks for one, and the frame says whether to go on (something
 * moves). While the 2D globe draws, at most 30 a second: the skipped display frames cost a callback,
 * not a frame, and the first frame after a wake always draws.
 */

/**
 * Half of a 60 Hz display's frames: the 2D globe's cap: a canvas redraw costs a cheap phone's main thread far
 * more than a WebGL frame.
 */
const flatFrameMs = 1000 / 30 - 4;
/** A frame never steps the motion further than this (ms), after a stall or a hidden tab. */
const longestStep = 100;
/** The first frame after a wake steps as one display frame. */
const firstStep = 16;

export class FrameLoop {
  private request = 0;
  private lastTime = 0;
  private lastDrawn = 0;

  /**
   * `frame`: advances by `dt` ms and draws; true to keep going. `capped`: the 2D globe draws now. `held`: this
   * animation frame belongs to the page's answer to an input (inputYield.ts); the next drawn frame steps
   * over the held ones.
   */
  constructor(
    private readonly frame: (dt: number) => boolean,
    private readonly capped: () => boolean,
    private readonly held: (now: number) => boolean = () => false,
  ) {}

  wake(): void {
    if (this.request) return;
    this.lastTime = 0;
    this.request = requestAnimationFrame(this.tick);
  }

  stop(): void {
    cancelAnimationFrame(this.request);
    this.request = 0;
  }

  private readonly tick = (now: number): void => {
    this.request = 0;
    if (this.held(now)) {
      this.request = requestAnimationFrame(this.tick);
      return;
    }
    if (this.lastTime && this.capped() && now - this.lastDrawn < flatFrameMs) {
      this.request = requestAnimationFrame(this.tick);
      return;
    }
    const dt = this.lastTime ? Math.min(now - this.lastTime, longestStep) : firstStep;
    this.lastTime = now;
    this.lastDrawn = now;
    if (this.frame(dt)) this.request = requestAnimationFrame(this.tick);
  };
}
