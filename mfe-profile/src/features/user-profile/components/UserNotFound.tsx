import { Container, PageHeading } from '@zu/shared-ui';

export function UserNotFound() {
  return (
    <Container maxW="7xl" py="10">
      <PageHeading title="Ce joueur n'existe pas !">
        Vérifie l'orthographe du nom, ou cherche le joueur avec la recherche.
      </PageHeading>
    </Container>
  );
}
