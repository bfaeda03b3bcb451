import type { ActiveChallenge } from '@zu/shared-contract';
import { useAuth } from '@zu/shared-auth';
import { QueryErrorState } from '@zu/shared-platform';
import {
  Box,
  formatApiDate,
  formatNumber,
  Heading,
  HStack,
  LoadingState,
  ProgressBar,
  Stack,
  Text,
} from '@zu/shared-ui';
import { useGamemodesChallengesQuery } from '../api/events-api';

/** The week's three challenges: with the signed-in player's progress, or as they are for a visitor. */
export function WeeklyChallenges() {
  const { isAuthenticated, userName, isResuming } = useAuth();
  const player = isAuthenticated && userName ? userName : null;
  const challenges = useGamemodesChallengesQuery(player, { skip: isResuming });
  const list = challenges.data ?? [];
  // The three share the period's dates.
  const endDate = list[0]?.endDate;
  return (
    <Stack as="section" gap="4" aria-labelledby="weekly-challenges">
      <Heading as="h2" size="xl" id="weekly-challenges">
        Défis de la semaine
      </Heading>
      {isResuming || challenges.isLoading ? (
        <LoadingState />
      ) : challenges.isError ? (
        <QueryErrorState error={challenges.error} onRetry={() => void challenges.refetch()} />
      ) : list.length === 0 ? (
        <Text color="fg.muted">Aucun défi en cours pour le moment.</Text>
      ) : (
        <>
          {endDate ? (
            <Text color="fg.muted" data-testid="challenges-end">
              Jusqu'au {formatApiDate(endDate)}.{player ? '' : ' Connecte-toi pour suivre ta progression.'}
            </Text>
          ) : null}
          <Stack as="ul" gap="3" p="0" listStyleType="none">
            {list.map((challenge) => (
              <ChallengeItem key={challenge.id} challenge={challenge} withProgress={player !== null} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function ChallengeItem({ challenge, withProgress }: { challenge: ActiveChallenge; withProgress: boolean }) {
  const { description, rewardLoreDust, score } = challenge.challenge;
  const done = challenge.challengeLog;
  const progress = challenge.progress;
  return (
    <Box as="li" borderWidth="1px" borderRadius="xl" p="4" data-testid="challenge">
      <Stack gap="2">
        <Text fontWeight="semibold">{description}</Text>
        <Text fontSize="sm" color="fg.muted">
          Récompense : {formatNumber(rewardLoreDust)} poudres créatrices · {formatNumber(score)} points de défi
        </Text>
        {!withProgress ? null : done ? (
          <Text color="green.300" data-testid="challenge-progress">
            Réussi le {formatApiDate(done.date)} !
          </Text>
        ) : progress ? (
          <Stack gap="1" data-testid="challenge-progress">
            {/* The API says how players count it (an invocation is 10 points of an INVOKE challenge). */}
            <ProgressBar
              label="Progression"
              value={progress.shown?.current ?? progress.current}
              max={progress.shown?.max ?? progress.max}
              unit={progress.shown?.unit}
            />
            {progress.items?.length ? (
              <HStack as="ul" gap="2" wrap="wrap" p="0" listStyleType="none" fontSize="sm">
                {progress.items.map((item) => (
                  <Text as="li" key={item.name} color={item.done ? 'green.300' : 'fg.muted'}>
                    {item.done ? '✓' : '○'} {item.name}
                  </Text>
                ))}
              </HStack>
            ) : null}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted" data-testid="challenge-progress">
            Pas encore commencé.
          </Text>
        )}
      </Stack>
    </Box>
  );
}
