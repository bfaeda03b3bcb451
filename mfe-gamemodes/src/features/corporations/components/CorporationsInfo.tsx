import { Box, Heading, Stack, Text } from '@zu/shared-ui';

/** The corporation rules. */
export function CorporationsInfo() {
  return (
    <Stack gap="6" maxW="4xl">
      <Box>
        <Heading as="h2" size="lg" mb="2">
          Fonder ou rejoindre une corporation
        </Heading>
        <Text>
          Créer une corporation coûte 10 000 ZUMonnaie. Une corporation accueille 4 membres, plus 4 par niveau de son
          bonus « Membres ». Chaque membre peut donner jusqu'à 1 000 ZUMonnaie par jour au trésor commun.
        </Text>
      </Box>
      <Box>
        <Heading as="h2" size="lg" mb="2">
          Les bonus
        </Heading>
        <Text mb="2">
          Le trésor sert à acheter des niveaux de bonus, jusqu'au niveau 4 : le premier niveau coûte 16 000, puis 40
          000, 100 000 et 250 000 ZUMonnaie.
        </Text>
        <Stack as="ul" gap="1" pl="5">
          <Text as="li">Membres : 4 places de plus par niveau.</Text>
          <Text as="li">Butin : niveau × 10 ZUMonnaie de plus à chaque commande quotidienne et bonus.</Text>
          <Text as="li">
            Recyclage (poudre créatrice) : autant de pour cent de gains en plus que le niveau, cumulés.
          </Text>
          <Text as="li">
            Recyclage (cristal d'histoire) : autant de pour cent de gains en plus que le niveau, cumulés.
          </Text>
        </Stack>
      </Box>
    </Stack>
  );
}
