import { useLiveTopics } from '@zu/shared-platform';
import { Box, formatNumber, highlightPanelStyle, Skeleton, Text } from '@zu/shared-ui';
import { useGamemodesLuckyJackpotQuery } from '../api/lucky-api';

/** What the next winning Rayou Official ticket takes, as it grows; nothing when the API cannot say. */
export function JackpotPanel() {
  const { data, isLoading } = useGamemodesLuckyJackpotQuery();
  useLiveTopics(['jackpot']);
  if (!isLoading && !data) return null;
  return (
    <Box {...highlightPanelStyle} p="4" mb="6">
      <Text color="fg.muted">Cagnotte Rayou Official</Text>
      {data ? (
        <Text fontSize="2xl" fontWeight="bold" data-testid="lucky-jackpot">
          {formatNumber(data.jackpot)} ZUMonnaie
        </Text>
      ) : (
        <Skeleton h="8" w="40" />
      )}
    </Box>
  );
}
