/**
 * The main globe's body on the page: the SVG of bodySvg.ts in an element under the canvases, moved and
 * scaled by a transform as the globe's placement eases, and faded with it. It is painted once; a frame
 * in which only the rotation changed writes nothing to it.
 */
import { bodySvg } from './bodySvg';
import { haloScale } from './look';

/** The element's radius before its transform, CSS pixels: a scale near 1 for most framings. */
export const bodyBaseRadius = 256;

/** Its side, CSS pixels: the halo's diameter at the base radius. */
export const bodyBaseSide = 2 * haloScale * bodyBaseRadius;

export const liveBodyMarkup = bodySvg('globe-body', 'globe-body__svg', 'globe-body__layer');

export class BodyLayer {
  private element: HTMLElement | null = null;
  private written = '';

  attach(element: HTMLElement | null): void {
    this.element = element;
    this.written = '';
  }

  /** Places the body under a globe at cx, cy (CSS pixels of the stage); writes only what changed. */
  place(cx: number, cy: number, radius: number, opacity: number): void {
    const element = this.element;
    if (!element) return;
    const halo = haloScale * radius;
    const transform = `translate(${(cx - halo).toFixed(1)}px, ${(cy - halo).toFixed(1)}px) scale(${(radius / bodyBaseRadius).toFixed(4)})`;
    const fade = opacity.toFixed(3);
    const written = `${transform} ${fade}`;
    if (written === this.written) return;
    this.written = written;
    element.style.transform = transform;
    element.style.opacity = fade;
    element.style.visibility = opacity > 0 ? '' : 'hidden';
  }
}
