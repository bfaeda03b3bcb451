import type { PlayerProfile } from '@zu/shared-contract';
import { preloadPicture } from '@zu/shared-platform';
import { subscriptionBonusCount } from '@zu/shared-platform/widgets';
import { Badge, Box, Container, Heading, HStack, Link, Text } from '@zu/shared-ui';

/** The player's banner, name, rank and a link to their chat-platform profile; a subscriber's stands out in gold. */
export function UserBannerHeader({ profile, subscribed = false }: { profile: PlayerProfile; subscribed?: boolean }) {
  const { user } = profile;
  const { banner } = user.userBanner;
  // The profile's largest paint, a background the browser would find only once the page is laid out.
  preloadPicture(banner.imageUrl);
  return (
    <Box
      position="relative"
      minH={{ base: '32', md: '44' }}
      bgImage={`url(${banner.imageUrl})`}
      bgSize="cover"
      bgPos="center"
      bgColor="brand.900"
      borderRadius="xl"
      borderWidth={subscribed ? '2px' : '0'}
      borderColor="gold.solid"
      overflow="hidden"
      mb="4"
      data-subscribed={subscribed || undefined}
    >
      <Box position="absolute" inset="0" bgGradient="to-t" gradientFrom="blackAlpha.800" gradientTo="transparent" />
      <Container position="relative" maxW="full" h="full" pt={{ base: '14', md: '24' }} pb="4">
        <HStack gap="3" wrap="wrap" align="baseline">
          <Heading as="p" size="3xl" fontFamily="heading" data-testid="user-layout-name">
            {user.discordGlobalName ?? user.discordUserName}
          </Heading>
          <Text color="whiteAlpha.800">@{user.discordUserName}</Text>
          <Badge colorPalette="gold" variant="solid">
            {user.rank.name}
          </Badge>
          {subscribed ? (
            <Badge colorPalette="gold" variant="outline" data-testid="user-layout-subscribed">
              Abonné(e) · bonus {subscriptionBonusCount(profile)}
            </Badge>
          ) : null}
          <Text color="whiteAlpha.700" fontSize="sm">
            {banner.title}
          </Text>
          <Link
            href={`https://discord.com/users/${user.discordId}`}
            target="_blank"
            rel="noreferrer"
            fontSize="sm"
            color="gold.fg"
          >
            Profil Discord
          </Link>
        </HStack>
      </Container>
    </Box>
  );
}
