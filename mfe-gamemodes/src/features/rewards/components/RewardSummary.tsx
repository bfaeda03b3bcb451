import { formatNumber, shinyLevelLabels, Stack, Text } from '@zu/shared-ui';
import { ticketTypeInfo } from '../model/ticket-types';
import { currencyLines, type Reward } from '../model/reward';

/** A reward in a few short lines, for a small space (a calendar box already opened); the reveal is `RewardList`. */
export function RewardSummary({ reward }: { reward: Reward }) {
  const lines = [
    ...currencyLines(reward, formatNumber),
    ...reward.cards.map((card) => {
      const shiny = card.shinyLevel > 0 ? ` (${shinyLevelLabels[card.shinyLevel].toLowerCase()})` : '';
      return `${card.item.name}${shiny}`;
    }),
    ...(reward.banner ? [`Bannière ${reward.banner.title}`] : []),
    ...(reward.tickets?.type ? [`Ticket ${ticketTypeInfo[reward.tickets.type].name}`] : []),
  ];
  return (
    <Stack gap="0.5" fontSize="xs" lineHeight="short" textAlign="center" data-testid="reward-summary">
      {lines.map((line) => (
        <Text key={line} overflowWrap="anywhere">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
