import { gameNumbers } from '@zu/shared-contract/constants';
import { pityRarityWords } from '@zu/shared-platform';
import { Container, formatNumber, formatRateAsPercent, PageHeading, Text } from '@zu/shared-ui';
import { ItemsSection } from '../../items';

const { invocation, rarity } = gameNumbers;
const starQuery = { rarity: [rarity.star] };

/** `/stars` (STAR): the STAR cards, above every rarity. */
export default function StarsPage() {
  return (
    <Container maxW="7xl" py="8">
      <PageHeading title="Cartes STAR">
        Les cartes STAR sont au-dessus de toutes les raretés. Elles n'existent pas en doré.
      </PageHeading>
      <Text mb="4">
        Une invocation STAR coûte {formatNumber(invocation.costs.STAR)} ZUMonnaie et donne toujours une carte STAR,
        chromatique {formatRateAsPercent(invocation.starChromaChance)} du temps quand elle existe en chromatique. Elle
        ne fait pas avancer le compteur de pitié (la carte de {pityRarityWords} garantie).
      </Text>
      <ItemsSection query={starQuery} />
    </Container>
  );
}
