import { gameNumbers } from '@zu/shared-contract/constants';
import { Box, formatNumber, formatNumberList, formatRateAsPercent, Heading, Stack, Text } from '@zu/shared-ui';

const {
  baseMembers,
  bonusLevelCosts,
  creationCost,
  dailyGiftLimit,
  lootBalancePerLevel,
  maxBonusLevel,
  membersPerLevel,
  recycleBonusRates,
} = gameNumbers.corporation;
const [firstLevelCost, ...nextLevelCosts] = bonusLevelCosts;
const recycleSteps = recycleBonusRates.map(formatRateAsPercent).join(', ');

/** The corporation rules. */
export function CorporationsInfo() {
  return (
    <Stack gap="6" maxW="4xl">
      <Box>
        <Heading as="h2" size="lg" mb="2">
          Fonder ou rejoindre une corporation
        </Heading>
        <Text>
          Créer une corporation coûte {formatNumber(creationCost)} ZUMonnaie. Une corporation accueille {baseMembers}{' '}
          membres, plus {membersPerLevel} par niveau de son bonus «&nbsp;Membres&nbsp;». Chaque membre peut donner
          jusqu'à {formatNumber(dailyGiftLimit)} ZUMonnaie par jour au trésor commun.
        </Text>
      </Box>
      <Box>
        <Heading as="h2" size="lg" mb="2">
          Les bonus
        </Heading>
        <Text mb="2">
          Le trésor sert à acheter des niveaux de bonus, jusqu'au niveau {maxBonusLevel} : le premier niveau coûte{' '}
          {formatNumber(firstLevelCost)}, puis {formatNumberList(nextLevelCosts)} ZUMonnaie.
        </Text>
        <Stack as="ul" gap="1" pl="5">
          <Text as="li">Membres : {membersPerLevel} places de plus par niveau.</Text>
          <Text as="li">
            Butin : niveau × {lootBalancePerLevel} ZUMonnaie de plus à chaque commande quotidienne et bonus.
          </Text>
          <Text as="li">Recyclage (poudre créatrice) : {recycleSteps} de gains en plus, niveau après niveau.</Text>
          <Text as="li">Recyclage (cristal d'histoire) : {recycleSteps} de gains en plus, niveau après niveau.</Text>
        </Stack>
      </Box>
    </Stack>
  );
}
