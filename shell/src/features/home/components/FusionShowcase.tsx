import type { Fusion } from '@zu/shared-contract';
import { AppLink, pathTo } from '@zu/shared-platform';
import { Box, Flex, Image, Text } from '@zu/shared-ui';
import { HomeSection } from './HomeSection';

const CardImage = ({ url, name }: { url: string; name: string }) => (
  <Image src={url} alt={name} width="300" height="420" w={{ base: '20', md: '28' }} h="auto" loading="lazy" />
);

/** One fusion recipe: its components, then the card they make. */
export function FusionShowcase({ fusion }: { fusion: Fusion | undefined }) {
  if (!fusion) return null;
  const components = [...new Map(fusion.items.map((item) => [item.id, item])).values()];
  const quantity = (id: string) => fusion.items.filter((item) => item.id === id).length;
  return (
    <HomeSection
      tinted
      id="fusion-title"
      title="Fusionne tes cartes"
      intro="Réunis les bonnes cartes en assez d'exemplaires et fusionne-les en une carte plus rare."
    >
      <Flex align="center" gap={{ base: '2', md: '4' }} wrap="wrap" data-testid="fusion-showcase">
        {components.map((item, index) => (
          <Flex key={item.id} align="center" gap={{ base: '2', md: '4' }}>
            {index > 0 ? (
              <Text fontSize="3xl" aria-hidden="true">
                +
              </Text>
            ) : null}
            <Box textAlign="center">
              <CardImage url={item.urls[0]!} name={item.name} />
              <Text fontSize="sm" color="fg.muted">
                × {quantity(item.id)}
              </Text>
            </Box>
          </Flex>
        ))}
        <Text fontSize="3xl" aria-hidden="true">
          =
        </Text>
        <AppLink to={pathTo('Item', { slug: fusion.item.slug })}>
          <CardImage url={fusion.item.urls[0]!} name={fusion.item.name} />
        </AppLink>
      </Flex>
    </HomeSection>
  );
}
