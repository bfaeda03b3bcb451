import type { Boss } from '@zu/shared-contract';
import {
  Badge,
  Box,
  Flex,
  formatApiDateAndTime,
  Heading,
  highlightPanelStyle,
  Image,
  ProgressBar,
  Stack,
  Text,
} from '@zu/shared-ui';
import { bossStateLabels, bossStateOf, type BossState } from '../model/boss-state';

const statePalettes: Record<BossState, string> = { running: 'brand', fallen: 'gold', left: 'gray' };

/** When the boss's fight ends, or ended, as its state tells it. */
function endText(boss: Boss, state: BossState): string {
  if (state === 'fallen' && boss.fallenDate) return `Vaincu le ${formatApiDateAndTime(boss.fallenDate)}`;
  if (state === 'running') return `En cours jusqu'au ${formatApiDateAndTime(boss.endDate)}`;
  return `Reparti invaincu le ${formatApiDateAndTime(boss.endDate)}`;
}

/** The boss shown: its name and picture, its state, what is left of its health, its dates and what it gives. */
export function BossHeader({ boss }: { boss: Boss }) {
  const state = bossStateOf(boss);
  return (
    <Flex
      as="section"
      aria-labelledby="boss-name"
      direction={{ base: 'column', md: 'row' }}
      gap={{ base: '4', md: '6' }}
      p={{ base: '4', md: '6' }}
      {...highlightPanelStyle}
    >
      {boss.imageUrl ? (
        <Image
          src={boss.imageUrl}
          alt=""
          w={{ base: 'full', md: '15rem' }}
          maxH="56"
          objectFit="cover"
          borderRadius="xl"
          flexShrink={0}
        />
      ) : null}
      <Stack gap="3" flex="1" minW="0">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h2" size="2xl" id="boss-name" data-testid="boss-name">
            {boss.name}
          </Heading>
          <Badge colorPalette={statePalettes[state]} variant="solid" data-testid="boss-state">
            {bossStateLabels[state]}
          </Badge>
        </Flex>
        <ProgressBar
          label="Points de vie"
          ariaLabel="Points de vie du boss"
          value={boss.health}
          max={boss.maxHealth}
          unit="PV"
        />
        <Box data-testid="boss-dates">
          <Text>Apparu le {formatApiDateAndTime(boss.beginDate)}</Text>
          <Text>{endText(boss, state)}</Text>
        </Box>
        <Text data-testid="boss-rewards">
          <Text as="span" color="fg.muted">
            Récompenses :{' '}
          </Text>
          {boss.rewards}
        </Text>
      </Stack>
    </Flex>
  );
}
