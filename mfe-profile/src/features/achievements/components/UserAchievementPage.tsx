import { useParams } from 'react-router';
import { usePageTitle } from '@zu/shared-platform';
import { Text } from '@zu/shared-ui';
import { ProfileTabPage } from '../../../components/ProfileTabPage';
import { useProfileAchievementCategoriesQuery } from '../api/achievements-api';
import { AchievementCategorySection } from './AchievementCategorySection';

/** `/joueur/:name/succes`: the player's achievements, category by category. */
export default function UserAchievementPage() {
  const { discordUserName = '' } = useParams();
  usePageTitle('Succès');
  const categories = useProfileAchievementCategoriesQuery();
  return (
    <ProfileTabPage title="Succès" query={categories}>
      {(list) =>
        list.length === 0 ? (
          <Text color="fg.muted">Aucun succès n'existe encore.</Text>
        ) : (
          list.map((category) => (
            <AchievementCategorySection key={category.id} userName={discordUserName} category={category} />
          ))
        )
      }
    </ProfileTabPage>
  );
}
