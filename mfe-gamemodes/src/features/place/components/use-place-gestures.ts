import { useRef, type PointerEvent } from 'react';
import type { Pixel } from '../model/place-canvas';
import { pannedView, pixelAt, type Point, type Size } from '../model/place-view';
import type { usePlaceView } from './use-place-view';

/** A press that moves less than this is a tap (it picks a pixel); beyond it, a drag (it moves the canvas). */
const dragThresholdPx = 4;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The pointer on the canvas (mouse, pen, fingers): a tap picks the pixel, a drag moves the canvas, two fingers
 * pinch to zoom, and the pointer resting over a pixel names it (once per pixel).
 */
export function usePlaceGestures(
  placeView: ReturnType<typeof usePlaceView>,
  size: Size,
  onPick: (pixel: Pixel) => void,
  onHover: (pixel: Pixel | undefined) => void,
) {
  const { view, setView, zoomBy, frameSize } = placeView;
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ start: Point; moved: boolean; pinch?: number } | undefined>(undefined);
  const hovered = useRef('');

  const pointOf = (event: PointerEvent<HTMLElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const hover = (pixel: Pixel | undefined) => {
    const key = pixel ? `${pixel.x},${pixel.y}` : '';
    if (key === hovered.current) return;
    hovered.current = key;
    onHover(pixel);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointOf(event);
    pointers.current.set(event.pointerId, point);
    if (pointers.current.size === 1) gesture.current = { start: point, moved: false };
    else if (gesture.current && pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      // Two fingers pinch: never a tap.
      gesture.current = { ...gesture.current, moved: true, pinch: distance(a, b) };
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const point = pointOf(event);
    const previous = pointers.current.get(event.pointerId);
    if (!previous || !gesture.current) return hover(pixelAt(view.current, point, size));
    pointers.current.set(event.pointerId, point);
    if (pointers.current.size === 2 && gesture.current.pinch) {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      const spread = distance(a, b);
      zoomBy(spread / gesture.current.pinch, middle(a, b));
      gesture.current.pinch = spread;
      return;
    }
    if (!gesture.current.moved && distance(point, gesture.current.start) < dragThresholdPx) return;
    gesture.current.moved = true;
    setView(pannedView(view.current, { x: point.x - previous.x, y: point.y - previous.y }, frameSize(), size));
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) return;
    const tapped = gesture.current && !gesture.current.moved ? pixelAt(view.current, pointOf(event), size) : undefined;
    gesture.current = undefined;
    if (tapped) onPick(tapped);
  };
  const onPointerCancel = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) gesture.current = undefined;
  };

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onPointerLeave: () => hover(undefined) };
}
