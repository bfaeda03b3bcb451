import { chakra, HStack, Text } from '@zu/shared-ui';

/** The game's mark and name, with the rule set's label on the hardcore site. */
export function Logo({ hardcore }: { hardcore: boolean }) {
  return (
    <HStack gap="2">
      <chakra.svg viewBox="0 0 64 64" boxSize="8" aria-hidden="true">
        <rect x="10" y="4" width="44" height="56" rx="6" fill="#5f2bd6" stroke="#ffbd1c" strokeWidth="4" />
        <path d="M22 20h20L22 44h20" fill="none" stroke="#fff" strokeWidth="6" strokeLinejoin="round" />
      </chakra.svg>
      <Text as="span" fontFamily="heading" fontWeight="bold" fontSize="xl" letterSpacing="tight">
        ZUnivers
      </Text>
      {hardcore ? (
        <>
          {' '}
          <Text
            as="span"
            display={{ base: 'none', sm: 'inline' }}
            fontSize="xs"
            fontWeight="bold"
            textTransform="uppercase"
            color="gold.fg"
            letterSpacing="wider"
          >
            Hardcore
          </Text>
        </>
      ) : null}
    </HStack>
  );
}
