import type { Tournament, TournamentParticipant } from '@zu/shared-contract';
import { PlayerNameLink } from '@zu/shared-platform/widgets';
import { useState } from 'react';
import {
  Box,
  controlClassNames,
  Flex,
  formatNumber,
  Heading,
  HStack,
  SidewaysScroller,
  Stack,
  Text,
  VisuallyHidden,
} from '@zu/shared-ui';
import { bracketRounds, isInBattle, sameName, winnerOf, type Battle } from '../model/bracket';

export interface BracketProps {
  tournament: Tournament;
  /** The signed-in player, whose battles and name stand out. */
  userName?: string;
}

/** The round shown first on a phone: the one being played, or the final once the tournament is over. */
export function currentRoundIndex(tournament: Tournament): number {
  return Math.max(0, Math.min(tournament.roundIndex, tournament.roundCount - 1));
}

/**
 * The tournament's bracket, one column a round. From a tablet's width up every round shows side by side, and the
 * row scrolls sideways inside its own box (by touch, or by keyboard once focused); on a phone, one round at a time,
 * chosen above it.
 */
export function Bracket({ tournament, userName }: BracketProps) {
  const rounds = bracketRounds(tournament);
  const [shownRound, setShownRound] = useState(() => currentRoundIndex(tournament));
  return (
    <Stack gap="3">
      <HStack
        role="group"
        aria-label="Tour affiché"
        gap="2"
        wrap="wrap"
        hideFrom="md"
        data-testid="bracket-round-picker"
      >
        {rounds.map((round) => (
          <button
            key={round.roundIndex}
            type="button"
            className={controlClassNames.toggleButton}
            aria-pressed={round.roundIndex === shownRound}
            onClick={() => setShownRound(round.roundIndex)}
          >
            {round.name}
          </button>
        ))}
      </HStack>
      <SidewaysScroller role="region" aria-label="Tableau de l'Arène" tabIndex={0} pb="3" data-testid="bracket">
        <Flex as="ol" gap="4" align="stretch" w={{ base: 'full', md: 'max-content' }} p="0" m="0">
          {rounds.map((round) => (
            <Stack
              as="li"
              key={round.roundIndex}
              listStyleType="none"
              w={{ base: 'full', md: '16rem' }}
              display={{ base: round.roundIndex === shownRound ? 'flex' : 'none', md: 'flex' }}
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
      </SidewaysScroller>
    </Stack>
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
      <Box flex="1" minW="0" overflow="hidden" fontWeight={won || isMe ? 'bold' : undefined}>
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
