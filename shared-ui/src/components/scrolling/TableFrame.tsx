import { useRef } from 'react';
import { Box, Table, Text, type TableScrollAreaProps } from '@chakra-ui/react';
import { EdgeFades } from './EdgeFades';
import { useHiddenSides } from './use-hidden-sides';

export interface TableFrameProps extends TableScrollAreaProps {
  /** What the table holds, read by a screen reader landing on the frame. */
  label: string;
}

/**
 * The bordered frame of a table, scrolling sideways when the screen is narrower than the table. While columns are
 * out of sight, a fade on that edge and a line above the table say so. A keyboard can scroll it only if it can
 * take the focus, so it can (the theme's focus outline shows it), and says which table it frames.
 */
export function TableFrame({ label, children, ...frameProps }: TableFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  const hidden = useHiddenSides(frame);
  const scrolls = hidden.start || hidden.end;
  return (
    <Box data-scrolls-sideways={scrolls ? '' : undefined}>
      {scrolls ? (
        // The frame's name already tells a screen reader what it holds; the hint is for the eyes.
        <Text aria-hidden="true" fontSize="xs" color="fg.muted" textAlign="end" mb="1" data-testid="table-scroll-hint">
          {hidden.end ? 'Autres colonnes à droite →' : '← Autres colonnes à gauche'}
        </Text>
      ) : null}
      <Box position="relative">
        <Table.ScrollArea
          ref={frame}
          tabIndex={0}
          role="region"
          aria-label={label}
          borderWidth="1px"
          borderColor="whiteAlpha.200"
          borderRadius="lg"
          {...frameProps}
        >
          {children}
        </Table.ScrollArea>
        <EdgeFades hidden={hidden} radius="lg" />
      </Box>
    </Box>
  );
}
