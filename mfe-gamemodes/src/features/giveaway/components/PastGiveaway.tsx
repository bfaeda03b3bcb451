import type { Giveaway } from '@zu/shared-contract';
import { useAuth } from '@zu/shared-auth';
import { useGiveawayPlayerQuery } from '@zu/shared-platform';
import { PlayerNameLink } from '@zu/shared-platform/widgets';
import { Badge, Box, formatApiDate, Heading, HStack, pluralForm, Stack, Text } from '@zu/shared-ui';
import { entryCountText } from '../model/giveaway-texts';
import { DrawProof } from './DrawProof';
import { GiveawayPrizeView } from './GiveawayPrizeView';

/** A giveaway no longer taking entries: its prize, end, entries and winners, the published draw, and the player's win. */
export function PastGiveaway({ giveaway }: { giveaway: Giveaway }) {
  const titleId = `giveaway-${giveaway.id}`;
  return (
    <Box
      as="li"
      listStyleType="none"
      p={{ base: '4', md: '5' }}
      borderWidth="1px"
      borderColor="whiteAlpha.200"
      borderRadius="xl"
    >
      <Stack as="article" aria-labelledby={titleId} gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h3" size="md" id={titleId} overflowWrap="anywhere">
            {giveaway.title}
          </Heading>
          <PlayerOutcome giveaway={giveaway} />
        </HStack>
        <Text fontSize="sm" color="fg.muted" data-testid="past-giveaway-facts">
          Terminé le {formatApiDate(giveaway.endDate)} · {entryCountText(giveaway.entryCount)}
        </Text>
        <GiveawayPrizeView prize={giveaway.prize} compact />
        <Winners giveaway={giveaway} />
        <DrawProof giveaway={giveaway} />
      </Stack>
    </Box>
  );
}

function Winners({ giveaway }: { giveaway: Giveaway }) {
  if (!giveaway.isDrawn) return <Text color="fg.muted">Les gagnants seront tirés au sort sous peu.</Text>;
  if (giveaway.winners.length === 0) return <Text color="fg.muted">Personne n'a participé : pas de gagnant.</Text>;
  return (
    <Box>
      <Text as="span" color="fg.muted">
        {pluralForm(giveaway.winners.length, { one: 'Gagnant : ', other: 'Gagnants : ' })}
      </Text>
      <HStack as="ul" display="inline-flex" gap="2" wrap="wrap" p="0" listStyleType="none" aria-label="Les gagnants">
        {giveaway.winners.map((winner, index) => (
          <li key={winner.id}>
            <PlayerNameLink userName={winner.discordUserName} fontWeight="semibold" color="gold.fg">
              {winner.discordGlobalName ?? winner.discordUserName}
            </PlayerNameLink>
            {/* Names may hold spaces and signs of their own: a comma tells where one ends. */}
            {index < giveaway.winners.length - 1 ? ',' : null}
          </li>
        ))}
      </HStack>
    </Box>
  );
}

/** The signed-in player's part in it, as the API tells it: a win stands out. */
function PlayerOutcome({ giveaway }: { giveaway: Giveaway }) {
  const { isAuthenticated, userName } = useAuth();
  const signedIn = isAuthenticated && userName !== undefined;
  const { data: entry } = useGiveawayPlayerQuery({ id: giveaway.id, userName: userName ?? '' }, { skip: !signedIn });
  if (!signedIn || !entry?.hasEntered) return null;
  return entry.hasWon ? (
    <Badge colorPalette="gold" size="lg" data-testid="giveaway-won">
      Tu as gagné !
    </Badge>
  ) : (
    <Badge variant="outline">Tu as participé</Badge>
  );
}
