import type { KeyboardEvent, RefCallback } from 'react';
import { Box, Button, HStack, Text } from '@zu/shared-ui';
import type { PaintedPixel, Pixel } from '../model/place-canvas';
import type { Point, Size } from '../model/place-view';
import { usePlaceGestures } from './use-place-gestures';
import { usePlaceView } from './use-place-view';

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
  const placeView = usePlaceView(size, cursor);
  const { frame, layer, cursorBox, zoomAtCursor, showAll } = placeView;
  const pointer = usePlaceGestures(placeView, size, onCursorChange, onHover);

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
        {...pointer}
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
          <Button size="sm" variant="outline" onClick={showAll}>
            Tout voir
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
