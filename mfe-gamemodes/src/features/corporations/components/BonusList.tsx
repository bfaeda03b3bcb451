import { gameNumbers } from '@zu/shared-contract/constants';
import { Badge, Box, formatNumber, Heading, HStack, SimpleGrid, Stack, Text } from '@zu/shared-ui';
import { useGamemodesUpgradeCorporationBonusMutation, type CorporationBonusType } from '../api/corporations-api';
import { bonusInfo, nextLevelCost, shownBonusTypes } from '../model/corporation-bonuses';
import { ConfirmAction } from './ConfirmAction';

const { maxBonusLevel } = gameNumbers.corporation;

export interface BonusListProps {
  levels: Record<CorporationBonusType, number>;
  treasury: number;
  /** The PDG buys levels; everyone else sees them. */
  isPdg: boolean;
}

/** The four bonuses: level, what they give now and at the next level, and the PDG's upgrade. */
export function BonusList({ levels, treasury, isPdg }: BonusListProps) {
  return (
    <Box as="section" aria-labelledby="corporation-bonuses">
      <Heading as="h2" id="corporation-bonuses" size="lg" mb="3">
        Bonus
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" p="0">
        {shownBonusTypes.map((type) => (
          <BonusCard key={type} type={type} level={levels[type]} treasury={treasury} isPdg={isPdg} />
        ))}
      </SimpleGrid>
    </Box>
  );
}

function BonusCard({
  type,
  level,
  treasury,
  isPdg,
}: {
  type: CorporationBonusType;
  level: number;
  treasury: number;
  isPdg: boolean;
}) {
  const info = bonusInfo[type];
  const cost = nextLevelCost(level);
  const [upgrade] = useGamemodesUpgradeCorporationBonusMutation();
  return (
    <Stack
      as="li"
      listStyleType="none"
      gap="2"
      p="4"
      borderWidth="1px"
      borderRadius="lg"
      borderColor={`${info.palette}.muted`}
      borderLeftWidth="4px"
      borderLeftColor={`${info.palette}.solid`}
      data-testid={`bonus-${type}`}
    >
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Heading as="h3" size="md">
          {info.name}
        </Heading>
        <Badge colorPalette={info.palette} variant="subtle">
          Niv. {level}/{maxBonusLevel}
        </Badge>
      </HStack>
      <Text fontSize="sm">Maintenant : {info.gives(level)}</Text>
      {cost !== undefined ? (
        <Text fontSize="sm" color="fg.muted">
          Niveau {level + 1} : {info.gives(level + 1)}, pour {formatNumber(cost)} ZUMonnaie
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Niveau maximum atteint.
        </Text>
      )}
      {isPdg && cost !== undefined ? (
        <Box>
          <ConfirmAction
            label={`Améliorer ${info.name}`}
            title={`Améliorer ${info.name}`}
            cost={`${formatNumber(cost)} ZUMonnaie, payés par le trésor`}
            confirmLabel="Améliorer"
            palette="gold"
            size="xs"
            onConfirm={() => upgrade(type).unwrap()}
          >
            <Text>
              {info.name} passe au niveau {level + 1} : {info.gives(level + 1)}.
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Le trésor contient {formatNumber(treasury)} ZUMonnaie.
            </Text>
          </ConfirmAction>
        </Box>
      ) : null}
    </Stack>
  );
}
