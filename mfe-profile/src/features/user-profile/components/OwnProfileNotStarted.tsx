import { TextLink, pathTo } from '@zu/shared-platform';
import { Container, PageHeading, Text } from '@zu/shared-ui';

/** One's own profile before one's first command: nothing to show yet. */
export function OwnProfileNotStarted() {
  return (
    <Container maxW="7xl" py="10">
      <PageHeading title="Ton profil n'est pas encore disponible">
        Ton profil sera disponible dès que tu auras commencé à jouer.
      </PageHeading>
      <Text>
        Pour bien démarrer, lis le <TextLink to={pathTo('BeginnersGuide', {})}>guide du débutant</TextLink>.
      </Text>
    </Container>
  );
}
