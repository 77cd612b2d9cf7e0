/**
 * Which renderer shows the globe: the 2D one at once, the WebGL one once it has drawn a frame from the
 * same state (so the takeover does not jump), the 2D one again when the WebGL context is lost or the
 * WebGL globe steps down for good. While WebGL has not shown a frame, both draw.
 */
import type { DrawnGlobe, GlobeQuality, GlobeRenderer } from './drawing';
import type { ActiveRenderer } from './globeStats';

export class RendererHandover {
  private flat: GlobeRenderer | null = null;
  private webgl: GlobeRenderer | null = null;
  private webglLost = false;
  /** The WebGL globe has shown a frame since it (re)started. */
  private webglShown = false;
  /** Each renderer's quality step, as it last reported it (both measure their own frames). */
  private readonly qualities: Record<'flat' | 'webgl', GlobeQuality> = { flat: 'full', webgl: 'full' };

  /** The 2D globe is the one on screen (WebGL absent, lost or not yet shown): it keeps to 30 frames a second. */
  get drawsFlat(): boolean {
    return !this.webgl || this.webglLost || !this.webglShown;
  }

  /** The renderer on screen. */
  get active(): ActiveRenderer {
    if (!this.drawsFlat) return 'webgl';
    return this.flat ? 'flat' : 'none';
  }

  /** The quality step of the renderer on screen; full while none is. */
  get quality(): GlobeQuality {
    const active = this.active;
    return active === 'none' ? 'full' : this.qualities[active];
  }

  /** A renderer's step; true when it changed. */
  setQuality(renderer: 'flat' | 'webgl', quality: GlobeQuality): boolean {
    if (this.qualities[renderer] === quality) return false;
    this.qualities[renderer] = quality;
    return true;
  }

  setFlat(renderer: GlobeRenderer | null): void {
    this.flat = renderer;
  }

  /** A new WebGL globe (or none): it has shown nothing yet. */
  setWebgl(renderer: GlobeRenderer | null): void {
    this.webgl = renderer;
    this.webglLost = false;
    this.webglShown = false;
    this.qualities.webgl = 'full';
  }

  /** The WebGL globe drew a frame; true when that frame takes over from the 2D globe. */
  webglDrew(): boolean {
    if (this.webglShown || !this.webgl || this.webglLost) return false;
    this.webglShown = true;
    return true;
  }

  setWebglLost(lost: boolean): void {
    this.webglLost = lost;
    this.webglShown = false;
  }

  /** Hands the frame to the renderers that draw it; returns the WebGL draw calls, or null when WebGL did not draw. */
  draw(globes: readonly DrawnGlobe[], width: number, height: number, ratio: number): number | null {
    const webgl = this.webglLost ? null : this.webgl;
    const drawCalls = webgl ? webgl.draw(globes, width, height, ratio) : null;
    if (this.drawsFlat) this.flat?.draw(globes, width, height, ratio);
    return drawCalls;
  }
}
