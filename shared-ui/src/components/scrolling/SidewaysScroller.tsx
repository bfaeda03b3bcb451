import { useRef } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';
import { EdgeFades } from './EdgeFades';
import { useHiddenSides } from './use-hidden-sides';

/**
 * A row wider than the screen (a tab bar, a strip of choices) that scrolls sideways, with a fade on each edge
 * that hides some of it, so that its end never looks like the end of the row.
 */
export function SidewaysScroller({ children, ...rowProps }: BoxProps) {
  const row = useRef<HTMLDivElement>(null);
  const hidden = useHiddenSides(row);
  return (
    <Box position="relative" minW="0" data-scrolls-sideways={hidden.start || hidden.end ? '' : undefined}>
      <Box ref={row} overflowX="auto" {...rowProps}>
        {children}
      </Box>
      <EdgeFades hidden={hidden} />
    </Box>
  );
}
