import { AppLink, pathTo, QueryErrorState } from '@zu/shared-platform';
import { Badge, Box, Card, formatNumber, HStack, Image, LoadingState, SimpleGrid, Text } from '@zu/shared-ui';
import { useGamemodesCorporationsQuery } from '../api/corporations-api';
import { useOwnCorporation } from '../model/use-own-corporation';
import { CreateCorporation } from './CreateCorporation';
import { JoinAction } from './MembershipActions';
import { shorten } from './shorten';

/**
 * Every corporation, the player's own marked; a signed-in player in none may found one, or join one with a free
 * seat from its card.
 */
export function CorporationsList() {
  const { data, isLoading, isError, error, refetch } = useGamemodesCorporationsQuery();
  const own = useOwnCorporation();
  const free = own.isKnown && own.userName !== undefined && own.corporationId === undefined;
  const create = free ? (
    <Box mb="4">
      <CreateCorporation playerBalance={own.balance} />
    </Box>
  ) : null;
  if (isLoading) return <LoadingState />;
  if (isError) return <QueryErrorState error={error} onRetry={() => void refetch()} />;
  if (!data?.length)
    return (
      <>
        {create}
        <Text color="fg.muted">Aucune corporation pour le moment.</Text>
      </>
    );
  return (
    <>
      {create}
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
            borderColor={corporation.id === own.corporationId ? 'gold.solid' : 'whiteAlpha.200'}
            data-testid={`corporation-card-${corporation.id}`}
          >
            <Image src={corporation.logoUrl} alt="" aspectRatio={4} objectFit="cover" loading="lazy" />
            <Card.Body gap="2">
              <Card.Title as="h2" fontSize="lg">
                <AppLink to={pathTo('CorpoDetail', { corpo: corporation.id })} color="white">
                  {corporation.name}
                </AppLink>
              </Card.Title>
              <Card.Description>{shorten(corporation.description)}</Card.Description>
              <HStack gap="2" wrap="wrap">
                {corporation.id === own.corporationId ? (
                  <Badge colorPalette="gold" variant="solid">
                    Ta corporation
                  </Badge>
                ) : null}
                <Badge colorPalette="brand">
                  {corporation.currentMemberCount} / {corporation.totalMemberCount} membres
                </Badge>
                <Badge colorPalette="gold">{formatNumber(corporation.balance)} ZUMonnaie</Badge>
              </HStack>
              {free && corporation.currentMemberCount < corporation.totalMemberCount ? (
                <Box>
                  <JoinAction id={corporation.id} name={corporation.name} />
                </Box>
              ) : null}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </>
  );
}
