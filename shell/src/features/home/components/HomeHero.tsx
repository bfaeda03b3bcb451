import { Link as RouterLink } from 'react-router';
import { getRuntimeConfig, pathTo } from '@zu/shared-platform';
import { Box, Button, Container, Heading, heroBandStyle, HStack, Stack, Text } from '@zu/shared-ui';
import { heroTexts } from '../model/hero-texts';

/** The top of the home page: its largest element, needing no data (it is also rendered to HTML at build time). */
export function HomeHero() {
  const texts = heroTexts[getRuntimeConfig().ruleSet];
  return (
    <Box as="section" aria-labelledby="hero-title" {...heroBandStyle} py={{ base: '14', md: '20' }}>
      <Container maxW="7xl">
        <Stack gap="6" maxW="3xl">
          <Text color="gold.fg" fontWeight="bold" textTransform="uppercase" letterSpacing="widest" fontSize="sm">
            {texts.eyebrow}
          </Text>
          <Heading id="hero-title" as="h1" size={{ base: '3xl', md: '5xl' }} fontFamily="heading" lineHeight="1.1">
            {texts.title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.800">
            {texts.lead}
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
  );
}
