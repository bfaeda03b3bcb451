import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { PlayerCompare } from '@zu/shared-contract';
import { pathTo, usePageTitle } from '@zu/shared-platform';
import {
  Box,
  Button,
  Container,
  ErrorState,
  Heading,
  HStack,
  Input,
  LoadingState,
  SimpleGrid,
  Text,
} from '@zu/shared-ui';
import { useProfileCompareQuery } from '../api/inventory-api';
import { filterCardLines, noCardFilter, type CardLine } from '../../../components/cards/card-lines';
import { CardFilterBar } from '../../../components/cards/CardFilterBar';
import { CardList } from '../../../components/cards/CardList';

const toLines = (cards: PlayerCompare['onlyFirst']): CardLine[] =>
  cards.map((card) => ({ key: `${card.item.id}/${card.shinyLevel}`, item: card.item, shinyLevel: card.shinyLevel }));

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
  const [filter, setFilter] = useState(noCardFilter);
  const compare = useProfileCompareQuery(
    { userName: discordUserName, otherUserName: discordUsernameTwo },
    { skip: !discordUserName || !discordUsernameTwo },
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
          <ErrorState onRetry={() => void compare.refetch()} />
        )}
        <OtherPlayerForm userName={discordUserName} />
      </Container>
    );
  }
  const sides = [
    { owner: discordUserName, other: discordUsernameTwo, lines: toLines(compare.data.onlyFirst) },
    { owner: discordUsernameTwo, other: discordUserName, lines: toLines(compare.data.onlySecond) },
  ];
  return (
    <Container maxW="7xl" py="6">
      {heading}
      <Box mb="4">
        <OtherPlayerForm userName={discordUserName} />
      </Box>
      <CardFilterBar filter={filter} onChange={setFilter} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {sides.map((side) => {
          const title = `Ce que ${side.owner} a et que ${side.other} n'a pas`;
          const shown = filterCardLines(side.lines, filter);
          return (
            <Box as="section" key={side.owner} aria-label={title}>
              <Heading as="h2" size="md" mb="2">
                {title} ({shown.length})
              </Heading>
              <CardList lines={shown} label={title} empty="Aucune carte." />
            </Box>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
