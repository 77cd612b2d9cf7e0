/** The 2D globe's canvas and context, on the page or in a worker (an OffscreenCanvas there). */
export type AnyCanvas = HTMLCanvasElement | OffscreenCanvas;
export type AnyContext2d = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export function context2d(canvas: AnyCanvas): AnyContext2d | null {
  return canvas instanceof OffscreenCanvas ? canvas.getContext('2d') : canvas.getContext('2d');
}
