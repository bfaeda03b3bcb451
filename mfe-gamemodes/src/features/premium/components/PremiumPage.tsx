import { useAuth } from '@zu/shared-auth';
import { Button, Container, LoadingState, PageHeading, Stack, Text } from '@zu/shared-ui';
import { MyPremium } from './MyPremium';
import { PremiumPerks } from './PremiumPerks';

/** `/abonnement`: what premium gives and costs; a signed-in player's own state, history and the subscribe flow. */
export default function PremiumPage() {
  const { isAuthenticated, userName, isResuming, login } = useAuth();
  return (
    <Container maxW="4xl" py="8">
      <PageHeading title="Abonnement">
        Des butins plus riches, des bonus chaque jour et une carte offerte, payés en poudre créatrice.
      </PageHeading>
      <Stack gap="8">
        <PremiumPerks />
        {isResuming ? (
          <LoadingState />
        ) : isAuthenticated && userName ? (
          <MyPremium userName={userName} />
        ) : (
          <Stack gap="3" align="flex-start" data-testid="premium-sign-in">
            <Text>Connecte-toi pour voir ton abonnement et t'abonner.</Text>
            <Button colorPalette="gold" onClick={login}>
              Se connecter
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
