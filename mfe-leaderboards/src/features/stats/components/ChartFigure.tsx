import type { ReactNode } from 'react';
import { Box, Heading } from '@zu/shared-ui';

/** One bar of a chart: what it counts and how many. */
export interface Bar {
  label: string;
  value: number;
}

/** The frame every chart of the Stats page sits in: a figure captioned by its title, as a level-2 heading. */
export function ChartFigure({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <Box
      as="figure"
      m="0"
      p="5"
      borderWidth="1px"
      borderColor="whiteAlpha.200"
      borderRadius="lg"
      bg="whiteAlpha.50"
      data-testid={testId}
    >
      <Heading as="h2" size="md" mb="4">
        <figcaption>{title}</figcaption>
      </Heading>
      {children}
    </Box>
  );
}
