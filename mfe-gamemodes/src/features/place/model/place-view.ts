import type { Pixel } from './place-canvas';

/** How the canvas sits in its viewport: its scale (screen pixels per canvas pixel) and its top-left corner. */
export interface PlaceView {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Close enough to see each pixel as a large square. */
export const maxScale = 40;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The whole canvas, centred; a viewport of no size yet (before layout) shows it at its own size. */
export function fittedView(viewport: Size, canvas: Size): PlaceView {
  if (!viewport.width || !viewport.height) return { scale: 1, x: 0, y: 0 };
  const scale = Math.min(viewport.width / canvas.width, viewport.height / canvas.height);
  return {
    scale,
    x: (viewport.width - canvas.width * scale) / 2,
    y: (viewport.height - canvas.height * scale) / 2,
  };
}

/** No farther out than the whole canvas (or its own size), no closer than `maxScale`. */
const minScaleOf = (viewport: Size, canvas: Size) => Math.min(1, fittedView(viewport, canvas).scale);

/** The canvas may be pushed aside until its edge reaches the viewport's middle, never out of sight. */
export function clampView(view: PlaceView, viewport: Size, canvas: Size): PlaceView {
  const scale = clamp(view.scale, minScaleOf(viewport, canvas), maxScale);
  const middle = { x: viewport.width / 2, y: viewport.height / 2 };
  return {
    scale,
    x: clamp(view.x, middle.x - canvas.width * scale, middle.x),
    y: clamp(view.y, middle.y - canvas.height * scale, middle.y),
  };
}

/** Zoomed by `factor` around a point of the viewport, which stays over the same pixel. */
export function zoomedView(view: PlaceView, factor: number, at: Point, viewport: Size, canvas: Size): PlaceView {
  const scale = clamp(view.scale * factor, minScaleOf(viewport, canvas), maxScale);
  const ratio = scale / view.scale;
  return clampView({ scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio }, viewport, canvas);
}

export function pannedView(view: PlaceView, by: Point, viewport: Size, canvas: Size): PlaceView {
  return clampView({ ...view, x: view.x + by.x, y: view.y + by.y }, viewport, canvas);
}

/** The pixel under a point of the viewport, if the canvas is there. */
export function pixelAt(view: PlaceView, point: Point, canvas: Size): Pixel | undefined {
  const x = Math.floor((point.x - view.x) / view.scale);
  const y = Math.floor((point.y - view.y) / view.scale);
  return x >= 0 && y >= 0 && x < canvas.width && y < canvas.height ? { x, y } : undefined;
}

/** Moved just enough for a pixel to be in sight (the keyboard's cursor, walking off the edge). */
export function viewShowing(view: PlaceView, pixel: Pixel, viewport: Size, canvas: Size): PlaceView {
  if (!viewport.width || !viewport.height) return view;
  const shift = (start: number, size: number) =>
    start < 0 ? -start : start + view.scale > size ? size - start - view.scale : 0;
  const left = view.x + pixel.x * view.scale;
  const top = view.y + pixel.y * view.scale;
  return clampView(
    { ...view, x: view.x + shift(left, viewport.width), y: view.y + shift(top, viewport.height) },
    viewport,
    canvas,
  );
}
