import { Box, formatNumber, HStack, Text } from '@zu/shared-ui';

/** A labelled bar readable at a glance: how far `value` is towards `max`, with the figures beside it. */
export function ProgressBar({ label, value, max }: { label: string; value: number; max: number }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <Box>
      <HStack justify="space-between" fontSize="sm" mb="1">
        <Text>{label}</Text>
        <Text color="fg.muted">
          {formatNumber(value)} / {formatNumber(max)} ({percent} %)
        </Text>
      </HStack>
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
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
