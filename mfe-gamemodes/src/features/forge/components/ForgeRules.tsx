import { gameNumbers } from '@zu/shared-contract/constants';
import { Box, formatRateAsPercent, Heading, Stack, Text } from '@zu/shared-ui';

const { recycleRate, craftRate } = gameNumbers.effects;
const { recycleBonusRates, maxBonusLevel } = gameNumbers.corporation;
const recycleEffect = formatRateAsPercent(recycleRate);
const craftEffect = formatRateAsPercent(craftRate);
const corporationRates = recycleBonusRates.map(formatRateAsPercent);
// '1 %, 3 %, 6 % puis 10 %': one rate a level.
const corporationSteps = `${corporationRates.slice(0, -1).join(', ')} puis ${corporationRates.at(-1) ?? ''}`;

/** How the forge works, in words: every figure from the contract's game numbers, none computed here. */
export function ForgeRules() {
  return (
    <Box as="section" aria-labelledby="forge-rules" data-testid="forge-rules">
      <Heading as="h2" size="lg" id="forge-rules" mb="3">
        Comment marche la forge
      </Heading>
      <Stack as="ul" gap="2" pl="5">
        <Text as="li">
          Recycler une carte rapporte sa valeur de recyclage pour chaque exemplaire : de la poudre créatrice pour une
          carte du pack Classique, du cristal d'histoire pour une carte de tout autre pack. Le planificateur ne compte
          que tes doublons : le premier exemplaire de chaque carte reste dans ta collection.
        </Text>
        <Text as="li">
          Créer une carte coûte sa valeur de création ; l'enchanter (passer une carte normale en dorée) consomme un
          exemplaire normal et coûte sa valeur d'enchantement, toujours dans la monnaie de son pack.
        </Text>
        <Text as="li">
          Seules les cartes du pack Classique et du pack du Vortex en cours peuvent être créées ou enchantées.
        </Text>
        <Text as="li">
          Cartes à effets : le bonus de recyclage augmente tes gains de {recycleEffect}, le malus les baisse d'autant ;
          le bonus de forge baisse les prix de création et d'enchantement de {craftEffect}, le malus les augmente
          d'autant. Un bonus et un malus du même genre s'annulent. Recycler une carte à effets coûte au lieu de
          rapporter.
        </Text>
        <Text as="li">
          Corporation : ses bonus de recyclage (un pour la poudre créatrice, un pour le cristal d'histoire) ajoutent{' '}
          {corporationSteps} à tes gains selon leur niveau, jusqu'au niveau {maxBonusLevel}. Le bonus de corporation
          compte avant l'effet des cartes, et le gain est arrondi à l'unité inférieure.
        </Text>
        <Text as="li">
          Fusionner ne coûte rien : il faut chaque carte de la recette autant de fois qu'elle y figure, en dorée pour
          une fusion dorée.
        </Text>
      </Stack>
    </Box>
  );
}
