import { useParams } from 'react-router';
import { usePageTitle, QueryErrorState } from '@zu/shared-platform';
import { Badge, Box, Container, Heading, LoadingState, SimpleGrid, Text, formatApiDate } from '@zu/shared-ui';
import { useProfileBannersQuery } from '../api/banners-api';

/** `/joueur/:name/bannieres`: every banner of the game, the player's unlocked ones first with their date. */
export default function UserBannerPage() {
  const { discordUserName = '' } = useParams();
  usePageTitle('Bannières');
  const banners = useProfileBannersQuery(discordUserName, { skip: !discordUserName });
  if (banners.isLoading) return <LoadingState />;
  if (banners.isError || !banners.data)
    return (
      <Container maxW="7xl" py="6">
        <QueryErrorState error={banners.error} onRetry={() => void banners.refetch()} />
      </Container>
    );
  const unlocked = banners.data.filter((b) => b.date);
  const locked = banners.data.filter((b) => !b.date);
  return (
    <Container maxW="7xl" py="6">
      <Heading as="h1" size="xl" mb="1">
        Bannières
      </Heading>
      <Text color="fg.muted" mb="4">
        {unlocked.length} bannière(s) débloquée(s) sur {banners.data.length}.
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3 }} gap="4">
        {[...unlocked, ...locked].map(({ banner, date }) => (
          <Box
            as="li"
            key={banner.id}
            borderRadius="lg"
            overflow="hidden"
            borderWidth="1px"
            borderColor="whiteAlpha.200"
            opacity={date ? 1 : 0.45}
            data-testid="banner-card"
          >
            <Box
              h="24"
              bgImage={`url(${banner.imageUrl})`}
              bgSize="cover"
              bgPos="center"
              filter={date ? undefined : 'grayscale(1)'}
            />
            <Box p="3">
              <Text fontWeight="bold">{banner.title}</Text>
              {date ? (
                <Text fontSize="sm" color="fg.muted">
                  Débloquée le {formatApiDate(date)}
                </Text>
              ) : (
                <Badge variant="outline">Non débloquée</Badge>
              )}
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  );
}
