import { Link as RouterLink } from 'react-router';
import { AppLink, getRuntimeConfig, pathTo } from '@zu/shared-platform';
import { Box, Button, Card, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@zu/shared-ui';
import { LatestPosts } from '../../features/posts/components/LatestPosts';

const areasToExplore = [
  { title: 'Catalogue', text: 'Toutes les cartes, par pack, rareté et niveau de brillance.', to: pathTo('ItemsGrid') },
  { title: 'Classements', text: 'Les meilleurs collectionneurs, fusionneurs et grimpeurs du Vortex.', to: pathTo('LeaderboardOverview') },
  { title: 'Modes de jeu', text: 'Vortex, Arène, forge, tickets à gratter et corporations.', to: pathTo('Hardcore') },
  { title: 'Marché', text: "Échange tes cartes en double avec les autres joueurs.", to: pathTo('Market') },
];

export default function HomePage() {
  return (
    <>
      <Box
        as="section"
        aria-labelledby="hero-title"
        bgGradient="to-br"
        gradientFrom="brand.900"
        gradientVia="#1b0c42"
        gradientTo="#0f0b1f"
        py={{ base: '14', md: '20' }}
      >
        <Container maxW="7xl">
          <Stack gap="6" maxW="3xl">
            <Text color="gold.fg" fontWeight="bold" textTransform="uppercase" letterSpacing="widest" fontSize="sm">
              Règles hardcore
            </Text>
            <Heading id="hero-title" as="h1" size={{ base: '3xl', md: '5xl' }} fontFamily="heading" lineHeight="1.1">
              Collectionne, fusionne, grimpe le Vortex. Un seul oubli et tout recommence.
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.800">
              Le jeu de cartes à collectionner gratuit de la communauté, dans sa version la plus exigeante : ouvre tes
              boosters chaque jour, complète tes packs et affronte les autres joueurs sans jamais manquer ton tirage
              quotidien.
            </Text>
            <HStack gap="4" wrap="wrap">
              <Button asChild size="lg" colorPalette="gold">
                <a href={getRuntimeConfig().communityInviteUrl} target="_blank" rel="noreferrer">
                  Jouer maintenant
                </a>
              </Button>
              <Button asChild size="lg" variant="outline" colorPalette="brand" color="white">
                <RouterLink to={pathTo('BeginnersGuide')}>Lire le guide</RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>
      <LatestPosts />
      <Container maxW="7xl" pb="12" as="section" aria-labelledby="explore-title">
        <Heading id="explore-title" as="h2" size="2xl" mb="6">
          Explorer le site
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {areasToExplore.map((area) => (
            <Card.Root key={area.title} variant="subtle" bg="whiteAlpha.50" borderWidth="1px" borderColor="whiteAlpha.200">
              <Card.Body gap="2">
                <Card.Title>
                  <AppLink to={area.to} color="gold.fg">
                    {area.title}
                  </AppLink>
                </Card.Title>
                <Card.Description>{area.text}</Card.Description>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
