import { gameNumbers } from '@zu/shared-contract/constants';
import { Box, Container, Heading, PageHeading, RarityIcons, Stack, Table, Text } from '@zu/shared-ui';
import { ItemsSection } from '../../items';

const upgradableQuery = { filters: ['IS_UPGRADABLE' as const] };
const { copiesForDuplicate, upgradeDustPerDuplicate } = gameNumbers.constellation;
/** The card whose levels the table shows: any rarity would do. */
const exampleRarity = 4;

/** `/constellations` (UPGRADE): the upgradable cards and how constellation levels work. */
export default function ConstellationsPage() {
  const levels = Array.from({ length: exampleRarity }, (_, i) => i + 1);
  return (
    <Container maxW="7xl" py="8">
      <PageHeading title="Constellations">
        Les cartes améliorables deviennent des constellations : chaque doublon les fait monter d'un niveau.
      </PageHeading>
      <Stack gap="3" mb="6" maxW="3xl">
        <Text>
          La commande constellation consomme un doublon d'une carte améliorable (il en faut {copiesForDuplicate}{' '}
          exemplaires normaux) et rapporte {upgradeDustPerDuplicate} éclat d'étoile. La première fois, la constellation
          apparaît au niveau 1 ; chaque doublon suivant la fait monter d'un niveau, jusqu'à un niveau égal à la rareté
          de la carte.
        </Text>
        <Text>Une fois le niveau maximal atteint, un doublon rapporte toujours son éclat d'étoile.</Text>
      </Stack>
      <Box mb="8">
        <Heading as="h2" size="md" mb="2">
          Les niveaux d'une carte de rareté {exampleRarity}
        </Heading>
        <Table.Root size="sm" maxW="md" aria-label="Niveaux de constellation">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Niveau</Table.ColumnHeader>
              <Table.ColumnHeader>Affichage</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {levels.map((level) => (
              <Table.Row key={level}>
                <Table.Cell>
                  {level} / {exampleRarity}
                </Table.Cell>
                <Table.Cell>
                  <RarityIcons rarity={exampleRarity} constellationLevel={level} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Heading as="h2" size="lg" mb="2">
        Les cartes améliorables
      </Heading>
      <ItemsSection query={upgradableQuery} constellation searchable />
    </Container>
  );
}
