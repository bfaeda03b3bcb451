import { clampView, fittedView, maxScale, pannedView, pixelAt, viewShowing, zoomedView } from './place-view';

const canvas = { width: 500, height: 500 };
const viewport = { width: 1000, height: 600 };

describe('the view of the canvas', () => {
  it('starts with the whole canvas, centred', () => {
    expect(fittedView(viewport, canvas)).toEqual({ scale: 1.2, x: 200, y: 0 });
    expect(fittedView({ width: 0, height: 0 }, canvas)).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('zooms around a point, which stays over the same pixel', () => {
    const view = fittedView(viewport, canvas);
    const at = { x: 380, y: 250 };
    const before = pixelAt(view, at, canvas);
    const zoomed = zoomedView(view, 8, at, viewport, canvas);
    expect(zoomed.scale).toBeCloseTo(9.6);
    expect(pixelAt(zoomed, at, canvas)).toEqual(before);
  });

  it('zooms no closer than its limit and no farther than the whole canvas', () => {
    const view = fittedView(viewport, canvas);
    const centre = { x: 500, y: 300 };
    expect(zoomedView(view, 1_000, centre, viewport, canvas).scale).toBe(maxScale);
    expect(zoomedView(view, 0.01, centre, viewport, canvas).scale).toBe(1);
  });

  it('pans, but never so far that the canvas leaves the middle of the viewport', () => {
    const view = { scale: 4, x: 0, y: 0 };
    expect(pannedView(view, { x: -100, y: -50 }, viewport, canvas)).toEqual({ scale: 4, x: -100, y: -50 });
    expect(pannedView(view, { x: 5_000, y: -5_000 }, viewport, canvas)).toEqual({ scale: 4, x: 500, y: -1_700 });
    expect(clampView({ scale: 4, x: -1_600, y: 0 }, viewport, canvas).x).toBe(-1_500);
  });

  it('finds the pixel under a point, none off the canvas', () => {
    const view = { scale: 10, x: -20, y: 5 };
    expect(pixelAt(view, { x: 0, y: 5 }, canvas)).toEqual({ x: 2, y: 0 });
    expect(pixelAt(view, { x: 39.9, y: 24.9 }, canvas)).toEqual({ x: 5, y: 1 });
    expect(pixelAt(view, { x: 0, y: 4 }, canvas)).toBeUndefined();
  });

  it('follows a pixel leaving the viewport, moving just enough', () => {
    const view = { scale: 10, x: 0, y: 0 };
    expect(viewShowing(view, { x: 3, y: 3 }, viewport, canvas)).toEqual(view);
    expect(viewShowing(view, { x: 100, y: 3 }, viewport, canvas)).toEqual({ scale: 10, x: -10, y: 0 });
    expect(viewShowing({ scale: 10, x: -50, y: -50 }, { x: 4, y: 3 }, viewport, canvas)).toEqual({
      scale: 10,
      x: -40,
      y: -30,
    });
  });
});
