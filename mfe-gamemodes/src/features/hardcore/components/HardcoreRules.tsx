import { Box, Heading, Stack, Text } from '@zu/shared-ui';

/** The hardcore rules in words (the season's length and dates come from the API, not from here). */
export function HardcoreRules() {
  return (
    <Box as="section" aria-labelledby="hardcore-rules" data-testid="hardcore-rules">
      <Heading as="h2" size="lg" id="hardcore-rules" mb="3">
        Les règles du hardcore
      </Heading>
      <Stack as="ul" gap="2" pl="5">
        <Text as="li">
          Ton run commence avec ton premier /journa de la saison et dure tant que tu fais ton /journa chaque jour.
        </Text>
        <Text as="li">
          Un seul jour sans /journa met fin à la partie (elle s'arrête la veille) et efface toute ta progression
          hardcore : tes monnaies, toutes tes cartes (constellations et cartes à effets comprises), ton compteur de
          garantie, tes réputations, ta progression dans les défis en cours et tes offres sur le marché.
        </Text>
        <Text as="li">Ton /journa suivant lance une nouvelle partie, en repartant de rien.</Text>
        <Text as="li">
          Tu gardes ton historique, tes succès, tes bannières, ta corporation, ton abonnement et tes tickets pas encore
          grattés.
        </Text>
        <Text as="li">
          Le hardcore se joue par saisons numérotées. Une partie encore en vie le dernier jour de la saison se termine
          sans rien effacer ; la saison suivante repart de zéro pour tout le monde. Entre deux saisons, /journa rapporte
          comme d'habitude, sans partie hardcore.
        </Text>
      </Stack>
    </Box>
  );
}
