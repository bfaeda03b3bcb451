import type { Item } from '@zu/shared-contract';
import { itemImageUrl } from '../../images/image-urls';
import type { ItemRow } from './item-selection';
import { toPack } from './pack-view';

/** Whether a shiny level is golden, as the clients written before shiny levels read it: chromatic is not. */
export const isGolden = (shinyLevel: number) => shinyLevel === 1;

/** A card as every route shows it: its pack, its images by shiny level, and whether it is in a fusion. */
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
    // The points older clients read, the same as scores' first two.
    score: item.score0,
    scoreGolden: item.score1,
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
