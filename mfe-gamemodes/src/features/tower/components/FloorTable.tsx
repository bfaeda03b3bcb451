import type { ShinyLevel, TowerSeason } from '@zu/shared-contract';
import {
  formatNumber,
  formatRateAsPercent,
  RarityIcons,
  shinyLevelLabels,
  Stack,
  Table,
  TableFrame,
  Text,
} from '@zu/shared-ui';
import { floorTable } from '../model/floor-table';

export interface FloorTableProps {
  floors: TowerSeason['tower']['towerFloors'];
  /** Players whose best floor of the season is each floor, floor 1 first; absent while the figures load. */
  playerCountByMaxFloor?: readonly number[];
}

const shinyWord = (shinyLevel: ShinyLevel) => shinyLevelLabels[shinyLevel].toLowerCase();
const stickyColumn = { position: 'sticky', left: '0', zIndex: '1', bg: 'bg' } as const;

/**
 * The floors' odds in one compact table: the chance to climb past each floor, then what its card is drawn from. A
 * phone scrolls the table sideways inside its box, the floor's column staying in view.
 */
export function FloorTable({ floors, playerCountByMaxFloor }: FloorTableProps) {
  const { columns, rows } = floorTable(floors);
  const groups = [...new Set(columns.map((column) => column.shinyLevel))].map((shinyLevel) => ({
    shinyLevel,
    span: columns.filter((column) => column.shinyLevel === shinyLevel).length,
  }));
  return (
    <Stack gap="2">
      <TableFrame label="Chances de chaque étage">
        <Table.Root size="sm" aria-label="Chances de chaque étage" data-testid="floor-table">
          <Table.Header>
            <Table.Row bg="whiteAlpha.50">
              <Table.ColumnHeader rowSpan={2} {...stickyColumn}>
                Étage
              </Table.ColumnHeader>
              <Table.ColumnHeader rowSpan={2} textAlign="end">
                Passage
              </Table.ColumnHeader>
              {groups.map(({ shinyLevel, span }) => (
                <Table.ColumnHeader key={shinyLevel} colSpan={span} textAlign="center">
                  Cartes {shinyWord(shinyLevel)}s
                </Table.ColumnHeader>
              ))}
              {playerCountByMaxFloor ? (
                <Table.ColumnHeader rowSpan={2} textAlign="end">
                  Joueurs
                </Table.ColumnHeader>
              ) : null}
            </Table.Row>
            <Table.Row bg="whiteAlpha.50">
              {columns.map((column) => (
                <Table.ColumnHeader
                  key={column.key}
                  textAlign="end"
                  aria-label={`Rareté ${column.rarity} ${shinyWord(column.shinyLevel)}`}
                  color={column.shinyLevel === 0 ? undefined : 'gold.fg'}
                >
                  <RarityIcons rarity={column.rarity} />
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.floor}>
                <Table.Cell fontWeight="semibold" whiteSpace="nowrap" {...stickyColumn}>
                  Étage {row.floor}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {row.passRate === undefined ? 'Sommet' : formatRateAsPercent(row.passRate)}
                </Table.Cell>
                {row.dropRates.map((rate, index) => (
                  <Table.Cell
                    key={columns[index]!.key}
                    textAlign="end"
                    whiteSpace="nowrap"
                    color={rate === 0 ? 'fg.subtle' : undefined}
                  >
                    {formatNumber(rate)} %
                  </Table.Cell>
                ))}
                {playerCountByMaxFloor ? (
                  <Table.Cell textAlign="end">{formatNumber(playerCountByMaxFloor[row.floor - 1] ?? 0)}</Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableFrame>
      <Text fontSize="xs" color="fg.muted">
        Passage : la chance de monter à l'étage suivant. Cartes : la part de chaque rareté parmi les cartes de l'étage.
        {playerCountByMaxFloor ? ' Joueurs : ceux dont c’est le meilleur étage de la saison.' : ''}
      </Text>
    </Stack>
  );
}
