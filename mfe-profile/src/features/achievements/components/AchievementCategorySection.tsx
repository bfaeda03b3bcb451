import type { AchievementCategory } from '@zu/shared-contract';
import { AppLink, pathTo, QueryErrorState } from '@zu/shared-platform';
import {
  Badge,
  Box,
  Heading,
  HStack,
  ProgressBar,
  Skeleton,
  Stack,
  Text,
  formatApiDate,
  formatNumber,
  pluralForm,
} from '@zu/shared-ui';
import { useProfileAchievementProgressQuery } from '../api/achievements-api';

/** One category of a player's achievements: the unlock date of those done, the progress of the others. */
export function AchievementCategorySection({
  userName,
  category,
}: {
  userName: string;
  category: AchievementCategory;
}) {
  const progress = useProfileAchievementProgressQuery({ userName, categoryId: category.id });
  const done = progress.data?.filter((entry) => entry.date).length ?? 0;
  return (
    <Box as="section" aria-labelledby={`category-${category.id}`} mb="8">
      <HStack justify="space-between" mb="3">
        <Heading as="h2" size="lg" id={`category-${category.id}`}>
          {category.name}
        </Heading>
        {progress.data ? (
          <Text color="fg.muted">
            {formatNumber(done)} / {formatNumber(progress.data.length)}{' '}
            {pluralForm(done, { one: 'débloqué', other: 'débloqués' })}
          </Text>
        ) : null}
      </HStack>
      {progress.isLoading ? (
        <Skeleton h="20" />
      ) : progress.isError || !progress.data ? (
        <QueryErrorState error={progress.error} onRetry={() => void progress.refetch()} />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {progress.data.map(({ achievement, date, progress: steps }) => (
            <Box
              as="li"
              key={achievement.id}
              p="3"
              borderWidth="1px"
              borderColor={date ? 'gold.solid' : 'whiteAlpha.200'}
              borderRadius="lg"
              data-testid="achievement"
            >
              <HStack justify="space-between" align="start" gap="3">
                <Box>
                  <AppLink to={pathTo('Achievement', { slug: achievement.slug })} fontWeight="bold">
                    {achievement.name}
                  </AppLink>
                  <Text fontSize="sm" color="fg.muted">
                    {achievement.description}
                  </Text>
                </Box>
                <Badge colorPalette={date ? 'gold' : 'gray'}>{achievement.score} pts</Badge>
              </HStack>
              {date ? (
                <Text fontSize="sm" mt="2">
                  Débloqué le {formatApiDate(date)}
                </Text>
              ) : steps ? (
                <Box mt="2">
                  <ProgressBar label="Progression" value={steps.current} max={steps.max} />
                </Box>
              ) : null}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
