import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent, type RefCallback } from 'react';
import { Box, Button, HStack, Text } from '@zu/shared-ui';
import type { PaintedPixel, Pixel } from '../model/place-canvas';
import {
  fittedView,
  pannedView,
  pixelAt,
  viewShowing,
  zoomedView,
  type PlaceView,
  type Point,
  type Size,
} from '../model/place-view';

/** A press that moves less than this is a tap (it picks a pixel); beyond it, a drag (it moves the canvas). */
const dragThresholdPx = 4;
const zoomStep = 2;
const arrowMoves: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

export interface PlaceViewportProps {
  size: Size;
  canvasRef: RefCallback<HTMLCanvasElement>;
  /** The palette's colours, to name the last painted pixel's for whoever reads the page's data. */
  palette: readonly string[];
  cursor: Pixel;
  onCursorChange(pixel: Pixel): void;
  onHover(pixel: Pixel | undefined): void;
  /** Enter or Space on the canvas: paint the cursor's pixel. */
  onPaint(): void;
  lastPainted?: PaintedPixel;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The canvas in its frame: zoomed with the wheel, the buttons, a pinch or + and -, moved by dragging, a pixel picked
 * by a tap or the arrows (the frame follows the picked pixel). Zoom and moves only transform the canvas with CSS
 * (one frame at a time): the 250,000 pixels are never drawn again for them, and `pixelated` keeps them crisp.
 */
export function PlaceViewport({
  size,
  canvasRef,
  palette,
  cursor,
  onCursorChange,
  onHover,
  onPaint,
  lastPainted,
}: PlaceViewportProps) {
  const frame = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const cursorBox = useRef<HTMLDivElement>(null);
  const view = useRef<PlaceView>({ scale: 1, x: 0, y: 0 });
  const shownCursor = useRef(cursor);
  const animation = useRef<number | undefined>(undefined);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ start: Point; moved: boolean; pinch?: number } | undefined>(undefined);
  const hovered = useRef<string>('');

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
  const zoomAtCursor = (factor: number) =>
    zoomBy(factor, {
      x: view.current.x + (shownCursor.current.x + 0.5) * view.current.scale,
      y: view.current.y + (shownCursor.current.y + 0.5) * view.current.scale,
    });

  // Once laid out: the whole canvas in sight.
  useLayoutEffect(() => {
    setView(fittedView(frameSize(), size));
    // Only for a canvas of another size; `setView` reads the latest refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [size.width, size.height]);

  useEffect(() => {
    shownCursor.current = cursor;
    setView(viewShowing(view.current, cursor, frameSize(), size));
    // The cursor's pixel only; `setView` reads the latest refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => () => cancelAnimationFrame(animation.current ?? 0), []);

  const pointOf = (event: PointerEvent<HTMLDivElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const hover = (pixel: Pixel | undefined) => {
    const key = pixel ? `${pixel.x},${pixel.y}` : '';
    if (key === hovered.current) return;
    hovered.current = key;
    onHover(pixel);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
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
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
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
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) return;
    const tapped = gesture.current && !gesture.current.moved ? pixelAt(view.current, pointOf(event), size) : undefined;
    gesture.current = undefined;
    if (tapped) onCursorChange(tapped);
  };
  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) gesture.current = undefined;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = arrowMoves[event.key];
    if (move) {
      event.preventDefault();
      const step = event.shiftKey ? 10 : 1;
      const clampTo = (value: number, max: number) => Math.min(max - 1, Math.max(0, value));
      onCursorChange({
        x: clampTo(cursor.x + move.x * step, size.width),
        y: clampTo(cursor.y + move.y * step, size.height),
      });
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPaint();
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomAtCursor(zoomStep);
    } else if (event.key === '-') {
      event.preventDefault();
      zoomAtCursor(1 / zoomStep);
    }
  };

  return (
    <Box>
      <Box
        ref={frame}
        position="relative"
        overflow="hidden"
        h={{ base: '22rem', md: '36rem' }}
        bg="gray.900"
        borderRadius="lg"
        borderWidth="1px"
        borderColor="whiteAlpha.300"
        touchAction="none"
        cursor="crosshair"
        tabIndex={0}
        role="application"
        aria-label="Toile de z/place"
        aria-describedby="place-keys"
        focusVisibleRing="outside"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onPointerLeave={() => hover(undefined)}
        onKeyDown={onKeyDown}
        data-testid="place-viewport"
      >
        <Box ref={layer} position="absolute" top="0" left="0" transformOrigin="0 0" willChange="transform">
          <canvas
            ref={canvasRef}
            width={size.width}
            height={size.height}
            style={{ display: 'block', imageRendering: 'pixelated' }}
            data-testid="place-canvas"
            data-last-painted={
              lastPainted ? `${lastPainted.x},${lastPainted.y},${palette[lastPainted.colorIndex] ?? ''}` : undefined
            }
          />
        </Box>
        <Box
          ref={cursorBox}
          position="absolute"
          top="0"
          left="0"
          pointerEvents="none"
          outline="2px solid white"
          boxShadow="0 0 0 3px black"
          aria-hidden="true"
        />
      </Box>
      <HStack justify="space-between" wrap="wrap" gap="2" mt="2">
        <Text id="place-keys" fontSize="sm" color="fg.muted">
          Glisse pour te déplacer, molette ou pincement pour zoomer. Au clavier : flèches pour choisir un pixel (Maj :
          de 10 en 10), Entrée pour colorier, + et − pour zoomer.
        </Text>
        <HStack gap="2">
          <Button size="sm" variant="outline" aria-label="Zoomer" onClick={() => zoomAtCursor(zoomStep)}>
            +
          </Button>
          <Button size="sm" variant="outline" aria-label="Dézoomer" onClick={() => zoomAtCursor(1 / zoomStep)}>
            −
          </Button>
          <Button size="sm" variant="outline" onClick={() => setView(fittedView(frameSize(), size))}>
            Tout voir
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
