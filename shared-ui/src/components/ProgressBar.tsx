import { Box, HStack, Text } from '@chakra-ui/react';
import { formatNumber } from '../format/numbers';

export interface ProgressBarProps {
  /** What the bar measures, written above it (and its accessible name unless `ariaLabel` says otherwise). */
  label: string;
  value: number;
  max: number;
  ariaLabel?: string;
  /** What the figures count, written after them ('PV': '12 345 / 20 000 PV'). */
  unit?: string;
}

/**
 * A labelled bar readable at a glance: how far `value` is towards `max`, with the figures beside it. The percentage
 * is rounded down, so a bar says 100 % (and turns gold) only once the goal is really reached.
 */
export function ProgressBar({ label, value, max, ariaLabel = label, unit }: ProgressBarProps) {
  const shown = Math.min(value, max);
  const percent = max > 0 ? Math.floor((shown / max) * 100) : 0;
  return (
    <Box>
      <HStack justify="space-between" fontSize="sm" mb="1" gap="3" wrap="wrap">
        <Text>{label}</Text>
        <Text color="fg.muted">
          {formatNumber(shown)} / {formatNumber(max)}
          {unit ? ` ${unit}` : ''} ({percent} %)
        </Text>
      </HStack>
      <Box
        role="progressbar"
        aria-label={ariaLabel}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={shown}
        h="2.5"
        bg="whiteAlpha.200"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg={percent === 100 ? 'gold.solid' : 'brand.solid'} />
      </Box>
    </Box>
  );
}
