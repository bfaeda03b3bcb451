import { Text, VisuallyHidden, formatNumber } from '@zu/shared-ui';

/**
 * The signed-in player's ZUMonnaie beside their menu. It reads the account the menu already loads, so a write that
 * refreshes the account (a scratched ticket, a subscription) moves the figure without a reload. Phones leave it out:
 * the header has no room for it there, and the profile shows it.
 */
export function HeaderBalance({ balance }: { balance: number }) {
  return (
    <Text
      as="span"
      data-testid="header-balance"
      display={{ base: 'none', sm: 'inline' }}
      fontSize="sm"
      fontWeight="semibold"
      color="gold.300"
      whiteSpace="nowrap"
    >
      <VisuallyHidden>Solde : </VisuallyHidden>
      {formatNumber(balance)}{' '}
      <Text as="abbr" title="ZUMonnaie" fontSize="xs" color="whiteAlpha.700" textDecoration="none">
        ZU
      </Text>
    </Text>
  );
}
