import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveTopics } from '@zu/shared-platform';
import {
  byteIndexOf,
  canvasBytes,
  paintedPixelOf,
  type PaintedPixel,
  type PlaceInfoWithNames,
} from '../model/place-canvas';
import { drawBoard, drawPixels } from './place-drawing';

/** The pixels painted since the last read of the canvas, kept to lay over the next read; a bound on a long visit. */
const keptPixels = 2_000;

interface ReceivedPixel {
  pixel: PaintedPixel;
  receivedAt: number;
}

/**
 * The canvas the page shows and keeps up to date itself: the bytes of the last read, then every pixel painted
 * since (live, or the player's own) laid over them, without reading the 250,000 bytes again. A new read (a live
 * reset) gets the pixels painted since it was asked for laid over it too, since it may have been made before them.
 * Drawing waits for the next animation frame, so that a burst of pixels draws once.
 */
export function usePlaceBoard(
  info: PlaceInfoWithNames | undefined,
  canvasRead: { text: string | undefined; requestedAt: number | undefined },
) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const bytes = useRef<Uint8Array | undefined>(undefined);
  const latestInfo = useRef(info);
  const received = useRef<ReceivedPixel[]>([]);
  const toDraw = useRef<{ board: boolean; pixels: PaintedPixel[] }>({ board: false, pixels: [] });
  const frame = useRef<number | undefined>(undefined);
  const [lastPainted, setLastPainted] = useState<PaintedPixel>();

  const scheduleDraw = useCallback(() => {
    frame.current ??= requestAnimationFrame(() => {
      frame.current = undefined;
      const [element, board, shown] = [canvas.current, bytes.current, latestInfo.current];
      if (!element || !board || !shown) return;
      const { board: whole, pixels } = toDraw.current;
      toDraw.current = { board: false, pixels: [] };
      if (whole) drawBoard(element, shown, board, shown.palette);
      else if (pixels.length) drawPixels(element, pixels, shown.palette);
    });
  }, []);
  useEffect(() => () => cancelAnimationFrame(frame.current ?? 0), []);

  /** The `<canvas>` element's ref: a new element is drawn whole. */
  const canvasRef = useCallback(
    (element: HTMLCanvasElement | null) => {
      canvas.current = element;
      if (!element) return;
      toDraw.current.board = true;
      scheduleDraw();
    },
    [scheduleDraw],
  );

  const { text, requestedAt } = canvasRead;
  // When the read that brought `text` was asked for. A read starting again changes this before its answer: the
  // bytes shown until then stay as they are.
  const textRequestedAt = useRef(requestedAt);
  useEffect(() => {
    textRequestedAt.current = requestedAt;
  }, [requestedAt]);
  useEffect(() => {
    latestInfo.current = info;
    if (!info || text === undefined) return;
    const read = canvasBytes(text, info.width, info.height);
    const since = textRequestedAt.current ?? 0;
    received.current = received.current.filter((kept) => kept.receivedAt >= since);
    for (const { pixel } of received.current) read[byteIndexOf(info.width, pixel)] = pixel.colorIndex;
    bytes.current = read;
    toDraw.current = { board: true, pixels: [] };
    scheduleDraw();
  }, [info, text, scheduleDraw]);

  const paint = useCallback(
    (pixel: PaintedPixel) => {
      received.current = [...received.current.slice(1 - keptPixels), { pixel, receivedAt: Date.now() }];
      const shown = latestInfo.current;
      if (bytes.current && shown) {
        bytes.current[byteIndexOf(shown.width, pixel)] = pixel.colorIndex;
        toDraw.current.pixels.push(pixel);
        scheduleDraw();
      }
      setLastPainted(pixel);
    },
    [scheduleDraw],
  );

  useLiveTopics(['place'], (event) => {
    const pixel = latestInfo.current && paintedPixelOf(event, latestInfo.current);
    if (pixel) paint(pixel);
  });

  return { canvasRef, paint, lastPainted };
}
