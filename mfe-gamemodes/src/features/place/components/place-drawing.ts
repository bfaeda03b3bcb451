// The drawing of the canvas, apart from the page: jsdom has no canvas, so component tests replace this module and
// test what the page asks to draw.
import { fillRgba, type PaintedPixel } from '../model/place-canvas';

/** Draws every pixel at once, one canvas pixel per z/place pixel (the page scales it with CSS). */
export function drawBoard(
  canvas: HTMLCanvasElement,
  size: { width: number; height: number },
  bytes: Uint8Array,
  palette: readonly string[],
): void {
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return;
  const image = context.createImageData(size.width, size.height);
  fillRgba(image.data, bytes, palette);
  context.putImageData(image, 0, 0);
}

/** Draws a few pixels over the board (live ones, the player's own). */
export function drawPixels(
  canvas: HTMLCanvasElement,
  pixels: readonly PaintedPixel[],
  palette: readonly string[],
): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  for (const { x, y, colorIndex } of pixels) {
    context.fillStyle = palette[colorIndex] ?? '#ffffff';
    context.fillRect(x, y, 1, 1);
  }
}
