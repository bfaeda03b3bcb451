import { QueryErrorState } from '@zu/shared-platform';
import {
  Box,
  formatNumber,
  Heading,
  LoadingState,
  RarityIcons,
  shinyLevelLabels,
  Table,
  TableFrame,
  Text,
  type ShinyLevel,
} from '@zu/shared-ui';
import { useGamemodesRecycleConfigQuery } from '../api/forge-api';
import { shinyLevelsOf, valuesByRarity, type RarityValues } from '../model/forge-values';

const value = (figure: number | undefined) => (figure === undefined ? '—' : formatNumber(figure));

/** The game's forge values by rarity (`GET /public/recycle/config`): crafting, enchanting, recycling each version. */
export function ForgeValuesTable() {
  const config = useGamemodesRecycleConfigQuery();
  return (
    <Box as="section" aria-labelledby="forge-values">
      <Heading as="h2" size="lg" id="forge-values" mb="2">
        Les valeurs de la forge
      </Heading>
      <Text color="fg.muted" mb="4">
        En poudre créatrice pour les cartes du pack Classique, en cristal d'histoire pour celles des autres packs.
      </Text>
      {config.isLoading ? <LoadingState /> : null}
      {config.isError ? <QueryErrorState error={config.error} onRetry={() => void config.refetch()} /> : null}
      {config.data && config.data.length === 0 ? (
        <Text color="fg.muted">Aucune valeur de forge pour le moment.</Text>
      ) : null}
      {config.data && config.data.length > 0 ? (
        <ValuesTable lines={valuesByRarity(config.data)} shinyLevels={shinyLevelsOf(config.data)} />
      ) : null}
    </Box>
  );
}

function ValuesTable({ lines, shinyLevels }: { lines: RarityValues[]; shinyLevels: ShinyLevel[] }) {
  return (
    <TableFrame label="Valeurs de la forge par rareté">
      <Table.Root size="sm" data-testid="forge-values">
        <Table.Caption captionSide="top" srOnly>
          Valeurs de la forge par rareté
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Rareté</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Création</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Enchantement</Table.ColumnHeader>
            {shinyLevels.map((level) => (
              <Table.ColumnHeader key={level} textAlign="end">
                Recyclage ({shinyLevelLabels[level].toLowerCase()})
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.rarity}>
              <Table.Cell>
                <RarityIcons rarity={line.rarity} />
              </Table.Cell>
              <Table.Cell textAlign="end">{value(line.byShinyLevel[0]?.craftValue)}</Table.Cell>
              <Table.Cell textAlign="end">{value(line.byShinyLevel[1]?.craftValue)}</Table.Cell>
              {shinyLevels.map((level) => (
                <Table.Cell key={level} textAlign="end">
                  {value(line.byShinyLevel[level]?.recycleValue)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
