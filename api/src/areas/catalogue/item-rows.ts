import { itemImageUrl } from '../../images/image-urls';
import { eq, sql } from 'drizzle-orm';
import type { Item } from '@zu/shared-contract';
import type { Db } from '../../db/client';
import { fusionInputs, fusions, items, packs } from './catalogue-schema';
import { toPack } from './pack-rows';

/** One query shape for every route that returns cards: the card, its pack, and whether it is in a fusion. */
export const itemSelection = {
  item: items,
  pack: packs,
  isFusion: sql<boolean>`exists (select 1 from ${fusions} where ${fusions.resultItemId} = ${items.id})`,
  isMaterial: sql<boolean>`exists (select 1 from ${fusionInputs} where ${fusionInputs.itemId} = ${items.id})`,
};

export function selectItems(db: Db) {
  return db.select(itemSelection).from(items).innerJoin(packs, eq(items.packId, packs.id));
}

export type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

export function toItem({ item, pack, isFusion, isMaterial }: ItemRow, publicUrl: string): Item {
  return {
    id: item.id,
    identifier: item.identifier,
    name: item.name,
    slug: item.slug,
    genre: item.genre,
    rarity: item.rarity,
    ...(item.description ? { description: item.description } : {}),
    ...(item.reference ? { reference: item.reference } : {}),
    pack: toPack(pack),
    urls: [0, 1, 2].map((level) => itemImageUrl(publicUrl, item.id, level)),
    scores: { 0: item.score0, 1: item.score1, 2: item.score2 },
    shinyLevels: { 0: item.shiny0, 1: item.shiny1, 2: item.shiny2 },
    isRecyclable: item.isRecyclable,
    isTradable: item.isTradable,
    isCounting: item.isCounting,
    isCraftable: item.isCraftable,
    isInvocable: item.isInvocable,
    isGoldable: item.isGoldable,
    isUpgradable: item.isUpgradable,
    hideHardcoreTag: item.hideHardcoreTag,
    isFusion: Boolean(isFusion),
    isMaterial: Boolean(isMaterial),
    ...(item.effect ? { effect: item.effect as NonNullable<Item['effect']> } : {}),
  };
}
