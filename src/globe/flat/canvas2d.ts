/** Canvases for the 2D globe that work on the page and in a worker (no document there). */
export type AnyCanvas = HTMLCanvasElement | OffscreenCanvas;
export type AnyContext2d = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** In a worker there is no document: an OffscreenCanvas serves, and it draws onto either kind. */
export function blankCanvas(width: number, height = width): AnyCanvas {
  if (typeof document === 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

export function context2d(canvas: AnyCanvas): AnyContext2d | null {
  return canvas instanceof OffscreenCanvas ? canvas.getContext('2d') : canvas.getContext('2d');
}
