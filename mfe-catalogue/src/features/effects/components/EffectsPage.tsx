import { cardEffects, gameNumbers } from '@zu/shared-contract/constants';
import { Badge, Container, formatRateAsPercent, Heading, PageHeading, Table, Text } from '@zu/shared-ui';
import { ItemsSection } from '../../items/components/ItemsSection';
import { cardEffectInfo } from '../model/card-effects';

const effectQuery = { effects: true };

/** `/effets` (EFFECT): the effect cards of the hardcore mode and what each does. */
export default function EffectsPage() {
  return (
    <Container maxW="7xl" py="8">
      <PageHeading title="Cartes à effets">
        En mode hardcore, posséder une carte à effet place le joueur sous son effet, bonus ou malus. Les exemplaires ne
        se cumulent pas, et le bonus et le malus d'un même type s'annulent.
      </PageHeading>
      <Table.Root size="sm" mb="8" aria-label="Les effets">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Effet</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Ce qu'il fait</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {cardEffects.map((effect) => {
            const info = cardEffectInfo[effect];
            return (
              <Table.Row key={effect}>
                <Table.Cell>{info.title}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={info.kind === 'Bonus' ? 'green' : 'red'}>{info.kind}</Badge>
                </Table.Cell>
                <Table.Cell>{info.description}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      <Heading as="h2" size="lg" mb="2">
        Les cartes
      </Heading>
      <Text mb="4" color="fg.muted">
        Chaque invocation (hors STAR et hors carte garantie par la pitié) a{' '}
        {formatRateAsPercent(gameNumbers.effects.cardChance)} de chances de donner une carte à effet.
      </Text>
      <ItemsSection query={effectQuery} />
    </Container>
  );
}
