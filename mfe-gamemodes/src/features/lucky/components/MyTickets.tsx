import { Link } from 'react-router';
import { pathTo, usePublicUserQuery } from '@zu/shared-platform';
import { Button, Code, formatApiDate, formatNumber, Heading, LoadingState, Stack, Text } from '@zu/shared-ui';
import { useGamemodesLuckyCountsQuery, useGamemodesLuckyOwnLinkQuery } from '../api/lucky-api';
import { ticketCountText } from '../../rewards';
import { LinkRefusal } from './LinkRefusal';
import { ScratchedTicketList } from './ScratchedTicketList';
import { TicketCountGrid } from './TicketCountGrid';

const noTickets = { ZERA_3000: 0, LUCKY_RAYOU: 0, RAYOU_OFFICIAL: 0 };

/**
 * The signed-in player's tickets: their link (made if they had none), what it holds by type, and the button that
 * opens it; then how many tickets they have scratched so far, and the last ones.
 */
export function MyTickets({ userName }: { userName: string }) {
  const link = useGamemodesLuckyOwnLinkQuery();
  const holdsTickets = (link.data?.ticketCount ?? 0) > 0;
  const counts = useGamemodesLuckyCountsQuery(link.data?.code ?? '', { skip: !holdsTickets });
  const profile = usePublicUserQuery(userName);

  if (link.isLoading || counts.isLoading) return <LoadingState />;
  if (link.isError) return <LinkRefusal error={link.error} onRetry={() => void link.refetch()} />;
  if (!link.data) return null;
  const { code, expiresDate, ticketCount } = link.data;
  const ticketPage = pathTo('Ticket', { id: code });
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        Mes tickets
      </Heading>
      <Text data-testid="lucky-own-count">
        {ticketCount > 0
          ? `Tu as ${ticketCountText(ticketCount)} à gratter.`
          : "Tu n'as aucun ticket à gratter pour le moment."}
      </Text>
      {counts.isError ? (
        <LinkRefusal error={counts.error} onRetry={() => void counts.refetch()} />
      ) : (
        <TicketCountGrid code={code} counts={counts.data?.counts ?? noTickets} />
      )}
      <Stack gap="2">
        <Button asChild colorPalette="gold" alignSelf="flex-start">
          <Link to={ticketPage}>Ouvrir mon lien</Link>
        </Button>
        <Text color="fg.muted" fontSize="sm">
          Ton lien, valable jusqu'au {formatApiDate(expiresDate)} :{' '}
          <Code wordBreak="break-all">{`${window.location.origin}${ticketPage}`}</Code>. Qui l'a peut gratter tes
          tickets.
        </Text>
      </Stack>
      {profile.data ? (
        <Text color="fg.muted" data-testid="lucky-scratched-count">
          Tickets grattés jusqu'ici : {formatNumber(profile.data.luckyCount)}
        </Text>
      ) : null}
      <ScratchedTicketList />
    </Stack>
  );
}
