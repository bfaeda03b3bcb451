import { Container, PageHeading, Text } from '@zu/shared-ui';
import { ItemsSection } from '../../items/components/ItemsSection';

const starQuery = { rarity: [6] };

/** `/stars` (STAR): the STAR cards, above every rarity. */
export default function StarsPage() {
  return (
    <Container maxW="7xl" py="8">
      <PageHeading title="Cartes STAR">
        Les cartes STAR sont au-dessus de toutes les raretés. Elles n'existent pas en doré.
      </PageHeading>
      <Text mb="4">
        Une invocation STAR coûte 3 000 ZUMonnaie et donne toujours une carte STAR, chromatique une fois sur dix quand
        elle existe en chromatique. Elle ne compte pas pour la garantie de rareté 4.
      </Text>
      <ItemsSection query={starQuery} />
    </Container>
  );
}
