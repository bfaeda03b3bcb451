import { Table, type TableScrollAreaProps } from '@chakra-ui/react';

export interface TableFrameProps extends TableScrollAreaProps {
  /** What the table holds, read by a screen reader landing on the frame. */
  label: string;
}

/**
 * The bordered frame of a table, scrolling sideways when the screen is narrower than the table. A keyboard can
 * scroll it only if it can take the focus, so it can (the theme's focus outline shows it), and says which table
 * it frames.
 */
export function TableFrame({ label, children, ...frameProps }: TableFrameProps) {
  return (
    <Table.ScrollArea
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
  );
}
