import type { Tournament, TournamentParticipant } from '@zu/shared-contract';
import { PlayerNameLink } from '@zu/shared-platform/widgets';
import { Box, Flex, formatNumber, Heading, HStack, Stack, Text, VisuallyHidden } from '@zu/shared-ui';
import { bracketRounds, isInBattle, sameName, winnerOf, type Battle } from '../model/bracket';

export interface BracketProps {
  tournament: Tournament;
  /** The signed-in player, whose battles and name stand out. */
  userName?: string;
}

/**
 * The tournament's bracket, one column a round. It scrolls sideways inside its own box (by touch, or by keyboard once
 * focused), so a phone's page keeps its width.
 */
export function Bracket({ tournament, userName }: BracketProps) {
  return (
    <Box
      role="region"
      aria-label="Tableau de l'Arène"
      tabIndex={0}
      overflowX="auto"
      maxW="full"
      pb="3"
      data-testid="bracket"
    >
      <Flex as="ol" gap="4" align="stretch" w="max-content" p="0" m="0">
        {bracketRounds(tournament).map((round) => (
          <Stack
            as="li"
            key={round.roundIndex}
            listStyleType="none"
            w={{ base: '15rem', md: '16rem' }}
            gap="3"
            aria-label={round.name}
            data-testid="bracket-round"
          >
            <Heading as="h2" size="sm" color="fg.muted">
              {round.name}
            </Heading>
            {round.battles.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                À venir
              </Text>
            ) : (
              <Stack as="ul" gap="2" p="0" m="0" justify="space-around" flex="1">
                {round.battles.map((battle) => (
                  <BattleCard key={battle.id} battle={battle} userName={userName} />
                ))}
              </Stack>
            )}
          </Stack>
        ))}
      </Flex>
    </Box>
  );
}

function BattleCard({ battle, userName }: { battle: Battle; userName?: string }) {
  const mine = isInBattle(battle, userName);
  const winner = winnerOf(battle);
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth={mine ? '2px' : '1px'}
      borderColor={mine ? 'brand.solid' : 'whiteAlpha.200'}
      bg={mine ? 'brand.muted' : 'whiteAlpha.50'}
      borderRadius="lg"
      px="3"
      py="2"
      data-testid="battle"
      data-mine={mine ? 'true' : undefined}
    >
      <Side participant={battle.participant1} won={winner === 1} played={winner !== undefined} userName={userName} />
      {battle.participant2 ? (
        <Side participant={battle.participant2} won={winner === 2} played={winner !== undefined} userName={userName} />
      ) : (
        <Text fontSize="sm" color="fg.muted" fontStyle="italic" data-testid="bye">
          Exempté : qualifié d'office
        </Text>
      )}
      {winner === undefined ? (
        <Text fontSize="xs" color="fg.muted">
          À jouer
        </Text>
      ) : null}
    </Box>
  );
}

function Side({
  participant,
  won,
  played,
  userName,
}: {
  participant: TournamentParticipant;
  won: boolean;
  played: boolean;
  userName?: string;
}) {
  const name = participant.user.discordUserName;
  const isMe = sameName(name, userName);
  return (
    <HStack
      gap="2"
      justify="space-between"
      fontSize="sm"
      color={played && !won ? 'fg.muted' : undefined}
      data-winner={won ? 'true' : undefined}
    >
      <Box minW="0" fontWeight={won || isMe ? 'bold' : undefined}>
        {/* A block a line of 24px high: the name is a target a finger can take, cut short with an ellipsis. */}
        <PlayerNameLink userName={name} color={isMe ? 'gold.fg' : undefined} display="block" truncate lineHeight="6" />
        {isMe ? <VisuallyHidden> (toi)</VisuallyHidden> : null}
      </Box>
      <HStack gap="1" flexShrink={0}>
        <Text as="span" color="fg.muted" whiteSpace="nowrap">
          bonus {formatNumber(participant.bonus)}
        </Text>
        {won ? (
          <Text as="span" color="gold.fg" aria-label="vainqueur" role="img">
            ✔
          </Text>
        ) : null}
      </HStack>
    </HStack>
  );
}
