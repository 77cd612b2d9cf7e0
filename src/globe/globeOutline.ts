/**
 * The hero globe's keyboard control (KeyboardGlobe.tsx) laid over the globe it turns: while it has
 * focus it is placed on the globe's disc every frame, so its focus ring circles the globe wherever the
 * framing puts it, and its hint is moved clear of the places' labels (cardPlacement.ts). Without focus
 * nothing is read or written. Loaded with home's places, not the runtime.
 */
import { clearestBox } from './cardPlacement';
import type { Box } from './labelLayout';
import type { FrameWatcher } from './runtime';

/** Air between the globe's edge and the hint when it goes outside the disc. */
const hintGap = 12;

/** The places' markers on screen now (floating labels, or the phone's chips), in viewport pixels. */
function shownMarkers(): Box[] {
  const boxes: Box[] = [];
  for (const marker of document.querySelectorAll<HTMLElement>('.globe-marker')) {
    const box = marker.getBoundingClientRect();
    if (box.width > 0 && Number(getComputedStyle(marker).opacity) > 0.05) boxes.push(box);
  }
  return boxes;
}

/**
 * The hint's spot: near the top of the disc (where the style sheet puts it), else under the globe, over
 * it, or near its foot, whichever first covers no label; moved by a transform from the style sheet's spot.
 */
function placeHint(hint: HTMLElement, disc: Box): void {
  const width = hint.offsetWidth;
  const height = hint.offsetHeight;
  const side = disc.right - disc.left;
  const left = Math.max(8, Math.min(window.innerWidth - 8 - width, disc.left + side / 2 - width / 2));
  const styled = { left: disc.left + side / 2 - width / 2, top: disc.top + 0.12 * side };
  const tops = [styled.top, disc.bottom + hintGap, disc.top - hintGap - height, disc.top + 0.88 * side - height];
  const candidates = tops.map((top) => ({ left, top, right: left + width, bottom: top + height }));
  const bounds = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
  const spot = clearestBox(candidates, shownMarkers(), bounds);
  hint.style.transform = `translate(${(spot.left - styled.left).toFixed(1)}px, ${(spot.top - styled.top).toFixed(1)}px)`;
}

export function outlineGlobe(element: HTMLElement): FrameWatcher {
  const hint = element.querySelector<HTMLElement>('.keyboard-globe__hint');
  return (stage, { cx, cy, radius }) => {
    const parent = element.offsetParent;
    if (!parent || document.activeElement !== element) return;
    const stageBox = stage.getBoundingClientRect();
    const parentBox = parent.getBoundingClientRect();
    const left = stageBox.left - parentBox.left + cx - radius;
    const top = stageBox.top - parentBox.top + cy - radius;
    element.style.transform = `translate(${left.toFixed(1)}px, ${top.toFixed(1)}px)`;
    const side = `${(2 * radius).toFixed(1)}px`;
    if (element.style.width !== side) {
      element.style.width = side;
      element.style.height = side;
    }
    if (!hint) return;
    const disc = {
      left: stageBox.left + cx - radius,
      top: stageBox.top + cy - radius,
      right: stageBox.left + cx + radius,
      bottom: stageBox.top + cy + radius,
    };
    // After this frame's other watchers: the markers are placed in the same frame, after this one.
    queueMicrotask(() => placeHint(hint, disc));
  };
}
