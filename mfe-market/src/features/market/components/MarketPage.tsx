import { useCallback, useState } from 'react';
import { useAuth } from '@zu/shared-auth';
import { useLiveTopics, useMarketHistoryQuery } from '@zu/shared-platform';
import { Box, Button, Container, LoadingState, PageHeading, Text } from '@zu/shared-ui';
import { MyMarket } from './MyMarket';
import { OfferActionDialog, type OfferAction } from './OfferActionDialog';
import { OfferBrowser } from './OfferBrowser';
import { saleNewsText, useSalesWhileOpen } from '../model/sale-news';

/**
 * `/marche` (TRADE): a signed-in player's own trades, then every open offer. Buying, withdrawing and putting a card
 * on offer each ask for a confirmation stating the price; what was done is said at the top of the page.
 */
export default function MarketPage() {
  const { isAuthenticated, userName, isResuming, login } = useAuth();
  const me = isAuthenticated && userName ? userName : undefined;
  const history = useMarketHistoryQuery(me ?? '', { skip: !me });
  // Offers put up, withdrawn or bought by others: the offers and the player's own trades are read again.
  useLiveTopics(['market']);
  const [action, setAction] = useState<OfferAction>();
  const [notice, setNotice] = useState<string>();
  // A sale made while the player is here is said at the top, as their own actions are.
  useSalesWhileOpen(
    me,
    history.data?.sold,
    useCallback((offer) => setNotice(saleNewsText(offer)), []),
  );
  const act = (next: OfferAction) => {
    setNotice(undefined);
    setAction(next);
  };

  return (
    <Container maxW="7xl" py="8">
      <PageHeading title="Marché">
        Achète les cartes des autres joueurs et vends les tiennes, contre de la ZUMonnaie.
      </PageHeading>
      <Box role="status" aria-live="polite">
        {notice ? (
          <Text mb="6" p="3" borderRadius="md" bg="green.900" color="green.100" data-testid="market-notice">
            {notice}
          </Text>
        ) : null}
      </Box>
      {isResuming && !me ? <LoadingState /> : null}
      {me ? (
        <MyMarket userName={me} history={history} onAct={act} onNotice={setNotice} />
      ) : !isResuming ? (
        <Text mb="8">
          <Button variant="plain" colorPalette="gold" p="0" h="auto" onClick={login}>
            Connecte-toi
          </Button>{' '}
          pour vendre tes cartes et acheter celles des autres.
        </Text>
      ) : null}
      <OfferBrowser me={me} onAct={act} />
      <OfferActionDialog
        // A dialog of its own per action: no refusal of the previous one is left in it.
        key={action ? `${action.kind}/${action.offer.id}` : undefined}
        action={action}
        history={history.data}
        onClose={() => setAction(undefined)}
        onDone={(done) => {
          setAction(undefined);
          setNotice(done);
        }}
      />
    </Container>
  );
}
