import { useAuth } from '@zu/shared-auth';
import { Button, Container, LoadingState, PageHeading, Stack, Text } from '@zu/shared-ui';
import { ForgePlanner } from './ForgePlanner';
import { ForgeRules } from './ForgeRules';
import { ForgeValuesTable } from './ForgeValuesTable';

/** `/forge`: a signed-in player's planner, then the game's forge values and rules, which a visitor sees too. */
export default function ForgePage() {
  const { isAuthenticated, userName, isResuming, login } = useAuth();
  const me = isAuthenticated && userName ? userName : undefined;
  return (
    <Container maxW="6xl" py="8">
      <PageHeading title="Forge">
        Recycle tes doublons en poudre créatrice ou en cristal d'histoire, et crée les cartes qui te manquent.
      </PageHeading>
      <Stack gap="10">
        {isResuming && !me ? <LoadingState /> : null}
        {me ? <ForgePlanner userName={me} /> : null}
        {!me && !isResuming ? (
          <Text data-testid="forge-sign-in">
            <Button variant="plain" colorPalette="gold" p="0" h="auto" onClick={login}>
              Connecte-toi
            </Button>{' '}
            pour voir ce que tes doublons rapporteraient, ce que coûteraient les cartes qui te manquent et les fusions à
            ta portée.
          </Text>
        ) : null}
        <ForgeValuesTable />
        <ForgeRules />
      </Stack>
    </Container>
  );
}
