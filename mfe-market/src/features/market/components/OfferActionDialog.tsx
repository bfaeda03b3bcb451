import { useState } from 'react';
import type { MarketHistory, MarketOffer } from '@zu/shared-contract';
import { apiRefusalAlertOf, withCodeLabel, type ActionAlert } from '@zu/shared-platform';
import { formatNumber, Text } from '@zu/shared-ui';
import { ConfirmDialog } from '@zu/shared-platform/widgets';
import { offerName } from '../../shop';
import { useMarketAcceptOfferMutation, useMarketCancelOfferMutation } from '../api/market-api';
import { shownName } from '../model/shown-name';

/** An action a player asked for on one offer, waiting for their confirmation. */
export interface OfferAction {
  kind: 'accept' | 'cancel';
  offer: MarketOffer;
}

export interface OfferActionDialogProps {
  action: OfferAction | undefined;
  /** The signed-in player's trades: the day's count against the limit, shown before buying. */
  history: MarketHistory | undefined;
  onClose: () => void;
  /** Told what was done, in a sentence, once the API agreed. */
  onDone: (notice: string) => void;
}

/** Buying an offer or withdrawing one's own, each stating the price first; a refusal in the API's own words. */
export function OfferActionDialog({ action, history, onClose, onDone }: OfferActionDialogProps) {
  const [accept, accepting] = useMarketAcceptOfferMutation();
  const [cancel, cancelling] = useMarketCancelOfferMutation();
  const [alert, setAlert] = useState<ActionAlert>();
  if (!action) return null;
  const { kind, offer } = action;
  const name = offerName(offer.item.name, offer.shinyLevel);
  const price = `${formatNumber(offer.price)} ZUMonnaie`;

  const confirm = async () => {
    setAlert(undefined);
    try {
      if (kind === 'accept') {
        await accept(offer.id).unwrap();
        onDone(`Tu as acheté ${name} pour ${price}.`);
      } else {
        await cancel(offer.id).unwrap();
        onDone(`Ton offre de ${name} est retirée du marché.`);
      }
    } catch (error) {
      setAlert(withCodeLabel(apiRefusalAlertOf(error), error));
    }
  };

  return (
    <ConfirmDialog
      open
      title={kind === 'accept' ? 'Acheter cette offre ?' : 'Retirer cette offre ?'}
      confirmLabel={kind === 'accept' ? `Acheter pour ${price}` : "Retirer l'offre"}
      onConfirm={() => void confirm()}
      onClose={onClose}
      pending={accepting.isLoading || cancelling.isLoading}
      alert={alert}
    >
      {kind === 'accept' ? (
        <>
          <Text>
            Tu achètes {name} à {shownName(offer.seller)} pour <strong>{price}</strong>, payés de ton solde.
          </Text>
          {history ? (
            <Text color="fg.muted" data-testid="trade-count-in-dialog">
              Échanges aujourd'hui : {history.tradeCountToday} / {history.tradeLimit} (cet achat en compte un de plus,
              pour toi comme pour le vendeur).
            </Text>
          ) : null}
        </>
      ) : (
        <Text>
          Ton offre de {name} à <strong>{price}</strong> quitte le marché ; la carte reste dans ton inventaire.
        </Text>
      )}
    </ConfirmDialog>
  );
}
