import { AppLink, pathTo, QueryErrorState } from '@zu/shared-platform';
import {
  Box,
  Container,
  formatNumber,
  formatRateAsPercent,
  Heading,
  LoadingState,
  PageHeading,
  RarityIcons,
  SimpleGrid,
  Table,
  Text,
} from '@zu/shared-ui';
import { useCatalogueBoostersQuery } from '../../items';

/** `/boosters`: what a basic invocation gives, by rarity and pack by pack. */
export default function BoostersPage() {
  const boosters = useCatalogueBoostersQuery();
  const data = boosters.data;
  return (
    <Container maxW="6xl" py="8">
      <PageHeading title="Boosters">
        Une invocation de base tire d'abord une rareté, puis une carte de cette rareté parmi toutes les cartes
        invocables. Voici les chances, en tout et pack par pack.
      </PageHeading>
      {boosters.isLoading ? <LoadingState /> : null}
      {boosters.isError ? <QueryErrorState error={boosters.error} onRetry={() => void boosters.refetch()} /> : null}
      {data ? (
        <>
          <Text mb="4">
            Une invocation coûte {formatNumber(data.balanceCost)} ZUMonnaie. Une carte qui existe en chromatique sort
            chromatique {formatRateAsPercent(data.chromaRate)} du temps, sinon dorée{' '}
            {formatRateAsPercent(data.goldenRate)} du temps si elle existe en doré.
          </Text>
          <Table.Root size="sm" maxW="md" mb="8" aria-label="Chances par rareté">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Rareté</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Cartes</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Chance</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.rarities.map((r) => (
                <Table.Row key={r.rarity}>
                  <Table.Cell>
                    <RarityIcons rarity={r.rarity} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">{r.cardCount}</Table.Cell>
                  <Table.Cell textAlign="end">{formatRateAsPercent(r.rate)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {data.packs.map(({ pack, cardCount, rate, rarities }) => (
              <Box
                as="section"
                key={pack.id}
                aria-label={`${pack.name}${pack.year ? ` ${pack.year}` : ''}`}
                borderWidth="1px"
                borderColor="border"
                borderRadius="lg"
                p="4"
              >
                <Heading as="h2" size="md">
                  <AppLink to={pathTo('ItemsGrid', { pack: pack.slug }, { year: pack.year ?? undefined })}>
                    {pack.name}
                    {pack.year ? ` ${pack.year}` : ''}
                  </AppLink>
                </Heading>
                <Text fontSize="sm" color="fg.muted" mb="2">
                  {cardCount} cartes · {formatRateAsPercent(rate)} des invocations
                </Text>
                {rarities.map((r) => (
                  <Box key={r.rarity} fontSize="sm" display="flex" justifyContent="space-between">
                    <RarityIcons rarity={r.rarity} short />
                    <span>
                      {r.cardCount} · {formatRateAsPercent(r.rate)}
                    </span>
                  </Box>
                ))}
              </Box>
            ))}
          </SimpleGrid>
        </>
      ) : null}
    </Container>
  );
}
