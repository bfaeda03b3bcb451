import { useAuth } from '@zu/shared-auth';
import { Container, LoadingState, PageHeading } from '@zu/shared-ui';
import { JackpotPanel } from './JackpotPanel';
import { MyTickets } from './MyTickets';
import { TicketsForVisitors } from './TicketsForVisitors';

/** `/tickets`: the jackpot, then a signed-in player's own tickets, or for a visitor how tickets work. */
export default function TicketsPage() {
  const { isAuthenticated, userName, isResuming } = useAuth();
  return (
    <Container maxW="5xl" py="8">
      <PageHeading title="Tickets">
        Lucky Rayou, Rayou Official et Zera 3000 : gratte-les et découvre ton gain.
      </PageHeading>
      <JackpotPanel />
      {isResuming ? (
        <LoadingState />
      ) : isAuthenticated && userName ? (
        <MyTickets userName={userName} />
      ) : (
        <TicketsForVisitors />
      )}
    </Container>
  );
}
