import type { Fusion } from '@zu/shared-contract';
import { AppLink, pathTo } from '@zu/shared-platform';
import { CardTile } from '@zu/shared-platform/widgets';
import { Box, Heading, HStack, SimpleGrid, Text } from '@zu/shared-ui';
import { countedInputs } from '../../item-detail';

/** One fusion: the card it gives, then each material with how many it takes. */
export function FusionCard({ fusion, focused = false }: { fusion: Fusion; focused?: boolean }) {
  const inputs = countedInputs(fusion);
  const headingId = `fusion-${fusion.item.slug}`;
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor={focused ? 'brand.solid' : 'border'}
      borderRadius="lg"
      p="4"
      data-testid="fusion"
    >
      <HStack justify="space-between" mb="3" wrap="wrap">
        <Heading as="h2" size="md" id={headingId}>
          <AppLink to={pathTo('Fusions', { slug: fusion.item.slug })}>{fusion.item.name}</AppLink>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {fusion.items.length} cartes à réunir
        </Text>
      </HStack>
      <SimpleGrid columns={{ base: 3, md: 6 }} gap="3" as="ul" p="0" aria-label={`Fusion de ${fusion.item.name}`}>
        <CardTile item={fusion.item} />
        {inputs.map(({ item, quantity }) => (
          <CardTile key={item.id} item={item} quantity={quantity} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
