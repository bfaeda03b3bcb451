import { gameNumbers } from '@zu/shared-contract/constants';
import { TextLink, pathTo } from '@zu/shared-platform';
import { Box, Code, Heading, Stack, Text } from '@zu/shared-ui';

const { tower } = gameNumbers;

/** How the Vortex works, as facts: the figures come from the game numbers, never from a sum made here. */
export function TowerRules() {
  return (
    <Box as="section" aria-labelledby="tower-rules" data-testid="tower-rules">
      <Heading as="h2" size="lg" mb="3" id="tower-rules">
        Comment ça marche
      </Heading>
      <Stack gap="2" as="ul" ps="5" listStyleType="disc">
        <Text as="li">
          Chaque saison a sa tour de {tower.floors} étages, liée à un pack et à un clan. Pour tenter l'ascension, tape{' '}
          <Code>!as</Code> dans le salon du jeu.
        </Text>
        <Text as="li">Chaque tentative coûte {tower.attemptLoreDustCost} poudre créatrice.</Text>
        <Text as="li">
          Tu as droit à {tower.attemptsPerDay} tentatives par jour, à partir de midi (heure de Paris). Celles que tu
          n'utilises pas restent disponibles jusqu'à la fin de la saison.
        </Text>
        <Text as="li">
          L'ascension part du premier étage et franchit chaque étage avec la chance indiquée dans le tableau ; le{' '}
          {tower.floors}e étage est le sommet.
        </Text>
        <Text as="li">
          Chaque tentative te donne une carte du pack de la saison ou du pack Classique, tirée selon les chances de
          l'étage atteint : plus tu montes, plus elle a de chances d'être rare ou dorée.
        </Text>
        <Text as="li">
          Chaque tentative rapporte {tower.reputationPerFloor} points de réputation auprès du clan de la saison par
          étage atteint : plus tu montes, plus tu en gagnes. Les niveaux vont d'Inconnu à Exalté.
        </Text>
        <Text as="li">
          Après la saison, ses grimpeurs s'affrontent dans l'
          <TextLink to={pathTo('Tournament')}>Arène</TextLink>.
        </Text>
      </Stack>
    </Box>
  );
}
