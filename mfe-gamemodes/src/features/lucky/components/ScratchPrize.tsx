import type { ScratchResult } from '@zu/shared-contract';
import { Stack, Text, type ShinyLevel } from '@zu/shared-ui';
import { RewardList, isEmptyReward, type Reward } from '../../rewards';

/** A scratch's answer as the reveal draws it; extra tickets only come with the link that holds them. */
export function scratchReward(result: ScratchResult): Reward {
  return {
    balance: result.balance,
    loreDust: result.loreDust,
    loreFragment: result.loreFragment,
    cards: (result.inventories ?? []).map((entry) => ({
      key: entry.id,
      item: entry.item,
      // The contract bounds it to 0-2.
      shinyLevel: entry.shinyLevel as ShinyLevel,
      constellationLevel: entry.constellationLevel,
      quantity: entry.quantity,
    })),
    banner: result.userBanner?.banner,
    ...(result.luckyLink && result.quantity ? { tickets: { count: result.quantity, link: result.luckyLink } } : {}),
  };
}

/** What a scratched ticket gave, from the server's answer alone: currencies, cards, a banner, more tickets. */
export function ScratchPrize({ result }: { result: ScratchResult }) {
  const reward = scratchReward(result);
  if (isEmptyReward(reward)) {
    return (
      <Text fontSize="xl" fontWeight="bold" textAlign="center" data-testid="scratch-prize">
        Perdu ! Ce ticket ne cachait rien, retente ta chance.
      </Text>
    );
  }
  return (
    <Stack gap="4" align="center" w="full" data-testid="scratch-prize">
      <Text fontSize="xl" fontWeight="bold">
        Gagné !
      </Text>
      <RewardList reward={reward} />
    </Stack>
  );
}
