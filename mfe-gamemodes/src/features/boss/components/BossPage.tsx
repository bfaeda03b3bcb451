import { useAuth } from '@zu/shared-auth';
import type { Boss } from '@zu/shared-contract';
import { isNotFoundError, playerTopic, QueryErrorState, useLiveTopics, usePageTitle } from '@zu/shared-platform';
import { Button, Container, Grid, Heading, LoadingState, PageHeading, Stack, Text } from '@zu/shared-ui';
import { useGamemodesBossCurrentQuery } from '../api/boss-api';
import { BossDamageTable } from './BossDamageTable';
import { BossHeader } from './BossHeader';
import { BossNews } from './BossNews';
import { BossRules } from './BossRules';
import { MyBossAttacks } from './MyBossAttacks';

/**
 * `/boss`: the rule set's boss (the running one, else the last one), its attackers ranked by damage, the signed-in
 * player's attacks, and the rules. Attacks happen in the chat: the page follows the `boss` topic, so the health and
 * the ranking move as anyone attacks, and the player's own topic for their attacks of the day.
 */
export default function BossPage() {
  usePageTitle('Boss');
  const { isAuthenticated, userName } = useAuth();
  useLiveTopics(isAuthenticated && userName ? ['boss', playerTopic(userName)] : ['boss']);
  const boss = useGamemodesBossCurrentQuery();
  return (
    <Container maxW="6xl" py={{ base: '6', md: '8' }}>
      <PageHeading title="Boss">
        Un monstre que tous les joueurs frappent ensemble : s'il tombe, son butin est partagé selon les dégâts.
      </PageHeading>
      <Stack gap="8">
        {boss.data ? (
          <BossView boss={boss.data} />
        ) : boss.isError && isNotFoundError(boss.error) ? (
          <Text color="fg.muted" data-testid="no-boss">
            Aucun boss pour le moment. Le prochain apparaîtra au changement de jour.
          </Text>
        ) : boss.isError ? (
          <QueryErrorState error={boss.error} onRetry={() => void boss.refetch()} />
        ) : (
          <LoadingState />
        )}
        <BossRules />
      </Stack>
    </Container>
  );
}

function BossView({ boss }: { boss: Boss }) {
  return (
    <Stack gap="8">
      <BossHeader boss={boss} />
      <BossNews boss={boss} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' }}
        gap="8"
        alignItems="start"
      >
        <PlayerSide isRunning={boss.isRunning} />
        <BossDamageTable key={boss.id} boss={boss} />
      </Grid>
    </Stack>
  );
}

/** The signed-in player's attacks; a visitor is asked to sign in. */
function PlayerSide({ isRunning }: { isRunning: boolean }) {
  const { isAuthenticated, isResuming, userName, login } = useAuth();
  if (isResuming) return <LoadingState />;
  if (isAuthenticated && userName) return <MyBossAttacks userName={userName} isRunning={isRunning} />;
  return (
    <Stack as="section" aria-labelledby="boss-sign-in" gap="3" align="flex-start" data-testid="boss-sign-in">
      <Heading as="h2" size="lg" id="boss-sign-in">
        Mes attaques
      </Heading>
      <Text>Connecte-toi pour voir tes attaques du jour, tes dégâts et ta part du butin.</Text>
      <Button colorPalette="gold" onClick={login}>
        Se connecter
      </Button>
    </Stack>
  );
}
