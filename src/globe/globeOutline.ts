/**
 * The hero globe's keyboard control (KeyboardGlobe.tsx) laid over the globe it turns: while it has
 * focus it is placed on the globe's disc every frame, so its focus ring circles the globe wherever the
 * framing puts it. Without focus nothing is read or written.
 */
export class GlobeOutline {
  private element: HTMLElement | null = null;

  attach(element: HTMLElement | null): void {
    this.element = element;
  }

  /** The main globe at cx, cy with `radius` (CSS pixels of the stage). */
  place(stage: HTMLElement, cx: number, cy: number, radius: number): void {
    const element = this.element;
    const parent = element?.offsetParent;
    if (!element || !parent || document.activeElement !== element) return;
    const stageBox = stage.getBoundingClientRect();
    const parentBox = parent.getBoundingClientRect();
    const left = stageBox.left - parentBox.left + cx - radius;
    const top = stageBox.top - parentBox.top + cy - radius;
    element.style.transform = `translate(${left.toFixed(1)}px, ${top.toFixed(1)}px)`;
    const side = `${(2 * radius).toFixed(1)}px`;
    if (element.style.width === side) return;
    element.style.width = side;
    element.style.height = side;
  }
}
