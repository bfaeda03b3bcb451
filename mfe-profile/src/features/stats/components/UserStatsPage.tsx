import { useParams } from 'react-router';
import type { PlayerStats } from '@zu/shared-contract';
import { gameNumbers } from '@zu/shared-contract/constants';
import { usePageTitle } from '@zu/shared-platform';
import { Box, formatNumber, Heading, ProgressBar, SimpleGrid, Stack, Table } from '@zu/shared-ui';
import { ProfileTabPage } from '../../../components/ProfileTabPage';
import { useProfileStatsQuery } from '../api/stats-api';

const shinyNames = ['Normales', 'Dorées', 'Chromatiques'] as const;

function RarityTable({ lines }: { lines: PlayerStats['byRarity'] }) {
  const rarities = [...new Set(lines.map((line) => line.rarity))].sort((a, b) => a - b);
  const cell = (rarity: number, shinyLevel: number) =>
    lines.find((l) => l.rarity === rarity && l.shinyLevel === shinyLevel);
  return (
    <Table.Root size="sm" aria-label="Cartes par rareté et brillance">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Rareté</Table.ColumnHeader>
          {shinyNames.map((name) => (
            <Table.ColumnHeader key={name}>{name}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rarities.map((rarity) => (
          <Table.Row key={rarity}>
            <Table.Cell>{rarity === gameNumbers.rarity.star ? 'STAR' : `Rareté ${rarity}`}</Table.Cell>
            {shinyNames.map((name, shinyLevel) => {
              const line = cell(rarity, shinyLevel);
              return (
                <Table.Cell key={name}>
                  {line && line.itemCount > 0
                    ? `${line.unique} / ${line.itemCount} (${formatNumber(line.copies)} ex.)`
                    : '—'}
                </Table.Cell>
              );
            })}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** `/joueur/:name/stats`: the collection by rarity and shiny level, and how complete each pack is. */
export default function UserStatsPage() {
  const { discordUserName = '' } = useParams();
  usePageTitle('Statistiques');
  const stats = useProfileStatsQuery(discordUserName, { skip: !discordUserName });
  return (
    <ProfileTabPage title="Statistiques" query={stats}>
      {(data) => <StatsSections stats={data} />}
    </ProfileTabPage>
  );
}

function StatsSections({ stats }: { stats: PlayerStats }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
      <Box as="section" aria-labelledby="stats-rarity">
        <Heading as="h2" size="lg" mb="3" id="stats-rarity">
          Par rareté et brillance
        </Heading>
        <RarityTable lines={stats.byRarity} />
      </Box>
      <Box as="section" aria-labelledby="stats-packs">
        <Heading as="h2" size="lg" mb="3" id="stats-packs">
          Complétion des packs
        </Heading>
        <Stack gap="3">
          {stats.packs.map(({ pack, unique, itemCount }) => (
            <ProgressBar
              key={pack.id}
              label={pack.year ? `${pack.name} ${pack.year}` : pack.name}
              value={unique}
              max={itemCount}
            />
          ))}
        </Stack>
      </Box>
    </SimpleGrid>
  );
}
