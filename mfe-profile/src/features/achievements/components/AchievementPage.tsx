import { useState } from 'react';
import { useParams } from 'react-router';
import { usePageTitle, QueryErrorState } from '@zu/shared-platform';
import { Pagination, PlayerNameLink } from '@zu/shared-platform/widgets';
import {
  Badge,
  Box,
  Container,
  formatNumber,
  HStack,
  LoadingState,
  PageHeading,
  Stack,
  Text,
  formatApiDate,
  plural,
} from '@zu/shared-ui';
import { useProfileAchievementDetailQuery } from '../api/achievements-api';

/** `/succes/:slug`: an achievement, how rare it is, and who unlocked it when (first unlocks first, by pages). */
export default function AchievementPage() {
  const { slug = '' } = useParams();
  const [page, setPage] = useState(1);
  const detail = useProfileAchievementDetailQuery({ slug, page });
  usePageTitle(detail.data?.achievement.name ?? 'Succès');
  if (detail.isLoading) return <LoadingState />;
  if (detail.isError || !detail.data) {
    const notFound = detail.error && 'status' in detail.error && detail.error.status === 404;
    return (
      <Container maxW="7xl" py="8">
        {notFound ? (
          <PageHeading title="Ce succès n'existe pas !" />
        ) : (
          <QueryErrorState error={detail.error} onRetry={() => void detail.refetch()} />
        )}
      </Container>
    );
  }
  const { achievement, category, holders, holderCount, playerCount, holderPercent, pageSize } = detail.data;
  const pages = Math.max(1, Math.ceil(holderCount / pageSize));
  const firstRank = (page - 1) * pageSize + 1;
  return (
    <Container maxW="7xl" py="8">
      <PageHeading title={achievement.name}>{achievement.description}</PageHeading>
      <HStack gap="2" wrap="wrap" mb="6">
        <Badge>{category.name}</Badge>
        <Badge colorPalette="gold">{achievement.score} pts</Badge>
        {achievement.rewardLoreDust ? <Badge>{achievement.rewardLoreDust} poudres créatrices</Badge> : null}
        {achievement.rewardBanner ? <Badge>Bannière : {achievement.rewardBanner.title}</Badge> : null}
        {achievement.featOfStrength ? <Badge colorPalette="purple">Haut fait</Badge> : null}
      </HStack>
      <Text mb="4" data-testid="achievement-rarity">
        Débloqué par {plural(holderCount, { one: 'joueur', other: 'joueurs' })} sur {formatNumber(playerCount)} (
        {formatNumber(holderPercent)} %)
      </Text>
      {holders.length === 0 ? (
        <Text color="fg.muted">Personne n'a encore débloqué ce succès.</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="2" aria-label="Joueurs ayant débloqué ce succès">
          {holders.map((holder, i) => (
            <HStack as="li" key={holder.user.discordUserName} gap="3">
              <Text w="10" color="fg.muted">
                {firstRank + i}.
              </Text>
              <Box flex="1">
                <PlayerNameLink userName={holder.user.discordUserName}>
                  {holder.user.discordGlobalName ?? holder.user.discordUserName}
                </PlayerNameLink>
              </Box>
              <Text fontSize="sm" color="fg.muted">
                le {formatApiDate(holder.date)}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
      {/* The API counts its pages from 1. */}
      <Pagination label="Pages des joueurs" page={page - 1} pageCount={pages} onChange={(next) => setPage(next + 1)} />
    </Container>
  );
}
