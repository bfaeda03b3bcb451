import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Pixel } from '../model/place-canvas';
import { fittedView, viewShowing, zoomedView, type PlaceView, type Point, type Size } from '../model/place-view';

/**
 * Where the canvas sits in its frame, kept out of React's state: a zoom or a move sets the CSS transform of the
 * canvas's layer (and the cursor's box) once an animation frame, and draws neither the pixels nor the page again.
 * The view starts on the whole canvas and follows the cursor when it walks off the edge; the wheel zooms.
 */
export function usePlaceView(size: Size, cursor: Pixel) {
  const frame = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const cursorBox = useRef<HTMLDivElement>(null);
  const view = useRef<PlaceView>({ scale: 1, x: 0, y: 0 });
  const shownCursor = useRef(cursor);
  const animation = useRef<number | undefined>(undefined);

  const frameSize = (): Size => ({ width: frame.current?.clientWidth ?? 0, height: frame.current?.clientHeight ?? 0 });
  const applyView = () => {
    animation.current = undefined;
    const { scale, x, y } = view.current;
    if (layer.current) layer.current.style.transform = `translate(${x}px, ${y}px) scale(${scale})`;
    const box = cursorBox.current;
    if (!box) return;
    box.style.transform = `translate(${x + shownCursor.current.x * scale}px, ${y + shownCursor.current.y * scale}px)`;
    box.style.width = box.style.height = `${scale}px`;
  };
  const setView = (next: PlaceView) => {
    view.current = next;
    animation.current ??= requestAnimationFrame(applyView);
  };
  const zoomBy = (factor: number, at: Point) => setView(zoomedView(view.current, factor, at, frameSize(), size));
  /** Zoomed around the cursor's pixel: the keys and the buttons, which have no point of their own. */
  const zoomAtCursor = (factor: number) =>
    zoomBy(factor, {
      x: view.current.x + (shownCursor.current.x + 0.5) * view.current.scale,
      y: view.current.y + (shownCursor.current.y + 0.5) * view.current.scale,
    });
  const showAll = () => setView(fittedView(frameSize(), size));

  // Once laid out: the whole canvas in sight.
  useLayoutEffect(() => {
    showAll();
    // Only for a canvas of another size; `showAll` reads the latest refs.
  }, [size.width, size.height]);

  useEffect(() => {
    shownCursor.current = cursor;
    setView(viewShowing(view.current, cursor, frameSize(), size));
    // The cursor's pixel only; `setView` reads the latest refs.
  }, [cursor.x, cursor.y]);

  // The wheel zooms the canvas, not the page: a listener that may cancel scrolling (React's is passive).
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      zoomBy(Math.exp(-event.deltaY * 0.002), { x: event.clientX - box.left, y: event.clientY - box.top });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
    // `zoomBy` reads the latest refs.
  }, []);
  useEffect(() => () => cancelAnimationFrame(animation.current ?? 0), []);

  return { frame, layer, cursorBox, view, frameSize, setView, zoomBy, zoomAtCursor, showAll };
}
