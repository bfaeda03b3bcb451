import { useParams } from 'react-router';
import type { BannerOwnership } from '@zu/shared-contract';
import { usePageTitle } from '@zu/shared-platform';
import { Badge, Box, SimpleGrid, Text, formatApiDate, formatNumber, plural } from '@zu/shared-ui';
import { ProfileTabPage } from '../../../components/ProfileTabPage';
import { useProfileBannersQuery } from '../api/banners-api';

const unlockedBanners = { one: 'bannière débloquée', other: 'bannières débloquées' };

/** `/joueur/:name/bannieres`: every banner of the game, the player's unlocked ones first with their date. */
export default function UserBannerPage() {
  const { discordUserName = '' } = useParams();
  usePageTitle('Bannières');
  const banners = useProfileBannersQuery(discordUserName, { skip: !discordUserName });
  return (
    <ProfileTabPage
      title="Bannières"
      query={banners}
      description={(all) =>
        `${plural(all.filter((b) => b.date).length, unlockedBanners)} sur ${formatNumber(all.length)}.`
      }
    >
      {(all) => <BannerGrid banners={all} />}
    </ProfileTabPage>
  );
}

/** Every banner, the unlocked ones first. */
function BannerGrid({ banners }: { banners: readonly BannerOwnership[] }) {
  const unlocked = banners.filter((b) => b.date);
  const locked = banners.filter((b) => !b.date);
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3 }} gap="4">
      {[...unlocked, ...locked].map(({ banner, date }) => (
        <Box
          as="li"
          key={banner.id}
          borderRadius="lg"
          overflow="hidden"
          borderWidth="1px"
          borderColor="whiteAlpha.200"
          data-testid="banner-card"
        >
          {/* A banner not yet unlocked is dimmed in its picture only: its name stays readable. */}
          <Box
            h="24"
            bgImage={`url(${banner.imageUrl})`}
            bgSize="cover"
            bgPos="center"
            opacity={date ? 1 : 0.45}
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
  );
}
