import { SimpleGrid, Stack, Text, type SimpleGridProps } from '@chakra-ui/react';
import { formatNumber } from '../format/numbers';

export interface Figure {
  label: string;
  value: number;
  /** Marks the figure's value for tests that read it. */
  testId?: string;
}

export interface FigureTilesProps {
  figures: readonly Figure[];
  columns: SimpleGridProps['columns'];
  testId?: string;
  /** Centred labels and a smaller figure, for tiles in a narrow column. */
  compact?: boolean;
}

/** A few headline figures side by side, each a tile with its label above it (a description list). */
export function FigureTiles({ figures, columns, testId, compact = false }: FigureTilesProps) {
  return (
    <SimpleGrid as="dl" columns={columns} gap="3" data-testid={testId}>
      {figures.map((figure) => (
        <Stack
          key={figure.label}
          gap="0"
          p="3"
          borderWidth="1px"
          borderColor="whiteAlpha.200"
          borderRadius="lg"
          textAlign={compact ? 'center' : undefined}
        >
          <Text as="dt" fontSize="sm" color="fg.muted">
            {figure.label}
          </Text>
          <Text as="dd" fontSize={compact ? 'xl' : '2xl'} fontWeight="bold" data-testid={figure.testId}>
            {formatNumber(figure.value)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
