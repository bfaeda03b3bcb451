import { Table, TableFrame } from '@zu/shared-ui';

const sanctions = [
  { level: "Rappel à l'ordre", when: 'Un premier écart sans gravité : message déplacé, flood, pseudo inadapté.' },
  {
    level: 'Mise en sourdine',
    when: 'Un écart répété ou un échange qui dégénère : quelques heures à quelques jours sans écrire.',
  },
  {
    level: 'Retrait des gains',
    when: 'Cartes ou monnaies obtenues par un bug, un compte secondaire ou un échange frauduleux.',
  },
  {
    level: 'Suspension',
    when: 'Triche, arnaque à un échange ou récidive : le compte de jeu est gelé pour une durée donnée.',
  },
  {
    level: 'Bannissement',
    when: 'Faute grave ou récidive après suspension : exclusion définitive du jeu et du serveur.',
  },
] as const;

export function SanctionScale() {
  return (
    <TableFrame label="Les sanctions, de la plus légère à la plus lourde" my="5" whiteSpace="normal">
      <Table.Root size="sm" css={{ '& th, & td': { borderColor: 'whiteAlpha.200' } }}>
        <Table.Caption captionSide="bottom" color="fg.muted" py="2">
          Les sanctions, de la plus légère à la plus lourde
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="whiteAlpha.100">
            <Table.ColumnHeader color="white" w={{ md: '180px' }}>
              Sanction
            </Table.ColumnHeader>
            <Table.ColumnHeader color="white">Quand</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sanctions.map((sanction) => (
            <Table.Row key={sanction.level} bg="transparent">
              <Table.Cell fontWeight="semibold" color="gold.fg" whiteSpace="nowrap">
                {sanction.level}
              </Table.Cell>
              <Table.Cell>{sanction.when}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
