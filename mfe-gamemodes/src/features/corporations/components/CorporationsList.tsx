import { AppLink, pathTo, QueryErrorState } from '@zu/shared-platform';
import { Badge, Card, formatNumber, HStack, Image, LoadingState, SimpleGrid, Text } from '@zu/shared-ui';
import { useGamemodesCorporationsQuery } from '../api/corporations-api';
import { shorten } from './shorten';

export function CorporationsList() {
  const { data, isLoading, isError, error, refetch } = useGamemodesCorporationsQuery();
  if (isLoading) return <LoadingState />;
  if (isError) return <QueryErrorState error={error} onRetry={() => void refetch()} />;
  if (!data?.length) return <Text color="fg.muted">Aucune corporation pour le moment.</Text>;
  return (
    <>
      <Text mb="4" color="fg.muted" data-testid="corporations-count">
        {data.length} corporations
      </Text>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" p="0">
        {data.map((corporation) => (
          <Card.Root
            as="li"
            key={corporation.id}
            listStyleType="none"
            overflow="hidden"
            variant="subtle"
            bg="whiteAlpha.50"
            borderWidth="1px"
            borderColor="whiteAlpha.200"
          >
            <Image src={corporation.logoUrl} alt="" aspectRatio={4} objectFit="cover" loading="lazy" />
            <Card.Body gap="2">
              <Card.Title as="h2" fontSize="lg">
                <AppLink to={pathTo('CorpoDetail', { corpo: corporation.id })} color="white">
                  {corporation.name}
                </AppLink>
              </Card.Title>
              <Card.Description>{shorten(corporation.description)}</Card.Description>
              <HStack gap="2">
                <Badge colorPalette="brand">{corporation.currentMemberCount} membres</Badge>
                <Badge colorPalette="gold">{formatNumber(corporation.balance)} ZUMonnaie</Badge>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </>
  );
}
