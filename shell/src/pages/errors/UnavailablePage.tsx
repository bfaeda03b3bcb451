import { TextLink, pathTo } from '@zu/shared-platform';
import { Container, PageHeading, Text } from '@zu/shared-ui';

export default function UnavailablePage() {
  return (
    <Container maxW="4xl" py="16">
      <PageHeading title="Non disponible">Cette fonctionnalité n'est pas disponible pour le moment.</PageHeading>
      <Text>
        Elle a été désactivée par l'équipe, le temps d'une maintenance ou d'une saison.{' '}
        <TextLink to={pathTo('Main')}>Retour à l'accueil</TextLink>
      </Text>
    </Container>
  );
}
