import { AppLink, pathTo } from '@zu/shared-platform';
import { Box, Heading, Text } from '@zu/shared-ui';

export function PostNotFound() {
  return (
    <Box textAlign="center" py={{ base: '12', md: '20' }}>
      <Box
        aria-hidden="true"
        mx="auto"
        mb="5"
        boxSize="20"
        borderRadius="full"
        display="grid"
        placeItems="center"
        fontSize="4xl"
        fontWeight="bold"
        fontFamily="heading"
        color="gold.fg"
        bg="whiteAlpha.50"
        borderWidth="2px"
        borderColor="gold.700"
      >
        ?
      </Box>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontFamily="heading" mb="3">
        Cette actualité n'existe pas.
      </Heading>
      <Text color="fg.muted" mb="6">
        Elle a peut-être été retirée, ou le lien est incomplet.
      </Text>
      <AppLink to={pathTo('Posts')} color="gold.fg" fontWeight="semibold">
        Voir toutes les actualités
      </AppLink>
    </Box>
  );
}
