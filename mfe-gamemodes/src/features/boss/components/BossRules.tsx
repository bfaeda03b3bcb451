import { gameNumbers } from '@zu/shared-contract/constants';
import { Box, Code, Heading, Stack, Text } from '@zu/shared-ui';

const { boss } = gameNumbers;

/** How the boss is fought, as facts: the figures come from the game numbers, the fight itself happens in the chat. */
export function BossRules() {
  return (
    <Box as="section" aria-labelledby="boss-rules" data-testid="boss-rules">
      <Heading as="h2" size="lg" mb="3" id="boss-rules">
        Comment ça marche
      </Heading>
      <Stack gap="2" as="ul" ps="5" listStyleType="disc">
        <Text as="li">
          Tous les joueurs attaquent ensemble le même boss. Pour l'attaquer, tape <Code>!boss</Code> dans le salon du
          jeu : cette page suit le combat, on n'y attaque pas.
        </Text>
        <Text as="li">
          Tu as droit à {boss.attacksPerDay} attaques par jour ; elles reviennent avec le nouveau jour, à minuit (heure
          de Paris).
        </Text>
        <Text as="li">
          Chaque attaque retire au boss entre {boss.damageMin} et {boss.damageMax} points de vie, quelles que soient tes
          cartes.
        </Text>
        <Text as="li">
          Un boss reste {boss.days} jours. S'il tombe, ses récompenses sont partagées entre tous ceux qui l'ont frappé,
          selon leur part des dégâts ; s'il est encore debout à la fin, il repart sans rien donner.
        </Text>
        <Text as="li">Quand un boss est vaincu ou reparti, le suivant apparaît au changement de jour.</Text>
      </Stack>
    </Box>
  );
}
