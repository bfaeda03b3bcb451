// z/place's canvases as a year of painting left them: teams of players paint motifs (a frame, gradients, letters, a
// flag, a heart…) one pixel at a time, each within the cooldown rule, a few griefers scatter stray pixels all year,
// and some motifs are repainted later. The NORMAL canvas is the busier one.
import type { Prng } from '../../engine/prng';
import { ruleSets, type RuleSet } from '../../engine/rule-sets';
import { addDays, DAY_MS, parisInstant, type WorldDate } from '../../engine/world-rules';
import {
  isOnCanvas,
  placeCooldownSeconds,
  placeHeight,
  placePalette,
  placePixel,
  placeWidth,
} from '../../areas/place/place-rules';
import type * as schema from '../../db/schema';
import {
  colourOf,
  flag,
  frame,
  gradient,
  heart,
  lettering,
  paletteChart,
  rainbow,
  smiley,
  type MotifPixel,
} from '../content/place-motifs';
import type { PlayerAccountRow } from '../types';
import { accountStart } from './player-accounts';
import type { User } from './users';

export interface PlaceSeedRows {
  placePixels: (typeof schema.placePixels.$inferInsert)[];
  placePainters: (typeof schema.placePainters.$inferInsert)[];
  placeCanvases: (typeof schema.placeCanvases.$inferInsert)[];
}

/** One pixel painted by one player. */
export interface Placement {
  userId: string;
  x: number;
  y: number;
  colour: number;
  /** Epoch milliseconds, whole seconds. */
  at: number;
}

/** A motif painted by a team of players between two days of the painted year (counted from its first day). */
interface Work {
  pixels: MotifPixel[];
  from: number;
  to: number;
  team: number;
}

/** The year of painting ends when the world's last day begins: no seeded pixel is later than the world's instant. */
const paintedDays = 365;

/**
 * A player's pixels go into slots twice the cooldown long, at most one each, at a moment of the slot's first half:
 * two pixels of one player are always more than a cooldown apart.
 */
const slotMs = 2 * placeCooldownSeconds * 1000;

function works(ruleSet: RuleSet, prng: Prng): Work[] {
  const shift = () => prng.int(-6, 6);
  const scatter = (count: number) =>
    Array.from({ length: count }, () => ({
      x: prng.int(0, placeWidth - 1),
      y: prng.int(0, placeHeight - 1),
      colour: prng.int(0, placePalette.length - 1),
    }));
  const colours = (...names: Parameters<typeof colourOf>[0][]) => names.map(colourOf);
  const tricolore = colours('bleu', 'blanc', 'rouge');
  if (ruleSet === 'HARDCORE') {
    const letters = lettering('ZU', 40 + shift(), 40 + shift(), 6, colourOf('rouge'), colourOf('noir'));
    return [
      {
        pixels: gradient(150 + shift(), 60 + shift(), 110, 40, colours('noir', 'bleu', 'violet', 'mauve', 'rose')),
        from: 0,
        to: 60,
        team: 8,
      },
      { pixels: letters, from: 40, to: 90, team: 5 },
      { pixels: heart(350 + shift(), 300 + shift(), 70), from: 80, to: 140, team: 6 },
      { pixels: flag(62 + shift(), 330 + shift(), 60, 40, tricolore), from: 130, to: 180, team: 6 },
      { pixels: scatter(600), from: 0, to: paintedDays, team: 12 },
      { pixels: letters, from: 250, to: 280, team: 4 },
    ];
  }
  const letters = lettering('ZU', 270 + shift(), 24 + shift(), 8, colourOf('jaune'), colourOf('noir'));
  const love = heart(250 + shift(), 250 + shift(), 90);
  return [
    { pixels: frame(placeWidth, placeHeight, 2, tricolore, 12), from: 0, to: 40, team: 12 },
    {
      pixels: gradient(
        20 + shift(),
        20 + shift(),
        160,
        40,
        colours('jaune', 'orange', 'rouge', 'mauve', 'violet', 'bleu'),
      ),
      from: 20,
      to: 90,
      team: 15,
    },
    { pixels: flag(400 + shift(), 24 + shift(), 72, 48, tricolore), from: 60, to: 110, team: 10 },
    { pixels: letters, from: 90, to: 130, team: 8 },
    { pixels: rainbow(380 + shift(), 420 + shift(), 36, 60), from: 130, to: 190, team: 10 },
    { pixels: love, from: 180, to: 230, team: 10 },
    { pixels: smiley(110 + shift(), 250 + shift(), 26), from: 220, to: 260, team: 6 },
    { pixels: paletteChart(40 + shift(), 440 + shift(), 12), from: 250, to: 280, team: 5 },
    { pixels: scatter(2_000), from: 0, to: paintedDays, team: 25 },
    // Restorations: the letters and the heart painted again over the stray pixels they collected.
    { pixels: letters, from: 300, to: 330, team: 8 },
    { pixels: love, from: 335, to: paintedDays, team: 10 },
  ];
}

interface Painter {
  userId: string;
  start: Date;
}

/** Every pixel of the rule set's year of painting, in the order painted (the order of the works for a tie). */
export function planPlacements(
  prng: Prng,
  ruleSet: RuleSet,
  painters: readonly Painter[],
  today: WorldDate,
): Placement[] {
  const yearStart = parisInstant(addDays(today, -paintedDays)).getTime();
  // Not yearStart + 365 days: a change of daylight-saving time in between moves the world's midnight by an hour.
  const yearEnd = parisInstant(today).getTime();
  const usedSlots = new Map<string, Set<number>>();
  const placements: Placement[] = [];
  for (const work of works(ruleSet, prng)) {
    const firstSlot = Math.ceil((work.from * DAY_MS) / slotMs);
    const lastSlot = Math.floor((Math.min(yearStart + work.to * DAY_MS, yearEnd) - yearStart) / slotMs) - 1;
    const begins = yearStart + work.from * DAY_MS;
    const eligible = painters.filter((painter) => painter.start.getTime() <= begins);
    const team = prng.sample(eligible, Math.min(work.team, eligible.length));
    if (team.length === 0) continue;
    for (const pixel of work.pixels) {
      if (!isOnCanvas(pixel.x, pixel.y)) continue;
      const painter = prng.pick(team);
      let used = usedSlots.get(painter.userId);
      if (!used) usedSlots.set(painter.userId, (used = new Set()));
      const slot = freeSlot(used, prng.int(firstSlot, lastSlot), firstSlot, lastSlot);
      if (slot === undefined) continue;
      used.add(slot);
      const at = yearStart + slot * slotMs + prng.int(0, placeCooldownSeconds - 1) * 1000;
      placements.push({ userId: painter.userId, x: pixel.x, y: pixel.y, colour: pixel.colour, at });
    }
  }
  // Stable: two pixels of one second keep the works' order.
  return placements.sort((a, b) => a.at - b.at);
}

/** The nearest slot the player has not used, from `wanted` on, else before it; undefined when all are taken. */
function freeSlot(used: ReadonlySet<number>, wanted: number, first: number, last: number): number | undefined {
  for (let slot = wanted; slot <= last; slot++) if (!used.has(slot)) return slot;
  for (let slot = wanted - 1; slot >= first; slot--) if (!used.has(slot)) return slot;
  return undefined;
}

/**
 * The rows a rule set's placements leave: each pixel's last paint, each painter's count and last pixel. Each pixel
 * goes through the game's rule on the way, as the route would take it.
 */
function foldPlacements(ruleSet: RuleSet, placements: readonly Placement[]): PlaceSeedRows {
  const lastPaint = new Map<number, Placement>();
  const painters = new Map<string, { count: number; last: number }>();
  for (const placement of placements) {
    const painter = painters.get(placement.userId);
    const { x, y, colour, at } = placement;
    const request = { x, y, color: placePalette[colour]!.colour };
    const accepted = placePixel(request, painter ? new Date(painter.last) : null, new Date(at));
    if (!accepted.ok) throw new Error(`a seeded pixel the rules refuse: ${accepted.code} (${x}, ${y}, ${at})`);
    lastPaint.set(y * placeWidth + x, placement);
    if (painter) {
      painter.count += 1;
      painter.last = placement.at;
    } else painters.set(placement.userId, { count: 1, last: placement.at });
  }
  const last = placements.at(-1);
  return {
    placePixels: [...lastPaint.keys()]
      .sort((a, b) => a - b)
      .map((offset) => {
        const { x, y, colour, userId, at } = lastPaint.get(offset)!;
        return { ruleSet, x, y, colour: placePalette[colour]!.colour, userId, at: new Date(at) };
      }),
    placePainters: [...painters.keys()].sort().map((userId) => {
      const { count, last: lastPlacedAt } = painters.get(userId)!;
      return { userId, ruleSet, pixelCount: count, lastPlacedAt: new Date(lastPlacedAt) };
    }),
    placeCanvases: last
      ? [{ ruleSet, placementCount: placements.length, paintedCount: lastPaint.size, lastPlacedAt: new Date(last.at) }]
      : [],
  };
}

/** Both rule sets' canvases, painted by their own players (each from the day their account could play). */
export function generatePlaceCanvases(
  streamOf: (ruleSet: RuleSet) => Prng,
  users: readonly Pick<User, 'id' | 'createdDate'>[],
  playerAccounts: readonly PlayerAccountRow[],
  today: WorldDate,
): PlaceSeedRows {
  const usersById = new Map(users.map((user) => [user.id, user]));
  const folded = ruleSets.map((ruleSet) => {
    const painters = playerAccounts
      .filter((account) => account.ruleSet === ruleSet)
      .map((account) => ({ userId: account.userId, start: accountStart(usersById.get(account.userId)!, ruleSet) }));
    return foldPlacements(ruleSet, planPlacements(streamOf(ruleSet), ruleSet, painters, today));
  });
  return {
    placePixels: folded.flatMap((rows) => rows.placePixels),
    placePainters: folded.flatMap((rows) => rows.placePainters),
    placeCanvases: folded.flatMap((rows) => rows.placeCanvases),
  };
}
