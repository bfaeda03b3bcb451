import { memo } from 'react';
import { Box, chakra, PageHeading } from '@zu/shared-ui';

/**
 * A short animated band of drifting stars (pure CSS/SVG: nothing to download, the page never waits for it). The same
 * at every render of the page: drawn once.
 */
export const CatalogueHeader = memo(function CatalogueHeader() {
  return (
    <Box position="relative" overflow="hidden" borderRadius="xl" mb="6" px="6" pt="6" pb="1" bg="brand.subtle">
      <chakra.svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 400 60"
        preserveAspectRatio="none"
        position="absolute"
        inset="0"
        w="full"
        h="full"
        color="brand.solid"
        opacity={0.25}
        css={{
          '& circle': { animation: 'zu-catalogue-drift 6s ease-in-out infinite alternate' },
          '& circle:nth-of-type(2n)': { animationDuration: '9s' },
          '@keyframes zu-catalogue-drift': {
            from: { transform: 'translateX(0)' },
            to: { transform: 'translateX(24px)' },
          },
          '@media (prefers-reduced-motion: reduce)': { '& circle': { animation: 'none' } },
        }}
      >
        {[30, 90, 150, 210, 270, 330, 380].map((x, i) => (
          <circle key={x} cx={x} cy={10 + ((i * 17) % 40)} r={2 + (i % 3)} fill="currentColor" />
        ))}
      </chakra.svg>
      <Box position="relative">
        <PageHeading title="Catalogue">Toutes les cartes du jeu, pack par pack.</PageHeading>
      </Box>
    </Box>
  );
});
