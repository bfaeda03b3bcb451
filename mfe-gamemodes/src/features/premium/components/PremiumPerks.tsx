import { gameNumbers } from '@zu/shared-contract/constants';
import { Box, formatNumber, Heading, highlightPanelStyle, Stack, Text } from '@zu/shared-ui';

const { subscription, loot } = gameNumbers;

/** What premium gives and costs, every figure from the game numbers. */
export function PremiumPerks() {
  const perks = [
    `Une carte offerte à chaque abonnement.`,
    `Chaque butin (/journa, /bonus) rapporte ${formatNumber(loot.subscriberBalance)} ZUMonnaie au lieu de ${formatNumber(loot.balance)}.`,
    `Jusqu'à ${subscription.bonusLimit} bonus d'abonnement par jour avec /bonus, tant que ton bonus hebdomadaire n'est pas prêt.`,
  ];
  return (
    <Box {...highlightPanelStyle} p={{ base: '4', md: '6' }} data-testid="premium-perks">
      <Stack gap="4">
        <Heading as="h2" size="lg">
          Ce que l'abonnement t'apporte
        </Heading>
        <Box as="ul" ps="5" listStyleType="disc">
          {perks.map((perk) => (
            <Text as="li" key={perk} py="0.5">
              {perk}
            </Text>
          ))}
        </Box>
        <Text fontWeight="semibold" data-testid="premium-price">
          Le premier mois est offert, puis {formatNumber(subscription.loreDustCost)} poudres créatrices pour{' '}
          {subscription.days} jours.
        </Text>
        <Text color="fg.muted" fontSize="sm">
          L'abonnement se paie en poudre créatrice, jamais en argent réel. Il ne se renouvelle pas tout seul : tu
          t'abonnes à nouveau quand il prend fin.
        </Text>
      </Stack>
    </Box>
  );
}
