import { gameNumbers } from '@zu/shared-contract/constants';
import { formatNumber, Table, TableFrame } from '@zu/shared-ui';

const { costs } = gameNumbers.invocation;
const invocations = [
  { command: '/im', name: 'Invocation normale', cost: costs.BASIC, result: 'une carte normale' },
  { command: '/im dorée', name: 'Invocation dorée', cost: costs.GOLDEN, result: 'une carte dorée' },
  { command: '/im chroma', name: 'Invocation chromatique', cost: costs.CHROMA, result: 'une carte chromatique' },
] as const;

export function InvocationCosts() {
  return (
    <TableFrame label="Prix des invocations, en ZUMonnaie" my="5">
      <Table.Root size="sm" css={{ '& th, & td': { borderColor: 'whiteAlpha.200' } }}>
        <Table.Caption captionSide="bottom" color="fg.muted" py="2">
          Prix des invocations, en ZUMonnaie
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="whiteAlpha.100">
            <Table.ColumnHeader color="white">Invocation</Table.ColumnHeader>
            <Table.ColumnHeader color="white">Commande</Table.ColumnHeader>
            <Table.ColumnHeader color="white" textAlign="end">
              Prix
            </Table.ColumnHeader>
            <Table.ColumnHeader color="white">Tu obtiens</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invocations.map((invocation) => (
            <Table.Row key={invocation.command} bg="transparent">
              <Table.Cell fontWeight="semibold">{invocation.name}</Table.Cell>
              <Table.Cell>
                <code>{invocation.command}</code>
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color="gold.fg" fontWeight="semibold">
                {formatNumber(invocation.cost)}
              </Table.Cell>
              <Table.Cell>{invocation.result}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
