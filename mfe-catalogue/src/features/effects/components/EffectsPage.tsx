import { Fragment } from 'react';
import type { CardEffect, Item } from '@zu/shared-contract';
import { cardEffects, gameNumbers } from '@zu/shared-contract/constants';
import { pathTo, TextLink } from '@zu/shared-platform';
import { Badge, Container, formatRateAsPercent, Heading, PageHeading, Table, TableFrame, Text } from '@zu/shared-ui';
import { useCatalogueItemsQuery, ItemsSection } from '../../items';
import { cardEffectInfo } from '../model/card-effects';

const effectQuery = { effects: true };

/** The cards that carry an effect, by effect (the same read as the grid below). */
function useCardsByEffect(): ReadonlyMap<CardEffect, readonly Item[]> | undefined {
  const { data } = useCatalogueItemsQuery(effectQuery);
  if (!data) return undefined;
  const byEffect = new Map<CardEffect, Item[]>();
  for (const item of data) if (item.effect) byEffect.set(item.effect, [...(byEffect.get(item.effect) ?? []), item]);
  return byEffect;
}

function EffectCards({ cards }: { cards: readonly Item[] | undefined }) {
  if (!cards || cards.length === 0) return <Text color="fg.muted">Aucune carte</Text>;
  return cards.map((card, index) => (
    <Fragment key={card.id}>
      {index > 0 ? ', ' : null}
      <TextLink to={pathTo('Item', { slug: card.slug })}>{card.name}</TextLink>
    </Fragment>
  ));
}

/** `/effets` (EFFECT): the effect cards of the hardcore mode, what each effect does and which cards carry it. */
export default function EffectsPage() {
  const cardsByEffect = useCardsByEffect();
  return (
    <Container maxW="7xl" py="8">
      <PageHeading title="Cartes à effets">
        En mode hardcore, posséder une carte à effet place le joueur sous son effet, bonus ou malus. Les exemplaires ne
        se cumulent pas, et le bonus et le malus d'un même type s'annulent.
      </PageHeading>
      <TableFrame label="Les effets" mb="8">
        <Table.Root size="sm" aria-label="Les effets">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Effet</Table.ColumnHeader>
              <Table.ColumnHeader>Type</Table.ColumnHeader>
              <Table.ColumnHeader>Ce qu'il fait</Table.ColumnHeader>
              <Table.ColumnHeader>Cartes</Table.ColumnHeader>
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
                  <Table.Cell minW="12rem" data-testid={`effect-cards-${effect}`}>
                    {cardsByEffect ? <EffectCards cards={cardsByEffect.get(effect)} /> : null}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </TableFrame>
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
