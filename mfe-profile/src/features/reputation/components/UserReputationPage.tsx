import { useParams } from 'react-router';
import type { PlayerTower } from '@zu/shared-contract';
import { usePageTitle, usePlayerTowerQuery } from '@zu/shared-platform';
import { ReputationProgress } from '@zu/shared-platform/widgets';
import { Box, Heading, SimpleGrid, Stack, Table, Text, formatApiDate } from '@zu/shared-ui';
import { ProfileTabPage } from '../../../components/ProfileTabPage';

/** `/joueur/:name/reputation` (TOWER): the player's standing with each clan, and the Vortex seasons they climbed. */
export default function UserReputationPage() {
  const { discordUserName = '' } = useParams();
  usePageTitle('Ascensions');
  const tower = usePlayerTowerQuery(discordUserName, { skip: !discordUserName });
  return (
    <ProfileTabPage title="Ascensions" query={tower}>
      {(data) => <Ascensions tower={data} />}
    </ProfileTabPage>
  );
}

function Ascensions({ tower: { reputations, towerStats } }: { tower: PlayerTower }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
      <Box as="section" aria-labelledby="reputations">
        <Heading as="h2" size="lg" mb="3" id="reputations">
          Réputations
        </Heading>
        {reputations.length === 0 ? (
          <Text color="fg.muted">Aucune réputation pour le moment.</Text>
        ) : (
          <Stack gap="4">
            {reputations.map((standing) => (
              <ReputationProgress key={standing.id} standing={standing} />
            ))}
          </Stack>
        )}
      </Box>
      <Box as="section" aria-labelledby="seasons">
        <Heading as="h2" size="lg" mb="3" id="seasons">
          Saisons du Vortex
        </Heading>
        {towerStats.length === 0 ? (
          <Text color="fg.muted">Ce joueur n'a encore tenté aucune ascension.</Text>
        ) : (
          <Table.Root size="sm" aria-label="Saisons du Vortex">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Saison</Table.ColumnHeader>
                <Table.ColumnHeader>Tour</Table.ColumnHeader>
                <Table.ColumnHeader>Meilleur étage</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Tentatives</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {towerStats.map((stat) => (
                <Table.Row key={stat.towerSeasonIndex}>
                  <Table.Cell>
                    {formatApiDate(stat.towerSeasonBeginDate)} – {formatApiDate(stat.towerSeasonEndDate)}
                  </Table.Cell>
                  <Table.Cell>{stat.towerName}</Table.Cell>
                  <Table.Cell>{stat.maxFloorIndex === undefined ? '—' : `Étage ${stat.maxFloorIndex + 1}`}</Table.Cell>
                  <Table.Cell textAlign="end">{stat.towerLogCount}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Box>
    </SimpleGrid>
  );
}
