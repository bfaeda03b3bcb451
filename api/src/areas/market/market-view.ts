import type { MarketOffer, MarketUser } from '@zu/shared-contract';
import { toParisDateTime } from '../../lib/dates';
import { toItem } from '../catalogue/item-view';
import type { OfferRow } from './market-queries';

type UserRow = NonNullable<OfferRow['buyer']>;

function toMarketUser(user: UserRow): MarketUser {
  return {
    discordUserName: user.discordUserName,
    ...(user.discordGlobalName ? { discordGlobalName: user.discordGlobalName } : {}),
    discordAvatar: user.discordAvatar,
  };
}

/** An offer as the market shows it: the card at its shiny level, the price, who sells and, once sold, who bought. */
export function toMarketOffer(row: OfferRow, publicUrl: string): MarketOffer {
  const { offer } = row;
  return {
    id: offer.id,
    item: toItem(row, publicUrl),
    shinyLevel: offer.shinyLevel,
    price: offer.price,
    seller: toMarketUser(row.seller),
    createdDate: toParisDateTime(offer.createdAt),
    status: offer.status,
    ...(offer.closedAt ? { closedDate: toParisDateTime(offer.closedAt) } : {}),
    ...(row.buyer ? { buyer: toMarketUser(row.buyer) } : {}),
  };
}
