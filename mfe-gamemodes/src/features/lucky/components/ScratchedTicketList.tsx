import type { ScratchedTicket } from '@zu/shared-contract';
import { formatApiDate, formatNumber, Heading, LoadingState, Stack, Text } from '@zu/shared-ui';
import { useGamemodesLuckyHistoryQuery } from '../api/lucky-api';
import { ticketTypeInfo } from '../../rewards';

const shinyNames = ['', ' dorée', ' chromatique'] as const;

/** What one scratched ticket gave, in words: currencies, a card, another ticket; or nothing. */
function prizeText(ticket: ScratchedTicket): string {
  const parts = [
    ticket.balance ? `${formatNumber(ticket.balance)} ZUMonnaie` : null,
    ticket.loreDust ? `${formatNumber(ticket.loreDust)} poudre créatrice` : null,
    ticket.loreFragment ? `${formatNumber(ticket.loreFragment)} cristal d'histoire` : null,
    ticket.item ? `la carte ${ticket.item.name}${shinyNames[ticket.shinyLevel ?? 0] ?? ''}` : null,
    ticket.extraTicket ? `un ticket ${ticketTypeInfo[ticket.extraTicket].name}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : 'rien';
}

/** The signed-in player's last scratched tickets, the latest first, each with the day and what it gave. */
export function ScratchedTicketList() {
  const { data, isLoading, isError } = useGamemodesLuckyHistoryQuery();
  if (isLoading) return <LoadingState />;
  // The list is a reminder: when it cannot be read, the rest of the page still stands.
  if (isError || !data) return null;
  return (
    <Stack gap="2" data-testid="lucky-history">
      <Heading as="h2" size="md">
        Derniers tickets grattés
      </Heading>
      {data.tickets.length === 0 ? (
        <Text color="fg.muted">Tu n'as encore gratté aucun ticket.</Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none" p="0">
          {data.tickets.map((ticket) => (
            <Text as="li" key={ticket.id}>
              {formatApiDate(ticket.scratchedAt)} · {ticketTypeInfo[ticket.type].name} : {prizeText(ticket)}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
