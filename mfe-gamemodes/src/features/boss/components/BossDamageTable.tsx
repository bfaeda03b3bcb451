import { useState } from 'react';
import { useAuth } from '@zu/shared-auth';
import type { Boss, BossDamageRow } from '@zu/shared-contract';
import { QueryErrorState } from '@zu/shared-platform';
import { Pagination, PlayerNameLink } from '@zu/shared-platform/widgets';
import {
  Box,
  formatNumber,
  formatRateAsPercent,
  Heading,
  LoadingState,
  plural,
  Table,
  TableFrame,
  Text,
} from '@zu/shared-ui';
import { sameName } from '../../tower';
import { useGamemodesBossDamageQuery } from '../api/boss-api';

/** The boss's attackers, most damage first, a page at a time as the API sends them; the signed-in player's row marked. */
export function BossDamageTable({ boss }: { boss: Boss }) {
  const [page, setPage] = useState(0);
  const { data, isLoading, isFetching, isError, error, refetch } = useGamemodesBossDamageQuery({
    bossId: boss.id,
    page,
  });
  return (
    <Box as="section" aria-labelledby="boss-damage" minW="0">
      <Heading as="h2" size="lg" mb="3" id="boss-damage">
        Classement des dégâts
      </Heading>
      {isLoading ? <LoadingState /> : null}
      {isError ? <QueryErrorState error={error} onRetry={() => void refetch()} /> : null}
      {data && data.total === 0 ? <Text color="fg.muted">Personne n'a encore attaqué ce boss.</Text> : null}
      {data && data.total > 0 ? (
        <>
          <Text color="fg.muted" fontSize="sm" mb="2" data-testid="boss-attackers">
            {plural(data.total, { one: 'attaquant', other: 'attaquants' })}
          </Text>
          <DamageRows rows={data.rows} />
          <Pagination page={page} pageCount={Math.ceil(data.total / data.pageSize)} onChange={setPage} />
          {isFetching ? <Text srOnly>Chargement…</Text> : null}
        </>
      ) : null}
    </Box>
  );
}

function DamageRows({ rows }: { rows: readonly BossDamageRow[] }) {
  const { userName } = useAuth();
  return (
    <TableFrame label="Dégâts des joueurs">
      <Table.Root size="sm" variant="line" data-testid="boss-damage-table">
        <Table.Caption captionSide="top" srOnly>
          Dégâts des joueurs
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="whiteAlpha.50">
            <Table.ColumnHeader w="4rem">Position</Table.ColumnHeader>
            <Table.ColumnHeader>Joueur</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Dégâts</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Attaques</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Part</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const mine = sameName(row.user.discordUserName, userName);
            return (
              <Table.Row
                key={row.user.id}
                aria-current={mine ? 'true' : undefined}
                bg={mine ? 'brand.800' : undefined}
                fontWeight={mine ? 'semibold' : undefined}
                fontVariantNumeric="tabular-nums"
              >
                <Table.Cell>{row.position}</Table.Cell>
                <Table.Cell maxW="12rem" truncate>
                  <PlayerNameLink userName={row.user.discordUserName} />
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatNumber(row.damage)}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(row.attackCount)}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatRateAsPercent(row.share)}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
