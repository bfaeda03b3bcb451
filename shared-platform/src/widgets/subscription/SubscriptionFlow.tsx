import { useState } from 'react';
import type { PlayerProfile, SubscriptionResult } from '@zu/shared-contract';
import { gameNumbers } from '@zu/shared-contract/constants';
import { Button, Dialog, ErrorState, formatNumber, Portal, Stack, Text } from '@zu/shared-ui';
import { actionAlertOf, withCodeLabel, type ActionAlert } from '@zu/shared-platform';
import { useSubscriptionSubscribeMutation } from './subscription-api';
import { subscriptionBonusCount, subscriptionRefusals } from './subscription-terms';

const { days, loreDustCost } = gameNumbers.subscription;
import { SubscriptionReward } from './SubscriptionReward';

export interface SubscriptionFlowProps {
  /** The signed-in player's own profile: the flow acts on their account only. */
  profile: PlayerProfile;
  /** The button's words. */
  label?: string;
  /**
   * False hides the button but keeps the dialogs: once subscribed, the page stops offering the subscription while
   * 'Validé !' is still open.
   */
  showButton?: boolean;
}

/**
 * Subscribing, from any page: a button, a dialog saying what the subscription gives and costs, the request, then
 * 'Validé !' with the reward card (in the same dialog: a second one opening as the first closes would lose the
 * focus and close at once); the refusals in the game's words. Whoever shows it decides when (own profile, no
 * running subscription, SUBSCRIPTION active).
 */
export function SubscriptionFlow({ profile, label = "S'abonner", showButton = true }: SubscriptionFlowProps) {
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<ActionAlert>();
  const [result, setResult] = useState<SubscriptionResult>();
  const [subscribe, { isLoading }] = useSubscriptionSubscribeMutation();

  const confirm = async () => {
    setAlert(undefined);
    try {
      setResult(await subscribe().unwrap());
    } catch (error) {
      const codes = ['NOT_ENOUGH_LORE_DUST', 'ALREADY_SUBSCRIBED'] as const;
      setAlert(withCodeLabel(actionAlertOf(error, codes, subscriptionRefusals), error));
    }
  };
  const close = () => {
    setOpen(false);
    setResult(undefined);
  };

  return (
    <>
      {showButton ? (
        <Button
          colorPalette="gold"
          onClick={() => {
            setAlert(undefined);
            setOpen(true);
          }}
        >
          {label}
        </Button>
      ) : null}
      <Dialog.Root open={open} onOpenChange={(details) => (details.open ? setOpen(true) : close())} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{result ? 'Validé !' : 'Abonnement'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {result ? (
                  <SubscriptionReward result={result} />
                ) : (
                  <Stack gap="2">
                    <Text>
                      L'abonnement dure {days} jours. Le premier mois est offert, les suivants coûtent{' '}
                      {formatNumber(loreDustCost)} poudres créatrices.
                    </Text>
                    <Text fontWeight="semibold" data-testid="subscription-price">
                      {profile.subscriptionLoreDustCost === 0
                        ? 'Pour toi, celui-ci est offert.'
                        : `Pour toi, celui-ci coûte ${formatNumber(profile.subscriptionLoreDustCost)} poudres créatrices.`}
                    </Text>
                    <Text>
                      Tu reçois une carte en récompense, tes loots rapportent plus, et chaque jour tu peux utiliser
                      /bonus pour des bonus d'abonnement, dans la limite affichée ci-dessous.
                    </Text>
                    <Text color="fg.muted" data-testid="subscription-bonus-count">
                      Bonus d'abonnement aujourd'hui : {subscriptionBonusCount(profile)}
                    </Text>
                    {alert ? (
                      <ErrorState status={alert.status} message={alert.message} codeLabel={alert.codeLabel} />
                    ) : null}
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                {result ? (
                  <Button onClick={close}>Fermer</Button>
                ) : (
                  <>
                    <Button variant="outline" onClick={close}>
                      Annuler
                    </Button>
                    <Button colorPalette="gold" loading={isLoading} onClick={() => void confirm()}>
                      Je m'abonne
                    </Button>
                  </>
                )}
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
