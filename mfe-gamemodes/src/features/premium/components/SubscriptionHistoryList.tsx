import { QueryErrorState } from '@zu/shared-platform';
import { formatApiDate, formatNumber, Heading, LoadingState, Stack, Table, TableFrame, Text } from '@zu/shared-ui';
import { useGamemodesSubscriptionHistoryQuery } from '../api/premium-api';

/** The player's premium months, newest first, with what each cost. */
export function SubscriptionHistoryList({ userName }: { userName: string }) {
  const history = useGamemodesSubscriptionHistoryQuery(userName);
  return (
    <Stack as="section" gap="3" aria-labelledby="premium-history">
      <Heading as="h2" size="lg" id="premium-history">
        Mes abonnements
      </Heading>
      {history.isLoading ? (
        <LoadingState />
      ) : history.isError ? (
        <QueryErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : !history.data?.subscriptions.length ? (
        <Text color="fg.muted">Tu ne t'es encore jamais abonné(e).</Text>
      ) : (
        <TableFrame label="Historique de mes abonnements">
          <Table.Root size="sm" data-testid="premium-history">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Du</Table.ColumnHeader>
                <Table.ColumnHeader>Au</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Prix</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {history.data.subscriptions.map((month) => (
                <Table.Row key={month.beginDate}>
                  <Table.Cell>{formatApiDate(month.beginDate)}</Table.Cell>
                  <Table.Cell>{formatApiDate(month.endDate)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {month.loreDustCost === 0 ? 'Offert' : `${formatNumber(month.loreDustCost)} poudres créatrices`}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableFrame>
      )}
    </Stack>
  );
}
