// Giveaways (all Chosen): the daily turn keeps one giveaway open per rule set, lasting a week, its prize turning
// among cards, currencies and a banner. Any player of the rule set enters once; on the end date's daily turn the
// engine's generator, seeded from the giveaway's id and end date, draws the winners among the entries in their
// published order, so anyone can redo the draw.
import { giveawayPrizeKinds } from '@zu/shared-contract';
import { classicPackName, type Catalogue, type ShinyLevel } from '../../engine/catalogue';
import {
  accept,
  actionLog,
  makeEffects,
  refuse,
  type ActionContext,
  type ActionResult,
  type CurrencyDeltas,
} from '../../engine/effects';
import { createPrng } from '../../engine/prng';
import type { RuleSet } from '../../engine/rule-sets';
import { addDays, instantString, type WorldDate } from '../../engine/world-rules';

export const giveawayDays = 7;
export const giveawayWinnerCount = 3;
type GiveawayPrizeKind = (typeof giveawayPrizeKinds)[number];

/** The currencies each winner of a currencies giveaway gets. */
export const giveawayCurrencies: CurrencyDeltas = { balance: 5000, loreDust: 250, loreFragment: 100 };
/** The banners the banner giveaways offer, in turn, by name. */
export const giveawayBannerNames = ['aurore-boreale', 'chromatique', 'legende-vivante'] as const;

/** A prize as stored: what each winner gets, and its French words. */
export interface GiveawayPrizeRow {
  kind: GiveawayPrizeKind;
  label: string;
  cards?: { itemId: string; shinyLevel: ShinyLevel; quantity: number }[];
  currencies?: CurrencyDeltas;
  bannerId?: string;
}

export interface NewGiveaway {
  sequence: number;
  title: string;
  description: string;
  prize: GiveawayPrizeRow;
  beginDate: WorldDate;
  endDate: WorldDate;
  winnerCount: number;
}

const currenciesPrize: GiveawayPrizeRow = {
  kind: 'CURRENCIES',
  label: '5 000 ZUMonnaie, 250 poudres créatrices et 100 cristaux d’histoire',
  currencies: giveawayCurrencies,
};

/**
 * The rule set's `sequence`-th giveaway, opened on `today`: a golden rarity-4 card of the Classique pack, then
 * currencies, then a banner, in turn (currencies instead when the catalogue has no such card or banner).
 */
export function newGiveaway(
  ruleSet: RuleSet,
  sequence: number,
  today: WorldDate,
  catalogue: Catalogue,
  bannersByName: ReadonlyMap<string, { id: string; title: string }>,
): NewGiveaway {
  const kind = giveawayPrizeKinds[sequence % giveawayPrizeKinds.length]!;
  let prize = currenciesPrize;
  if (kind === 'CARDS') {
    const pool = catalogue.items.filter(
      (i) => i.packName === classicPackName && i.rarity === 4 && i.effect === null && i.shinyLevels[1],
    );
    if (pool.length > 0) {
      const item = createPrng(`giveaway/${ruleSet}/${sequence}`).pick(pool);
      prize = {
        kind,
        label: 'Une carte dorée de rareté 4 du pack Classique',
        cards: [{ itemId: item.id, shinyLevel: 1, quantity: 1 }],
      };
    }
  } else if (kind === 'BANNER') {
    const name = giveawayBannerNames[Math.floor(sequence / giveawayPrizeKinds.length) % giveawayBannerNames.length]!;
    const banner = bannersByName.get(name);
    if (banner) prize = { kind, label: `La bannière « ${banner.title} »`, bannerId: banner.id };
  }
  const endDate = addDays(today, giveawayDays);
  return {
    sequence,
    title: `Giveaway n° ${sequence + 1}`,
    description:
      `Participe avant le tirage : ${giveawayWinnerCount} joueurs tirés au sort gagnent chacun ` +
      `${prize.label.charAt(0).toLowerCase()}${prize.label.slice(1)}.`,
    prize,
    beginDate: today,
    endDate,
    winnerCount: giveawayWinnerCount,
  };
}

/** Entries are taken from the begin date until the end date's daily turn draws the winners. */
export function isGiveawayOpen(
  giveaway: { beginDate: WorldDate; endDate: WorldDate; drawnAt: Date | null },
  today: WorldDate,
) {
  return giveaway.drawnAt === null && giveaway.beginDate <= today && today < giveaway.endDate;
}

/** Whether the end date's daily turn has come and the winners are still to draw. */
export function isGiveawayDue(giveaway: { endDate: WorldDate; drawnAt: Date | null }, today: WorldDate) {
  return giveaway.drawnAt === null && giveaway.endDate <= today;
}

export const giveawayRefusals = {
  closed: refuse('GIVEAWAY_CLOSED', 'Ce giveaway est terminé : les participations sont closes.'),
  alreadyEntered: refuse('GIVEAWAY_ALREADY_ENTERED', 'Tu participes déjà à ce giveaway.'),
} as const;

/** The seed of a giveaway's draw, public once drawn: the same giveaway always draws with the same seed. */
export function giveawayDrawSeed(giveawayId: string, endDate: WorldDate): string {
  return `giveaway/${giveawayId}/${endDate}`;
}

/**
 * The winners among `entrantIds`, given in entry order (entry instant, then user id): `winnerCount` distinct ones
 * (all of them when fewer entered), from the engine's generator seeded with `seed`.
 */
export function drawGiveawayWinners(entrantIds: readonly string[], winnerCount: number, seed: string): string[] {
  return createPrng(seed).sample(entrantIds, Math.min(winnerCount, entrantIds.length));
}

/**
 * What a winner of the giveaway `giveawayId` gets: the prize's cards, currencies or banner (a banner they hold
 * already stays as it is), logged as the winner's GIVEAWAY_PRIZE action.
 */
export function giveawayPrizeEffects(
  giveawayId: string,
  prize: GiveawayPrizeRow,
  ctx: ActionContext,
): ActionResult<GiveawayPrizeRow> {
  const at = instantString(ctx.now);
  return accept(
    makeEffects({
      currencies: prize.currencies ?? {},
      inventory: (prize.cards ?? []).map((card) => ({ ...card, upgradeLevel: 0 })),
      records: [
        ...(prize.bannerId ? [{ kind: 'bannerUnlocked' as const, at, bannerId: prize.bannerId }] : []),
        actionLog('GIVEAWAY_PRIZE', ctx, { giveawayId }, prize),
      ],
    }),
    prize,
  );
}
