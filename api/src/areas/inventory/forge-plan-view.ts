import type { ForgeFusionLine, ForgePlan, ForgeRecycleLine, Item } from '@zu/shared-contract';
import type { ItemRow } from '../catalogue/item-selection';
import { toItem } from '../catalogue/item-view';
import { toPack } from '../catalogue/pack-view';
import type { packs } from '../catalogue/catalogue-schema';
import type { ForgePlanFigures, FusionPlanLine } from './forge-plan-rules';

type PackRow = typeof packs.$inferSelect;

/** Best cards first: highest rarity, then the shinier copy, then by card number. */
function bestFirst(a: ForgeRecycleLine, b: ForgeRecycleLine): number {
  return b.item.rarity - a.item.rarity || b.shinyLevel - a.shinyLevel || a.item.identifier - b.item.identifier;
}

/**
 * The planner's figures with their cards and packs shown as every route shows them. `packsById` holds the pack
 * priced and the running Vortex season's; a line whose card is not in `itemRows` is left out.
 */
export function toForgePlan(
  userId: string,
  figures: ForgePlanFigures,
  itemRows: ReadonlyMap<string, ItemRow>,
  packsById: ReadonlyMap<string, PackRow>,
  publicUrl: string,
): ForgePlan {
  const items = new Map<string, Item>();
  const itemOf = (id: string): Item | undefined => {
    const row = itemRows.get(id);
    if (!row) return undefined;
    let item = items.get(id);
    if (!item) items.set(id, (item = toItem(row, publicUrl)));
    return item;
  };
  const fusionLines = (lines: readonly FusionPlanLine[]): ForgeFusionLine[] =>
    lines
      .flatMap(({ resultItemId, shinyLevel, inputs }) => {
        const item = itemOf(resultItemId);
        const shown = inputs.flatMap(({ itemId, needed, held }) => {
          const input = itemOf(itemId);
          return input ? [{ item: input, needed, held }] : [];
        });
        return item && shown.length === inputs.length ? [{ item, shinyLevel, inputs: shown }] : [];
      })
      .sort((a, b) => a.item.identifier - b.item.identifier || a.shinyLevel - b.shinyLevel);
  const { modifiers, recycle, craft } = figures;
  const vortexPack = modifiers.vortexPackId === null ? undefined : packsById.get(modifiers.vortexPackId);
  const craftPack = craft && packsById.get(craft.packId);
  return {
    userId,
    balance: figures.balance,
    modifiers: {
      recycleEffectPercent: modifiers.recycleEffectPercent,
      craftEffectPercent: modifiers.craftEffectPercent,
      corporationRecyclePercent: modifiers.corporationRecyclePercent,
      ...(vortexPack ? { vortexPack: toPack(vortexPack) } : {}),
    },
    recycle: {
      lines: recycle.lines
        .flatMap(({ itemId, ...line }) => {
          const item = itemOf(itemId);
          return item ? [{ item, ...line }] : [];
        })
        .sort(bestFirst),
      total: recycle.total,
    },
    ...(craft && craftPack
      ? {
          craft: {
            pack: toPack(craftPack),
            isForgeable: craft.isForgeable,
            missingCount: craft.lines.length,
            lines: craft.lines.flatMap(({ itemId, ...line }) => {
              const item = itemOf(itemId);
              return item ? [{ item, ...line }] : [];
            }),
            total: craft.total,
          },
        }
      : {}),
    fusions: { ready: fusionLines(figures.fusions.ready), missingOne: fusionLines(figures.fusions.missingOne) },
  };
}
