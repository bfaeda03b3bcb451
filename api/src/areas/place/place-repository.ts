// Painting a pixel. No currency or card moves, so it is no engine action: it is a few statements in one transaction,
// under the same account lock every action takes (`lockAccounts`), so that a player's simultaneous pixels are
// decided one after the other and only the first passes the cooldown.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountNotFound, refusalError } from '../../lib/refusals';
import { toParisDateTime } from '../../lib/dates';
import type { ActingPlayer } from '../../orchestrator/action-runner';
import { lockAccounts } from '../../orchestrator/state-loader';
import { publishLiveChange } from '../live/live-publish';
import { users } from '../players/players-schema';
import { nextPixelAt, placePixel as placeRule, type PixelRequest } from './place-rules';
import { placeCanvases, placePainters, placePixels } from './place-schema';

export interface PlacedPixel {
  pixel: typeof placePixels.$inferSelect;
  nextPixelAt: Date;
}

/** The signed-in player paints a pixel of their rule set's canvas at the world's instant `now`. */
export function placePixel(db: Db, { userId, ruleSet }: ActingPlayer, request: PixelRequest, now: Date) {
  return db.transaction(async (tx): Promise<PlacedPixel> => {
    const locked = await lockAccounts(tx, ruleSet, [userId]);
    if (!locked.has(userId)) throw accountNotFound(ruleSet);
    const [painter] = await tx
      .select({ userName: users.discordUserName, lastPlacedAt: placePainters.lastPlacedAt })
      .from(users)
      .leftJoin(placePainters, and(eq(placePainters.userId, users.id), eq(placePainters.ruleSet, ruleSet)))
      .where(eq(users.id, userId));
    const accepted = placeRule(request, painter?.lastPlacedAt ?? null, now);
    if (!accepted.ok) throw refusalError(accepted);
    const { x, y, colour, placedAt } = accepted;

    const pixel = { ruleSet, x, y, colour, userId, at: placedAt };
    // `xmax = 0` on the returned row: inserted rather than updated, i.e. a pixel painted for the first time. The
    // conflict takes the pixel's row lock, so of two first paints of one pixel only one counts as such.
    const [written] = await tx
      .insert(placePixels)
      .values(pixel)
      .onConflictDoUpdate({
        target: [placePixels.ruleSet, placePixels.x, placePixels.y],
        set: { colour, userId, at: placedAt },
      })
      .returning({ firstPaint: sql<boolean>`xmax = 0` });
    await tx
      .insert(placePainters)
      .values({ userId, ruleSet, pixelCount: 1, lastPlacedAt: placedAt })
      .onConflictDoUpdate({
        target: [placePainters.userId, placePainters.ruleSet],
        set: { pixelCount: sql`${placePainters.pixelCount} + 1`, lastPlacedAt: placedAt },
      });
    const firstPaint = written?.firstPaint ? 1 : 0;
    await tx
      .insert(placeCanvases)
      .values({ ruleSet, placementCount: 1, paintedCount: firstPaint, lastPlacedAt: placedAt })
      .onConflictDoUpdate({
        target: placeCanvases.ruleSet,
        set: {
          placementCount: sql`${placeCanvases.placementCount} + 1`,
          paintedCount: sql`${placeCanvases.paintedCount} + ${firstPaint}::int`,
          lastPlacedAt: placedAt,
        },
      });
    await publishLiveChange(tx, {
      topic: 'place',
      ruleSet,
      data: { x, y, color: colour, userName: painter?.userName, placedDate: toParisDateTime(placedAt) },
    });
    return { pixel, nextPixelAt: nextPixelAt(placedAt) };
  });
}
