/**
 * The bodies (sphere, rim, halo) of the demo variants whose look has one: the main globe's SVG
 * (bodySvg.ts) once per tile, in a layer under the canvases, placed like the main body (bodyLayer.ts).
 * An element is made the first time its tile shows a body and then only moved, hidden or shown, for as
 * long as the page lives. Loaded with the demo page (through demo.ts), not with every page's runtime.
 */
import { bodyBaseSide, BodyLayer } from './bodyLayer';
import { bodySvg } from './bodySvg';
import type { PlaceBody } from './demoGlobes';

/** `layer`: the stage's layer under the canvases (GlobeStage.tsx), read when a body is first shown. */
export function demoBodies(layer: () => HTMLElement | null): PlaceBody {
  const bodies = new Map<string, BodyLayer>();
  return (key, cx, cy, radius, shown) => {
    let body = bodies.get(key);
    const container = layer();
    if (!body) {
      if (!shown || !container) return;
      const element = document.createElement('div');
      element.className = 'globe-body';
      // Which tile's body it is: the presenter's preview and the audience window draw the same (tests read it).
      element.dataset.tile = key;
      // Each picture names its own gradients: ids must not repeat in a page.
      element.innerHTML = bodySvg(`globe-body-${key}`, 'globe-body__svg', 'globe-body__layer');
      element.style.width = element.style.height = `${bodyBaseSide}px`;
      container.append(element);
      body = new BodyLayer();
      body.attach(element);
      bodies.set(key, body);
    }
    body.place(cx, cy, radius, shown ? 1 : 0);
  };
}
