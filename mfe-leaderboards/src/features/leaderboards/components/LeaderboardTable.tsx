import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Table, TableFrame, Text } from '@zu/shared-ui';
import { PlayerNameLink } from './PlayerNameLink';

export interface LeaderboardTableRow {
  key: string;
  /** Shared by equal scores. */
  position: number;
  userName: string;
  cells: readonly ReactNode[];
}

/** A header too long for a phone, with the shorter words shown there (the full one stays its accessible name). */
export interface LongColumnLabel {
  label: string;
  onPhone: string;
}

export interface LeaderboardTableProps {
  caption: string;
  /** Headers of the columns after the position and the player. */
  columns: readonly (string | LongColumnLabel)[];
  rows: readonly LeaderboardTableRow[];
  /** The signed-in or focused player, highlighted (any case). */
  highlightUserName?: string;
  emptyText?: string;
  /** Bring the highlighted row into view (after a jump to one's own position). */
  scrollToHighlight?: boolean;
}

const sameName = (a: string, b: string | undefined) => b !== undefined && a.toLowerCase() === b.toLowerCase();

/** Every ranking of the site: position, player, then the board's own columns; one player's row highlighted. */
export function LeaderboardTable({
  caption,
  columns,
  rows,
  highlightUserName,
  emptyText = "Personne n'est encore classé ici.",
  scrollToHighlight = false,
}: LeaderboardTableProps) {
  const highlighted = useRef<HTMLTableRowElement>(null);
  const shownRows = rows.map((row) => row.key).join();
  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (scrollToHighlight) highlighted.current?.scrollIntoView?.({ block: 'center' });
  }, [scrollToHighlight, shownRows]);
  if (rows.length === 0) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <TableFrame label={caption}>
      <Table.Root size="sm" variant="line" interactive>
        <Table.Caption captionSide="top" srOnly>
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="whiteAlpha.50">
            <Table.ColumnHeader w="5rem">Position</Table.ColumnHeader>
            <Table.ColumnHeader>Joueur</Table.ColumnHeader>
            {columns.map((column, index) => {
              const label = typeof column === 'string' ? column : column.label;
              return (
                <Table.ColumnHeader
                  key={label}
                  textAlign={index === 0 ? 'end' : 'start'}
                  aria-label={typeof column === 'string' ? undefined : label}
                >
                  {typeof column === 'string' ? (
                    column
                  ) : (
                    // On a phone the long header would push the scores out of sight: its shorter words stand in.
                    <>
                      <Box as="span" hideBelow="sm">
                        {column.label}
                      </Box>
                      <Box as="span" hideFrom="sm">
                        {column.onPhone}
                      </Box>
                    </>
                  )}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const mine = sameName(row.userName, highlightUserName);
            return (
              <Table.Row
                key={row.key}
                ref={mine ? highlighted : undefined}
                aria-current={mine ? 'true' : undefined}
                bg={mine ? 'brand.800' : undefined}
                fontWeight={mine ? 'semibold' : undefined}
              >
                <Table.Cell fontVariantNumeric="tabular-nums">{row.position}</Table.Cell>
                <Table.Cell>
                  <PlayerNameLink userName={row.userName} />
                </Table.Cell>
                {row.cells.map((cell, index) => (
                  <Table.Cell
                    key={index}
                    textAlign={index === 0 ? 'end' : 'start'}
                    fontVariantNumeric="tabular-nums"
                    color={index === 0 ? undefined : 'fg.muted'}
                  >
                    {cell}
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
