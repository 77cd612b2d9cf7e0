/**
 * The bodies (sphere, rim, halo) of the demo variants whose look has one: the main globe's SVG
 * (bodySvg.ts) once per tile, in a layer under the canvases, placed like the main body (bodyLayer.ts).
 * An element is made the first time its tile shows a body and then only moved, hidden or shown.
 */
import { bodyBaseSide, BodyLayer } from './bodyLayer';
import { bodySvg } from './bodySvg';

interface TileBody {
  element: HTMLElement;
  layer: BodyLayer;
}

export class DemoBodies {
  private container: HTMLElement | null = null;
  private readonly bodies = new Map<string, TileBody>();

  /** The layer under the canvases (GlobeStage.tsx); null when the stage goes. */
  attach(container: HTMLElement | null): void {
    for (const body of this.bodies.values()) body.element.remove();
    this.bodies.clear();
    this.container = container;
  }

  /** Shows tile `key`'s body under its globe, or hides it (`shown` false: off screen, or no body in its look). */
  place(key: string, cx: number, cy: number, radius: number, shown: boolean): void {
    let body = this.bodies.get(key);
    if (!body && !shown) return;
    body ??= this.create(key);
    body?.layer.place(cx, cy, radius, shown ? 1 : 0);
  }

  /** Hides the bodies of tiles the demo no longer draws. */
  hideAllBut(keys: ReadonlySet<string>): void {
    for (const [key, body] of this.bodies) if (!keys.has(key)) body.layer.place(0, 0, 0, 0);
  }

  private create(key: string): TileBody | undefined {
    if (!this.container) return undefined;
    const element = document.createElement('div');
    element.className = 'globe-body';
    element.dataset.testid = `globe-body-${key}`;
    // Each picture names its own gradients: ids must not repeat in a page.
    element.innerHTML = bodySvg(`globe-body-${key}`, 'globe-body__svg', 'globe-body__layer');
    element.style.width = `${bodyBaseSide}px`;
    element.style.height = `${bodyBaseSide}px`;
    this.container.append(element);
    const body = { element, layer: new BodyLayer() };
    body.layer.attach(element);
    this.bodies.set(key, body);
    return body;
  }
}
