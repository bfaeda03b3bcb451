import type { PlayerProfile } from '@zu/shared-contract';
import { preloadPicture } from '@zu/shared-platform';
import { subscriptionBonusCount } from '@zu/shared-platform/widgets';
import { Badge, Box, Heading, HStack, Link, Text } from '@zu/shared-ui';

/** The player's banner, name, rank and a link to their chat-platform profile; a subscriber's stands out in gold. */
export function UserBannerHeader({ profile, subscribed = false }: { profile: PlayerProfile; subscribed?: boolean }) {
  const { user } = profile;
  const { banner } = user.userBanner;
  // The profile's largest paint, a background the browser would find only once the page is laid out.
  preloadPicture(banner.imageUrl);
  return (
    <Box
      mb="4"
      borderRadius="xl"
      overflow="hidden"
      bg="whiteAlpha.50"
      borderWidth={subscribed ? '2px' : '1px'}
      borderColor={subscribed ? 'gold.solid' : 'whiteAlpha.200'}
      data-subscribed={subscribed || undefined}
    >
      {/* The banner's art carries its own title: the player's name goes under it, never over it. */}
      <Box
        aspectRatio={{ base: 4, md: 'auto' }}
        h={{ md: '44' }}
        bgImage={`url(${banner.imageUrl})`}
        bgSize="cover"
        bgPos="center"
        bgColor="brand.900"
        data-testid="user-layout-banner"
      />
      <HStack gap="3" wrap="wrap" align="baseline" px={{ base: '3', md: '5' }} py="3">
        <Heading as="p" size={{ base: '2xl', md: '3xl' }} fontFamily="heading" data-testid="user-layout-name">
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
    </Box>
  );
}
