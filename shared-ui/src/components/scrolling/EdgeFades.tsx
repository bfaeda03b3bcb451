import { Box } from '@chakra-ui/react';
import type { HiddenSides } from './use-hidden-sides';

const fade = {
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: '2.5rem',
  pointerEvents: 'none',
  gradientTo: 'transparent',
} as const;

/** A fade over each edge of a box that scrolls sideways behind which content is out of sight. Decoration only. */
export function EdgeFades({ hidden, radius }: { hidden: HiddenSides; radius?: string }) {
  return (
    <>
      {hidden.start ? (
        <Box aria-hidden="true" {...fade} left="0" bgGradient="to-r" gradientFrom="bg" borderStartRadius={radius} />
      ) : null}
      {hidden.end ? (
        <Box aria-hidden="true" {...fade} right="0" bgGradient="to-l" gradientFrom="bg" borderEndRadius={radius} />
      ) : null}
    </>
  );
}
