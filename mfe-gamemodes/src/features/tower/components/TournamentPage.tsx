import { useAuth } from '@zu/shared-auth';
import type { Tournament } from '@zu/shared-contract';
import { TextLink, pathTo, QueryErrorState, usePageTitle } from '@zu/shared-platform';
import { Container, formatApiDate, highlightPanelStyle, LoadingState, PageHeading, Stack, Text } from '@zu/shared-ui';
import { useGamemodesTournamentQuery } from '../api/tower-api';
import { championOf, playerPathText, roundName } from '../model/bracket';
import { Bracket } from './Bracket';

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

/** `/arene`: the latest Arène, its bracket round by round, when the next round is played and the player's path. */
export default function TournamentPage() {
  const { data, isLoading, isError, error, refetch } = useGamemodesTournamentQuery();
  usePageTitle('Arène');
  return (
    <Container maxW="7xl" py={{ base: '6', md: '8' }}>
      <PageHeading title="Arène">
        Après chaque saison du Vortex, ses grimpeurs s'affrontent en tournoi, un tour par jour. Plus ton meilleur étage
        était haut, plus ton bonus pèse dans chaque combat.
      </PageHeading>
      {isLoading ? (
        <LoadingState />
      ) : isError && statusOf(error) === 404 ? (
        <NoTournament />
      ) : isError ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} />
      ) : data && data.battles.length > 0 ? (
        <TournamentView tournament={data} />
      ) : data ? (
        <NoTournament />
      ) : null}
    </Container>
  );
}

function NoTournament() {
  return (
    <Stack gap="2" data-testid="no-tournament">
      <Text>Aucune Arène n'a encore eu lieu.</Text>
      <Text color="fg.muted">
        La première commence le lendemain de la fin d'une saison du <TextLink to={pathTo('Tower')}>Vortex</TextLink>.
      </Text>
    </Stack>
  );
}

function doneText(tournament: Tournament): string {
  const champion = championOf(tournament);
  return champion ? `Tournoi terminé : ${champion.user.discordUserName} remporte l'Arène.` : 'Tournoi terminé.';
}

function TournamentView({ tournament }: { tournament: Tournament }) {
  const { userName } = useAuth();
  const path = playerPathText(tournament, userName);
  return (
    <Stack gap="6">
      <Stack gap="1" p={{ base: '4', md: '5' }} {...highlightPanelStyle}>
        <Text data-testid="tournament-dates">Commencée le {formatApiDate(tournament.date)}.</Text>
        <Text fontWeight="semibold" data-testid="tournament-next">
          {tournament.isDone || tournament.roundIndex >= tournament.roundCount
            ? doneText(tournament)
            : tournament.nextRoundDate
              ? `Prochain tour (${roundName(tournament.roundIndex, tournament.roundCount)}) le ${formatApiDate(tournament.nextRoundDate)}.`
              : `Prochain tour : ${roundName(tournament.roundIndex, tournament.roundCount)}.`}
        </Text>
        {userName ? (
          <Text data-testid="tournament-my-path">{path ?? 'Tu ne participes pas à cette Arène.'}</Text>
        ) : null}
      </Stack>
      <Bracket tournament={tournament} userName={userName} />
    </Stack>
  );
}
