/**
 * The hero globe's keyboard control (KeyboardGlobe.tsx) laid over the globe it turns: while it has
 * focus it is placed on the globe's disc every frame, so its focus ring circles the globe wherever the
 * framing puts it. Without focus nothing is read or written. Loaded with home's places, not the runtime.
 */
import type { FrameWatcher } from './runtime';

export function outlineGlobe(element: HTMLElement): FrameWatcher {
  return (stage, { cx, cy, radius }) => {
    const parent = element.offsetParent;
    if (!parent || document.activeElement !== element) return;
    const stageBox = stage.getBoundingClientRect();
    const parentBox = parent.getBoundingClientRect();
    const left = stageBox.left - parentBox.left + cx - radius;
    const top = stageBox.top - parentBox.top + cy - radius;
    element.style.transform = `translate(${left.toFixed(1)}px, ${top.toFixed(1)}px)`;
    const side = `${(2 * radius).toFixed(1)}px`;
    if (element.style.width === side) return;
    element.style.width = side;
    element.style.height = side;
  };
}
