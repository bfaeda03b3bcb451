// The chat game's commands, for a tester playing the world from a terminal: each command maps to the data layer's
// action, so playing here is exactly what the game's bot would do.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError } from '../lib/api-error';
import { items } from '../areas/catalogue/catalogue-schema';
import { craft, enchant, evolve, fuse, recycle, upgrade } from '../areas/inventory/inventory-repository';
import { loadEvolutionChains } from '../areas/inventory/inventory-queries';
import { invoke } from '../areas/invocations/invocations-repository';
import type { RequestedInvocation } from '../areas/invocations/invocations-rules';
import { claimBonusLoot, claimDailyLoot } from '../areas/loot/loot-repository';
import { ascend } from '../areas/tower/tower-repository';
import { attackBoss } from '../areas/boss/boss-repository';
import { giveToCorporation } from '../areas/corporations/corporations-repository';
import { makeLuckyLink } from '../areas/lucky/lucky-repository';
import { toLuckyLink } from '../areas/lucky/lucky-link-view';
import type { ActionPlayer } from './action-runner';
import type { ShinyLevel } from '../engine/catalogue';

type Run = (db: Db, player: ActionPlayer, now: Date, args: readonly string[]) => Promise<unknown>;

interface ChatCommand {
  /** How a tester types it, e.g. `invoke [basic|golden|chroma|star]`. */
  usage: string;
  run: Run;
}

const invocationKinds: Record<string, RequestedInvocation> = {
  basic: 'BASIC',
  golden: 'GOLDEN',
  chroma: 'CHROMA',
  star: 'STAR',
};

const badArgument = (message: string) => new ApiError(400, 'INVALID_COMMAND', message);

/** A card by slug (`4030-adrien-nou-garros`) or by number (`4030`). */
async function cardId(db: Db, reference: string | undefined): Promise<string> {
  if (!reference) throw badArgument('Il manque la carte (son numéro ou son slug).');
  const byNumber = /^\d+$/.test(reference);
  const [card] = await db
    .select({ id: items.id })
    .from(items)
    .where(byNumber ? eq(items.identifier, Number(reference)) : eq(items.slug, reference));
  if (!card) throw new ApiError(404, 'ITEM_NOT_FOUND', `Aucune carte « ${reference} ».`);
  return card.id;
}

/**
 * An evolution chain, named by its first card (number or slug), the first of the steps `/public/evolution/{user}`
 * lists.
 */
async function evolutionId(db: Db, reference: string | undefined): Promise<string> {
  const firstItemId = await cardId(db, reference);
  const chain = (await loadEvolutionChains(db)).find((c) => c.itemIds[0] === firstItemId);
  if (!chain) {
    throw new ApiError(404, 'EVOLUTION_NOT_FOUND', `Aucune évolution ne commence par la carte « ${reference} ».`);
  }
  return chain.id;
}

function shinyLevel(value: string | undefined, allowed: readonly ShinyLevel[]): ShinyLevel {
  const level = Number(value ?? 0);
  if (!allowed.includes(level as ShinyLevel)) throw badArgument(`Niveau de brillance invalide : ${value}.`);
  return level as ShinyLevel;
}

function quantity(value: string | undefined, label = 'Quantité', max = 1000): number {
  const count = Number(value ?? 1);
  if (!Number.isInteger(count) || count < 1 || count > max) throw badArgument(`${label} invalide : ${value}.`);
  return count;
}

export const chatCommands: Readonly<Record<string, ChatCommand>> = {
  journa: { usage: 'journa', run: (db, player, now) => claimDailyLoot(db, player, now) },
  bonus: { usage: 'bonus', run: (db, player, now) => claimBonusLoot(db, player, now) },
  invoke: {
    usage: 'invoke [basic|golden|chroma|star]',
    run: (db, player, now, [kind = 'basic']) => {
      const requested = invocationKinds[kind];
      if (!requested) throw badArgument(`Invocation inconnue : ${kind}.`);
      return invoke(db, player, requested, now);
    },
  },
  fusion: {
    usage: 'fusion <carte résultat> [0|1]',
    run: async (db, player, now, [card, level]) =>
      fuse(db, player, { resultItemId: await cardId(db, card), shinyLevel: shinyLevel(level, [0, 1]) as 0 | 1 }, now),
  },
  recycle: {
    usage: 'recycle <carte> [0|1|2] [quantité]',
    run: async (db, player, now, [card, level, count]) =>
      recycle(
        db,
        player,
        { itemId: await cardId(db, card), shinyLevel: shinyLevel(level, [0, 1, 2]), quantity: quantity(count) },
        now,
      ),
  },
  craft: {
    usage: 'craft <carte>',
    run: async (db, player, now, [card]) => craft(db, player, await cardId(db, card), now),
  },
  enchant: {
    usage: 'enchant <carte>',
    run: async (db, player, now, [card]) => enchant(db, player, await cardId(db, card), now),
  },
  constellation: {
    usage: 'constellation <carte>',
    run: async (db, player, now, [card]) => upgrade(db, player, await cardId(db, card), now),
  },
  evolve: {
    usage: 'evolve <première carte de la chaîne>',
    run: async (db, player, now, [card]) => evolve(db, player, await evolutionId(db, card), now),
  },
  ascend: { usage: 'ascend', run: (db, player, now) => ascend(db, player, now) },
  boss: { usage: 'boss', run: (db, player, now) => attackBoss(db, player, now) },
  // A gift to the player's corporation, as a member makes it each day (the treasury grows by days: see new-day).
  give: {
    usage: 'give <montant>',
    run: (db, player, now, [amount]) => giveToCorporation(db, player, quantity(amount, 'Montant', 1_000_000), now),
  },
  // The link's code and its page: open http://localhost:<site port>{url} to scratch its tickets.
  lrlien: { usage: 'lrlien', run: async (db, player, now) => toLuckyLink(await makeLuckyLink(db, player, now)) },
};

export function chatCommandUsage(): string[] {
  // Two development tools beside the game's commands: the daily turn, and a week's wait for the player's ticket link.
  return [...Object.values(chatCommands).map((command) => command.usage), 'new-day', 'expire-lucky-link'];
}
