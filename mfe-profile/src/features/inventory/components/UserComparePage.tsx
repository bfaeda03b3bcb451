import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { PlayerCompare } from '@zu/shared-contract';
import { pathTo, useActiveFeatures, usePageTitle, QueryErrorState } from '@zu/shared-platform';
import {
  CardGrid,
  CatalogueFiltersBar,
  filterOwnedCards,
  PlayerNameLink,
  useCatalogueFilters,
  type CardGridEntry,
  type CatalogueFilters,
} from '@zu/shared-platform/widgets';
import {
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Input,
  LoadingState,
  SimpleGrid,
  Text,
  type ShinyLevel,
} from '@zu/shared-ui';
import { useProfileCompareQuery } from '../api/inventory-api';

const toTiles = (cards: PlayerCompare['onlyFirst'], filters: CatalogueFilters): CardGridEntry[] =>
  filterOwnedCards(cards, filters).map((card) => ({
    key: `${card.item.id}/${card.shinyLevel}`,
    item: card.item,
    shinyLevel: card.shinyLevel as ShinyLevel,
  }));

function OtherPlayerForm({ userName }: { userName: string }) {
  const navigate = useNavigate();
  const [other, setOther] = useState('');
  // No <form>: React's form actions build a FormData that jsdom refuses, and Enter is all a form would add.
  const submit = () => {
    const name = other.trim();
    if (name) void navigate(pathTo('UserCompare', { discordUserName: userName, discordUsernameTwo: name }));
  };
  return (
    <HStack role="search" aria-label="Comparer avec un joueur" gap="2" maxW="md">
      <Input
        aria-label="Nom du joueur à comparer"
        placeholder="Nom du joueur"
        value={other}
        onChange={(event) => setOther(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit();
        }}
      />
      <Button disabled={!other.trim()} onClick={submit}>
        Comparer
      </Button>
    </HStack>
  );
}

/** `/joueur/:name/comparer/:other?`: what each of two players has that the other lacks, compared by the API. */
export default function UserComparePage() {
  const { discordUserName = '', discordUsernameTwo = '' } = useParams();
  usePageTitle('Comparer');
  const { features } = useActiveFeatures();
  const { filters, setFilters, resetInPlace, panelOpenOnArrival } = useCatalogueFilters();
  const compare = useProfileCompareQuery(
    { userName: discordUserName, otherUserName: discordUsernameTwo },
    { skip: !discordUserName || !discordUsernameTwo },
  );
  // The API compares the two collections; the filters only narrow what it sent.
  const sides = useMemo(
    () =>
      compare.data
        ? [
            { owner: discordUserName, other: discordUsernameTwo, tiles: toTiles(compare.data.onlyFirst, filters) },
            { owner: discordUsernameTwo, other: discordUserName, tiles: toTiles(compare.data.onlySecond, filters) },
          ]
        : [],
    [compare.data, discordUserName, discordUsernameTwo, filters],
  );
  const heading = (
    <Heading as="h1" size="xl" mb="4">
      Comparer
    </Heading>
  );
  if (!discordUsernameTwo)
    return (
      <Container maxW="7xl" py="6">
        {heading}
        <Text mb="3" color="fg.muted">
          Choisis un joueur pour comparer sa collection avec celle de {discordUserName}.
        </Text>
        <OtherPlayerForm userName={discordUserName} />
      </Container>
    );
  if (compare.isLoading) return <LoadingState />;
  if (compare.isError || !compare.data) {
    const notFound = compare.error && 'status' in compare.error && compare.error.status === 404;
    return (
      <Container maxW="7xl" py="6">
        {heading}
        {notFound ? (
          <Text mb="3">Ce joueur n'existe pas !</Text>
        ) : (
          <QueryErrorState error={compare.error} onRetry={() => void compare.refetch()} />
        )}
        <OtherPlayerForm userName={discordUserName} />
      </Container>
    );
  }
  return (
    <Container maxW="7xl" py="6">
      {heading}
      <Box mb="4">
        <OtherPlayerForm userName={discordUserName} />
      </Box>
      <CatalogueFiltersBar
        filters={filters}
        onChange={setFilters}
        onReset={resetInPlace}
        starActive={features.includes('STAR')}
        panelOpenOnArrival={panelOpenOnArrival}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {sides.map((side) => {
          const title = `Ce que ${side.owner} a et que ${side.other} n'a pas`;
          return (
            <Box as="section" key={side.owner} aria-label={title} minW="0">
              <Heading as="h2" size="md" mb="2">
                Ce que <PlayerNameLink userName={side.owner} /> a et que <PlayerNameLink userName={side.other} /> n'a
                pas ({side.tiles.length})
              </Heading>
              {side.tiles.length === 0 ? (
                <Text color="fg.muted">Aucune carte.</Text>
              ) : (
                <CardGrid cards={side.tiles} label={title} />
              )}
            </Box>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
