import { useParams } from 'react-router';
import { usePageTitle, QueryErrorState } from '@zu/shared-platform';
import { Container, Heading, LoadingState, Text } from '@zu/shared-ui';
import { useProfileAchievementCategoriesQuery } from '../api/achievements-api';
import { AchievementCategorySection } from './AchievementCategorySection';

/** `/joueur/:name/succes`: the player's achievements, category by category. */
export default function UserAchievementPage() {
  const { discordUserName = '' } = useParams();
  usePageTitle('Succès');
  const categories = useProfileAchievementCategoriesQuery();
  if (categories.isLoading) return <LoadingState />;
  if (categories.isError || !categories.data)
    return (
      <Container maxW="7xl" py="6">
        <QueryErrorState error={categories.error} onRetry={() => void categories.refetch()} />
      </Container>
    );
  return (
    <Container maxW="7xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        Succès
      </Heading>
      {categories.data.length === 0 ? (
        <Text color="fg.muted">Aucun succès n'existe encore.</Text>
      ) : (
        categories.data.map((category) => (
          <AchievementCategorySection key={category.id} userName={discordUserName} category={category} />
        ))
      )}
    </Container>
  );
}
