import { useId, useMemo, useState } from 'react';
import type { MarketOffer } from '@zu/shared-contract';
import { apiRefusalAlertOf, QueryErrorState, withCodeLabel, type ActionAlert } from '@zu/shared-platform';
import { ConfirmDialog, nativeSelectStyle } from '@zu/shared-platform/widgets';
import { chakra, formatNumber, Input, LoadingState, plural, Stack, Text } from '@zu/shared-ui';
import { offerName } from '../../shop';
import { useMarketCreateOfferMutation, useMarketInventoryQuery } from '../api/market-api';
import { sellableCards } from '../model/sellable-cards';

export interface CreateOfferDialogProps {
  userName: string;
  /** The player's open offers: their copies are not for sale twice. */
  openOffers: readonly MarketOffer[];
  open: boolean;
  onClose: () => void;
  onDone: (notice: string) => void;
}

const fieldLabel = { fontSize: 'sm', fontWeight: 'medium', display: 'block', mb: '1' } as const;

/**
 * Putting a card on offer: a card of the player's inventory that may be traded, among the copies not already on
 * offer, and a price; then the confirmation stating the price.
 */
export function CreateOfferDialog({ userName, openOffers, open, onClose, onDone }: CreateOfferDialogProps) {
  const inventory = useMarketInventoryQuery(userName, { skip: !open });
  const [create, creating] = useMarketCreateOfferMutation();
  const [search, setSearch] = useState('');
  const [cardKey, setCardKey] = useState('');
  const [price, setPrice] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [alert, setAlert] = useState<ActionAlert>();
  const cardFieldId = useId();
  const priceFieldId = useId();

  const cards = useMemo(() => sellableCards(inventory.data ?? [], openOffers), [inventory.data, openOffers]);
  const needle = search.trim().toLocaleLowerCase('fr');
  const shown = needle ? cards.filter((card) => card.item.name.toLocaleLowerCase('fr').includes(needle)) : cards;
  // A card the search now hides is no longer the one chosen: the select shows none.
  const card = shown.find((c) => c.key === cardKey);
  const amount = Number(price);
  const validPrice = Number.isInteger(amount) && amount >= 1;
  const name = card ? offerName(card.item.name, card.shinyLevel) : '';

  const close = () => {
    setConfirming(false);
    setAlert(undefined);
    setCardKey('');
    setPrice('');
    setSearch('');
    onClose();
  };
  const confirm = async () => {
    if (!card || !validPrice) return;
    if (!confirming) {
      setConfirming(true);
      return;
    }
    setAlert(undefined);
    try {
      await create({ itemId: card.item.id, shinyLevel: card.shinyLevel, price: amount }).unwrap();
      onDone(`${name} est en vente pour ${formatNumber(amount)} ZUMonnaie.`);
      close();
    } catch (error) {
      setAlert(withCodeLabel(apiRefusalAlertOf(error), error));
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={confirming ? 'Mettre cette carte en vente ?' : 'Mettre une carte en vente'}
      confirmLabel={confirming ? `Mettre en vente pour ${formatNumber(amount)} ZUMonnaie` : 'Continuer'}
      confirmDisabled={!card || !validPrice}
      onConfirm={() => void confirm()}
      onClose={close}
      pending={creating.isLoading}
      alert={alert}
    >
      {confirming && card ? (
        <Text>
          Tu mets en vente {name} pour <strong>{formatNumber(amount)} ZUMonnaie</strong>. La carte reste dans ton
          inventaire jusqu'à la vente ; tu peux retirer l'offre tant que personne ne l'a achetée.
        </Text>
      ) : (
        <Stack gap="3">
          {inventory.isLoading ? <LoadingState /> : null}
          {inventory.isError ? (
            <QueryErrorState error={inventory.error} onRetry={() => void inventory.refetch()} />
          ) : null}
          {inventory.data && cards.length === 0 ? (
            <Text color="fg.muted">
              Tu n'as aucune carte à vendre : seules les cartes échangeables (hors constellations) qui ne sont pas déjà
              en vente peuvent l'être.
            </Text>
          ) : null}
          {cards.length > 0 ? (
            <>
              <Input
                type="search"
                placeholder="Chercher parmi tes cartes"
                aria-label="Chercher parmi tes cartes"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              <div>
                <chakra.label {...fieldLabel} htmlFor={cardFieldId}>
                  Carte à vendre
                </chakra.label>
                <chakra.select
                  {...nativeSelectStyle}
                  id={cardFieldId}
                  w="full"
                  value={cardKey}
                  onChange={(event) => setCardKey(event.target.value)}
                >
                  <option value="">Choisis une carte ({shown.length})</option>
                  {shown.map((c) => (
                    <option key={c.key} value={c.key}>
                      {offerName(c.item.name, c.shinyLevel)} —{' '}
                      {plural(c.available, { one: 'disponible', other: 'disponibles' })}
                    </option>
                  ))}
                </chakra.select>
              </div>
              <div>
                <chakra.label {...fieldLabel} htmlFor={priceFieldId}>
                  Prix en ZUMonnaie
                </chakra.label>
                <Input
                  id={priceFieldId}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  value={price}
                  onChange={(event) => setPrice(event.target.value)}
                />
              </div>
            </>
          ) : null}
        </Stack>
      )}
    </ConfirmDialog>
  );
}
