import { TextLink, pathTo } from '@zu/shared-platform';
import { Container, PageHeading, Text } from '@zu/shared-ui';

export default function NotFoundPage() {
  return (
    <Container maxW="4xl" py="16">
      <PageHeading title="Page introuvable">Cette page n'existe pas ou n'existe plus.</PageHeading>
      <Text>
        Vérifie l'adresse, ou <TextLink to={pathTo('Main')}>retourne à l'accueil</TextLink> pour reprendre ta
        collection.
      </Text>
    </Container>
  );
}
