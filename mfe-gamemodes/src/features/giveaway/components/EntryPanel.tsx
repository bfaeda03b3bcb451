import type { Giveaway } from '@zu/shared-contract';
import { useAuth } from '@zu/shared-auth';
import { apiRefusalAlertOf, useEnterGiveawayMutation, useGiveawayPlayerQuery } from '@zu/shared-platform';
import { Button, ErrorState, LoadingState, Stack, Text } from '@zu/shared-ui';

/** Entering the open giveaway: a visitor is asked to sign in; a player enters once, and is told they did. */
export function EntryPanel({ giveaway }: { giveaway: Giveaway }) {
  const { isAuthenticated, isResuming, userName, login } = useAuth();
  if (isResuming) return <LoadingState inline />;
  if (!isAuthenticated || !userName) {
    return (
      <Button colorPalette="gold" alignSelf="flex-start" onClick={login}>
        Connecte-toi pour participer
      </Button>
    );
  }
  return <PlayerEntry giveaway={giveaway} userName={userName} />;
}

function PlayerEntry({ giveaway, userName }: { giveaway: Giveaway; userName: string }) {
  const args = { id: giveaway.id, userName };
  const entry = useGiveawayPlayerQuery(args);
  const [enter, entering] = useEnterGiveawayMutation();
  const refusal = entering.isError ? apiRefusalAlertOf(entering.error) : undefined;
  if (entry.isLoading) return <LoadingState inline />;
  // A failed read of the entry still offers the button: entering says why it cannot be done, if it cannot.
  return (
    <Stack gap="2" align="flex-start" data-testid="giveaway-entry">
      {entry.data?.hasEntered ? (
        <Text role="status" fontSize="lg" fontWeight="bold" color="gold.fg">
          Tu participes !
        </Text>
      ) : (
        <Button colorPalette="gold" size="lg" loading={entering.isLoading} onClick={() => void enter(args)}>
          Participer
        </Button>
      )}
      {refusal ? <ErrorState status={refusal.status} message={refusal.message} codeLabel={refusal.codeLabel} /> : null}
    </Stack>
  );
}
