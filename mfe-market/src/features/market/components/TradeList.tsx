import type { MarketOffer } from '@zu/shared-contract';
import { AppLink, pathTo } from '@zu/shared-platform';
import { PlayerNameLink } from '@zu/shared-platform/widgets';
import { Badge, formatApiDate, formatNumber, Stack, Text } from '@zu/shared-ui';
import { offerName } from '../../shop';
import { shownName } from '../model/shown-name';

export interface TradeListProps {
  label: string;
  trades: readonly MarketOffer[];
  /** Whom the list names beside each trade: the buyer of a sale, the seller of a purchase. */
  other: 'buyer' | 'seller';
  /** The first this many trades are new (sales since the last visit). */
  newCount?: number;
  empty: string;
}

/** A player's closed trades, newest first: the card, its price, the other player and the day. */
export function TradeList({ label, trades, other, newCount = 0, empty }: TradeListProps) {
  if (trades.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" gap="2" p="0" aria-label={label}>
      {trades.map((trade, index) => {
        const user = other === 'buyer' ? trade.buyer : trade.seller;
        return (
          <Text as="li" key={trade.id} listStyleType="none" fontSize="sm">
            {index < newCount ? (
              <Badge colorPalette="green" mr="2">
                Nouveau
              </Badge>
            ) : null}
            <AppLink to={pathTo('Item', { slug: trade.item.slug })}>
              {offerName(trade.item.name, trade.shinyLevel)}
            </AppLink>{' '}
            · {formatNumber(trade.price)} ZUMonnaie
            {user ? (
              <>
                {' '}
                · {other === 'buyer' ? 'à' : 'de'}{' '}
                <PlayerNameLink userName={user.discordUserName}>{shownName(user)}</PlayerNameLink>
              </>
            ) : null}
            {trade.closedDate ? ` · le ${formatApiDate(trade.closedDate)}` : null}
          </Text>
        );
      })}
    </Stack>
  );
}
