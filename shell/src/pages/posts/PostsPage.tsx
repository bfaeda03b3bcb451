import { Container } from '@zu/shared-ui';
import { ContentPageHeader } from '../../features/content';
import { AllPosts } from '../../features/posts';

export default function PostsPage() {
  return (
    <>
      <ContentPageHeader
        title="Actualités"
        eyebrow="À propos"
        lead="Annonces de l'équipe, notes de mise à jour, nouvelles saisons du Vortex et événements : tout ce qui change dans le jeu, du plus récent au plus ancien."
      />
      <Container maxW="7xl">
        <AllPosts />
      </Container>
    </>
  );
}
