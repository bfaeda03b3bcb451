import { AppLink, pathTo } from '@zu/shared-platform';
import { Badge, Table, Text } from '@zu/shared-ui';
import type { CardLine } from './card-lines';

const shinyNames = ['Normale', 'Dorée', 'Chromatique'] as const;

/**
 * A plain list of cards (name, rarity, shiny level, copies). It stands in for the catalogue's card tiles, which
 * can replace it line for line.
 */
export function CardList({ lines, label, empty }: { lines: readonly CardLine[]; label: string; empty: string }) {
  if (lines.length === 0) return <Text color="fg.muted">{empty}</Text>;
  const withQuantity = lines.some((line) => line.quantity !== undefined);
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>N°</Table.ColumnHeader>
          <Table.ColumnHeader>Carte</Table.ColumnHeader>
          <Table.ColumnHeader>Rareté</Table.ColumnHeader>
          <Table.ColumnHeader>Brillance</Table.ColumnHeader>
          {withQuantity ? <Table.ColumnHeader textAlign="end">Quantité</Table.ColumnHeader> : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {lines.map((line) => (
          <Table.Row key={line.key}>
            <Table.Cell>{line.item.identifier}</Table.Cell>
            <Table.Cell>
              <AppLink to={pathTo('Item', { slug: line.item.slug })}>{line.item.name}</AppLink>
              {line.upgradeLevel ? (
                <Badge ms="2" colorPalette="purple">
                  Constellation {line.upgradeLevel}
                </Badge>
              ) : null}
            </Table.Cell>
            <Table.Cell>{line.item.rarity === 6 ? 'STAR' : '★'.repeat(line.item.rarity)}</Table.Cell>
            <Table.Cell>{shinyNames[line.shinyLevel] ?? line.shinyLevel}</Table.Cell>
            {withQuantity ? <Table.Cell textAlign="end">{line.quantity ?? ''}</Table.Cell> : null}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
