import { useMemo } from 'react';
import { useAuth } from '@zu/shared-auth';
import type { TowerSeason } from '@zu/shared-contract';
import {
  QueryErrorState,
  useLiveTopics,
  usePageTitle,
  useSearchParamsUpdate,
  useTowerStatsQuery,
} from '@zu/shared-platform';
import { Button, Container, Grid, Heading, LoadingState, PageHeading, Stack, Text } from '@zu/shared-ui';
import { useGamemodesTowerSeasonQuery } from '../api/tower-api';
import { seasonOffsetOf, seasonOffsetParam } from '../model/season-offset';
import { FloorTable } from './FloorTable';
import { MyClimb } from './MyClimb';
import { SeasonFigures } from './SeasonFigures';
import { SeasonHeader } from './SeasonHeader';
import { SeasonPicker } from './SeasonPicker';
import { TopClimbers } from './TopClimbers';
import { TowerRules } from './TowerRules';

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

/**
 * `/vortex?saison=n`: a Vortex season (the running one, or n seasons back): its tower and odds, its figures and best
 * climbers, the signed-in player's climb, and the rules.
 */
export default function TowerPage() {
  const [params, updateParams] = useSearchParamsUpdate();
  const seasonOffset = seasonOffsetOf(params);
  const season = useGamemodesTowerSeasonQuery(seasonOffset);
  // The season before the one shown, asked ahead: the picker knows whether there is one, and it shows at once.
  const older = useGamemodesTowerSeasonQuery(seasonOffset + 1, { skip: !season.data });
  usePageTitle(season.data ? `Vortex : ${season.data.tower.name}` : undefined);

  const pick = (offset: number) =>
    updateParams(
      (next) => {
        if (offset > 0) next.set(seasonOffsetParam, String(offset));
        else next.delete(seasonOffsetParam);
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <Container maxW="6xl" py={{ base: '6', md: '8' }}>
      <PageHeading title="Vortex">
        Une tour à gravir étage par étage, une saison à la fois : plus tu montes, plus les cartes sont belles.
      </PageHeading>
      <Stack gap="8">
        <SeasonPicker seasonOffset={seasonOffset} hasOlder={older.isSuccess} onPick={pick} />
        {season.isLoading ? (
          <LoadingState />
        ) : season.isError && statusOf(season.error) === 404 ? (
          <Stack gap="3" align="flex-start" data-testid="no-season">
            <Text color="fg.muted">
              {seasonOffset === 0
                ? "Le Vortex n'a pas encore ouvert de saison."
                : 'Aucune saison du Vortex à cette place : la première est plus récente.'}
            </Text>
            {seasonOffset > 0 ? (
              <Button size="sm" variant="outline" onClick={() => pick(0)}>
                Revenir à la saison en cours
              </Button>
            ) : null}
          </Stack>
        ) : season.isError ? (
          <QueryErrorState error={season.error} onRetry={() => void season.refetch()} />
        ) : season.data ? (
          <SeasonView season={season.data} seasonOffset={seasonOffset} />
        ) : null}
        <TowerRules />
      </Stack>
    </Container>
  );
}

function SeasonView({ season, seasonOffset }: { season: TowerSeason; seasonOffset: number }) {
  const stats = useTowerStatsQuery(seasonOffset);
  const isCurrent = seasonOffset === 0;
  return (
    <Stack gap="8">
      <SeasonHeader season={season} isCurrent={isCurrent} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="8" alignItems="start">
        <PlayerSide season={season} isCurrent={isCurrent} />
        <TopClimbers seasonOffset={seasonOffset} />
      </Grid>
      <Stack as="section" aria-labelledby="floors" gap="4">
        <Heading as="h2" size="lg" id="floors">
          Les étages
        </Heading>
        {stats.data ? <SeasonFigures stats={stats.data} /> : null}
        {stats.isError ? <QueryErrorState error={stats.error} onRetry={() => void stats.refetch()} /> : null}
        <FloorTable floors={season.tower.towerFloors} playerCountByMaxFloor={stats.data?.playerCountByMaxFloor} />
      </Stack>
    </Stack>
  );
}

/** The signed-in player's climb, kept fresh by news of them; a visitor is asked to sign in. */
function PlayerSide({ season, isCurrent }: { season: TowerSeason; isCurrent: boolean }) {
  const { isAuthenticated, isResuming, userName, login } = useAuth();
  const signedIn = isAuthenticated && userName !== undefined;
  // One list per player, not per render: the live channel keeps its subscriptions by the topics it is given.
  const topics = useMemo(() => (signedIn ? [`player:${userName.toLowerCase()}`] : []), [signedIn, userName]);
  useLiveTopics(topics);
  if (isResuming) return <LoadingState />;
  if (!signedIn) {
    return (
      <Stack gap="3" align="flex-start" data-testid="tower-sign-in">
        <Heading as="h2" size="lg">
          Mon ascension
        </Heading>
        <Text>Connecte-toi pour voir ton meilleur étage, tes tentatives restantes et ta réputation.</Text>
        <Button colorPalette="gold" onClick={login}>
          Se connecter
        </Button>
      </Stack>
    );
  }
  return <MyClimb season={season} isCurrent={isCurrent} userName={userName} />;
}
