import { AppLink, pathTo, useAppStatusQuery } from '@zu/shared-platform';
import { Box, Container, Flex, HStack, Text } from '@zu/shared-ui';
import { productVersion as webVersion } from '@zu/shared-contract/constants';

export function Footer() {
  const { data: status, isError } = useAppStatusQuery();
  const apiVersion = status?.applicationVersion ?? (isError ? 'indisponible' : '…');
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="whiteAlpha.200" bg="rgba(20, 15, 42, 0.6)" py="6">
      <Container maxW="7xl">
        <Flex direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between" align={{ md: 'center' }}>
          <HStack as="nav" aria-label="Liens utiles" gap="4" wrap="wrap" fontSize="sm">
            <AppLink to={pathTo('Posts')}>Actualités</AppLink>
            <AppLink to={pathTo('Stats')}>Statistiques</AppLink>
            <AppLink to={pathTo('Team')}>L'équipe</AppLink>
            <AppLink to={pathTo('CGU')}>Code de conduite</AppLink>
          </HStack>
          <Text fontSize="sm" color="fg.muted" data-testid="versions">
            Version web {webVersion} · API {apiVersion}
          </Text>
        </Flex>
      </Container>
    </Box>
  );
}
