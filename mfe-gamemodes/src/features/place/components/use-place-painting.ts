import { useWorldNow } from '@zu/shared-platform';
import type { Pixel, PaintedPixel, PlaceInfoWithNames } from '../model/place-canvas';
import { cooldownLeftMs } from '../model/place-cooldown';
import { useGamemodesPlacePaintMutation, useGamemodesPlacePlayerQuery } from '../api/place-api';

/**
 * The signed-in player's painting: their wait before the next pixel (from their read, then from their last paint's
 * answer), and the paint itself, which is not sent while they must wait. A painted pixel is handed to `onPainted`
 * at once (the live event of it comes too, and paints the same).
 */
export function usePlacePainting(
  info: PlaceInfoWithNames | undefined,
  userName: string | undefined,
  onPainted: (pixel: PaintedPixel) => void,
) {
  const player = useGamemodesPlacePlayerQuery(userName ?? '', { skip: !userName });
  const [send, sent] = useGamemodesPlacePaintMutation();
  // The world's clock, ticking every second all along a signed-in visit: a countdown that starts with a paint is
  // right from its first second.
  const now = useWorldNow(1000, userName !== undefined);
  const waitMs = info ? cooldownLeftMs(player.data?.nextPixelDate, now) : 0;

  const paint = async (pixel: Pixel, colorIndex: number | undefined) => {
    if (!info || !userName || colorIndex === undefined || waitMs > 0 || sent.isLoading) return;
    const { data } = await send({ ...pixel, color: info.palette[colorIndex]!, userName });
    if (!data) return;
    const painted = info.palette.indexOf(data.pixel.color);
    onPainted({ x: data.pixel.x, y: data.pixel.y, colorIndex: painted < 0 ? colorIndex : painted });
  };

  return { waitMs, paint, isPainting: sent.isLoading, error: sent.error, painted: sent.data?.pixel };
}
