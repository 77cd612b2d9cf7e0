/**
 * The main globe's body on the page: the SVG of bodySvg.ts in an element under the canvases, moved and
 * scaled by a transform as the globe's placement eases, and faded with it. It is painted once; a frame
 * in which only the rotation changed writes nothing to it and allocates nothing. It shows only once placed,
 * so a page's first globe frame is already its framing (a deep link would otherwise flash an empty halo at
 * the default placement).
 */
import { bodySvg } from './bodySvg';
import { haloScale } from './look';

/** The element's radius before its transform, CSS pixels: a scale near 1 for most framings. */
const bodyBaseRadius = 256;

/** Its side, CSS pixels: the halo's diameter at the base radius. */
export const bodyBaseSide = 2 * haloScale * bodyBaseRadius;

export const liveBodyMarkup = bodySvg('globe-body', 'globe-body__svg', 'globe-body__layer');

export class BodyLayer {
  private element: HTMLElement | null = null;
  /** What the element shows: left, top and scale of the transform, and opacity (NaN: nothing yet). */
  private readonly shown = { left: Number.NaN, top: Number.NaN, scale: Number.NaN, opacity: Number.NaN };

  attach(element: HTMLElement | null): void {
    this.element = element;
    this.shown.left = Number.NaN;
  }

  /**
   * Places the body under a globe at cx, cy (CSS pixels of the stage). Called every frame: it compares
   * numbers, and writes the style (a tenth of a pixel, a ten-thousandth of scale) only when it changed.
   */
  place(cx: number, cy: number, radius: number, opacity: number): void {
    const element = this.element;
    if (!element) return;
    const halo = haloScale * radius;
    const left = Math.round((cx - halo) * 10) / 10;
    const top = Math.round((cy - halo) * 10) / 10;
    const scale = Math.round((radius / bodyBaseRadius) * 1e4) / 1e4;
    const fade = Math.round(opacity * 1e3) / 1e3;
    const shown = this.shown;
    if (left === shown.left && top === shown.top && scale === shown.scale && fade === shown.opacity) return;
    Object.assign(shown, { left, top, scale, opacity: fade });
    element.style.transform = `translate(${left}px, ${top}px) scale(${scale})`;
    element.style.opacity = String(fade);
    // Hidden by globe.css until this first placement: unplaced, the halo would stand at the stage's top left.
    element.style.visibility = fade > 0 ? 'visible' : 'hidden';
  }
}
