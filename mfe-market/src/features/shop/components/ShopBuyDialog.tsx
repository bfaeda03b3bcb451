import { useState } from 'react';
import type { ShopEntry } from '@zu/shared-contract';
import { apiRefusalAlertOf, withCodeLabel, type ActionAlert } from '@zu/shared-platform';
import { formatNumber, Text } from '@zu/shared-ui';
import { ConfirmDialog } from '@zu/shared-platform/widgets';
import { useMarketShopBuyMutation } from '../api/shop-api';
import { offerName } from '../model/offer-label';

export interface ShopBuyDialogProps {
  entry: ShopEntry | undefined;
  userName: string;
  onClose: () => void;
  /** Told once the API sold the entry, with the balance left. */
  onBought: (entry: ShopEntry, balance: number) => void;
}

/** Buying an offer of the échoppe from the balance, its price stated first; a refusal in the API's own words. */
export function ShopBuyDialog({ entry, userName, onClose, onBought }: ShopBuyDialogProps) {
  const [buy, { isLoading }] = useMarketShopBuyMutation();
  const [alert, setAlert] = useState<ActionAlert>();
  if (!entry) return null;
  const { item, balance: price, shinyLevel } = entry.shopInventory;

  const confirm = async () => {
    setAlert(undefined);
    try {
      const purchase = await buy({ entryId: entry.id, userName }).unwrap();
      onBought(purchase.entry, purchase.balance);
    } catch (error) {
      setAlert(withCodeLabel(apiRefusalAlertOf(error), error));
    }
  };

  return (
    <ConfirmDialog
      open
      title="Acheter à l'échoppe ?"
      confirmLabel={`Acheter pour ${formatNumber(price)} ZUMonnaie`}
      onConfirm={() => void confirm()}
      onClose={onClose}
      pending={isLoading}
      alert={alert}
    >
      <Text>
        Tu achètes {offerName(item.name, shinyLevel)} pour <strong>{formatNumber(price)} ZUMonnaie</strong>, payés de
        ton solde. L'échoppe ne vend chaque offre qu'une fois à chaque joueur.
      </Text>
    </ConfirmDialog>
  );
}
