import { Link as RouterLink } from 'react-router';
import type { Item } from '@zu/shared-contract';
import { AppLink, pathTo } from '@zu/shared-platform';
import { Button, HStack, Image, SimpleGrid, Skeleton } from '@zu/shared-ui';
import { HomeSection } from './HomeSection';

/** A few of the rarest cards (fusion results), with the way to the catalogue and the fusions. */
export function CardShowcase({ cards }: { cards: Item[] | undefined }) {
  return (
    <HomeSection
      id="showcase-title"
      title="Des cartes à collectionner"
      intro="Plus de 1 500 cartes, réparties en packs, en cinq raretés et en versions dorées et chromatiques."
    >
      <SimpleGrid columns={{ base: 2, sm: 3, lg: 6 }} gap="4" mb="6">
        {cards
          ? cards.map((card, index) => (
              <AppLink
                key={card.id}
                to={pathTo('Item', { slug: card.slug })}
                transform={`rotate(${(index % 3) - 1}deg)`}
                transition="transform .2s"
                _hover={{ transform: 'rotate(0) translateY(-4px)' }}
              >
                <Image
                  src={card.urls[2] ?? card.urls[0]}
                  alt={card.name}
                  width="300"
                  height="420"
                  w="full"
                  h="auto"
                  loading="lazy"
                />
              </AppLink>
            ))
          : Array.from({ length: 6 }, (_, i) => <Skeleton key={i} aspectRatio={300 / 420} borderRadius="xl" />)}
      </SimpleGrid>
      <HStack gap="4" wrap="wrap">
        <Button asChild colorPalette="gold">
          <RouterLink to={pathTo('ItemsGrid')}>Voir le catalogue</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand" color="white">
          <RouterLink to={pathTo('Fusions')}>Voir les fusions</RouterLink>
        </Button>
      </HStack>
    </HomeSection>
  );
}
