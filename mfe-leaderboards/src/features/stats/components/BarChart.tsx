import { Box, formatNumber, HStack, pluralForm, Stack, Text, type PluralForms } from '@zu/shared-ui';
import { ChartFigure, type Bar } from './ChartFigure';

export interface BarChartProps {
  title: string;
  bars: readonly Bar[];
  /** Read after each value, agreeing with it: `1 joueur`, `1 234 joueurs`. */
  unit: PluralForms;
  testId?: string;
}

/**
 * Horizontal bars drawn with plain boxes: each row says its label and value in text (what a screen reader reads),
 * the bar itself is decoration.
 */
export function BarChart({ title, bars, unit, testId }: BarChartProps) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <ChartFigure title={title} testId={testId}>
      <Stack as="ul" gap="2" p="0" m="0">
        {bars.map((bar) => (
          <HStack as="li" key={bar.label} listStyleType="none" gap="3">
            <Text w="10rem" flexShrink={0} fontSize="sm" truncate>
              {bar.label}
            </Text>
            <Box flex="1" h="3" bg="whiteAlpha.100" borderRadius="full" aria-hidden="true">
              <Box h="100%" w={`${(bar.value / max) * 100}%`} bg="brand.400" borderRadius="full" />
            </Box>
            <Text w="7rem" flexShrink={0} textAlign="end" fontSize="sm" fontVariantNumeric="tabular-nums">
              {formatNumber(bar.value)}{' '}
              <Text as="span" srOnly>
                {pluralForm(bar.value, unit)}
              </Text>
            </Text>
          </HStack>
        ))}
      </Stack>
    </ChartFigure>
  );
}
